import type { InterfaceLanguage } from './languages'

/**
 * A text that changes with a number is an object of Intl plural categories instead of a string, in each language
 * with exactly the categories its plural rules have (`other` always): `{ "one": "{{count}} piece", "other": "{{count}}
 * pieces" }` in English; Arabic has `zero`, `one`, `two`, `few`, `many` and `other`. `{{count}}` picks the form.
 */
export type PluralText = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }

const CATEGORIES: readonly string[] = ['zero', 'one', 'two', 'few', 'many', 'other'] satisfies Intl.LDMLPluralRule[]

export function isPluralText(node: unknown): node is PluralText {
  if (typeof node !== 'object' || node === null || typeof (node as PluralText).other !== 'string') return false
  return Object.entries(node).every(([key, value]) => CATEGORIES.includes(key) && typeof value === 'string')
}

/** Whose plural rules each interface language follows (Portuguese as written in Angola and Mozambique: Portugal's). */
export const PLURAL_LOCALES: Record<InterfaceLanguage, string> = {
  'en-US': 'en', 'fr-FR': 'fr', my: 'my', pt: 'pt-PT', hi: 'hi', kt: 'fr', sw: 'sw', ar: 'ar', ha: 'ha',
}

const rules = new Map<InterfaceLanguage, Intl.PluralRules>()

/** The plural category of `count` in `language`; anything not a finite number is `other`. */
export function pluralCategory(language: InterfaceLanguage, count: unknown): Intl.LDMLPluralRule {
  const value = typeof count === 'number' ? count : typeof count === 'string' && /^[\d\s.,\u00a0\u202f']+$/.test(count) ? Number(count.replace(/\D/g, '')) : NaN
  if (!Number.isFinite(value)) return 'other'
  let rule = rules.get(language)
  if (!rule) rules.set(language, (rule = new Intl.PluralRules(PLURAL_LOCALES[language])))
  return rule.select(value)
}

/** The form of `text` for `count` in `language` (its `other` form where the file has no such category). */
export function pluralForm(text: PluralText, language: InterfaceLanguage, count: unknown): string {
  return text[pluralCategory(language, count)] ?? text.other
}
