import type { CookieOptions } from 'hono/utils/cookie'

/** Every cookie the worker sets: whole site, HTTPS only, sent on top-level navigations from elsewhere. */
export function cookieOptions(days: number, { httpOnly = false } = {}): CookieOptions {
  return { path: '/', secure: true, sameSite: 'Lax', httpOnly, maxAge: days * 86_400 }
}

/** What `deleteCookie` needs to match a cookie set with `cookieOptions`. */
export const COOKIE_SCOPE = { path: '/', secure: true } as const
