import { describe, expect, it } from 'vitest'
import { login, mallEnv } from './mall.helpers'
import { formFields, selectAll } from './html'
import { orderedLine, ratingOf, writeReview } from './reviews.helpers'
import { shopperPages } from './shopper-pages.helpers'

const db = mallEnv.DB
const { page, html, postForm, noticeOf, followed, noticeText } = shopperPages({ market: 'countryId=7; countryCode=NG', addressPrefix: '203.0.114' })
const AR = 'jde-lang=ar'
const SCRIPT = '<script>alert("x")</script>'

/** A product of the market (in a category, so its page shows) with reviews of 5 and 2 stars, one of them typed as markup. */
async function reviewedProduct() {
  const first = await orderedLine()
  const productId = first.productId
  await db.prepare('UPDATE products SET category_id = 1 WHERE id = ?').bind(productId).run()
  const second = await orderedLine()
  await db.prepare('UPDATE order_lines SET product_id = ? WHERE id = ?').bind(productId, second.lineId).run()
  await writeReview(first.shopper.token, { orderId: first.orderId, lineId: first.lineId, stars: 5, title: `Title ${SCRIPT}`, text: `Great ${SCRIPT} & more` })
  const { data } = await writeReview(second.shopper.token, { orderId: second.orderId, lineId: second.lineId, stars: 2, text: 'Battery is weak' })
  await db.prepare('UPDATE reviews SET helpful = 3 WHERE id = ?').bind(data.reviewId).run()
  return { productId, first, second, weakId: data.reviewId }
}

describe('the reviews of a product', () => {
  it('lists the reviews with stars, text, date, "verified purchase" and helpful count, what buyers typed escaped; no JavaScript', async () => {
    const { productId } = await reviewedProduct()
    const body = await html(`/m/product/reviews?id=${productId}`, null)
    const reviews = await selectAll(body, 'article.rv')
    expect(reviews).toHaveLength(2)
    // Most helpful first.
    expect(reviews[0]!.text).toContain('Battery is weak')
    expect(reviews[0]!.text).toContain('3 people found this helpful')
    expect(reviews[1]!.text).toContain(`Great ${SCRIPT} & more`)
    expect(reviews[1]!.text).toContain('Verified purchase')
    expect(reviews[1]!.text).toContain('Rated 5 stars out of 5')
    expect(body).not.toContain(SCRIPT)
    expect(body).toContain('Great &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more')
    expect(body).toMatch(/<time dateTime="[^"]+">[A-Z][a-z]+ \d{1,2}, \d{4}<\/time>/)
    expect(body).toContain('<bdi dir="ltr">3.5</bdi> out of 5')
    expect(body).not.toMatch(/<script(?! type="application\/ld\+json")[^>]*src=/)
  })

  it('filters by stars with plain links, and says when no review has that many stars', async () => {
    const { productId } = await reviewedProduct()
    const body = await html(`/m/product/reviews?id=${productId}`, null)
    const links = (await selectAll(body, 'nav.rvs a')).map((link) => [link.text, link.attrs.href])
    expect(links).toContainEqual(['5 stars (1)', `/m/product/reviews?id=${productId}&stars=5`])
    expect(links).toContainEqual(['3 stars (0)', `/m/product/reviews?id=${productId}&stars=3`])
    // The stars and the order are two navigation landmarks, each with its own name.
    expect((await selectAll(body, 'nav.rvs')).map((nav) => nav.attrs['aria-label'])).toEqual(['Show reviews with', 'Sort by'])
    const twos = await html(`/m/product/reviews?id=${productId}&stars=2`, null)
    expect(await selectAll(twos, 'article.rv')).toHaveLength(1)
    expect((await selectAll(twos, 'a[aria-current="page"]')).map((link) => link.text)).toEqual(['2 stars (1)', 'Most helpful'])
    expect(await html(`/m/product/reviews?id=${productId}&stars=3`, null)).toContain('No reviews with this many stars')
    // A malformed filter is no filter, never an error.
    expect((await page(`/m/product/reviews?id=${productId}&stars=9&page=x&sort=%3Cb%3E`, null)).status).toBe(200)
    expect((await page('/m/product/reviews?id=999999999', null)).status).toBe(404)
  })

  it('reads in Arabic, right to left, with numbers kept left to right', async () => {
    const { productId } = await reviewedProduct()
    const body = await html(`/m/product/reviews?id=${productId}`, null, AR)
    expect(body).toContain('<html lang="ar" dir="rtl"')
    expect(body).toContain('شراء موثّق')
    expect(body).toContain('<bdi dir="ltr">3.5</bdi> من 5')
    expect(body).toContain('<title>المراجعات')
  })

  it('the product page links its rating to the reviews and shows the two most helpful', async () => {
    const { productId } = await reviewedProduct()
    const body = await html(`/m/product/info?id=${productId}`, null)
    expect(body).toContain(`<a class="muted" href="/m/product/reviews?id=${productId}">(<bdi dir="ltr">2</bdi> ratings)</a>`)
    expect((await selectAll(body, 'article.rv')).map((review) => review.text.slice(0, 30))).toHaveLength(2)
    expect(body).toContain(`<a href="/m/product/reviews?id=${productId}">See all reviews</a>`)
    expect(body).not.toContain(SCRIPT)
  })

  it('"Helpful" is a plain form for a signed-in shopper; a guest sees none', async () => {
    const { productId, first, weakId } = await reviewedProduct()
    expect(await formFields(await html(`/m/product/reviews?id=${productId}`, null), 'form[action="/m/product/reviews"]')).toEqual([])
    const voted = await postForm('/m/product/reviews', first.shopper.token, { id: String(productId), reviewId: String(weakId) })
    expect(voted.status).toBe(303)
    expect(noticeOf(voted)).toBe('ok.reviewNotice.voted')
    expect((await db.prepare('SELECT helpful FROM reviews WHERE id = ?').bind(weakId).first<number>('helpful'))).toBe(1)
  })
})

