import { Hono } from 'hono'
import { NONCE, secureHeaders } from 'hono/secure-headers'
import type { AppEnv } from './env'
import { requestContext, type UpstreamFetcher } from './context/middleware'
import { handlePageError } from './errors'
import { isMaintenanceOn, retryAfterSeconds } from './maintenance'
import { pages } from './pages'
import { renderer } from './render/renderer'
import { proxy } from './upstream/proxy'
import { translator } from '../locales'
import * as maintenancePage from '../routes/maintenance'

const contentSecurity = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: [NONCE, "'strict-dynamic'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  },
  crossOriginEmbedderPolicy: false,
})

/** Everything under /m: health, the API proxy, then pages (context → maintenance gate → renderer → route). */
export function storefront(options: { embedded: UpstreamFetcher; remote?: UpstreamFetcher }) {
  const site = new Hono<AppEnv>({ strict: false })

  site.get('/health', (c) => c.json({ ok: true }, 200, { 'cache-control': 'no-store' }))

  site.use('/api/*', requestContext({ ...options, countryInfo: false }), async function maintenanceForApi(c, next) {
    if (!(await isMaintenanceOn(c.env))) return next()
    const t = translator(c.var.ctx.language)
    return c.json({ code: 503, msg: t('error.maintenance'), data: null, key: 'maintenance' }, 503, { 'Retry-After': retryAfterSeconds(c.env) })
  })
  site.route('/api', proxy)

  site.use(contentSecurity, requestContext({ ...options, countryInfo: true }), renderer)
  site.use(async function maintenanceGate(c, next) {
    if (!(await isMaintenanceOn(c.env))) return next()
    c.header('Retry-After', retryAfterSeconds(c.env))
    c.header('Cache-Control', 'no-store')
    c.status(503)
    return maintenancePage.GET(c)
  })
  site.route('/', pages)
  site.all('*', (c) => c.redirect('/m/404', 302))
  site.onError(handlePageError)
  return site
}
