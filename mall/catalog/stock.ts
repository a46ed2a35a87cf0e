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

/** Takes `quantity` units; false when fewer are left (nothing is taken then). */
export async function takeStock(db: D1Database, productId: number, quantity: number): Promise<boolean> {
  const result = await takeStockStatement(db, productId, quantity).run()
  return result.meta.changes === 1
}
