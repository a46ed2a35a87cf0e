import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { parseAccept } from 'hono/utils/accept'
import type { AppEnv } from '../../env'
import { settingsOf } from '../../settings'
import { NOTICE_COOKIE } from '../../context/notice'
import { answerFrom, compressedAnswer, storedCopy, templateOf, type Template } from './fresh-copy'
import type { SharedPage } from '../../context/shared-page'
import { copyKey, onlyOwnQuery, pagePath, pageQuery } from './key'
import { isRefresh, refreshRequest } from './refresh'

export { isRefresh } from './refresh'

export type EdgeCacheOptions = {
  /** The pages everyone without a session sees alike, by path under /m (`/m/` is home), with their own query. */
  pages: ReadonlyMap<string, SharedPage>
  /** Renders a page anew, through the whole site, for a background refresh. */
  render: (request: Request, c: Context<AppEnv>) => Promise<Response>
  /** The cache the copies live in (default: the zone's default cache; none outside the Workers runtime). */
  cache?: () => Promise<Cache | null>
  /** A copy older than its TTL is still served (and refreshed) until it is this many TTLs old. */
  staleFactor?: number
}

type Served = 'hit' | 'miss' | 'stale' | 'bypass'
/** Headers of a stored copy: when it was made, whether its page has islands (they count their own views), its slots' marker. */
const STORED_AT = 'x-stored-at'
const ISLANDS = 'x-islands'
const MARKER = 'x-slot-marker'

/** A copy as this isolate keeps it, ready to answer from (`gzipped`: its one answer compressed, made at the first need). */
type Copy = Template & { storedAt: number; islands: boolean; contentType: string; gzipped?: ArrayBuffer }
/**
 * The copies this isolate answered from or made last, in front of the Cache API: a hit costs no cache read. Their age
 * is the stored copy's, so they go stale, and are renewed, exactly like it.
 */
const kept = new Map<string, Copy>()
const MAX_KEPT = 64

function keep(key: string, copy: Copy) {
  kept.delete(key)
  kept.set(key, copy)
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!)
}

/** The youngest copy at hand: this isolate's, else (when it has none or an expired one) the Cache API's. */
async function copyFor(key: string, store: Cache, ttlMs: number): Promise<Copy | undefined> {
  const mine = kept.get(key)
  if (mine && Date.now() - mine.storedAt <= ttlMs) return mine
  const response = await store.match(key).catch(() => undefined)
  const marker = response?.headers.get(MARKER)
  if (!response || !marker) {
    await response?.body?.cancel()
    return mine
  }
  const storedAt = Number(response.headers.get(STORED_AT))
  if (mine && mine.storedAt >= storedAt) {
    await response.body?.cancel()
    return mine
  }
  const copy = {
    ...templateOf(await response.text(), marker),
    storedAt,
    islands: response.headers.get(ISLANDS) === '1',
    contentType: response.headers.get('content-type') ?? 'text/html; charset=UTF-8',
  }
  keep(key, copy)
  return copy
}
/** Refreshes this isolate is running, by key: one at a time per copy. */
const refreshing = new Set<string>()
const MAX_REFRESHING = 64

const defaultCache = () => Promise.resolve(typeof caches === 'undefined' ? null : (caches as unknown as { default: Cache }).default)

/**
 * Guest pages from the edge cache: a GET of a shared page by a visitor without a session (and without a pending
 * notice) is answered from a stored copy made at most `GUEST_CACHE_SECONDS` ago; an older copy (up to `staleFactor`
 * TTLs) is answered while the page renders anew in the background. A copy holds no cookie, notice or form key;
 * each answer from it gets fresh keys, and a copy without keys goes out as it was compressed once. Anything personal
 * passes by, untouched.
 */
