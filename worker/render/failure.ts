import type { Context } from 'hono'
import { deleteCookie } from 'hono/cookie'
import { loginPath } from '../../islands/return-path'
import { translator } from '../../locales'
import type { AppEnv } from '../env'
import { AUTH_COOKIE } from '../middleware/context/auth'
import { COOKIE_SCOPE } from '../middleware/context/cookies'
import { UpstreamError } from '../upstream/client'
import { failureStatus, messageOf } from '../upstream/messages'

export type PageFailure = { response: Response } | { message: string; status: ReturnType<typeof failureStatus> }

/**
 * What a page does with a failed upstream call: an expired login goes to the login page (returning to `back`), a
 * maintenance bulletin is followed, anything else is a message in the user's language with its status. Errors that
 * are not upstream failures are rethrown.
 */
export function pageFailure(c: Context<AppEnv>, error: unknown, { back, refused = 400 }: { back?: string; refused?: 400 | 401 } = {}): PageFailure {
  if (!(error instanceof UpstreamError)) throw error
  if (error.kind === 'auth') {
    deleteCookie(c, AUTH_COOKIE, COOKIE_SCOPE)
    const here = back ?? (c.req.method === 'GET' ? c.req.path + new URL(c.req.url).search : '/m/')
    return { response: c.redirect(loginPath(here), c.req.method === 'GET' ? 302 : 303) }
  }
  if (error.redirect) return { response: c.redirect(error.redirect, 302) }
  return { message: messageOf(error, translator(c.var.ctx.language)), status: failureStatus(error, refused) }
}
