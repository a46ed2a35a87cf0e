import { createMiddleware } from 'hono/factory'
import type { CountryInfo } from '../../../contract'
import type { AppEnv } from '../../env'
import type { Upstream } from '../../upstream/client'

const TTL_SECONDS = 3600
const memo = new Map<number, { info: CountryInfo; until: number }>()

function cacheKey(id: number): Request {
  return new Request(`https://country-info.cache/${id}`)
}

/**
 * Country formatting info for `id`: isolate memo, then the edge cache, then the upstream.
 * Any failure answers null so the page falls back to the default formatting.
 */
async function loadCountryInfo(id: number, upstream: Upstream, waitUntil: (p: Promise<unknown>) => void): Promise<CountryInfo | null> {
  const hit = memo.get(id)
  if (hit && hit.until > Date.now()) return hit.info
  const cache = typeof caches === 'undefined' ? null : (caches as unknown as { default: Cache }).default
  const cached = await cache?.match(cacheKey(id)).catch(() => undefined)
  let info: CountryInfo | null = cached ? ((await cached.json().catch(() => null)) as CountryInfo | null) : null
  if (!info) {
    info = await upstream.call('countryInfo', { query: { id: String(id) } }).catch(() => null)
    if (info && cache) {
      const response = new Response(JSON.stringify(info), {
        headers: { 'content-type': 'application/json', 'cache-control': `public, max-age=${TTL_SECONDS}` },
      })
      waitUntil(cache.put(cacheKey(id), response).catch(() => undefined))
    }
  }
  if (info && info.id === id) memo.set(id, { info, until: Date.now() + 60_000 })
  return info && info.id === id ? info : null
}

/** Pages only: the market's formatting (currency, grouping, scale) on `ctx.country.info`; defaults when unknown. */
export const countryInfo = createMiddleware<AppEnv>(async function countryInfo(c, next) {
  const { country } = c.var.ctx
  if (country.id !== null) {
    const executionCtx = c.executionCtx as unknown as ExecutionContext
    country.info = await loadCountryInfo(country.id, c.var.upstream, (p) => executionCtx.waitUntil(p))
  }
  await next()
})
