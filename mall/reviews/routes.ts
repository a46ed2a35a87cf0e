import { endpoints } from '../../contract'
import { resolveCountry } from '../countries/queries'
import { answer, ok } from '../core/envelope'
import { notFound } from '../core/errors'
import { keyedWrite } from '../core/keyed-write'
import { EndpointRoutes } from '../core/mount'
import { orderReviews, productReviews } from './queries'
import { editEffect, helpfulEffect, WRITE_REFUSALS, writeEffect } from './write'

/** Reviews: anyone reads a product's visible ones; a buyer writes one per line of a completed order, and edits it. */
export const reviewRoutes = new EndpointRoutes()
  .endpoint(endpoints.productReviews, async (c, { query }) => {
    const country = await resolveCountry(c)
    const page = await productReviews(c.env.DB, { ...query, countryId: country.id })
    if (!page) throw notFound()
    return ok(c, page)
  })
  .endpoint(endpoints.orderReviews, async (c, { query, user }) => {
    const reviews = await orderReviews(c.env.DB, user.id, query.orderId)
    if (!reviews) throw notFound()
    return ok(c, { reviews })
  })
  .endpoint(endpoints.writeReview, async (c, { body: request, key, user }) =>
    answer(c, await keyedWrite(c.env.DB, {
      userId: user.id, key, action: 'writeReview', request,
      effect: ({ id, now }) => writeEffect(c.env.DB, user.id, request, id, now),
      refusals: WRITE_REFUSALS, idColumn: 'reviews.id',
    })),
  )
  .endpoint(endpoints.editReview, async (c, { body: request, key, user }) =>
    answer(c, await keyedWrite(c.env.DB, {
      userId: user.id, key, action: 'editReview', request,
      effect: ({ now }) => editEffect(c.env.DB, user.id, request, now),
      refusals: [],
    })),
  )
  .endpoint(endpoints.voteHelpful, async (c, { body: request, key, user }) =>
    answer(c, await keyedWrite(c.env.DB, {
      userId: user.id, key, action: 'voteHelpful', request,
      effect: ({ now }) => helpfulEffect(c.env.DB, user.id, request.reviewId, now),
      refusals: [],
    })),
  )
