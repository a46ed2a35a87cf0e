import type { Actor, OrderAction, OrderStatus, Payment } from '../../contract'

/**
 * The order rules, in one place: from which statuses each action may move an order, and what the buyer or the
 * seller may do now. The statements that move an order check the same lists in their WHERE clause, so a rule holds
 * however requests race; these lists are what the mall answers with and what the pages show.
 */
export const FROM: Record<Exclude<OrderAction, 'cancel'> | 'buyerCancel' | 'sellerCancel' | 'autoCancel', readonly OrderStatus[]> = {
  /** Only the payment provider's verified callback pays an order (mall/payments/callback.ts). */
  pay: ['awaitingPayment'],
  verify: ['awaitingVerification'],
  buyerCancel: ['awaitingPayment', 'awaitingVerification', 'confirmed'],
  confirm: ['awaitingPayment', 'awaitingVerification'],
  requestVerification: ['awaitingPayment', 'confirmed'],
  ship: ['confirmed', 'partlyShipped', 'partlySigned'],
  sign: ['partlyShipped', 'shipped', 'partlySigned'],
  complete: ['signed'],
  sellerCancel: ['awaitingPayment', 'awaitingVerification', 'confirmed', 'partlyShipped', 'shipped'],
  /** Orders waiting for the buyer's payment or identity check: cancelled after `REPLY_WINDOW_MS` without a reply. */
  autoCancel: ['awaitingPayment', 'awaitingVerification'],
}

export const REPLY_WINDOW_MS = 2 * 86_400_000

/** A new order: paying now waits for the payment; paying on delivery is confirmed at once. */
export const statusOfNewOrder = (payment: Payment): OrderStatus => (payment === 'online' ? 'awaitingPayment' : 'confirmed')

/** After the identity check: an online order not paid yet waits for its payment, any other is confirmed. */
export const statusAfterVerification = (order: { payment: Payment; paid_at: number | null }): OrderStatus =>
  order.payment === 'online' && order.paid_at === null ? 'awaitingPayment' : 'confirmed'

/** The units of an order: ordered, shipped in packages, signed for. */
export type Units = { ordered: number; shipped: number; signed: number }

/** The status shipping and signing leave an order in; `UNITS_STATUS_SQL` is the same rule for a statement. */
export function statusOfUnits({ ordered, shipped, signed }: Units): OrderStatus {
  if (signed === ordered) return 'signed'
  if (signed > 0) return 'partlySigned'
  if (shipped === ordered) return 'shipped'
  return shipped > 0 ? 'partlyShipped' : 'confirmed'
}

/** `statusOfUnits` over an order's rows (`?1` is the order id). */
export const UNITS_STATUS_SQL = `(SELECT CASE WHEN u.signed = u.ordered THEN 'signed' WHEN u.signed > 0 THEN 'partlySigned'
    WHEN u.shipped = u.ordered THEN 'shipped' WHEN u.shipped > 0 THEN 'partlyShipped' ELSE 'confirmed' END
  FROM (SELECT (SELECT SUM(quantity) FROM order_lines WHERE order_id = ?1) AS ordered,
    (SELECT COALESCE(SUM(pl.quantity), 0) FROM package_lines pl JOIN order_lines ol ON ol.id = pl.order_line_id WHERE ol.order_id = ?1) AS shipped,
    (SELECT COALESCE(SUM(pl.signed_quantity), 0) FROM package_lines pl JOIN order_lines ol ON ol.id = pl.order_line_id WHERE ol.order_id = ?1) AS signed) u)`

type OrderState = { status: OrderStatus; payment: Payment; paid_at: number | null } & Units

const isIn = (status: OrderStatus, from: readonly OrderStatus[]) => from.includes(status)

/** What `actor` may do with the order now. */
export function actionsFor(order: OrderState, actor: Exclude<Actor, 'system'>): OrderAction[] {
  const actions: OrderAction[] = []
  const { status } = order
  if (actor === 'buyer') {
    if (isIn(status, FROM.pay) && order.payment === 'online' && order.paid_at === null) actions.push('pay')
    if (isIn(status, FROM.verify)) actions.push('verify')
    if (isIn(status, FROM.buyerCancel)) actions.push('cancel')
    return actions
  }
  if (isIn(status, FROM.confirm)) actions.push('confirm')
  if (isIn(status, FROM.requestVerification)) actions.push('requestVerification')
  if (isIn(status, FROM.ship) && order.shipped < order.ordered) actions.push('ship')
  if (isIn(status, FROM.sign) && order.signed < order.shipped) actions.push('sign')
  if (isIn(status, FROM.complete)) actions.push('complete')
  if (isIn(status, FROM.sellerCancel)) actions.push('cancel')
  return actions
}

/** `status IN (…)` for a list of statuses (they are constants of this file, never request input). */
export const statusIn = (from: readonly OrderStatus[]) => `status IN (${from.map((status) => `'${status}'`).join(', ')})`
