import type { ReactNode } from 'react'
import type { CouponTerms } from '../../contract'
import { productPath } from '../../islands/product-card'
import { formatNumber } from '../../locales/format'
import { formattingOf } from '../../worker/render/listing'
import type { PageKit } from '../../worker/render/page-kit'
import { categoryName } from './open-names'

/** A whole percentage in the market's digits: 10 → "10%". */
export const wholePercent = (value: number, kit: PageKit) => `${formatNumber(value, 0, formattingOf(kit))}%`

/** What a coupon takes off, in words: "₦2,000.00 off", "10% off", "Free delivery", "₦1,000.00 off delivery". */
export function CouponValue({ terms, kit }: { terms: CouponTerms; kit: PageKit }) {
  const { t, tx, money } = kit
  const amount = <span dir="ltr">{money(terms.value)}</span>
  switch (terms.kind) {
    case 'amountOff':
      return <>{tx('coupon.amountOff', { amount })}</>
    case 'percentOff':
      return <>{tx('coupon.percentOff', { percent: <span dir="ltr">{wholePercent(terms.value, kit)}</span> })}</>
    case 'deliveryOff':
      return <>{tx('coupon.deliveryOff', { amount })}</>
    case 'freeDelivery':
      return <>{t('coupon.freeDelivery')}</>
    default:
      // A kind the storefront does not know: shown as a coupon, never with a value it cannot read the meaning of.
      return <>{t('otherCoupon')}</>
  }
}

/** The same, as plain text (a radio's label, an attribute). */
export function couponValueText(terms: CouponTerms, kit: PageKit): string {
  const { t, money } = kit
  if (terms.kind === 'freeDelivery') return t('coupon.freeDelivery')
  if (terms.kind === 'percentOff') return t('coupon.percentOff', { percent: `\u2066${wholePercent(terms.value, kit)}\u2069` })
  if (terms.kind === 'amountOff' || terms.kind === 'deliveryOff') return t(`coupon.${terms.kind as 'amountOff' | 'deliveryOff'}`, { amount: `\u2066${money(terms.value)}\u2069` })
  return t('otherCoupon')
}

/** Where a coupon can be spent: its category, its product, else the shop. */
export function useLinkOf(terms: CouponTerms): string {
  if (terms.category) return `/m/category?id=${terms.category.id}`
  if (terms.products[0]) return productPath(terms.products[0].id)
  return '/m/'
}

/** The conditions: the minimum, a percentage's ceiling, which items. */
export function CouponConditions({ terms, kit }: { terms: CouponTerms; kit: PageKit }) {
  const { t, tx, money } = kit
  return (
    <>
      <li>{terms.minOrder > 0 ? tx('coupon.minOrder', { amount: <span dir="ltr">{money(terms.minOrder)}</span> }) : t('coupon.noMinimum')}</li>
      {terms.maxOff !== null ? <li>{tx('coupon.maxOff', { amount: <span dir="ltr">{money(terms.maxOff)}</span> })}</li> : null}
      <li>
        {terms.scope === 'category' && terms.category
          ? t('coupon.category', { category: categoryName(terms.category, t) })
          : terms.scope === 'goods'
            ? tx('coupon.goods', {
                products: terms.products.map((product, index) => (
                  <span key={product.id}>
                    {index > 0 ? ', ' : null}
                    <a href={productPath(product.id)}><bdi>{product.name}</bdi></a>
                  </span>
                )),
              })
            : t('coupon.allItems')}
      </li>
    </>
  )
}

/** How long a coupon in the centre is valid once received. */
export function Validity({ terms, kit, now }: { terms: CouponTerms; kit: PageKit; now: number }) {
  const { tx, dateTime } = kit
  const date = (at: number) => <time dateTime={new Date(at).toISOString()}>{dateTime(at, 'date')}</time>
  if (terms.validDays !== null) return <li>{tx('coupon.validDays', { days: terms.validDays })}</li>
  if (terms.validFrom !== null && terms.validFrom > now && terms.validUntil !== null) {
    return <li>{tx('coupon.validBetween', { from: date(terms.validFrom), until: date(terms.validUntil) })}</li>
  }
  return terms.validUntil !== null ? <li>{tx('coupon.validUntil', { date: date(terms.validUntil) })}</li> : null
}

/**
 * One coupon: what it takes off on the coloured stub, its conditions and validity beside it, then `children` (its
 * state and what can be done). `dim` greys the stub of a coupon that can no longer be used or received.
 */
export function CouponCard({ terms, kit, dim = false, lines, children }: {
  terms: CouponTerms
  kit: PageKit
  dim?: boolean
  /** Further lines after the conditions (validity, expiry). */
  lines?: ReactNode
  children?: ReactNode
}) {
  return (
    <article className={dim ? 'cpn dim' : 'cpn'} id={`coupon-${terms.id}`} aria-labelledby={`coupon-${terms.id}-value`}>
      <h2 className="val" id={`coupon-${terms.id}-value`}>
        <span>
          <CouponValue terms={terms} kit={kit} />
        </span>
      </h2>
      <div className="body">
        <ul>
          <CouponConditions terms={terms} kit={kit} />
          {lines}
        </ul>
        {children}
      </div>
    </article>
  )
}
