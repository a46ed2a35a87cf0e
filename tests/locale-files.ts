/** Every locale file, read at once for the tests: by namespace and language, and merged per language. */
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '../locales/languages'
import { isPluralText } from '../locales/plural'

export type Tree = { [key: string]: string | Tree }

const files = import.meta.glob<{ default: Tree }>('../locales/*/*.json', { eager: true })

/** `namespace → language → texts` */
export const byNamespace = new Map<string, Map<string, Tree>>()
for (const [path, module] of Object.entries(files)) {
  const [, namespace, language] = /^\.\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path)!
  if (!byNamespace.has(namespace!)) byNamespace.set(namespace!, new Map())
  byNamespace.get(namespace!)!.set(language!, module.default)
}

/** Every namespace of a language merged into one tree. */
export const dictionaries = Object.fromEntries(
  INTERFACE_LANGUAGES.map((language) => [
    language,
    Object.assign({}, ...[...byNamespace.values()].map((languages) => languages.get(language) ?? {})) as Tree,
  ]),
) as Record<InterfaceLanguage, Tree>

/** Texts by path; a plural text (`locales/plural.ts`) is one text, read by its `other` form. */
export function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else if (isPluralText(value)) out.set(path, value.other)
    else for (const [k, v] of flatten(value, path)) out.set(k, v)
  }
  return out
}
