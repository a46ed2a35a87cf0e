import { Hono } from 'hono'
import { AddProductRequest, ChangeLineRequest, endpoints, RemoveLineRequest } from '../../contract'
import { requireUser } from '../core/auth'
import type { MallEnv } from '../core/env'
import { answer, errorBody, ok, successBody } from '../core/envelope'
import { MallError, notFound } from '../core/errors'
import { guardedWrite } from '../core/guarded-write'
import { fingerprintOf, idempotencyKey } from '../core/idempotent-write'
import { parseBody } from '../core/input'
import { marketOf } from '../core/market'
import { loadCart } from './lines'
import {
  addProductStatement, changeQuantityStatement, findLine, productLineQuantity, removeLineStatement, selectLineStatement,
} from './product-lines'
import { cartCount } from './queries'

const findProduct = (db: D1Database, id: number) =>
  db.prepare('SELECT id, stock FROM products WHERE id = ?').bind(id).first<{ id: number; stock: number }>()

/** Ordinary products in the cart: add, step, select, remove; and the cart itself with each line's problem. */
export const cartLineRoutes = new Hono<MallEnv>()
  .get(endpoints.cart.path, requireUser, async (c) => {
    const country = await marketOf(c)
    return ok(c, await loadCart(c.env.DB, c.get('user').id, country.id, country.currencyScale))
  })
  .post(endpoints.addProduct.path, requireUser, async (c) => {
    const user = c.get('user')
    const db = c.env.DB
    const key = idempotencyKey(c.req.header('idempotency-key'))
    const request = await parseBody(c, AddProductRequest)
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
  .post(endpoints.changeLine.path, requireUser, async (c) => {
    const user = c.get('user')
    const db = c.env.DB
    const request = await parseBody(c, ChangeLineRequest)
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
        throw new MallError(wanted > line.quantity ? 'addFailed' : 'reduceFailed')
      }
    }
    const country = await marketOf(c)
    return ok(c, await loadCart(db, user.id, country.id, country.currencyScale))
  })
  .post(endpoints.removeLine.path, requireUser, async (c) => {
    const user = c.get('user')
    const db = c.env.DB
    const { lineId } = await parseBody(c, RemoveLineRequest)
    const { meta } = await removeLineStatement(db, user.id, lineId).run()
    if (meta.changes === 0) throw notFound()
    const country = await marketOf(c)
    return ok(c, await loadCart(db, user.id, country.id, country.currencyScale))
  })
