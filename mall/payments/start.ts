import type { PaymentCheckout, StartPaymentRequest } from '../../contract'
import type { MallBindings } from '../core/env'
import { type AnswerBody, errorBody, successBody } from '../core/envelope'
import { notFound } from '../core/errors'
import { guardedWrite, isIdCollision, type Refusal } from '../core/guarded-write'
import { type Effect, fingerprintOf, idempotencyKey } from '../core/idempotent-write'
import { findOrder } from '../orders/queries'
import { paymentProvider } from './provider'
import { openPaymentOf } from './queries'

const newReference = (orderId: number) =>
  `m${orderId}-${Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, '0')).join('')}`

/** The attempt's insert refuses itself (a NULL checkout URL) when the order stopped awaiting payment meanwhile. */
const ORDER_MOVED_ON: Refusal[] = [{ constraint: 'payments.checkout_url', key: 'actionNotAllowed' }]

type Start = { env: MallBindings; userId: number; request: StartPaymentRequest; returnUrl: string }

async function startEffect(db: D1Database, { env, userId, request, returnUrl }: Start): Promise<Effect<PaymentCheckout>> {
  const order = await findOrder(db, request.orderId, userId)
  if (!order) throw notFound()
  if (order.payment !== 'online' || order.status !== 'awaitingPayment' || order.paid_at !== null) return { answer: errorBody('actionNotAllowed') }
  const provider = paymentProvider(env)
  if (!provider) return { answer: errorBody('paymentUnavailable') }
  const open = await openPaymentOf(db, order.id)
  if (open) return { answer: successBody({ orderId: order.id, reference: open.reference, checkoutUrl: open.checkout_url }) }

  const currency = await db.prepare('SELECT currency_code FROM countries WHERE id = ?').bind(order.country_id).first<string>('currency_code')
  const reference = newReference(order.id)
  const { checkoutUrl } = await provider.initialise({ reference, amountMinor: order.total_minor, currency: currency!, returnUrl, orderId: order.id })
  const now = Date.now()
  return {
    answer: successBody({ orderId: order.id, reference, checkoutUrl }),
    statements: [
      db
        .prepare(
          `INSERT INTO payments (reference, order_id, user_id, amount_minor, currency, status, checkout_url, return_url, created_at, updated_at)
           VALUES (?1, ?2, ?3, ?4, ?5, 'initialised',
             CASE WHEN EXISTS (SELECT 1 FROM orders WHERE id = ?2 AND payment = 'online' AND status = 'awaitingPayment' AND paid_at IS NULL) THEN ?6 END,
             ?7, ?8, ?8)`,
        )
        .bind(reference, order.id, userId, order.total_minor, currency, checkoutUrl, returnUrl, now),
    ],
  }
}

/**
 * The buyer starts paying an online order awaiting payment: the provider initialises a transaction for the order's
 * total, and the buyer gets its checkout URL. Under the request's Idempotency-Key a retry gets the first answer; and
 * whatever the key, an attempt still open is reused rather than a second one started. Nothing here pays anything.
 */
export async function startPayment(db: D1Database, start: Start & { key: string | undefined }): Promise<AnswerBody<PaymentCheckout>> {
  const scope = { userId: start.userId, key: idempotencyKey(start.key), fingerprint: fingerprintOf('startPayment', start.request) }
  for (let attempt = 1; ; attempt++) {
    try {
      return await guardedWrite(db, scope, () => startEffect(db, start), ORDER_MOVED_ON)
    } catch (error) {
      // Two starts for the same order raced and the other stored its open attempt first (the UNIQUE index of open
      // attempts refused this one, a constraint failure used as control flow): the next round answers with that one.
      if (attempt >= 2 || !isIdCollision(error, 'payments.order_id')) throw error
    }
  }
}
