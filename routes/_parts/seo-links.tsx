import type { Context } from 'hono'
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '../../locales/languages'
import { htmlLang, LANGUAGE_QUERY, textLanguage } from '../../worker/context/language'
import type { SharedPage } from '../../worker/context/shared-page'
import type { AppEnv } from '../../worker/env'

/**
 * A shared page's absolute URL in `language` (none: the URL without `lang`, which answers in the visitor's own
 * language): its path and the query it declares, each once, in its declared order, then `lang`.
 */
export function sharedPageUrl(c: Context<AppEnv>, shared: SharedPage, language?: InterfaceLanguage): string {
  const url = new URL(c.req.url)
  // `/m`, `/m/` and the signed-in twin `/m/index` are one page, home at `/m/`; `/m/search/` is `/m/search`.
  const path = url.pathname.replace(/\/+$/, '').replace(/^\/m(\/index)?$/, '/m/')
  const query = new URLSearchParams()
  for (const name of shared.query ?? []) {
    const value = url.searchParams.get(name)
    if (value !== null && name !== LANGUAGE_QUERY) query.set(name, value)
  }
  if (language) query.set(LANGUAGE_QUERY, language)
  const search = query.toString()
  return `${url.origin}${path}${search ? `?${search}` : ''}`
}

/**
 * For guests only (crawlers have no session, and a page rendered for a session is that shopper's, never indexed
 * nor cached, so its bytes are spared): `<link rel="canonical">` (this page in the language it was rendered in) and one `rel="alternate"` per interface
 * language plus `x-default`, hoisted into `<head>`. The hreflang values are the pages' BCP 47 `lang`: `kt` is a
 * private code of this shop for French as written in Côte d'Ivoire, so its pages are `fr-CI`.
 */
export function SeoLinks({ c, shared }: { c: Context<AppEnv>; shared: SharedPage }) {
  if (c.var.ctx.loggedIn) return null
  const current = textLanguage(c.var.ctx.language)
  return (
    <>
      <link rel="canonical" href={sharedPageUrl(c, shared, current)} />
      {INTERFACE_LANGUAGES.map((language) => (
        <link key={language} rel="alternate" hrefLang={htmlLang(language)} href={sharedPageUrl(c, shared, language)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={sharedPageUrl(c, shared)} />
    </>
  )
}
