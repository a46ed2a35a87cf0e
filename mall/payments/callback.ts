import { type CallbackVerdict, PAYMENT_REFERENCE_PATTERN, PaymentCallback, verifySignature } from '../../contract'
import { refusalOf, type Refusal } from '../core/guarded-write'
import { historyRefusal, move } from '../orders/history'
import { FROM } from '../orders/rules'
import { findPayment, type PaymentRow } from './queries'

const KEPT_BODY_CHARS = 4000

/** How a decided batch finds that the payment or its order moved on before it landed (see the migration). */
const MOVED_ON: Refusal[] = [{ constraint: 'payment_callbacks.verdict', key: 'actionNotAllowed' }, historyRefusal('actionNotAllowed')]

type Logged = { verdict: CallbackVerdict; reference: string | null; event: string | null; body: string | null }
export type Settled = { verdict: CallbackVerdict; reference: string | null }

const logStatement = (db: D1Database, entry: Logged, now: number) =>
  db
    .prepare('INSERT INTO payment_callbacks (reference, event, verdict, body, received_at) VALUES (?, ?, ?, ?, ?)')
    .bind(entry.reference, entry.event, entry.verdict, entry.body?.slice(0, KEPT_BODY_CHARS) ?? null, now)

async function logged(db: D1Database, entry: Logged, now: number): Promise<Settled> {
  await logStatement(db, entry, now).run()
  return { verdict: entry.verdict, reference: entry.reference }
}

/** The reference an unverified body claims, for the log only: nothing else of it is kept or trusted. */
function claimedReference(text: string): string | null {
  try {
    const reference = (JSON.parse(text) as { data?: { reference?: unknown } })?.data?.reference
    return typeof reference === 'string' && PAYMENT_REFERENCE_PATTERN.test(reference) ? reference : null
  } catch {
    return null
  }
}

/**
 * What a verified callback may do to the payment as stored now. The checks, in order: the reference is one of the
 * mall's; the amount and the currency are the order's (and the attempt's); the attempt has no verdict yet (a second
 * callback for a reference is a replay); its order still awaits payment. Only then are statements decided.
 */
function verdictFor(callback: PaymentCallback, payment: PaymentRow | null): Exclude<CallbackVerdict, 'accepted' | 'forgedSignature' | 'malformed'> | null {
  if (!payment) return 'unknownReference'
  const { amount, currency } = callback.data
  if (amount !== payment.amount_minor || amount !== payment.order_total_minor) return 'amountMismatch'
  if (currency !== payment.currency || currency !== payment.order_currency) return 'currencyMismatch'
  if (payment.status === 'paid' || payment.status === 'failed') return 'replay'
  if (payment.status !== 'initialised' || payment.order_status !== 'awaitingPayment' || payment.order_paid_at !== null) return 'orderNotAwaitingPayment'
  return null
}

/**
 * The accepted callback's batch. The attempt's verdict is a guarded update (`status = 'initialised'`), and the log
 * row after it refuses the batch when that update changed nothing: a second callback that raced this one loses whole.
 * A success then moves the order to confirmed and paid, guarded by `status = 'awaitingPayment'` with its history row
 * (`move`): had the auto-cancel job or the buyer cancelled the order first, the batch is refused whole, and the
 * cancellation stays the only outcome; had this batch landed first, the cancellation is refused instead.
 */
function acceptStatements(db: D1Database, callback: PaymentCallback, payment: PaymentRow, text: string, now: number) {
  const paid = callback.event === 'charge.success'
  return [
    db
      .prepare("UPDATE payments SET status = ?1, updated_at = ?2 WHERE reference = ?3 AND status = 'initialised'")
      .bind(paid ? 'paid' : 'failed', now, payment.reference),
    db
      .prepare("INSERT INTO payment_callbacks (reference, event, verdict, body, received_at) VALUES (?1, ?2, CASE WHEN changes() = 1 THEN 'accepted' END, ?3, ?4)")
      .bind(payment.reference, callback.event, text.slice(0, KEPT_BODY_CHARS), now),
    ...(paid ? move(db, payment.order_id, 'confirmed', FROM.pay, { actor: 'system', actorId: null, now }, now) : []),
  ]
}

function parseCallback(text: string): PaymentCallback | null {
  try {
    const parsed = PaymentCallback.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/**
 * A callback from the payment provider, as it arrived: the raw body and its signature header. Money moves only
 * here, and only on a verified signal: the HMAC of the exact bytes received, compared in constant time, then the
 * checks of `verdictFor`. Whatever the verdict, the callback is logged with it; only an accepted one changes
 * anything.
 */
export async function settleCallback(db: D1Database, secret: string, raw: ArrayBuffer, signature: string | undefined, now = Date.now()): Promise<Settled> {
  const text = new TextDecoder().decode(raw)
  if (!(await verifySignature(secret, raw, signature))) {
    return logged(db, { verdict: 'forgedSignature', reference: claimedReference(text), event: null, body: null }, now)
  }
  const callback = parseCallback(text)
  if (!callback) return logged(db, { verdict: 'malformed', reference: claimedReference(text), event: null, body: text }, now)
  const { reference } = callback.data
  for (let attempt = 1; ; attempt++) {
    const payment = await findPayment(db, reference, null)
    const refused = verdictFor(callback, payment)
    if (refused) return logged(db, { verdict: refused, reference, event: callback.event, body: text }, now)
    try {
      await db.batch(acceptStatements(db, callback, payment!, text, now))
      return { verdict: 'accepted', reference }
    } catch (error) {
      // The payment or its order moved on between the checks and the batch: check again against what is stored now.
      if (attempt >= 3 || !refusalOf(error, MOVED_ON)) throw error
    }
  }
}
