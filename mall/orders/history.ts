import { type Actor, CANCEL_REASONS, type CancelReason, type OrderStatus } from '../../contract'
import type { Refusal } from '../core/guarded-write'
import { statusIn } from './rules'

/** Who changed an order, when, and why (a reason code and a note someone typed). */
export type Change = { actor: Actor; actorId: number | null; now: number; reason?: CancelReason | null; note?: string | null }

/** The answer when a change's guard found the order already moved on. */
export const historyRefusal = (key: Refusal['key']): Refusal => ({ constraint: 'order_history.status', key })

const reasonText = ({ reason = null, note = null }: Change) => (reason || note ? JSON.stringify({ reason, note: note || null }) : null)

/** The reason code and note stored with a change; anything unreadable reads as none. */
export function parseReason(text: string | null): { reason: CancelReason | null; note: string | null } {
  if (!text) return { reason: null, note: null }
  try {
    const value = JSON.parse(text) as { reason?: unknown; note?: unknown }
    const reason = CANCEL_REASONS.find((known) => known === value.reason) ?? null
    return { reason, note: typeof value.note === 'string' ? value.note : null }
  } catch {
    return { reason: null, note: null }
  }
}

/**
 * The append-only history row of a change, written right after the guarded statement that made it. Its status is the
 * order's status then; but when that statement changed fewer rows than `changes` (the order had moved on, the cart
 * lines were gone) it is NULL, and the NOT NULL constraint rolls the whole batch back: a constraint failure used as
 * control flow, so the answer decided before the batch is never stored for a change that did not happen.
 */
export function historyRow(db: D1Database, orderId: number, change: Change, changes = 1) {
  return db
    .prepare(
      `INSERT INTO order_history (order_id, status, actor, actor_id, reason, created_at)
       VALUES (?1, CASE WHEN changes() = ?2 THEN (SELECT status FROM orders WHERE id = ?1) END, ?3, ?4, ?5, ?6)`,
    )
    .bind(orderId, changes, change.actor, change.actorId, reasonText(change), change.now)
}

/** Moves an order to `to`, only from one of `from`: a guarded update, to be followed by its `historyRow`. */
export function moveStatement(db: D1Database, orderId: number, to: OrderStatus, from: readonly OrderStatus[], now: number, paidAt?: number) {
  const paid = paidAt === undefined ? '' : ', paid_at = ?4'
  return db
    .prepare(`UPDATE orders SET status = ?1, updated_at = ?2${paid} WHERE id = ?3 AND ${statusIn(from)}`)
    .bind(...(paidAt === undefined ? [to, now, orderId] : [to, now, orderId, paidAt]))
}

/** A move and its history row. */
export const move = (db: D1Database, orderId: number, to: OrderStatus, from: readonly OrderStatus[], change: Change, paidAt?: number) => [
  moveStatement(db, orderId, to, from, change.now, paidAt),
  historyRow(db, orderId, change),
]
