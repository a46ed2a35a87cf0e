import { type PresaleItem, type PresalePhase, presalePhase, type ReservationState } from '../../contract'
import { toMajor } from '../core/money'
import type { PresaleQuota, QuotaFigures } from './presale-quota.do'

/** Items whose sale ended longer ago than this are no longer listed. */
const ENDED_VISIBLE_MS = 86_400_000

export type PresaleItemRow = {
  id: number
  country_id: number
  product_id: number
  price_minor: number
  quota: number
  reserved: number
  reserve_start_at: number
  reserve_end_at: number
  sale_start_at: number
  sale_end_at: number
}

const ITEM_COLUMNS = 'i.id, i.country_id, i.product_id, i.price_minor, i.quota, i.reserved, i.reserve_start_at, i.reserve_end_at, i.sale_start_at, i.sale_end_at'

export const findPresaleItem = (db: D1Database, id: number) =>
  db.prepare(`SELECT ${ITEM_COLUMNS} FROM presale_items i WHERE i.id = ?`).bind(id).first<PresaleItemRow>()

export const phaseOf = (row: PresaleItemRow, now: number): PresalePhase =>
  presalePhase({ reserveStartAt: row.reserve_start_at, reserveEndAt: row.reserve_end_at, saleStartAt: row.sale_start_at, saleEndAt: row.sale_end_at }, now)

type ListedRow = PresaleItemRow & {
  name: string
  image: string
  product_price_minor: number
  currency_scale: number
  mine: ReservationState | null
  order_id: number | null
}

/** On sale first, then open for reservations, then waiting for the sale, then coming, then over. */
const PHASE_ORDER: Record<PresalePhase, number> = { selling: 0, reserving: 1, waiting: 2, coming: 3, ended: 4 }

const toPresaleItem = (row: ListedRow, now: number): PresaleItem => ({
  id: row.id,
  productId: row.product_id,
  name: row.name,
  image: row.image,
  price: toMajor(row.price_minor, row.currency_scale),
  originalPrice: toMajor(row.product_price_minor, row.currency_scale),
  quota: row.quota,
  reserved: Math.min(row.reserved, row.quota),
  reserveStartAt: row.reserve_start_at,
  reserveEndAt: row.reserve_end_at,
  saleStartAt: row.sale_start_at,
  saleEndAt: row.sale_end_at,
  phase: phaseOf(row, now),
  mine: row.mine,
  orderId: row.order_id,
})

/** The items with the reservations of the user bound at `userParam`. */
const listed = (userParam: string) => `SELECT ${ITEM_COLUMNS}, p.name, p.image, p.price_minor AS product_price_minor, co.currency_scale, r.status AS mine, r.order_id
  FROM presale_items i
  JOIN products p ON p.id = i.product_id
  JOIN countries co ON co.id = i.country_id
  LEFT JOIN presale_reservations r ON r.item_id = i.id AND r.user_id = ${userParam}`

/** The market's pre-sale items, each with the caller's reservation (`userId` null: a guest). */
export async function listPresale(db: D1Database, countryId: number, userId: number | null, now: number): Promise<PresaleItem[]> {
  const { results } = await db
    .prepare(`${listed('?3')} WHERE i.country_id = ?1 AND i.sale_end_at > ?2 ORDER BY i.sale_start_at, i.id`)
    .bind(countryId, now - ENDED_VISIBLE_MS, userId)
    .all<ListedRow>()
  return results.map((row) => toPresaleItem(row, now)).sort((a, b) => PHASE_ORDER[a.phase] - PHASE_ORDER[b.phase])
}

/** One item as listed, for `userId`. */
export async function presaleItem(db: D1Database, itemId: number, userId: number | null, now: number): Promise<PresaleItem | null> {
  const row = await db.prepare(`${listed('?2')} WHERE i.id = ?1`).bind(itemId, userId).first<ListedRow>()
  return row ? toPresaleItem(row, now) : null
}

/** The buyer's live reservations: held, and the sale window of the item not over (the lapse job may not have run). */
export async function preSaleNumOf(db: D1Database, userId: number, now: number): Promise<number> {
  const row = await db
    .prepare(
      `SELECT COUNT(*) AS live FROM presale_reservations r JOIN presale_items i ON i.id = r.item_id
       WHERE r.user_id = ? AND r.status = 'reserved' AND i.sale_end_at > ?`,
    )
    .bind(userId, now)
    .first<{ live: number }>()
  return row?.live ?? 0
}

export const findReservation = (db: D1Database, itemId: number, userId: number) =>
  db
    .prepare('SELECT status, order_id FROM presale_reservations WHERE item_id = ? AND user_id = ?')
    .bind(itemId, userId)
    .first<{ status: ReservationState; order_id: number | null }>()

/** The object that owns one pre-sale item's quota. */
export const presaleQuotaOf = (namespace: DurableObjectNamespace<PresaleQuota>, itemId: number) =>
  namespace.get(namespace.idFromName(`presale-item:${itemId}`))

/** The reservation granted by the quota object, and D1's listing copy of its figures (an older copy changes nothing). */
export function reservationStatements(db: D1Database, itemId: number, userId: number, figures: QuotaFigures, now: number) {
  return [
    // The object grants one reservation per buyer, so the row is new; a row already there (written by a retry of the
    // same grant) is kept as it is.
    db
      .prepare(
        `INSERT INTO presale_reservations (item_id, user_id, status, created_at, updated_at) VALUES (?, ?, 'reserved', ?, ?)
         ON CONFLICT (item_id, user_id) DO NOTHING`,
      )
      .bind(itemId, userId, now, now),
    db
      .prepare('UPDATE presale_items SET reserved = ?, quota_version = ? WHERE id = ? AND quota_version < ?')
      .bind(figures.reserved, figures.version, itemId, figures.version),
  ]
}
