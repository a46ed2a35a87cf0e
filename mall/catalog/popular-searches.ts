import { wordsOf } from './search'
import type { D1Queries } from '../core/d1-session'

/** A query is shown to others only when this many different shoppers searched for it (and found something). */
export const POPULAR_FROM_SHOPPERS = 3
const SHOWN = 8

/** What each market's shoppers look for before anyone has searched: the words its shops sell by, in its languages. */
const STARTERS: Readonly<Record<string, readonly string[]>> = {
  IN: ['phone', 'फ़ोन', 'earbuds', 'power bank', 'smart watch', 'चार्जर', 'laptop', 'Samsung'],
  UG: ['phone', 'simu', 'power bank', 'solar', 'earbuds', 'Tecno', 'charger', 'speaker'],
  GH: ['phone', 'power bank', 'earbuds', 'Infinix', 'speaker', 'laptop', 'shea butter', 'charger'],
  KT: ['téléphone', 'écouteurs', 'batterie externe', 'montre', 'chargeur', 'Tecno', 'pagne', 'parfum'],
  DZ: ['هاتف', 'سماعات', 'شاحن', 'téléphone', 'ساعة', 'Samsung', 'عطر', 'couscoussier'],
  TZ: ['simu', 'chaja', 'power bank', 'saa', 'spika', 'Tecno', 'kanga', 'sola'],
  NG: ['waya', 'phone', 'power bank', 'Infinix', 'earbuds', 'caja', 'solar', 'agogo'],
}

/** A query as it is counted and shown: its words, lower case, one space apart. */
export const popularForm = (query: string) => wordsOf(query).join(' ').toLocaleLowerCase()

/**
 * Counts a search that found something: the shopper once per query (the primary key makes a repeat a no-op), and the
 * query's shopper count raised only when that row was new, in one batch.
 */
export async function recordSearch(db: D1Database, countryId: number, userId: number, query: string): Promise<void> {
  const form = popularForm(query)
  if (!form) return
  await db.batch([
    db.prepare('INSERT INTO search_shoppers (country_id, query, user_id) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').bind(countryId, form, userId),
    db
      .prepare(
        `INSERT INTO popular_searches (country_id, query, shoppers) SELECT ?1, ?2, 1 WHERE changes() = 1
         ON CONFLICT (country_id, query) DO UPDATE SET shoppers = shoppers + 1`,
      )
      .bind(countryId, form),
  ])
}

/** The market's most searched queries that enough shoppers share, topped up with its starter list. */
export async function popularSearches(db: D1Queries, countryId: number, countryCode: string): Promise<string[]> {
  const { results } = await db
    .prepare('SELECT query FROM popular_searches WHERE country_id = ? AND shoppers >= ? ORDER BY shoppers DESC, query LIMIT ?')
    .bind(countryId, POPULAR_FROM_SHOPPERS, SHOWN)
    .all<{ query: string }>()
  const shown = results.map((row) => row.query)
  for (const starter of STARTERS[countryCode] ?? STARTERS.NG!) {
    if (shown.length >= SHOWN) break
    if (!shown.includes(popularForm(starter))) shown.push(starter)
  }
  return shown
}
