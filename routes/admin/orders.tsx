import type { Context } from 'hono'
import type { ReactNode } from 'react'
import {
  CANCEL_REASONS, ORDER_STATUSES, parseId, type AdminOrderDetail, type AdminOrderList, type Currency, type OrderStatus, type Package,
} from '../../contract'

import { formatMoney } from '../../locales/format'
import type { AppEnv } from '../../worker/env'
import { readForm, type FormReader } from '../../worker/render/form'
import { setNotice } from '../../worker/context/notice'
import { orderRefusal } from '../../worker/render/refusal-notices'
import { pageKit, type PageKit } from '../../worker/render/page-kit'
import { refusalOf } from '../../worker/render/refusal'
import { opaqueCursor, pageOrFirst } from '../../worker/upstream/paging'
import { Cancellation, History, Lines, ShipTo, Totals } from '../_parts/order-history'
import { orderStatusName } from '../_parts/open-names'

const HERE = '/m/admin/orders'
const NOTE_MAX = 200
/** The reasons a seller picks from; 'no reply' is the Cron job's. */
const SELLER_REASONS = CANCEL_REASONS.filter((reason) => reason !== 'noReply')
const ACTIONS = ['confirm', 'requestVerification', 'ship', 'sign', 'complete', 'cancel'] as const
type Action = (typeof ACTIONS)[number]

const orderPath = (id: number) => `${HERE}?id=${id}`

/** The page's kit writing amounts in an order's own currency, whatever market the page is in. */
const inCurrency = (kit: PageKit, currency: Currency): PageKit => ({ ...kit, money: (value: number) => formatMoney(value, currency) })

function ActionForm({ orderId, action, label, children }: { orderId: number; action: Action; label: string; children?: ReactNode }) {
  return (
    <form method="post" action={HERE} className="stack">
      <input type="hidden" name="orderId" value={orderId} />
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="idem" value={crypto.randomUUID()} />
      {children}
      <button className={action === 'cancel' ? 'btn plain' : 'btn'} type="submit">{label}</button>
    </form>
  )
}

function Note({ kit }: { kit: PageKit }) {
  return (
    <label>
      {kit.t('orderAdmin.note')}
      <textarea name="note" rows={2} maxLength={NOTE_MAX} />
    </label>
  )
}

function ShipForm({ order, kit }: { order: AdminOrderDetail; kit: PageKit }) {
  const { t, tx } = kit
  const left = order.lines.filter((line) => line.shipped < line.quantity)
  return (
    <ActionForm orderId={order.id} action="ship" label={t('orderAdmin.ship')}>
      <input type="hidden" name="lines" value={left.map((line) => line.id).join(',')} />
      {left.map((line) => (
        <label key={line.id}>
          {line.name} · {tx('orderAdmin.left', { count: line.quantity - line.shipped })}
          <input type="number" name={`ship_${line.id}`} min={0} max={line.quantity - line.shipped} defaultValue={line.quantity - line.shipped} dir="ltr" />
        </label>
      ))}
    </ActionForm>
  )
}

function SignForm({ order, shipment, kit }: { order: AdminOrderDetail; shipment: Package; kit: PageKit }) {
  const { t, tx } = kit
  const unsigned = shipment.lines.filter((line) => line.signed < line.quantity)
  if (unsigned.length === 0) return null
  return (
    <ActionForm orderId={order.id} action="sign" label={`${t('orderAdmin.sign')} · ${shipment.trackingNo}`}>
      <input type="hidden" name="packageId" value={shipment.id} />
      <input type="hidden" name="lines" value={unsigned.map((line) => line.orderLineId).join(',')} />
      {unsigned.map((line) => (
        <label key={line.orderLineId}>
          {line.name} · {tx('orderAdmin.unsigned', { count: line.quantity - line.signed })}
          <input type="number" name={`sign_${line.orderLineId}`} min={0} max={line.quantity - line.signed} defaultValue={line.quantity - line.signed} dir="ltr" />
        </label>
      ))}
    </ActionForm>
  )
}

