import type { Bindings } from './env'

/** The KV key `maintenance` (`on`/`off`) overrides the MAINTENANCE var, so ops can switch without a deploy. */
export async function isMaintenanceOn(env: Bindings): Promise<boolean> {
  const fromKv = await env.CONFIG?.get('maintenance').catch(() => null)
  const value = (fromKv ?? env.MAINTENANCE ?? '').trim().toLowerCase()
  return value === 'on' || value === 'true' || value === '1'
}

export function retryAfterSeconds(env: Bindings): string {
  const seconds = Number(env.MAINTENANCE_RETRY_AFTER)
  return String(Number.isInteger(seconds) && seconds > 0 ? seconds : 600)
}
