import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { PERSONAL_POLICY, SHARED_POLICY } from '../../context/cache-policy'
import type { SharedPage } from '../../context/shared-page'
import type { AppEnv } from '../../env'
import { pagePath } from '../edge-cache/key'

/**
 * Every HTML answer says how it may be cached and that its bytes depend on `Accept-Encoding`: a guest's shared page
 * (`pages`, GET, 200, setting no cookie, carrying none of its personal cookies) `no-cache`, anything else `private, no-store`. A page that chose its own
 * policy (maintenance, payment returns) keeps it.
 */
export function cachePolicy(pages: ReadonlyMap<string, SharedPage>) {
  return createMiddleware<AppEnv>(async function cachePolicy(c, next) {
    await next()
    if (!(c.res.headers.get('content-type') ?? '').startsWith('text/html')) return
    const headers = c.res.headers
    if (!/\baccept-encoding\b/i.test(headers.get('vary') ?? '')) headers.append('vary', 'Accept-Encoding')
    if (headers.has('cache-control')) return
    const page = pages.get(pagePath(c.req.path))
    const shared =
      !!page && c.req.method === 'GET' && !c.var.ctx.loggedIn && c.res.status === 200 && !headers.has('set-cookie') &&
      !page.personalCookies?.some((name) => !!getCookie(c, name))
    headers.set('cache-control', shared ? SHARED_POLICY : PERSONAL_POLICY)
  })
}

