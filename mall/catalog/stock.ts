import type { Refusal } from '../core/guarded-write'

/**
 * Ordinary stock (DESIGN §5): a D1 row changed only by guarded updates, never read and then written. The statements
 * are given separately so that an order can put them in one batch with its other writes.
 */

function assertQuantity(quantity: number): void {
  if (!Number.isInteger(quantity) || quantity < 1) throw new RangeError(`not a quantity: ${quantity}`)
}

/** Takes `quantity` units if at least that many are left; it changes one row when it took them, none otherwise. */
export function takeStockStatement(db: D1Database, productId: number, quantity: number): D1PreparedStatement {
  assertQuantity(quantity)
  return db.prepare('UPDATE products SET stock = stock - ?1 WHERE id = ?2 AND stock >= ?1').bind(quantity, productId)
}

/** Puts units back (a cancelled order); the caller makes sure it happens once. */
export function returnStockStatement(db: D1Database, productId: number, quantity: number): D1PreparedStatement {
  assertQuantity(quantity)
  return db.prepare('UPDATE products SET stock = stock + ?1 WHERE id = ?2').bind(quantity, productId)
}

/**
 * An order's line takes its units, or the whole batch fails: the guarded update, then the `stock_takes` row that
 * records how many rows it changed, whose CHECK (taken = 1) fails when the guard refused (a constraint failure used as
 * control flow; `STOCK_TAKE_REFUSAL` names it).
 */
export function takeOrderStockStatements(db: D1Database, orderId: number, productId: number, quantity: number): D1PreparedStatement[] {
  return [
    takeStockStatement(db, productId, quantity),
    db.prepare('INSERT INTO stock_takes (order_id, product_id, taken) VALUES (?, ?, changes())').bind(orderId, productId),
  ]
}

export const STOCK_TAKE_REFUSAL: Refusal = { constraint: 'CHECK constraint failed: taken = 1', key: 'notEnoughStock' }

/**
 * The units of an order's ordinary lines put back (flash and pre-sale lines took none), only while the order carries
 * `cancelToken`: the one cancellation that won, so however many race, the units come back once.
 */
export function returnOrderStockStatement(db: D1Database, orderId: number, cancelToken: string): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE products SET stock = stock + (
         SELECT SUM(ol.quantity) FROM order_lines ol
         WHERE ol.order_id = ?1 AND ol.product_id = products.id AND ol.flash_item_id IS NULL AND ol.presale_item_id IS NULL)
       WHERE id IN (SELECT product_id FROM order_lines WHERE order_id = ?1 AND flash_item_id IS NULL AND presale_item_id IS NULL)
         AND EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND cancel_token = ?2)`,
    )
    .bind(orderId, cancelToken)
}

/** Takes `quantity` units; false when fewer are left (nothing is taken then). */
export async function takeStock(db: D1Database, productId: number, quantity: number): Promise<boolean> {
  const result = await takeStockStatement(db, productId, quantity).run()
  return result.meta.changes === 1
}
