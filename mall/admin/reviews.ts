import { endpoints } from '../../contract'
import { answer, ok } from '../core/envelope'
import { keyedWrite } from '../core/keyed-write'
import { marketOf } from '../core/market'
import { EndpointRoutes } from '../core/mount'
import { recentReviews } from '../reviews/queries'
import { hideEffect } from '../reviews/write'

/** Moderation of the market's reviews, for admins only (others: 403 'No permission for current operation'). */
export const adminReviewRoutes = new EndpointRoutes()
  .endpoint(endpoints.adminReviews, async (c) => {
    const country = await marketOf(c)
    return ok(c, { items: await recentReviews(c.env.DB, country.id) })
  })
  .endpoint(endpoints.hideReview, async (c, { body: request, key, user }) => {
    const country = await marketOf(c)
    return answer(c, await keyedWrite(c.env.DB, {
      userId: user.id, key, action: 'hideReview', request,
      effect: ({ now }) => hideEffect(c.env.DB, user.id, country.id, request, now),
      refusals: [],
    }))
  })
