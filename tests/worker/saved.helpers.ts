import { MAX_SAVED_ITEMS } from '../../contract'
import { call, mallEnv, NG } from './mall.helpers'

/** Fills a shopper's saved list to the cap with fresh products of Nigeria, written straight into D1. */
export async function fillSavedList(userId: number): Promise<void> {
  const db = mallEnv.DB
  const { results } = await db
    .prepare(
      `INSERT INTO products (country_id, name, image, price_minor, stock)
       WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?2)
       SELECT ?1, 'Saved filler ' || i, '/m/img/products/phone.svg', 100000, 1 FROM n RETURNING id`,
    )
    .bind(NG, MAX_SAVED_ITEMS)
    .all<{ id: number }>()
  await db.batch(results.map(({ id }) => db.prepare('INSERT INTO saved_items (user_id, product_id, saved_price_minor, saved_at) VALUES (?, ?, 100000, ?)').bind(userId, id, Date.now())))
}

export const saveCall = (token: string, productId: number, path = '/api/saved/add') => call(path, { method: 'POST', token, json: { productId } })
