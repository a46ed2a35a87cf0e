import type { Context } from 'hono'
import { parseId, type ProductPage, type Sort } from '../contract'
import { categoryName } from './_parts/open-names'
import type { AppEnv } from '../worker/env'
import { PageError } from '../worker/render/error-page'
import { UpstreamError } from '../worker/upstream/client'
import { catalogStyles } from '../worker/render/catalog-styles'
import { NextPageLink, ProductList, SearchForm, SortLinks, withFirstViewportImages } from '../worker/render/listing'
import { loadCartCount, pageKit } from '../worker/render/page-kit'
import type { PageAccess } from '../worker/context/access'
import { canonicalUrl, type SharedPage } from '../worker/context/shared-page'
import { brandName, pageShare, ShareMeta } from './_parts/share-meta'
import { artCard } from '../worker/render/share-card'
import { SeoLinks } from './_parts/seo-links'
import { cardHeartStyles, loadSavedIds } from './_parts/save-heart'
import { breadcrumbThing, JsonLd } from './_parts/structured-data'
import { textLanguage } from '../worker/context/language'
import { FILTER_PARAMS, FilterChips, filterParams, FilterPanel, filterStyles, type ListingFilters, readFilters, ResultCount } from './_parts/listing-filters'

const SORTS = ['newest', 'priceAsc', 'priceDesc'] as const satisfies readonly Sort[]
const PAGE = 20

const pathOf = (id: number, sort: Sort, filters: ListingFilters = {}, cursor?: string) =>
  `/m/category?${new URLSearchParams([['id', String(id)], ['sort', sort], ...filterParams(filters), ...(cursor ? [['cursor', cursor]] : [])])}`

/** `/m/category?id=…&sort=…&brand=…&cursor=…`: one category of the shopper's market, filtered, sorted, paged with plain links. */
export async function GET(c: Context<AppEnv>) {
  const id = parseId(c.req.query('id'))
  const asked = c.req.query('sort')
  const sort: Sort = (SORTS as readonly string[]).includes(asked ?? '') ? (asked as Sort) : 'newest'
  const cursor = c.req.query('cursor')?.slice(0, 200)
  const filters = readFilters(c)
  const query: Record<string, string> = {
    sort, limit: String(PAGE), ...(id !== null ? { categoryId: String(id) } : {}), ...Object.fromEntries(filterParams(filters)), ...(cursor ? { cursor } : { facets: '1' }),
  }
  const [kit, categories, page, cartCount, saved] = await Promise.all([
    pageKit(c),
    c.var.upstream.call('categories'),
    id === null ? null : c.var.upstream.call('products', { query }).catch((error: unknown) => error),
    loadCartCount(c),
    loadSavedIds(c),
  ])
  const { t } = kit
  const category = categories.categories.find((each) => each.id === id)
  if (id === null || !category || (page instanceof UpstreamError && page.kind === 'http' && page.status === 404)) throw new PageError(404)
  if (!page || page instanceof Error) throw page
  const { next, facets } = page as ProductPage
  const items = await withFirstViewportImages(c, (page as ProductPage).items)
  const name = categoryName(category, t)
  const share = pageShare(c, { path: `/m/category?id=${id}`, name, description: t('share.category', { category: name, brand: brandName(c) }), image: artCard(category.icon) })
  const { origin } = new URL(c.req.url)
  const language = textLanguage(kit.ctx.language)
  return c.render(
    <>
      <ShareMeta c={c} share={share} />
      <SeoLinks c={c} shared={shared} />
      <JsonLd
        ctx={kit.ctx}
        data={breadcrumbThing([
          { name: t('title.home'), url: canonicalUrl(origin, '/m/', [], kit.ctx.country.id, language) },
          { name, url: canonicalUrl(origin, '/m/category', [['id', String(id)]], kit.ctx.country.id, language) },
        ])}
      />
      <SearchForm kit={kit} />
      {facets ? <ResultCount kit={kit} facets={facets} /> : null}
      <SortLinks kit={kit} sorts={SORTS} current={sort} href={(s) => pathOf(id, s, filters)} />
      {facets ? <FilterPanel kit={kit} action="/m/category" keep={[['id', String(id)], ['sort', sort]]} filters={filters} facets={facets} /> : null}
      <FilterChips kit={kit} filters={filters} without={(rest) => pathOf(id, sort, rest)} />
      {items.length > 0 ? <ProductList kit={kit} items={items} hearts={{ saved, back: pathOf(id, sort, filters, cursor) }} /> : <p className="empty">{t(filterParams(filters).length > 0 ? 'filters.noMatch' : 'catalog.emptyCategory')}</p>}
      {next ? <NextPageLink kit={kit} href={pathOf(id, sort, filters, next)} /> : null}
    </>,
    { title: share.title, heading: name, description: share.description, cartCount, styles: catalogStyles + filterStyles + cardHeartStyles, nav: true },
  )
}

export const namespaces = ['catalog', 'filters', 'saved'] as const

export const access: PageAccess = 'guest'
export const shared: SharedPage = { query: ['id', 'sort', ...FILTER_PARAMS, 'cursor'] }
