/** Patterns and limits shared by the storefront, the islands and the mall: plain values, safe in the browser. */

/** How long a caller waits for the upstream, the whole answer included. */
export const UPSTREAM_TIMEOUT_MS = 50_000

/** An id of at most 9 digits, as it appears in a path, a query, a cookie or a form field (0 is never an id). */
export const ID_PATTERN = /^\d{1,9}$/

/** An `Idempotency-Key` (header, or the hidden `idem` field of a plain form). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_:.-]{1,100}$/

/**
 * The header a D1 session bookmark travels in: the mall answers a write with the bookmark of the state it wrote, and
 * reads the catalogue from a replica at least that fresh when a request carries one back.
 */
export const D1_BOOKMARK_HEADER = 'x-d1-bookmark'

/** A D1 bookmark as D1 writes it: four groups of hex digits (8-8-8-32), ordered as text by time. */
export const D1_BOOKMARK_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/

/** A bookmark from untrusted text (a header, a cookie), or null when it is not one. */
export const parseD1Bookmark = (raw: string | null | undefined): string | null => (raw && D1_BOOKMARK_PATTERN.test(raw) ? raw : null)

/** Mobile numbers: an optional +, then 6–15 digits, spaces and dashes allowed between them. */
export const PHONE_PATTERN = /^\+?\d(?:[ -]?\d){5,14}$/

/** How long the storefront gives a guest's answer of a `guestShared` endpoint to the guests after it, by default. */
export const GUEST_ANSWER_MS = 3_000

/** The `Accept-Language` values the storefront sends: a language's extended locale, then its macro language. */
export const ACCEPT_LANGUAGES = ['en-US,en', 'fr-FR,fr', 'my-MM,my', 'pt-AO,pt', 'hi', 'kt', 'sw', 'ar-SA,ar', 'ha-NG,ha', 'in-ID,in'] as const
export type AcceptLanguage = (typeof ACCEPT_LANGUAGES)[number]

/** An `AppIdentity`: the sister app's identity, 0–9999. */
export const APP_IDENTITY_PATTERN = /^\d{1,4}$/

/** The seven markets. */
export const COUNTRY_CODES = ['IN', 'UG', 'GH', 'KT', 'DZ', 'TZ', 'NG'] as const
export type CountryCode = (typeof COUNTRY_CODES)[number]

/** An id from untrusted text: the positive number, or null when it is not an id. */
export function parseId(raw: string | null | undefined): number | null {
  if (!raw || !ID_PATTERN.test(raw)) return null
  const id = Number(raw)
  return id > 0 ? id : null
}

const TIME_ZONES: Record<CountryCode, string> = {
  IN: 'Asia/Kolkata',
  UG: 'Africa/Kampala',
  GH: 'Africa/Accra',
  KT: 'Africa/Abidjan',
  DZ: 'Africa/Algiers',
  TZ: 'Africa/Dar_es_Salaam',
  NG: 'Africa/Lagos',
}

/** The market's time zone (its pages' times, its days); Lagos when the market is unknown. */
export function marketTimeZone(code: string | null | undefined): string {
  return (code && TIME_ZONES[code as CountryCode]) || 'Africa/Lagos'
}

/** The market's calendar day at `at`, as YYYY-MM-DD. */
export const marketDay = (at: number, code: string | null | undefined) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: marketTimeZone(code), year: 'numeric', month: '2-digit', day: '2-digit' }).format(at)

/** An IMEI as a retailer types it: 15 digits (`isImei` checks its last one too). */
export const IMEI_PATTERN = /^\d{15}$/

/** An IMEI: 15 digits whose last is the Luhn check digit of the other 14. */
export function isImei(text: string): boolean {
  if (!/^\d{15}$/.test(text)) return false
  let sum = 0
  for (let i = 0; i < 15; i++) {
    let digit = text.charCodeAt(14 - i) - 48
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return sum % 10 === 0
}

/** A query parameter as it can be written into a URL; undefined ones are left out. */
export type QueryValue = string | number | undefined

/** `?a=1&b=2` of a query (an empty query gives `?`), or '' when there is none. */
export function queryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return ''
  return '?' + new URLSearchParams(Object.entries(query).filter((entry) => entry[1] !== undefined) as [string, string][]).toString()
}
