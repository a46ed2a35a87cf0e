import type { Context } from 'hono'
import { BUYER_CANCEL_REASONS, parseId } from '../../contract'
import type { AppEnv } from '../../worker/env'
import { setNotice } from '../../worker/context/notice'
import { readForm } from '../../worker/render/form'
import { refusalOf } from '../../worker/render/refusal'
import { orderRefusal } from '../../worker/render/refusal-notices'
import { OrderLead } from './_lead'
import { loadOrderPage } from './_load'
import { cancelPath, detailsPath } from './_paths'

/**
 * The step before cancelling, a page of its own so it works without JavaScript: the order at a glance, the reason
 * ("Why are you cancelling?"), then "Confirm cancellation" or "Keep my order". An order the mall no longer lets the
 * buyer cancel says so, with the way back; another buyer's order does not exist.
 */
export async function GET(c: Context<AppEnv>) {
  const { kit, order, cartCount } = await loadOrderPage(c)
  const { t, tx } = kit
  const cancellable = order.actions.includes('cancel')
  return c.render(
    <>
      <OrderLead order={order} kit={kit} />
      {cancellable ? (
        <form method="post" action="/m/order/cancel" className="card stack" aria-labelledby="cancel-title">
          <h2 id="cancel-title">{tx('orderDetail.cancelTitle', { id: order.id })}</h2>
          <input type="hidden" name="orderId" value={order.id} />
          <input type="hidden" name="idem" value={crypto.randomUUID()} />
          <fieldset>
            <legend>{t('orderDetail.cancelReason')}</legend>
            {BUYER_CANCEL_REASONS.map((reason, index) => (
              <label className="choice" key={reason}>
                <input type="radio" name="reason" value={reason} defaultChecked={index === 0} required />
                <span>{t(`buyerReason.${reason}`)}</span>
              </label>
            ))}
          </fieldset>
          <p className="muted">{t('orderDetail.cancelWarning')}</p>
          <button className="btn wide" type="submit">{t('orderDetail.confirmCancel')}</button>
          <a className="btn plain wide" href={detailsPath(order.id)}>{t('orderDetail.keepOrder')}</a>
        </form>
      ) : (
        <section className="card stack">
          <p className="note">{t('error.orderNotCancellable')}</p>
          <a className="btn plain wide" href={detailsPath(order.id)}>{t('parcel.backToOrder')}</a>
        </section>
      )}
    </>,
    { title: t('orderDetail.cancel'), back: detailsPath(order.id), cartCount },
  )
}

/** After a login, the confirmation comes back to its own page (the buyer confirms again, nothing was cancelled). */
export const back = async (c: Context<AppEnv>) => {
  const orderId = parseId((await readForm(c)).text('orderId', 10))
  return orderId === null ? '/m/order/list' : cancelPath(orderId)
}

/**
 * Cancels with the reason picked on the confirmation page. A post without that step's reason cancels nothing and goes
 * to the confirmation page; the mall refuses another buyer's order (not found) and an order past cancelling.
 */
export async function POST(c: Context<AppEnv>) {
  const form = await readForm(c)
  const orderId = parseId(form.text('orderId', 10))
  if (orderId === null) {
    setNotice(c, { fail: 'error.notFound' })
    return c.redirect('/m/order/list', 303)
  }
  const reason = BUYER_CANCEL_REASONS.find((known) => known === form.text('reason', 20))
  if (!reason) return c.redirect(cancelPath(orderId), 303)
  try {
    await c.var.upstream.call('cancel', { idempotencyKey: form.idempotencyKey(), body: { orderId, reason } })
    setNotice(c, { ok: 'orderNotice.cancelled' })
  } catch (error) {
    const refused = refusalOf(error)
    if (!refused) throw error
    setNotice(c, orderRefusal(refused))
    if (refused === 'notFound') return c.redirect('/m/order/list', 303)
  }
  return c.redirect(detailsPath(orderId), 303)
}

export const namespaces = ['orders', 'coupons'] as const
