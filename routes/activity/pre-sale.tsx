import type { Context } from 'hono'
import { ProductPlaceholder } from '../../islands/product-placeholder'
import { parseId, type PresaleItem } from '../../contract'
import { loginPath } from '../../islands/return-path'
import { productPath } from '../../islands/product-card'
import type { AppEnv } from '../../worker/env'
import { readForm } from '../../worker/render/form'
import { setNotice } from '../../worker/context/notice'
import { presaleRefusal } from '../../worker/render/refusal-notices'
import { loadCartCount, pageKit, type PageKit } from '../../worker/render/page-kit'
import { refusalOf } from '../../worker/render/refusal'
import { ProgressBar } from '../_parts/progress-bar'
import type { PageAccess } from '../../worker/context/access'
import type { SharedPage } from '../../worker/context/shared-page'
import { brandName, pageShare, ShareMeta } from '../_parts/share-meta'
import { pageCard } from '../../worker/render/share-card'
import { SeoLinks } from '../_parts/seo-links'

const HERE = '/m/activity/pre-sale'
/** Product images in the first viewport load at once; the rest lazily. */
const EAGER_IMAGES = 3

const styles = `
.pre-state{margin:0;font-size:13px}
.pre-state b{font-weight:600}
.pre-state bdi{white-space:nowrap}
.held{color:var(--ok);font-weight:600}
`.replace(/\n/g, '')

const itemAnchor = (id: number) => `presale-${id}`

/** A plain form: reserve or buy this item (works without JavaScript). */
function ActionForm({ item, action, label }: { item: PresaleItem; action: 'reserve' | 'buy'; label: string }) {
  return (
    <form method="post" action={HERE}>
      <input type="hidden" name="itemId" value={item.id} />
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="idem" value={crypto.randomUUID()} />
      <button className="btn" type="submit">{label}</button>
    </form>
  )
}

const Disabled = ({ label }: { label: string }) => <button className="btn" type="button" disabled>{label}</button>

/** What the buyer can do with an item now: reserve now, reserved, sold out, buy, bought, or why not. */
function ItemAction({ item, kit }: { item: PresaleItem; kit: PageKit }) {
  const { t } = kit
  const soldOut = item.reserved >= item.quota
  if (item.mine === 'bought') {
    return item.orderId !== null ? <a className="btn plain" href={`/m/order/details?id=${item.orderId}`}>{t('presale.seeOrder')}</a> : <Disabled label={t('presale.bought')} />
  }
  if (item.mine === 'lapsed') return <Disabled label={t('presale.lapsed')} />
  if (item.mine === 'reserved') {
    if (item.phase === 'selling') return <ActionForm item={item} action="buy" label={t('presale.buy')} />
    return <Disabled label={item.phase === 'ended' ? t('presale.lapsed') : t('presale.reservedButton')} />
  }
  switch (item.phase) {
    case 'coming':
      return <Disabled label={t('presale.comingButton')} />
    case 'reserving':
      return soldOut ? <Disabled label={t('presale.soldOut')} /> : <ActionForm item={item} action="reserve" label={t('presale.reserve')} />
    case 'ended':
      return <Disabled label={t('presale.ended')} />
    default:
      return <Disabled label={soldOut ? t('presale.soldOut') : t('presale.closed')} />
  }
}

/** The line under the prices: when reservations open or close, when the sale runs, and the buyer's state. */
function ItemState({ item, kit }: { item: PresaleItem; kit: PageKit }) {
  const { t, tx, dateTime } = kit
  const time = (at: number) => <time dateTime={new Date(at).toISOString()}>{dateTime(at)}</time>
  const lines = []
  if (item.phase === 'coming') lines.push(tx('presale.opensAt', { time: time(item.reserveStartAt) }))
  if (item.phase === 'reserving') lines.push(tx('presale.closesAt', { time: time(item.reserveEndAt) }))
  if (item.phase === 'coming' || item.phase === 'reserving' || item.phase === 'waiting') lines.push(tx('presale.saleFrom', { time: time(item.saleStartAt) }))
  if (item.phase === 'selling') lines.push(tx('presale.saleUntil', { time: time(item.saleEndAt) }))
  if (item.phase === 'ended') lines.push(tx('presale.endedAt', { time: time(item.saleEndAt) }))
  return (
    <>
      {lines.map((line, index) => (
        <p key={index} className="pre-state muted">{line}</p>
      ))}
      {item.mine === 'reserved' ? <p className="pre-state held">{item.phase === 'selling' ? t('presale.heldNow') : t('presale.held')}</p> : null}
      {item.mine === null && item.phase === 'reserving' && item.reserved >= item.quota ? <p className="problem">{t('error.reservationSoldOut')}</p> : null}
      {item.mine === null && item.phase === 'selling' ? <p className="pre-state muted">{t('presale.holdersOnly')}</p> : null}
    </>
  )
}

