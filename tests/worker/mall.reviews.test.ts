import { afterEach, describe, expect, it, vi } from 'vitest'
import { REVIEW_EDIT_MS } from '../../contract'
import { call, contractData, createBuyers, login, mallEnv } from './mall.helpers'
import { answerOf, DAY_MS, get, post } from './orders.helpers'
import { editReview, orderedLine, ratingOf, writeReview } from './reviews.helpers'

const db = mallEnv.DB
const listOf = async (productId: number, query = '') => contractData('productReviews', await call(`/api/reviews?productId=${productId}${query}`))
const hide = (token: string, reviewId: number, reason = 'Off topic') => post('/api/admin/review/hide', token, { reviewId, reason })

afterEach(() => {
  vi.useRealTimers()
})

describe('a buyer reviews a line of their completed order once', () => {
  it('writes the review and recomputes the product\'s rating from it; a second review of the line is refused, however it is sent', async () => {
    const { shopper, orderId, lineId, productId } = await orderedLine()
    const written = await writeReview(shopper.token, { orderId, lineId, stars: 4, title: 'Solid', text: 'Works well' }, 'review-1')
    expect(written).toMatchObject({ code: 1, data: { productId } })
    // The same tap again: the same answer, one review.
    expect(await writeReview(shopper.token, { orderId, lineId, stars: 4, title: 'Solid', text: 'Works well' }, 'review-1')).toEqual(written)
    expect(await ratingOf(productId)).toEqual({ rating: 40, rating_count: 1 })

    const again = await writeReview(shopper.token, { orderId, lineId, stars: 1, text: 'Changed my mind' }, 'review-2')
    expect(again).toMatchObject({ code: 500, key: 'reviewExists', msg: 'You have already reviewed this item of your order' })
    expect(await writeReview(shopper.token, { orderId, lineId, stars: 1, text: 'Without a key' })).toMatchObject({ key: 'reviewExists' })
    expect((await db.prepare('SELECT COUNT(*) AS n FROM reviews WHERE order_line_id = ?').bind(lineId).first<number>('n'))).toBe(1)
    expect(await ratingOf(productId)).toEqual({ rating: 40, rating_count: 1 })

    const list = await listOf(productId)
    expect(list.summary).toEqual({ rating: 4, ratingCount: 1, byStars: [{ stars: 4, count: 1 }] })
    expect(list.items).toMatchObject([{ stars: 4, title: 'Solid', text: 'Works well', verified: true, helpful: 0, editedAt: null }])
  })

  it('answers another user\'s order or line as \'Resource does not exist\', and writes nothing', async () => {
    const mine = await orderedLine()
    const theirs = await orderedLine()
    const other = await writeReview(mine.shopper.token, { orderId: theirs.orderId, lineId: theirs.lineId, stars: 5, text: 'Not mine' })
    expect(other).toMatchObject({ status: 404, key: 'notFound', msg: 'Resource does not exist' })
    // A line of another order, named with the buyer's own order.
    expect(await writeReview(mine.shopper.token, { orderId: mine.orderId, lineId: theirs.lineId, stars: 5, text: 'Mixed' })).toMatchObject({ status: 404, key: 'notFound' })
    expect(await get(`/api/reviews/order?orderId=${theirs.orderId}`, mine.shopper.token)).toMatchObject({ status: 404, key: 'notFound' })
    expect(await ratingOf(theirs.productId)).toEqual({ rating: 0, rating_count: 0 })
  })

  it('refuses a line of an order that is not completed', async () => {
    for (const status of ['confirmed', 'shipped', 'signed', 'cancelled']) {
      const { shopper, orderId, lineId, productId } = await orderedLine(status)
      expect(await writeReview(shopper.token, { orderId, lineId, stars: 5, text: 'Too early' }), status).toMatchObject({ key: 'reviewNotAllowed' })
      expect(await ratingOf(productId)).toEqual({ rating: 0, rating_count: 0 })
    }
  })

  it('refuses stars out of 1–5, empty text, text over 1,000 characters and a title over 120', async () => {
    const { shopper, orderId, lineId, productId } = await orderedLine()
    const base = { orderId, lineId, stars: 5, text: 'Fine' }
    for (const bad of [{ stars: 0 }, { stars: 6 }, { stars: 4.5 }, { text: '' }, { text: '   ' }, { text: 'x'.repeat(1001) }, { title: 't'.repeat(121) }]) {
      expect(await writeReview(shopper.token, { ...base, ...bad }), JSON.stringify(bad).slice(0, 40)).toMatchObject({ status: 400, key: 'invalidInput' })
    }
    expect(await ratingOf(productId)).toEqual({ rating: 0, rating_count: 0 })
    expect(await writeReview(shopper.token, { ...base, text: 'x'.repeat(1000), title: 't'.repeat(120) })).toMatchObject({ code: 1 })
  })

  it('a guest may read reviews but not write one', async () => {
    const { orderId, lineId } = await orderedLine()
    const response = await call('/api/review', { method: 'POST', json: { orderId, lineId, stars: 5, text: 'Guest' } })
    expect(response.status).toBe(401)
  })
})

