import { Hono } from 'hono'
import type { AppEnv } from './env'
import { requestContext } from './middleware/context'
import { upstream, type UpstreamOptions } from './middleware/upstream'
import { settingsOf } from './settings'
import { UpstreamError } from './upstream/client'

/** How long the health check waits for the upstream's answer, well under a monitor's own timeout. */
const PROBE_MS = 5_000

/** Why the upstream failed the probe, in an operator's words. */
function reasonOf(error: unknown, waitedMs: number): string {
  if (!(error instanceof UpstreamError)) return error instanceof Error ? error.message : String(error)
  switch (error.kind) {
    case 'unreachable':
      return `unreachable: ${error.reason ?? 'the connection failed'}`
    case 'timeout':
      return `no answer within ${waitedMs / 1000} s`
    case 'http':
      return `answered HTTP ${error.status}`
    case 'malformed':
      return 'answered something other than the contract\'s envelope and data'
    case 'tooLarge':
      return 'answered more than UPSTREAM_MAX_BODY_BYTES'
    case 'auth':
      return 'refused the storefront\'s credential (HTTP 401): check UPSTREAM_BASIC_AUTH'
    case 'business':
      return `refused the market's information (key ${error.key ?? 'none'}${error.message ? `: ${error.message}` : ''})`
  }
}

/**
 * GET /m/health: 200 when the worker serves and its upstream answers the market information every page reads, 503
 * with the reason when the upstream does not (unusable API_BASE, refused connection or certificate, timeout, wrong
 * answers): the operator sees why, instead of a 502 on every page. Never cached.
 */
export function health(options: UpstreamOptions) {
  return new Hono<AppEnv>().get('/', requestContext, upstream(options), async (c) => {
    const settings = settingsOf(c.env)
    const target = settings.API_BASE
    const waitedMs = Math.min(PROBE_MS, settings.UPSTREAM_TIMEOUT_MS)
    const where = target.kind === 'remote' ? { kind: 'remote', base: target.base } : { kind: target.kind }
    const started = Date.now()
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new UpstreamError('timeout', 504, '', 'timeout')), waitedMs)
    })
    try {
      const probe = c.var.upstream.call('countryInfo')
      await Promise.race([probe, timeout])
      return c.json({ ok: true, upstream: { ...where, reachable: true, ms: Date.now() - started } }, 200, { 'cache-control': 'no-store' })
    } catch (error) {
      const reason = target.kind === 'invalid' ? target.reason : reasonOf(error, waitedMs)
      return c.json({ ok: false, upstream: { ...where, reachable: false, reason } }, 503, { 'cache-control': 'no-store' })
    } finally {
      clearTimeout(timer)
    }
  })
}
