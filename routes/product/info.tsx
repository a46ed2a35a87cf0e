import type { Context } from 'hono'
import { isKnown, MAX_LINE_QUANTITY, parseId, SPEC_NAMES, type ProductDetail, type Review } from '../../contract'
import { BUY_FORM_KEYS } from '../../islands/buy-form.island'
import { COUNTDOWN_KEYS } from '../../islands/countdown.island'
import { GALLERY_KEYS } from '../../islands/gallery.island'
import { ProductPlaceholder } from '../../islands/product-placeholder'
import { discountText } from '../../islands/product-card'
import { pick, specValue } from '../../locales'
import { formatNumber } from '../../locales/format'
import type { AppEnv } from '../../worker/env'
import { PageError } from '../../worker/render/error-page'
import { UpstreamError } from '../../worker/upstream/client'
import { catalogStyles, productStyles } from '../../worker/render/catalog-styles'
import { inlineImage } from '../../worker/render/inline-image'
import { Island } from '../../worker/render/island'
import { brandOf } from '../../worker/render/brands'
import { formattingOf } from '../../worker/render/listing'
import { loadCartCount, pageKit, type PageKit } from '../../worker/render/page-kit'
import { CashBackNote } from '../_parts/cash-back'
import { FreeDeliveryOffer } from '../_parts/free-delivery'
import type { PageAccess } from '../../worker/context/access'
import { canonicalUrl, type SharedPage } from '../../worker/context/shared-page'
import { ShareMeta, siteTitle, summary, type Share } from '../_parts/share-meta'
import { artCard } from '../../worker/render/share-card'
import { OpenInApp } from '../_parts/open-in-app'
import { asksShareSheet, pageShareUrl, ShareButton } from '../_parts/share'
import { appPromptStyles, shareStyles } from '../_parts/share-styles'
import { SeoLinks, sharedPageUrl } from '../_parts/seo-links'
import { breadcrumbThing, JsonLd, productThing } from '../_parts/structured-data'
import { categoryName, specLabel } from '../_parts/open-names'
import { isRightToLeft, textLanguage } from '../../worker/context/language'
import { ReviewItem, reviewsPath } from '../_parts/review'
import { RECENT_COOKIE } from '../../worker/context/recent'
import { loadRecent, RecentRow, recentStyles } from '../_parts/recent'
import { heartStyles, SaveHeart } from '../_parts/save-heart'

/** Room at the foot of the page for the buy bar that stays at the bottom of the screen; the seller, delivery and returns lines. */
const PAGE_STYLES = ':root{--dock:68px}.facts{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:4px;font-size:14px}.rates{margin:0;font-size:14px}.rates b{font-size:15px}.star{color:#b45309}.rv{padding-block:6px;border-block-start:1px solid #e5e7eb}.rv p{margin:0}'

/** The recently viewed products the page shows under the product. */
const RECENT_ON_PAGE = 6

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
      {live ? null : <p>{t('product.normalUntilStart')}</p>}
      <div className="row">
        <span className="muted">{tx('product.flashLeft', { count: flash.left })}</span>
        <a href="/m/activity/sale">{t('product.seeSale')}</a>
      </div>
    </section>
  )
}

/**
 * What the buy bar sells: the flash unit while its sale is live with units left that this buyer may still take;
 * otherwise the product at its normal price, named on Buy now whenever the product has a flash price it is not sold at.
 */
function buyOffer(detail: ProductDetail, money: PageKit['money']) {
  const flash = detail.flash
  if (!flash) return { flashItemId: null, buyAt: null }
  const mayTake = Math.min(flash.left, flash.limitPerBuyer - flash.bought)
  if (flash.status === 'live' && mayTake > 0) return { flashItemId: flash.flashItemId, buyAt: null, max: mayTake }
  return { flashItemId: null, buyAt: money(detail.price) }
}

/** "4.3 ★ (128 ratings)": the stars are read out as "out of 5 stars"; the count opens the product's reviews. */
function RatingSummary({ product, kit }: { product: ProductDetail; kit: PageKit }) {
  const { t, tx } = kit
  if (product.ratingCount === 0) return <p className="rates muted">{t('product.noRatings')}</p>
  const formatting = formattingOf(kit)
  return (
    <p className="rates">
      <b dir="ltr">{formatNumber(product.rating, 1, formatting)}</b> <span className="star" aria-hidden="true">★</span>
      <span className="sr-only">{` ${t('product.outOfFive')}`}</span>{' '}
      <a className="muted" href={reviewsPath(product.id)}>
        {tx('product.ratings', { count: formatNumber(product.ratingCount, 0, formatting) })}
      </a>
    </p>
  )
}

