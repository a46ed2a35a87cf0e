import type { ErrorKey } from '../../contract'
import type { Refusal } from '../core/guarded-write'
import { type CartLineRow, presaleLineOpen } from '../cart/lines'

/** A placing batch whose reservation guard changed nothing: used meanwhile, lapsed, or never held. */
export const PRESALE_REFUSALS: Refusal[] = [{ constraint: 'CHECK constraint failed: used = 1', key: 'reservationUsed' }]

/** Why the pre-sale lines of a checkout cannot be ordered now, or null. */
export function presaleRefusal(lines: CartLineRow[], now: number): ErrorKey | null {
  for (const line of lines) {
    if (line.presale_item_id === null || presaleLineOpen(line, now)) continue
    if (line.presale_status === 'bought') return 'reservationUsed'
    if (line.presale_status !== 'reserved') return 'notReserved'
    return 'presaleNotOnSale'
  }
  return null
}

/**
 * For each pre-sale line of a new order: its reservation is used by this order, by a guarded update (held by this
 * buyer, still 'reserved', the sale window open at `now`), and the `presale_uses` row after it records how many rows
 * that changed. Its CHECK (used = 1) fails the whole batch when the guard refused, so a reservation buys one order,
 * once (a constraint failure used as control flow; `PRESALE_REFUSALS` names it).
 */
export function presaleOrderStatements(db: D1Database, orderId: number, userId: number, lines: CartLineRow[], now: number): D1PreparedStatement[] {
  return lines
    .filter((line) => line.presale_item_id !== null)
    .flatMap((line) => [
      db
        .prepare(
          `UPDATE presale_reservations SET status = 'bought', order_id = ?1, updated_at = ?2
           WHERE item_id = ?3 AND user_id = ?4 AND status = 'reserved'
             AND EXISTS (SELECT 1 FROM presale_items WHERE id = ?3 AND sale_start_at <= ?2 AND sale_end_at > ?2)`,
        )
        .bind(orderId, now, line.presale_item_id, userId),
      db.prepare('INSERT INTO presale_uses (order_id, item_id, used) VALUES (?, ?, changes())').bind(orderId, line.presale_item_id),
    ])
}

/**
 * A cancelled order gives its reservations back to their holder, only while the order carries the cancelling
 * `token` (so racing cancellations give them back once): held again while the sale window is open, so the holder may
 * buy again, lapsed once it has ended. The quota is not touched: the unit stays the holder's.
 */
export function returnReservationStatement(db: D1Database, orderId: number, token: string, now: number): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE presale_reservations
       SET status = CASE WHEN (SELECT sale_end_at FROM presale_items WHERE id = item_id) > ?3 THEN 'reserved' ELSE 'lapsed' END,
           order_id = NULL, updated_at = ?3
       WHERE order_id = ?1 AND status = 'bought' AND EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND cancel_token = ?2)`,
    )
    .bind(orderId, token, now)
}
