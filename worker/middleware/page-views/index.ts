import { getCookie, setCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { TRACE_ID_PATTERN } from '../../../contract'
import { OWN_COPY_HEADER } from '../../../islands/offline/requests'
import type { AppEnv } from '../../env'
import { cookieOptions, DAY_SECONDS } from '../../context/cookies'
import { isRefresh } from '../edge-cache/refresh'

/** The browser's anonymous analytics id (`distinguish_id`); the analytics (islands/analytics) read it, so it is not HttpOnly. */
export const DISTINGUISH_COOKIE = 'did'
/** The longest a browser keeps a cookie. */
const COOKIE_DAYS_MAX = 400 * DAY_SECONDS

/**
 * Gives every browser an anonymous id with its first page, and counts the views of pages that ship no JavaScript: after the answer, a
 * `browse` event is stored for each page rendered without an island (`islands` unset), so visitors without
 * JavaScript are counted too. Pages with islands count their own views in the browser, with the ids their other
 * events carry; no view is counted twice. A page answered from the edge cache is counted alike; the edge cache's own
 * background renders, and the offline pages' worker fetching a copy for itself, are nobody's view.
 */
export const pageViews = createMiddleware<AppEnv>(async function pageViews(c, next) {
  if (c.req.method !== 'GET' || isRefresh(c.req.raw) || c.req.header(OWN_COPY_HEADER)) return next()
  const known = getCookie(c, DISTINGUISH_COOKIE)
  await next()
  if (c.res.status !== 200 || !c.res.headers.get('content-type')?.startsWith('text/html')) return
  let distinguishId = known
  if (!distinguishId || !TRACE_ID_PATTERN.test(distinguishId)) {
    distinguishId = crypto.randomUUID()
    setCookie(c, DISTINGUISH_COOKIE, distinguishId, cookieOptions(COOKIE_DAYS_MAX))
  }
  if (c.get('islands')) return
  const url = new URL(c.req.url)
  const browse = {
    event_type: 'browse' as const,
    create_time: Date.now(),
    distinguish_id: distinguishId,
    page: url.pathname.slice(0, 200),
    url: (url.pathname + url.search).slice(0, 500),
    tid: crypto.randomUUID(),
  }
  const stored = c.var.upstream.call('analyticsEvents', { body: { events: [browse] } }).catch(() => undefined)
  try {
    c.executionCtx.waitUntil(stored)
  } catch {
    // No execution context (a plain `app.fetch` in a script): the call simply runs on.
  }
})
