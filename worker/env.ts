import type { CountryInfo } from '../contract'
import type { FlashStock, LuckyDrawPool, PresaleQuota } from '../mall'
import type { Language } from './middleware/context/language'
import type { Notice } from './middleware/notice'
import type { Variant } from './middleware/context/variant'
import type { WriteGuard } from './middleware/rate-limit/write-guard.do'
import type { Upstream } from './upstream/client'

/** Worker bindings and configuration (wrangler.toml vars, secrets, KV, D1, Durable Objects). */
export type Bindings = {
  /** Provider API origin (https). Empty: the embedded reference mall in this worker. */
  API_BASE?: string
  /** `user:password` sent as `Authorization: Basic …` when the shopper has no token. A secret. */
  UPSTREAM_BASIC_AUTH?: string
  /** `on` switches the whole site to maintenance at deploy time; the KV key `maintenance` does it instantly. */
  MAINTENANCE?: string
  MAINTENANCE_RETRY_AFTER?: string
  /** JSON array of `{ status, url }` maintenance bulletins; the KV key `bulletins` overrides it. */
  BULLETINS?: string
  /** Comma-separated host names bulletin URLs may point at. */
  BULLETIN_HOSTS?: string
  APP_IDENTITY_DEFAULT?: string
  /** Nigeria contact printed in the user agreements. */
  NG_CONTACT_EMAIL?: string
  NG_CONTACT_PHONE?: string
  /** Upstream deadline of one request in ms, answers included (default 50 000). */
  UPSTREAM_TIMEOUT_MS?: string
  /** Upstream answers larger than this many bytes are refused (default 4 MiB). */
  UPSTREAM_MAX_BODY_BYTES?: string
  /** Milliseconds a guest's answer of a `guestShared` endpoint is kept for the next guests; 0 keeps none. */
  GUEST_ANSWER_MS?: string
  /** `on`: every write answers 'Demo environment, no permission to operate'. */
  DEMO?: string
  /** `on`: the embedded mall's SMS outbox is readable at /m/dev/outbox (local runs only). */
  DEV_OUTBOX?: string
  /** The secret shared with the payment provider: it signs the provider's callbacks. A secret. */
  PAYMENT_SECRET?: string
  /** The payment gateway's API base (https); empty: the sandbox provider when PAYMENT_SANDBOX is on. */
  PAYMENT_PROVIDER_BASE?: string
  /** `on`: the embedded mall's sandbox payment provider, whose page is /m/dev/pay (local runs only). */
  PAYMENT_SANDBOX?: string
  /** Writes one session (or guest address) may make per window (60), one address in all (600), the window in s (60). */
  RATE_LIMIT_WRITES?: string
  RATE_LIMIT_ADDRESS_WRITES?: string
  RATE_LIMIT_WINDOW_SECONDS?: string
  /** Comma-separated https origins of a provider's app that may post to /m from another origin. */
  ALLOWED_ORIGINS?: string
  /** Wrong passwords one account may take within LOGIN_WINDOW_SECONDS before its logins are refused (embedded mall). */
  LOGIN_TRIES?: string
  LOGIN_WINDOW_SECONDS?: string
  CONFIG: KVNamespace
  /** The static assets (client code, product images). */
  ASSETS?: Fetcher
  DB: D1Database
  FLASH_STOCK: DurableObjectNamespace<FlashStock>
  PRESALE_QUOTA: DurableObjectNamespace<PresaleQuota>
  LUCKY_DRAW: DurableObjectNamespace<LuckyDrawPool>
  WRITE_GUARD: DurableObjectNamespace<WriteGuard>
}

/** Decided once per request by the context middleware; `country.info` is filled by `pageKit` on pages. */
export type RequestContext = {
  language: Language
  country: { id: number | null; code: string | null; info: CountryInfo | null }
  variant: Variant
  loggedIn: boolean
  token: string | null
}

export type Variables = {
  ctx: RequestContext
  upstream: Upstream
  secureHeadersNonce?: string
  /** The market's formatting, loading beside the page's own calls (pages only); `pageKit` awaits it. */
  countryInfo?: Promise<CountryInfo | null>
  /** Where a form post comes back to after a login (its page's access declaration). */
  back?: string
  /** A one-shot toast left by the previous plain-form action. */
  notice?: Notice
  /** The page rendered an island, so the browser counts its view (analytics). */
  islands?: boolean
}

export type AppEnv = { Bindings: Bindings; Variables: Variables }