describe('the buyer edits their review within 30 days of writing it', () => {
  it('is accepted up to 30 days after, refused after with a clear error, by the mall\'s clock', async () => {
    const written = Date.UTC(2031, 4, 10, 9)
    vi.useFakeTimers({ toFake: ['Date'], now: written })
    const { shopper, orderId, lineId, productId } = await orderedLine()
    await db.prepare('UPDATE auth_sessions SET expires_at = ? WHERE user_id = ?').bind(written + 60 * DAY_MS, shopper.id).run()
    const { data } = await writeReview(shopper.token, { orderId, lineId, stars: 2, text: 'Slow' })
    expect((await db.prepare('SELECT created_at FROM reviews WHERE id = ?').bind(data.reviewId).first<number>('created_at'))).toBe(written)

    vi.setSystemTime(written + REVIEW_EDIT_MS)
    expect(await editReview(shopper.token, { reviewId: data.reviewId, stars: 5, title: 'Better after an update', text: 'Fast now' })).toMatchObject({ code: 1 })
    expect(await ratingOf(productId)).toEqual({ rating: 50, rating_count: 1 })
    const [own] = (await get<{ reviews: { stars: number; editableUntil: number }[] }>(`/api/reviews/order?orderId=${orderId}`, shopper.token)).data.reviews
    expect(own).toMatchObject({ stars: 5, editableUntil: written + REVIEW_EDIT_MS })
    expect((await listOf(productId)).items[0]).toMatchObject({ title: 'Better after an update', editedAt: written + REVIEW_EDIT_MS })

    vi.setSystemTime(written + REVIEW_EDIT_MS + 1)
    const late = await editReview(shopper.token, { reviewId: data.reviewId, stars: 1, text: 'Too late' })
    expect(late).toMatchObject({ code: 500, key: 'reviewEditClosed', msg: 'A review can be edited only within 30 days of writing it' })
    expect(await ratingOf(productId)).toEqual({ rating: 50, rating_count: 1 })
  })

  it('another user\'s review does not exist for them', async () => {
    const { shopper, orderId, lineId } = await orderedLine()
    const { data } = await writeReview(shopper.token, { orderId, lineId, stars: 2, text: 'Mine' })
    const [other] = await createBuyers(1)
    expect(await editReview(other!.token, { reviewId: data.reviewId, stars: 5, text: 'Hijacked' })).toMatchObject({ status: 404, key: 'notFound' })
  })
})

describe('the rating summary counts visible reviews only', () => {
  it('averages the visible reviews; an admin\'s hiding takes one out of lists and summary, in the same write', async () => {
    const first = await orderedLine()
    const productId = first.productId
    const { data: low } = await writeReview(first.shopper.token, { orderId: first.orderId, lineId: first.lineId, stars: 1, text: 'Broke' })
    // A second buyer of the same product.
    const second = await orderedLine()
    await db.prepare('UPDATE order_lines SET product_id = ? WHERE id = ?').bind(productId, second.lineId).run()
    await writeReview(second.shopper.token, { orderId: second.orderId, lineId: second.lineId, stars: 4, text: 'Good' })
    expect(await ratingOf(productId)).toEqual({ rating: 25, rating_count: 2 })

    const admin = await login('admin')
    expect(await hide(admin, low.reviewId, 'Abusive language')).toMatchObject({ code: 1 })
    expect(await ratingOf(productId)).toEqual({ rating: 40, rating_count: 1 })
    const list = await listOf(productId)
    expect(list.items.map((item) => item.stars)).toEqual([4])
    expect(list.summary).toEqual({ rating: 4, ratingCount: 1, byStars: [{ stars: 4, count: 1 }] })
    expect(await listOf(productId, '&stars=1')).toMatchObject({ items: [] })
    await db.prepare('UPDATE products SET category_id = 1 WHERE id = ?').bind(productId).run()
    const card = await contractData('product', await call(`/api/catalog/product?id=${productId}`, { headers: { country_id: '7' } }))
    expect(card).toMatchObject({ rating: 4, ratingCount: 1 })

    const moderated = await contractData('adminReviews', await call('/api/admin/reviews', { token: admin, headers: { country_id: '7' } }))
    expect(moderated.items.find((item) => item.id === low.reviewId)).toMatchObject({ hidden: { reason: 'Abusive language', by: 'Mall Admin' } })
    // The buyer's edit of a hidden review keeps it hidden.
    await editReview(first.shopper.token, { reviewId: low.reviewId, stars: 5, text: 'Fixed' })
    expect(await ratingOf(productId)).toEqual({ rating: 40, rating_count: 1 })
  })

  it('refuses hiding to anyone but an admin with \'No permission for current operation\'', async () => {
    const { shopper, orderId, lineId, productId } = await orderedLine()
    const { data } = await writeReview(shopper.token, { orderId, lineId, stars: 3, text: 'Okay' })
    for (const token of [shopper.token, await login('shop_ng')]) {
      expect(await hide(token, data.reviewId)).toMatchObject({ status: 403, key: 'forbidden', msg: 'No permission for current operation' })
      expect(await answerOf(call('/api/admin/reviews', { token }))).toMatchObject({ status: 403, key: 'forbidden' })
    }
    expect(await ratingOf(productId)).toEqual({ rating: 30, rating_count: 1 })
    expect((await listOf(productId)).items).toHaveLength(1)
  })
})

