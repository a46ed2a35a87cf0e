import { describe, expect, it } from 'vitest'
import { AddToCartResult, envelope } from '../../contract'
import { call, cartCount, createBuyers, createFlashItem, decidedAnswers, mallEnv, stockOf } from './mall.helpers'

type Answer = { code: number; msg: string; data: { count: number; sold: number } | null; key?: string }

const addToCart = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  call('/api/cart/add', { method: 'POST', token, json: body, headers })

const answerOf = async (response: Response) => {
  expect(response.status).toBe(200)
  return envelope(AddToCartResult).parse(await response.json()) as Answer
}

const d1Sold = (flashItemId: number) =>
  mallEnv.DB.prepare('SELECT sold FROM flash_items WHERE id = ?').bind(flashItemId).first<number>('sold')

describe('POST /api/cart/add under concurrency', () => {
  it('sells exactly 100 units to 300 concurrent buyers of a 100-unit item', async () => {
    const itemId = await createFlashItem({ total: 100, limitPerBuyer: 1 })
    const buyers = await createBuyers(300)
    const answers = await Promise.all(
      buyers.map(async (buyer) => answerOf(await addToCart(buyer.token, { flashItemId: itemId }))),
    )
    const sold = answers.filter((answer) => answer.code === 1)
    const refused = answers.filter((answer) => answer.code !== 1)
    expect(sold).toHaveLength(100)
    expect(refused).toHaveLength(200)
    expect(refused.every((answer) => answer.key === 'soldOut' && answer.msg === 'Sold out')).toBe(true)
    // every granted unit has its own place in the sequence 1..100: nothing sold twice, stock never below zero
    expect(sold.map((answer) => answer.data!.sold).sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1))
    expect(await stockOf(itemId).snapshot()).toMatchObject({ total: 100, sold: 100 })
    expect(await d1Sold(itemId)).toBe(100)
    const cart = await mallEnv.DB.prepare('SELECT COUNT(*) AS rows, SUM(quantity) AS units FROM cart_items WHERE flash_item_id = ?')
      .bind(itemId)
      .first<{ rows: number; units: number }>()
    expect(cart).toEqual({ rows: 100, units: 100 })
  })

  it('enforces the per-buyer limit against 10 concurrent requests of one buyer', async () => {
    const itemId = await createFlashItem({ total: 50, limitPerBuyer: 2 })
    const [buyer] = await createBuyers(1)
    const answers = await Promise.all(
      Array.from({ length: 10 }, async () => answerOf(await addToCart(buyer!.token, { flashItemId: itemId }))),
    )
    expect(answers.filter((answer) => answer.code === 1)).toHaveLength(2)
    const refused = answers.filter((answer) => answer.code !== 1)
    expect(refused).toHaveLength(8)
    expect(refused.every((answer) => answer.key === 'limitReached')).toBe(true)
    expect(await cartCount(buyer!.token)).toBe(2)
    expect(await stockOf(itemId).snapshot()).toMatchObject({ total: 50, sold: 2 })
  })

  it('refuses a quantity that would pass the limit or the remaining stock', async () => {
    const itemId = await createFlashItem({ total: 3, sold: 1, limitPerBuyer: 3 })
    const [first, second] = await createBuyers(2)
    expect((await answerOf(await addToCart(first!.token, { flashItemId: itemId, quantity: 4 }))).key).toBe('soldOut')
    expect((await answerOf(await addToCart(first!.token, { flashItemId: itemId, quantity: 2 }))).data).toEqual({ count: 2, sold: 3 })
    expect((await answerOf(await addToCart(second!.token, { flashItemId: itemId }))).key).toBe('soldOut')
  })
})

