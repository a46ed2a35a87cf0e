import { wordsOf } from './search'
import type { D1Queries } from '../core/d1-session'

/** A query is shown to others only when this many different shoppers searched for it (and found something). */
export const POPULAR_FROM_SHOPPERS = 3
const SHOWN = 8

/** The languages searches are written in; French of Côte d'Ivoire (`kt`) is French. */
const SEARCH_LANGUAGES = ['en', 'fr', 'my', 'pt', 'hi', 'sw', 'ar', 'ha'] as const
export type SearchLanguage = (typeof SEARCH_LANGUAGES)[number]

/** The language of a request's first Accept-Language tag (`ha-NG` → `ha`, `kt` → `fr`), or null for any other. */
export function searchLanguageOf(acceptLanguage: string | null | undefined): SearchLanguage | null {
  const primary = /^\s*([A-Za-z]{2,3})(?:[-_;,\s]|$)/.exec(acceptLanguage ?? '')?.[1]?.toLowerCase()
  const language = primary === 'kt' ? 'fr' : primary
  return (SEARCH_LANGUAGES as readonly string[]).includes(language ?? '') ? (language as SearchLanguage) : null
}

/** Brand names read the same in every language. */
type Starters = Partial<Record<SearchLanguage | 'brand', readonly string[]>>

/** What each market's shoppers look for before anyone has searched: the words its shops sell by, in its languages. */
const STARTERS: Readonly<Record<string, Starters>> = {
  IN: { en: ['phone', 'earbuds', 'power bank', 'smart watch', 'laptop', 'charger'], hi: ['फ़ोन', 'चार्जर', 'ईयरबड्स', 'पावर बैंक', 'स्मार्ट वॉच'], brand: ['Samsung'] },
  UG: { en: ['phone', 'power bank', 'solar', 'earbuds', 'charger', 'speaker'], sw: ['simu', 'chaja', 'spika', 'sola'], brand: ['Tecno'] },
  GH: { en: ['phone', 'power bank', 'earbuds', 'speaker', 'laptop', 'shea butter', 'charger'], brand: ['Infinix'] },
  KT: { fr: ['téléphone', 'écouteurs', 'batterie externe', 'montre', 'chargeur', 'pagne', 'parfum'], en: ['phone', 'earbuds', 'power bank', 'charger'], brand: ['Tecno'] },
  DZ: { ar: ['هاتف', 'سماعات', 'شاحن', 'ساعة', 'عطر'], fr: ['téléphone', 'chargeur', 'écouteurs', 'parfum', 'couscoussier'], en: ['phone', 'charger', 'earbuds'], brand: ['Samsung'] },
  TZ: { sw: ['simu', 'chaja', 'saa', 'spika', 'kanga', 'sola'], en: ['phone', 'power bank', 'charger', 'speaker'], brand: ['Tecno'] },
  NG: { ha: ['waya', 'caja', 'agogo', 'sola'], en: ['phone', 'power bank', 'earbuds', 'solar', 'charger'], brand: ['Infinix'] },
}

/** A query as it is counted and shown: its words, lower case, one space apart. */
export const popularForm = (query: string) => wordsOf(query).join(' ').toLocaleLowerCase()

/**
 * Counts a search that found something, in the language of the shopper's interface: the shopper once per query (the
 * primary key makes a repeat a no-op), and the query's shopper count raised only when that row was new, in one batch.
 */
export async function recordSearch(db: D1Database, countryId: number, userId: number, query: string, language: SearchLanguage | null): Promise<void> {
  const form = popularForm(query)
  if (!form || !language) return
  await db.batch([
    db.prepare('INSERT INTO search_shoppers (country_id, language, query, user_id) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING').bind(countryId, language, form, userId),
    db
      .prepare(
        `INSERT INTO popular_searches (country_id, language, query, shoppers) SELECT ?1, ?2, ?3, 1 WHERE changes() = 1
         ON CONFLICT (country_id, language, query) DO UPDATE SET shoppers = shoppers + 1`,
      )
      .bind(countryId, language, form),
  ])
}

/**
 * The market's most searched queries in the shopper's language that enough shoppers share, topped up with its
 * starters in that language and its brands. Without a known language: English.
 */
export async function popularSearches(db: D1Queries, countryId: number, countryCode: string, language: SearchLanguage | null): Promise<string[]> {
  const written = language ?? 'en'
  const { results } = await db
    .prepare('SELECT query FROM popular_searches WHERE country_id = ? AND language = ? AND shoppers >= ? ORDER BY shoppers DESC, query LIMIT ?')
    .bind(countryId, written, POPULAR_FROM_SHOPPERS, SHOWN)
    .all<{ query: string }>()
  const shown = results.map((row) => row.query)
  const starters = STARTERS[countryCode] ?? STARTERS.NG!
  for (const starter of [...(starters[written] ?? []), ...(starters.brand ?? [])]) {
    if (shown.length >= SHOWN) break
    if (!shown.includes(popularForm(starter))) shown.push(starter)
  }
  return shown
}
