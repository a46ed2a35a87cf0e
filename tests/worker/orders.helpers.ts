import { call, createBuyers, mallEnv, NG } from './mall.helpers'
import { MAX_ADDRESSES } from '../../mall/orders/addresses'

const db = mallEnv.DB
const unique = () => crypto.randomUUID().slice(0, 8)

/** A product of the market with its own stock (the catalogue seed is not relied on). */
export async function createProduct({ stock, priceMinor = 1_250_000, countryId = NG, name }: { stock: number; priceMinor?: number; countryId?: number; name?: string }) {
  const row = await db
    .prepare("INSERT INTO products (country_id, name, image, price_minor, stock) VALUES (?, ?, '/m/img/products/phone.svg', ?, ?) RETURNING id")
    .bind(countryId, name ?? `Test product ${unique()}`, priceMinor, stock)
    .first<{ id: number }>()
  return row!.id
}

export const stockOf = async (productId: number) =>
  (await db.prepare('SELECT stock FROM products WHERE id = ?').bind(productId).first<number>('stock'))!

export async function createRegion({ countryId = NG, feeMinor = 150_000, name }: { countryId?: number; feeMinor?: number; name?: string } = {}) {
  const row = await db
    .prepare('INSERT INTO regions (country_id, name, delivery_fee_minor, days_min, days_max) VALUES (?, ?, ?, 2, 5) RETURNING id')
    .bind(countryId, name ?? `Region ${unique()}`, feeMinor)
    .first<{ id: number }>()
  return row!.id
}

/** An address written straight into D1; the user's first is the default (a user has exactly one). */
export async function createAddress(userId: number, regionId: number, street = '12 Allen Avenue') {
  const now = Date.now()
  const row = await db
    .prepare(
      `INSERT INTO addresses (user_id, name, phone, region_id, city, street, is_default, created_at, updated_at)
       VALUES (?1, 'Test Buyer', '+234 803 000 0000', ?2, 'Ikeja', ?3, NOT EXISTS (SELECT 1 FROM addresses WHERE user_id = ?1 AND is_default = 1), ?4, ?4)
       RETURNING id`,
    )
    .bind(userId, regionId, street, now)
    .first<{ id: number }>()
  return row!.id
}

/** Fills the user's address book to the mall's limit (in one region, returned). */
export async function fillAddressBook(userId: number): Promise<number> {
  const regionId = await createRegion()
  const count = (await db.prepare('SELECT COUNT(*) AS n FROM addresses WHERE user_id = ?').bind(userId).first<number>('n'))!
  for (let i = count; i < MAX_ADDRESSES; i++) await createAddress(userId, regionId, `${i + 1} Allen Avenue`)
  return regionId
}

/** An ordinary cart line, written straight into D1 at the product's price now. */
export async function putInCart(userId: number, productId: number, quantity = 1) {
  const now = Date.now()
  const row = await db
    .prepare(
      `INSERT INTO cart_items (user_id, product_id, quantity, unit_price_minor, created_at, updated_at)
       SELECT ?, id, ?, price_minor, ?, ? FROM products WHERE id = ? RETURNING id`,
    )
    .bind(userId, quantity, now, now, productId)
    .first<{ id: number }>()
  return row!.id
}

export type Shopper = { id: number; token: string; addressId: number; lineIds: number[] }

/** Buyers with an address each and `products` in their carts (quantities as given). */
export async function shoppers(count: number, products: [productId: number, quantity: number][], regionId?: number): Promise<Shopper[]> {
  const region = regionId ?? (await createRegion())
  const buyers = await createBuyers(count)
  return Promise.all(
    buyers.map(async (buyer) => ({
      ...buyer,
      addressId: await createAddress(buyer.id, region),
      lineIds: await Promise.all(products.map(([productId, quantity]) => putInCart(buyer.id, productId, quantity))),
    })),
  )
}

export type Answer<T = unknown> = { code: number; msg: string; data: T; key?: string }

export async function answerOf<T = unknown>(response: Response | Promise<Response>): Promise<Answer<T> & { status: number }> {
  const settled = await response
  return { status: settled.status, ...((await settled.json()) as Answer<T>) }
}

export function place(shopper: Shopper, { key, payment = 'onDelivery' }: { key?: string; payment?: 'onDelivery' | 'online' } = {}) {
  return answerOf<{ orderId: number; status: string; total: number }>(
    call('/api/order/place', {
      method: 'POST',
      token: shopper.token,
      json: { addressId: shopper.addressId, payment, lineIds: shopper.lineIds },
      headers: key ? { 'idempotency-key': key } : {},
    }),
  )
}

/** A POST with a JSON body as a user (an Idempotency-Key when given). */
export const post = <T = unknown>(path: string, token: string, json: unknown, key?: string) =>
  answerOf<T>(call(path, { method: 'POST', token, json, headers: key ? { 'idempotency-key': key } : {} }))

export const get = <T = unknown>(path: string, token: string) => answerOf<T>(call(path, { token }))

export const orderRow = (orderId: number) =>
  db.prepare('SELECT status, cancelled_by, cancel_reason, paid_at, updated_at FROM orders WHERE id = ?').bind(orderId).first<{
    status: string
    cancelled_by: string | null
    cancel_reason: string | null
    paid_at: number | null
    updated_at: number
  }>()

export const historyOf = async (orderId: number) =>
  (await db.prepare('SELECT status, actor FROM order_history WHERE order_id = ? ORDER BY id').bind(orderId).all<{ status: string; actor: string }>()).results

/** Makes an order look as if it had waited since `msAgo`. */
export const age = (orderId: number, msAgo: number) => db.prepare('UPDATE orders SET updated_at = ? WHERE id = ?').bind(Date.now() - msAgo, orderId).run()

export const DAY_MS = 86_400_000

/**
 * Orders of one shopper in the given statuses: each placed through the mall, then moved to its status in D1 (only the
 * counts and lists read the status here, not the path that led to it).
 */
export async function ordersInStatuses(shopper: { id: number; token: string }, statuses: string[]): Promise<number[]> {
  const productId = await createProduct({ stock: statuses.length })
  const addressId = await createAddress(shopper.id, await createRegion())
  const ids: number[] = []
  for (const status of statuses) {
    const lineId = await putInCart(shopper.id, productId, 1)
    const { data } = await place({ ...shopper, addressId, lineIds: [lineId] })
    await db.prepare('UPDATE orders SET status = ? WHERE id = ?').bind(status, data.orderId).run()
    ids.push(data.orderId)
  }
  return ids
}
