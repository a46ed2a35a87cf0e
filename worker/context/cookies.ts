import type { CookieOptions } from 'hono/utils/cookie'

export const DAY_SECONDS = 86_400

/** Every cookie the worker sets: whole site, HTTPS only, sent on top-level navigations from elsewhere. */
export function cookieOptions(maxAgeSeconds: number, { httpOnly = false } = {}): CookieOptions {
  return { path: '/', secure: true, sameSite: 'Lax', httpOnly, maxAge: maxAgeSeconds }
}

/** What `deleteCookie` needs to match a cookie set with `cookieOptions`. */
export const COOKIE_SCOPE = { path: '/', secure: true } as const
