import type { Context } from 'hono'
import { parseId, SPEC_NAMES, type ProductDetail } from '../../contract'
import { COUNTDOWN_KEYS } from '../../islands/countdown.island'
import { discountText } from '../../islands/product-card'
import { pick } from '../../locales'
import { formatNumber } from '../../locales/format'
import type { AppEnv } from '../../worker/env'
import { catalogStyles } from '../../worker/render/catalog-styles'
import { Island } from '../../worker/render/island'
import { catalogFailure, formattingOf, missingPage } from '../../worker/render/listing'
import { loadCartCount, pageKit, type PageKit } from '../../worker/render/page-kit'
import { CashBackNote } from '../_cash-back'
import { FreeDeliveryOffer } from '../_free-delivery'

/** Units one order line may hold (the cart's limit). */
const MAX_QUANTITY = 99
/** Left in stock at or under this, the page says how many. */
const FEW = 5

/** Every image; the first is the page's largest paint (eager, fetched first), the others load when scrolled to. Each links to its full size. */
function Gallery({ product, kit }: { product: ProductDetail; kit: PageKit }) {
  return (
    <ul className="gal" aria-label={kit.t('product.images')}>
      {product.gallery.map((src, index) => (
        <li key={src}>
          <a href={src} aria-label={kit.t('product.zoom', { index: index + 1 })}>
            <img
              src={src}
              alt={index === 0 ? product.name : ''}
              width={320}
              height={320}
              loading={index === 0 ? undefined : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
              decoding={index === 0 ? 'sync' : 'async'}
            />
          </a>
        </li>
      ))}
    </ul>
  )
}

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

/** Add to cart and Buy now: one plain form with two submit buttons, posted to the cart (works without JavaScript). */
function BuyForm({ product, back, kit }: { product: ProductDetail; back: string; kit: PageKit }) {
  const { t } = kit
  const soldOut = product.stock === 0
  return (
    <form className="card buy" method="post" action="/m/cart/product">
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="idem" value={crypto.randomUUID()} />
      <input type="hidden" name="back" value={back} />
      <label>
        {t('product.quantity')}
        <input
          type="number"
          name="quantity"
          defaultValue={1}
          min={1}
          max={Math.max(1, Math.min(product.stock, MAX_QUANTITY))}
          step={1}
          inputMode="numeric"
          required
          disabled={soldOut}
        />
      </label>
      <div className="row">
        <button className="btn" type="submit" disabled={soldOut}>{t('product.addToCart')}</button>
        <button className="btn" type="submit" name="buyNow" value="1" disabled={soldOut}>{t('product.buyNow')}</button>
      </div>
    </form>
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
  if (product === null) return missingPage(c, kit, t('error.productNotFound'))
  if (product instanceof Error) return catalogFailure(c, kit, product, 'error.productNotFound')
  const detail = product as ProductDetail
  const back = `/m/product/info?id=${detail.id}`
  return c.render(
    <>
      <Gallery product={detail} kit={kit} />
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
      <BuyForm product={detail} back={back} kit={kit} />
      <Specs product={detail} kit={kit} />
      <section className="card">
        <h2>{t('product.description')}</h2>
        <p lang={ctx.language === 'en-US' ? undefined : 'en'} dir="auto">
          {detail.description}
        </p>
      </section>
    </>,
    { title: t('title.product'), cartCount, styles: catalogStyles },
  )
}

export const namespaces = ['catalog', 'flash', 'coupons', 'wallet'] as const
