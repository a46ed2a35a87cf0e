import { Hono } from 'hono'
import { mall, FlashStock } from '../mall'
import type { AppEnv, Bindings } from './env'
import { resolveUpstreamBase } from './upstream/base'
import { storefront } from './storefront'

export { FlashStock }

/** The embedded reference mall, answering in-process: the default upstream when API_BASE is empty. */
const embedded = (request: Request, env: Bindings, ctx: ExecutionContext) => Promise.resolve(mall.fetch(request, env, ctx))

export function createApp(options: { remote?: (request: Request, env: Bindings, ctx: ExecutionContext) => Promise<Response> } = {}) {
  const app = new Hono<AppEnv>({ strict: false })
  app.get('/', (c) => c.redirect('/m/', 302))
  app.all('/api/*', (c) => {
    const base = resolveUpstreamBase(c.env.API_BASE)
    if ('base' in base && base.base === null) return embedded(c.req.raw, c.env, c.executionCtx as unknown as ExecutionContext)
    return c.json({ code: 404, msg: 'Not found', data: null, key: 'notFound' }, 404)
  })
  app.route('/m', storefront({ embedded, ...options }))
  return app
}

const app = createApp()

export default {
  fetch: app.fetch,
} satisfies ExportedHandler<Bindings>
