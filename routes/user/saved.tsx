import type { Context } from 'hono'
import { parseId, type SavedItem } from '../../contract'
import { productPath } from '../../islands/product-card'
import { resolveBack, type AddIntent } from '../../islands/return-path'
import type { AppEnv } from '../../worker/env'
import type { PageAccess } from '../../worker/context/access'
import { setNotice } from '../../worker/context/notice'
import { readForm, type FormReader } from '../../worker/render/form'
import { loadCartCount, pageKit, type PageKit } from '../../worker/render/page-kit'
import { UpstreamError } from '../../worker/upstream/client'
import { saveProduct } from '../_parts/add-intent'

const HERE = '/m/user/saved'

const STYLES =
  '.sv{list-style:none;margin:0;padding:0}' +
  '.sv li{display:flex;gap:10px;align-items:flex-start}' +
  '.sv img{flex:none;border-radius:8px}' +
  '.sv .what{flex:1;min-inline-size:0;display:flex;flex-direction:column;gap:2px}' +
  '.sv .what a{color:var(--ink);text-decoration:none}' +
  '.sv .tag{align-self:flex-start;font-size:12px;font-weight:600;padding:1px 8px;border-radius:10px;background:var(--bg)}' +
  '.sv .drop{color:var(--ok)}.sv .fl{color:var(--bad)}'

const backOf = (form: FormReader) => resolveBack(form.text('back'), HERE)

/** After a login, the heart comes back to the page it was tapped on. */
export const back = async (c: Context<AppEnv>) => backOf(await readForm(c))

/** A guest's save, which the login finishes before coming back. */
export async function intent(c: Context<AppEnv>): Promise<AddIntent | null> {
  const form = await readForm(c)
  const productId = parseId(form.text('productId', 10))
  return form.text('do', 6) === 'save' && productId !== null ? { save: productId, idem: form.idempotencyKey() } : null
}

/** The heart's and the list's plain form: `do=save` or `do=remove` the product, then back with a notice. */
export async function POST(c: Context<AppEnv>) {
  const form = await readForm(c)
  const target = backOf(form)
  const productId = parseId(form.text('productId', 10))
  const action = form.text('do', 6)
  if (productId === null || (action !== 'save' && action !== 'remove')) {
    setNotice(c, { fail: 'error.productNotFound' })
    return c.redirect(target, 303)
  }
  if (action === 'save') {
    await saveProduct(c, productId)
    return c.redirect(target, 303)
  }
  try {
    await c.var.upstream.call('unsaveItem', { body: { productId } })
    setNotice(c, { ok: 'saved.removed' })
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.kind === 'auth' || error.redirect) throw error
    setNotice(c, { fail: 'error.actionNotAllowed' })
  }
  return c.redirect(target, 303)
}

function Item({ item, kit }: { item: SavedItem; kit: PageKit }) {
  const { t, tx, money, ctx } = kit
  return (
    <li className="card">
      <a href={productPath(item.id)} tabIndex={-1} aria-hidden="true">
        {ctx.dataSaver ? null : <img src={item.image} alt="" width={72} height={72} loading="lazy" decoding="async" />}
      </a>
      <div className="what">
        <a href={productPath(item.id)}>
          <bdi>{item.name}</bdi>
        </a>
        <b className="price" dir="ltr">{money(item.price)}</b>
        {item.priceDropped ? <span className="muted">{tx('saved.savedPrice', { price: <s dir="ltr">{money(item.savedPrice)}</s> })}</span> : null}
        {item.priceDropped ? <span className="tag drop">{t('saved.priceDropped')}</span> : null}
        {item.onFlashSale ? <span className="tag fl">{t('saved.onFlash')}</span> : null}
        {item.inStock ? null : <span className="so">{t('catalog.outOfStock')}</span>}
      </div>
      <form method="post" action={HERE}>
        <input type="hidden" name="productId" value={item.id} />
        <input type="hidden" name="do" value="remove" />
        <input type="hidden" name="back" value={HERE} />
        <button className="btn plain" type="submit" aria-label={`${t('saved.remove')}: ${item.name}`}>{t('saved.remove')}</button>
      </form>
    </li>
  )
}

/** `/m/user/saved`: the products the shopper saved, last saved first, each saying when its price dropped or a flash sale is on. */
export async function GET(c: Context<AppEnv>) {
  const [kit, list, cartCount] = await Promise.all([pageKit(c), c.var.upstream.call('savedItems'), loadCartCount(c)])
  const { t } = kit
  return c.render(
    <>
      {list.items.length === 0 ? (
        <section className="card stack">
          <p>{t('saved.empty')}</p>
          <a className="btn" href="/m/">{t('saved.shop')}</a>
        </section>
      ) : (
        <>
          <p className="muted">{t('saved.intro')}</p>
          <ul className="sv">
            {list.items.map((item) => (
              <Item key={item.id} item={item} kit={kit} />
            ))}
          </ul>
        </>
      )}
    </>,
    { title: t('saved.title'), back: '/m/user', cartCount, styles: STYLES, nav: 'me' },
  )
}

export const namespaces = ['saved', 'catalog'] as const

export const access: PageAccess = 'user'
