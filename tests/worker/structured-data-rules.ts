/**
 * Google's required (and, where it asks for one of several, one-of) properties for product rich results and the
 * types around them: a row per `@type`; an inner list is "at least one of".
 */
export const REQUIRED: Record<string, readonly (string | readonly string[])[]> = {
  Product: ['name', 'image', ['offers', 'review', 'aggregateRating']],
  Offer: ['price', 'priceCurrency', 'availability'],
  AggregateRating: ['ratingValue', ['reviewCount', 'ratingCount']],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name', 'item'],
  Organization: ['name'],
  WebSite: ['name', 'url'],
  SearchAction: ['target', 'query-input'],
}

const present = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0)

/** What each typed object in `data` (nested ones too, a `@graph` too) lacks of its row, as "Type.property" lines. */
export function missingProperties(data: unknown, where = '$'): string[] {
  if (Array.isArray(data)) return data.flatMap((each, index) => missingProperties(each, `${where}[${index}]`))
  if (typeof data !== 'object' || data === null) return []
  const thing = data as Record<string, unknown>
  const type = typeof thing['@type'] === 'string' ? (thing['@type'] as string) : null
  const own = (type ? (REQUIRED[type] ?? []) : [])
    .filter((rule) => (typeof rule === 'string' ? !present(thing[rule]) : !rule.some((name) => present(thing[name]))))
    .map((rule) => `${where} ${type}.${typeof rule === 'string' ? rule : rule.join('|')}`)
  return [...own, ...Object.entries(thing).flatMap(([name, value]) => missingProperties(value, `${where}.${name}`))]
}

/** Every `@type` in `data`, nested ones too. */
export function typesIn(data: unknown): string[] {
  if (Array.isArray(data)) return data.flatMap(typesIn)
  if (typeof data !== 'object' || data === null) return []
  const thing = data as Record<string, unknown>
  return [...(typeof thing['@type'] === 'string' ? [thing['@type']] : []), ...Object.values(thing).flatMap(typesIn)]
}
