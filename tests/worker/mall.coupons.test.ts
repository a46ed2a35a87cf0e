import { describe, expect, it } from 'vitest'
import { guardedWrite } from '../../mall/core/guarded-write'
import { successBody } from '../../mall/core/envelope'
import { GRANT_REFUSALS, grantStatements } from '../../mall/coupons/grant'
import { findCoupon } from '../../mall/coupons/terms'
import { copiesOf, copyOf, createCoupon, DAY, issuedOf, placeWith, receive } from './coupons.helpers'
import { call, contractData, createBuyers, decidedAnswers, mallEnv } from './mall.helpers'
import { answerOf, createProduct, type Shopper, shoppers } from './orders.helpers'
const db = mallEnv.DB
const GH = 3

describe('receiving a coupon', () => {
  it('500 buyers race for a coupon with 100 copies: exactly 100 receive it, 400 hear it is all gone', async () => {
    const couponId = await createCoupon({ total: 100 })
    const crowd = await createBuyers(500)
    const answers = await Promise.all(crowd.map((buyer, i) => receive(buyer.token, couponId, `race-${i}`)))

    const received = answers.filter((a) => a.code === 1)
    expect(received).toHaveLength(100)
    expect(answers.filter((a) => a.key === 'couponGone')).toHaveLength(400)
    expect(answers.every((a) => a.status === 200)).toBe(true)
    expect(await issuedOf(couponId)).toBe(100)
    expect(await copiesOf(couponId)).toBe(100)
    // Each of the 100 holds exactly one copy, and the copies are those who were told so.
    const holders = (await db.prepare('SELECT user_id FROM user_coupons WHERE coupon_id = ?').bind(couponId).all<{ user_id: number }>()).results
    const told = new Set(crowd.filter((_, i) => answers[i]!.code === 1).map((buyer) => buyer.id))
    expect(new Set(holders.map((row) => row.user_id))).toEqual(told)
  })

  it('one buyer\'s 50 parallel claims, each with its own key: one copy, 49 "already received"', async () => {
    const couponId = await createCoupon({ total: 100 })
    const [buyer] = await createBuyers(1)
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => receive(buyer!.token, couponId, `tap-${i}`)))

    expect(answers.filter((a) => a.code === 1)).toHaveLength(1)
    expect(answers.filter((a) => a.key === 'couponReceivedAlready')).toHaveLength(49)
    expect(await issuedOf(couponId)).toBe(1)
    expect(await copiesOf(couponId)).toBe(1)
    // Without any key at all, the unique copy still refuses.
    expect(await receive(buyer!.token, couponId)).toMatchObject({ code: 500, key: 'couponReceivedAlready', msg: 'You have already received this coupon' })
    expect(await issuedOf(couponId)).toBe(1)
  })

  it('a retried tap (same key) gets the first answer, sequentially and in parallel, with no second effect', async () => {
    const couponId = await createCoupon({ total: 2, validDays: 3 })
    const [buyer] = await createBuyers(1)
    const racing = decidedAnswers(await Promise.all(Array.from({ length: 10 }, () => receive(buyer!.token, couponId, 'same-tap'))))
    expect(new Set(racing.map((a) => JSON.stringify(a))).size).toBe(1)
    expect(racing[0]).toMatchObject({ code: 1, data: { couponId } })
    expect(racing[0]!.data.expiresAt - racing[0]!.data.startsAt).toBe(3 * DAY)
    expect(await receive(buyer!.token, couponId, 'same-tap')).toEqual(racing[0])
    expect(await issuedOf(couponId)).toBe(1)
    // The refusal of another tap is remembered under its key too.
    const refused = await receive(buyer!.token, couponId, 'other-tap')
    expect(refused.key).toBe('couponReceivedAlready')
    expect(await receive(buyer!.token, couponId, 'other-tap')).toEqual(refused)
  })

  it('a refusal decided inside the batch (the last copy gone) is the answer to its key, even after copies come back', async () => {
    const couponId = await createCoupon({ total: 1 })
    const [first, late] = await createBuyers(2)
    expect(await receive(first!.token, couponId, 'first-tap')).toMatchObject({ code: 1 })
    // Receiving reads the coupon and leaves the count to the batch's guarded update: the refusal is the batch's.
    const refused = await receive(late!.token, couponId, 'late-tap')
    expect(refused).toMatchObject({ code: 500, key: 'couponGone' })
    const stored = await db.prepare('SELECT fingerprint, response FROM idempotency_records WHERE user_id = ? AND key = ?').bind(late!.id, 'late-tap').first<{ fingerprint: string; response: string }>()
    expect(stored).not.toBeNull()
    expect(JSON.parse(stored!.response)).toMatchObject({ code: 500, key: 'couponGone' })

    await db.prepare('UPDATE coupons SET total = 5 WHERE id = ?').bind(couponId).run()
    expect(await receive(late!.token, couponId, 'late-tap')).toEqual(refused)
    expect(await copyOf(late!.id, couponId)).toBeUndefined()
    expect(await issuedOf(couponId)).toBe(1)
    // A new tap is a new request, and there are copies again.
    expect(await receive(late!.token, couponId, 'later-tap')).toMatchObject({ code: 1 })
  })

  it('refuses outside the claim dates, after fixed dates, and an unlisted coupon or one of another market', async () => {
    const now = Date.now()
    const [buyer] = await createBuyers(1)
    const coming = await createCoupon({ claimFrom: now + DAY, claimUntil: now + 2 * DAY })
    const over = await createCoupon({ claimFrom: now - 2 * DAY, claimUntil: now - DAY })
    const lapsed = await createCoupon({ validDays: null, validFrom: now - 2 * DAY, validUntil: now - 1000 })
    const unlisted = await createCoupon({ listed: false })
    const ghana = await createCoupon({ countryId: GH })
    expect(await receive(buyer!.token, coming)).toMatchObject({ key: 'couponUnavailable', msg: 'This coupon cannot be received now' })
    expect(await receive(buyer!.token, over)).toMatchObject({ key: 'couponUnavailable' })
    expect(await receive(buyer!.token, lapsed)).toMatchObject({ key: 'couponUnavailable' })
    expect(await receive(buyer!.token, unlisted)).toMatchObject({ status: 404, key: 'notFound' })
    expect(await receive(buyer!.token, ghana)).toMatchObject({ status: 404, key: 'notFound' })
    expect(await receive(buyer!.token, 999_999_999)).toMatchObject({ status: 404, key: 'notFound' })
    for (const id of [coming, over, lapsed, unlisted, ghana]) expect(await issuedOf(id)).toBe(0)
    // In its own market the Ghana coupon is there.
    expect(await receive(buyer!.token, ghana, undefined, GH)).toMatchObject({ code: 1 })
  })

  it('asks a guest to log in, and answers a malformed request with a 400', async () => {
    const couponId = await createCoupon()
    expect(await answerOf(call('/api/coupon/receive', { method: 'POST', json: { couponId } }))).toMatchObject({ status: 401, key: 'unauthorized' })
    const [buyer] = await createBuyers(1)
    for (const body of [{}, { couponId: 'x' }, { couponId: -1 }, { couponId: 1e12 }]) {
      expect(await answerOf(call('/api/coupon/receive', { method: 'POST', token: buyer!.token, json: body }))).toMatchObject({ status: 400, key: 'invalidInput' })
    }
    const bad = await answerOf(call('/api/coupon/receive', { method: 'POST', token: buyer!.token, json: { couponId }, headers: { 'idempotency-key': 'no spaces' } }))
    expect(bad).toMatchObject({ status: 400, key: 'invalidInput' })
  })

  it('gives a fixed-date coupon its own dates and a relative one its days from receipt', async () => {
    const now = Date.now()
    const fixed = await createCoupon({ validDays: null, validFrom: now - DAY, validUntil: now + 5 * DAY })
    const [buyer] = await createBuyers(1)
    const answer = await receive(buyer!.token, fixed)
    expect(answer.data).toEqual({ couponId: fixed, startsAt: now - DAY, expiresAt: now + 5 * DAY })
    expect((await copyOf(buyer!.id, fixed))?.expires_at).toBe(now + 5 * DAY)
  })
})

