import type { Context } from 'hono'
import type { ReactNode } from 'react'
import { BUYER_CANCEL_REASONS, parseId, type OrderDetail } from '../../contract'

import type { AppEnv } from '../../worker/env'
import { PageError } from '../../worker/render/error-page'
import { readForm } from '../../worker/render/form'
import { setNotice, type Notice } from '../../worker/middleware/notice'
import { orderRefusal } from '../../worker/render/refusal-notices'
import { loadCartCount, pageKit, type PageKit } from '../../worker/render/page-kit'
import { refusalOf } from '../../worker/render/refusal'
import { Cancellation, History, Lines, ShipTo, Totals } from '../_parts/order-history'
import { paymentCheckout, toProvider } from './_payment'

const detailsPath = (id: number) => `/m/order/details?id=${id}`

function Heading({ order, kit }: { order: OrderDetail; kit: PageKit }) {
  const { t, tx, dateTime } = kit
  return (
    <section className="card stack">
      <p className="status">{t(`orderStatus.${order.status}`)}</p>
      <p>
        {tx('orderList.number', { id: order.id })}
        <br />
        <span className="muted">{tx('orderDetail.placedAt', { time: dateTime(order.createdAt) })}</span>
      </p>
      <Cancellation order={order} kit={kit} buyerView />
    </section>
  )
}

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

/** What the buyer may do now, as the mall says: pay (at the payment provider), answer the identity check, cancel (with a reason). */
function Actions({ order, kit }: { order: OrderDetail; kit: PageKit }) {
  const { t } = kit
  if (order.actions.length === 0) return null
  return (
    <section className="card stack">
      {order.actions.includes('pay') ? (
        <ActionForm order={order} action="pay">
          <p className="muted">{t('orderDetail.payHint')}</p>
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
        <ActionForm order={order} action="cancel">
          <label>
            {t('orderDetail.cancelReason')}
            <select name="reason">
              {BUYER_CANCEL_REASONS.map((reason) => (
                <option key={reason} value={reason}>{t(`buyerReason.${reason}`)}</option>
              ))}
            </select>
          </label>
          <button className="btn plain" type="submit">{t('orderDetail.cancel')}</button>
        </ActionForm>
      ) : null}
    </section>
  )
}

function PaymentCard({ order, kit }: { order: OrderDetail; kit: PageKit }) {
  const { t, tx, dateTime } = kit
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

/** One of the buyer's orders: status, what may be done now, lines, packages, address, payment, totals, history. */
export async function GET(c: Context<AppEnv>) {
  const id = parseId(c.req.query('id'))
  const kit = await pageKit(c)
  if (id === null) throw new PageError(404)
  const [order, cartCount] = await Promise.all([c.var.upstream.call('order', { query: { id: String(id) } }), loadCartCount(c)])
  const { t, tx } = kit
  return c.render(
    <>
      <Heading order={order} kit={kit} />
      <Actions order={order} kit={kit} />
      <Lines order={order} kit={kit} />
      {order.packageCount > 0 ? (
        <p className="card row">
          <span>{tx('orderDetail.packages', { count: order.packageCount })}</span>
          <a className="btn plain" href={`/m/order/package?id=${order.id}`}>{t('orderDetail.seePackages')}</a>
        </p>
      ) : null}
      <ShipTo order={order} kit={kit} />
      <PaymentCard order={order} kit={kit} />
      <Totals order={order} kit={kit} />
      <History history={order.history} kit={kit} buyerView />
    </>,
    { title: t('title.orderDetails'), back: '/m/order/list', cartCount },
  )
}

const DONE: Record<'verify' | 'cancel', Notice> = { verify: { ok: 'orderNotice.verified' }, cancel: { ok: 'orderNotice.cancelled' } }

const backTo = (orderId: number | null) => (orderId === null ? '/m/order/list' : detailsPath(orderId))

/** After a login, the buyer's form comes back to the order it acted on. */
export const back = async (c: Context<AppEnv>) => backTo(parseId((await readForm(c)).text('orderId', 10)))

/**
 * The buyer's actions without JavaScript; the mall decides whether they are allowed, the notice says how it went.
 * Paying sends the buyer to the payment provider's page: only the provider's signed callback pays the order.
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
  const reason = BUYER_CANCEL_REASONS.find((known) => known === form.text('reason', 20)) ?? 'buyerRequest'
  try {
    const options = { idempotencyKey: form.idempotencyKey() }
    if (action === 'pay') return await toProvider(c, await paymentCheckout(c, orderId, options.idempotencyKey))
    if (action === 'cancel') await c.var.upstream.call('cancel', { ...options, body: { orderId, reason } })
    else await c.var.upstream.call(action, { ...options, body: { orderId } })
    setNotice(c, DONE[action])
  } catch (error) {
    const refused = refusalOf(error)
    if (!refused) throw error
    setNotice(c, orderRefusal(refused))
  }
  return c.redirect(back, 303)
}

export const namespaces = ['orders', 'coupons'] as const
