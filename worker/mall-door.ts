import { Hono } from 'hono'
import { endpoints, PAYMENT_SIGNATURE_HEADER, verifySignature } from '../contract'
import type { AppEnv } from './env'
import { requestContext } from './middleware/context'
import { demoMode } from './middleware/demo-mode'
import { maintenance } from './middleware/maintenance'
import { rateLimit } from './middleware/rate-limit'
import type { UpstreamFetcher } from './middleware/upstream'
import { settingsOf } from './settings'
import { jsonError } from './upstream/proxy'

/** Writes a demo still allows at the mall's own door: opening and closing a session. */
const SESSION_WRITES = new Set(['/api/user/login', '/api/user/logout', '/api/user/login/code', '/api/user/code/send'])

/**
 * Callbacks of the payment provider: a rightly signed one is never turned away by a write limit (the provider retries
 * from few addresses); a forged one counts as a write of its address, so a forger soon gets 'tooFrequent'. The mall
 * checks the signature again before anything is written.
 */
const SIGNED_PATHS: ReadonlySet<string> = new Set(Object.values(endpoints).flatMap((endpoint) => ('signed' in endpoint && endpoint.signed ? [endpoint.path] : [])))

const bearerOf = (header: string | undefined) => /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1]

/**
 * `/api/*`: the reference mall reached directly through its binding (apps, scripts, the provider's tools), behind the same maintenance
 * switch, demo mode and write limits as the storefront's `/m/api`. A caller's session is its Bearer token. With a
 * provider's API configured there is no embedded mall: 404.
 */
export function mallDoor(embedded: UpstreamFetcher) {
  const door = new Hono<AppEnv>()
  door.use(async (c, next) => {
    if (settingsOf(c.env).API_BASE.kind !== 'embedded') return c.json({ code: 404, msg: 'Resource does not exist', data: null, key: 'notFound' }, 404)
    await next()
  })
  const limits = rateLimit({
    sessionOf: (c) => bearerOf(c.req.header('authorization')),
    respond: (c, verdict) => {
      c.header('Retry-After', String(settingsOf(c.env).RATE_LIMIT_WINDOW_SECONDS))
      return jsonError(c, 429, verdict)
    },
  })
  door.use(
    requestContext,
    maintenance({ respond: (c) => jsonError(c, 503, 'maintenance') }),
    demoMode({ allow: (c) => SESSION_WRITES.has(c.req.path), respond: (c) => jsonError(c, 403, 'demoMode') }),
    async (c, next) => {
      if (!SIGNED_PATHS.has(c.req.path)) return limits(c, next)
      const secret = settingsOf(c.env).PAYMENT_SECRET
      const signed = secret !== null && (await verifySignature(secret, await c.req.raw.clone().arrayBuffer(), c.req.header(PAYMENT_SIGNATURE_HEADER)))
      return signed ? next() : limits(c, next)
    },
  )
  door.all('*', (c) =>
    embedded(c.req.raw, c.env, c.executionCtx as unknown as ExecutionContext).catch((error: unknown) => {
      console.error('the reference mall did not answer', error)
      return jsonError(c, 502, 'badGateway')
    }),
  )
  return door
}