describe('granting from another path (a gift pack, a prize)', () => {
  const grant = (userId: number, couponId: number, source: string) =>
    guardedWrite(
      db,
      { userId, key: null, fingerprint: `grant:${source}` },
      async () => ({ answer: successBody({ source }), statements: grantStatements(db, (await findCoupon(db, couponId))!, { userId, source, now: Date.now() }) }),
      GRANT_REFUSALS,
    )

  it('gives an unlisted coupon once per source and per user, within its total', async () => {
    const couponId = await createCoupon({ listed: false, total: 2 })
    const [first, second, third] = await createBuyers(3)
    expect(await grant(first!.id, couponId, `gift:${first!.id}`)).toMatchObject({ code: 1 })
    expect(await grant(first!.id, couponId, `gift:${first!.id}`)).toMatchObject({ key: 'couponReceivedAlready' })
    expect(await grant(first!.id, couponId, `prize:${first!.id}`)).toMatchObject({ key: 'couponReceivedAlready' })
    expect(await grant(second!.id, couponId, `gift:${first!.id}`)).toMatchObject({ key: 'couponReceivedAlready' })
    expect(await grant(second!.id, couponId, `gift:${second!.id}`)).toMatchObject({ code: 1 })
    expect(await grant(third!.id, couponId, `gift:${third!.id}`)).toMatchObject({ key: 'couponGone' })
    expect(await issuedOf(couponId)).toBe(2)
    expect(await copiesOf(couponId)).toBe(2)
  })
})