/** The seller's actions the mall allows now, each a plain form. */
function Actions({ order, kit }: { order: AdminOrderDetail; kit: PageKit }) {
  const { t } = kit
  const can = (action: Action) => order.actions.includes(action)
  if (order.actions.length === 0) return null
  return (
    <section className="card stack">
      {can('confirm') ? <ActionForm orderId={order.id} action="confirm" label={t('orderAdmin.confirm')} /> : null}
      {can('requestVerification') ? (
        <ActionForm orderId={order.id} action="requestVerification" label={t('orderAdmin.requestVerification')}>
          <Note kit={kit} />
        </ActionForm>
      ) : null}
      {can('ship') ? <ShipForm order={order} kit={kit} /> : null}
      {can('sign') ? order.packages.map((shipment) => <SignForm key={shipment.id} order={order} shipment={shipment} kit={kit} />) : null}
      {can('complete') ? <ActionForm orderId={order.id} action="complete" label={t('orderAdmin.complete')} /> : null}
      {can('cancel') ? (
        <ActionForm orderId={order.id} action="cancel" label={t('orderAdmin.cancel')}>
          <label>
            {t('orderAdmin.reason')}
            <select name="reason">
              {SELLER_REASONS.map((reason) => (
                <option key={reason} value={reason}>{t(`cancelReason.${reason}`)}</option>
              ))}
            </select>
          </label>
          <Note kit={kit} />
        </ActionForm>
      ) : null}
    </section>
  )
}

function OrderView({ order, kit: pageKit }: { order: AdminOrderDetail; kit: PageKit }) {
  const kit = inCurrency(pageKit, order.currency)
  const { t, tx, dateTime } = kit
  return (
    <>
      <section className="card stack">
        <p className="status">{orderStatusName(order.status, t)}</p>
        <p>
          {tx('orderList.number', { id: order.id })}
          <br />
          {t('orderAdmin.buyer')}: <b><bdi>{order.buyer.nickname}</bdi></b> <span className="muted">(<bdi>{order.buyer.username}</bdi>)</span>
          <br />
          <span className="muted">{tx('orderDetail.placedAt', { time: dateTime(order.createdAt) })}</span>
        </p>
        <Cancellation order={order} kit={kit} />
      </section>
      <Actions order={order} kit={kit} />
      <Lines order={order} kit={kit} />
      <ShipTo order={order} kit={kit} />
      <section className="card">
        {t(`checkout.${order.payment}`)} ·{' '}
        <span className="muted">{order.paidAt ? tx('orderDetail.paidAt', { time: dateTime(order.paidAt) }) : t('orderDetail.notPaid')}</span>
      </section>
      <Totals order={order} kit={kit} />
      <History history={order.history} kit={kit} />
      <p className="row end">
        <a className="btn plain" href={HERE}>{t('orderAdmin.allOrders')}</a>
      </p>
    </>
  )
}

/** The market whose orders these are, and the way to another. */
function Market({ here, kit }: { here: string; kit: PageKit }) {
  const market = kit.ctx.country.info?.countryCode ?? kit.ctx.country.code
  return (
    <p className="muted">
      {market ? <>{kit.tx('orderAdmin.market', { market: kit.country(market) })} </> : null}
      <a href={`/m/market?back=${encodeURIComponent(here)}`}>{kit.t('orderAdmin.otherMarket')}</a>
    </p>
  )
}

function ListView({ list, status, kit }: { list: AdminOrderList; status: OrderStatus | undefined; kit: PageKit }) {
  const { t, tx, dateTime } = kit
  const more = list.next ? `${HERE}?${new URLSearchParams({ ...(status ? { status } : {}), cursor: list.next })}` : null
  return (
    <>
      <Market here={status ? `${HERE}?status=${status}` : HERE} kit={kit} />
      <form method="get" action={HERE} className="card row">
        <label>
          {t('orderAdmin.status')}
          <select name="status" defaultValue={status ?? ''}>
            <option value="">{t('orderAdmin.allStatuses')}</option>
            {ORDER_STATUSES.map((known) => (
              <option key={known} value={known}>{t(`orderStatus.${known}`)}</option>
            ))}
          </select>
        </label>
        <button className="btn" type="submit">{t('orderAdmin.show')}</button>
      </form>
      {list.items.length === 0 ? <p className="empty">{t('orderAdmin.empty')}</p> : null}
      {list.items.map((order) => (
        <article className="card stack" key={order.id}>
          <div className="row">
            <h2>{tx('orderList.number', { id: order.id })}</h2>
            <span className="status">{orderStatusName(order.status, t)}</span>
          </div>
          <div className="row">
            <span>
              {t('orderAdmin.buyer')}: <bdi>{order.buyer}</bdi>
              <br />
              <span className="muted">
                {t(`checkout.${order.payment}`)} · {dateTime(order.createdAt)}
              </span>
            </span>
            <span className="price" dir="ltr">{formatMoney(order.total, order.currency)}</span>
          </div>
          <a className="btn plain" href={orderPath(order.id)}>{t('orderAdmin.manage')}</a>
        </article>
      ))}
      {more ? (
        <p className="row end">
          <a className="btn plain" href={more}>{t('orderAdmin.more')}</a>
        </p>
      ) : null}
    </>
  )
}

