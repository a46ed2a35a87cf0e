import type { Context } from 'hono'
import { endpoints } from '../../contract'
import type { UserEnv } from '../core/env'
import { answer, errorBody, ok, successBody } from '../core/envelope'
import { MallError, notFound } from '../core/errors'
import { guardedWrite } from '../core/guarded-write'
import { fingerprintOf } from '../core/idempotent-write'
import { marketOf } from '../core/market'
import { EndpointRoutes } from '../core/mount'
import { findFlashItem, flashHoldings, flashStockOf } from '../flash-sale/queries'
import { loadCart } from './lines'
import {
  addProductStatement, changeQuantityStatement, findLine, productLineQuantity, removeLineStatement, selectLineStatement,
} from './product-lines'
import { cartCount } from './queries'

const findProduct = (db: D1Database, id: number) =>
  db.prepare('SELECT id, stock FROM products WHERE id = ?').bind(id).first<{ id: number; stock: number }>()

/** The buyer's cart of the request's market, each flash line with the units its stock object counts for the buyer. */
async function cartOf(c: Context<UserEnv>, userId: number) {
  const country = await marketOf(c)
  return loadCart(c.env.DB, userId, country.id, country.currencyScale, (ids) => flashHoldings(c.env.FLASH_STOCK, userId, ids))
}

/** Whether the buyer holds as many units of this flash item as its per-buyer limit allows. */
async function flashLimitReached(c: Context<UserEnv>, userId: number, flashItemId: number) {
  const item = await findFlashItem(c.env.DB, flashItemId)
  return item !== null && (await flashStockOf(c.env.FLASH_STOCK, flashItemId).boughtBy(userId)) >= item.limit_per_buyer
}

/** Ordinary products in the cart: add, step, select, remove; and the cart itself with each line's problem. */
export const cartLineRoutes = new EndpointRoutes()
  .endpoint(endpoints.cart, async (c) => {
    return ok(c, await cartOf(c, c.get('user').id))
  })
  .endpoint(endpoints.addProduct, async (c, { body: request, key }) => {
    const user = c.get('user')
    const db = c.env.DB
    const scope = { userId: user.id, key, fingerprint: fingerprintOf('addProduct', request) }
    const body = await guardedWrite<{ count: number }>(
      db,
      scope,
      async () => {
        const product = await findProduct(db, request.productId)
        if (!product) throw new MallError('productNotFound')
        const [inCart, count] = await Promise.all([productLineQuantity(db, user.id, product.id), cartCount(db, user.id)])
        if (inCart + request.quantity > product.stock) return { answer: errorBody('addFailed') }
        return {
          answer: successBody({ count: count + request.quantity }),
          statements: [addProductStatement(db, user.id, product.id, request.quantity, Date.now())],
        }
      },
      [{ constraint: 'cart_items.quantity', key: 'addFailed' }],
    )
    return answer(c, body)
  })
  .endpoint(endpoints.changeLine, async (c, { body: request }) => {
    const user = c.get('user')
    const db = c.env.DB
    const now = Date.now()
    const statement =
      request.selected !== undefined
        ? selectLineStatement(db, user.id, request.lineId, request.selected, now)
        : changeQuantityStatement(db, user.id, request.lineId, request.delta !== undefined ? { delta: request.delta } : { quantity: request.quantity! }, now)
    const { meta } = await statement.run()
    if (meta.changes === 0) {
      const line = await findLine(db, user.id, request.lineId)
      if (!line) throw notFound()
      if (request.selected === undefined) {
        const wanted = request.delta !== undefined ? line.quantity + request.delta : request.quantity!
        if (wanted <= line.quantity) throw new MallError('reduceFailed')
        if (line.flash_item_id !== null && (await flashLimitReached(c, user.id, line.flash_item_id))) throw new MallError('limitReached')
        throw new MallError('addFailed')
      }
    }
    return ok(c, await cartOf(c, user.id))
  })
  .endpoint(endpoints.removeLine, async (c, { body }) => {
    const user = c.get('user')
    const db = c.env.DB
    const { lineId } = body
    const { meta } = await removeLineStatement(db, user.id, lineId).run()
    if (meta.changes === 0) throw notFound()
    return ok(c, await cartOf(c, user.id))
  })
