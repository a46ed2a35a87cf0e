import type { Bindings } from '../env'
import { settingsOf } from '../settings'
import { matchBulletin, parseBulletins } from './bulletins'

/** Bulletins come from the KV key `bulletins` when set (ops flip it without a deploy), else the BULLETINS var. */
export function bulletinLookup(env: Bindings) {
  return async (status: number): Promise<string | null> => {
    const fromKv = await env.CONFIG?.get('bulletins').catch(() => null)
    const settings = settingsOf(env)
    return matchBulletin(status, fromKv == null ? settings.BULLETINS : parseBulletins(fromKv), settings.BULLETIN_HOSTS)
  }
}
