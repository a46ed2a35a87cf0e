import { describe, expect, it } from 'vitest'
import { loadMessages, messageTemplate, NAMESPACES, translator } from '../../locales'
import { INTERFACE_LANGUAGES } from '../../locales/languages'
import { isPluralText, PLURAL_LOCALES, pluralCategory } from '../../locales/plural'
import { byNamespace, type Tree } from '../locale-files'

const COUNTS = [0, 1, 2, 5, 11, 100]

/** Every plural text of a tree, by path. */
function plurals(tree: Tree, prefix = ''): [string, Record<string, string>][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') return []
    return isPluralText(value) ? [[path, value as Record<string, string>]] : plurals(value, path)
  })
}

/** Every text of a tree that is a plain string, by path. */
function strings(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') return [[path, value]] as [string, string][]
    return isPluralText(value) ? [] : strings(value, path)
  })
}

/**
 * Count texts that stay one string: a label and its number ("Items in cart: 3", "Image 2 of 5", "3d"), or a number
 * that no word agrees with ("Only 2 left", "2 × Case") — they read right for every number in every language.
 */
const LABELLED_COUNTS = new Set([
  'appealForm.imeisHint', 'appealRecords.imeis', 'appealRecords.approved', 'bridge.viewer.position', 'bridge.added.count',
  'product.fewLeft', 'product.flashLeft', 'header.cartCount', 'countdown.days', 'luckyDraw.chancesLeft', 'luckyDraw.earnedLeft',
  'orderDetail.packages', 'parcel.units', 'orderAdmin.left', 'orderAdmin.unsigned', 'presale.mine',
  'rebateHistory.giftCount', 'walletGifts.count', 'filters.titleCount', 'filters.countMore',
])

describe('plural texts', () => {
  it('pick the form each language\'s plural rules give, for 0, 1, 2, 5, 11 and 100', async () => {
    await loadMessages('en-US', ['rebates', 'orders'])
    await Promise.all(['fr-FR', 'ar', 'pt', 'sw', 'my', 'hi', 'kt', 'ha'].map((language) => loadMessages(language, ['rebates', 'orders'])))
    const read = (language: string) => COUNTS.map((count) => translator(language)('rebateRules.piecesCount', { count }))
    expect(read('en-US')).toEqual(['0 pieces', '1 piece', '2 pieces', '5 pieces', '11 pieces', '100 pieces'])
    expect(read('fr-FR')).toEqual(['0 pièce', '1 pièce', '2 pièces', '5 pièces', '11 pièces', '100 pièces'])
    expect(read('kt')).toEqual(read('fr-FR'))
    expect(translator('fr-FR')('rebateRules.piecesCount', { count: 1_000_000 })).toBe('1000000 de pièces')
    expect(read('ar')).toEqual(['لا قطع', 'قطعة واحدة', 'قطعتان', '5 قطع', '11 قطعة', '100 قطعة'])
    // Portuguese as written in Angola and Mozambique (Portugal's rules): 0 is plural, unlike Brazil's.
    expect(read('pt')).toEqual(['0 unidades', '1 unidade', '2 unidades', '5 unidades', '11 unidades', '100 unidades'])
    expect(read('sw')).toEqual(['Vipande 0', 'Kipande 1', 'Vipande 2', 'Vipande 5', 'Vipande 11', 'Vipande 100'])
    expect(read('my')).toEqual(COUNTS.map((count) => `${count} ခု`))
    expect(COUNTS.map((count) => translator('en-US')('orderList.items', { count }))).toEqual(['0 items', '1 item', '2 items', '5 items', '11 items', '100 items'])
    expect(COUNTS.map((count) => translator('ar')('orderList.items', { count }))).toEqual(['لا منتجات', 'منتج واحد', 'منتجان', '5 منتجات', '11 منتجًا', '100 منتج'])
    // Hindi counts 0 and 1 alike.
    expect(messageTemplate('hi', 'appealAdmin.approvedBy', 0)).toBe(messageTemplate('hi', 'appealAdmin.approvedBy', 1))
  })

  it('read a number already written with the market\'s grouping (ratings) as that number; anything else is "other"', () => {
    expect(pluralCategory('en-US', '1')).toBe('one')
    expect(pluralCategory('ar', '1,204')).toBe(new Intl.PluralRules('ar').select(1204))
    expect(pluralCategory('ar', '11')).toBe('many')
    for (const odd of [undefined, '', 'abc', NaN, Infinity, '1e3']) expect(pluralCategory('en-US', odd)).toBe('other')
  })

  it('fill templates for the server\'s isolated texts with the form for the count', async () => {
    await loadMessages('en-US', ['rebates'])
    expect(messageTemplate('en-US', 'rebateHistory.gifts', 1)).toBe('{{count}} gift')
    expect(messageTemplate('en-US', 'rebateHistory.gifts', 3)).toBe('{{count}} gifts')
    expect(messageTemplate('en-US', 'rebateHistory.gifts')).toBe('{{count}} gifts')
    // A gift rule of every single piece reads as one piece, never "Every 1 pieces".
    expect(messageTemplate('en-US', 'rebateRules.gift', 1)).toBe('Every piece in one order earns {{gift}}, quantity {{quantity}}.')
    expect(messageTemplate('en-US', 'rebateRules.gift', 5)).toBe('Every {{count}} pieces in one order earn {{gift}}, quantity {{quantity}}.')
  })

  describe.each(INTERFACE_LANGUAGES)('in %s', (language) => {
    const categories = new Intl.PluralRules(PLURAL_LOCALES[language]).resolvedOptions().pluralCategories
    it('every plural text has exactly the categories of the language\'s plural rules, each form non-empty', () => {
      for (const namespace of NAMESPACES) {
        for (const [path, forms] of plurals(byNamespace.get(namespace)!.get(language)!)) {
          expect(Object.keys(forms).sort(), `${namespace} ${path}`).toEqual([...categories].sort())
          for (const text of Object.values(forms)) expect(text.trim(), `${namespace} ${path}`).not.toBe('')
        }
      }
    })
  })

  it('every English {{count}} text is a plural text, or a label that reads right for any number', () => {
    const english = NAMESPACES.flatMap((namespace) => strings(byNamespace.get(namespace)!.get('en-US')!))
    const loose = english.filter(([path, text]) => text.includes('{{count}}') && !LABELLED_COUNTS.has(path)).map(([path]) => path)
    expect(loose).toEqual([])
    const pluralPaths = NAMESPACES.flatMap((namespace) => plurals(byNamespace.get(namespace)!.get('en-US')!).map(([path]) => path))
    for (const [path] of english.filter(([path]) => LABELLED_COUNTS.has(path))) expect(pluralPaths).not.toContain(path)
    expect(pluralPaths.length).toBeGreaterThanOrEqual(8)
  })
})
