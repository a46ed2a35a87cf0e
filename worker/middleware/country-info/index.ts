import { createMiddleware } from 'hono/factory'
import type { CountryInfo } from '../../../contract'
import type { AppEnv } from '../../env'
import type { Upstream } from '../../upstream/client'

const EDGE_TTL_SECONDS = 3600
const KNOWN_MS = 60_000
/** A failed lookup is not retried for this long: pages use the default formatting meanwhile. */
const FAILED_MS = 30_000
const memo = new Map<number, { info: CountryInfo | null; until: number }>()

function cacheKey(id: number): Request {
  return new Request(`https://country-info.cache/${id}`)
}

/**
 * Country formatting info for `id`: isolate memo, then the edge cache, then the upstream.
 * Any failure answers null (remembered briefly) so the page falls back to the default formatting.
 */
async function loadCountryInfo(id: number, upstream: Upstream, waitUntil: (p: Promise<unknown>) => void): Promise<CountryInfo | null> {
  const hit = memo.get(id)
  if (hit && hit.until > Date.now()) return hit.info
  const cache = typeof caches === 'undefined' ? null : (caches as unknown as { default: Cache }).default
  const cached = await cache?.match(cacheKey(id)).catch(() => undefined)
  let info: CountryInfo | null = cached ? ((await cached.json().catch(() => null)) as CountryInfo | null) : null
  if (!info) {
    info = await upstream.call('countryInfo', { query: { id: String(id) } }).catch(() => null)
    if (info && info.id === id && cache) {
      const response = new Response(JSON.stringify(info), {
        headers: { 'content-type': 'application/json', 'cache-control': `public, max-age=${EDGE_TTL_SECONDS}` },
      })
      waitUntil(cache.put(cacheKey(id), response).catch(() => undefined))
    }
  }
  const known = info && info.id === id ? info : null
  memo.set(id, { info: known, until: Date.now() + (known ? KNOWN_MS : FAILED_MS) })
  return known
}

/**
 * Pages only: starts loading the market's formatting (currency, grouping, scale) without waiting for it, so it runs
 * beside the page's own upstream calls; `pageKit` awaits it.
 */
export const countryInfo = createMiddleware<AppEnv>(async function countryInfo(c, next) {
  const { id } = c.var.ctx.country
  const executionCtx = c.executionCtx as unknown as ExecutionContext
  c.set('countryInfo', id === null ? Promise.resolve(null) : loadCountryInfo(id, c.var.upstream, (p) => executionCtx.waitUntil(p)))
  await next()
})