/** Who sells it, how long delivery to the shopper's market takes and what it costs, and whether it can go back. */
function Facts({ product, kit }: { product: ProductDetail; kit: PageKit }) {
  const { t, tx, money, ctx } = kit
  const { seller, returns, delivery } = product
  const code = ctx.country.info?.countryCode ?? ctx.country.code
  const market = code ? kit.country(code) : (ctx.country.info?.name ?? '')
  const freeOver = ctx.country.info?.freeDeliveryOver ?? null
  return (
    <ul className="facts">
      {seller ? <li>{tx('product.soldBy', { seller: <b dir="auto">{seller.name}</b> })}</li> : null}
      <li>
        {tx('product.deliveryTo', { min: delivery.daysMin, max: delivery.daysMax, market })}
        {' · '}
        {tx('product.delivery', { fee: money(delivery.fee) })}
      </li>
      {freeOver !== null ? (
        <li className="ok">
          <FreeDeliveryOffer over={freeOver} kit={kit} />
        </li>
      ) : null}
      {returns ? (
        <li>{returns.days === 0 ? t('product.noReturns') : tx(returns.free ? 'product.returnsFree' : 'product.returnsPaid', { days: returns.days })}</li>
      ) : null}
    </ul>
  )
}

/** The two most helpful reviews, cut short, and the way to all of them. */
function TopReviews({ productId, reviews, kit }: { productId: number; reviews: Review[]; kit: PageKit }) {
  if (reviews.length === 0) return null
  return (
    <section className="card">
      <h2>{kit.t('reviews.mostHelpful')}</h2>
      {reviews.map((review) => <ReviewItem key={review.id} review={review} kit={kit} short />)}
      <a href={reviewsPath(productId)}>{kit.t('reviews.seeAll')}</a>
    </section>
  )
}

function Specs({ product, kit }: { product: ProductDetail; kit: PageKit }) {
  const others = Object.keys(product.specs).filter((name) => !isKnown(SPEC_NAMES, name))
  const names = [...SPEC_NAMES, ...others].filter((name) => product.specs[name])
  if (names.length === 0) return null
  return (
    <section className="card">
      <h2>{kit.t('product.specs')}</h2>
      <dl className="specs">
        {names.map((name) => [<dt key={`t-${name}`}>{specLabel(name, kit.t)}</dt>, <dd key={`d-${name}`}>
            <bdi>{specValue(kit.ctx.language, product.specs[name]!)}</bdi>
          </dd>])}
      </dl>
    </section>
  )
}

/** "Tecno Spark 20 — ₦149,999 | Soko Mall" (the price kept left to right in Arabic), its description, its card. */
function productShare(c: Context<AppEnv>, kit: PageKit, detail: ProductDetail): Share {
  const { ctx } = kit
  const price = isRightToLeft(ctx.language) ? `\u2066${kit.money(detail.price)}\u2069` : kit.money(detail.price)
  const info = ctx.country.info
  return {
    path: `/m/product/info?id=${detail.id}`,
    title: siteTitle(c, `${detail.name} — ${price}`),
    description: summary(detail.description) || kit.t('meta.description', { brand: brandOf(ctx.variant).name }),
    image: artCard(detail.image),
    product: { price: info ? { amount: detail.price.toFixed(info.currencyScale), currency: info.currencyCode } : null },
  }
}

/**
 * `/m/product/info?id=…`: a product of the shopper's market. An unknown id, or one of another market, is the 404
 * page 'Product does not exist'.
 */
