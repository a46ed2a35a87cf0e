import type { Context } from 'hono'
import { deleteCookie } from 'hono/cookie'
import { AUTH_COOKIE } from '../../worker/context/auth'
import type { AppEnv } from '../../worker/env'

export async function POST(c: Context<AppEnv>) {
  if (c.var.ctx.loggedIn) await c.var.upstream.call('logout').catch(() => null)
  deleteCookie(c, AUTH_COOKIE, { path: '/', secure: true })
  return c.redirect('/m/?notice=loggedOut', 303)
}
