import type { SearchSuggestions } from '../../contract'
import type { D1Queries } from '../core/d1-session'
import { popularForm, popularSearches, type SearchLanguage } from './popular-searches'
import { listCategories } from './queries'
import { searchKey, wordsOf } from './search'
import { SEARCH_SYNONYMS, SYNONYM_LANGUAGES } from './search-synonyms'

const SEARCHES = 5
const CATEGORIES = 3
const BRANDS = 4
/** A market's brands change with its catalogue, rarely: each isolate reads them at most this often. */
const BRANDS_KEPT_MS = 10 * 60_000

const brandsKept = new Map<number, { until: number; brands: string[] }>()

async function brandsOf(db: D1Queries, countryId: number, now: number): Promise<string[]> {
  const kept = brandsKept.get(countryId)
  if (kept && kept.until > now) return kept.brands
  const { results } = await db.prepare("SELECT DISTINCT brand FROM products WHERE country_id = ? AND brand <> '' ORDER BY brand").bind(countryId).all<{ brand: string }>()
  const brands = results.map((row) => row.brand)
  brandsKept.set(countryId, { until: now + BRANDS_KEPT_MS, brands })
  return brands
}

/** The typed words as one key, compared the way the search compares words (case, accents, Arabic forms folded). */
const keyOf = (text: string) => wordsOf(text).map(searchKey).join(' ')

/** Category slugs by the keys of their names in the nine languages. */
const CATEGORY_WORDS: [string, string][] = SEARCH_SYNONYMS.filter((concept) => concept.category && concept.in).flatMap((concept) =>
  SYNONYM_LANGUAGES.flatMap((language) => concept[language].map((word): [string, string] => [keyOf(word), concept.in!])),
)

/**
 * What begins with the typed words: the market's popular searches, the categories named so in any language and the
 * market's brands. Without words: the popular searches only.
 */
export async function searchSuggestions(db: D1Queries, countryId: number, countryCode: string, language: SearchLanguage | null, q: string, now: number): Promise<SearchSuggestions> {
  const key = keyOf(q)
  const popular = await popularSearches(db, countryId, countryCode, language)
  if (!key) return { searches: popular.slice(0, SEARCHES), categories: [], brands: [] }
  const typed = popularForm(q)
  const searches = popular.filter((search) => keyOf(search).startsWith(key) && popularForm(search) !== typed).slice(0, SEARCHES)
  const slugs = new Set(CATEGORY_WORDS.filter(([word]) => word.startsWith(key)).map(([, slug]) => slug))
  const [categories, brands] = await Promise.all([
    slugs.size > 0 ? listCategories(db).then((all) => all.filter((category) => slugs.has(category.slug)).slice(0, CATEGORIES)) : [],
    brandsOf(db, countryId, now).then((all) => all.filter((brand) => keyOf(brand).startsWith(key)).slice(0, BRANDS)),
  ])
  return { searches, categories, brands }
}
