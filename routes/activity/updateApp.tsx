import type { Context } from 'hono'
import type { AppEnv } from '../../worker/env'
import { BrandHeading } from '../../worker/render/brand-heading'
import { brandOf } from '../../worker/render/brands'
import { pageKit } from '../../worker/render/page-kit'

/** Asks for a newer app: in the app, through its bridge scheme; in a browser, a plain store link. */
export async function GET(c: Context<AppEnv>) {
  const { t, ctx } = await pageKit(c)
  const brand = brandOf(ctx.variant)
  const store = ctx.variant.inApp
    ? { href: `${brand.scheme}://bridge/openStore?url=${encodeURIComponent(brand.storeUrl)}`, label: t('update.inApp') }
    : { href: brand.storeUrl, label: t('update.browser', { brand: brand.name }) }
  return c.render(
    <section className="card stack">
      <BrandHeading text={t('update.heading')} />
      <p>{t('update.message', { brand: brand.name })}</p>
      <a className="btn wide" href={store.href} rel="noopener" data-store={ctx.variant.inApp ? 'bridge' : 'web'}>
        {store.label}
      </a>
      <a className="muted secondary" href="/m/">{t('update.later')}</a>
    </section>,
    { title: t('title.updateApp') },
  )
}

export const namespaces = ['legal'] as const
