import type { Context } from 'hono'
import { ORDER_TAB_NAMES, type OrderSummary, type OrderTab } from '../../contract'
import { orderStatusName } from '../_parts/open-names'

import { ProductPlaceholder } from '../../islands/product-placeholder'
import type { AppEnv } from '../../worker/env'
import { loadCartCount, pageKit, type PageKit } from '../../worker/render/page-kit'
import { opaqueCursor, pageOrFirst } from '../../worker/upstream/paging'

const listPath = (tab: OrderTab, cursor?: string) => `/m/order/list?tab=${tab}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`

function Tabs({ current, kit }: { current: OrderTab; kit: PageKit }) {
  return (
    <nav className="tabs" aria-label={kit.t('orderTabs.label')}>
      {ORDER_TAB_NAMES.map((tab) => (
        <a key={tab} className="tab" href={listPath(tab)} aria-current={tab === current ? 'page' : undefined}>
          {kit.t(`orderTabs.${tab}`)}
        </a>
      ))}
    </nav>
  )
}

function OrderCard({ order, index, kit }: { order: OrderSummary; index: number; kit: PageKit }) {
  const { t, tx, money, dateTime } = kit
  return (
    <a className="card item link" href={`/m/order/details?id=${order.id}`}>
      {!order.firstImage ? null : kit.ctx.dataSaver ? (
        <ProductPlaceholder id={order.firstProductId} name={order.firstName} size={96} label="" />
      ) : (
        <img src={order.firstImage} alt="" width={72} height={72} loading={index < 4 ? 'eager' : 'lazy'} />
      )}
      <div className="info">
        <div className="row">
          <h2>{tx('orderList.number', { id: order.id })}</h2>
          <span className="status">{orderStatusName(order.status, t)}</span>
        </div>
        {order.firstName ? (
          <p className="order-first" style={{ margin: 0 }}>
            <bdi>{order.firstName}</bdi>
            {order.lineCount > 1 ? <span className="muted"> {tx('orderList.andMore', { count: order.lineCount - 1 })}</span> : null}
          </p>
        ) : null}
        <span className="muted">{tx('orderList.placedAt', { time: dateTime(order.createdAt) })}</span>
        <div className="row">
          <span className="muted">{tx('orderList.items', { count: order.itemCount })}</span>
          <span className="price" dir="ltr">{money(order.total)}</span>
        </div>
      </div>
    </a>
  )
}

/** The buyer's orders by tab, newest first, a page at a time. */
export async function GET(c: Context<AppEnv>) {
  const tab = ORDER_TAB_NAMES.find((known) => known === c.req.query('tab')) ?? 'all'
  const [kit, { page }, cartCount] = await Promise.all([
    pageKit(c),
    pageOrFirst(opaqueCursor(c.req.query('cursor')), (cursor) => c.var.upstream.call('orders', { query: cursor ? { tab, cursor } : { tab } })),
    loadCartCount(c),
  ])
  const { t } = kit
  return c.render(
    <>
      <Tabs current={tab} kit={kit} />
      {page.items.length === 0 ? (
        <section className="empty">
          <p>{t('orderList.empty')}</p>
          <a className="btn" href="/m/">{t('orderList.shop')}</a>
        </section>
      ) : (
        page.items.map((order, index) => <OrderCard key={order.id} order={order} index={index} kit={kit} />)
      )}
      {page.next ? (
        <p className="row end">
          <a className="btn plain" href={listPath(tab, page.next)}>{t('orderList.more')}</a>
        </p>
      ) : null}
    </>,
    { title: t('title.orders'), back: '/m/user', cartCount },
  )
}

export const namespaces = ['orders'] as const
