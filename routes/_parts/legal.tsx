import type { Context } from 'hono'
import { formatDate } from '../../locales/format'
import { htmlLang } from '../../worker/context/language'
import type { AppEnv } from '../../worker/env'
import type { Brand } from '../../worker/render/brands'
import { BrandHeading } from '../../worker/render/brand-heading'
import { pageKit } from '../../worker/render/page-kit'
import { settingsOf } from '../../worker/settings'
import type { SharedPage } from '../../worker/context/shared-page'
import { SeoLinks } from './seo-links'

/** The agreement takes effect on 2 November 2023. */
const EFFECTIVE = Date.UTC(2023, 10, 2)
const SECTIONS = ['eligibility', 'account', 'orders', 'offers', 'rebates', 'privacy', 'law', 'changes'] as const

/** A user agreement for `brand`; the Nigeria contact comes from worker configuration. */
export async function agreementPage(c: Context<AppEnv>, brand: Brand, shared: SharedPage) {
  const { t, tx, ctx } = await pageKit(c)
  const { NG_CONTACT_EMAIL: email, NG_CONTACT_PHONE: phone } = settingsOf(c.env)
  const params = { brand: brand.name }
  return c.render(
    <article className="card legal">
      <SeoLinks c={c} shared={shared} />
      <BrandHeading text={brand.name} />
      <p className="muted">{t('agreement.effective', { date: formatDate(EFFECTIVE, htmlLang(ctx.language)) })}</p>
      <p>{t('agreement.intro', params)}</p>
      {SECTIONS.map((section) => (
        <section key={section}>
          <h2>{t(`agreement.${section}Title`, params)}</h2>
          <p>{t(`agreement.${section}`, params)}</p>
        </section>
      ))}
      <section>
        <h2>{t('agreement.contactTitle')}</h2>
        <p>
          {email && phone
            ? tx('agreement.contactNigeria', { email: <a href={`mailto:${email}`}>{email}</a>, phone: <a href={`tel:${phone.replace(/[^+\d]/g, '')}`} dir="ltr">{phone}</a> })
            : t('agreement.contactElsewhere')}
        </p>
      </section>
    </article>,
    { title: t('title.agreement'), brand },
  )
}
