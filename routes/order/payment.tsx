import type { Context } from 'hono'
import { PAYMENT_REFERENCE_PATTERN, PAYMENT_RETURN_HINTS, type PaymentReturnHint, type PaymentState } from '../../contract'

import { NOT_KEPT_HEADER } from '../../islands/offline/requests'
import type { AppEnv } from '../../worker/env'
import { PERSONAL_POLICY } from '../../worker/context/cache-policy'
import { PageError } from '../../worker/render/error-page'
import { loadCartCount, pageKit, type PageKit } from '../../worker/render/page-kit'
import { RETURN_PATH } from './_payment'

type Outcome = 'paid' | 'failed' | 'waiting' | 'notPaid' | 'cancelled' | 'settled'

const OUTCOME_STYLES = '[data-outcome=paid] h2{color:var(--ok)}[data-outcome=failed] h2{color:var(--bad)}'

/**
 * What the buyer is told, from the mall's state only: paid only when the provider's signed callback paid this
 * attempt. The provider's `status` hint in the return URL can only tell an attempt the buyer left unpaid
 * (`cancelled`) from one whose verdict is still on its way; it never makes anything look paid.
 */
function outcomeOf(payment: PaymentState, hint: PaymentReturnHint | null): Outcome {
  if (payment.status === 'paid') return 'paid'
  if (payment.orderStatus === 'cancelled') return 'cancelled'
  if (payment.orderStatus !== 'awaitingPayment') return 'settled'
  if (payment.status === 'failed') return 'failed'
  return payment.status === 'initialised' && hint !== 'cancelled' ? 'waiting' : 'notPaid'
}

const HEADLINES = {
  paid: 'orderNotice.paid',
  failed: 'paymentReturn.failed',
  waiting: 'paymentReturn.waiting',
  notPaid: 'paymentReturn.notPaid',
  cancelled: 'paymentReturn.cancelled',
  settled: 'paymentReturn.settled',
} as const
const EXPLANATIONS = {
  paid: 'paymentReturn.paidText',
  failed: 'paymentReturn.failedText',
  waiting: 'paymentReturn.waitingText',
  notPaid: 'paymentReturn.notPaidText',
  cancelled: 'paymentReturn.cancelledText',
  settled: 'paymentReturn.settledText',
} as const

/** Pay again: the order page's own form, which starts a new attempt (or resumes the open one) at the provider. */
function PayAgain({ payment, label, kit }: { payment: PaymentState; label: 'paymentReturn.tryAgain' | 'orderDetail.pay'; kit: PageKit }) {
  return (
    <form method="post" action="/m/order/details" className="stack">
      <input type="hidden" name="orderId" value={payment.orderId} />
      <input type="hidden" name="action" value="pay" />
      <input type="hidden" name="idem" value={crypto.randomUUID()} />
      <button className="btn wide" type="submit">{kit.t(label)}</button>
    </form>
  )
}

/**
 * The page the payment provider sends the buyer back to: the real state of the payment and its order, as the mall
 * has it — paid (the order is confirmed), failed (try again), still waiting for the provider's confirmation (a link
 * looks again: no timed refresh, which a reader could not stop), or not paid (pay now).
 */
export async function GET(c: Context<AppEnv>) {
  const reference = c.req.query('reference')?.trim() ?? ''
  const kit = await pageKit(c)
  if (!PAYMENT_REFERENCE_PATTERN.test(reference)) throw new PageError(404)
  const hint = PAYMENT_RETURN_HINTS.find((known) => known === c.req.query('status')) ?? null
  const [payment, cartCount] = await Promise.all([c.var.upstream.call('payment', { query: { reference } }), loadCartCount(c)])
  const outcome = outcomeOf(payment, hint)
  const { t, tx, money, dateTime } = kit
  const again = `${RETURN_PATH}?reference=${encodeURIComponent(reference)}`
  c.header('cache-control', PERSONAL_POLICY)
  c.header(NOT_KEPT_HEADER, '1')
  return c.render(
    <section className="card stack" data-outcome={outcome}>
      <h2>{t(HEADLINES[outcome])}</h2>
      <p>{t(EXPLANATIONS[outcome])}</p>
      <dl className="sum">
        <dt>{t('paymentReturn.amount')}</dt>
        <dd dir="ltr">{money(payment.amount)}</dd>
        <dt>{t('paymentReturn.order')}</dt>
        <dd>{tx('orderList.number', { id: payment.orderId })}</dd>
        <dt>{t('paymentReturn.reference')}</dt>
        <dd dir="ltr">{payment.reference}</dd>
        <dt>{t('paymentReturn.startedAt')}</dt>
        <dd>{dateTime(payment.createdAt)}</dd>
      </dl>
      {outcome === 'failed' ? <PayAgain payment={payment} label="paymentReturn.tryAgain" kit={kit} /> : null}
      {outcome === 'notPaid' ? <PayAgain payment={payment} label="orderDetail.pay" kit={kit} /> : null}
      {outcome === 'waiting' ? <a className="btn wide" href={again}>{t('paymentReturn.refresh')}</a> : null}
      <a className="btn plain wide" href={`/m/order/details?id=${payment.orderId}`}>{t('paymentReturn.seeOrder')}</a>
    </section>,
    { title: t('title.payment'), back: `/m/order/details?id=${payment.orderId}`, cartCount, styles: OUTCOME_STYLES },
  )
}

export const namespaces = ['orders'] as const
