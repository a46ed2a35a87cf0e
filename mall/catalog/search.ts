/** A word as a shopper types it: letters (any script), digits and the marks that belong to them. */
const WORD = /[\p{L}\p{N}\p{M}]+/gu
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u
const MAX_WORDS = 8
const MAX_WORD_LENGTH = 40

/** The words of a query, normalized the way the seed's texts are (compatibility forms folded, NFC). */
export function wordsOf(query: string): string[] {
  return (query.normalize('NFKC').match(WORD) ?? [])
    .filter((word) => HAS_LETTER_OR_DIGIT.test(word))
    .slice(0, MAX_WORDS)
    .map((word) => word.slice(0, MAX_WORD_LENGTH).normalize('NFC'))
}

/**
 * The FTS5 MATCH expression of a query: every word as a quoted prefix term (`"sams"*`), all required. Words hold
 * only letters, digits and marks, so no quote, operator or column filter of the FTS5 syntax can get through; null
 * when the query has no word at all.
 */
export function matchExpression(query: string): string | null {
  const words = wordsOf(query)
  return words.length === 0 ? null : words.map((word) => `"${word}"*`).join(' ')
}
