import type { Refusal } from '../core/guarded-write'
import { CATEGORY_JOIN, COUPON_COLUMNS, type CouponProduct, type CouponRow, productsOf } from './terms'

/** A copy the buyer holds, free to use, with its coupon's terms and (scope `goods`) products. */
export type UsableCoupon = CouponRow & { starts_at: number; expires_at: number; products: CouponProduct[] }

/**
 * The buyer's copies of the market's coupons that no order is using and that have not expired, soonest to expire
 * first. A copy that is not valid yet is among them (the maths says it does not fit yet).
 */
export async function usableCoupons(db: D1Database, userId: number, countryId: number, now: number): Promise<UsableCoupon[]> {
  const { results } = await db
    .prepare(
      `SELECT ${COUPON_COLUMNS}, uc.starts_at, uc.expires_at
       FROM user_coupons uc JOIN coupons c ON c.id = uc.coupon_id ${CATEGORY_JOIN}
       WHERE uc.user_id = ? AND c.country_id = ? AND uc.order_id IS NULL AND uc.expires_at > ?
       ORDER BY uc.expires_at, c.id`,
    )
    .bind(userId, countryId, now)
    .all<CouponRow & { starts_at: number; expires_at: number }>()
  const products = await productsOf(db, results.filter((row) => row.scope === 'goods').map((row) => row.id))
  return results.map((row) => ({ ...row, products: products.get(row.id) ?? [] }))
}

/**
 * Statements that make an order use the buyer's copy of a coupon, after the order's row is inserted. The copy is
 * taken with a guarded update (free, valid now, the buyer's); when it changed nothing, the order's
 * `coupon_saving_minor` is set to NULL and its NOT NULL constraint refuses the whole batch (a constraint failure used
 * as control flow): an order never records a coupon it did not take, and two orders never take the same copy.
 */
export function useCouponStatements(db: D1Database, use: { orderId: number; userId: number; couponId: number; now: number }) {
  return [
    db
      .prepare(
        `UPDATE user_coupons SET order_id = ?1
         WHERE user_id = ?2 AND coupon_id = ?3 AND order_id IS NULL AND starts_at <= ?4 AND expires_at > ?4`,
      )
      .bind(use.orderId, use.userId, use.couponId, use.now),
    db
      .prepare('UPDATE orders SET coupon_saving_minor = CASE WHEN changes() = 1 THEN coupon_saving_minor END WHERE id = ?')
      .bind(use.orderId),
  ]
}

/** How a placing batch is refused when the coupon's copy was used, or expired, meanwhile. */
export const COUPON_USE_REFUSAL: Refusal = { constraint: 'NOT NULL constraint failed: orders.coupon_saving_minor', key: 'couponNotApplicable' }

/**
 * Part of a cancellation's batch: the coupon the order used is free again, while it is valid, only if this
 * cancellation is the one that stored `token` (so however many cancellations race, the copy comes back once; one
 * that expired stays with the cancelled order).
 */
export function returnCouponStatement(db: D1Database, orderId: number, token: string, now: number) {
  return db
    .prepare(
      `UPDATE user_coupons SET order_id = NULL
       WHERE order_id = ?1 AND expires_at > ?3 AND EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND cancel_token = ?2)`,
    )
    .bind(orderId, token, now)
}
