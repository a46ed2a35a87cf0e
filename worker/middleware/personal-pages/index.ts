import { createMiddleware } from 'hono/factory'
import { PERSONAL_HEADER } from '../../../islands/offline/requests'
import type { AppEnv } from '../../env'
import type { SharedPage } from '../../context/shared-page'
import { pagePath } from '../edge-cache/key'

export const ROBOTS_HEADER = 'X-Robots-Tag'

/** The first 8 bytes of a digest of the session token, in hex: tells sessions apart without revealing one. */
async function sessionDigest(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`offline-pages:${token}`))
  return [...new Uint8Array(digest, 0, 8)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * Marks a page rendered for a session as personal, for the offline pages' service worker (islands/offline/sw.ts): it
 * keeps such a page only while the same session goes on, and drops it on login and logout.
 */
export const markPersonalPages = createMiddleware<AppEnv>(async function markPersonalPages(c, next) {
  await next()
  const token = c.var.ctx.token
  if (token && (c.res.headers.get('content-type') ?? '').startsWith('text/html')) c.res.headers.set(PERSONAL_HEADER, await sessionDigest(token))
})

/**
 * Only the shared pages (those that export `shared`: the shop, the same for every guest) are for search engines;
 * every other page (cart, orders, Me, wallet, admin, retailer, log in, forms, errors) answers `X-Robots-Tag: noindex`.
 * The one rule for all of them, decided by the page table rather than page by page.
 */
export function keepUnsharedPagesUnindexed(pages: ReadonlyMap<string, SharedPage>) {
  return createMiddleware<AppEnv>(async function keepUnsharedPagesUnindexed(c, next) {
    await next()
    if ((c.res.headers.get('content-type') ?? '').startsWith('text/html') && !pages.has(pagePath(c.req.path))) {
      c.res.headers.set(ROBOTS_HEADER, 'noindex')
    }
  })
}
