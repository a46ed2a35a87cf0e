import type { CategorySlug } from '../../contract'
import { foldArabic, isArabic, stemArabic } from './arabic'
import { SEARCH_SYNONYMS, SYNONYM_LANGUAGES } from './search-synonyms'

/** A word as a shopper types it: letters (any script), digits and the marks that belong to them. */
const WORD = /[\p{L}\p{N}\p{M}]+/gu
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u
const MAX_WORDS = 8
const MAX_WORD_LENGTH = 40
/** Synonyms shorter than this match as whole words ("tv", "mode", "saa"), longer ones and Arabic stems as prefixes. */
const PREFIX_FROM = 5
const LONGEST_PHRASE = 4

/** The words of a query, normalized the way the seed's texts are (compatibility forms folded, NFC). */
export function wordsOf(query: string): string[] {
  return (query.normalize('NFKC').match(WORD) ?? [])
    .filter((word) => HAS_LETTER_OR_DIGIT.test(word))
    .slice(0, MAX_WORDS)
    .map((word) => word.slice(0, MAX_WORD_LENGTH).normalize('NFC'))
}

/**
 * A word as the full-text index holds it: lower case, Latin accents off (as `remove_diacritics 2` does), Arabic
 * folded (as migration 0026 indexes it), the Devanagari nukta off (फ़ोन = फोन).
 */
export function indexForm(word: string): string {
  const lower = word.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f\u093c]/g, '').normalize('NFC')
  return isArabic(lower) ? foldArabic(lower) : lower
}

/** Regular plurals of the Latin-script languages: Portuguese -ões/-eis/-ais, French -aux/-eux, English/French/Portuguese -s. */
function singularLatin(word: string): string {
  if (word.length < 5) return word
  if (word.length >= 6 && word.endsWith('oes')) return `${word.slice(0, -3)}ao`
  if (word.length >= 6 && word.endsWith('eis')) return `${word.slice(0, -3)}el`
  if (word.length >= 6 && word.endsWith('ais')) return `${word.slice(0, -3)}al`
  if (word.length >= 7 && word.endsWith('ores')) return word.slice(0, -2)
  if (/(?:eau|eu|ou)x$/.test(word)) return word.slice(0, -1)
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1)
  return word
}

/** The key a word is compared by: its index form, then Arabic light-stemmed or a Latin plural made singular. */
export function searchKey(word: string): string {
  const form = indexForm(word)
  return isArabic(form) ? stemArabic(form) : singularLatin(form)
}

const quoted = (term: string) => `"${term}"`

/** One listed word as an FTS5 term: a prefix of its key when long enough (or Arabic), else the whole word. */
function termsOfListedWord(word: string): string[] {
  const form = indexForm(word)
  const key = searchKey(word)
  return [isArabic(form) || key.length >= PREFIX_FROM ? `${quoted(key)}*` : quoted(form)]
}

/** A listed entry (a word or a phrase) as one FTS5 alternative: a phrase's words all required. */
function alternativeOf(entry: string): string[] {
  const words = wordsOf(entry)
  if (words.length === 1) return termsOfListedWord(words[0]!)
  return [`(${words.map((word) => termsOfListedWord(word)[0]).join(' AND ')})`]
}

/** A concept's FTS5 alternatives in product names, and for a category the one term its products' keywords all hold. */
type Concept = { inNames: string[]; inKeywords: string | null; listedIn: CategorySlug | null }
const keyOfPhrase = (words: string[]) => words.map(searchKey).join(' ')

/** Alternatives without those another one already finds as a prefix ("ဖုန်း"* finds "ဖုန်းများ"). */
function withoutCovered(alternatives: string[]): string[] {
  const prefixes = alternatives.filter((alt) => /^"[^"]+"\*$/.test(alt)).map((alt) => alt.slice(1, -2))
  const covered = (alt: string) => {
    const single = /^"([^"]+)"\*?$/.exec(alt)?.[1]
    return single !== undefined && prefixes.some((prefix) => prefix !== single && single.startsWith(prefix))
  }
  return [...new Set(alternatives)].filter((alt) => !covered(alt))
}

