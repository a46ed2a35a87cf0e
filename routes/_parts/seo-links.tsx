import type { Context } from 'hono'
import type { InterfaceLanguage } from '../../locales/languages'
import { textLanguage } from '../../worker/context/language'
import { canonicalUrl, type SharedPage } from '../../worker/context/shared-page'
import type { AppEnv } from '../../worker/env'

/** A shared page's absolute URL in `language` in the market shown (worker/context/shared-page.ts `canonicalUrl`). */
export function sharedPageUrl(c: Context<AppEnv>, shared: SharedPage, language?: InterfaceLanguage): string {
  const url = new URL(c.req.url)
  // `/m`, `/m/` and the signed-in twin `/m/index` are one page, home at `/m/`; `/m/search/` is `/m/search`.
  const path = url.pathname.replace(/\/+$/, '').replace(/^\/m(\/index)?$/, '/m/')
  const query: [string, string][] = []
  for (const name of shared.query ?? []) {
    const value = url.searchParams.get(name)
    if (value !== null) query.push([name, value])
  }
  return canonicalUrl(url.origin, path, query, c.var.ctx.country.id, language)
}

/**
 * For guests only (crawlers have no session, and a page rendered for a session is that shopper's, never indexed
 * nor cached, so its bytes are spared): `<link rel="canonical">`, this page in the market and the language it was
 * rendered in, hoisted into `<head>`. Its other languages are named where crawlers read them all at once, in the
 * sitemaps' `hreflang` alternates (worker/crawlers), not in every page's bytes.
 */
export function SeoLinks({ c, shared }: { c: Context<AppEnv>; shared: SharedPage }) {
  if (c.var.ctx.loggedIn) return null
  return <link rel="canonical" href={sharedPageUrl(c, shared, textLanguage(c.var.ctx.language))} />
}
