import type { HeldCoupon, MyCoupons, MyCouponTab } from '../../contract'
import { CATEGORY_JOIN, COUPON_COLUMNS, type CouponRow, productsOf, toTerms } from './terms'

const MAX_ITEMS = 100

type HeldRow = CouponRow & { received_at: number; starts_at: number; expires_at: number; order_id: number | null }

/**
 * Which copies each tab shows: used by an order that stands; free and valid; or past their last day and not used
 * (a copy whose order was cancelled after it expired stays with that order, and reads as expired).
 */
const TABS: Record<MyCouponTab, { where: string; order: string }> = {
  usable: { where: 'uc.order_id IS NULL AND uc.expires_at > ?3', order: 'uc.expires_at, c.id' },
  used: { where: "uc.order_id IS NOT NULL AND o.status <> 'cancelled' AND uc.received_at <= ?3", order: 'uc.received_at DESC, c.id' },
  expired: { where: "uc.expires_at <= ?3 AND (uc.order_id IS NULL OR o.status = 'cancelled')", order: 'uc.expires_at DESC, c.id' },
}

/** The buyer's copies of the market's coupons in one tab. */
export async function myCoupons(db: D1Database, userId: number, market: { id: number; scale: number }, tab: MyCouponTab, now: number): Promise<MyCoupons> {
  const { where, order } = TABS[tab]
  const { results } = await db
    .prepare(
      `SELECT ${COUPON_COLUMNS}, uc.received_at, uc.starts_at, uc.expires_at, uc.order_id
       FROM user_coupons uc JOIN coupons c ON c.id = uc.coupon_id ${CATEGORY_JOIN} LEFT JOIN orders o ON o.id = uc.order_id
       WHERE uc.user_id = ?1 AND c.country_id = ?2 AND ${where}
       ORDER BY ${order} LIMIT ${MAX_ITEMS}`,
    )
    .bind(userId, market.id, now)
    .all<HeldRow>()
  const products = await productsOf(db, results.filter((row) => row.scope === 'goods').map((row) => row.id))
  return {
    items: results.map(
      (row): HeldCoupon => ({
        coupon: toTerms(row, market.scale, products.get(row.id) ?? []),
        state: tab,
        receivedAt: row.received_at,
        startsAt: row.starts_at,
        expiresAt: row.expires_at,
        orderId: tab === 'used' ? row.order_id : null,
      }),
    ),
  }
}
