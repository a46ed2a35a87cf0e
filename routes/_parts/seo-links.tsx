import type { Context } from 'hono'
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '../../locales/languages'
import { htmlLang, LANGUAGE_QUERY, textLanguage } from '../../worker/context/language'
import type { SharedPage } from '../../worker/context/shared-page'
import type { AppEnv } from '../../worker/env'
import { pagePath } from '../../worker/middleware/edge-cache/key'

/**
 * A shared page's absolute URL in `language` (none: the URL without `lang`, which answers in the visitor's own
 * language): its path and the query it declares, each once, in its declared order, then `lang`.
 */
export function sharedPageUrl(c: Context<AppEnv>, shared: SharedPage, language?: InterfaceLanguage): string {
  const url = new URL(c.req.url)
  const path = pagePath(url.pathname)
  const query = new URLSearchParams()
  for (const name of shared.query ?? []) {
    const value = url.searchParams.get(name)
    if (value !== null && name !== LANGUAGE_QUERY) query.set(name, value)
  }
  if (language) query.set(LANGUAGE_QUERY, language)
  const search = query.toString()
  return `${url.origin}${path === '/m/index' ? '/m/' : path}${search ? `?${search}` : ''}`
}

/**
 * `<link rel="canonical">` (this page in the language it was rendered in) and one `rel="alternate"` per interface
 * language plus `x-default`, hoisted into `<head>`. The hreflang values are the pages' BCP 47 `lang`: `kt` is a
 * private code of this shop for French as written in Côte d'Ivoire, so its pages are `fr-CI`.
 */
export function SeoLinks({ c, shared }: { c: Context<AppEnv>; shared: SharedPage }) {
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
