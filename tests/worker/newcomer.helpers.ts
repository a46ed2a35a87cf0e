import { call, mallEnv, NG } from './mall.helpers'
import { answerOf, createProduct } from './orders.helpers'

/** Makes an account not new: one of its orders is completed. */
export async function completeAnOrder(userId: number, countryId = NG): Promise<void> {
  await mallEnv.DB.prepare(
    `INSERT INTO orders (user_id, country_id, status, payment, address, subtotal_minor, delivery_fee_minor, total_minor, created_at, updated_at)
     VALUES (?, ?, 'completed', 'onDelivery', '{}', 1000, 0, 1000, ?, ?)`,
  )
    .bind(userId, countryId, Date.now(), Date.now())
    .run()
}

/** One tap on "Receive the pack", as the storefront calls the mall. */
export const receivePackCall = (token: string, key?: string, countryId = NG) =>
  call('/api/newcomer/pack', { method: 'POST', token, headers: { country_id: String(countryId), ...(key ? { 'idempotency-key': key } : {}) } })

export const receivePack = (token: string, key?: string, countryId = NG) =>
  answerOf<{ coupons: { couponId: number; startsAt: number; expiresAt: number }[] }>(receivePackCall(token, key, countryId))

/** The gift copies a user holds, by source. */
export const giftCopiesOf = async (userId: number) =>
  (await mallEnv.DB.prepare("SELECT coupon_id, source FROM user_coupons WHERE user_id = ? AND source LIKE 'newcomer:%' ORDER BY coupon_id").bind(userId).all<{ coupon_id: number; source: string }>()).results

/** A new-user special of its own product (the seed's are not relied on): special id = product id. */
export async function createSpecial({ stock, priceMinor = 2_000_000, specialPriceMinor = 100_000, countryId = NG }: {
  stock: number; priceMinor?: number; specialPriceMinor?: number; countryId?: number
}) {
  const productId = await createProduct({ stock, priceMinor, countryId })
  await mallEnv.DB.prepare('INSERT INTO newcomer_specials (id, product_id, price_minor) VALUES (?1, ?1, ?2)').bind(productId, specialPriceMinor).run()
  return productId
}

/** "Buy at this price": the special into the caller's cart. */
export const buySpecial = (token: string, specialId: number, countryId = NG) =>
  answerOf<{ lineId: number }>(call('/api/newcomer/special/buy', { method: 'POST', token, json: { specialId }, headers: { country_id: String(countryId) } }))

export const purchasesOf = async (userId: number) =>
  (await mallEnv.DB.prepare('SELECT special_id, order_id FROM newcomer_purchases WHERE user_id = ?').bind(userId).all<{ special_id: number; order_id: number }>()).results
