import type { Context } from 'hono'
import { COUNTRY_CODES } from '../../contract'
import { countryName } from '../../locales/format'
import { htmlLang } from '../../worker/context/language'
import type { AppEnv } from '../../worker/env'
import { BRANDS, type Brand } from '../../worker/render/brands'
import { BrandHeading } from '../../worker/render/brand-heading'
import { pageKit } from '../../worker/render/page-kit'
import type { SharedPage } from '../../worker/context/shared-page'
import { SeoLinks } from '../_parts/seo-links'

/** The seven markets' names in the reader's language, as a list (`Intl.DisplayNames` + `Intl.ListFormat`). */
function marketList(locale: string): string {
  let list = marketLists.get(locale)
  if (!list) {
    const regions = COUNTRY_CODES.map((code) => countryName(code, locale))
    list = new Intl.ListFormat([locale, 'en'], { type: 'conjunction' }).format(regions)
    marketLists.set(locale, list)
  }
  return list
}
const marketLists = new Map<string, string>()

/** About page of `brand`; the sister app's page also says whose sister it is. */
export async function aboutPage(c: Context<AppEnv>, brand: Brand, agreementPath: string, shared: SharedPage) {
  const { t, ctx } = await pageKit(c)
  const params = { brand: brand.name }
  return c.render(
    <article className="card legal">
      <SeoLinks c={c} shared={shared} />
      <BrandHeading text={brand.name} />
      <p>{t('about.lead', params)}</p>
      {brand.key === 'sister' ? <p>{t('about.sister', { brand: brand.name, main: BRANDS.first.name })}</p> : null}
      <p>{t('about.offer')}</p>
      <p>{t('about.light')}</p>
      <p>{t('about.retailers')}</p>
      <p>{t('about.markets', { markets: marketList(htmlLang(ctx.language)) })}</p>
      <p>
        <a href={agreementPath}>{t('about.agreement')}</a>
      </p>
    </article>,
    { title: t('title.about'), brand },
  )
}
