import type { Context } from 'hono'
import { SORTS, type ProductPage, type Sort } from '../contract'
import type { AppEnv } from '../worker/env'
import { catalogStyles } from '../worker/render/catalog-styles'
import { NextPageLink, ProductList, SearchForm, SortLinks, withFirstViewportImages } from '../worker/render/listing'
import { loadCartCount, pageKit } from '../worker/render/page-kit'
import type { PageAccess } from '../worker/context/access'
import type { SharedPage } from '../worker/context/shared-page'
import { CategoryGrid } from './_parts/category-grid'
import { SeoLinks } from './_parts/seo-links'
import { cardHeartStyles, loadSavedIds } from './_parts/save-heart'
import { FILTER_PARAMS, FilterChips, filterParams, FilterPanel, filterStyles, type ListingFilters, readFilters, ResultCount } from './_parts/listing-filters'

const PAGE = 20
const MAX_QUERY = 100

const pathOf = (q: string, sort: Sort, filters: ListingFilters = {}, cursor?: string) =>
  `/m/search?${new URLSearchParams([['q', q], ['sort', sort], ...filterParams(filters), ...(cursor ? [['cursor', cursor]] : [])])}`

const popularStyles = '.dym{margin:4px 0 8px;font-size:15px}.pop{list-style:none;margin:0 0 12px;padding:0;display:flex;flex-wrap:wrap;gap:6px}.pop a{display:inline-block;padding:8px 12px;border-radius:16px;background:#fff;text-decoration:none;font-size:14px}'

/** Searches other shoppers made, as links to their results. */
function PopularSearches({ searches, heading }: { searches: string[]; heading: string }) {
  return (
    <>
      <h2>{heading}</h2>
      <ul className="pop">
        {searches.map((search) => (
          <li key={search}>
            <a href={`/m/search?${new URLSearchParams({ q: search })}`}>
              <bdi>{search}</bdi>
            </a>
          </li>
        ))}
      </ul>
    </>
  )
}

/** `/m/search?q=…&sort=…&brand=…&cursor=…`: the shopper's market's products matching the words, filtered, paged with plain links. */
export async function GET(c: Context<AppEnv>) {
  const q = (c.req.query('q') ?? '').trim().slice(0, MAX_QUERY)
  const asked = c.req.query('sort')
  const sort: Sort = (SORTS as readonly string[]).includes(asked ?? '') ? (asked as Sort) : 'relevance'
  const cursor = c.req.query('cursor')?.slice(0, 200)
  const filters = readFilters(c)
  const query: Record<string, string> = { q, sort, limit: String(PAGE), ...Object.fromEntries(filterParams(filters)), ...(cursor ? { cursor } : { facets: '1' }) }
  const [kit, page, cartCount, saved] = await Promise.all([
    pageKit(c),
    q ? c.var.upstream.call('products', { query }).catch((error: unknown) => error) : null,
    loadCartCount(c),
    q ? loadSavedIds(c) : [],
  ])
  const { t, tx } = kit
  if (page instanceof Error) throw page
  const results = page as ProductPage | null
  const filtered = filterParams(filters).length > 0
  // Nothing to show: popular searches and the market's categories, so a search that found nothing is never a dead end.
  const nothing = results === null || (results.items.length === 0 && !filtered)
  const [popular, categories] = nothing
    ? await Promise.all([
        c.var.upstream.call('popularSearches').then((list) => list.searches, () => []),
        c.var.upstream.call('categories').then((list) => list.categories, () => []),
      ])
    : [[], []]
  const cards = results ? await withFirstViewportImages(c, results.items) : []
  // A corrected search: its results, paged and sorted as the corrected words.
  const shown = results?.suggestion ?? q
  return c.render(
    <>
      <SeoLinks c={c} shared={shared} />
      <SearchForm kit={kit} query={q} />
      {results === null ? (
        <p className="empty">{t('catalog.typeToSearch')}</p>
      ) : results.items.length === 0 && !filtered ? (
        <p className="empty">{tx('catalog.noResults', { query: q })}</p>
      ) : results.suggestion ? (
        <p className="dym">{tx('catalog.didYouMean', { query: <a href={pathOf(results.suggestion, 'relevance', filters)}>{results.suggestion}</a> })}</p>
      ) : null}
      {popular.length > 0 ? <PopularSearches searches={popular} heading={t('catalog.popularSearches')} /> : null}
      {categories.length > 0 ? <CategoryGrid categories={categories} kit={kit} /> : null}
      {results !== null && (results.items.length > 0 || filtered) ? (
        <>
          <h2>{tx('catalog.resultsFor', { query: shown })}</h2>
          {results.facets ? <ResultCount kit={kit} facets={results.facets} /> : null}
          <SortLinks kit={kit} sorts={SORTS} current={sort} href={(s) => pathOf(shown, s, filters)} />
          {results.facets ? <FilterPanel kit={kit} action="/m/search" keep={[['q', shown], ['sort', sort]]} filters={filters} facets={results.facets} /> : null}
          <FilterChips kit={kit} filters={filters} without={(rest) => pathOf(shown, sort, rest)} />
          {cards.length > 0 ? <ProductList kit={kit} items={cards} hearts={{ saved, back: pathOf(shown, sort, filters, cursor) }} /> : <p className="empty">{t('filters.noMatch')}</p>}
          {results.next ? <NextPageLink kit={kit} href={pathOf(shown, sort, filters, results.next)} /> : null}
        </>
      ) : null}
    </>,
    { title: t('title.search'), cartCount, styles: catalogStyles + popularStyles + filterStyles + (cards.length > 0 ? cardHeartStyles : ''), nav: true },
  )
}

export const namespaces = ['catalog', 'filters', 'saved'] as const

export const access: PageAccess = 'guest'
export const shared: SharedPage = { query: ['q', 'sort', ...FILTER_PARAMS, 'cursor'] }
