import { env } from 'cloudflare:workers'
import { PAYMENT_SIGNATURE_HEADER, type CallbackVerdict, type PaymentCheckout } from '../../contract'
import { signBody } from '../../contract/payment-signature'
import { call, mallEnv } from './mall.helpers'
import { answerOf, place, type Shopper } from './orders.helpers'

const db = mallEnv.DB
/** The secret the tests' configuration shares with the sandbox provider (vitest.config.ts). */
export const SECRET = env.PAYMENT_SECRET!
/** Where the shop asks the provider to send the buyer back: its return page, as a path of the shop. */
export const RETURN_URL = '/m/order/payment'

/** The buyer starts paying (or resumes paying) an order: the provider's checkout. */
export const startPayment = (token: string, orderId: number, { key, returnUrl = RETURN_URL }: { key?: string; returnUrl?: string } = {}) =>
  answerOf<PaymentCheckout>(
    call('/api/order/payment', { method: 'POST', token, json: { orderId, returnUrl }, headers: key ? { 'idempotency-key': key } : {} }),
  )

/** An online order of the shopper, and the attempt to pay it that the buyer started. */
export async function awaitingPayment(shopper: Shopper) {
  const placed = await place(shopper, { payment: 'online' })
  if (placed.code !== 1) throw new Error(`placing failed: ${JSON.stringify(placed)}`)
  const started = await startPayment(shopper.token, placed.data.orderId)
  if (started.code !== 1) throw new Error(`starting the payment failed: ${JSON.stringify(started)}`)
  return { orderId: placed.data.orderId, reference: started.data.reference, checkoutUrl: started.data.checkoutUrl }
}

/**
 * The tester's choice on the sandbox provider's page: as the buyer's page sends it (with the buyer's `token`), or, with
 * no token, as the provider's own tools call it (signed like its callbacks, no session).
 */
export async function sandboxOutcome(reference: string, outcome: 'pay' | 'fail' | 'abandon', { token }: { token?: string } = {}) {
  const body = JSON.stringify({ reference, outcome })
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (!token) headers[PAYMENT_SIGNATURE_HEADER] = await signBody(SECRET, body)
  return answerOf<{ returnUrl: string }>(call('/api/dev/payment', { method: 'POST', token, body, headers }))
}

/** A callback body as the provider writes it. */
export const callbackBody = (reference: string, { event = 'charge.success', amount, currency = 'NGN' }: { event?: string; amount: number; currency?: string }) =>
  JSON.stringify({ event, data: { reference, amount, currency, status: event === 'charge.success' ? 'success' : 'failed' } })

/** Posts a raw callback body with a signature header (none when `signature` is null), with no caller credential. */
export const postCallback = (body: string, signature: string | null) =>
  answerOf<{ reference: string; verdict: CallbackVerdict }>(
    call('/api/payment/callback', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', authorization: '', ...(signature === null ? {} : { [PAYMENT_SIGNATURE_HEADER]: signature }) },
    }),
  )

/** A callback signed as the provider signs it (or with another secret). */
export const signedCallback = async (body: string, secret = SECRET) => postCallback(body, await signBody(secret, body))

export const paymentRow = (reference: string) =>
  db.prepare('SELECT status, amount_minor, currency, order_id FROM payments WHERE reference = ?').bind(reference).first<{
    status: string
    amount_minor: number
    currency: string
    order_id: number
  }>()

export const paymentsOf = async (orderId: number) =>
  (await db.prepare('SELECT reference, status FROM payments WHERE order_id = ? ORDER BY id').bind(orderId).all<{ reference: string; status: string }>()).results

/** Every callback logged for a reference, oldest first, with its verdict. */
export const callbacksOf = async (reference: string) =>
  (await db.prepare('SELECT verdict, event FROM payment_callbacks WHERE reference = ? ORDER BY id').bind(reference).all<{ verdict: string; event: string | null }>())
    .results.map((row) => row.verdict)

export const orderTotalMinor = async (orderId: number) =>
  (await db.prepare('SELECT total_minor FROM orders WHERE id = ?').bind(orderId).first<number>('total_minor'))!
