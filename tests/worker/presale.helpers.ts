import type { PresalePhase } from '../../contract'
import { call, mallEnv, NG } from './mall.helpers'
import { answerOf, createProduct } from './orders.helpers'

const db = mallEnv.DB
const HOUR = 3_600_000

/** Reservation and sale windows placing an item in `phase` now. */
export function windowsFor(phase: PresalePhase, now = Date.now()) {
  const at = {
    coming: [now + HOUR, now + 2 * HOUR, now + 3 * HOUR, now + 4 * HOUR],
    reserving: [now - HOUR, now + HOUR, now + 2 * HOUR, now + 3 * HOUR],
    waiting: [now - 2 * HOUR, now - HOUR, now + HOUR, now + 2 * HOUR],
    selling: [now - 3 * HOUR, now - 2 * HOUR, now - HOUR, now + HOUR],
    ended: [now - 4 * HOUR, now - 3 * HOUR, now - 2 * HOUR, now - HOUR],
  }[phase]
  return { reserveStartAt: at[0]!, reserveEndAt: at[1]!, saleStartAt: at[2]!, saleEndAt: at[3]! }
}

/** A pre-sale item of its own product (stock 5), in `phase`. */
export async function createPresaleItem({
  quota,
  reserved = 0,
  phase = 'reserving',
  priceMinor = 9_999_900,
  countryId = NG,
}: { quota: number; reserved?: number; phase?: PresalePhase; priceMinor?: number; countryId?: number }) {
  const productId = await createProduct({ stock: 5, countryId })
  const w = windowsFor(phase)
  const row = await db
    .prepare(
      `INSERT INTO presale_items (country_id, product_id, price_minor, quota, reserved, reserve_start_at, reserve_end_at, sale_start_at, sale_end_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .bind(countryId, productId, priceMinor, quota, reserved, w.reserveStartAt, w.reserveEndAt, w.saleStartAt, w.saleEndAt)
    .first<{ id: number }>()
  return { itemId: row!.id, productId }
}

/** Moves an item's windows so that it is in `phase` now (what time passing, or an admin's schedule, does). */
export const moveTo = (itemId: number, phase: PresalePhase) => {
  const w = windowsFor(phase)
  return db
    .prepare('UPDATE presale_items SET reserve_start_at = ?, reserve_end_at = ?, sale_start_at = ?, sale_end_at = ? WHERE id = ?')
    .bind(w.reserveStartAt, w.reserveEndAt, w.saleStartAt, w.saleEndAt, itemId)
    .run()
}

export const reserve = (token: string, itemId: number, key?: string, countryId = NG) =>
  answerOf<{ itemId: number; reserved: number; preSaleNum: number }>(
    call('/api/activity/presale/reserve', {
      method: 'POST',
      token,
      json: { itemId },
      headers: { country_id: String(countryId), ...(key ? { 'idempotency-key': key } : {}) },
    }),
  )

export const buy = (token: string, itemId: number) =>
  answerOf<{ lineId: number }>(call('/api/activity/presale/buy', { method: 'POST', token, json: { itemId }, headers: { country_id: String(NG) } }))

export const quotaOf = (itemId: number) => mallEnv.PRESALE_QUOTA.get(mallEnv.PRESALE_QUOTA.idFromName(`presale-item:${itemId}`))

export const reservationsOf = async (itemId: number) =>
  (
    await db
      .prepare('SELECT user_id, status, order_id FROM presale_reservations WHERE item_id = ? ORDER BY user_id')
      .bind(itemId)
      .all<{ user_id: number; status: string; order_id: number | null }>()
  ).results

export const listingOf = (itemId: number) =>
  db.prepare('SELECT quota, reserved FROM presale_items WHERE id = ?').bind(itemId).first<{ quota: number; reserved: number }>()

/** A pre-sale cart line written straight into D1, as if the buy endpoint's checks were skipped. */
export async function presaleLineInD1(userId: number, itemId: number, productId: number, priceMinor = 9_999_900) {
  const now = Date.now()
  const row = await db
    .prepare(
      `INSERT INTO cart_items (user_id, product_id, presale_item_id, quantity, unit_price_minor, created_at, updated_at)
       VALUES (?, ?, ?, 1, ?, ?, ?) RETURNING id`,
    )
    .bind(userId, productId, itemId, priceMinor, now, now)
    .first<{ id: number }>()
  return row!.id
}