/**
 * Admins only: the orders of the market the admin is in, by status, each in its own currency, and one order at a time
 * with the actions the rules allow (another market's order: 'Resource does not exist').
 */
export async function GET(c: Context<AppEnv>) {
  const kit = await pageKit(c)
  const id = parseId(c.req.query('id'))
  const status = ORDER_STATUSES.find((known) => known === c.req.query('status'))
  const cursor = opaqueCursor(c.req.query('cursor'))
  const title = kit.t('title.adminOrders')
  if (id !== null) {
    const order = await c.var.upstream.call('adminOrder', { query: { id: String(id) } })
    return c.render(<OrderView order={order} kit={kit} />, { title, back: HERE })
  }
  const query: Record<string, string> = {}
  if (status) query.status = status
  const { page: list } = await pageOrFirst(cursor, (cursor) => c.var.upstream.call('adminOrders', { query: cursor ? { ...query, cursor } : query }))
  return c.render(<ListView list={list} status={status} kit={kit} />, { title })
}

/** `lines` (ids) with their `<prefix><id>` quantities; lines of 0 units are left out. */
function quantities(form: FormReader, prefix: string) {
  return form
    .text('lines', 600)
    .split(',')
    .map((part) => parseId(part.trim()))
    .filter((lineId): lineId is number => lineId !== null)
    .map((orderLineId) => ({ orderLineId, quantity: Number(/^\d{1,4}$/.exec(form.text(`${prefix}${orderLineId}`, 5).trim())?.[0] ?? 0) }))
}

async function act(c: Context<AppEnv>, action: Action, orderId: number, form: FormReader) {
  const upstream = c.var.upstream
  const options = { idempotencyKey: form.idempotencyKey() }
  const note = form.text('note', NOTE_MAX).trim() || undefined
  switch (action) {
    case 'confirm':
      return upstream.call('adminConfirm', { ...options, body: { orderId } })
    case 'complete':
      return upstream.call('adminComplete', { ...options, body: { orderId } })
    case 'requestVerification':
      return upstream.call('adminRequestVerification', { ...options, body: { orderId, note } })
    case 'cancel': {
      const reason = SELLER_REASONS.find((known) => known === form.text('reason', 20)) ?? 'other'
      return upstream.call('adminCancel', { ...options, body: { orderId, reason, note } })
    }
    case 'ship':
      return upstream.call('adminShip', { ...options, body: { orderId, lines: quantities(form, 'ship_').filter((line) => line.quantity > 0) } })
    case 'sign': {
      const packageId = parseId(form.text('packageId', 10)) ?? 0
      return upstream.call('adminSign', { ...options, body: { packageId, lines: quantities(form, 'sign_') } })
    }
  }
}

const backTo = (orderId: number | null) => (orderId === null ? HERE : orderPath(orderId))

/** After a login, the seller's form comes back to the order it acted on. */
export const back = async (c: Context<AppEnv>) => backTo(parseId((await readForm(c)).text('orderId', 10)))

/** The seller's actions without JavaScript; the mall checks the role and the rules, the notice says how it went. */
export async function POST(c: Context<AppEnv>) {
  const form = await readForm(c)
  const orderId = parseId(form.text('orderId', 10))
  const back = backTo(orderId)
  const action = ACTIONS.find((known) => known === form.text('action', 30))
  if (orderId === null || !action) {
    setNotice(c, { fail: 'error.notFound' })
    return c.redirect(back, 303)
  }
  try {
    await act(c, action, orderId, form)
    setNotice(c, { ok: 'orderNotice.updated' })
  } catch (error) {
    const refused = refusalOf(error)
    if (!refused) throw error
    setNotice(c, refused === 'invalidInput' ? { fail: 'error.actionNotAllowed' } : orderRefusal(refused))
  }
  return c.redirect(back, 303)
}

export const namespaces = ['orders', 'coupons'] as const
