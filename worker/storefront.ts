import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppEnv } from './env'
import { rememberQueriedLanguage, requestContext } from './middleware/context'
import { cachePolicy } from './middleware/cache-policy'
import { countryInfo } from './middleware/country-info'
import { demoMode } from './middleware/demo-mode'
import { edgeCache } from './middleware/edge-cache'
import { maintenance } from './middleware/maintenance'
import { takeNotice } from './middleware/notice'
import { originCheck } from './middleware/origin-check'
import { pageViews } from './middleware/page-views'
import { keepUnsharedPagesUnindexed, markPersonalPages } from './middleware/personal-pages'
import { rateLimit } from './middleware/rate-limit'
import { recentViews } from './middleware/recent-views'
import { securityHeaders } from './middleware/security-headers'
import { upstream, type UpstreamOptions } from './middleware/upstream'
import { appManifestRoute } from './app-manifest'
import { crawlers } from './crawlers'
import { health } from './health'
import { pages, sharedPages } from './pages'
import { onPageError, PageError } from './render/error-page'
import { renderer } from './render/renderer'
import { jsonError, proxy } from './upstream/proxy'
import * as maintenancePage from '../routes/maintenance'

/** Island requests and plain forms carry small bodies; anything larger is refused before it is read. */
export const MAX_BODY_BYTES = 64 * 1024
/** Writes a demo still allows: opening and closing a session, by password or by a code sent to the phone. */
const SESSION_WRITES = new Set([
  '/m/login/login', '/m/login/logout', '/m/login/code',
  '/m/api/user/login', '/m/api/user/logout', '/m/api/user/login/code', '/m/api/user/code/send',
])
const sessionWrite = (c: { req: { path: string } }) => SESSION_WRITES.has(c.req.path)

export type StorefrontOptions = UpstreamOptions & {
  /** The whole worker, for the edge cache's background renders of a page (the same way a visitor's request goes). */
  rerender: (request: Request, env: AppEnv['Bindings'], ctx: ExecutionContext) => Response | Promise<Response>
}

/**
 * Everything under /m: health, then the API proxy, then pages. This file only orders the middleware. The edge cache
 * answers after maintenance (which must win at once) and inside page views (a cached answer still gets its browser
 * id and its counted view) and the security headers (its policy is this response's).
 */
export function storefront({ rerender, ...options }: StorefrontOptions) {
  const site = new Hono<AppEnv>({ strict: false })

  site.route('/health', health(options))
  site.route('/app.webmanifest', appManifestRoute)
  site.route('/', crawlers({ ...options, pages: sharedPages }))

  site.use(
    '/api/*',
    requestContext,
    upstream(options),
    maintenance({ respond: (c) => jsonError(c, 503, 'maintenance') }),
    originCheck({ jsonOnly: true, respond: (c) => jsonError(c, 403, 'forbidden') }),
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => jsonError(c, 413, 'tooLarge') }),
    demoMode({ allow: sessionWrite, respond: (c) => jsonError(c, 403, 'demoMode') }),
    rateLimit({ respond: (c, verdict) => jsonError(c, 429, verdict) }),
  )
  site.route('/api', proxy)

  const refuse = (status: 403 | 413 | 429, key: 'demoMode' | 'forbidden' | 'tooLarge' | 'tooFrequent' | 'repeatedRequest') => (): never => {
    throw new PageError(status, `error.${key}`)
  }
  site.use(
    securityHeaders(),
    requestContext,
    cachePolicy(sharedPages),
    rememberQueriedLanguage,
    markPersonalPages,
    keepUnsharedPagesUnindexed(sharedPages),
    upstream(options),
    countryInfo,
    pageViews,
    recentViews(),
    takeNotice(),
    renderer,
    maintenance({ respond: maintenancePage.GET }),
    edgeCache({
      pages: sharedPages,
      render: async (request, c) => rerender(request, c.env, c.executionCtx as ExecutionContext),
    }),
    originCheck({ respond: refuse(403, 'forbidden') }),
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: refuse(413, 'tooLarge') }),
    demoMode({ allow: sessionWrite, respond: refuse(403, 'demoMode') }),
    rateLimit({ respond: (_, verdict) => refuse(429, verdict)() }),
  )
  site.route('/', pages)
  site.all('*', (c) => c.redirect('/m/404', 302))
  site.onError(onPageError)
  return site
}
