/** Patterns and limits shared by the storefront, the islands and the mall: plain values, safe in the browser. */

/** How long a caller waits for the upstream, the whole answer included. */
export const UPSTREAM_TIMEOUT_MS = 50_000

/** A positive id of at most 9 digits, as it appears in a path, a query, a cookie or a form field. */
export const ID_PATTERN = /^[1-9]\d{0,8}$/

/** An `Idempotency-Key` (header, or the hidden `idem` field of a plain form). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_:.-]{1,100}$/

/** Mobile numbers: an optional +, then 6–15 digits, spaces and dashes allowed between them. */
export const PHONE_PATTERN = /^\+?\d(?:[ -]?\d){5,14}$/

/** The seven markets. */
export const COUNTRY_CODES = ['IN', 'UG', 'GH', 'KT', 'DZ', 'TZ', 'NG'] as const
export type CountryCode = (typeof COUNTRY_CODES)[number]

/** An id from untrusted text: the number, or null when it is not an id. */
export function parseId(raw: string | null | undefined): number | null {
  const value = raw?.trim()
  return value && ID_PATTERN.test(value) ? Number(value) : null
}
