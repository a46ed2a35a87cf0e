import type { Context } from 'hono'
import { setCookie } from 'hono/cookie'
import type { AppEnv } from '../../worker/env'
import { AUTH_COOKIE, DEVICE_COOKIE } from '../../worker/context/session'
import { cookieOptions, DAY_SECONDS } from '../../worker/context/cookies'
import { setNotice, type Notice } from '../../worker/context/notice'
import { addToCart } from '../_parts/add-intent'
import type { Carry } from './_carry'

const SESSION_DAYS = 30
const DEVICE_DAYS = 365

/**
 * After a login (password, code or a new account): the HttpOnly session cookie and, when the upstream gave one, the
 * browser's device token (kept across logouts, so this browser's logins are not held up by strangers' guesses), then the add the guest asked for
 * (its outcome is the next page's notice, else `notice`), then back where the shopper came from.
 */
export async function openSession(c: Context<AppEnv>, { token, device }: { token: string; device?: string }, { back, intent }: Carry, notice?: Notice) {
  setCookie(c, AUTH_COOKIE, token, cookieOptions(SESSION_DAYS * DAY_SECONDS, { httpOnly: true }))
  if (device) setCookie(c, DEVICE_COOKIE, device, cookieOptions(DEVICE_DAYS * DAY_SECONDS, { httpOnly: true }))
  if (intent) await addToCart(c, intent, token)
  else if (notice) setNotice(c, notice)
  return c.redirect(back, 303)
}
