import { indexForm, isListedWord, listedWordKeys, wordsOf } from './search'
import type { D1Queries } from '../core/d1-session'

/** Words shorter than this are never corrected: one letter off in a short word is another word ("case", "cast"). */
export const CORRECTED_FROM = 5
const CANDIDATES = 400

/** Whether a and b differ by one edit: a letter replaced, added, removed, or two neighbours swapped. */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false
  const [x, y] = [[...a], [...b]]
  let i = 0
  while (i < x.length && i < y.length && x[i] === y[i]) i++
  const same = (from: number, to: number) => x.slice(from).join('') === y.slice(to).join('')
  if (x.length === y.length) return same(i + 1, i + 1) || (x[i] === y[i + 1] && x[i + 1] === y[i] && same(i + 2, i + 2))
  return x.length > y.length ? same(i + 1, i) : same(i, i + 1)
}

const nextCodePoint = (letter: string) => String.fromCodePoint(letter.codePointAt(0)! + 1)

/** Whether some indexed term starts with the word (its prefix search finds something on its own). */
async function isIndexedPrefix(db: D1Queries, form: string): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS found FROM products_fts_terms WHERE term >= ?1 AND term < ?1 || char(1114111) LIMIT 1')
    .bind(form)
    .first<{ found: number }>()
  return row !== null
}

/**
 * The indexed term (or listed catalogue word) one edit away from the word, the one most products hold; the index is
 * read only over the terms with the word's first letter and a length one off, so a correction costs one range scan.
 */
async function correctionOf(db: D1Queries, form: string): Promise<string | null> {
  const first = [...form][0]!
  const { results } = await db
    .prepare(
      `SELECT term, doc FROM products_fts_terms WHERE term >= ?1 AND term < ?2 AND length(term) BETWEEN ?3 AND ?4
       ORDER BY doc DESC LIMIT ${CANDIDATES}`,
    )
    .bind(first, nextCodePoint(first), [...form].length - 1, [...form].length + 1)
    .all<{ term: string; doc: number }>()
  const indexed = results.find((row) => oneEditApart(form, row.term))
  if (indexed) return indexed.term
  return listedWordKeys().find((key) => [...key].length >= CORRECTED_FROM - 1 && oneEditApart(form, key)) ?? null
}

/**
 * The query with each word of five letters or more that finds nothing replaced by the term one edit away from it;
 * null when no word needed (or found) a correction.
 */
export async function correctedQuery(db: D1Queries, query: string): Promise<string | null> {
  const words = wordsOf(query)
  let changed = false
  const corrected: string[] = []
  for (const word of words) {
    const form = indexForm(word)
    if ([...form].length < CORRECTED_FROM || isListedWord(word) || (await isIndexedPrefix(db, form))) {
      corrected.push(word)
      continue
    }
    const correction = await correctionOf(db, form)
    changed ||= correction !== null
    corrected.push(correction ?? word)
  }
  return changed ? corrected.join(' ') : null
}
