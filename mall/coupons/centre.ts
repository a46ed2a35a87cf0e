import type { CentreCoupon, CentreState, CouponCentre, ReceivedCoupon } from '../../contract'
import { errorBody, successBody } from '../core/envelope'
import { notFound } from '../core/errors'
import type { Effect } from '../core/idempotent-write'
import { centreSource, grantStatements, notGrantable } from './grant'
import { COUPON_COLUMNS, COUPON_FROM, type CouponRow, findCoupon, productsOf, toTerms, validityOf } from './terms'

/** At most this many coupons in the centre at once. */
const CENTRE_SIZE = 50

type CentreRow = CouponRow & { held: number; held_order_id: number | null; held_expires_at: number | null }

/** The caller's state of a coupon: their copy's (used, expired, received), else whether copies are left. */
function stateOf(row: CentreRow, now: number): CentreState {
  if (row.held === 1) return row.held_order_id !== null ? 'used' : (row.held_expires_at ?? 0) <= now ? 'expired' : 'received'
  return row.issued >= row.total ? 'gone' : 'get'
}

/** Coupons can be received between their claim dates, and a fixed-date one only before its last valid day. */
const OPEN = 'c.claim_from <= ?3 AND c.claim_until > ?3 AND (c.valid_until IS NULL OR c.valid_until > ?3)'

/** The market's coupons that can be received now, each in the state `userId` (null: a guest) sees it. */
export async function couponCentre(db: D1Database, market: { id: number; scale: number }, userId: number | null, now: number): Promise<CouponCentre> {
  const { results } = await db
    .prepare(
      `SELECT ${COUPON_COLUMNS}, uc.user_id IS NOT NULL AS held, uc.order_id AS held_order_id, uc.expires_at AS held_expires_at
       FROM ${COUPON_FROM} LEFT JOIN user_coupons uc ON uc.coupon_id = c.id AND uc.user_id = ?2
       WHERE c.country_id = ?1 AND c.listed = 1 AND ${OPEN}
       ORDER BY c.sort, c.id LIMIT ${CENTRE_SIZE}`,
    )
    .bind(market.id, userId, now)
    .all<CentreRow>()
  const products = await productsOf(db, results.filter((row) => row.scope === 'goods').map((row) => row.id))
  return {
    coupons: results.map(
      (row): CentreCoupon => ({
        ...toTerms(row, market.scale, products.get(row.id) ?? []),
        state: stateOf(row, now),
        claimed: row.total === 0 ? 1 : Math.min(1, row.issued / row.total),
        claimUntil: row.claim_until,
      }),
    ),
  }
}

/**
 * Receiving a coupon of the centre: a listed coupon of the market, between its claim dates. The copy is granted by
 * `grantStatements` under the source `centre:<coupon>:<user>`, so neither a retry nor a race gives a second copy.
 */
export async function receiveEffect(db: D1Database, userId: number, countryId: number, couponId: number, now: number): Promise<Effect<ReceivedCoupon>> {
  const coupon = await findCoupon(db, couponId)
  if (!coupon || coupon.country_id !== countryId || coupon.listed !== 1) throw notFound()
  if (now < coupon.claim_from || now >= coupon.claim_until) return { answer: errorBody('couponUnavailable') }
  const refused = notGrantable(coupon, now)
  if (refused) return { answer: errorBody(refused) }
  return {
    answer: successBody({ couponId, ...validityOf(coupon, now) }),
    statements: grantStatements(db, coupon, { userId, source: centreSource(couponId, userId), now }),
  }
}
