import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../../env'
import { settingsOf } from '../../settings'
import { AUTH_COOKIE } from '../../context/session'
import type { Caller } from './write-guard.do'

export type RateLimitOptions = {
  /** The caller's login session: the `key` cookie by default; the mall's own door reads the Bearer token. */
  sessionOf?: (c: Context<AppEnv>) => string | undefined
  /** The answer to a refused write. */
  respond: (c: Context<AppEnv>, verdict: 'tooFrequent') => Response | Promise<Response>
}

/**
 * How many guard objects count the writes of all callers. Fixed: the cost of a write does not grow with the number
 * of distinct shoppers. One object serializes its calls; with two calls per write, 64 objects carry well past the
 * ~1,000 requests/s one Durable Object sustains.
 */
export const GUARD_SHARDS = 64

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('')
const sha256 = async (text: string) => hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))

/** FNV-1a: which shard counts a caller (the names are hashes or addresses already; this only spreads them). */
export function shardOf(name: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < name.length; i++) hash = Math.imul(hash ^ name.charCodeAt(i), 0x01000193)
  return (hash >>> 0) % GUARD_SHARDS
}

/**
 * Who is writing, counted twice: the login session (its token's hash; a guest: the guests of its address) with the
 * caller's limit, and everyone at the client address with a wider one (a mobile carrier puts many shoppers behind one
 * address). A client that invents a new session cookie for every write is still one address.
 */
async function callersOf(c: Context<AppEnv>, token: string | undefined): Promise<Caller[]> {
  const ip = c.req.header('cf-connecting-ip') ?? 'local'
  const settings = settingsOf(c.env)
  const caller = token ? `session:${(await sha256(token)).slice(0, 32)}` : `guest:${ip}`
  return [{ name: caller, limit: settings.RATE_LIMIT_WRITES }, { name: `address:${ip}`, limit: settings.RATE_LIMIT_ADDRESS_WRITES }]
}

/**
 * Writes (anything but GET, HEAD, OPTIONS): over RATE_LIMIT_WRITES per session (or per address for guests), or over
 * RATE_LIMIT_ADDRESS_WRITES per address, in RATE_LIMIT_WINDOW_SECONDS, they are refused with 'tooFrequent'. One call
 * per shard the callers fall in (at most two), nothing after the write. A double submission is answered where its
 * key is owned: the mall's idempotency claim ('repeatedRequest'). If a guard cannot be reached, the write goes
 * through: the mall still enforces every rule.
 */
export function rateLimit({ sessionOf = (c) => getCookie(c, AUTH_COOKIE), respond }: RateLimitOptions) {
  return createMiddleware<AppEnv>(async function rateLimit(c, next) {
    if (READS.has(c.req.method) || !c.env.WRITE_GUARD) return next()
    const windowMs = settingsOf(c.env).RATE_LIMIT_WINDOW_SECONDS * 1000
    let refused: boolean
    try {
      const shards = new Map<number, Caller[]>()
      for (const caller of await callersOf(c, sessionOf(c))) {
        const shard = shardOf(caller.name)
        shards.set(shard, [...(shards.get(shard) ?? []), caller])
      }
      const verdicts = await Promise.all(
        [...shards].map(([shard, callers]) => c.env.WRITE_GUARD.get(c.env.WRITE_GUARD.idFromName(`shard:${shard}`)).admit(callers, windowMs)),
      )
      refused = verdicts.some((verdict) => verdict !== 'ok')
    } catch (error) {
      console.error('rate limit: the write guard is unavailable', error)
      return next()
    }
    if (refused) return respond(c, 'tooFrequent')
    await next()
  })
}
