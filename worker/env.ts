import type { CountryInfo } from './upstream/contract'
import type { Language } from './context/language'
import type { Variant } from './context/variant'
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
  /** Upstream timeout in ms (default 50 000). */
  UPSTREAM_TIMEOUT_MS?: string
  CONFIG: KVNamespace
  DB: D1Database
  FLASH_STOCK: DurableObjectNamespace
}

/** Decided once per request by `worker/context`. */
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
}

export type AppEnv = { Bindings: Bindings; Variables: Variables }
