import type { Bindings } from '../env'
import { matchBulletin, parseBulletins, parseHosts } from './bulletins'

/** Bulletins come from the KV key `bulletins` when set (ops flip it without a deploy), else the BULLETINS var. */
export function bulletinLookup(env: Bindings) {
  return async (status: number): Promise<string | null> => {
    const fromKv = await env.CONFIG?.get('bulletins').catch(() => null)
    return matchBulletin(status, parseBulletins(fromKv ?? env.BULLETINS), parseHosts(env.BULLETIN_HOSTS))
  }
}
