import type { CouponMisfit, OrderQuote } from '../../contract'
import { type CartLineRow, orderPriceOf } from '../cart/lines'
import { toMajor } from '../core/money'
import { type LineAmount, savingOf } from '../coupons/saving'
import { toTerms } from '../coupons/terms'
import { type UsableCoupon, usableCoupons } from '../coupons/use'

/** A line to price: the product and its unit price (minor units) as it would be ordered. */
export type LineToPrice = { productId: number; unitPriceMinor: number; quantity: number }

/** A cart line as it is priced: at the price it would be ordered at. */
export const cartLineToPrice = (line: CartLineRow): LineToPrice => ({ productId: line.product_id, unitPriceMinor: orderPriceOf(line), quantity: line.quantity })

/** A coupon: one the buyer holds (its id), none, or whichever saves the most. */
export type CouponChoice = number | null | 'best'

export type PriceRequest = {
  userId: number
  countryId: number
  scale: number
  lines: readonly LineToPrice[]
  /** The delivery region's fee (minor units). */
  deliveryFeeMinor: number
  coupon: CouponChoice
  now: number
}

export type CouponFit = { coupon: UsableCoupon; saving: number; misfit: CouponMisfit | null }

/** An order's price in minor units. */
export type Price = {
  subtotal: number
  deliveryFee: number
  /** The fee waived because the items reach the market's free-delivery amount. */
  deliveryWaiver: number
  freeDeliveryOver: number | null
  coupon: UsableCoupon | null
  couponSaving: number
  total: number
  /** Every usable coupon with what it would save: those that fit first, the best first. */
  fits: CouponFit[]
}

const better = (a: CouponFit, b: CouponFit) =>
  (a.misfit === null ? 0 : 1) - (b.misfit === null ? 0 : 1) || b.saving - a.saving || a.coupon.expires_at - b.coupon.expires_at || a.coupon.id - b.coupon.id

/**
 * The price, from what the mall knows: the subtotal; the delivery fee, waived when the items reach the market's
 * free-delivery amount; the coupon asked for (or the one saving the most: ties go to the one expiring first), taking
 * its saving off the items or off the fee still to pay. Null when the coupon asked for does not apply.
 */
export function computePrice(input: {
  lines: readonly LineAmount[]
  deliveryFeeMinor: number
  freeDeliveryOverMinor: number | null
  coupons: readonly UsableCoupon[]
  choice: CouponChoice
  now: number
  scale: number
}): Price | null {
  const subtotal = input.lines.reduce((sum, line) => sum + line.amountMinor, 0)
  const over = input.freeDeliveryOverMinor
  const deliveryWaiver = over !== null && subtotal >= over ? input.deliveryFeeMinor : 0
  const feeLeft = input.deliveryFeeMinor - deliveryWaiver
  const fits = input.coupons
    .map((coupon): CouponFit => {
      if (coupon.starts_at > input.now) return { coupon, saving: 0, misfit: 'notYet' }
      const { saving, misfit } = savingOf({ ...coupon, productIds: coupon.products.map((p) => p.id) }, input.lines, feeLeft, input.scale)
      return { coupon, saving, misfit }
    })
    .sort(better)
  const chosen = input.choice === 'best' ? fits.find((fit) => fit.misfit === null) : fits.find((fit) => fit.coupon.id === input.choice)
  if (input.choice !== 'best' && input.choice !== null && chosen?.misfit !== null) return null
  const applied = input.choice === null ? null : (chosen ?? null)
  const couponSaving = applied?.saving ?? 0
  return {
    subtotal,
    deliveryFee: input.deliveryFeeMinor,
    deliveryWaiver,
    freeDeliveryOver: over,
    coupon: applied?.coupon ?? null,
    couponSaving,
    total: subtotal + feeLeft - couponSaving,
    fits,
  }
}

type Facts = { free_delivery_minor: number | null }

/** Prices lines for a user in a market: the one pricing of the quote and of placing the order. */
export async function priceOrder(db: D1Database, request: PriceRequest): Promise<Price | null> {
  const ids = [...new Set(request.lines.map((line) => line.productId))]
  const [[facts, categories], coupons] = await Promise.all([
    db.batch([
      db.prepare('SELECT free_delivery_minor FROM countries WHERE id = ?').bind(request.countryId),
      db.prepare(`SELECT id, category_id FROM products WHERE id IN (${ids.map(() => '?').join(', ')})`).bind(...ids),
    ]),
    usableCoupons(db, request.userId, request.countryId, request.now),
  ])
  const categoryOf = new Map((categories!.results as { id: number; category_id: number | null }[]).map((row) => [row.id, row.category_id]))
  return computePrice({
    lines: request.lines.map((line) => ({
      productId: line.productId,
      categoryId: categoryOf.get(line.productId) ?? null,
      amountMinor: line.unitPriceMinor * line.quantity,
    })),
    deliveryFeeMinor: request.deliveryFeeMinor,
    freeDeliveryOverMinor: (facts!.results[0] as Facts | undefined)?.free_delivery_minor ?? null,
    coupons,
    choice: request.coupon,
    now: request.now,
    scale: request.scale,
  })
}

/** The price as the quote answers it (major units). */
export function toQuote(price: Price, scale: number): OrderQuote {
  const money = (minor: number) => toMajor(minor, scale)
  return {
    subtotal: money(price.subtotal),
    deliveryFee: money(price.deliveryFee),
    deliveryWaiver: money(price.deliveryWaiver),
    freeDelivery: price.freeDeliveryOver === null ? null : { over: money(price.freeDeliveryOver), missing: money(Math.max(0, price.freeDeliveryOver - price.subtotal)) },
    couponId: price.coupon?.id ?? null,
    couponSaving: money(price.couponSaving),
    total: money(price.total),
    coupons: price.fits.map((fit) => ({
      coupon: toTerms(fit.coupon, scale, fit.coupon.products),
      expiresAt: fit.coupon.expires_at,
      saving: money(fit.saving),
      misfit: fit.misfit,
    })),
  }
}
