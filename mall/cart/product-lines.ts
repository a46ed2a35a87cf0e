import { MAX_LINE_QUANTITY } from '../../contract'

/**
 * One line per ordinary product (the partial unique index `cart_items_product`): a new line, or more units on the
 * line already there. Never beyond the product's stock or the line's maximum: then the quantity written is NULL and
 * the NOT NULL constraint refuses the batch (`cart_items.quantity`), since a cart answer is stored with it.
 */
export function addProductStatement(db: D1Database, userId: number, productId: number, quantity: number, now: number) {
  return db
    .prepare(
      `INSERT INTO cart_items (user_id, product_id, flash_item_id, quantity, unit_price_minor, selected, created_at, updated_at)
       SELECT ?1, p.id, NULL, CASE WHEN ?2 <= MIN(p.stock, ?3) THEN ?2 END, p.price_minor, 1, ?4, ?4
       FROM products p WHERE p.id = ?5
       ON CONFLICT (user_id, product_id) WHERE flash_item_id IS NULL AND presale_item_id IS NULL AND special_id IS NULL DO UPDATE SET
         quantity = CASE WHEN quantity + excluded.quantity <= MIN((SELECT stock FROM products WHERE id = excluded.product_id), ?3)
                         THEN quantity + excluded.quantity END,
         unit_price_minor = excluded.unit_price_minor, selected = 1, updated_at = excluded.updated_at`,
    )
    .bind(userId, quantity, MAX_LINE_QUANTITY, now, productId)
}

/** The units of this product the user's cart already holds on its ordinary line. */
export async function productLineQuantity(db: D1Database, userId: number, productId: number): Promise<number> {
  const row = await db
    .prepare('SELECT quantity FROM cart_items WHERE user_id = ? AND product_id = ? AND flash_item_id IS NULL AND presale_item_id IS NULL AND special_id IS NULL')
    .bind(userId, productId)
    .first<{ quantity: number }>()
  return row?.quantity ?? 0
}

export type QuantityChange = { delta: number } | { quantity: number }

/**
 * Sets an ordinary line's quantity in one guarded statement: between 1 and the maximum, and not above the stock
 * unless it goes down (a line over the stock may always be reduced). Flash and pre-sale units keep the quantity they
 * were granted; a new-user special stays one unit.
 * Changes nothing when refused; the caller reads why.
 */
export function changeQuantityStatement(db: D1Database, userId: number, lineId: number, change: QuantityChange, now: number) {
  const target = 'delta' in change ? 'quantity + ?1' : '?1'
  return db
    .prepare(
      `UPDATE cart_items SET quantity = ${target}, updated_at = ?2
       WHERE id = ?3 AND user_id = ?4 AND flash_item_id IS NULL AND presale_item_id IS NULL AND special_id IS NULL
         AND ${target} BETWEEN 1 AND ?5
         AND (${target} <= quantity OR ${target} <= (SELECT stock FROM products WHERE id = cart_items.product_id))`,
    )
    .bind('delta' in change ? change.delta : change.quantity, now, lineId, userId, MAX_LINE_QUANTITY)
}

export const selectLineStatement = (db: D1Database, userId: number, lineId: number, selected: boolean, now: number) =>
  db.prepare('UPDATE cart_items SET selected = ?, updated_at = ? WHERE id = ? AND user_id = ?').bind(selected ? 1 : 0, now, lineId, userId)

export const removeLineStatement = (db: D1Database, userId: number, lineId: number) =>
  db.prepare('DELETE FROM cart_items WHERE id = ? AND user_id = ?').bind(lineId, userId)

export const findLine = (db: D1Database, userId: number, lineId: number) =>
  db
    .prepare('SELECT quantity, flash_item_id FROM cart_items WHERE id = ? AND user_id = ?')
    .bind(lineId, userId)
    .first<{ quantity: number; flash_item_id: number | null }>()
