import type { SharedPage } from '../../context/shared-page'
import type { RequestContext } from '../../env'

/** Every page reads these through the renderer (the app's back target, its share dialog, the link's market) and its language (the context). */
const EVERY_PAGE_QUERY = ['backType', 'is_open_shareDialog', 'countryId', 'lang'] as const

/** A host no real request can carry (`.invalid` is reserved), so a copy's key never equals a page's own URL. */
const KEY_ORIGIN = 'https://guest-pages.edge-cache.invalid'

/** `/m/search/` and `/m/search` are one page; `/m` is the home page `/m/`. */
export function pagePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '')
  return trimmed === '/m' || trimmed === '' ? '/m/' : trimmed
}

/**
 * The page's own query, in a fixed order: its parameters only, the first value of each (what the page reads), so
 * tracking tags and reordered or repeated parameters all land on one copy.
 */
export function pageQuery(url: URL, page: SharedPage): string {
  const own = new URLSearchParams()
  for (const name of [...(page.query ?? []), ...EVERY_PAGE_QUERY].sort()) {
    const value = url.searchParams.get(name)
    if (value !== null) own.set(name, value)
  }
  const query = own.toString()
  return query ? `?${query}` : ''
}

/** Whether the URL carries the page's own parameters only, each once (in any order): its page is the copy's page. */
export function onlyOwnQuery(url: URL, page: SharedPage): boolean {
  const names = [...url.searchParams.keys()]
  const own = new Set<string>([...(page.query ?? []), ...EVERY_PAGE_QUERY])
  return names.every((name) => own.has(name)) && new Set(names).size === names.length
}

/**
 * What changes a shared page besides its URL, from the resolved context (never the raw user agent, so keys stay
 * few): language, market, app brand and environment (an Android browser's "Open in the app" line), data saver.
 */
export function variantOf(ctx: RequestContext): string {
  const { variant } = ctx
  const app = [variant.brand ?? 'web', variant.inApp ? 'app' : variant.appPrompt ? 'site-prompt' : 'site', variant.sister ? `sister${variant.appIdentity ?? ''}` : 'main']
  return [ctx.language, `${ctx.country.id ?? '-'}.${ctx.country.code ?? '-'}`, app.join('.'), ctx.dataSaver ? 'saver' : 'full'].map(encodeURIComponent).join('/')
}

/** The copy's key: a synthetic URL on a private host; the path and query are the page's own. */
export function copyKey(ctx: RequestContext, path: string, query: string): string {
  return `${KEY_ORIGIN}/${variantOf(ctx)}${path}${query}`
}