/** Every listed word or phrase by its key, with the FTS5 alternatives of the concepts it belongs to. */
const CONCEPTS_BY_KEY: ReadonlyMap<string, Concept[]> = (() => {
  const byKey = new Map<string, Concept[]>()
  for (const concept of SEARCH_SYNONYMS) {
    const entries = SYNONYM_LANGUAGES.flatMap((language) => concept[language])
    const built: Concept = {
      inNames: withoutCovered(entries.flatMap(alternativeOf)),
      inKeywords: concept.category ? alternativeOf(concept.en[0]!)[0]! : null,
      listedIn: concept.in ?? null,
    }
    for (const entry of entries) {
      const key = keyOfPhrase(wordsOf(entry))
      const list = byKey.get(key) ?? []
      if (!list.includes(built)) list.push(built)
      byKey.set(key, list)
    }
  }
  return byKey
})()

/** Whether a word (by its key) is one of the listed words: then it is never "corrected". */
export const isListedWord = (word: string) => CONCEPTS_BY_KEY.has(searchKey(word))

/** The keys of every listed single word, for typo correction. */
export const listedWordKeys = (): string[] => [...CONCEPTS_BY_KEY.keys()].filter((key) => !key.includes(' '))

/** The typed word itself as a prefix term (what shoppers expect while typing), by its key so plurals find singulars. */
function typedTerms(word: string): string[] {
  const key = searchKey(word)
  const terms = [`${quoted(key)}*`]
  if (isArabic(key) && !indexForm(word).startsWith('ال')) terms.push(`${quoted(`ال${key}`)}*`)
  return terms
}

const group = (alternatives: string[]) => {
  const unique = [...new Set(alternatives)]
  return unique.length === 1 ? unique[0]! : `(${unique.join(' OR ')})`
}

/**
 * The FTS5 MATCH expression of a query: every word (or listed phrase) required; a word that is one of the listed
 * catalogue words in any language also matches any of its concept's words, in every language, in a product's name
 * (not a description that mentions it); a category's word also matches the products of that category (their keywords
 * hold its name in the nine languages, so one of them stands for all: one doclist instead of nine). Terms hold only letters,
 * digits and marks inside quotes, so no quote, operator or column filter of the FTS5 syntax can get through; null
 * when the query has no word at all.
 */
export function matchExpression(query: string): string | null {
  return searchPlan(query)?.match ?? null
}

/** The MATCH expression of a query and the categories its listed words name, whose products rank first. */
export function searchPlan(query: string): { match: string; categories: CategorySlug[] } | null {
  const words = wordsOf(query)
  if (words.length === 0) return null
  const groups: string[] = []
  const categories = new Set<CategorySlug>()
  for (let i = 0; i < words.length; ) {
    let length = Math.min(LONGEST_PHRASE, words.length - i)
    let concepts: Concept[] | undefined
    for (; length > 0; length--) {
      concepts = CONCEPTS_BY_KEY.get(keyOfPhrase(words.slice(i, i + length)))
      if (concepts) break
    }
    if (concepts && length > 0) {
      const typed = words.slice(i, i + length).map((word) => group(typedTerms(word)))
      const typedPhrase = typed.length === 1 ? typed : [`(${typed.join(' AND ')})`]
      const inNames = withoutCovered(concepts.flatMap((concept) => concept.inNames))
      const inKeywords = concepts.flatMap((concept) => concept.inKeywords ?? [])
      for (const concept of concepts) if (concept.listedIn) categories.add(concept.listedIn)
      groups.push(group([
        ...typedPhrase,
        `{name} : (${inNames.join(' OR ')})`,
        ...(inKeywords.length > 0 ? [`{keywords} : (${inKeywords.join(' OR ')})`] : []),
      ]))
      i += length
    } else {
      groups.push(group(typedTerms(words[i]!)))
      i += 1
    }
  }
  return { match: groups.join(' AND '), categories: [...categories] }
}
