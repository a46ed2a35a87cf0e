import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { IDEMPOTENCY_KEY_PATTERN } from '../../../contract'
import type { AppEnv } from '../../env'
import { settingsOf } from '../../settings'
import { AUTH_COOKIE } from '../context/auth'
import type { Verdict, WriteGuard } from './write-guard.do'

export type RateLimitOptions = {
  /** The caller's login session: the `key` cookie by default; the mall's own door reads the Bearer token. */
  sessionOf?: (c: Context<AppEnv>) => string | undefined
  /** The answer to a refused write. */
  respond: (c: Context<AppEnv>, verdict: Exclude<Verdict, 'ok'>) => Response | Promise<Response>
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('')
const sha256 = async (data: BufferSource) => hex(await crypto.subtle.digest('SHA-256', data))

/**
 * Who is writing, counted twice: the login session (its token's hash; a guest: the guests of its address) with the
 * caller's limit, and everyone at the client address with a wider one (a mobile carrier puts many shoppers behind one
 * address). A client that invents a new session cookie for every write is still one address.
 */
async function callersOf(c: Context<AppEnv>, token: string | undefined): Promise<{ name: string; limit: number }[]> {
  const ip = c.req.header('cf-connecting-ip') ?? 'local'
  const settings = settingsOf(c.env)
  const perCaller = settings.RATE_LIMIT_WRITES
  const address = { name: `address:${ip}`, limit: settings.RATE_LIMIT_ADDRESS_WRITES }
  const caller = token ? `session:${(await sha256(new TextEncoder().encode(token))).slice(0, 32)}` : `guest:${ip}`
  return [{ name: caller, limit: perCaller }, address]
}

/** Which submission this is: its Idempotency-Key, else the hash of what was sent (a double tap sends the same bytes). */
async function submissionOf(c: Context<AppEnv>): Promise<string> {
  const key = c.req.header('idempotency-key')
  if (key && IDEMPOTENCY_KEY_PATTERN.test(key)) return `key:${key}`
  const body = await c.req.raw.clone().arrayBuffer()
  const path = new TextEncoder().encode(`${c.req.method} ${c.req.path}\n`)
  const all = new Uint8Array(path.byteLength + body.byteLength)
  all.set(path)
  all.set(new Uint8Array(body), path.byteLength)
  return `body:${await sha256(all)}`
}

/**
 * Writes (anything but GET, HEAD, OPTIONS): over RATE_LIMIT_WRITES per session (or per address for guests), or over
 * RATE_LIMIT_ADDRESS_WRITES per address, in RATE_LIMIT_WINDOW_SECONDS, they are refused with 'tooFrequent'; the same
 * submission again while the first is in flight with 'repeatedRequest'. If a guard cannot be reached, the write goes
 * through: the mall still enforces every rule.
 */
export function rateLimit({ sessionOf = (c) => getCookie(c, AUTH_COOKIE), respond }: RateLimitOptions) {
  return createMiddleware<AppEnv>(async function rateLimit(c, next) {
    if (READS.has(c.req.method) || !c.env.WRITE_GUARD) return next()
    const settings = settingsOf(c.env)
    const windowMs = settings.RATE_LIMIT_WINDOW_SECONDS * 1000
    const staleMs = settings.UPSTREAM_TIMEOUT_MS + 10_000
    let admitted: { guard: DurableObjectStub<WriteGuard>; verdict: Verdict }[]
    let submission: string
    try {
      submission = await submissionOf(c)
      const callers = await callersOf(c, sessionOf(c))
      admitted = await Promise.all(
        callers.map(async ({ name, limit }) => {
          const guard = c.env.WRITE_GUARD.get(c.env.WRITE_GUARD.idFromName(name))
          return { guard, verdict: await guard.admit(submission, limit, windowMs, staleMs) }
        }),
      )
    } catch (error) {
      console.error('rate limit: the write guard is unavailable', error)
      return next()
    }
    const release = () =>
      Promise.all(
        admitted
          .filter((a) => a.verdict === 'ok')
          .map((a) => a.guard.release(submission).catch((error: unknown) => console.error('rate limit: release failed', error))),
      )
    const refusal = admitted.find((a) => a.verdict !== 'ok')
    if (refusal) {
      await release()
      return respond(c, refusal.verdict as Exclude<Verdict, 'ok'>)
    }
    try {
      await next()
    } finally {
      await release()
    }
  })
}
