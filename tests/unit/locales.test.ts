import { describe, expect, it } from 'vitest'
import { dictionaries, pick, translator } from '../../locales'
import { INTERFACE_LANGUAGES } from '../../locales/languages'
import { ERROR_KEYS } from '../../worker/upstream/contract'

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else for (const [k, v] of flatten(value, path)) out.set(k, v)
  }
  return out
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()
const english = flatten(dictionaries['en-US'] as Tree)

describe('locales', () => {
  it.each(INTERFACE_LANGUAGES)('%s has exactly the English keys with the same placeholders', (lang) => {
    const texts = flatten(dictionaries[lang] as Tree)
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort())
    for (const [key, text] of english) {
      expect(placeholders(texts.get(key)!), `${lang} ${key}`).toEqual(placeholders(text))
      expect(texts.get(key)!.trim(), `${lang} ${key}`).not.toBe('')
    }
  })

  it('has a catalogue text for every upstream error key', () => {
    for (const key of ERROR_KEYS) expect(english.has(`error.${key}`), key).toBe(true)
  })

  it('fills placeholders and falls back to English for a language without texts', () => {
    expect(translator('en-US')('flash.sold', { sold: 3, total: 10 })).toBe('3/10 sold')
    expect(translator('in-ID')('title.flashSale')).toBe('Flash Sale')
  })

  it('gives islands the raw templates of only the keys they ask for', () => {
    expect(pick('en-US', ['header.cartCount'])).toEqual({ 'header.cartCount': '{{count}} items in cart' })
  })
})
