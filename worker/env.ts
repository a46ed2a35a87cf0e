import type { CountryCode, CountryInfo } from '../contract'
import type { Language } from './context/language'
import type { Notice } from './context/notice'
import type { Variant } from './context/variant'
import type { WriteGuard } from './middleware/rate-limit/write-guard.do'
import type { SettingName } from './settings-names'
import type { Upstream } from './upstream/client'

/**
 * Worker bindings: the settings as configured (wrangler.toml vars and secrets; read them through `settingsOf` in
 * settings.ts, which gives each its default), KV, the write guard's Durable Object, the reference mall's binding.
 */
export type Bindings = { [Name in SettingName]?: string } & {
  CONFIG: KVNamespace
  /** The static assets (client code, product images). */
  ASSETS?: Fetcher
  /** The reference mall's Worker, bound when API_BASE is empty. */
  MALL?: Fetcher
  WRITE_GUARD: DurableObjectNamespace<WriteGuard>
}

/** Decided once per request by the context middleware; `country.info` is filled by `pageKit` on pages. */
export type RequestContext = {
  language: Language
  country: {
    id: number | null
    code: string | null
    info: CountryInfo | null
    /** The market came from the link's `?countryId=` (no market cookie yet): this answer sets the market cookies. */
    fromLink?: boolean
    /** The link named another market than the shopper's cookie: the page offers the switch, nothing changes unasked. */
    offer?: CountryCode | null
  }
  variant: Variant
  loggedIn: boolean
  token: string | null
  /** Spare the shopper's data (the `data_saver` cookie set on the Me page, else the browser's `Save-Data: on`). */
  dataSaver: boolean
  /** The D1 bookmark of the shopper's last write (the `d1_bookmark` cookie), sent with every upstream call. */
  bookmark: string | null
}

export type Variables = {
  ctx: RequestContext
  upstream: Upstream
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