export function edgeCache({ pages, render, cache = defaultCache, staleFactor = 10 }: EdgeCacheOptions) {
  return createMiddleware<AppEnv>(async function edgeCache(c, next) {
    const ttlMs = settingsOf(c.env).GUEST_CACHE_SECONDS * 1000
    if (ttlMs === 0) return next()
    const path = pagePath(c.req.path)
    const page = pages.get(path)
    const shared =
      page && c.req.method === 'GET' && !c.var.ctx.loggedIn && getCookie(c, NOTICE_COOKIE) === undefined && !c.var.ctx.country.fromLink &&
      !page.personalCookies?.some((name) => !!getCookie(c, name))
    const store = shared ? await cache() : null
    if (!shared || !store) return served(c, 'bypass', next)

    const url = new URL(c.req.url)
    const query = pageQuery(url, page)
    const key = copyKey(c.var.ctx, path, query)
    if (!isRefresh(c.req.raw)) {
      const copy = await copyFor(key, store, ttlMs)
      const age = copy ? Date.now() - copy.storedAt : Infinity
      if (copy && age <= ttlMs * staleFactor) {
        const stale = age > ttlMs
        if (stale) refreshLater(c, key, () => refreshRequest(c.req.raw, url.origin + path + query), render)
        c.set('islands', copy.islands)
        const headers = { 'content-type': copy.contentType, 'x-cache': stale ? 'stale' : 'hit', age: String(Math.floor(age / 1000)) }
        const gzipped = takesGzip(c) ? await gzippedAnswer(copy) : undefined
        if (gzipped) return new Response(gzipped, { headers: { ...headers, 'content-encoding': 'gzip' }, encodeBody: 'manual' })
        return c.body(answerFrom(copy), 200, headers)
      }
    }
    await next()
    c.header('x-cache', 'miss')
    if (!storable(c.res)) return
    if (url.pathname !== path || !onlyOwnQuery(url, page)) {
      // Rendered with parameters the page does not read: the copy is made from the page's own URL instead.
      refreshLater(c, key, () => refreshRequest(c.req.raw, url.origin + path + query), render)
      return
    }
    const html = await c.res.text()
    c.res = new Response(html, c.res)
    const stored = await storedCopy(html)
    const copy: Copy = { ...templateOf(stored.html, stored.marker), storedAt: Date.now(), islands: !!c.get('islands'), contentType: c.res.headers.get('content-type')! }
    keep(key, copy)
    const response = new Response(stored.html, {
      headers: {
        'content-type': copy.contentType,
        'cache-control': `public, max-age=${Math.ceil((ttlMs * staleFactor) / 1000)}`,
        [STORED_AT]: String(copy.storedAt),
        [ISLANDS]: copy.islands ? '1' : '0',
        [MARKER]: stored.marker,
      },
    })
    waitFor(c, store.put(key, response).catch(() => undefined))
  })
}

/**
 * A copy without form keys answers every guest alike: it is compressed once, not on every answer. Only the finished
 * bytes are shared: a stream belongs to the request that made it, so a request never waits on another's compression.
 */
async function gzippedAnswer(copy: Copy): Promise<ArrayBuffer | undefined> {
  if (copy.gzipped) return copy.gzipped
  const bytes = await compressedAnswer(copy).catch(() => undefined)
  if (bytes) copy.gzipped = bytes
  return bytes
}

/**
 * Whether the visitor's browser takes gzip. Cloudflare (and wrangler's local server alike) hands every Worker
 * `Accept-Encoding: br, gzip` and keeps what the browser sent in `cf.clientAcceptEncoding` (empty when it sent none).
 */
function takesGzip(c: Context<AppEnv>): boolean {
  const cf = c.req.raw.cf as { clientAcceptEncoding?: string } | undefined
  const offered = parseAccept(cf?.clientAcceptEncoding ?? c.req.header('accept-encoding') ?? '')
  const gzip = offered.find(({ type }) => type.toLowerCase() === 'gzip') ?? offered.find(({ type }) => type === '*')
  return (gzip?.q ?? 0) > 0
}

async function served(c: Context<AppEnv>, how: Served, next: () => Promise<void>) {
  await next()
  c.header('x-cache', how)
}

/** Only a whole, ordinary page that sets nothing in the browser is kept. */
function storable(res: Response): boolean {
  return res.status === 200 && !!res.headers.get('content-type')?.startsWith('text/html') && !res.headers.has('set-cookie')
}

function refreshLater(c: Context<AppEnv>, key: string, request: () => Request, render: EdgeCacheOptions['render']) {
  if (refreshing.has(key) || refreshing.size >= MAX_REFRESHING) return
  refreshing.add(key)
  const done = render(request(), c)
    .then((response) => response.body?.cancel())
    .catch(() => undefined)
    .finally(() => refreshing.delete(key))
  waitFor(c, done)
}

function waitFor(c: Context<AppEnv>, work: Promise<unknown>) {
  try {
    c.executionCtx.waitUntil(work)
  } catch {
    // No execution context (a plain `app.fetch` in a script): the work simply runs on.
  }
}
