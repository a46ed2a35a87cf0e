import type { MallBindings } from '../core/env'
import { flashStockOf, listingCopy } from './queries'

type Owed = { order_id: number; flash_item_id: number; buyer_id: number; quantity: number; total: number; sold: number }

const PAGE = 100

/**
 * What a cancelled order owes each flash item's stock object, written only while the order carries `cancelToken` (the
 * one cancellation that won), for `returnFlashUnits` to hand back after the batch.
 */
export function owedFlashUnitsStatement(db: D1Database, orderId: number, cancelToken: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO flash_returns (order_id, flash_item_id, buyer_id, quantity)
       SELECT ol.order_id, ol.flash_item_id, o.user_id, SUM(ol.quantity) FROM order_lines ol JOIN orders o ON o.id = ol.order_id
       WHERE ol.order_id = ?1 AND ol.flash_item_id IS NOT NULL AND o.cancel_token = ?2
       GROUP BY ol.flash_item_id`,
    )
    .bind(orderId, cancelToken)
}

/**
 * Hands the flash units of cancelled orders back to their stock objects: the order's own right after it is
 * cancelled, or every one still owed (the Cron job). Each object takes a return once per order and item, so a
 * second run, or two at once, give nothing back twice; the D1 listing copy follows the object's figures.
 */
export async function returnFlashUnits(env: Pick<MallBindings, 'DB' | 'FLASH_STOCK'>, orderId?: number): Promise<number> {
  let returned = 0
  for (let round = 0; round < 20; round++) {
    const page = await returnPage(env, orderId)
    returned += page
    if (page < PAGE) break
  }
  return returned
}

async function returnPage(env: Pick<MallBindings, 'DB' | 'FLASH_STOCK'>, orderId?: number): Promise<number> {
  const db = env.DB
  const { results } = await db
    .prepare(
      `SELECT r.order_id, r.flash_item_id, r.buyer_id, r.quantity, i.total, i.sold
       FROM flash_returns r JOIN flash_items i ON i.id = r.flash_item_id
       WHERE r.returned_at IS NULL${orderId === undefined ? '' : ' AND r.order_id = ?1'} LIMIT ${PAGE}`,
    )
    .bind(...(orderId === undefined ? [] : [orderId]))
    .all<Owed>()
  for (const owed of results) {
    const figures = await flashStockOf(env.FLASH_STOCK, owed.flash_item_id).giveBack({
      key: `return:order:${owed.order_id}`,
      buyer: owed.buyer_id,
      quantity: owed.quantity,
      listing: { total: owed.total, sold: owed.sold },
    })
    await db.batch([
      listingCopy(db, owed.flash_item_id, figures),
      db
        .prepare('UPDATE flash_returns SET returned_at = ? WHERE order_id = ? AND flash_item_id = ? AND returned_at IS NULL')
        .bind(Date.now(), owed.order_id, owed.flash_item_id),
    ])
  }
  return results.length
}

/** After a cancellation answered: its units go back now; if that fails, the Cron job hands them back later. */
export async function returnAfterCancel(env: Pick<MallBindings, 'DB' | 'FLASH_STOCK'>, orderId: number): Promise<void> {
  try {
    await returnFlashUnits(env, orderId)
  } catch (error) {
    console.error('flash units not returned yet; the scheduled job will retry', error)
  }
}
