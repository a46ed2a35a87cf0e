import type { ListingQuery } from '../../contract'
import { toMinor } from '../core/money'

/** A piece of SQL with its parameters, in the order they appear. */
export type Clause = { sql: string; params: (string | number)[] }

/** The products on a live flash sale of the market at `now`: one small set, computed once per statement. */
export const liveFlash = (countryId: number, now: number): Clause => ({
  sql: `SELECT i.product_id FROM flash_items i JOIN flash_sessions s ON s.id = i.session_id
    WHERE s.country_id = ? AND s.start_at <= ? AND s.end_at > ?`,
  params: [countryId, now, now],
})

/**
 * The listing's filters on products `p`, each a condition: the brand, the price range (in the market's minor units),
 * the rating (stored in tenths), stock and a live flash item. `withBrand: false` leaves the brand out, for the brands'
 * own counts.
 */
export function filterClauses(query: ListingQuery, countryId: number, scale: number, now: number, withBrand = true): Clause[] {
  const clauses: Clause[] = []
  if (query.categoryId !== undefined) clauses.push({ sql: 'p.category_id = ?', params: [query.categoryId] })
  if (withBrand && query.brand !== undefined) clauses.push({ sql: 'p.brand = ?', params: [query.brand] })
  if (query.min !== undefined) clauses.push({ sql: 'p.price_minor >= ?', params: [toMinor(query.min, scale)] })
  if (query.max !== undefined) clauses.push({ sql: 'p.price_minor <= ?', params: [toMinor(query.max, scale)] })
  if (query.rating !== undefined) clauses.push({ sql: 'p.rating >= ?', params: [query.rating * 10] })
  if (query.inStock) clauses.push({ sql: 'p.stock > 0', params: [] })
  if (query.flash) {
    const live = liveFlash(countryId, now)
    clauses.push({ sql: `p.id IN (${live.sql})`, params: live.params })
  }
  return clauses
}

/** Clauses joined with AND, their parameters in order. */
export function allOf(clauses: Clause[]): Clause {
  return { sql: clauses.map((clause) => clause.sql).join(' AND '), params: clauses.flatMap((clause) => clause.params) }
}
