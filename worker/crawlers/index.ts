import { Hono, type Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { htmlLang } from '../context/language'
import { canonicalUrl, type SharedPage } from '../context/shared-page'
import { INTERFACE_LANGUAGES } from '../../locales/languages'
import { requestContext } from '../middleware/context'
import { upstream, type UpstreamOptions } from '../middleware/upstream'
import { robotsTxt } from './robots'
import { sitemapFileOf, sitemapIndexXml, urlSetXml, type SitemapFile, type SitemapUrl } from './sitemap-files'

export { robotsTxt } from './robots'

/** URLs in one sitemap at most, and listing pages asked for them (40 products a page): a request's subrequests stay few. */
export const MAX_URLS = 5_000
const LISTING_PAGE = 40
const MAX_LISTING_CALLS = 40
/** Sitemaps are kept an hour, by the browser or crawler and in the edge cache. */
const SITEMAP_SECONDS = 3600
const CACHE_ORIGIN = 'https://sitemaps.edge-cache.invalid'

const XML = { 'content-type': 'application/xml; charset=UTF-8', 'cache-control': `public, max-age=${SITEMAP_SECONDS}` }
const TEXT = { 'content-type': 'text/plain; charset=UTF-8', 'cache-control': `public, max-age=${SITEMAP_SECONDS}` }

const defaultCache = () => (typeof caches === 'undefined' ? null : (caches as unknown as { default: Cache }).default)

/** The shop's URLs of one market in one language: static shared pages, categories, then products (newest first). */
async function sitemapUrls(c: Context<AppEnv>, file: SitemapFile, pages: ReadonlyMap<string, SharedPage>): Promise<SitemapUrl[]> {
  const { origin } = new URL(c.req.url)
  // The page in this file's language, and its alternates: every language, and the URL without one (x-default).
  const at = (path: string, query: [string, string][] = []): SitemapUrl => ({
    loc: canonicalUrl(origin, path, query, file.countryId, file.language),
    alternates: [
      ...INTERFACE_LANGUAGES.map((language) => [htmlLang(language), canonicalUrl(origin, path, query, file.countryId, language)] as const),
      ['x-default', canonicalUrl(origin, path, query, file.countryId)] as const,
    ],
  })
  // Pages that need an id or a search are listed through their items; the others as they are.
  const plain = [...pages].filter(([path, page]) => path !== '/m/search' && !page.query?.some((name) => name === 'id' || name === 'q'))
  const urls = plain.map(([path]) => at(path))
  const categories = await c.var.upstream.call('categories').then((answer) => answer.categories, () => [])
  urls.push(...categories.map((category) => at('/m/category', [['id', String(category.id)]])))
  let cursor: string | undefined
  for (let calls = 0; calls < MAX_LISTING_CALLS && urls.length < MAX_URLS; calls++) {
    const query: Record<string, string> = { sort: 'newest', limit: String(LISTING_PAGE), ...(cursor ? { cursor } : {}) }
    const page = await c.var.upstream.call('products', { query }).catch(() => null)
    if (!page) break
    urls.push(...page.items.map((item) => at('/m/product/info', [['id', String(item.id)]])))
    if (!page.next) break
    cursor = page.next
  }
  return urls.slice(0, MAX_URLS)
}

/**
 * What crawlers read: `/m/robots.txt`, the sitemap index `/m/sitemap.xml` and one sitemap per market and language
 * (`/m/sitemap-<market>-<language>.xml`), built from the catalogue through the upstream and kept in the edge cache.
 * Each URL carries its `hreflang` alternates (`xhtml:link`): the nine languages and `x-default`, the same URLs as the
 * pages' canonical links (worker/context/shared-page.ts), so the pages themselves need not carry ten links each.
 */
export function crawlers({ pages, cache = defaultCache, ...options }: UpstreamOptions & { pages: ReadonlyMap<string, SharedPage>; cache?: () => Cache | null }) {
  const app = new Hono<AppEnv>({ strict: true })
  app.get('/robots.txt', (c) => c.body(robotsTxt(new URL(c.req.url).origin, pages), 200, TEXT))
  app.get('/sitemap.xml', (c) => c.body(sitemapIndexXml(new URL(c.req.url).origin), 200, XML))
  const SITEMAP = '/:name{sitemap-[a-z]{2}-[A-Za-z-]{2,5}\\.xml}'
  const fileOf = (c: Context<AppEnv>) => sitemapFileOf(c.req.param('name') ?? '')
  app.get(
    SITEMAP,
    async function keptSitemap(c, next) {
      if (!fileOf(c)) return c.notFound()
      const key = `${CACHE_ORIGIN}/${new URL(c.req.url).host}/${c.req.param('name')}`
      const store = cache()
      const kept = await store?.match(key).catch(() => undefined)
      if (kept) return new Response(kept.body, { headers: { ...XML, 'x-cache': 'hit' } })
      await next()
      if (store && c.res.status === 200) {
        const copy = c.res.clone()
        c.executionCtx.waitUntil(store.put(key, new Response(copy.body, { headers: XML })).catch(() => undefined))
      }
    },
    requestContext,
    // The sitemap's market and language replace the visitor's: its upstream calls are a guest's of that market.
    createMiddleware<AppEnv>(async function asSitemapReader(c, next) {
      const file = fileOf(c)!
      Object.assign(c.var.ctx, { language: file.language, country: { id: file.countryId, code: file.market, info: null }, loggedIn: false, token: null })
      await next()
    }),
    upstream(options),
    async (c) => c.body(urlSetXml(await sitemapUrls(c, fileOf(c)!, pages)), 200, { ...XML, 'x-cache': 'miss' }),
  )
  return app
}
