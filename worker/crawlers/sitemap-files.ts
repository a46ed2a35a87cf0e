import { COUNTRY_CODES, type CountryCode } from '../../contract/common'
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '../../locales/languages'

/** One sitemap per market and language, beside the index in /m/ (a sitemap may list only URLs under its own folder). */
export type SitemapFile = { market: CountryCode; countryId: number; language: InterfaceLanguage }

/** The markets' ids (`countryId`) follow their codes: 1 IN, 2 UG, 3 GH, 4 KT, 5 DZ, 6 TZ, 7 NG. */
const idOf = (code: CountryCode) => COUNTRY_CODES.indexOf(code) + 1

export const SITEMAP_FILES: readonly SitemapFile[] = COUNTRY_CODES.flatMap((market) =>
  INTERFACE_LANGUAGES.map((language) => ({ market, countryId: idOf(market), language })),
)

export const sitemapName = ({ market, language }: SitemapFile) => `sitemap-${market.toLowerCase()}-${language}.xml`

/** `sitemap-ng-fr-FR.xml` → its market and language; anything else is no sitemap. */
export function sitemapFileOf(name: string): SitemapFile | undefined {
  return SITEMAP_FILES.find((file) => sitemapName(file) === name)
}

export const xmlEscape = (text: string) =>
  text.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch]!)

/** The index: every market × language sitemap. */
export function sitemapIndexXml(origin: string): string {
  const entries = SITEMAP_FILES.map((file) => `<sitemap><loc>${xmlEscape(`${origin}/m/${sitemapName(file)}`)}</loc></sitemap>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`
}

/** One page of a sitemap: its URL in the file's language, and `[hreflang, URL]` of every language and x-default. */
export type SitemapUrl = { loc: string; alternates: readonly (readonly [string, string])[] }

export function urlSetXml(urls: readonly SitemapUrl[]): string {
  const entries = urls.map(
    ({ loc, alternates }) =>
      `<url><loc>${xmlEscape(loc)}</loc>${alternates.map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${xmlEscape(href)}"/>`).join('')}</url>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`
}
