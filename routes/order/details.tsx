import type { Context } from 'hono'
import type { ReactNode } from 'react'
import { parseId, type OrderDetail, type OwnReview } from '../../contract'

import type { AppEnv } from '../../worker/env'
import { readForm } from '../../worker/render/form'
import { setNotice, type Notice } from '../../worker/context/notice'
import { orderRefusal } from '../../worker/render/refusal-notices'
import type { PageKit } from '../../worker/render/page-kit'
import { refusalOf } from '../../worker/render/refusal'
import { inlineFirstImages } from '../../worker/render/inline-image'
import { Cancellation, FIRST_VIEWPORT_LINES, History, Lines, ShipTo, Totals } from '../_parts/order-history'
import { BuyAgainForm } from './_buy-again-form'
import { OrderLead } from './_lead'
import { loadOrderPage } from './_load'
import { cancelPath, detailsPath, reviewPath } from './_paths'
import { paymentCheckout, toProvider } from './_payment'

function ActionForm({ order, action, children }: { order: OrderDetail; action: string; children: ReactNode }) {
  return (
    <form method="post" action="/m/order/details" className="stack">
      <input type="hidden" name="orderId" value={order.id} />
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="idem" value={crypto.randomUUID()} />
      {children}
    </form>
  )
}

/**
 * What the buyer may do now, as the mall says: pay (at the payment provider) first, answer the identity check; cancelling
 * is a plain link to its confirmation page.
 */
function Actions({ order, kit }: { order: OrderDetail; kit: PageKit }) {
  const { t } = kit
  if (order.actions.length === 0) return null
  return (
    <section className="card stack">
      {order.actions.includes('pay') ? (
        <ActionForm order={order} action="pay">
          <button className="btn wide" type="submit">{t('orderDetail.pay')}</button>
        </ActionForm>
      ) : null}
      {order.actions.includes('verify') ? (
        <ActionForm order={order} action="verify">
          <p className="note">{t('orderDetail.verifyHint')}</p>
          <button className="btn wide" type="submit">{t('orderDetail.verify')}</button>
        </ActionForm>
      ) : null}
      {order.actions.includes('cancel') ? (
        <p className="row end">
          <a className="btn plain" href={cancelPath(order.id)}>{t('orderDetail.cancel')}</a>
        </p>
      ) : null}
    </section>
  )
}

/** How the order is paid, and when it was; a cancelled order that was never paid has nothing to say here. */
function PaymentCard({ order, kit }: { order: OrderDetail; kit: PageKit }) {
  const { t, tx, dateTime } = kit
  if (order.status === 'cancelled' && !order.paidAt) return null
  return (
    <section className="card stack" aria-labelledby="order-payment">
      <h2 id="order-payment">{t('orderDetail.payment')}</h2>
      <p>
        {t(`checkout.${order.payment}`)}
        {order.paidAt ? (
          <><br /><span className="muted">{tx('orderDetail.paidAt', { time: dateTime(order.paidAt) })}</span></>
        ) : order.status === 'cancelled' ? null : (
          <><br /><span className="muted">{t('orderDetail.notPaid')}</span></>
        )}
      </p>
    </section>
  )
}

/** What a completed order's line offers: buy it again, and write the buyer's review of it or edit it (for 30 days). */
function LineActions({ order, line, reviews, kit }: { order: OrderDetail; line: OrderDetail['lines'][number]; reviews: OwnReview[] | null; kit: PageKit }) {
  const { t } = kit
  const own = reviews?.find((review) => review.lineId === line.id)
  const editable = own ? Date.now() <= own.editableUntil : true
  return (
    <>
      <BuyAgainForm orderId={order.id} lineId={line.id} label={t('buyAgain.button')} />
      {reviews && editable ? <a href={reviewPath(order.id, line.id)}>{t(own ? 'reviewForm.edit' : 'reviewForm.write')}</a> : null}
    </>
  )
}

/** One of the buyer's orders: status, what may be done now, lines, packages, address, payment, totals, history. */
export async function GET(c: Context<AppEnv>) {
  const { kit, order: loaded, cartCount } = await loadOrderPage(c)
  const completed = loaded.status === 'completed'
  const [lines, reviews] = await Promise.all([
    inlineFirstImages(c, loaded.lines, FIRST_VIEWPORT_LINES),
    completed ? c.var.upstream.call('orderReviews', { query: { orderId: String(loaded.id) } }).then((answer) => answer.reviews, () => null) : null,
  ])
  const order = { ...loaded, lines }
  const { t, tx } = kit
  return c.render(
    <>
      <OrderLead order={order} kit={kit}>
        <Cancellation order={order} kit={kit} buyerView />
      </OrderLead>
      <Actions order={order} kit={kit} />
      {order.status === 'completed' ? <section className="card"><BuyAgainForm orderId={order.id} label={t('buyAgain.button')} /></section> : null}
      <Lines
        order={order}
        kit={kit}
        lineAction={completed ? (line) => <LineActions order={order} line={line} reviews={reviews} kit={kit} /> : undefined}
      />
      <Totals order={order} kit={kit} />
      {order.packageCount > 0 ? (
        <p className="card row">
          <span>{tx('orderDetail.packages', { count: order.packageCount })}</span>
          <a className="btn plain" href={`/m/order/package?id=${order.id}`}>{t('orderDetail.seePackages')}</a>
        </p>
      ) : null}
      <ShipTo order={order} kit={kit} />
      <PaymentCard order={order} kit={kit} />
      <History history={order.history} kit={kit} buyerView />
    </>,
    { title: t('title.orderDetails'), back: '/m/order/list', cartCount },
  )
}

const VERIFIED: Notice = { ok: 'orderNotice.verified' }

const backTo = (orderId: number | null) => (orderId === null ? '/m/order/list' : detailsPath(orderId))

/** After a login, the buyer's form comes back to the order it acted on. */
export const back = async (c: Context<AppEnv>) => backTo(parseId((await readForm(c)).text('orderId', 10)))

/**
 * The buyer's actions without JavaScript; the mall decides whether they are allowed, the notice says how it went.
 * Paying sends the buyer to the payment provider's page: only the provider's signed callback pays the order.
 * Cancelling is decided on its confirmation page: a cancel sent here goes there, and cancels nothing.
 */
export async function POST(c: Context<AppEnv>) {
  const form = await readForm(c)
  const orderId = parseId(form.text('orderId', 10))
  const back = backTo(orderId)
  const action = (['pay', 'verify', 'cancel'] as const).find((known) => known === form.text('action', 10))
  if (orderId === null || !action) {
    setNotice(c, { fail: 'error.notFound' })
    return c.redirect(back, 303)
  }
  if (action === 'cancel') return c.redirect(cancelPath(orderId), 303)
  try {
    const idempotencyKey = form.idempotencyKey()
    if (action === 'pay') return await toProvider(c, await paymentCheckout(c, orderId, idempotencyKey))
    await c.var.upstream.call(action, { idempotencyKey, body: { orderId } })
    setNotice(c, VERIFIED)
  } catch (error) {
    const refused = refusalOf(error)
    if (!refused) throw error
    setNotice(c, orderRefusal(refused))
  }
  return c.redirect(back, 303)
}

export const namespaces = ['orders', 'coupons', 'reviews'] as const
