/**
 * What a page exports as `shared` when everyone without a session sees it alike, so the edge cache keeps its guest
 * HTML: the query parameters that change it. A page whose HTML holds anything of the visitor declares none.
 */
export type SharedPage = {
  query?: readonly string[]
  /** Cookies the page shows something of (a recently viewed list): a guest carrying one gets the page rendered for them. */
  personalCookies?: readonly string[]
}

/**
 * A shared page's canonical address: its path, the query it declares (each once, in its declared order), the market
 * (`countryId`, when known) and the language (`lang`; none: the URL that answers in the visitor's own language, the
 * `x-default`). The pages' `<link rel="canonical">` and the sitemaps build their URLs here, so the two agree.
 */
export function canonicalUrl(origin: string, path: string, query: Iterable<[string, string]>, countryId: number | null, language?: string): string {
  const search = new URLSearchParams([...query].filter(([name]) => name !== 'countryId' && name !== 'lang'))
  if (countryId !== null) search.set('countryId', String(countryId))
  if (language) search.set('lang', language)
  const text = search.toString()
  return `${origin}${path}${text ? `?${text}` : ''}`
}