describe('writing a review from the order page, JavaScript off', () => {
  it('offers "Write a review" per line of a completed order, publishes through a plain form, then offers "Edit your review"', async () => {
    const { shopper, orderId, lineId, productId } = await orderedLine()
    const details = await html(`/m/order/details?id=${orderId}`, shopper.token)
    expect(details).toContain(`<a href="/m/order/review?order=${orderId}&amp;line=${lineId}">Write a review</a>`)
    const form = await html(`/m/order/review?order=${orderId}&line=${lineId}`, shopper.token)
    const [fields] = await formFields(form, 'form[action="/m/order/review"]')
    expect(fields).toMatchObject({ order: String(orderId), line: String(lineId), stars: '5' })
    const sent = await postForm('/m/order/review', shopper.token, { ...fields!, stars: '4', title: 'Nice', text: `Really ${SCRIPT}` })
    expect(sent.headers.get('location')).toBe(`/m/order/details?id=${orderId}`)
    const after = await followed(sent, shopper.token)
    expect(noticeText(after)).toBe('Thank you! Your review is published')
    expect(after).toContain('>Edit your review</a>')
    expect(await ratingOf(productId)).toEqual({ rating: 40, rating_count: 1 })

    const edit = await html(`/m/order/review?order=${orderId}&line=${lineId}`, shopper.token)
    expect(edit).toContain('Really &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</textarea>')
    expect(edit).not.toContain(SCRIPT)
    const [editFields] = await formFields(edit, 'form[action="/m/order/review"]')
    expect(editFields).toMatchObject({ stars: '4', title: 'Nice' })
    const saved = await postForm('/m/order/review', shopper.token, { ...editFields!, stars: '2', text: 'Worse now' })
    expect(noticeOf(saved)).toBe('ok.reviewNotice.saved')
    expect(await ratingOf(productId)).toEqual({ rating: 20, rating_count: 1 })
  })

  it('says why a review is refused: an order not completed, a second review, an empty text; another buyer\'s order does not exist', async () => {
    const shipped = await orderedLine('shipped')
    expect(await html(`/m/order/details?id=${shipped.orderId}`, shipped.shopper.token)).not.toContain('Write a review')
    const early = await postForm('/m/order/review', shipped.shopper.token, { order: String(shipped.orderId), line: String(shipped.lineId), stars: '5', text: 'Early', idem: crypto.randomUUID() })
    expect(noticeOf(early)).toBe('fail.error.reviewNotAllowed')

    const done = await orderedLine()
    const fields = { order: String(done.orderId), line: String(done.lineId), stars: '5', text: 'Once' }
    await postForm('/m/order/review', done.shopper.token, { ...fields, idem: crypto.randomUUID() })
    expect(noticeOf(await postForm('/m/order/review', done.shopper.token, { ...fields, idem: crypto.randomUUID() }))).toBe('fail.error.reviewExists')
    expect(noticeOf(await postForm('/m/order/review', done.shopper.token, { ...fields, text: '   ' }))).toBe('fail.reviewForm.textRequired')

    const stranger = await postForm('/m/order/review', shipped.shopper.token, { ...fields, idem: crypto.randomUUID() })
    expect(stranger.headers.get('location')).toBe('/m/order/list')
    expect(noticeOf(stranger)).toBe('fail.error.notFound')
    expect((await page(`/m/order/review?order=${done.orderId}&line=${done.lineId}`, shipped.shopper.token)).status).toBe(404)
  })

  it('a guest posting the form is sent to log in, and nothing is written', async () => {
    const { orderId, lineId, productId } = await orderedLine()
    const sent = await postForm('/m/order/review', null, { order: String(orderId), line: String(lineId), stars: '5', text: 'Guest' })
    expect(sent.headers.get('location')).toMatch(/^\/m\/login\/login\?back=/)
    expect(await ratingOf(productId)).toEqual({ rating: 0, rating_count: 0 })
  })
})

