import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { loginPath, type AddIntent } from '../../../islands/return-path'
import type { AppEnv } from '../../env'

/** Who may open a page: anyone, a logged-in shopper, a shop account, an admin. */
export const ACCESS_LEVELS = ['guest', 'user', 'retailer', 'admin'] as const
export type Access = (typeof ACCESS_LEVELS)[number]

/** What a route module or a folder's `_access.ts` declares; a module's own declaration wins over its folder's. */
export type AccessDeclaration = {
  /** One level for every method, or one per method (a page anyone may read whose form needs a login). */
  access?: Access | { GET?: Access; POST?: Access }
  /** Where the page's form comes back to after a login (default: the page itself, with its query). */
  back?: (c: Context<AppEnv>) => string | Promise<string>
  /** What a guest's form asks the login page to finish first (an add to the cart). */
  intent?: (c: Context<AppEnv>) => AddIntent | null | Promise<AddIntent | null>
}

/** What a module or folder exports as `access`. */
export type PageAccess = NonNullable<AccessDeclaration['access']>

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
