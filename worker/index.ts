import { Hono } from 'hono'
import { FlashStock, LuckyDrawPool, mall, PresaleQuota, runScheduledJobs } from '../mall'
import type { AppEnv, Bindings } from './env'
import type { UpstreamFetcher } from './middleware/upstream'
import { WriteGuard } from './middleware/rate-limit/write-guard.do'
import { mallDoor } from './mall-door'
import { storefront } from './storefront'

export { FlashStock, LuckyDrawPool, PresaleQuota, WriteGuard }

/** The embedded reference mall, answering in-process: the default upstream when API_BASE is empty. */
const embedded: UpstreamFetcher = (request, env, ctx) => Promise.resolve(mall.fetch(request, env, ctx))

export function createApp(options: { remote?: UpstreamFetcher } = {}) {
  const app = new Hono<AppEnv>({ strict: false })
  app.get('/', (c) => c.redirect('/m/', 302))
  app.route('/api', mallDoor(embedded))
  app.route('/m', storefront({ embedded, ...options, rerender: (request, env, ctx) => app.fetch(request, env, ctx) }))
  return app
}

const app = createApp()

export default {
  fetch: app.fetch,
  /** The Cron Trigger runs the embedded mall's job list (mall/core/scheduled.ts). */
  scheduled(_controller, env, ctx) {
    ctx.waitUntil(runScheduledJobs(env))
  },
} satisfies ExportedHandler<Bindings>
