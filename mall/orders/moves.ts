import type { ErrorKey, OrderChanged, OrderStatus } from '../../contract'
import { cashBackStatements } from '../cash-back/credit'
import { errorBody, successBody } from '../core/envelope'
import { notFound } from '../core/errors'
import type { Effect } from '../core/idempotent-write'
import { type Cancellation, cancelStatements } from './cancel'
import { type Change, move } from './history'
import { findOrder, type OrderRow } from './queries'
import { FROM, statusAfterVerification } from './rules'

type Target = {
  orderId: number
  /** The buyer's own orders only; null for the seller. */
  ownerId: number | null
  /** The seller acts on the orders of one market only (the one it reads them in): another market's order is missing. */
  marketId?: number
  from: readonly OrderStatus[]
  /** The refusal when the order is not in one of `from` (now, or by the time the batch runs). */
  refused: ErrorKey
}

async function orderIn(db: D1Database, target: Target): Promise<OrderRow | ErrorKey> {
  const order = await findOrder(db, target.orderId, target.ownerId)
  if (!order || (target.marketId !== undefined && order.country_id !== target.marketId)) throw notFound()
  return target.from.includes(order.status) ? order : target.refused
}

/**
 * Moves an order from one of `target.from` to the status `to` gives for it, with its history row. The statement is
 * guarded by the very status the answer was decided on: had the order moved on meanwhile, the batch is refused.
 */
export async function moveEffect(
  db: D1Database,
  target: Target,
  change: Change,
  to: (order: OrderRow) => OrderStatus,
  options: {
    paid?: (order: OrderRow) => boolean
    /** Statements that land with the move, after it (and only if it happens). */
    along?: (order: OrderRow) => Promise<D1PreparedStatement[]>
  } = {},
): Promise<Effect<OrderChanged>> {
  const order = await orderIn(db, target)
  if (typeof order === 'string') return { answer: errorBody(order) }
  const status = to(order)
  const along = (await options.along?.(order)) ?? []
  return {
    answer: successBody({ orderId: order.id, status }),
    statements: [...move(db, order.id, status, [order.status], change, options.paid?.(order) ? change.now : undefined), ...along],
  }
}

/** Cancels an order that is in one of `target.from`; its stock comes back once. */
export async function cancelEffect(db: D1Database, target: Target, cancellation: Cancellation): Promise<Effect<OrderChanged>> {
  const order = await orderIn(db, target)
  if (typeof order === 'string') return { answer: errorBody(order) }
  return { answer: successBody({ orderId: order.id, status: 'cancelled' }), statements: cancelStatements(db, order.id, target.from, cancellation) }
}

/**
 * The seller completes an order whose every unit is shipped and signed; an order paid on delivery has been paid now.
 * Its cash back lands in the buyer's wallet in the same batch.
 */
export const completeEffect = (db: D1Database, adminId: number, marketId: number, orderId: number, now: number) =>
  moveEffect(db, { orderId, ownerId: null, marketId, from: FROM.complete, refused: 'actionNotAllowed' }, { actor: 'seller', actorId: adminId, now }, () => 'completed', {
    paid: (order) => order.paid_at === null,
    along: (order) => cashBackStatements(db, order, now),
  })

/** The buyer answers the identity check. */
export const verifyEffect = (db: D1Database, userId: number, orderId: number, now: number) =>
  moveEffect(db, { orderId, ownerId: userId, from: FROM.verify, refused: 'actionNotAllowed' }, { actor: 'buyer', actorId: userId, now }, statusAfterVerification)

/**
 * The seller confirms: an order waiting for its payment was paid another way; one waiting for the identity check
 * is cleared (and then waits for its payment if it is an unpaid online order).
 */
export const confirmEffect = (db: D1Database, adminId: number, marketId: number, orderId: number, now: number) =>
  moveEffect(
    db,
    { orderId, ownerId: null, marketId, from: FROM.confirm, refused: 'actionNotAllowed' },
    { actor: 'seller', actorId: adminId, now },
    (order) => (order.status === 'awaitingPayment' ? 'confirmed' : statusAfterVerification(order)),
    { paid: (order) => order.status === 'awaitingPayment' },
  )
