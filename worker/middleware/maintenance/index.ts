import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv, Bindings } from '../../env'
import { isOn, settingsOf } from '../../settings'

/**
 * The KV key `maintenance` (`on`/`off`) overrides the MAINTENANCE var, so ops can switch without a deploy.
 * Every request reads it, so the edge keeps the value for 30 s (KV's shortest cache); a switch lands within that.
 */
export async function isMaintenanceOn(env: Bindings): Promise<boolean> {
  const fromKv = await env.CONFIG?.get('maintenance', { cacheTtl: 30 }).catch(() => null)
  return fromKv == null ? settingsOf(env).MAINTENANCE : isOn(fromKv)
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
