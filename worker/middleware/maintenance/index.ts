import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv, Bindings } from '../../env'
import { isOn, settingsOf } from '../../settings'

/** The switch as this isolate last read it, per KV namespace: read again at most every MAINTENANCE_RECHECK_MS. */
const lastRead = new WeakMap<object, { on: boolean; until: number }>()

/**
 * The KV key `maintenance` (`on`/`off`) overrides the MAINTENANCE var, so ops can switch without a deploy.
 * Every request asks, so the edge keeps the value for 30 s (KV's shortest cache) and the isolate for
 * MAINTENANCE_RECHECK_MS (1 s): a switch lands within that.
 */
export async function isMaintenanceOn(env: Bindings): Promise<boolean> {
  const settings = settingsOf(env)
  const known = env.CONFIG && settings.MAINTENANCE_RECHECK_MS > 0 ? lastRead.get(env.CONFIG) : undefined
  if (known && known.until > Date.now()) return known.on
  const fromKv = await env.CONFIG?.get('maintenance', { cacheTtl: 30 }).catch(() => null)
  const on = fromKv == null ? settings.MAINTENANCE : isOn(fromKv)
  if (env.CONFIG && settings.MAINTENANCE_RECHECK_MS > 0) lastRead.set(env.CONFIG, { on, until: Date.now() + settings.MAINTENANCE_RECHECK_MS })
  return on
}

export type MaintenanceOptions = {
  /** The answer while maintenance is on; status 503, `Retry-After` and `no-store` are already set. */
  respond: (c: Context<AppEnv>) => Response | Promise<Response>
}

/** While maintenance is on, everything behind this answers with `respond` instead of its route. */
export function maintenance({ respond }: MaintenanceOptions) {
  return createMiddleware<AppEnv>(async function maintenance(c, next) {
    if (!(await isMaintenanceOn(c.env))) return next()
    c.status(503)
    c.header('Retry-After', String(settingsOf(c.env).MAINTENANCE_RETRY_AFTER))
    c.header('Cache-Control', 'no-store')
    return respond(c)
  })
}
