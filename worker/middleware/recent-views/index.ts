import { getCookie, setCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { parseId } from '../../../contract'
import { OWN_COPY_HEADER } from '../../../islands/offline/requests'
import type { AppEnv } from '../../env'
import { cookieOptions, DAY_SECONDS } from '../../context/cookies'
import { readRecent, RECENT_COOKIE, withViewed, writeRecent } from '../../context/recent'
import { isRefresh } from '../edge-cache/refresh'

export type RecentViewsOptions = {
  /** The page that counts as opening a product, and the query parameter that names it. */
  path?: string
  param?: string
  maxAgeDays?: number
}

/**
 * Remembers the products this browser opened, in the `rv` cookie: after a product page answered 200 (so the product
 * exists), from the edge cache or rendered anew. It runs outside the edge cache, so a stored copy never carries the
 * cookie and a copy served still counts the view. The edge cache's own background renders, and the offline pages' worker fetching a copy, are nobody's view.
 */
export function recentViews({ path = '/m/product/info', param = 'id', maxAgeDays = 30 }: RecentViewsOptions = {}) {
  return createMiddleware<AppEnv>(async function recentViews(c, next) {
    await next()
    if (c.req.method !== 'GET' || c.req.path !== path || isRefresh(c.req.raw) || c.req.header(OWN_COPY_HEADER) || c.res.status !== 200) return
    const productId = parseId(c.req.query(param))
    if (productId === null) return
    const ids = withViewed(readRecent(getCookie(c, RECENT_COOKIE)), productId)
    setCookie(c, RECENT_COOKIE, writeRecent(ids), cookieOptions(maxAgeDays * DAY_SECONDS))
  })
}
