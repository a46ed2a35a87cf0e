import type { CouponKind, CouponScope, OrderQuote } from '../../contract'
import { call, mallEnv, NG } from './mall.helpers'
import { answerOf, type Shopper } from './orders.helpers'

const db = mallEnv.DB
const HOUR = 3_600_000
export const DAY = 24 * HOUR

export type CouponOptions = {
  countryId?: number
  kind?: CouponKind
  /** Minor units (a percentage for percentOff). */
  value?: number
  maxOffMinor?: number | null
  minOrderMinor?: number
  scope?: CouponScope
  categoryId?: number | null
  productIds?: number[]
  total?: number
  issued?: number
  validDays?: number | null
  validFrom?: number | null
  validUntil?: number | null
  claimFrom?: number
  claimUntil?: number
  listed?: boolean
}

/** A coupon written straight into D1 (the seed's coupons are not relied on); by default ₦1,000 off anything, 100 copies. */
export async function createCoupon(options: CouponOptions = {}): Promise<number> {
  const now = Date.now()
  const kind = options.kind ?? 'amountOff'
  const validDays = options.validDays === undefined ? (options.validUntil ? null : 7) : options.validDays
  const row = await db
    .prepare(
      `INSERT INTO coupons (country_id, kind, value, max_off_minor, min_order_minor, scope, category_id, total, issued, claim_from, claim_until,
         valid_days, valid_from, valid_until, listed)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .bind(
      options.countryId ?? NG,
      kind,
      options.value ?? (kind === 'freeDelivery' ? 0 : kind === 'percentOff' ? 10 : 100_000),
      options.maxOffMinor ?? null,
      options.minOrderMinor ?? 0,
      options.scope ?? (options.categoryId ? 'category' : options.productIds ? 'goods' : 'all'),
      options.categoryId ?? null,
      options.total ?? 100,
      options.issued ?? 0,
      options.claimFrom ?? now - HOUR,
      options.claimUntil ?? now + DAY,
      validDays,
      options.validFrom ?? null,
      options.validUntil ?? null,
      options.listed === false ? 0 : 1,
    )
    .first<{ id: number }>()
  const id = row!.id
  for (const productId of options.productIds ?? []) {
    await db.prepare('INSERT INTO coupon_products (coupon_id, product_id) VALUES (?, ?)').bind(id, productId).run()
  }
  return id
}

/** Receiving a coupon in the centre, as the storefront calls the mall. */
export const receive = (token: string, couponId: number, key?: string, countryId = NG) =>
  answerOf<{ couponId: number; startsAt: number; expiresAt: number }>(
    call('/api/coupon/receive', {
      method: 'POST',
      token,
      json: { couponId },
      headers: { country_id: String(countryId), ...(key ? { 'idempotency-key': key } : {}) },
    }),
  )

/** A quote of the shopper's cart lines: to `regionId`, with `couponId` (absent: the best; null: none). */
export const quote = (shopper: Shopper, { countryId = NG, ...choice }: { regionId?: number; couponId?: number | null; countryId?: number } = {}) =>
  answerOf<OrderQuote>(
    call('/api/order/quote', {
      method: 'POST',
      token: shopper.token,
      json: { lineIds: shopper.lineIds, ...choice },
      headers: { country_id: String(countryId) },
    }),
  )

/** Placing the shopper's cart lines with a coupon. */
export const placeWith = (shopper: Shopper, couponId: number | null | undefined, key?: string) =>
  answerOf<{ orderId: number; status: string; total: number }>(
    call('/api/order/place', {
      method: 'POST',
      token: shopper.token,
      json: { addressId: shopper.addressId, payment: 'onDelivery', lineIds: shopper.lineIds, couponId },
      headers: key ? { 'idempotency-key': key } : {},
    }),
  )

export const issuedOf = async (couponId: number) => (await db.prepare('SELECT issued FROM coupons WHERE id = ?').bind(couponId).first<number>('issued'))!

export const copiesOf = async (couponId: number) =>
  (await db.prepare('SELECT COUNT(*) AS n FROM user_coupons WHERE coupon_id = ?').bind(couponId).first<number>('n'))!

/** The order a buyer's copy of a coupon is used by (null: free), or undefined when the buyer holds none. */
export const copyOf = async (userId: number, couponId: number) =>
  (await db.prepare('SELECT order_id, expires_at FROM user_coupons WHERE user_id = ? AND coupon_id = ?').bind(userId, couponId).first<{
    order_id: number | null
    expires_at: number
  }>()) ?? undefined
