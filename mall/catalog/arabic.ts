/**
 * Arabic letters folded the way shoppers type them: hamza on alef (أ إ آ ٱ) and on waw/yeh (ؤ ئ) as the bare letter,
 * ta marbuta (ة) as ha, alef maksura (ى) as yeh; tashkeel, the dagger alef and tatweel dropped. The same folds are
 * written out as SQL in migrations 0026 and 0030 for the indexed text; a test keeps the two in step.
 */
export const ARABIC_FOLDS: readonly (readonly [string, string])[] = [
  ['أ', 'ا'], ['إ', 'ا'], ['آ', 'ا'], ['ٱ', 'ا'],
  ['ؤ', 'و'], ['ئ', 'ي'], ['ء', ''],
  ['ة', 'ه'], ['ى', 'ي'],
  ['ـ', ''],
  ...[...'\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652\u0670'].map((mark) => [mark, ''] as const),
]

const FOLD = new Map(ARABIC_FOLDS)
const ARABIC = /[\u0600-\u06FF]/
const FOLDABLE = new RegExp(`[${ARABIC_FOLDS.map(([from]) => from).join('')}]`, 'gu')

export const isArabic = (word: string) => ARABIC.test(word)

export const foldArabic = (text: string) => text.replace(FOLDABLE, (letter) => FOLD.get(letter) ?? letter)

/** Prefixes a light stemmer takes off (longest first): the article with its conjunctions and prepositions. */
const PREFIXES = ['وال', 'بال', 'كال', 'فال', 'لل', 'ال']
/** Suffixes: plural and dual endings, the possessive pronouns, the nisba and the (folded) ta marbuta. */
const SUFFIXES = ['هما', 'ات', 'ان', 'ون', 'ين', 'يه', 'ها', 'هم', 'كم', 'نا', 'ه', 'ي']
const MIN_STEM = 3

/** A light stem of a folded Arabic word: one article prefix and one suffix off, never below three letters. */
export function stemArabic(word: string): string {
  let stem = word
  const prefix = PREFIXES.find((p) => stem.startsWith(p) && stem.length - p.length >= MIN_STEM)
  if (prefix) stem = stem.slice(prefix.length)
  else if (stem.startsWith('و') && stem.length - 1 > MIN_STEM) stem = stem.slice(1)
  const suffix = SUFFIXES.find((s) => stem.endsWith(s) && stem.length - s.length >= MIN_STEM)
  return suffix ? stem.slice(0, -suffix.length) : stem
}
