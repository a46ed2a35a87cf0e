import type { Bindings } from './env'

/**
 * The KV key `maintenance` (`on`/`off`) overrides the MAINTENANCE var, so ops can switch without a deploy.
 * Every request reads it, so the edge keeps the value for 30 s (KV's shortest cache); a switch lands within that.
 */
export async function isMaintenanceOn(env: Bindings): Promise<boolean> {
  const fromKv = await env.CONFIG?.get('maintenance', { cacheTtl: 30 }).catch(() => null)
  const value = (fromKv ?? env.MAINTENANCE ?? '').trim().toLowerCase()
  return value === 'on' || value === 'true' || value === '1'
}

export function retryAfterSeconds(env: Bindings): string {
  const seconds = Number(env.MAINTENANCE_RETRY_AFTER)
  return String(Number.isInteger(seconds) && seconds > 0 ? seconds : 600)
}
