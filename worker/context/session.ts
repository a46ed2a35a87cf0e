export const AUTH_COOKIE = 'key'
/** HttpOnly: the signed token of a browser the account logged in from; its logins are throttled apart from strangers'. */
export const DEVICE_COOKIE = 'device'

/** A usable token: printable, no separators that could break a header, bounded length. */
export function resolveToken(cookieValue: string | null | undefined): string | null {
  if (!cookieValue) return null
  return /^[A-Za-z0-9._~+/=-]{1,512}$/.test(cookieValue) ? cookieValue : null
}
