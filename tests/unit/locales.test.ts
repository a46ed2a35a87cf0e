import { describe, expect, it } from 'vitest'
import { ERROR_KEYS, ERROR_MESSAGES } from '../../contract'
import { loadMessages, NAMESPACES, pick, translator } from '../../locales'
import { INTERFACE_LANGUAGES } from '../../locales/languages'
import { byNamespace, dictionaries, flatten } from '../locale-files'

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()
const english = flatten(dictionaries['en-US'])

describe('locale files', () => {
  it('are exactly the declared namespaces, each in all nine languages', () => {
    expect([...byNamespace.keys()].sort()).toEqual([...NAMESPACES].sort())
    for (const [namespace, languages] of byNamespace) expect([...languages.keys()].sort(), namespace).toEqual([...INTERFACE_LANGUAGES].sort())
  })

  it('keep each top-level group in one namespace only', () => {
    const owner = new Map<string, string>()
    for (const [namespace, languages] of byNamespace) {
      for (const group of Object.keys(languages.get('en-US')!)) {
        expect(owner.get(group), `${group} is in ${owner.get(group)} and ${namespace}`).toBeUndefined()
        owner.set(group, namespace)
      }
    }
  })

  describe.each([...byNamespace.keys()])('namespace %s', (namespace) => {
    const englishTexts = flatten(byNamespace.get(namespace)!.get('en-US')!)
    it.each(INTERFACE_LANGUAGES)('%s has exactly the English keys with the same placeholders', (language) => {
      const texts = flatten(byNamespace.get(namespace)!.get(language)!)
      expect([...texts.keys()].sort()).toEqual([...englishTexts.keys()].sort())
      for (const [key, text] of englishTexts) {
        expect(placeholders(texts.get(key)!), `${language} ${key}`).toEqual(placeholders(text))
        expect(texts.get(key)!.trim(), `${language} ${key}`).not.toBe('')
      }
    })
  })

  it('has a catalogue text for every error key; the seed\'s messages read the same in English', () => {
    for (const key of ERROR_KEYS) expect(english.has(`error.${key}`), key).toBe(true)
    for (const key of ['server', 'forbidden', 'notFound', 'tooFrequent', 'repeatedRequest', 'demoMode'] as const) {
      expect(english.get(`error.${key}`), key).toBe(ERROR_MESSAGES[key])
    }
  })
})

describe('translator', () => {
  it('fills placeholders and falls back to English for a language without texts', async () => {
    await loadMessages('en-US', ['flash'])
    expect(translator('en-US')('flash.sold', { sold: 3, total: 10 })).toBe('3/10 sold')
    expect(translator('in-ID')('title.flashSale')).toBe('Flash Sale')
  })

  it('knows only the namespaces loaded so far (the page loads what it uses)', async () => {
    expect(translator('sw')('agreement.intro', { brand: 'X' })).toBe('agreement.intro')
    await loadMessages('sw', ['legal'])
    expect(translator('sw')('agreement.intro', { brand: 'X' })).not.toBe('agreement.intro')
  })

  it('gives islands the raw templates of only the keys they ask for', async () => {
    await loadMessages('en-US')
    expect(pick('en-US', ['header.cartCount'])).toEqual({ 'header.cartCount': 'Items in cart: {{count}}' })
  })
})
