export const AUTH_COOKIE = 'key'

/** A usable token: printable, no separators that could break a header, bounded length. */
export function resolveToken(cookieValue: string | null | undefined): string | null {
  if (!cookieValue) return null
  return /^[A-Za-z0-9._~+/=-]{1,512}$/.test(cookieValue) ? cookieValue : null
}