describe('the list of a product\'s reviews', () => {
  it('filters by stars, pages ten at a time, answers text exactly as written (escaping is the page\'s)', async () => {
    const first = await orderedLine()
    const productId = first.productId
    const lines = [first, ...(await Promise.all(Array.from({ length: 11 }, () => orderedLine())))]
    for (const [i, line] of lines.entries()) {
      await db.prepare('UPDATE order_lines SET product_id = ? WHERE id = ?').bind(productId, line.lineId).run()
      await writeReview(line.shopper.token, { orderId: line.orderId, lineId: line.lineId, stars: i % 2 === 0 ? 5 : 2, text: i === 0 ? '<script>alert(1)</script> & "quotes"' : `Review ${i}` })
    }
    const page1 = await listOf(productId, '&sort=newest')
    expect(page1.items).toHaveLength(10)
    expect(page1.next).toBe(2)
    const page2 = await listOf(productId, '&sort=newest&page=2')
    expect(page2).toMatchObject({ next: null })
    expect(page2.items.at(-1)!.text).toBe('<script>alert(1)</script> & "quotes"')
    const fives = await listOf(productId, '&stars=5')
    expect(fives.items.every((item) => item.stars === 5)).toBe(true)
    expect(fives.items).toHaveLength(6)
    expect(fives.summary.byStars).toEqual([{ stars: 5, count: 6 }, { stars: 2, count: 6 }])
    expect((await answerOf(call(`/api/reviews?productId=${productId}`, { headers: { country_id: '3' } })))).toMatchObject({ status: 404, key: 'notFound' })
    for (const bad of ['&stars=6', '&page=0', '&sort=worst', '&limit=50']) expect((await call(`/api/reviews?productId=${productId}${bad}`)).status, bad).toBe(400)
  })

  it('counts one "helpful" per user, never one\'s own review', async () => {
    const { shopper, orderId, lineId } = await orderedLine()
    const { data } = await writeReview(shopper.token, { orderId, lineId, stars: 5, text: 'Useful' })
    const [voter] = await createBuyers(1)
    expect(await post('/api/review/helpful', voter!.token, { reviewId: data.reviewId })).toMatchObject({ code: 1 })
    expect(await post('/api/review/helpful', voter!.token, { reviewId: data.reviewId })).toMatchObject({ code: 1 })
    expect(await post('/api/review/helpful', shopper.token, { reviewId: data.reviewId })).toMatchObject({ key: 'actionNotAllowed' })
    expect((await db.prepare('SELECT helpful FROM reviews WHERE id = ?').bind(data.reviewId).first<number>('helpful'))).toBe(1)
  })

  it('the seeded shop shows reviews of completed orders whose figures are the products\' ratings', async () => {
    const ghana = await contractData('productReviews', await call('/api/reviews?productId=307', { headers: { country_id: '3' } }))
    expect(ghana.items.length).toBeGreaterThanOrEqual(3)
    expect(ghana.summary.ratingCount).toBe(ghana.summary.byStars.reduce((sum, row) => sum + row.count, 0))
    const { results } = await db
      .prepare(
        `SELECT p.id FROM products p WHERE EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.id)
         AND (p.rating_count != (SELECT COUNT(*) FROM reviews r WHERE r.product_id = p.id AND r.hidden_at IS NULL)
              OR p.rating != (SELECT CAST(ROUND(AVG(stars) * 10) AS INTEGER) FROM reviews r WHERE r.product_id = p.id AND r.hidden_at IS NULL))`,
      )
      .all()
    expect(results).toEqual([])
    const { results: orphans } = await db
      .prepare("SELECT r.id FROM reviews r JOIN orders o ON o.id = r.order_id JOIN order_lines ol ON ol.id = r.order_line_id WHERE o.status != 'completed' OR o.user_id != r.user_id OR ol.order_id != o.id OR ol.product_id != r.product_id")
      .all()
    expect(orphans).toEqual([])
  })
})
