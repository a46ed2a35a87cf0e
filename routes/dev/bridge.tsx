import type { Context } from 'hono'
import { BRIDGE_CHECK_KEYS } from '../../islands/bridge-check.island'
import { SCAN_FIELD_KEYS } from '../../islands/scan-field.island'
import { pick } from '../../locales'
import type { AppEnv } from '../../worker/env'
import { bridgeStyles } from '../../worker/render/bridge-styles'
import { Island } from '../../worker/render/island'
import { loadCartCount, pageKit } from '../../worker/render/page-kit'

/**
 * `/m/dev/bridge`: the apps' teams open it inside their web view to check their side of the bridge
 * (docs/bridge.md): every call with its answer, and in a browser the web fallbacks. The scan field below is a
 * plain form: a code typed (or scanned) is shown back after the post.
 */
export async function GET(c: Context<AppEnv>) {
  const [kit, cartCount, first] = await Promise.all([
    pageKit(c),
    loadCartCount(c),
    c.var.upstream.call('products', { query: { sort: 'newest', limit: '1' } }).then((page) => page.items[0] ?? null, () => null),
  ])
  const { t, ctx } = kit
  const code = c.req.query('code')?.trim().slice(0, 64) ?? ''
  const sample = first
    ? { productId: first.id, name: first.name, image: first.image }
    : { productId: 1, name: t('bridge.check.page'), image: '/m/img/products/basic-earphones.svg' }
  return c.render(
    <>
      <p className="card">{t('bridge.check.intro')}</p>
      <Island name="bridge-check" when="load" props={{ sample, texts: pick(ctx.language, BRIDGE_CHECK_KEYS) }} />
      <form className="card stack" method="get" action="/m/dev/bridge">
        <Island name="scan-field" when="visible" props={{ name: 'code', label: t('bridge.scan.manual'), value: code, hint: 'check', texts: pick(ctx.language, SCAN_FIELD_KEYS) }} />
        <button className="btn wide" type="submit">{t('bridge.scan.use')}</button>
        {code ? (
          <p>
            {t('bridge.check.answer')} <output data-code dir="ltr">{code}</output>
          </p>
        ) : null}
      </form>
    </>,
    { title: t('bridge.check.title'), cartCount, liveCart: true, styles: bridgeStyles },
  )
}

export const namespaces = ['bridge'] as const
