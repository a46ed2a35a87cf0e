import { Hono } from 'hono'
import { readTextsFrom } from '../locales'
import { APPLE_ICON, iconPath } from './render/app-icons'
import type { AppEnv, Bindings } from './env'
import type { UpstreamFetcher } from './middleware/upstream'
import { WriteGuard } from './middleware/rate-limit/write-guard.do'
import { mallDoor } from './mall-door'
import { storefront } from './storefront'
import { robotsTxt } from './crawlers'
import { sharedPages } from './pages'

export { WriteGuard }

/** The reference mall through its service binding (mall/wrangler.toml): the upstream when API_BASE is empty. */
export const boundMall: UpstreamFetcher = (request, env) =>
  env.MALL ? env.MALL.fetch(request) : Promise.reject(new Error('API_BASE is empty and no reference mall is bound as MALL'))

export function createApp(options: { mall?: UpstreamFetcher; remote?: UpstreamFetcher } = {}) {
  const { mall = boundMall, remote } = options
  const app = new Hono<AppEnv>({ strict: false })
  let textsReader = false
  app.use(async (c, next) => {
    const assets = c.env.ASSETS
    if (assets && !textsReader) {
      textsReader = true
      readTextsFrom(async (path) => {
        const response = await assets.fetch(new URL(path, 'https://assets.invalid'))
        if (!response.ok) throw new Error(`no texts at ${path}: ${response.status}`)
        return response.json()
      })
    }
    await next()
  })
  app.get('/', (c) => c.redirect('/m/', 302))
  // Safari's home-screen icon when a page names none: the H5 site's, from the static assets.
  app.get('/:name{apple-touch-icon(-precomposed)?\\.png}', (c) =>
    c.env.ASSETS ? c.env.ASSETS.fetch(new URL(iconPath('h5', APPLE_ICON), c.req.url)) : c.notFound(),
  )
  app.get('/robots.txt', (c) => c.body(robotsTxt(new URL(c.req.url).origin, sharedPages), 200, { 'content-type': 'text/plain; charset=UTF-8', 'cache-control': 'public, max-age=3600' }))
  app.route('/api', mallDoor(mall))
  app.route('/m', storefront({ embedded: mall, remote, rerender: (request, env, ctx) => app.fetch(request, env, ctx) }))
  return app
}

const app = createApp()

export default { fetch: app.fetch } satisfies ExportedHandler<Bindings>
