import type { z } from 'zod'
import { type EditReviewRequest, type HelpfulVoted, type HideReviewRequest, REVIEW_EDIT_MS, type ReviewSaved, type WriteReviewRequest } from '../../contract'
import { errorBody, successBody } from '../core/envelope'
import { notFound } from '../core/errors'
import type { Refusal } from '../core/guarded-write'
import type { Effect } from '../core/idempotent-write'
import { ratingStatement } from './rating'

/** A line is reviewed once: a second review of it, however the taps race, breaks the line's UNIQUE index. */
export const WRITE_REFUSALS: Refusal[] = [{ constraint: 'UNIQUE constraint failed: reviews.order_line_id', key: 'reviewExists' }]

const titleOf = (title: string) => (title === '' ? null : title)

/** A review of a line of the buyer's own completed order; another user's order or line does not exist for them. */
export async function writeEffect(db: D1Database, userId: number, request: z.output<typeof WriteReviewRequest>, reviewId: number, now: number): Promise<Effect<ReviewSaved>> {
  const line = await db
    .prepare('SELECT ol.product_id, o.status FROM order_lines ol JOIN orders o ON o.id = ol.order_id WHERE ol.id = ? AND o.id = ? AND o.user_id = ?')
    .bind(request.lineId, request.orderId, userId)
    .first<{ product_id: number; status: string }>()
  if (!line) throw notFound()
  if (line.status !== 'completed') return { answer: errorBody('reviewNotAllowed') }
  const statements = [
    db
      .prepare('INSERT INTO reviews (id, order_line_id, order_id, product_id, user_id, stars, title, body, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
      .bind(reviewId, request.lineId, request.orderId, line.product_id, userId, request.stars, titleOf(request.title), request.text, now),
    ratingStatement(db, line.product_id),
  ]
  return { answer: successBody({ reviewId, productId: line.product_id }), statements }
}

/** The buyer's edit of their own review, within 30 days of writing it. */
export async function editEffect(db: D1Database, userId: number, request: z.output<typeof EditReviewRequest>, now: number): Promise<Effect<ReviewSaved>> {
  const review = await db
    .prepare('SELECT product_id, created_at FROM reviews WHERE id = ? AND user_id = ?')
    .bind(request.reviewId, userId)
    .first<{ product_id: number; created_at: number }>()
  if (!review) throw notFound()
  if (now - review.created_at > REVIEW_EDIT_MS) return { answer: errorBody('reviewEditClosed') }
  const statements = [
    db
      .prepare('UPDATE reviews SET stars = ?, title = ?, body = ?, edited_at = ? WHERE id = ? AND user_id = ?')
      .bind(request.stars, titleOf(request.title), request.text, now, request.reviewId, userId),
    ratingStatement(db, review.product_id),
  ]
  return { answer: successBody({ reviewId: request.reviewId, productId: review.product_id }), statements }
}

/** An admin hides a review of their market with a reason: it leaves the lists and the rating. Hiding it again changes nothing. */
export async function hideEffect(db: D1Database, adminId: number, countryId: number, request: z.output<typeof HideReviewRequest>, now: number): Promise<Effect<ReviewSaved>> {
  const review = await db
    .prepare('SELECT r.product_id FROM reviews r JOIN products p ON p.id = r.product_id WHERE r.id = ? AND p.country_id = ?')
    .bind(request.reviewId, countryId)
    .first<{ product_id: number }>()
  if (!review) throw notFound()
  const statements = [
    db
      .prepare('UPDATE reviews SET hidden_at = ?, hidden_by = ?, hidden_reason = ? WHERE id = ? AND hidden_at IS NULL')
      .bind(now, adminId, request.reason, request.reviewId),
    ratingStatement(db, review.product_id),
  ]
  return { answer: successBody({ reviewId: request.reviewId, productId: review.product_id }), statements }
}

/** One "helpful" per user per visible review, never for one's own; the count is the votes', recounted in the batch. */
export async function helpfulEffect(db: D1Database, userId: number, reviewId: number, now: number): Promise<Effect<HelpfulVoted>> {
  const review = await db.prepare('SELECT user_id FROM reviews WHERE id = ? AND hidden_at IS NULL').bind(reviewId).first<{ user_id: number }>()
  if (!review) throw notFound()
  if (review.user_id === userId) return { answer: errorBody('actionNotAllowed') }
  const statements = [
    db.prepare('INSERT INTO review_votes (review_id, user_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').bind(reviewId, userId, now),
    db.prepare('UPDATE reviews SET helpful = (SELECT COUNT(*) FROM review_votes WHERE review_id = ?1) WHERE id = ?1').bind(reviewId),
  ]
  return { answer: successBody({ reviewId }), statements }
}
