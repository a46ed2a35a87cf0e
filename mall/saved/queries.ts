import { MAX_RECENT_ITEMS, MAX_SAVED_ITEMS, type ProductCard, type SavedItem } from '../../contract'
import { CARD_COLUMNS, type CardRow, toCard } from '../catalog/cards'
import type { D1Queries } from '../core/d1-session'
import { toMajor } from '../core/money'

type SavedRow = CardRow & { saved_price_minor: number; saved_at: number; flash_live: number }

/** The user's saved products of the market, last saved first, each with whether a flash sale of it is live at `now`. */
export async function savedItemsOf(db: D1Database, userId: number, countryId: number, scale: number, now: number): Promise<SavedItem[]> {
  const { results } = await db
    .prepare(
      `SELECT ${CARD_COLUMNS}, v.saved_price_minor, v.saved_at,
         EXISTS (SELECT 1 FROM flash_items i JOIN flash_sessions s ON s.id = i.session_id
                 WHERE i.product_id = p.id AND s.country_id = p.country_id AND s.start_at <= ?3 AND s.end_at > ?3) AS flash_live
       FROM saved_items v JOIN products p ON p.id = v.product_id
       WHERE v.user_id = ?1 AND p.country_id = ?2 ORDER BY v.saved_at DESC, p.id DESC LIMIT ?4`,
    )
    .bind(userId, countryId, now, MAX_SAVED_ITEMS)
    .all<SavedRow>()
  return results.map((row) => ({
    ...toCard(row, scale),
    savedPrice: toMajor(row.saved_price_minor, scale),
    savedAt: row.saved_at,
    priceDropped: row.price_minor < row.saved_price_minor,
    onFlashSale: row.flash_live === 1,
  }))
}

export async function isSaved(db: D1Database, userId: number, productId: number): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS saved FROM saved_items WHERE user_id = ? AND product_id = ?').bind(userId, productId).first()) !== null
}

/**
 * Saves a product of the market at its price now, unless the list is full; saving it again keeps the first save (its
 * price and time). The answer says why nothing was added.
 */
export async function saveItem(db: D1Database, userId: number, countryId: number, productId: number, now: number): Promise<'saved' | 'unknown' | 'full'> {
  const inserted = await db
    .prepare(
      `INSERT INTO saved_items (user_id, product_id, saved_price_minor, saved_at)
       SELECT ?1, p.id, p.price_minor, ?4 FROM products p
       WHERE p.id = ?2 AND p.country_id = ?3 AND (SELECT COUNT(*) FROM saved_items WHERE user_id = ?1) < ?5
       ON CONFLICT (user_id, product_id) DO NOTHING`,
    )
    .bind(userId, productId, countryId, now, MAX_SAVED_ITEMS)
    .run()
  if (inserted.meta.changes > 0 || (await isSaved(db, userId, productId))) return 'saved'
  const known = await db.prepare('SELECT 1 FROM products WHERE id = ? AND country_id = ?').bind(productId, countryId).first()
  return known ? 'full' : 'unknown'
}

export async function unsaveItem(db: D1Database, userId: number, productId: number): Promise<void> {
  await db.prepare('DELETE FROM saved_items WHERE user_id = ? AND product_id = ?').bind(userId, productId).run()
}

/** The cards of the market's products among `ids`, in the order of `ids`. */
export async function cardsOf(db: D1Queries, countryId: number, scale: number, ids: readonly number[]): Promise<ProductCard[]> {
  const wanted = [...new Set(ids)].slice(0, MAX_RECENT_ITEMS)
  if (wanted.length === 0) return []
  const { results } = await db
    .prepare(`SELECT ${CARD_COLUMNS} FROM products p WHERE p.country_id = ? AND p.id IN (${wanted.map(() => '?').join(',')})`)
    .bind(countryId, ...wanted)
    .all<CardRow>()
  const byId = new Map(results.map((row) => [row.id, toCard(row, scale)]))
  return wanted.flatMap((id) => byId.get(id) ?? [])
}
