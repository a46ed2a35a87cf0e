import { type Context, Hono } from 'hono'
import { AddToCartRequest, endpoints, type User } from '../worker/upstream/contract'
import { requireUser } from './auth'
import type { MallEnv } from './env'
import { errorBody, ok } from './envelope'
import { MallError } from './errors'
import { type FlashItemRow, findFlashItem, sessionStatus } from './flash-sale'
import type { TakeAnswer } from './flash-stock'
import { fingerprintOf, findStoredAnswer, idempotencyKey, rememberAnswer, replay } from './idempotency'
import { parseBody } from './input'

type Sale = { user: User; key: string | null; fingerprint: string; item: FlashItemRow; quantity: number; sold: number }

/** The success envelope, built inside the write so the stored answer and the returned one are the same bytes. */
const SUCCESS_JSON = `json_object('code', 1, 'msg', 'success', 'data', json_object(
  'count', (SELECT COALESCE(SUM(quantity), 0) FROM cart_items WHERE user_id = ?1), 'sold', ?2))`

const json = (c: Context, body: string) => c.body(body, 200, { 'content-type': 'application/json; charset=UTF-8' })

/**
 * Writes a sale the stock object already granted, in one D1 transaction: the cart row, the flash item's sold
 * figure and (with a key) the idempotency record. A second write for the same key fails on the record's primary
 * key, rolls back, and answers with the first write's answer.
 */
async function recordSale(c: Context<MallEnv>, sale: Sale): Promise<Response> {
  const db = c.env.DB
  const now = Date.now()
  const answer =
    sale.key === null
      ? db.prepare(`SELECT ${SUCCESS_JSON} AS response`).bind(sale.user.id, sale.sold)
      : db
          .prepare(
            `INSERT INTO idempotency_records (user_id, key, fingerprint, response, created_at)
             VALUES (?1, ?3, ?4, ${SUCCESS_JSON}, ?5) RETURNING response`,
          )
          .bind(sale.user.id, sale.sold, sale.key, sale.fingerprint, now)
  try {
    const [, , written] = await db.batch<{ response: string }>([
      db
        .prepare(
          `INSERT INTO cart_items (user_id, product_id, flash_item_id, quantity, unit_price_minor, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (user_id, flash_item_id) DO UPDATE SET quantity = quantity + excluded.quantity,
             unit_price_minor = excluded.unit_price_minor, updated_at = excluded.updated_at`,
        )
        .bind(sale.user.id, sale.item.product_id, sale.item.id, sale.quantity, sale.item.price_minor, now, now),
      db.prepare('UPDATE flash_items SET sold = MAX(sold, ?) WHERE id = ?').bind(sale.sold, sale.item.id),
      answer,
    ])
    const response = written?.results[0]?.response
    if (typeof response !== 'string') throw new Error('the sale write returned no answer')
    return json(c, response)
  } catch (error) {
    const stored = sale.key === null ? null : await findStoredAnswer(db, sale.user.id, sale.key)
    if (stored) return replay(c, stored, sale.fingerprint)
    console.error('add to cart: stock taken but the D1 write failed', error)
    throw new MallError('addCartFailed')
  }
}

async function answerFromStock(c: Context<MallEnv>, answer: TakeAnswer, sale: Omit<Sale, 'sold'>) {
  if (answer.result === 'ok') return recordSale(c, { ...sale, sold: answer.sold })
  const body = errorBody(answer.result)
  if (sale.key !== null) await rememberAnswer(c.env.DB, sale.user.id, sale.key, sale.fingerprint, body)
  return c.json(body, 200)
}

export const cartRoutes = new Hono<MallEnv>()
  .post(endpoints.addToCart.path, requireUser, async (c) => {
    const user = c.get('user')
    const key = idempotencyKey(c.req.header('idempotency-key'))
    const request = await parseBody(c, AddToCartRequest)
    const fingerprint = fingerprintOf('addToCart', request)
    if (key !== null) {
      const stored = await findStoredAnswer(c.env.DB, user.id, key)
      if (stored) return replay(c, stored, fingerprint)
    }

    const item = await findFlashItem(c.env.DB, request.flashItemId)
    if (!item) throw new MallError('productNotFound')
    const sale = { user, key, fingerprint, item, quantity: request.quantity }
    const stock = c.env.FLASH_STOCK.get(c.env.FLASH_STOCK.idFromName(`flash-item:${item.id}`))
    const status = sessionStatus(item, Date.now())
    if (status === 'coming') throw new MallError('sessionNotLive')
    if (status === 'ended') {
      // A retry whose first attempt took stock but died before the D1 write still gets its first answer.
      const earlier = key === null ? null : await stock.recall(user.id, key)
      if (!earlier) throw new MallError('sessionEnded')
      if (earlier.fingerprint !== fingerprint) throw new MallError('idempotencyConflict')
      return answerFromStock(c, earlier.answer, sale)
    }

    const outcome = await stock.take({
      buyer: user.id,
      key,
      fingerprint,
      quantity: request.quantity,
      limitPerBuyer: item.limit_per_buyer,
      total: item.total,
      sold: item.sold,
    })
    if (outcome.result === 'conflict') throw new MallError('idempotencyConflict')
    return answerFromStock(c, outcome, sale)
  })
  .get(endpoints.cartCount.path, requireUser, async (c) => {
    const row = await c.env.DB.prepare('SELECT COALESCE(SUM(quantity), 0) AS count FROM cart_items WHERE user_id = ?')
      .bind(c.get('user').id)
      .first<{ count: number }>()
    return ok(c, { count: row?.count ?? 0 })
  })
