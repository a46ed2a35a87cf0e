import { mall } from './app'
import { runScheduledJobs } from './core/scheduled'
import type { MallBindings } from './core/env'

export { mall, runScheduledJobs }
export { FlashStock } from './flash-sale/flash-stock.do'
export { PresaleQuota } from './presale/presale-quota.do'
export { LuckyDrawPool } from './lucky-draw/draw-pool.do'
export type { MallBindings } from './core/env'

/** The reference mall's Worker (mall/wrangler.toml): its API at /api/*, and the Cron Trigger's job list. */
export default {
  fetch: mall.fetch,
  scheduled(_controller, env, ctx) {
    ctx.waitUntil(runScheduledJobs(env))
  },
} satisfies ExportedHandler<MallBindings>
