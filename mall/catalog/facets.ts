import type { ListingFacets, ListingQuery } from '../../contract'
import { toMajor } from '../core/money'
import type { D1Queries } from '../core/d1-session'
import { allOf, filterClauses, liveFlash } from './filters'

/**
 * Facets count at most this many matches: beyond it `more` says so and the counts are lower bounds, so that a word
 * most products hold costs the same as a rare one.
 */
const COUNTED_AT_MOST = 2_000
const BRANDS_AT_MOST = 30

type BrandRow = { brand: string; n: number; in_stock: number; rated: number; flash: number; low: number; high: number }

/**
 * The facets of a listing in one statement: the matches of every filter but the brand, grouped by brand, with how many
 * of each are in stock, rated 4 stars or more and on a live flash sale, and their price span. The brand's own
 * filter is then applied to the groups, so choosing a brand never hides the other brands.
 */
export async function countFacets(db: D1Queries, countryId: number, scale: number, query: ListingQuery, match: string | null, now: number): Promise<ListingFacets> {
  const live = liveFlash(countryId, now)
  const filters = allOf(filterClauses(query, countryId, scale, now, false))
  const source = match === null
    ? { sql: 'products p WHERE p.country_id = ?', params: [countryId] }
    : { sql: 'products_fts JOIN products p ON p.id = products_fts.rowid WHERE products_fts MATCH ?', params: [match] }
  const sql = `WITH b AS MATERIALIZED (SELECT p.brand, p.price_minor, p.stock, p.rating, p.id IN (${live.sql}) AS on_flash
      FROM ${source.sql}${filters.sql ? ` AND ${filters.sql}` : ''} LIMIT ${COUNTED_AT_MOST + 1})
    SELECT brand, COUNT(*) AS n, SUM(stock > 0) AS in_stock, SUM(rating >= 40) AS rated, SUM(on_flash) AS flash,
      MIN(price_minor) AS low, MAX(price_minor) AS high
    FROM b GROUP BY brand`
  const { results } = await db.prepare(sql).bind(...live.params, ...source.params, ...filters.params).all<BrandRow>()
  const counted = results.reduce((sum, row) => sum + row.n, 0)
  const chosen = query.brand === undefined ? results : results.filter((row) => row.brand === query.brand)
  const sum = (pick: (row: BrandRow) => number) => chosen.reduce((total, row) => total + pick(row), 0)
  const more = counted > COUNTED_AT_MOST
  return {
    total: Math.min(sum((row) => row.n), COUNTED_AT_MOST),
    more,
    brands: results
      .filter((row) => row.brand !== '')
      .sort((a, b) => b.n - a.n || a.brand.localeCompare(b.brand))
      .slice(0, BRANDS_AT_MOST)
      .map((row) => ({ name: row.brand, count: row.n })),
    inStock: sum((row) => row.in_stock),
    rating4: sum((row) => row.rated),
    flash: sum((row) => row.flash),
    price: chosen.length === 0
      ? null
      : { min: toMajor(Math.min(...chosen.map((row) => row.low)), scale), max: toMajor(Math.max(...chosen.map((row) => row.high)), scale) },
  }
}