export async function GET(c: Context<AppEnv>) {
  const id = parseId(c.req.query('id'))
  const [kit, product, cartCount, cashBack, categories, defaultMarket, topReviews, saved, recent] = await Promise.all([
    pageKit(c),
    id === null ? null : c.var.upstream.call('product', { query: { id: String(id) } }).catch((error: unknown) => error),
    loadCartCount(c),
    c.var.upstream.call('cashBackOffer').then((answer) => answer.offer, () => null),
    c.var.upstream.call('categories').then((answer) => answer.categories, () => []),
    // Without a market the upstream prices in its default one: its currency, for the structured data's offer.
    c.var.ctx.country.id === null ? c.var.upstream.call('countryInfo').catch(() => null) : null,
    id === null ? [] : c.var.upstream.call('productReviews', { query: { productId: String(id), limit: '2' } }).then((answer) => answer.items, () => []),
    c.var.ctx.loggedIn && id !== null ? c.var.upstream.call('savedState', { query: { productId: String(id) } }).then((answer) => answer.saved, () => false) : false,
    id === null ? [] : loadRecent(c, { except: id, limit: RECENT_ON_PAGE }),
  ])
  const { t, ctx } = kit
  if (product === null || (product instanceof UpstreamError && product.kind === 'http' && product.status === 404)) throw new PageError(404, 'error.productNotFound')
  if (product instanceof Error) throw product
  const detail = product as ProductDetail
  const back = `/m/product/info?id=${detail.id}`
  // A gallery is `image` first; an answer with none still shows the product's own image.
  const images = detail.gallery.length > 0 ? detail.gallery : [detail.image]
  const first = ctx.dataSaver ? undefined : await inlineImage(c, images[0]!)
  const share = productShare(c, kit, detail)
  const shareTo = pageShareUrl(c, '/m/product/info', { id: detail.id })
  const category = categories.find((each) => each.id === detail.categoryId)
  const { origin } = new URL(c.req.url)
  const url = sharedPageUrl(c, shared, textLanguage(ctx.language))
  const at = (path: string, query: [string, string][] = []) => canonicalUrl(origin, path, query, ctx.country.id, textLanguage(ctx.language))
  const currency = (ctx.country.info ?? defaultMarket)?.currencyCode ?? null
  return c.render(
    <>
      <ShareMeta c={c} share={share} />
      <SeoLinks c={c} shared={shared} />
      <JsonLd
        ctx={ctx}
        data={[
          productThing(detail, { url, origin, currency, shop: brandOf(ctx.variant).name }),
          breadcrumbThing([
            { name: t('title.home'), url: at('/m/') },
            ...(category ? [{ name: categoryName(category, t), url: at('/m/category', [['id', String(category.id)]]) }] : []),
            { name: detail.name, url },
          ]),
        ]}
      />
      <OpenInApp kit={kit} url={shareTo} back={back} />
      {ctx.dataSaver ? (
        <ul className="gal" aria-label={t('product.images')}>
          <li>
            <ProductPlaceholder id={detail.id} name={detail.name} size={320} label={detail.name} />
          </li>
        </ul>
      ) : (
        <Island name="gallery" when="visible" props={{ images, ...(first === undefined ? {} : { first }), name: detail.name, texts: pick(ctx.language, GALLERY_KEYS) }} />
      )}
      <section className="card stack">
        <p className="name" dir="auto">{detail.name}</p>
        <div className="row">
          <span className="muted">{detail.brand}</span>
          <ShareButton c={c} id={detail.id} text={detail.name} open={asksShareSheet(c)} />
          <SaveHeart productId={detail.id} saved={saved} back={back} kit={kit} />
        </div>
        <RatingSummary product={detail} kit={kit} />
        <Prices product={detail} kit={kit} />
        <StockState stock={detail.stock} kit={kit} />
        <Facts product={detail} kit={kit} />
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
          ...buyOffer(detail, kit.money),
          texts: pick(ctx.language, BUY_FORM_KEYS),
        }}
      />
      <TopReviews productId={detail.id} reviews={topReviews} kit={kit} />
      <Specs product={detail} kit={kit} />
      <section className="card">
        <h2>{t('product.description')}</h2>
        <p lang={ctx.language === 'en-US' ? undefined : 'en'} dir="auto">
          {detail.description}
        </p>
      </section>
      <RecentRow items={recent} kit={kit} />
    </>,
    { title: share.title, heading: detail.name, description: share.description, cartCount, liveCart: true, styles: catalogStyles + productStyles + shareStyles + (ctx.variant.appPrompt ? appPromptStyles : '') + PAGE_STYLES + heartStyles + (recent.length > 0 ? recentStyles : '') },
  )
}

export const namespaces = ['catalog', 'flash', 'coupons', 'wallet', 'bridge', 'specs', 'reviews', 'saved'] as const

export const access: PageAccess = 'guest'
/** A guest's recently viewed list is theirs: with it, the page is rendered for them. */
export const shared: SharedPage = { query: ['id'], personalCookies: [RECENT_COOKIE] }
