import type { CategorySlug, ListingFacets, ListingQuery, ProductPage, Sort } from '../../contract'
import { invalidInput } from '../core/errors'
import { CARD_COLUMNS, type CardRow, toCard } from './cards'
import { decodeCursor, encodeCursor } from './cursor'
import { searchPlan } from './search'
import { countFacets } from './facets'
import { allOf, type Clause, filterClauses } from './filters'
import type { D1Queries } from '../core/d1-session'

/** bm25 weights of the FTS columns (name, brand, keywords, description, market): a word in the name counts most. */
const RANK = 'bm25(products_fts, 10.0, 4.0, 2.0, 1.0, 0.0)'

/**
 * The words' match within one market (its token in the index, see migration 0030): FTS5 intersects the market's
 * doclist with the words' before anything is ranked. A typed word never matches the token: words are
 * NFKC-normalized, which leaves no full-width ｍ.
 */
const inMarket = (countryId: number, match: string) => `{market} : "ｍ${countryId}" AND (${match})`

/**
 * Relevance ranks at most this many of the market's matches, the most recently listed (highest ids): bm25 costs
 * the same for each match, so a word that most products hold ("a", "phone" at 500,000 products) would otherwise
 * be ranked over tens of thousands of rows. Fewer matches than this are all ranked, as before.
 */
const RANKED_AT_MOST = 2000

/** Each sort as an ORDER BY over (value, id), the id breaking ties, so every product has one place. */
const ORDERS: Record<Sort, { value: string; direction: 'ASC' | 'DESC' }> = {
  relevance: { value: 'm.score', direction: 'ASC' },
  priceAsc: { value: 'p.price_minor', direction: 'ASC' },
  priceDesc: { value: 'p.price_minor', direction: 'DESC' },
  newest: { value: 'p.created_at', direction: 'DESC' },
}

type ListingRow = CardRow & { sort_value: number }

/** Without words there is nothing to rank: relevance lists the newest first. */
export const effectiveSort = (query: Pick<ListingQuery, 'q' | 'sort'>): Sort =>
  query.sort === 'relevance' && !query.q ? 'newest' : query.sort

/** An FTS5 failure of the MATCH expression is the query's fault: a 400, never a 500. */
const isMatchError = (error: unknown) => error instanceof Error && /fts5|MATCH|syntax error|unterminated/i.test(error.message)

/** Products of the categories the words name rank before every other match (a laptop before a laptop bag). */
const NAMED_CATEGORY_FIRST = 1000

/** The category boost of a plan as SQL over products `p`; the slugs are the synonyms table's own, never typed text. */
function boostOf(categories: CategorySlug[]): string {
  const named = categories.filter((slug) => /^[a-z-]+$/.test(slug))
  if (named.length === 0) return ''
  return ` - (CASE WHEN p.category_id IN (SELECT id FROM categories WHERE slug IN (${named.map((slug) => `'${slug}'`).join(', ')})) THEN ${NAMED_CATEGORY_FIRST} ELSE 0 END)`
}

/**
 * One page of the market's products: by category, by words (FTS5 prefix match, ranked by bm25, the named categories
 * first) or both, filtered, in the asked order, after the cursor's position. Reads one row more than the page to
 * know whether there is a next one.
 */
export async function listProducts(db: D1Queries, countryId: number, scale: number, query: ListingQuery, now: number): Promise<ProductPage> {
  const sort = effectiveSort(query)
  const plan = query.q ? searchPlan(query.q) : null
  if (query.q && plan === null) return { items: [], next: null }
  const match = plan === null ? null : inMarket(countryId, plan.match)
  const after = query.cursor ? decodeCursor(query.cursor, sort) : null
  const order = sort === 'relevance' && plan ? { ...ORDERS.relevance, value: `(m.score${boostOf(plan.categories)})` } : ORDERS[sort]
  const filters = filterClauses(query, countryId, scale, now)

  // The match set is computed once, never probed per product: ranked (materialized with its score, the filters
  // applied before the most recent RANKED_AT_MOST are taken) for relevance, a plain set of ids for the other sorts,
  // which then walk their own index.
  const ranked = match !== null && sort === 'relevance'
  const params: (string | number)[] = []
  let matches = ''
  if (ranked) {
    // Without filters the most recent matches come straight from the index's doclist (read backwards, stopped at the
    // limit); filters need each match's product, so they are applied before the limit.
    const filtered = allOf(filters)
    matches = filtered.sql
      ? `WITH m AS MATERIALIZED (SELECT products_fts.rowid AS id, ${RANK} AS score FROM products_fts JOIN products p ON p.id = products_fts.rowid
          WHERE products_fts MATCH ? AND ${filtered.sql} ORDER BY products_fts.rowid DESC LIMIT ${RANKED_AT_MOST}) `
      : `WITH m AS MATERIALIZED (SELECT rowid AS id, ${RANK} AS score FROM products_fts WHERE products_fts MATCH ?
          ORDER BY rowid DESC LIMIT ${RANKED_AT_MOST}) `
    params.push(match!, ...filtered.params)
  }
  const where: Clause[] = [{ sql: 'p.country_id = ?', params: [countryId] }]
  if (match !== null && !ranked) where.push({ sql: 'p.id IN (SELECT rowid FROM products_fts WHERE products_fts MATCH ?)', params: [match] })
  if (!ranked) where.push(...filters)
  if (after) where.push({ sql: `(${order.value}, p.id) ${order.direction === 'ASC' ? '>' : '<'} (?, ?)`, params: [after.value, after.id] })
  const conditions = allOf(where)
  params.push(...conditions.params, query.limit + 1)
  // The ranked matches (at most RANKED_AT_MOST) drive the join, each product read by its id: left to itself, SQLite
  // walks the market's whole index and probes the matches.
  const from = ranked ? 'm CROSS JOIN products p ON p.id = m.id' : 'products p'
  const sql = `${matches}SELECT ${CARD_COLUMNS}, ${order.value} AS sort_value FROM ${from} WHERE ${conditions.sql}
    ORDER BY ${order.value} ${order.direction}, p.id ${order.direction} LIMIT ?`

  let rows: ListingRow[]
  let facets: ListingFacets | undefined
  try {
    const counting = query.facets && !query.cursor ? countFacets(db, countryId, scale, query, match, now) : undefined
    ;[rows, facets] = await Promise.all([db.prepare(sql).bind(...params).all<ListingRow>().then((answer) => answer.results), counting])
  } catch (error) {
    if (match && isMatchError(error)) throw invalidInput()
    throw error
  }
  const page = rows.slice(0, query.limit)
  const last = page.at(-1)
  return {
    items: page.map((row) => toCard(row, scale)),
    next: rows.length > query.limit && last ? encodeCursor({ sort, value: last.sort_value, id: last.id }) : null,
    ...(facets ? { facets } : {}),
  }
}
