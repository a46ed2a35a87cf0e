import type { ReactNode } from 'react'
import { isKnown, ORDER_STATUSES, type OrderDetail } from '../../contract'
import type { PageKit } from '../../worker/render/page-kit'
import { orderStatusName } from '../_parts/open-names'

/** What happens next, as the buyer needs to hear it: the time the order is cancelled by unless they reply, else the next step. */
function NextStep({ order, kit }: { order: OrderDetail; kit: PageKit }) {
  const { t, tx, dateTime } = kit
  const { status, replyBy } = order
  if (status === 'awaitingPayment' || status === 'awaitingVerification') {
    return replyBy === null ? null : <p className="next">{tx(`orderDetail.next.${status as 'awaitingPayment' | 'awaitingVerification'}`, { time: dateTime(replyBy) })}</p>
  }
  if (status === 'cancelled') return <p className="next">{t(order.paidAt ? 'orderDetail.next.cancelledPaid' : 'orderDetail.next.cancelled')}</p>
  return isKnown(ORDER_STATUSES, status) ? <p className="next">{t(`orderDetail.next.${status}`)}</p> : null
}

/** The top of an order: its status, what happens next, its number, how many items and the total. */
export function OrderLead({ order, kit, children }: { order: OrderDetail; kit: PageKit; children?: ReactNode }) {
  const { t, tx, dateTime, money } = kit
  const units = order.lines.reduce((sum, line) => sum + line.quantity, 0)
  return (
    <section className="card stack lead">
      <p className="status">{orderStatusName(order.status, t)}</p>
      <NextStep order={order} kit={kit} />
      <p className="row">
        <span>{tx('orderList.items', { count: units })}</span>
        <span>
          {t('orderDetail.total')} <b className="price" dir="ltr">{money(order.total)}</b>
        </span>
      </p>
      <p className="muted">
        {tx('orderList.number', { id: order.id })} · {tx('orderDetail.placedAt', { time: dateTime(order.createdAt) })}
      </p>
      {children}
    </section>
  )
}
