import type { GiftCoupon } from '../../contract'
import { COUPON_COLUMNS, COUPON_FROM, type CouponRow, productsOf, toTerms } from '../coupons/terms'

export type GiftRow = CouponRow & { received: number }

/** Gift coupons can be given between their claim dates, and a fixed-date one only before its last valid day. */
const OPEN = 'c.claim_from <= ?3 AND c.claim_until > ?3 AND (c.valid_until IS NULL OR c.valid_until > ?3)'

/** The market's newbie gift pack as it can be given now, each coupon marked when `userId` holds it already. */
export async function giftRows(db: D1Database, countryId: number, userId: number | null, now: number): Promise<GiftRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ${COUPON_COLUMNS}, EXISTS (SELECT 1 FROM user_coupons uc WHERE uc.coupon_id = c.id AND uc.user_id = ?2) AS received
       FROM ${COUPON_FROM} JOIN newcomer_gifts g ON g.coupon_id = c.id
       WHERE c.country_id = ?1 AND ${OPEN}
       ORDER BY g.sort, c.id`,
    )
    .bind(countryId, userId, now)
    .all<GiftRow>()
  return results
}

export async function giftCoupons(db: D1Database, rows: GiftRow[], scale: number): Promise<GiftCoupon[]> {
  const products = await productsOf(db, rows.filter((row) => row.scope === 'goods').map((row) => row.id))
  return rows.map((row) => ({ ...toTerms(row, scale, products.get(row.id) ?? []), received: row.received === 1 }))
}
