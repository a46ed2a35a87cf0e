import type { Context } from 'hono'
import { MAX_LINE_QUANTITY, parseId, SPEC_NAMES, type ProductDetail } from '../../contract'
import { BUY_FORM_KEYS } from '../../islands/buy-form.island'
import { COUNTDOWN_KEYS } from '../../islands/countdown.island'
import { GALLERY_KEYS } from '../../islands/gallery.island'
import { discountText } from '../../islands/product-card'
import { pick } from '../../locales'
import { formatNumber } from '../../locales/format'
import type { AppEnv } from '../../worker/env'
import { PageError } from '../../worker/render/error-page'
import { UpstreamError } from '../../worker/upstream/client'
import { bridgeStyles } from '../../worker/render/bridge-styles'
import { catalogStyles } from '../../worker/render/catalog-styles'
import { Island } from '../../worker/render/island'
import { formattingOf } from '../../worker/render/listing'
import { loadCartCount, pageKit, type PageKit } from '../../worker/render/page-kit'
import { CashBackNote } from '../_parts/cash-back'
import { FreeDeliveryOffer } from '../_parts/free-delivery'
import type { PageAccess } from '../../worker/middleware/access'

/** The buy bar's height, kept free at the foot of the page and under the toasts. */
const BUY_BAR_ROOM = ':root{--dock:64px}'

/** Left in stock at or under this, the page says how many. */
const FEW = 5

function Prices({ product, kit }: { product: ProductDetail; kit: PageKit }) {
  const off = discountText(product.price, product.originalPrice, formattingOf(kit))
  return (
    <div className="prices">
      <span className="price" dir="ltr">{kit.money(product.price)}</span>
      {off && product.originalPrice !== null ? <s className="was" dir="ltr">{kit.money(product.originalPrice)}</s> : null}
      {off ? <span className="off" dir="ltr">{kit.t('catalog.off', { discount: off })}</span> : null}
    </div>
  )
}

function StockState({ stock, kit }: { stock: number; kit: PageKit }) {
  if (stock === 0) return <p className="so">{kit.t('catalog.outOfStock')}</p>
  if (stock <= FEW) return <p className="low">{kit.tx('product.fewLeft', { count: stock })}</p>
  return <p className="ok">{kit.t('product.inStock')}</p>
}

/** The flash sale of this product, live or coming: its price, the countdown and what is left at that price. */
function FlashSale({ flash, serverTime, kit }: { flash: NonNullable<ProductDetail['flash']>; serverTime: number; kit: PageKit }) {
  const { t, tx, money, dateTime } = kit
  const live = flash.status === 'live'
  const target = live ? flash.endAt : flash.startAt
  return (
    <section className="note stack" aria-labelledby="flash">
      <div className="row">
        <strong id="flash">{t('product.flashPrice')}</strong>
        <span className="price" dir="ltr">{money(flash.price)}</span>
      </div>
      <div className="clock">
        <Island name="countdown" when="visible" props={{ startAt: flash.startAt, endAt: flash.endAt, serverTime, texts: pick(kit.ctx.language, COUNTDOWN_KEYS) }} />
        <time className="muted" dateTime={new Date(target).toISOString()}>
          {tx(live ? 'flash.endsAt' : 'flash.startsAt', { time: dateTime(target) })}
        </time>
      </div>
      <div className="row">
        <span className="muted">{tx('product.flashLeft', { count: flash.left })}</span>
        <a href="/m/activity/sale">{t('product.seeSale')}</a>
      </div>
    </section>
  )
}

function Specs({ product, kit }: { product: ProductDetail; kit: PageKit }) {
  const names = SPEC_NAMES.filter((name) => product.specs[name])
  if (names.length === 0) return null
  return (
    <section className="card">
      <h2>{kit.t('product.specs')}</h2>
      <dl className="specs">
        {names.map((name) => [<dt key={`t-${name}`}>{kit.t(`spec.${name}`)}</dt>, <dd key={`d-${name}`}>
            <bdi>{product.specs[name]}</bdi>
          </dd>])}
      </dl>
    </section>
  )
}

/**
 * `/m/product/info?id=…`: a product of the shopper's market. An unknown id, or one of another market, is the 404
 * page 'Product does not exist'.
 */
export async function GET(c: Context<AppEnv>) {
  const id = parseId(c.req.query('id'))
  const [kit, product, cartCount, cashBack] = await Promise.all([
    pageKit(c),
    id === null ? null : c.var.upstream.call('product', { query: { id: String(id) } }).catch((error: unknown) => error),
    loadCartCount(c),
    c.var.upstream.call('cashBackOffer').then((answer) => answer.offer, () => null),
  ])
  const { t, tx, money, ctx } = kit
  if (product === null || (product instanceof UpstreamError && product.kind === 'http' && product.status === 404)) throw new PageError(404, 'error.productNotFound')
  if (product instanceof Error) throw product
  const detail = product as ProductDetail
  const back = `/m/product/info?id=${detail.id}`
  return c.render(
    <>
      <Island name="gallery" when="visible" props={{ images: detail.gallery, name: detail.name, texts: pick(ctx.language, GALLERY_KEYS) }} />
      <section className="card stack">
        <h2 className="name" dir="auto">{detail.name}</h2>
        <span className="muted">
          {detail.brand}
          {detail.ratingCount > 0 ? (
            <> · {tx('catalog.rating', { rating: formatNumber(detail.rating, 1, formattingOf(kit)), count: formatNumber(detail.ratingCount, 0, formattingOf(kit)) })}</>
          ) : null}
        </span>
        <Prices product={detail} kit={kit} />
        <StockState stock={detail.stock} kit={kit} />
        <p className="muted">
          {tx('product.delivery', { fee: money(detail.delivery.fee) })} · {tx('product.deliveryDays', { min: detail.delivery.daysMin, max: detail.delivery.daysMax })}
        </p>
        {ctx.country.info?.freeDeliveryOver ? (
          <p className="ok">
            <FreeDeliveryOffer over={ctx.country.info.freeDeliveryOver} kit={kit} />
          </p>
        ) : null}
      </section>
      {detail.flash ? <FlashSale flash={detail.flash} serverTime={Date.now()} kit={kit} /> : null}
      {cashBack ? (
        <section className="card">
          <CashBackNote offer={cashBack} kit={kit} />
        </section>
      ) : null}
      <Island
        name="buy-form"
        when="idle"
        props={{
          productId: detail.id,
          name: detail.name,
          max: Math.min(detail.stock, MAX_LINE_QUANTITY),
          idem: crypto.randomUUID(),
          back,
          guest: !ctx.loggedIn,
          texts: pick(ctx.language, BUY_FORM_KEYS),
        }}
      />
      <Specs product={detail} kit={kit} />
      <section className="card">
        <h2>{t('product.description')}</h2>
        <p lang={ctx.language === 'en-US' ? undefined : 'en'} dir="auto">
          {detail.description}
        </p>
      </section>
    </>,
    { title: t('title.product'), cartCount, liveCart: true, styles: catalogStyles + bridgeStyles + BUY_BAR_ROOM },
  )
}

export const namespaces = ['catalog', 'flash', 'coupons', 'wallet', 'bridge'] as const

export const access: PageAccess = 'guest'
