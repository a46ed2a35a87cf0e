import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { loginPath } from '../../../islands/return-path'
import type { Access, AccessDeclaration } from '../../context/access'
import type { AppEnv } from '../../env'

export type AccessOptions = Omit<AccessDeclaration, 'access'> & { level: Access }

const reads = (method: string) => method === 'GET' || method === 'HEAD'
const here = (c: Context) => c.req.path + new URL(c.req.url).search

/**
 * A page's gate: a guest on a page for the logged-in goes to the login page, which comes back here (a GET) or to the
 * form's page (a post, 303, carrying its intent). Roles are the mall's to check: a retailer or admin page answers
 * what the mall says to anyone else logged in. A post's way back is kept on the context for the pages' error
 * handler, which sends an expired session to the same login page.
 */
export function requireAccess({ level, back, intent }: AccessOptions) {
  return createMiddleware<AppEnv>(async function requireAccess(c, next) {
    if (!reads(c.req.method)) c.set('back', back ? await back(c) : here(c))
    if (level === 'guest' || c.var.ctx.loggedIn) return next()
    if (reads(c.req.method)) return c.redirect(loginPath(here(c)), 302)
    return c.redirect(loginPath(c.var.back ?? here(c), (await intent?.(c)) ?? undefined), 303)
  })
}
