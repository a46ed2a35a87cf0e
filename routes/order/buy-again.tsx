import type { Context } from 'hono'
import { MAX_LINE_QUANTITY, parseId, type OrderLine } from '../../contract'
import type { AppEnv } from '../../worker/env'
import { setNotice } from '../../worker/context/notice'
import { readForm } from '../../worker/render/form'
import { refusalOf } from '../../worker/render/refusal'
import { orderRefusal } from '../../worker/render/refusal-notices'
import { loadOrderPage } from './_load'
import { detailsPath } from './_paths'

const CART = '/m/cart'

/** What could not be added again: the order and its line ids, for the page that names them. */
const missedPath = (orderId: number, lineIds: number[]) => `/m/order/buy-again?id=${orderId}&missed=${lineIds.join('.')}`

/** The lines a buy-again form names: all of them, or the one line of the order it names (none for another id). */
const chosenLines = (lines: OrderLine[], lineId: number | null) => (lineId === null ? lines : lines.filter((line) => line.id === lineId))

/**
 * Buys a completed order again: each chosen line goes into the cart through the cart's own add (which keeps the stock
 * and the limits), as an ordinary product at today's price. Everything added: the cart, with a notice. Something
 * refused: a page naming what was not added. Another buyer's order does not exist.
 */
export async function POST(c: Context<AppEnv>) {
  const form = await readForm(c)
  const orderId = parseId(form.text('orderId', 10))
  const lineId = parseId(form.text('lineId', 10))
  if (orderId === null) {
    setNotice(c, { fail: 'error.notFound' })
    return c.redirect('/m/order/list', 303)
  }
  const upstream = c.var.upstream
  let order
  try {
    order = await upstream.call('order', { query: { id: String(orderId) } })
  } catch (error) {
    const refused = refusalOf(error)
    if (!refused) throw error
    setNotice(c, orderRefusal(refused))
    return c.redirect('/m/order/list', 303)
  }
  const lines = chosenLines(order.lines, lineId)
  if (order.status !== 'completed' || lines.length === 0) {
    setNotice(c, { fail: order.status !== 'completed' ? 'buyAgain.notCompleted' : 'error.notFound' })
    return c.redirect(detailsPath(order.id), 303)
  }
  // One key per line, from the form's: a resent form adds each line once.
  const key = form.idempotencyKey().slice(0, 88)
  const missed: number[] = []
  for (const line of lines) {
    try {
      await upstream.call('addProduct', {
        body: { productId: line.productId, quantity: Math.min(MAX_LINE_QUANTITY, line.quantity) },
        idempotencyKey: `${key}.${line.id}`,
      })
    } catch (error) {
      if (!refusalOf(error)) throw error
      missed.push(line.id)
    }
  }
  if (missed.length > 0) return c.redirect(missedPath(order.id, missed), 303)
  setNotice(c, { ok: 'buyAgain.added' })
  return c.redirect(CART, 303)
}

/** What a buy-again could not add, by name, and the way to the cart with the rest. */
export async function GET(c: Context<AppEnv>) {
  const { kit, order, cartCount } = await loadOrderPage(c)
  const { t } = kit
  const ids = new Set((c.req.query('missed') ?? '').split('.').map((id) => parseId(id)).filter((id) => id !== null))
  const missed = order.lines.filter((line) => ids.has(line.id))
  const noneAdded = missed.length > 0 && order.lines.length === missed.length
  return c.render(
    <section className="card stack" aria-labelledby="buy-again-title">
      <h2 id="buy-again-title">{t('buyAgain.title')}</h2>
      <p>{t(noneAdded ? 'buyAgain.noneAdded' : 'buyAgain.missed')}</p>
      <ul className="buy-again-missed">
        {missed.map((line) => (
          <li key={line.id} data-line={line.id}><bdi>{line.name}</bdi></li>
        ))}
      </ul>
      {noneAdded ? null : <p className="muted">{t('buyAgain.rest')}</p>}
      <a className="btn wide" href={CART}>{t('buyAgain.toCart')}</a>
    </section>,
    { title: t('buyAgain.button'), back: detailsPath(order.id), cartCount },
  )
}

/** After a login, the buyer comes back to the order. */
export const back = async (c: Context<AppEnv>) => {
  const orderId = parseId((await readForm(c)).text('orderId', 10))
  return orderId === null ? '/m/order/list' : detailsPath(orderId)
}

export const namespaces = ['orders'] as const
