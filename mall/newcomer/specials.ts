import type { NewcomerSpecial } from '../../contract'
import type { Refusal } from '../core/guarded-write'
import { toMajor } from '../core/money'
import type { CartLineRow } from '../cart/lines'

export type SpecialRow = {
  id: number
  product_id: number
  name: string
  image: string
  price_minor: number
  product_price_minor: number
  stock: number
  country_id: number
}

const SPECIAL_COLUMNS = `s.id, s.product_id, p.name, p.image, s.price_minor, p.price_minor AS product_price_minor, p.stock, p.country_id
  FROM newcomer_specials s JOIN products p ON p.id = s.product_id`

export async function specialRows(db: D1Database, countryId: number): Promise<SpecialRow[]> {
  const { results } = await db
    .prepare(`SELECT ${SPECIAL_COLUMNS} WHERE p.country_id = ? ORDER BY s.sort, s.id`)
    .bind(countryId)
    .all<SpecialRow>()
  return results
}

export const findSpecial = (db: D1Database, id: number) => db.prepare(`SELECT ${SPECIAL_COLUMNS} WHERE s.id = ?`).bind(id).first<SpecialRow>()

/** The special the account has bought by an order not cancelled, if any. */
export async function boughtSpecialOf(db: D1Database, userId: number): Promise<number | null> {
  const row = await db.prepare('SELECT special_id FROM newcomer_purchases WHERE user_id = ?').bind(userId).first<{ special_id: number }>()
  return row?.special_id ?? null
}

export const toSpecial = (row: SpecialRow, scale: number): NewcomerSpecial => ({
  id: row.id,
  productId: row.product_id,
  name: row.name,
  image: row.image,
  price: toMajor(row.price_minor, scale),
  originalPrice: toMajor(row.product_price_minor, scale),
  soldOut: row.stock <= 0,
})

/** One unit of the special in the buyer's cart at its price now: one line per buyer and special, selected again on a repeat. */
export const specialLineStatement = (db: D1Database, userId: number, special: SpecialRow, now: number) =>
  db
    .prepare(
      `INSERT INTO cart_items (user_id, product_id, special_id, quantity, unit_price_minor, selected, created_at, updated_at)
       VALUES (?1, ?2, ?3, 1, ?4, 1, ?5, ?5)
       ON CONFLICT (user_id, special_id) WHERE special_id IS NOT NULL DO UPDATE SET
         unit_price_minor = excluded.unit_price_minor, selected = 1, updated_at = excluded.updated_at
       RETURNING id`,
    )
    .bind(userId, special.product_id, special.id, special.price_minor, now)

/**
 * For the new-user special of a new order: the account's one purchase, written with the order. Its primary key
 * refuses a second special (another checkout's, or a second line of this one), and its `is_new` CHECK an account
 * with a completed order, so the whole batch is refused however checkouts race (`SPECIAL_REFUSALS` names them).
 */
export function specialOrderStatements(db: D1Database, orderId: number, userId: number, lines: CartLineRow[], now: number): D1PreparedStatement[] {
  return lines
    .filter((line) => line.special_id !== null)
    .map((line) =>
      db
        .prepare(
          `INSERT INTO newcomer_purchases (user_id, special_id, order_id, is_new, created_at)
           VALUES (?1, ?2, ?3, NOT EXISTS (SELECT 1 FROM orders WHERE user_id = ?1 AND status = 'completed'), ?4)`,
        )
        .bind(userId, line.special_id, orderId, now),
    )
}

export const SPECIAL_REFUSALS: Refusal[] = [
  { constraint: 'UNIQUE constraint failed: newcomer_purchases.user_id', key: 'newcomerSpecialBought' },
  { constraint: 'CHECK constraint failed: is_new = 1', key: 'notNewcomer' },
]

/** Cancelling gives the offer back: the purchase row goes with the order that carries the cancelling token. */
export const returnSpecialStatement = (db: D1Database, orderId: number, token: string) =>
  db
    .prepare('DELETE FROM newcomer_purchases WHERE order_id = ?1 AND EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND cancel_token = ?2)')
    .bind(orderId, token)
