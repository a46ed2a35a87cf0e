import { call, mallEnv, NG } from './mall.helpers'
import { answerOf } from './orders.helpers'

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
