import { type AdminReview, type OwnReview, type ProductReviews, type Review, REVIEW_EDIT_MS } from '../../contract'

type ReviewRow = {
  id: number
  product_id: number
  stars: number
  title: string | null
  body: string
  helpful: number
  created_at: number
  edited_at: number | null
  nickname: string
}

/** "Amina Bello" → "Amina B.": a review names its buyer by first name and initial only. */
export function authorName(nickname: string): string {
  const [first = '', ...rest] = nickname.trim().split(/\s+/)
  const last = rest.at(-1)
  return last ? `${first} ${[...last][0]}.` : first
}

const reviewOf = (row: ReviewRow): Review => ({
  id: row.id,
  productId: row.product_id,
  stars: row.stars,
  title: row.title,
  text: row.body,
  author: authorName(row.nickname),
  verified: true,
  helpful: row.helpful,
  createdAt: row.created_at,
  editedAt: row.edited_at,
})

const ORDERS = { helpful: 'r.helpful DESC, r.created_at DESC, r.id DESC', newest: 'r.created_at DESC, r.id DESC' } as const

export type ReviewListing = { productId: number; countryId: number; stars?: number | undefined; sort: keyof typeof ORDERS; page: number; limit: number }

/** A product's visible reviews, a page of them, with its rating as the product stores it; null: no such product in the market. */
export async function productReviews(db: D1Database, listing: ReviewListing): Promise<ProductReviews | null> {
  const { productId, countryId, stars, sort, page, limit } = listing
  const [product, byStars, items] = await db.batch([
    db.prepare('SELECT rating, rating_count FROM products WHERE id = ? AND country_id = ?').bind(productId, countryId),
    db.prepare('SELECT stars, COUNT(*) AS count FROM reviews WHERE product_id = ? AND hidden_at IS NULL GROUP BY stars ORDER BY stars DESC').bind(productId),
    db
      .prepare(
        `SELECT r.id, r.product_id, r.stars, r.title, r.body, r.helpful, r.created_at, r.edited_at, u.nickname
         FROM reviews r JOIN users u ON u.id = r.user_id
         WHERE r.product_id = ?1 AND r.hidden_at IS NULL AND (?2 IS NULL OR r.stars = ?2)
         ORDER BY ${ORDERS[sort]} LIMIT ?3 OFFSET ?4`,
      )
      .bind(productId, stars ?? null, limit + 1, (page - 1) * limit),
  ])
  const row = (product!.results as { rating: number; rating_count: number }[])[0]
  if (!row) return null
  const rows = items!.results as ReviewRow[]
  return {
    summary: { rating: row.rating / 10, ratingCount: row.rating_count, byStars: byStars!.results as { stars: number; count: number }[] },
    items: rows.slice(0, limit).map(reviewOf),
    next: rows.length > limit ? page + 1 : null,
  }
}

/** The user's own reviews of the lines of their order; null when the order is not theirs. */
export async function orderReviews(db: D1Database, userId: number, orderId: number): Promise<OwnReview[] | null> {
  const [order, reviews] = await db.batch([
    db.prepare('SELECT id FROM orders WHERE id = ? AND user_id = ?').bind(orderId, userId),
    db
      .prepare('SELECT id, order_line_id, stars, title, body, created_at, hidden_at FROM reviews WHERE order_id = ? AND user_id = ? ORDER BY order_line_id')
      .bind(orderId, userId),
  ])
  if (order!.results.length === 0) return null
  type Row = { id: number; order_line_id: number; stars: number; title: string | null; body: string; created_at: number; hidden_at: number | null }
  return (reviews!.results as Row[]).map((row) => ({
    id: row.id,
    lineId: row.order_line_id,
    stars: row.stars,
    title: row.title,
    text: row.body,
    createdAt: row.created_at,
    editableUntil: row.created_at + REVIEW_EDIT_MS,
    hidden: row.hidden_at !== null,
  }))
}

const ADMIN_LIST = 50

/** The latest reviews of the market's products, hidden ones too, for an admin. */
export async function recentReviews(db: D1Database, countryId: number): Promise<AdminReview[]> {
  type Row = ReviewRow & { user_id: number; product_name: string; hidden_at: number | null; hidden_reason: string | null; hidden_by_name: string | null }
  const { results } = await db
    .prepare(
      `SELECT r.id, r.product_id, r.stars, r.title, r.body, r.helpful, r.created_at, r.edited_at, r.user_id, u.nickname,
              p.name AS product_name, r.hidden_at, r.hidden_reason, h.nickname AS hidden_by_name
       FROM reviews r JOIN products p ON p.id = r.product_id JOIN users u ON u.id = r.user_id LEFT JOIN users h ON h.id = r.hidden_by
       WHERE p.country_id = ? ORDER BY r.created_at DESC, r.id DESC LIMIT ?`,
    )
    .bind(countryId, ADMIN_LIST)
    .all<Row>()
  return results.map((row) => ({
    ...reviewOf(row),
    author: row.nickname,
    productName: row.product_name,
    authorId: row.user_id,
    hidden: row.hidden_at === null ? null : { reason: row.hidden_reason ?? '', at: row.hidden_at, by: row.hidden_by_name ?? '' },
  }))
}
