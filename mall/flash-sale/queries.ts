import type { FlashItem, FlashSession, FlashStatus } from '../../contract'
import { toMajor } from '../core/money'
import type { FlashStock, StockFigures } from './flash-stock.do'
import type { D1Queries } from '../core/d1-session'

/** Sessions that ended longer ago than this are no longer listed. */
const ENDED_VISIBLE_MS = 86_400_000

export const sessionStatus = (session: { start_at: number; end_at: number }, now: number): FlashStatus =>
  now < session.start_at ? 'coming' : now >= session.end_at ? 'ended' : 'live'

type SessionItemRow = {
  session_id: number
  start_at: number
  end_at: number
  item_id: number | null
  product_id: number
  name: string
  image: string
  price_minor: number
  original_price_minor: number
  total: number
  sold: number
  limit_per_buyer: number
}

export type FlashItemRow = {
  id: number
  product_id: number
  price_minor: number
  total: number
  sold: number
  limit_per_buyer: number
  start_at: number
  end_at: number
}

/** The statement of `findFlashItem`, for a batch of reads. */
export const flashItemQuery = (db: D1Database, id: number) =>
  db
    .prepare(
      `SELECT i.id, i.product_id, i.price_minor, i.total, i.sold, i.limit_per_buyer, s.start_at, s.end_at
       FROM flash_items i JOIN flash_sessions s ON s.id = i.session_id WHERE i.id = ?`,
    )
    .bind(id)

export const findFlashItem = (db: D1Database, id: number) => flashItemQuery(db, id).first<FlashItemRow>()

const toFlashItem = (row: SessionItemRow & { item_id: number }, scale: number): FlashItem => ({
  id: row.item_id,
  productId: row.product_id,
  name: row.name,
  image: row.image,
  price: toMajor(row.price_minor, scale),
  originalPrice: toMajor(row.original_price_minor, scale),
  total: row.total,
  sold: row.sold,
  limitPerBuyer: row.limit_per_buyer,
})

export async function listSessions(db: D1Queries, countryId: number, scale: number, now: number): Promise<FlashSession[]> {
  const { results } = await db
    .prepare(
      `SELECT s.id AS session_id, s.start_at, s.end_at, i.id AS item_id, i.product_id, p.name, p.image,
              i.price_minor, i.original_price_minor, i.total, i.sold, i.limit_per_buyer
       FROM flash_sessions s
       LEFT JOIN flash_items i ON i.session_id = s.id
       LEFT JOIN products p ON p.id = i.product_id
       WHERE s.country_id = ? AND s.end_at > ?
       ORDER BY s.start_at, s.id, i.id`,
    )
    .bind(countryId, now - ENDED_VISIBLE_MS)
    .all<SessionItemRow>()
  const sessions = new Map<number, FlashSession>()
  for (const row of results) {
    let session = sessions.get(row.session_id)
    if (!session) {
      session = { id: row.session_id, startAt: row.start_at, endAt: row.end_at, status: sessionStatus(row, now), items: [] }
      sessions.set(row.session_id, session)
    }
    if (row.item_id !== null) session.items.push(toFlashItem({ ...row, item_id: row.item_id }, scale))
  }
  return [...sessions.values()]
}

/** The object that owns one flash item's stock. */
export const flashStockOf = (namespace: DurableObjectNamespace<FlashStock>, flashItemId: number) =>
  namespace.get(namespace.idFromName(`flash-item:${flashItemId}`))

/** D1's listing copy of the object's figures; a copy older than the one already written changes nothing. */
export const listingCopy = (db: D1Database, flashItemId: number, stock: StockFigures) =>
  db
    .prepare('UPDATE flash_items SET total = ?, sold = ?, stock_version = ? WHERE id = ? AND stock_version < ?')
    .bind(stock.total, stock.sold, stock.version, flashItemId, stock.version)

/** The buyer's units of each of these flash items, as each item's stock object counts them against its limit. */
export async function flashHoldings(namespace: DurableObjectNamespace<FlashStock>, buyer: number, flashItemIds: number[]): Promise<Map<number, number>> {
  const held = await Promise.all(flashItemIds.map((id) => flashStockOf(namespace, id).boughtBy(buyer)))
  return new Map(flashItemIds.map((id, i) => [id, held[i]!]))
}
