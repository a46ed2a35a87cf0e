import type { CancelReason, OrderStatus } from '../../contract'
import { returnOrderStockStatement } from '../catalog/stock'
import { returnCouponStatement } from '../coupons/use'
import { owedFlashUnitsStatement } from '../flash-sale/returns'
import { returnSpecialStatement } from '../newcomer/specials'
import { abandonPaymentStatement } from '../payments/abandon'
import { returnReservationStatement } from '../presale/checkout'
import { type Change, historyRow } from './history'
import { statusIn } from './rules'

export type Cancellation = Change & { reason: CancelReason }

/**
 * Cancelling, as one batch. The first statement moves the order to cancelled with a fresh token, only from one of
 * `from` (and, for the Cron job, only if it has waited since before `waitingSince`). The stock comes back only while
 * the order carries that token, so however many cancellations race (the buyer, the seller, the job, twice each),
 * exactly one finds its own token and the units come back once, and so does the coupon the order used (while it is
 * valid). Flash units were granted by their sale's stock object, which alone may take them back: the same token
 * writes what is owed to each object (`flash_returns`), and `returnFlashUnits` hands them back after the batch.
 * Pre-sale units took no product stock either: the reservation goes back to its holder instead. A new-user special's
 * stock comes back like an ordinary line's, and so does the account's right to buy one. An attempt to pay the order
 * still open at the payment provider is abandoned.
 */
export function cancelStatements(db: D1Database, orderId: number, from: readonly OrderStatus[], cancellation: Cancellation, waitingSince?: number) {
  const token = crypto.randomUUID()
  const stored = JSON.stringify({ reason: cancellation.reason, note: cancellation.note || null })
  const waited = waitingSince === undefined ? '' : ' AND updated_at < ?6'
  const values = [token, cancellation.actor, stored, cancellation.now, orderId, ...(waitingSince === undefined ? [] : [waitingSince])]
  return [
    db
      .prepare(
        `UPDATE orders SET status = 'cancelled', cancel_token = ?1, cancelled_by = ?2, cancel_reason = ?3, updated_at = ?4
         WHERE id = ?5 AND ${statusIn(from)}${waited}`,
      )
      .bind(...values),
    historyRow(db, orderId, cancellation),
    returnOrderStockStatement(db, orderId, token),
    owedFlashUnitsStatement(db, orderId, token),
    returnCouponStatement(db, orderId, token, cancellation.now),
    returnSpecialStatement(db, orderId, token),
    returnReservationStatement(db, orderId, token, cancellation.now),
    abandonPaymentStatement(db, orderId, token, cancellation.now),
  ]
}