describe('POST /api/cart/add idempotency', () => {
  it('answers a repeated Idempotency-Key with the first answer and adds once', async () => {
    const itemId = await createFlashItem({ total: 10, limitPerBuyer: 3 })
    const [buyer] = await createBuyers(1)
    const headers = { 'Idempotency-Key': 'tap-1:retry.ok_A' }
    const first = await (await addToCart(buyer!.token, { flashItemId: itemId }, headers)).text()
    const second = await (await addToCart(buyer!.token, { flashItemId: itemId }, headers)).text()
    expect(JSON.parse(first)).toEqual({ code: 1, msg: 'success', data: { count: 1, sold: 1 } })
    expect(second).toBe(first)
    expect(await cartCount(buyer!.token)).toBe(1)
    expect(await stockOf(itemId).snapshot()).toMatchObject({ total: 10, sold: 1 })
    // a new key is a new tap
    const third = await answerOf(await addToCart(buyer!.token, { flashItemId: itemId }, { 'Idempotency-Key': 'tap-2' }))
    expect(third.data).toEqual({ count: 2, sold: 2 })
  })

  it('without a key, every request is its own', async () => {
    const itemId = await createFlashItem({ total: 10, limitPerBuyer: 3 })
    const [buyer] = await createBuyers(1)
    await addToCart(buyer!.token, { flashItemId: itemId })
    await addToCart(buyer!.token, { flashItemId: itemId })
    expect(await cartCount(buyer!.token)).toBe(2)
  })

  it('gives concurrent retries with one key a single effect and a single answer (the others: repeatedRequest while it is in flight)', async () => {
    const itemId = await createFlashItem({ total: 10, limitPerBuyer: 3 })
    const [buyer] = await createBuyers(1)
    const headers = { 'Idempotency-Key': 'double-tap' }
    const bodies = await Promise.all(
      Array.from({ length: 8 }, async () => (await addToCart(buyer!.token, { flashItemId: itemId }, headers)).text()),
    )
    const decided = decidedAnswers(bodies.map((body) => JSON.parse(body) as { code: number; key?: string }))
    expect(new Set(decided.map((body) => JSON.stringify(body))).size).toBe(1)
    expect(decided[0]).toMatchObject({ code: 1, data: { count: 1, sold: 1 } })
    expect(await (await addToCart(buyer!.token, { flashItemId: itemId }, headers)).json()).toEqual(decided[0])
    expect(await cartCount(buyer!.token)).toBe(1)
    expect(await stockOf(itemId).snapshot()).toMatchObject({ total: 10, sold: 1 })
  })

  it('completes a retry whose first attempt took stock but died before the D1 write', async () => {
    const itemId = await createFlashItem({ total: 10, limitPerBuyer: 1 })
    const [buyer] = await createBuyers(1)
    const key = 'died-half-way'
    const fingerprint = `addToCart:${JSON.stringify({ flashItemId: itemId, quantity: 1 })}`
    const taken = await stockOf(itemId).take({ buyer: buyer!.id, key, fingerprint, quantity: 1, limitPerBuyer: 1, listing: { total: 10, sold: 0 } })
    expect(taken).toEqual({ result: 'ok', total: 10, sold: 1, version: 1 })
    expect(await cartCount(buyer!.token)).toBe(0)

    const retry = await answerOf(await addToCart(buyer!.token, { flashItemId: itemId }, { 'Idempotency-Key': key }))
    expect(retry).toEqual({ code: 1, msg: 'success', data: { count: 1, sold: 1 } })
    const again = await answerOf(await addToCart(buyer!.token, { flashItemId: itemId }, { 'Idempotency-Key': key }))
    expect(again).toEqual(retry)
    expect(await cartCount(buyer!.token)).toBe(1)
    expect(await stockOf(itemId).snapshot()).toMatchObject({ total: 10, sold: 1 })
    expect(await d1Sold(itemId)).toBe(1)
  })

  it('answers idempotencyConflict when a key is reused for a different body', async () => {
    const itemId = await createFlashItem({ total: 10, limitPerBuyer: 3 })
    const [buyer] = await createBuyers(1)
    const headers = { 'Idempotency-Key': 'reused' }
    expect((await answerOf(await addToCart(buyer!.token, { flashItemId: itemId }, headers))).code).toBe(1)
    const conflict = await answerOf(await addToCart(buyer!.token, { flashItemId: itemId, quantity: 2 }, headers))
    expect(conflict).toEqual({
      code: 500,
      msg: 'This request was already used for a different action',
      data: null,
      key: 'idempotencyConflict',
    })
    expect(await cartCount(buyer!.token)).toBe(1)
  })

  it('replays a refusal too', async () => {
    const itemId = await createFlashItem({ total: 1, sold: 1, limitPerBuyer: 1 })
    const [buyer] = await createBuyers(1)
    const headers = { 'Idempotency-Key': 'late' }
    const first = await answerOf(await addToCart(buyer!.token, { flashItemId: itemId }, headers))
    expect(first.key).toBe('soldOut')
    expect(await answerOf(await addToCart(buyer!.token, { flashItemId: itemId }, headers))).toEqual(first)
  })

  it.each(['', 'has space', 'x'.repeat(101), 'semi;colon'])('answers 400 to the malformed key %j', async (key) => {
    const itemId = await createFlashItem({ total: 10 })
    const [buyer] = await createBuyers(1)
    const response = await addToCart(buyer!.token, { flashItemId: itemId }, { 'Idempotency-Key': key })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 400, key: 'invalidInput' })
    expect(await cartCount(buyer!.token)).toBe(0)
  })
})

