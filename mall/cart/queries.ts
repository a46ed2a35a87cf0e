import type { FlashItemRow } from '../flash-sale/queries'
import { listingCopy } from '../flash-sale/queries'
import type { StockFigures } from '../flash-sale/flash-stock.do'

/** The statement of `cartCount`, for a batch of reads. */
export const cartCountQuery = (db: D1Database, userId: number) =>
  db.prepare('SELECT COALESCE(SUM(quantity), 0) AS count FROM cart_items WHERE user_id = ?').bind(userId)

export async function cartCount(db: D1Database, userId: number): Promise<number> {
  const row = await cartCountQuery(db, userId).first<{ count: number }>()
  return row?.count ?? 0
}

/** The cart row of a granted flash unit, and D1's listing copy of the item's stock. */
export function flashSaleStatements(db: D1Database, userId: number, item: FlashItemRow, quantity: number, stock: StockFigures, now: number) {
  return [
    db
      .prepare(
        `INSERT INTO cart_items (user_id, product_id, flash_item_id, quantity, unit_price_minor, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (user_id, flash_item_id) DO UPDATE SET quantity = quantity + excluded.quantity,
           unit_price_minor = excluded.unit_price_minor, updated_at = excluded.updated_at`,
      )
      .bind(userId, item.product_id, item.id, quantity, item.price_minor, now, now),
    listingCopy(db, item.id, stock),
  ]
}
