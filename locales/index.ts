import rosetta from 'rosetta'
import ar from './ar.json'
import en from './en-US.json'
import fr from './fr-FR.json'
import ha from './ha.json'
import hi from './hi.json'
import kt from './kt.json'
import my from './my.json'
import pt from './pt.json'
import sw from './sw.json'
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from './languages'

export type Dictionary = typeof en
export type Params = Record<string, string | number>
export type Translate = (key: string, params?: Params) => string

export const dictionaries: Record<InterfaceLanguage, Dictionary> = {
  'en-US': en, 'fr-FR': fr, my, pt, hi, kt, sw, ar, ha,
}

const i18n = rosetta<Dictionary>(dictionaries)

function asInterfaceLanguage(language: string): InterfaceLanguage {
  return (INTERFACE_LANGUAGES as readonly string[]).includes(language) ? (language as InterfaceLanguage) : 'en-US'
}

/** A translator bound to one language; always passes the language, so no shared locale state between requests. */
export function translator(language: string): Translate {
  const lang = asInterfaceLanguage(language)
  return (key, params) => i18n.t(key, params, lang) || i18n.t(key, params, 'en-US') || key
}

/** The raw templates of `keys`, for an island's props (it fills them with `fill`). */
export function pick(language: string, keys: readonly string[]): Record<string, string> {
  const lang = asInterfaceLanguage(language)
  let byLanguage = picked.get(keys)
  if (!byLanguage) picked.set(keys, (byLanguage = new Map()))
  let out = byLanguage.get(lang)
  if (!out) {
    out = {}
    for (const key of keys) out[key] = template(lang, key) ?? template('en-US', key) ?? key
    byLanguage.set(lang, out)
  }
  return out
}

/** Picks are computed once per key list (a module constant of each island) and language. */
const picked = new WeakMap<readonly string[], Map<InterfaceLanguage, Record<string, string>>>()

function template(lang: InterfaceLanguage, key: string): string | undefined {
  let node: unknown = dictionaries[lang]
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part]
  return typeof node === 'string' ? node : undefined
}
