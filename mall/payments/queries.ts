import type { OrderStatus, PaymentState, PaymentStatus } from '../../contract'
import { toMajor } from '../core/money'

/** A payment with what its callbacks are checked against: its order's total, currency and state. */
export type PaymentRow = {
  reference: string
  order_id: number
  user_id: number
  amount_minor: number
  currency: string
  status: PaymentStatus
  checkout_url: string
  return_url: string
  created_at: number
  order_status: OrderStatus
  order_total_minor: number
  order_paid_at: number | null
  order_currency: string
  currency_scale: number
}

const PAYMENT_SQL = `SELECT p.reference, p.order_id, p.user_id, p.amount_minor, p.currency, p.status, p.checkout_url, p.return_url, p.created_at,
    o.status AS order_status, o.total_minor AS order_total_minor, o.paid_at AS order_paid_at, c.currency_code AS order_currency, c.currency_scale
  FROM payments p JOIN orders o ON o.id = p.order_id JOIN countries c ON c.id = o.country_id`

/** A payment by reference: the buyer's own only (`userId`), or any (`userId` null: the provider's side). */
export function findPayment(db: D1Database, reference: string, userId: number | null): Promise<PaymentRow | null> {
  const own = userId === null ? '' : ' AND p.user_id = ?2'
  return db
    .prepare(`${PAYMENT_SQL} WHERE p.reference = ?1${own}`)
    .bind(...(userId === null ? [reference] : [reference, userId]))
    .first<PaymentRow>()
}

/** The order's attempt still open at the provider, if any (there is at most one). */
export const openPaymentOf = (db: D1Database, orderId: number) =>
  db.prepare(`${PAYMENT_SQL} WHERE p.order_id = ? AND p.status = 'initialised'`).bind(orderId).first<PaymentRow>()

export const paymentState = (row: PaymentRow): PaymentState => ({
  reference: row.reference,
  orderId: row.order_id,
  status: row.status,
  orderStatus: row.order_status,
  amount: toMajor(row.amount_minor, row.currency_scale),
  currency: row.currency,
  createdAt: row.created_at,
})