describe('the admin hides a review', () => {
  it('lists recent reviews escaped, hides one with a reason through a plain form, and the rating follows', async () => {
    const { productId, weakId } = await reviewedProduct()
    const admin = await login('admin')
    const list = await html('/m/admin/reviews', admin)
    expect(list).not.toContain(SCRIPT)
    expect(list).toContain('Great &lt;script&gt;')
    const form = (await formFields(list, 'form[action="/m/admin/reviews"]')).find((fields) => fields.reviewId === String(weakId))
    expect(form).toBeDefined()
    expect(noticeOf(await postForm('/m/admin/reviews', admin, { ...form!, reason: '' }))).toBe('fail.reviewAdmin.reasonRequired')
    const hidden = await postForm('/m/admin/reviews', admin, { ...form!, reason: `Spam ${SCRIPT}` })
    const after = await followed(hidden, admin)
    expect(noticeText(after)).toBe('The review is hidden')
    expect(after).toContain('Spam &lt;script&gt;')
    expect(after).not.toContain(SCRIPT)
    expect(await ratingOf(productId)).toEqual({ rating: 50, rating_count: 1 })
    expect(await selectAll(await html(`/m/product/reviews?id=${productId}`, null), 'article.rv')).toHaveLength(1)
  })

  it('a shopper gets "No permission for current operation", on the page and on the form', async () => {
    const { shopper } = await orderedLine()
    const answer = await page('/m/admin/reviews', shopper.token)
    expect(await answer.text()).toContain('No permission for current operation')
    const { weakId, productId } = await reviewedProduct()
    const refused = await postForm('/m/admin/reviews', shopper.token, { reviewId: String(weakId), reason: 'Mine now', idem: crypto.randomUUID() })
    expect(refused.status).toBeGreaterThanOrEqual(300)
    expect(await ratingOf(productId)).toEqual({ rating: 35, rating_count: 2 })
  })
})