describe('the coupon centre and my coupons', () => {
  it('lists the market\'s open coupons with each one\'s state for the caller, and only those', async () => {
    const now = Date.now()
    const productId = await createProduct({ stock: 5, name: 'Centre Earbuds' })
    const open = await createCoupon({ productIds: [productId], minOrderMinor: 500_000 })
    const gone = await createCoupon({ total: 1 })
    const used = await createCoupon()
    const shortLived = await createCoupon({ validDays: null, validFrom: now - DAY, validUntil: now + 60_000 })
    const unlisted = await createCoupon({ listed: false })
    const closed = await createCoupon({ claimFrom: now - 2 * DAY, claimUntil: now - DAY })
    const [shopper] = await shoppers(1, [[productId, 1]])
    const [other] = await createBuyers(1)
    await receive(other!.token, gone)
    for (const id of [used, shortLived]) await receive(shopper!.token, id)
    await placeWithCoupon(shopper!, used)
    // The short-lived copy expires.
    await db.prepare('UPDATE user_coupons SET expires_at = ? WHERE coupon_id = ?').bind(now - 1, shortLived).run()

    const mine = await contractData('couponCentre', await call('/api/coupon/center', { token: shopper!.token, headers: { country_id: '7' } }))
    const stateOf = (id: number) => mine.coupons.find((coupon) => coupon.id === id)?.state
    expect(stateOf(open)).toBe('get')
    expect(stateOf(gone)).toBe('gone')
    expect(stateOf(used)).toBe('used')
    expect(stateOf(shortLived)).toBe('expired')
    expect(stateOf(unlisted)).toBeUndefined()
    expect(stateOf(closed)).toBeUndefined()
    const terms = mine.coupons.find((coupon) => coupon.id === open)!
    expect(terms).toMatchObject({ kind: 'amountOff', value: 1000, minOrder: 5000, scope: 'goods', products: [{ id: productId, name: 'Centre Earbuds' }], validDays: 7 })
    expect(mine.coupons.find((coupon) => coupon.id === gone)!.claimed).toBe(1)
    await receive(shopper!.token, open)
    const after = await contractData('couponCentre', await call('/api/coupon/center', { token: shopper!.token, headers: { country_id: '7' } }))
    expect(after.coupons.find((coupon) => coupon.id === open)!.state).toBe('received')

    // A guest sees what can be got and what is gone; every coupon is of the market asked for.
    const guest = await contractData('couponCentre', await call('/api/coupon/center', { headers: { country_id: '7' } }))
    expect(new Set(guest.coupons.map((coupon) => coupon.state))).toEqual(new Set(['get', 'gone']))
    const ghana = await contractData('couponCentre', await call('/api/coupon/center', { headers: { country_id: String(GH) } }))
    expect(ghana.coupons.map((coupon) => coupon.id)).not.toContain(open)
    expect(ghana.coupons.length).toBeGreaterThan(0)
  })

  it('sorts my coupons into to use, used and expired, of the market', async () => {
    const now = Date.now()
    const productId = await createProduct({ stock: 5 })
    const soon = await createCoupon({ validDays: 1 })
    const later = await createCoupon({ validDays: 9 })
    const used = await createCoupon()
    const lapsed = await createCoupon()
    const ghana = await createCoupon({ countryId: GH })
    const [shopper] = await shoppers(1, [[productId, 1]])
    for (const id of [later, soon, used, lapsed]) await receive(shopper!.token, id)
    await receive(shopper!.token, ghana, undefined, GH)
    await db.prepare('UPDATE user_coupons SET expires_at = ? WHERE coupon_id = ?').bind(now - 1, lapsed).run()
    const orderId = await placeWithCoupon(shopper!, used)

    const tab = async (name: string) =>
      (await contractData('myCoupons', await call(`/api/coupon/mine?tab=${name}`, { token: shopper!.token, headers: { country_id: '7' } }))).items
    expect((await tab('usable')).map((item) => item.coupon.id)).toEqual([soon, later])
    expect(await tab('used')).toEqual([expect.objectContaining({ state: 'used', orderId, coupon: expect.objectContaining({ id: used }) })])
    expect((await tab('expired')).map((item) => [item.coupon.id, item.orderId])).toEqual([[lapsed, null]])
    expect(await answerOf(call('/api/coupon/mine?tab=nope', { token: shopper!.token }))).toMatchObject({ status: 400, key: 'invalidInput' })
    expect(await answerOf(call('/api/coupon/mine'))).toMatchObject({ status: 401 })
  })
})

/** Places the shopper's cart with a coupon; the order's id (the test fails when it is refused). */
async function placeWithCoupon(shopper: Shopper, couponId: number): Promise<number> {
  const placed = await placeWith(shopper, couponId)
  expect(placed, JSON.stringify(placed)).toMatchObject({ code: 1 })
  return placed.data.orderId
}
