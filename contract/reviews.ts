import { z } from 'zod'
import { instant } from './bounds'
import { defineEndpoints } from './endpoint'

const id = z.number().int().positive()
const inputId = z.coerce.number().int().positive().max(999_999_999)
const count = z.number().int().nonnegative()

export const REVIEW_LIMITS = { text: 1_000, title: 120, reason: 300, perPage: 10, pages: 50 } as const
/** A review may be edited for 30 days after it was written; the mall refuses after with `reviewEditClosed`. */
export const REVIEW_EDIT_DAYS = 30
export const REVIEW_EDIT_MS = REVIEW_EDIT_DAYS * 86_400_000
export const REVIEW_STARS = [5, 4, 3, 2, 1] as const
const stars = z.number().int().min(1).max(5)

/** A visible review as shoppers read it: what the buyer wrote is shown escaped. */
export const Review = z.object({
  id,
  productId: id,
  stars,
  title: z.string().nullable(),
  text: z.string(),
  author: z.string(),
  /** Written by the buyer of a completed order line of this product (every review of this mall is). */
  verified: z.boolean(),
  helpful: count,
  createdAt: instant,
  /** When the buyer last edited it; null: never. */
  editedAt: instant.nullable(),
})
export type Review = z.infer<typeof Review>

/** Average stars (one decimal) and how many visible reviews, with how many give each number of stars. */
export const ReviewSummary = z.object({
  rating: z.number().min(0).max(5),
  ratingCount: count,
  byStars: z.array(z.object({ stars, count })),
})
export type ReviewSummary = z.infer<typeof ReviewSummary>

export const REVIEW_SORTS = ['helpful', 'newest'] as const
export type ReviewSort = (typeof REVIEW_SORTS)[number]

export const ProductReviewsQuery = z.object({
  productId: inputId,
  stars: z.coerce.number().int().min(1).max(5).optional().describe('only reviews of this many stars'),
  sort: z.enum(REVIEW_SORTS).default('helpful'),
  page: z.coerce.number().int().min(1).max(REVIEW_LIMITS.pages).default(1),
  limit: z.coerce.number().int().min(1).max(REVIEW_LIMITS.perPage).default(REVIEW_LIMITS.perPage),
})
export type ProductReviewsQuery = z.input<typeof ProductReviewsQuery>

export const ProductReviews = z.object({
  summary: ReviewSummary,
  items: z.array(Review),
  /** The next page's number, null on the last one. */
  next: z.number().int().positive().nullable(),
})
export type ProductReviews = z.infer<typeof ProductReviews>

/** The buyer's own review of a line, with the last moment it may be edited. */
export const OwnReview = z.object({
  id,
  lineId: id,
  stars,
  title: z.string().nullable(),
  text: z.string(),
  createdAt: instant,
  editableUntil: instant,
  hidden: z.boolean(),
})
export type OwnReview = z.infer<typeof OwnReview>

export const OrderReviewsQuery = z.object({ orderId: inputId })
export const OrderReviews = z.object({ reviews: z.array(OwnReview) })
export type OrderReviews = z.infer<typeof OrderReviews>

const title = z.string().trim().max(REVIEW_LIMITS.title).default('')
const text = z.string().trim().min(1).max(REVIEW_LIMITS.text)

/** A review of one line of the buyer's completed order: once per line. */
export const WriteReviewRequest = z.object({ orderId: inputId, lineId: inputId, stars: z.coerce.number().int().min(1).max(5), title, text })
export type WriteReviewRequest = z.input<typeof WriteReviewRequest>
/** The buyer's edit of their review, within 30 days of writing it. */
export const EditReviewRequest = z.object({ reviewId: inputId, stars: z.coerce.number().int().min(1).max(5), title, text })
export type EditReviewRequest = z.input<typeof EditReviewRequest>

export const ReviewSaved = z.object({ reviewId: id, productId: id })
export type ReviewSaved = z.infer<typeof ReviewSaved>

export const HelpfulRequest = z.object({ reviewId: inputId })
export const HelpfulVoted = z.object({ reviewId: id })
export type HelpfulVoted = z.infer<typeof HelpfulVoted>

export const AdminReview = Review.extend({
  productName: z.string(),
  authorId: id,
  hidden: z.object({ reason: z.string(), at: instant, by: z.string() }).nullable(),
})
export type AdminReview = z.infer<typeof AdminReview>
export const AdminReviewList = z.object({ items: z.array(AdminReview) })
export type AdminReviewList = z.infer<typeof AdminReviewList>

export const HideReviewRequest = z.object({ reviewId: inputId, reason: z.string().trim().min(1).max(REVIEW_LIMITS.reason) })
export type HideReviewRequest = z.input<typeof HideReviewRequest>

export const reviewEndpoints = defineEndpoints({
  productReviews: {
    method: 'GET', path: '/api/reviews', auth: false, guestShared: true, query: ProductReviewsQuery, response: ProductReviews,
    summary: 'Visible reviews of a product of the COUNTRY_ID market (?productId=), most helpful or newest first, of one number of stars (&stars=), ten a page (&page=), with the rating summary; a product of another market is notFound',
  },
  orderReviews: {
    method: 'GET', path: '/api/reviews/order', auth: true, query: OrderReviewsQuery, response: OrderReviews,
    summary: 'The buyer\'s own reviews of the lines of one of their orders (?orderId=), with how long each may still be edited; another user\'s order is notFound',
  },
  writeReview: {
    method: 'POST', path: '/api/review', auth: true, body: WriteReviewRequest, response: ReviewSaved, idempotent: true,
    summary: 'Review a line of the buyer\'s own completed order once (1–5 stars, text up to 1,000 characters, optional title up to 120); the product\'s rating is recomputed from its visible reviews in the same batch',
  },
  editReview: {
    method: 'POST', path: '/api/review/edit', auth: true, body: EditReviewRequest, response: ReviewSaved, idempotent: true,
    summary: 'Edit the buyer\'s own review within 30 days of writing it (reviewEditClosed after); the product\'s rating is recomputed in the same batch',
  },
  voteHelpful: {
    method: 'POST', path: '/api/review/helpful', auth: true, body: HelpfulRequest, response: HelpfulVoted, idempotent: true,
    summary: 'Mark a visible review helpful: once per user per review, never one\'s own (actionNotAllowed); a second vote changes nothing',
  },
  adminReviews: {
    method: 'GET', path: '/api/admin/reviews', auth: true, role: 'admin', response: AdminReviewList,
    summary: 'Admins only: the latest reviews of products of the market, hidden ones with their reason',
  },
  hideReview: {
    method: 'POST', path: '/api/admin/review/hide', auth: true, role: 'admin', body: HideReviewRequest, response: ReviewSaved, idempotent: true,
    summary: 'Admins only: hide a review with a reason; it leaves the lists and the product\'s rating, recomputed in the same batch',
  },
})
