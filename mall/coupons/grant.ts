import type { ErrorKey } from '../../contract'
import type { Refusal } from '../core/guarded-write'
import { type CouponRow, validityOf } from './terms'

export type Grant = {
  userId: number
  /**
   * Why the coupon is given, unique across every grant: `centre:<coupon>:<user>` for the coupon centre; a gift pack
   * or a prize names its own (`newcomer:<user>:<coupon>`, `draw:<draw id>`). A grant whose source was already used
   * gives nothing.
   */
  source: string
  now: number
}

/** Why a coupon cannot be given at all now, whoever asks: its fixed dates are over. */
export function notGrantable(coupon: Pick<CouponRow, 'valid_days' | 'valid_until'>, now: number): ErrorKey | null {
  return coupon.valid_days === null && (coupon.valid_until ?? 0) <= now ? 'couponUnavailable' : null
}

/**
 * Gives one copy of `coupon` to a user: statements for the caller's D1 batch, to run through `guardedWrite` (or
 * `idempotentWrite` inside a larger batch) with `GRANT_REFUSALS`. The first statement takes a copy from the total
 * with a guarded update (`issued < total`); the second inserts the user's copy, whose `expires_at` is NULL when that
 * update changed nothing, so its NOT NULL constraint refuses the whole batch when the copies are all gone. The copy's
 * primary key (user, coupon) refuses a second copy to the same user, and `source` the same grant twice: in every case
 * the batch rolls back, the copy taken from the total with it. Constraint failures used as control flow, on purpose.
 */
export function grantStatements(db: D1Database, coupon: CouponRow, grant: Grant): D1PreparedStatement[] {
  const { startsAt, expiresAt } = validityOf(coupon, grant.now)
  return [
    db.prepare('UPDATE coupons SET issued = issued + 1 WHERE id = ? AND issued < total').bind(coupon.id),
    db
      .prepare(
        `INSERT INTO user_coupons (user_id, coupon_id, source, received_at, starts_at, expires_at)
         VALUES (?1, ?2, ?3, ?4, ?5, CASE WHEN changes() = 1 THEN ?6 END)`,
      )
      .bind(grant.userId, coupon.id, grant.source, grant.now, startsAt, expiresAt),
  ]
}

/** How a grant's batch is refused: every copy handed out, or the user (or the source) has one already. */
export const GRANT_REFUSALS: readonly Refusal[] = [
  { constraint: 'NOT NULL constraint failed: user_coupons.expires_at', key: 'couponGone' },
  { constraint: 'UNIQUE constraint failed: user_coupons.user_id, user_coupons.coupon_id', key: 'couponReceivedAlready' },
  { constraint: 'UNIQUE constraint failed: user_coupons.source', key: 'couponReceivedAlready' },
]

/** The source of a copy received in the coupon centre: one per user and coupon. */
export const centreSource = (couponId: number, userId: number) => `centre:${couponId}:${userId}`
