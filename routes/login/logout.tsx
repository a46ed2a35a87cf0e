import type { Context } from 'hono'
import { deleteCookie } from 'hono/cookie'
import type { AppEnv } from '../../worker/env'
import { AUTH_COOKIE } from '../../worker/context/session'
import { COOKIE_SCOPE } from '../../worker/context/cookies'
import { setNotice } from '../../worker/context/notice'

export async function POST(c: Context<AppEnv>) {
  if (c.var.ctx.loggedIn) await c.var.upstream.call('logout').catch(() => null)
  deleteCookie(c, AUTH_COOKIE, COOKIE_SCOPE)
  setNotice(c, { ok: 'login.loggedOut' })
  return c.redirect('/m/', 303)
}
