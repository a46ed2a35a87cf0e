import type { ReceivedPack } from '../../contract'
import type { Refusal } from '../core/guarded-write'
import { errorBody, successBody } from '../core/envelope'
import type { Effect } from '../core/idempotent-write'
import { grantStatements, notGrantable } from '../coupons/grant'
import { validityOf } from '../coupons/terms'
import { giftRows } from './gifts'

/** The source of a gift-pack copy: one per user and coupon, whichever tap or retry gives it. */
export const newcomerSource = (userId: number, couponId: number) => `newcomer:${userId}:${couponId}`

/**
 * Receiving the pack: every gift coupon of the market the account does not hold yet, in one batch, so a tap gives
 * all of them or none. A racing tap that granted first makes this batch break a copy's primary key (or its source),
 * and the whole batch is refused as `newcomerPackReceived`.
 */
export async function receivePackEffect(db: D1Database, user: { id: number; isNew: boolean }, countryId: number, now: number): Promise<Effect<ReceivedPack>> {
  if (!user.isNew) return { answer: errorBody('notNewcomer') }
  const rows = (await giftRows(db, countryId, user.id, now)).filter((row) => notGrantable(row, now) === null)
  const missing = rows.filter((row) => row.received === 0)
  if (missing.length === 0) return { answer: errorBody(rows.length === 0 ? 'couponUnavailable' : 'newcomerPackReceived') }
  return {
    answer: successBody({ coupons: missing.map((row) => ({ couponId: row.id, ...validityOf(row, now) })) }),
    statements: missing.flatMap((row) => grantStatements(db, row, { userId: user.id, source: newcomerSource(user.id, row.id), now })),
  }
}

/** How the pack's batch is refused: a gift coupon has no copies left, or a racing tap gave the pack first. */
export const PACK_REFUSALS: readonly Refusal[] = [
  { constraint: 'NOT NULL constraint failed: user_coupons.expires_at', key: 'couponGone' },
  { constraint: 'UNIQUE constraint failed: user_coupons.user_id, user_coupons.coupon_id', key: 'newcomerPackReceived' },
  { constraint: 'UNIQUE constraint failed: user_coupons.source', key: 'newcomerPackReceived' },
]