describe('POST /api/cart/add refusals', () => {
  it.each([
    ['coming', 'sessionNotLive', 'This session has not started yet'],
    ['ended', 'sessionEnded', 'This session has ended'],
  ] as const)('refuses an item of a %s session', async (status, key, msg) => {
    const itemId = await createFlashItem({ total: 10, status })
    const [buyer] = await createBuyers(1)
    const answer = await answerOf(await addToCart(buyer!.token, { flashItemId: itemId }))
    expect(answer).toEqual({ code: 500, msg, data: null, key })
    expect(await cartCount(buyer!.token)).toBe(0)
    expect(await d1Sold(itemId)).toBe(0)
  })

  it('refuses an unknown item with productNotFound', async () => {
    const [buyer] = await createBuyers(1)
    const answer = await answerOf(await addToCart(buyer!.token, { flashItemId: 987654321 }))
    expect(answer).toEqual({ code: 500, msg: 'Product does not exist', data: null, key: 'productNotFound' })
  })

  it('refuses the seeded sold-out item in Nigeria\'s live session', async () => {
    const [buyer] = await createBuyers(1)
    expect((await answerOf(await addToCart(buyer!.token, { flashItemId: 724 }))).key).toBe('soldOut')
  })

  it('answers HTTP 401 with body status 401 without a token', async () => {
    const itemId = await createFlashItem({ total: 10 })
    const response = await call('/api/cart/add', { method: 'POST', json: { flashItemId: itemId } })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ code: 401, status: 401, key: 'unauthorized', data: null })
    expect(await stockOf(itemId).snapshot()).toBeNull()
  })

  it.each([
    ['malformed JSON', '{"flashItemId": 1'],
    ['a missing item id', '{}'],
    ['a negative item id', '{"flashItemId": -5}'],
    ['a fractional quantity', '{"flashItemId": 1, "quantity": 1.5}'],
    ['a huge quantity', '{"flashItemId": 1, "quantity": 1000}'],
    ['a string item id', '{"flashItemId": "abc"}'],
    ['null', 'null'],
  ])('answers 400 invalidInput to %s', async (_, body) => {
    const [buyer] = await createBuyers(1)
    const response = await call('/api/cart/add', {
      method: 'POST',
      token: buyer!.token,
      body,
      headers: { 'content-type': 'application/json' },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ code: 400, msg: 'Invalid request', data: null, key: 'invalidInput' })
  })

  it('accepts a plain form post', async () => {
    const itemId = await createFlashItem({ total: 10 })
    const [buyer] = await createBuyers(1)
    const response = await call('/api/cart/add', {
      method: 'POST',
      token: buyer!.token,
      body: new URLSearchParams({ flashItemId: String(itemId) }),
    })
    expect((await answerOf(response)).data).toEqual({ count: 1, sold: 1 })
  })
})

describe('GET /api/cart/count', () => {
  it('sums the quantities of the user\'s cart', async () => {
    const [a, b] = [await createFlashItem({ total: 10, limitPerBuyer: 3 }), await createFlashItem({ total: 10, limitPerBuyer: 3 })]
    const [buyer] = await createBuyers(1)
    expect(await cartCount(buyer!.token)).toBe(0)
    await addToCart(buyer!.token, { flashItemId: a, quantity: 2 })
    await addToCart(buyer!.token, { flashItemId: b, quantity: 3 })
    expect(await cartCount(buyer!.token)).toBe(5)
  })

  it('needs a token', async () => {
    expect((await call('/api/cart/count')).status).toBe(401)
  })
})
