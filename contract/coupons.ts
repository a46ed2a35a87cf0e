import { z } from 'zod'
import { openSet } from './open-set'
import { dayCount, instant } from './bounds'
import { CATEGORY_SLUGS } from './categories'
import { defineEndpoints } from './endpoint'

const id = z.number().int().positive()
const inputId = z.coerce.number().int().positive().max(999_999_999)
const at = instant

/** What a coupon takes off: money off the items, a percentage of them, the whole delivery fee, or money off it. */
export const COUPON_KINDS = ['amountOff', 'percentOff', 'freeDelivery', 'deliveryOff'] as const
export type CouponKind = (typeof COUPON_KINDS)[number]

/** Which items count: all of them, some products, or one category. */
export const COUPON_SCOPES = ['all', 'goods', 'category'] as const
export type CouponScope = (typeof COUPON_SCOPES)[number]

/**
 * A coupon's terms, from which the storefront writes its texts in the shopper's language. Money is in major units of
 * the market's currency.
 */
export const CouponTerms = z.object({
  id,
  kind: openSet(COUPON_KINDS),
  /** amountOff and deliveryOff: the money off; percentOff: the percentage (10 is 10 %); freeDelivery: 0. */
  value: z.number().nonnegative(),
  /** The most a percentage takes off; null: no ceiling. */
  maxOff: z.number().positive().nullable(),
  /** The least the items in scope must come to. */
  minOrder: z.number().nonnegative(),
  scope: z.enum(COUPON_SCOPES),
  /** Scope `category`: the category (its name is the interface text `category.<slug>`). */
  category: z.object({ id, slug: openSet(CATEGORY_SLUGS), name: z.string().max(60).optional() }).nullable(),
  /** Scope `goods`: the products it is good for. */
  products: z.array(z.object({ id, name: z.string() })),
  /** Valid this many days after it is received; null when it is valid between fixed dates. */
  validDays: dayCount.min(1).nullable(),
  validFrom: at.nullable(),
  validUntil: at.nullable(),
})
export type CouponTerms = z.infer<typeof CouponTerms>

/**
 * A coupon in the centre, as the caller sees it: `get` (it can be received), `received` (held, unused, valid),
 * `used`, `expired`, or `gone` (every copy handed out, and the caller holds none).
 */
export const CENTRE_STATES = ['get', 'received', 'used', 'expired', 'gone'] as const
export type CentreState = (typeof CENTRE_STATES)[number]

export const CentreCoupon = CouponTerms.extend({
  state: z.enum(CENTRE_STATES),
  /** The share of the copies already handed out, 0 to 1. */
  claimed: z.number().min(0).max(1),
  /** It can be received until then. */
  claimUntil: at,
})
export type CentreCoupon = z.infer<typeof CentreCoupon>

export const CouponCentre = z.object({ coupons: z.array(CentreCoupon) })
export type CouponCentre = z.infer<typeof CouponCentre>

/** The tabs of "my coupons". */
export const MY_COUPON_TABS = ['usable', 'used', 'expired'] as const
export type MyCouponTab = (typeof MY_COUPON_TABS)[number]

/** A coupon the buyer holds: usable from `startsAt` until `expiresAt`; `orderId` is the order that used it. */
export const HeldCoupon = z.object({
  coupon: CouponTerms,
  state: z.enum(MY_COUPON_TABS),
  receivedAt: at,
  startsAt: at,
  expiresAt: at,
  orderId: id.nullable(),
})
export type HeldCoupon = z.infer<typeof HeldCoupon>

export const MyCoupons = z.object({ items: z.array(HeldCoupon) })
export type MyCoupons = z.infer<typeof MyCoupons>
export const MyCouponsQuery = z.object({ tab: z.enum(MY_COUPON_TABS).default('usable') })

export const ReceiveCouponRequest = z.object({ couponId: inputId })
export type ReceiveCouponRequest = z.infer<typeof ReceiveCouponRequest>

export const ReceivedCoupon = z.object({ couponId: id, startsAt: at, expiresAt: at })
export type ReceivedCoupon = z.infer<typeof ReceivedCoupon>

export const couponEndpoints = defineEndpoints({
  couponCentre: {
    method: 'GET', path: '/api/coupon/center', auth: false, guestShared: true, response: CouponCentre,
    summary: 'The coupons of the COUNTRY_ID market that can be received now, each with its state for the caller (get, received, used, expired, all gone)',
  },
  receiveCoupon: {
    method: 'POST', path: '/api/coupon/receive', auth: true, body: ReceiveCouponRequest, response: ReceivedCoupon, idempotent: true,
    summary: 'Receive a coupon of the market: one copy per buyer (couponReceivedAlready), never more copies than its total (couponGone)',
  },
  myCoupons: {
    method: 'GET', path: '/api/coupon/mine', auth: true, query: MyCouponsQuery, response: MyCoupons,
    summary: 'The buyer\'s coupons of the COUNTRY_ID market: ?tab=usable (soonest to expire first), used or expired',
  },
})
