import { describe, expect, it } from 'vitest'
import { byNamespace, flatten } from '../locale-files'

/**
 * One word per concept across every namespace of a language: the word chosen, and the other word it must never be
 * written with. Plural texts are checked in all their forms.
 */
const ONE_WORD = [
  { language: 'sw', concept: 'order', word: /\boda\b/i, never: /\b(ma)?agizo\b/i },
  { language: 'ha', concept: 'wallet', word: /\bjakar kuɗi/i, never: /\bwalat\b/i },
  { language: 'ha', concept: 'Nigeria', word: /\bNajeriya\b/, never: /\bNa?ijeriya\b|\bNigeria\b/ },
] as const

const allForms = (language: string) =>
  [...byNamespace].flatMap(([namespace, languages]) => {
    const texts: [string, string][] = []
    const walk = (tree: unknown, path: string) => {
      if (typeof tree === 'string') texts.push([`${namespace}:${path}`, tree])
      else if (tree && typeof tree === 'object') for (const [key, value] of Object.entries(tree)) walk(value, path ? `${path}.${key}` : key)
    }
    walk(languages.get(language), '')
    return texts
  })

describe('one word per concept', () => {
  it.each(ONE_WORD)('$language writes $concept one way in every namespace', ({ language, word, never }) => {
    const texts = allForms(language)
    const other = texts.filter(([, text]) => never.test(text.replace(word, '')))
    expect(other.map(([path, text]) => `${path}: ${text}`)).toEqual([])
    expect(texts.some(([, text]) => word.test(text))).toBe(true)
  })

  it('checks every namespace', () => {
    expect(flatten(byNamespace.get('orders')!.get('sw')!).size).toBeGreaterThan(10)
  })
})
