import type { Context } from 'hono'
import { ProductPlaceholder } from '../../islands/product-placeholder'
import { parseId, type Package, type PackageLine } from '../../contract'

import type { AppEnv } from '../../worker/env'
import { PageError } from '../../worker/render/error-page'
import { loadCartCount, pageKit, type PageKit } from '../../worker/render/page-kit'

function Signed({ line, kit }: { line: PackageLine; kit: PageKit }) {
  const { t, tx } = kit
  if (line.signed === line.quantity) return <span className="status">{t('parcel.signed')}</span>
  if (line.signed === 0) return <span className="muted">{t('parcel.notSigned')}</span>
  return <span className="status">{tx('parcel.partlySigned', { signed: line.signed, quantity: line.quantity })}</span>
}

function PackageCard({ shipment, number, kit }: { shipment: Package; number: number; kit: PageKit }) {
  const { t, tx, dateTime } = kit
  return (
    <section className="card stack" aria-labelledby={`package-${shipment.id}`}>
      <div className="row">
        <h2 id={`package-${shipment.id}`}>{tx('parcel.number', { number })}</h2>
        <span className="muted">{tx('parcel.tracking', { number: shipment.trackingNo })}</span>
      </div>
      {shipment.lines.map((line) => (
        <div className="item" key={line.orderLineId}>
          {kit.ctx.dataSaver ? (
            <ProductPlaceholder id={line.orderLineId} name={line.name} size={96} label={line.name} />
          ) : (
            <img src={line.image} alt={line.name} width={56} height={56} />
          )}
          <div className="info">
            <bdi>{line.name}</bdi>
            <span className="muted">{tx('parcel.units', { count: line.quantity })}</span>
            <Signed line={line} kit={kit} />
          </div>
        </div>
      ))}
      <h3 className="muted">{t('parcel.events')}</h3>
      <ol className="timeline">
        {shipment.events.map((event, index) => (
          <li key={index}>
            <b>{t(`parcelEvent.${event.kind}`)}</b>
            <br />
            <time className="muted" dateTime={new Date(event.at).toISOString()}>{dateTime(event.at)}</time>
          </li>
        ))}
      </ol>
    </section>
  )
}

/** The packages an order ships in: the units of each line in each, signed or not, and their tracking events. */
export async function GET(c: Context<AppEnv>) {
  const id = parseId(c.req.query('id'))
  const kit = await pageKit(c)
  if (id === null) throw new PageError(404)
  const [data, cartCount] = await Promise.all([c.var.upstream.call('packages', { query: { id: String(id) } }), loadCartCount(c)])
  const { t } = kit
  const order = `/m/order/details?id=${data.orderId}`
  return c.render(
    <>
      {data.packages.length === 0 ? (
        <section className="empty">
          <p>{t('parcel.none')}</p>
          <a className="btn" href={order}>{t('parcel.backToOrder')}</a>
        </section>
      ) : (
        data.packages.map((shipment, index) => <PackageCard key={shipment.id} shipment={shipment} number={index + 1} kit={kit} />)
      )}
    </>,
    { title: t('title.packages'), back: order, cartCount },
  )
}

export const namespaces = ['orders'] as const
