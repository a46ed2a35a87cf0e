import type { AcceptLanguage } from '../../contract/common'
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '../../locales/languages'

export { INTERFACE_LANGUAGES, type InterfaceLanguage }
/** Languages the upstream may receive; `in-ID` has no interface texts and reads English. */
export type Language = InterfaceLanguage | 'in-ID'

export const DEFAULT_LANGUAGE: InterfaceLanguage = 'en-US'
export const LANGUAGE_COOKIES = ['jde-lang', 'egt-lang'] as const
/** `?lang=<language>`: a page's own URL in one language (share links, crawlers, `hreflang` alternates). */
export const LANGUAGE_QUERY = 'lang'

const byFoldedName = new Map<string, InterfaceLanguage>(INTERFACE_LANGUAGES.map((l) => [fold(l), l]))

function fold(value: string): string {
  return value.trim().toLowerCase().replace(/_/g, '-')
}

/** A language tag's primary language (and region, where it picks the language): the interface language it means. */
const BY_PRIMARY: Record<string, Language> = {
  en: 'en-US', fr: 'fr-FR', 'fr-ci': 'kt', kt: 'kt', my: 'my', pt: 'pt', hi: 'hi', sw: 'sw', ar: 'ar', ha: 'ha', in: 'in-ID', id: 'in-ID',
}
const TAG = /^([a-z]{2,3})(?:-([a-z]{2}|\d{3}))?(?:-[a-z0-9]{1,8})*$/

/** `hi-IN`, `fr-CI`, `ar-EG`, `sw-KE`: the interface language of the tag's language (and region), if there is one. */
function languageOfTag(folded: string): Language | undefined {
  const match = TAG.exec(folded)
  if (!match) return undefined
  return BY_PRIMARY[`${match[1]}-${match[2]}`] ?? BY_PRIMARY[match[1]!]
}

/**
 * Cookie value → language: an exact interface language (case and `_`/`-` ignored), else the language of a tag with a
 * region, else `in`→in-ID, `en`→en-US.
 */
export function resolveLanguage(cookieValue: string | null | undefined): Language {
  if (!cookieValue) return DEFAULT_LANGUAGE
  const folded = fold(cookieValue)
  const exact = byFoldedName.get(folded) ?? languageOfTag(folded)
  if (exact) return exact
  if (folded.includes('in')) return 'in-ID'
  if (folded.includes('en')) return 'en-US'
  return DEFAULT_LANGUAGE
}

/** `?lang=` value → the interface language it names exactly (case and `_`/`-` ignored), else none: a URL's language is never guessed. */
export function queriedLanguage(value: string | null | undefined): InterfaceLanguage | undefined {
  return value ? byFoldedName.get(fold(value)) : undefined
}

/** The language whose interface texts are shown. */
export function textLanguage(language: Language): InterfaceLanguage {
  return language === 'in-ID' ? DEFAULT_LANGUAGE : language
}

const EXTENDED: Record<Language, AcceptLanguage> = {
  'en-US': 'en-US,en',
  'fr-FR': 'fr-FR,fr',
  my: 'my-MM,my',
  pt: 'pt-AO,pt',
  hi: 'hi',
  kt: 'kt',
  sw: 'sw',
  ar: 'ar-SA,ar',
  ha: 'ha-NG,ha',
  'in-ID': 'in-ID,in',
}

/** `Accept-Language` sent upstream: the extended locale, then its macro language. */
export function acceptLanguage(language: Language): AcceptLanguage {
  return EXTENDED[language]
}

export function isRightToLeft(language: Language): boolean {
  return language === 'ar'
}

/** BCP 47 tag for `Intl` and `<html lang>`; `kt` is French as written in Côte d'Ivoire. */
export function htmlLang(language: Language): string {
  if (language === 'kt') return 'fr-CI'
  if (language === 'in-ID') return 'en-US'
  return language
}
