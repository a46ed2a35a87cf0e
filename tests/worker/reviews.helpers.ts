import type { ReviewSaved } from '../../contract'
import { mallEnv } from './mall.helpers'
import { createProduct, place, post, shoppers, type Shopper } from './orders.helpers'

const db = mallEnv.DB

export type ReviewCase = { shopper: Shopper; orderId: number; lineId: number; productId: number }

/** A buyer's order of one new product, placed through the mall, then moved to `status` (completed unless told). */
export async function orderedLine(status = 'completed'): Promise<ReviewCase> {
  const productId = await createProduct({ stock: 5 })
  const [shopper] = await shoppers(1, [[productId, 1]])
  const { data } = await place(shopper!)
  await db.prepare('UPDATE orders SET status = ? WHERE id = ?').bind(status, data.orderId).run()
  const lineId = (await db.prepare('SELECT id FROM order_lines WHERE order_id = ?').bind(data.orderId).first<number>('id'))!
  return { shopper: shopper!, orderId: data.orderId, lineId, productId }
}

export const writeReview = (token: string, body: Record<string, unknown>, key?: string) => post<ReviewSaved>('/api/review', token, body, key)
export const editReview = (token: string, body: Record<string, unknown>, key?: string) => post<ReviewSaved>('/api/review/edit', token, body, key)

/** The rating the product stores: tenths of a star, and the count. */
export const ratingOf = (productId: number) =>
  db.prepare('SELECT rating, rating_count FROM products WHERE id = ?').bind(productId).first<{ rating: number; rating_count: number }>()
