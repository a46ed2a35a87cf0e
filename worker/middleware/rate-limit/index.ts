import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { IDEMPOTENCY_KEY_PATTERN, UPSTREAM_TIMEOUT_MS } from '../../../contract'
import { intConfig } from '../../config'
import type { AppEnv } from '../../env'
import { AUTH_COOKIE } from '../context/auth'
import type { Verdict } from './write-guard.do'

export type RateLimitOptions = {
  /** The answer to a refused write. */
  respond: (c: Context<AppEnv>, verdict: Exclude<Verdict, 'ok'>) => Response | Promise<Response>
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('')
const sha256 = async (data: BufferSource) => hex(await crypto.subtle.digest('SHA-256', data))

/** Who is writing: the logged-in session (its token's hash), else the client address. */
async function callerOf(c: Context<AppEnv>): Promise<string> {
  const token = getCookie(c, AUTH_COOKIE)
  if (token) return `session:${(await sha256(new TextEncoder().encode(token))).slice(0, 32)}`
  return `address:${c.req.header('cf-connecting-ip') ?? 'local'}`
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
 * Writes (anything but GET, HEAD, OPTIONS) per caller: over RATE_LIMIT_WRITES in RATE_LIMIT_WINDOW_SECONDS they are
 * refused with 'tooFrequent'; the same submission again while the first is in flight with 'repeatedRequest'.
 * If the guard itself cannot be reached, the write goes through: the mall still enforces every rule.
 */
export function rateLimit({ respond }: RateLimitOptions) {
  return createMiddleware<AppEnv>(async function rateLimit(c, next) {
    if (READS.has(c.req.method) || !c.env.WRITE_GUARD) return next()
    const limit = intConfig(c.env.RATE_LIMIT_WRITES, 60)
    const windowMs = intConfig(c.env.RATE_LIMIT_WINDOW_SECONDS, 60) * 1000
    const staleMs = intConfig(c.env.UPSTREAM_TIMEOUT_MS, UPSTREAM_TIMEOUT_MS) + 10_000
    let guard: DurableObjectStub<import('./write-guard.do').WriteGuard>
    let submission: string
    let verdict: Verdict
    try {
      guard = c.env.WRITE_GUARD.get(c.env.WRITE_GUARD.idFromName(await callerOf(c)))
      submission = await submissionOf(c)
      verdict = await guard.admit(submission, limit, windowMs, staleMs)
    } catch (error) {
      console.error('rate limit: the write guard is unavailable', error)
      return next()
    }
    if (verdict !== 'ok') return respond(c, verdict)
    try {
      await next()
    } finally {
      await guard.release(submission).catch((error: unknown) => console.error('rate limit: release failed', error))
    }
  })
}