function Item({ item, index, kit }: { item: PresaleItem; index: number; kit: PageKit }) {
  const { t, tx, money } = kit
  const ratio = item.quota > 0 ? Math.min(1, item.reserved / item.quota) : 1
  return (
    <article className="card item" id={itemAnchor(item.id)} data-presale={item.id}>
      {kit.ctx.dataSaver ? (
        <ProductPlaceholder id={item.productId} name={item.name} size={96} label={item.name} />
      ) : (
        <img src={item.image} alt={item.name} width={96} height={96} loading={index < EAGER_IMAGES ? 'eager' : 'lazy'} decoding={index === 0 ? 'sync' : 'async'} />
      )}
      <div className="info">
        <h2>
          <a href={productPath(item.productId)}>{item.name}</a>
        </h2>
        <div className="prices">
          <span className="price" dir="ltr">{money(item.price)}</span>
          {item.originalPrice > item.price ? <s className="was" dir="ltr">{money(item.originalPrice)}</s> : null}
          <span className="off">{t('presale.price')}</span>
        </div>
        <ProgressBar
          now={item.reserved}
          max={item.quota}
          label={t('presale.reservedOf', { reserved: item.reserved, quota: item.quota })}
          percent={Math.round(ratio * 100)}
        />
        <span className="muted">{tx('presale.reservedCount', { reserved: item.reserved, quota: item.quota })}</span>
        <ItemState item={item} kit={kit} />
        <div className="row end">
          <ItemAction item={item} kit={kit} />
        </div>
      </div>
    </article>
  )
}

/** Pre-sale: reserve a unit while reservations are open; when the sale opens, holders buy it at the pre-sale price. */
export async function GET(c: Context<AppEnv>) {
  const [kit, list, cartCount] = await Promise.all([pageKit(c), c.var.upstream.call('presaleItems'), loadCartCount(c)])
  const { t, tx, ctx } = kit
  const share = pageShare(c, { path: '/m/activity/pre-sale', name: t('title.preSale'), description: t('share.preSale', { brand: brandName(c) }), image: pageCard('pre-sale') })
  return c.render(
    <>
      <ShareMeta c={c} share={share} />
      <SeoLinks c={c} shared={shared} />
      <section className="card stack">
        <p>{t('presale.intro')}</p>
        {ctx.loggedIn ? (
          <p className="pre-num">{tx('presale.mine', { count: <b data-pre-sale-num={list.preSaleNum}>{list.preSaleNum}</b> })}</p>
        ) : (
          <a className="btn plain secondary" href={loginPath(HERE)}>{t('presale.login')}</a>
        )}
      </section>
      {list.items.length === 0 ? (
        <p className="empty">{t('presale.empty')}</p>
      ) : (
        list.items.map((item, index) => <Item key={item.id} item={item} index={index} kit={kit} />)
      )}
    </>,
    { title: share.title, heading: t('title.preSale'), description: share.description, cartCount, styles },
  )
}

/**
 * The plain forms: reserve (one idempotent write under the form's key, then back here with 'Reserved successfully!'
 * or why not), or buy a reserved unit (it goes to the cart, then to checkout with just that line).
 */
export async function POST(c: Context<AppEnv>) {
  const form = await readForm(c)
  const itemId = parseId(form.text('itemId', 10))
  const action = form.text('action', 10)
  if (itemId === null || (action !== 'reserve' && action !== 'buy')) {
    setNotice(c, { fail: 'error.reserveFailed' })
    return c.redirect(HERE, 303)
  }
  const back = `${HERE}#${itemAnchor(itemId)}`
  try {
    if (action === 'buy') {
      const { lineId } = await c.var.upstream.call('presaleBuy', { body: { itemId } })
      return c.redirect(`/m/order/confirm?lines=${lineId}`, 303)
    }
    await c.var.upstream.call('reserve', { body: { itemId }, idempotencyKey: form.idempotencyKey() })
    setNotice(c, { ok: 'presale.reserved' })
  } catch (error) {
    const refused = refusalOf(error)
    if (!refused) throw error
    setNotice(c, presaleRefusal(refused))
  }
  return c.redirect(back, 303)
}

export const namespaces = ['presale'] as const

export const access: PageAccess = { GET: 'guest', POST: 'user' }
export const shared: SharedPage = {}
