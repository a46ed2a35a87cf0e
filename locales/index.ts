/**
 * Interface texts: `locales/<namespace>/<language>.json`, loaded with rosetta one namespace at a time, only for the
 * languages a request needs. Each top-level group (`flash`, `error`, …) lives in exactly one namespace, so keys read
 * the same whichever file holds them. `MessageKey` is derived from the English files: an unknown key fails to
 * type-check.
 */
import rosetta from 'rosetta'
import type account from './account/en-US.json'
import type appeals from './appeals/en-US.json'
import type bridge from './bridge/en-US.json'
import type catalog from './catalog/en-US.json'
import type common from './common/en-US.json'
import type coupons from './coupons/en-US.json'
import type flash from './flash/en-US.json'
import type home from './home/en-US.json'
import type imei from './imei/en-US.json'
import type legal from './legal/en-US.json'
import type luckyDraw from './luckyDraw/en-US.json'
import type me from './me/en-US.json'
import type newcomer from './newcomer/en-US.json'
import type offline from './offline/en-US.json'
import type orders from './orders/en-US.json'
import type presale from './presale/en-US.json'
import type rebates from './rebates/en-US.json'
import type reviews from './reviews/en-US.json'
import type saved from './saved/en-US.json'
import type specs from './specs/en-US.json'
import type wallet from './wallet/en-US.json'
import type filters from './filters/en-US.json'
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from './languages'
import { isPluralText, pluralCategory, pluralForm } from './plural'

export const NAMESPACES = [
  'common', 'home', 'flash', 'account', 'legal', 'catalog', 'orders', 'coupons', 'wallet', 'presale', 'rebates', 'appeals', 'bridge',
  'newcomer', 'luckyDraw', 'imei', 'me', 'specs', 'offline', 'filters', 'reviews', 'saved',
] as const
export type Namespace = (typeof NAMESPACES)[number]

type Messages = typeof common & typeof home & typeof flash & typeof account & typeof legal & typeof catalog & typeof orders &
  typeof coupons & typeof wallet & typeof presale & typeof rebates & typeof appeals & typeof bridge & typeof newcomer & typeof luckyDraw & typeof imei & typeof me & typeof specs & typeof offline & typeof filters & typeof reviews & typeof saved
/** Texts by path; a text that changes with `{{count}}` (an object of plural forms, see `plural.ts`) is one key. */
type Plural<T> = T extends { other: string } ? (Exclude<keyof T, Intl.LDMLPluralRule> extends never ? true : false) : false
type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Plural<T[K]> extends true ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>
}[keyof T & string]

export type MessageKey = Paths<Messages>
export type Params = Record<string, string | number>
export type Translate = (key: MessageKey, params?: Params) => string
type Table = Record<string, unknown>

const FALLBACK: InterfaceLanguage = 'en-US'
/**
 * The built worker carries no texts: they are static assets (`/m/texts/<namespace>/<language>.json`, emitted by
 * vite.config.ts), read through the worker's assets binding (`readTextsFrom`). Tests and the dev server import them.
 */
const files: Record<string, () => Promise<{ default: Table }>> = import.meta.env.TEXTS_FROM_ASSETS ? {} : import.meta.glob<{ default: Table }>('./*/*.json')
let textsFrom: ((path: string) => Promise<Table>) | null = null

/** Where the built worker reads a namespace's texts of a language (its assets binding). */
export function readTextsFrom(read: (path: string) => Promise<Table>): void {
  textsFrom = read
}
const i18n = rosetta<Table>()
const loaded = new Set<string>()

export function asInterfaceLanguage(language: string): InterfaceLanguage {
  return (INTERFACE_LANGUAGES as readonly string[]).includes(language) ? (language as InterfaceLanguage) : FALLBACK
}

async function loadFile(language: InterfaceLanguage, namespace: Namespace): Promise<void> {
  const path = `./${namespace}/${language}.json`
  if (loaded.has(path)) return
  const load = files[path]
  if (load) i18n.set(language, (await load()).default)
  else if (textsFrom) i18n.set(language, await textsFrom(`/m/texts/${namespace}/${language}.json`))
  else throw new Error(`No texts at locales/${namespace}/${language}.json`)
  loaded.add(path)
}

/** Makes `namespaces` (and `common`) of `language` and of the English fallback available to `translator` and `pick`. */
export async function loadMessages(language: string, namespaces: readonly Namespace[] = []): Promise<void> {
  const languages = new Set([asInterfaceLanguage(language), FALLBACK])
  const wanted = new Set<Namespace>(['common', ...namespaces])
  await Promise.all([...languages].flatMap((lang) => [...wanted].map((namespace) => loadFile(lang, namespace))))
}

function lookup(lang: InterfaceLanguage, key: string): unknown {
  let node: unknown = i18n.table(lang)
  for (const part of key.split('.')) node = (node as Table | undefined)?.[part]
  return node
}

/** The key of the form of a plural text that `params.count` calls for (the key itself for any other text). */
function formKey(lang: InterfaceLanguage, key: string, params: Params | undefined): string {
  const node = lookup(lang, key)
  if (!isPluralText(node)) return key
  const category = pluralCategory(lang, params?.count)
  return `${key}.${category in node ? category : 'other'}`
}

/** A translator bound to one language; always passes the language, so no shared locale state between requests. */
export function translator(language: string): Translate {
  const lang = asInterfaceLanguage(language)
  return (key, params) => i18n.t(formKey(lang, key, params), params, lang) || i18n.t(formKey(FALLBACK, key, params), params, FALLBACK) || key
}

function template(lang: InterfaceLanguage, key: string, count?: unknown): string | undefined {
  const node = lookup(lang, key)
  if (isPluralText(node)) return pluralForm(node, lang, count)
  return typeof node === 'string' ? node : undefined
}

/** The raw template of `key` (placeholders unfilled), in `language` or else English; `count` picks a plural text's form. */
export function messageTemplate(language: string, key: MessageKey, count?: unknown): string {
  const lang = asInterfaceLanguage(language)
  return template(lang, key, count) ?? template(FALLBACK, key, count) ?? key
}

/** The key of a spec value in the `specs` table: "Dual SIM" → `dual-sim`, "Gold, green and red" → `gold-green-and-red`. */
export const specValueKey = (value: string) =>
  value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')

/** A spec value in `language` where the `specs` table has it (colours, "Dual SIM", "12 months"); any other as given. */
export function specValue(language: string, value: string): string {
  return template(asInterfaceLanguage(language), `specValue.${specValueKey(value)}`) ?? value
}

/** Picks are computed once per key list (a module constant of each island) and language. */
const picked = new WeakMap<readonly string[], Map<InterfaceLanguage, Record<string, string>>>()

/** The raw templates of `keys`, for an island's props (it fills them with `fill`); a plural text gives its `other` form. */
export function pick<K extends MessageKey>(language: string, keys: readonly K[]): Record<K, string> {
  const lang = asInterfaceLanguage(language)
  let byLanguage = picked.get(keys)
  if (!byLanguage) picked.set(keys, (byLanguage = new Map()))
  let out = byLanguage.get(lang)
  if (!out) {
    out = {}
    for (const key of keys) out[key] = template(lang, key) ?? template(FALLBACK, key) ?? key
    if (keys.every((key) => out![key] !== key)) byLanguage.set(lang, out)
  }
  return out as Record<K, string>
}
