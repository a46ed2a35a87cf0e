import type { ReactNode } from 'react'
import { BUYER_CANCEL_REASONS, type CancelReason, type HistoryEntry, type OrderDetail } from '../../contract'
import { ProductPlaceholder } from '../../islands/product-placeholder'
import type { PageKit } from '../../worker/render/page-kit'
import { couponValueText } from './coupon-card'
import { orderStatusName } from './open-names'

/** A cancellation's reason: to the buyer who picked it, in the words they picked it by; to anyone else, as the seller reads it. */
function reasonText(reason: CancelReason, actor: OrderDetail['cancelledBy'], buyerView: boolean, kit: PageKit) {
  const picked = BUYER_CANCEL_REASONS.find((known) => known === reason)
  return buyerView && actor === 'buyer' && picked ? kit.t(`buyerReason.${picked}`) : kit.t(`cancelReason.${reason}`)
}

/** The order's history, oldest first: each status, who moved it there, when, and why. */
export function History({ history, kit, buyerView = false }: { history: HistoryEntry[]; kit: PageKit; buyerView?: boolean }) {
  const { t, dateTime } = kit
  return (
    <section className="card stack" aria-labelledby="order-history">
      <h2 id="order-history">{t('orderDetail.history')}</h2>
      <ol className="timeline">
        {history.map((entry, index) => (
          <li key={index}>
            <b>{index === 0 ? t('orderDetail.placed') : orderStatusName(entry.status, t)}</b> <span className="muted">· {t(`actor.${entry.actor}`)}</span>
            <br />
            <time className="muted" dateTime={new Date(entry.at).toISOString()}>{dateTime(entry.at)}</time>
            {entry.reason ? <div>{reasonText(entry.reason, entry.actor, buyerView, kit)}</div> : null}
            {entry.note ? <div className="note"><bdi>{entry.note}</bdi></div> : null}
          </li>
        ))}
      </ol>
    </section>
  )
}

/** Who cancelled, for what reason, and the note they wrote (escaped like any text a user typed). */
export function Cancellation({ order, kit, buyerView = false }: { order: OrderDetail; kit: PageKit; buyerView?: boolean }) {
  const { t } = kit
  if (order.status !== 'cancelled') return null
  return (
    <dl className="sum">
      {order.cancelledBy ? (
        <>
          <dt>{t('orderDetail.cancelledBy')}</dt>
          <dd>{t(`actor.${order.cancelledBy}`)}</dd>
        </>
      ) : null}
      {order.cancelReason ? (
        <>
          <dt>{t('orderDetail.reason')}</dt>
          <dd>{reasonText(order.cancelReason, order.cancelledBy, buyerView, kit)}</dd>
        </>
      ) : null}
      {order.cancelNote ? (
        <>
          <dt>{t('orderDetail.note')}</dt>
          <dd><bdi>{order.cancelNote}</bdi></dd>
        </>
      ) : null}
    </dl>
  )
}

/** Items, delivery and total of an order. */
export function Totals({ order, kit }: { order: OrderDetail; kit: PageKit }) {
  const { t, money } = kit
  return (
    <dl className="card sum">
      <dt>{t('orderDetail.subtotal')}</dt>
      <dd dir="ltr">{money(order.subtotal)}</dd>
      <dt>{t('orderDetail.deliveryFee')}</dt>
      <dd dir="ltr">{money(order.deliveryFee)}</dd>
      {order.deliveryWaiver > 0 ? (
        <>
          <dt>{t('checkoutCoupon.waiver')}</dt>
          <dd dir="ltr">{`−${money(order.deliveryWaiver)}`}</dd>
        </>
      ) : null}
      {order.coupon ? (
        <>
          <dt>{t('checkoutCoupon.used', { coupon: couponValueText(order.coupon.terms, kit) })}</dt>
          <dd dir="ltr">{`−${money(order.coupon.saving)}`}</dd>
        </>
      ) : null}
      <dt className="grand">{t('orderDetail.total')}</dt>
      <dd className="grand price" dir="ltr">{money(order.total)}</dd>
    </dl>
  )
}

/** Lines a phone shows before scrolling on an order's page: the page may inline their images; the rest load lazily. */
export const FIRST_VIEWPORT_LINES = 3

/** The lines of an order: price, quantity, and once shipping started how many units are shipped and signed. */
/** `lineAction`: what the buyer may do with one line ("Buy again"), under it. */
export function Lines({ order, kit, lineAction }: { order: OrderDetail; kit: PageKit; lineAction?: (line: OrderDetail['lines'][number]) => ReactNode }) {
  const { t, tx, money } = kit
  const shipping = order.lines.some((line) => line.shipped > 0)
  return (
    <section className="card stack" aria-labelledby="order-lines">
      <h2 id="order-lines">{t('orderDetail.lines')}</h2>
      {order.lines.map((line, index) => (
        <div className="item" key={line.id}>
          {kit.ctx.dataSaver ? (
            <ProductPlaceholder id={line.productId} name={line.name} size={96} label={line.name} />
          ) : (
            <img src={line.image} alt={line.name} width={56} height={56} loading={index < FIRST_VIEWPORT_LINES ? undefined : 'lazy'} />
          )}
          <div className="info">
            <bdi>{line.name}</bdi>
            <span className="muted" dir="ltr">
              {money(line.unitPrice)} × {line.quantity}
            </span>
            {shipping ? (
              <span className="muted">
                {tx('orderDetail.shipped', { shipped: line.shipped, quantity: line.quantity })} ·{' '}
                {tx('orderDetail.signed', { signed: line.signed, quantity: line.quantity })}
              </span>
            ) : null}
            {lineAction?.(line)}
          </div>
        </div>
      ))}
    </section>
  )
}

/** Where the order goes, as it was when it was placed. */
export function ShipTo({ order, kit }: { order: OrderDetail; kit: PageKit }) {
  const { address } = order
  return (
    <section className="card stack" aria-labelledby="order-address">
      <h2 id="order-address">{kit.t('orderDetail.address')}</h2>
      <p>
        <b><bdi>{address.name}</bdi></b> <span dir="ltr">{address.phone}</span>
        <br />
        <bdi>{address.street}</bdi>, <bdi>{address.city}</bdi>, <bdi>{address.region}</bdi>
      </p>
    </section>
  )
}
