import { describe, expect, it } from 'vitest'
import { runScheduledJobs } from '../../mall/core/scheduled'
import { returnFlashUnits } from '../../mall/flash-sale/returns'
import { cancelStatements } from '../../mall/orders/cancel'
import { FROM } from '../../mall/orders/rules'
import { contractData, createBuyers, createFlashItem, call, decidedAnswers, mallEnv, stockOf as flashStockObject } from './mall.helpers'
import {
  age, answerOf, createAddress, createProduct, createRegion, DAY_MS, get, historyOf, orderRow, ordersInStatuses, place, post, putInCart, shoppers,
  stockOf,
} from './orders.helpers'
import { RETURN_URL, sandboxOutcome, startPayment } from './payments.helpers'

const db = mallEnv.DB
const count = async (sql: string, ...values: unknown[]) => (await db.prepare(sql).bind(...values).first<number>('n'))!

describe('placing orders', () => {
  it('200 concurrent checkouts on 50 units: exactly 50 orders, stock 0, 150 refused, no order without its stock', async () => {
    const productId = await createProduct({ stock: 50 })
    const crowd = await shoppers(200, [[productId, 1]])
    const answers = await Promise.all(crowd.map((shopper, i) => place(shopper, { key: `crowd-${i}` })))

    expect(answers.filter((a) => a.code === 1)).toHaveLength(50)
    expect(answers.filter((a) => a.key === 'notEnoughStock')).toHaveLength(150)
    expect(answers.every((a) => a.status === 200)).toBe(true)
    expect(await stockOf(productId)).toBe(0)
    expect(await count('SELECT COUNT(*) AS n FROM order_lines WHERE product_id = ?', productId)).toBe(50)
    expect(await count('SELECT COUNT(*) AS n FROM stock_takes WHERE product_id = ?', productId)).toBe(50)
    // Every order of the product has its stock take and its first history row; the winners' cart lines are gone.
    expect(
      await count(
        `SELECT COUNT(*) AS n FROM order_lines ol WHERE ol.product_id = ?
           AND NOT EXISTS (SELECT 1 FROM stock_takes s WHERE s.order_id = ol.order_id AND s.product_id = ol.product_id)`,
        productId,
      ),
    ).toBe(0)
    expect(await count('SELECT COUNT(*) AS n FROM cart_items WHERE product_id = ?', productId)).toBe(150)
    const winners = answers.flatMap((a) => (a.code === 1 ? [a.data.orderId] : []))
    expect(new Set(winners).size).toBe(50)
    for (const orderId of winners.slice(0, 5)) expect(await historyOf(orderId)).toEqual([{ status: 'confirmed', actor: 'buyer' }])
  })

  it('a replayed checkout key gives one order and the same answer, sequentially and concurrently', async () => {
    const productId = await createProduct({ stock: 10 })
    const [shopper] = await shoppers(1, [[productId, 2]])
    const first = await place(shopper!, { key: 'replay-1' })
    const again = await place(shopper!, { key: 'replay-1' })
    expect(first.code).toBe(1)
    expect(again).toEqual(first)

    const [other] = await shoppers(1, [[productId, 1]])
    const racing = decidedAnswers(await Promise.all(Array.from({ length: 8 }, () => place(other!, { key: 'replay-2' }))))
    expect(new Set(racing.map((a) => JSON.stringify(a))).size).toBe(1)
    expect(racing[0]!.code).toBe(1)
    expect(await place(other!, { key: 'replay-2' })).toEqual(racing[0])
    expect(await stockOf(productId)).toBe(7)
    expect(await count('SELECT COUNT(*) AS n FROM order_lines WHERE product_id = ?', productId)).toBe(2)
    // The same key for another request is a conflict, not a second order.
    const conflict = await place(shopper!, { key: 'replay-1', payment: 'online' })
    expect(conflict, JSON.stringify(conflict)).toMatchObject({ key: 'idempotencyConflict' })
  })

  it('an order whose second line lacks stock is not placed, and the first line\'s stock is untouched', async () => {
    const plenty = await createProduct({ stock: 9 })
    const scarce = await createProduct({ stock: 3 })
    const [shopper] = await shoppers(1, [[plenty, 2], [scarce, 1]])
    // The stock drops after the line went into the cart (another buyer took it).
    await db.prepare('UPDATE products SET stock = 0 WHERE id = ?').bind(scarce).run()
    const refused = await place(shopper!, { key: 'two-lines' })
    expect(refused).toMatchObject({ code: 500, key: 'notEnoughStock', msg: 'Not enough stock for some items' })
    expect(await stockOf(plenty)).toBe(9)
    expect(await count('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?', shopper!.id)).toBe(0)
    expect(await count('SELECT COUNT(*) AS n FROM cart_items WHERE user_id = ?', shopper!.id)).toBe(2)
    // The refusal is the answer to that key from now on.
    expect(await place(shopper!, { key: 'two-lines' })).toEqual(refused)
  })

  it('takes all the stock or none when the guard refuses inside the batch', async () => {
    const plenty = await createProduct({ stock: 20 })
    const scarce = await createProduct({ stock: 5 })
    // Ten buyers want 1 of `plenty` and 1 of `scarce`; `scarce` has 5: five orders, and `plenty` loses exactly five.
    const crowd = await shoppers(10, [[plenty, 1], [scarce, 1]])
    const answers = await Promise.all(crowd.map((shopper) => place(shopper)))
    expect(answers.filter((a) => a.code === 1)).toHaveLength(5)
    expect(await stockOf(scarce)).toBe(0)
    expect(await stockOf(plenty)).toBe(15)
  })

  it('a refusal decided inside the batch (stock taken meanwhile) is the answer to its key, even after stock comes back', async () => {
    const productId = await createProduct({ stock: 3 })
    const [shopper] = await shoppers(1, [[productId, 2]])
    // Another checkout takes the stock after this one read it: inside the batch, right after the order row lands.
    const trigger = `stock_taken_meanwhile_${shopper!.id}`
    await db.prepare(`CREATE TRIGGER ${trigger} AFTER INSERT ON orders WHEN NEW.user_id = ${shopper!.id} BEGIN UPDATE products SET stock = 0 WHERE id = ${productId}; END`).run()
    let refused: Awaited<ReturnType<typeof place>>
    try {
      refused = await place(shopper!, { key: 'meanwhile-1' })
    } finally {
      await db.prepare(`DROP TRIGGER IF EXISTS ${trigger}`).run()
    }
    expect(refused).toMatchObject({ status: 200, code: 500, key: 'notEnoughStock' })
    // The whole batch rolled back, the other checkout's take with it: the stock is there again.
    expect(await stockOf(productId)).toBe(3)
    const stored = await db.prepare('SELECT response FROM idempotency_records WHERE user_id = ? AND key = ?').bind(shopper!.id, 'meanwhile-1').first<string>('response')
    expect(JSON.parse(stored!)).toMatchObject({ code: 500, key: 'notEnoughStock' })

    expect(await place(shopper!, { key: 'meanwhile-1' })).toEqual(refused)
    expect(await count('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?', shopper!.id)).toBe(0)
    expect(await stockOf(productId)).toBe(3)
    // A new key is a new checkout, and the stock is there.
    expect(await place(shopper!, { key: 'meanwhile-2' })).toMatchObject({ code: 1 })
    expect(await stockOf(productId)).toBe(1)
  })

  it('orders flash units at their sale price without taking product stock, and charges the region\'s delivery fee, waived over the market\'s free-delivery amount', async () => {
    const flashItemId = await createFlashItem({ total: 5, limitPerBuyer: 2 })
    const [buyer] = await createBuyers(1)
    const added = await call('/api/cart/add', { method: 'POST', token: buyer!.token, json: { flashItemId, quantity: 2 } })
    expect((await added.json<{ code: number }>()).code).toBe(1)
    const stockBefore = await stockOf(701)
    const lineId = (await db.prepare('SELECT id FROM cart_items WHERE user_id = ?').bind(buyer!.id).first<number>('id'))!
    const regionId = await createRegion({ feeMinor: 250_000 })
    const addressId = await createAddress(buyer!.id, regionId)
    const placed = await place({ ...buyer!, addressId, lineIds: [lineId] })
    // ₦199,998 is over Nigeria's free-delivery amount (₦50,000): the region's fee is charged, then waived.
    expect(placed).toMatchObject({ code: 1, data: { status: 'confirmed', total: 2 * 99_999 } })
    expect(await stockOf(701)).toBe(stockBefore)
    const detail = await contractData('order', await call(`/api/order/details?id=${placed.data.orderId}`, { token: buyer!.token }))
    expect(detail).toMatchObject({ subtotal: 199_998, deliveryFee: 2_500, deliveryWaiver: 2_500, coupon: null, total: 199_998, payment: 'onDelivery' })
    expect(detail.lines).toMatchObject([{ flashItemId, unitPrice: 99_999, quantity: 2, shipped: 0, signed: 0 }])
  })

  it('refuses lines of another buyer, an address of another buyer, and a region of another market', async () => {
    const productId = await createProduct({ stock: 5 })
    const [mine, theirs] = await shoppers(2, [[productId, 1]])
    expect((await place({ ...mine!, lineIds: theirs!.lineIds })).status).toBe(404)
    expect((await place({ ...mine!, addressId: theirs!.addressId })).status).toBe(404)
    const ghana = await createRegion({ countryId: 3 })
    const abroad = await createAddress(mine!.id, ghana)
    expect((await place({ ...mine!, addressId: abroad })).status).toBe(400)
    expect(await stockOf(productId)).toBe(5)
  })

  it('delivers to an address typed for this order only: the order carries it and its region\'s fee, the book stays as it was', async () => {
    const productId = await createProduct({ stock: 5 })
    const [buyer] = await shoppers(1, [[productId, 1]])
    const regionId = await createRegion({ feeMinor: 90_000 })
    const deliverTo = { name: 'Tunde <i>Bello</i>', phone: '+234 807 555 4040', regionId, city: 'Ilorin', street: '5 Unity Road' }
    const placed = await post<{ orderId: number }>('/api/order/place', buyer!.token, { deliverTo, payment: 'onDelivery', lineIds: buyer!.lineIds })
    expect(placed.code).toBe(1)
    const detail = await contractData('order', await call(`/api/order/details?id=${placed.data.orderId}`, { token: buyer!.token }))
    expect(detail.address).toMatchObject({ name: 'Tunde <i>Bello</i>', phone: '+234 807 555 4040', city: 'Ilorin', street: '5 Unity Road' })
    expect(detail.deliveryFee).toBe(900)
    expect(await count('SELECT COUNT(*) AS n FROM addresses WHERE user_id = ?', buyer!.id)).toBe(1)
    expect(await stockOf(productId)).toBe(4)
  })

  it('refuses a typed address in another market, in no region, or beside a saved one', async () => {
    const productId = await createProduct({ stock: 5 })
    const [buyer] = await shoppers(1, [[productId, 1]])
    const typed = { name: 'Ama', phone: '+234 807 555 5050', city: 'Kumasi', street: '1 Adum' }
    const attempt = (body: object) => post('/api/order/place', buyer!.token, { payment: 'onDelivery', lineIds: buyer!.lineIds, ...body })
    expect((await attempt({ deliverTo: { ...typed, regionId: await createRegion({ countryId: 3 }) } })).status).toBe(400)
    expect((await attempt({ deliverTo: { ...typed, regionId: 999_999_999 } })).status).toBe(404)
    const regionId = await createRegion()
    expect((await attempt({ deliverTo: { ...typed, regionId }, addressId: buyer!.addressId })).status).toBe(400)
    expect((await attempt({ deliverTo: { ...typed, regionId, phone: 'call me' } })).status).toBe(400)
    expect(await stockOf(productId)).toBe(5)
  })

  it('refuses malformed requests with 400', async () => {
    const [buyer] = await createBuyers(1)
    for (const json of [{}, { addressId: 1, payment: 'cash', lineIds: [1] }, { addressId: 1, payment: 'online', lineIds: [] }, { addressId: 1, payment: 'online', lineIds: [2, 2] }]) {
      expect((await call('/api/order/place', { method: 'POST', token: buyer!.token, json })).status).toBe(400)
    }
    expect((await call('/api/order/place', { method: 'POST', token: buyer!.token, json: { addressId: 1, payment: 'online', lineIds: [1] }, headers: { 'idempotency-key': 'bad key!' } })).status).toBe(400)
  })
})

describe('cancelling', () => {
  it('cancelled twice concurrently (and ten times more): the stock comes back once', async () => {
    const productId = await createProduct({ stock: 10 })
    const [shopper] = await shoppers(1, [[productId, 3]])
    const placed = await place(shopper!)
    expect(await stockOf(productId)).toBe(7)
    const orderId = placed.data.orderId
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => post('/api/order/cancel', shopper!.token, { orderId }, `cancel-${i}`)))
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1)
    expect(answers.filter((a) => a.key === 'orderNotCancellable')).toHaveLength(11)
    expect(await stockOf(productId)).toBe(10)
    expect(await historyOf(orderId)).toEqual([
      { status: 'confirmed', actor: 'buyer' },
      { status: 'cancelled', actor: 'buyer' },
    ])
    const detail = await contractData('order', await call(`/api/order/details?id=${orderId}`, { token: shopper!.token }))
    expect(detail).toMatchObject({ status: 'cancelled', cancelledBy: 'buyer', cancelReason: 'buyerRequest', actions: [] })
  })

  it('hands flash units back to their sale once, however many cancellations race, and frees the buyer\'s limit', async () => {
    const flashItemId = await createFlashItem({ total: 3, limitPerBuyer: 2 })
    const [buyer, other] = await createBuyers(2)
    const flashStock = flashStockObject(flashItemId)
    expect((await post('/api/cart/add', buyer!.token, { flashItemId, quantity: 2 })).code).toBe(1)
    expect(await flashStock.snapshot()).toMatchObject({ total: 3, sold: 2 })
    const lineId = (await db.prepare('SELECT id FROM cart_items WHERE user_id = ?').bind(buyer!.id).first<number>('id'))!
    const addressId = await createAddress(buyer!.id, await createRegion())
    const { data } = await place({ ...buyer!, addressId, lineIds: [lineId] })

    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => post('/api/order/cancel', buyer!.token, { orderId: data.orderId }, `flash-cancel-${i}`)))
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1)
    await Promise.all([runScheduledJobs(mallEnv), runScheduledJobs(mallEnv)])
    expect(await flashStock.snapshot()).toMatchObject({ total: 3, sold: 0 })
    expect(await db.prepare('SELECT sold FROM flash_items WHERE id = ?').bind(flashItemId).first<number>('sold')).toBe(0)
    expect(await count('SELECT COUNT(*) AS n FROM flash_returns WHERE order_id = ? AND returned_at IS NOT NULL', data.orderId)).toBe(1)
    // The returned units are on sale again: the same buyer may take two more, and then another buyer gets the last.
    expect((await post('/api/cart/add', buyer!.token, { flashItemId, quantity: 2 })).code).toBe(1)
    expect((await post('/api/cart/add', other!.token, { flashItemId, quantity: 1 })).code).toBe(1)
    expect((await post('/api/cart/add', other!.token, { flashItemId, quantity: 1 })).key).toBe('soldOut')
  })

  it('flash units owed by a cancellation whose hand-back failed are returned by the job, once', async () => {
    const flashItemId = await createFlashItem({ total: 4, limitPerBuyer: 4 })
    const [buyer, keeper] = await createBuyers(2)
    expect((await post('/api/cart/add', buyer!.token, { flashItemId, quantity: 3 })).code).toBe(1)
    expect((await post('/api/cart/add', keeper!.token, { flashItemId, quantity: 1 })).code).toBe(1)
    const lineId = (await db.prepare('SELECT id FROM cart_items WHERE user_id = ?').bind(buyer!.id).first<number>('id'))!
    const addressId = await createAddress(buyer!.id, await createRegion())
    const { data } = await place({ ...buyer!, addressId, lineIds: [lineId] })
    // The cancelling batch alone, as if the worker stopped before telling the stock object.
    await db.batch(cancelStatements(db, data.orderId, FROM.buyerCancel, { actor: 'buyer', actorId: buyer!.id, now: Date.now(), reason: 'buyerRequest' }))
    expect(await flashStockObject(flashItemId).snapshot()).toMatchObject({ sold: 4 })
    // Runs that both find the return still owed: the stock object takes it once.
    await Promise.all([runScheduledJobs(mallEnv), returnFlashUnits(mallEnv), returnFlashUnits(mallEnv, data.orderId)])
    await runScheduledJobs(mallEnv)
    expect(await flashStockObject(flashItemId).snapshot()).toMatchObject({ total: 4, sold: 1 })
  })

  it('the buyer may say an item is out of stock; a seller reason is not the buyer\'s to give', async () => {
    const productId = await createProduct({ stock: 4 })
    const [shopper] = await shoppers(1, [[productId, 1]])
    const { data } = await place(shopper!)
    expect((await post('/api/order/cancel', shopper!.token, { orderId: data.orderId, reason: 'suspectedFraud' })).status).toBe(400)
    expect(await post('/api/order/cancel', shopper!.token, { orderId: data.orderId, reason: 'outOfStock', note: 'found it cheaper' })).toMatchObject({
      code: 1,
      data: { orderId: data.orderId, status: 'cancelled' },
    })
    const detail = await contractData('order', await call(`/api/order/details?id=${data.orderId}`, { token: shopper!.token }))
    expect(detail).toMatchObject({ cancelReason: 'outOfStock', cancelNote: 'found it cheaper' })
    expect(detail.history.at(-1)).toMatchObject({ status: 'cancelled', actor: 'buyer', reason: 'outOfStock', note: 'found it cheaper' })
  })
})

describe('the auto-cancel job', () => {
  it('cancels orders waiting 2 days for a payment or an identity check, once, however often it runs', async () => {
    const productId = await createProduct({ stock: 10 })
    const crowd = await shoppers(4, [[productId, 2]])
    const [stale, fresh, verifying, paid] = await Promise.all(crowd.map((shopper) => place(shopper, { payment: 'online' })))
    await db.prepare("UPDATE orders SET status = 'awaitingVerification' WHERE id = ?").bind(verifying!.data.orderId).run()
    const payment = await startPayment(crowd[3]!.token, paid!.data.orderId)
    expect((await sandboxOutcome(payment.data.reference, 'pay')).code).toBe(1)
    for (const order of [stale, verifying, paid]) await age(order!.data.orderId, 2 * DAY_MS + 60_000)
    await age(fresh!.data.orderId, 2 * DAY_MS - 60_000)
    expect(await stockOf(productId)).toBe(2)

    const now = Date.now()
    await runScheduledJobs(mallEnv, now)
    await Promise.all([runScheduledJobs(mallEnv, now), runScheduledJobs(mallEnv, now + 1000)])
    await runScheduledJobs(mallEnv, now)

    expect((await orderRow(stale!.data.orderId))!.status).toBe('cancelled')
    expect((await orderRow(verifying!.data.orderId))!.status).toBe('cancelled')
    expect((await orderRow(fresh!.data.orderId))!.status).toBe('awaitingPayment')
    expect((await orderRow(paid!.data.orderId))!.status).toBe('confirmed')
    expect(await stockOf(productId)).toBe(6)
    expect(await historyOf(stale!.data.orderId)).toEqual([
      { status: 'awaitingPayment', actor: 'buyer' },
      { status: 'cancelled', actor: 'system' },
    ])
    const detail = await contractData('order', await call(`/api/order/details?id=${stale!.data.orderId}`, { token: crowd[0]!.token }))
    expect(detail).toMatchObject({ cancelledBy: 'system', cancelReason: 'noReply' })
  })
  // Racing the provider's payment callback: tests/worker/mall.payments.test.ts, 'the auto-cancel job and a callback'.
})

describe('buyers see only their own orders', () => {
  it('another buyer\'s order id answers 404 on details, packages, paying, verify and cancel, and changes nothing', async () => {
    const productId = await createProduct({ stock: 5 })
    const [owner, stranger] = await shoppers(2, [[productId, 1]])
    const { data } = await place(owner!, { payment: 'online' })
    const orderId = data.orderId
    for (const path of [`/api/order/details?id=${orderId}`, `/api/order/packages?id=${orderId}`]) {
      const answer = await get(path, stranger!.token)
      expect(answer).toMatchObject({ status: 404, key: 'notFound', msg: 'Resource does not exist' })
    }
    for (const path of ['/api/order/payment', '/api/order/verify', '/api/order/cancel']) {
      expect(await post(path, stranger!.token, { orderId, returnUrl: RETURN_URL })).toMatchObject({ status: 404, key: 'notFound' })
    }
    expect((await orderRow(orderId))!.status).toBe('awaitingPayment')
    const list = await contractData('orders', await call('/api/order/list', { token: stranger!.token }))
    expect(list.items.map((item) => item.id)).not.toContain(orderId)
    expect((await get('/api/order/details?id=abc', owner!.token)).status).toBe(400)
    expect((await get('/api/order/details?id=999999999', owner!.token)).status).toBe(404)
  })

  it('lists orders newest first by tab, a page at a time', async () => {
    const productId = await createProduct({ stock: 50 })
    const [buyer] = await createBuyers(1)
    const regionId = await createRegion()
    const addressId = await createAddress(buyer!.id, regionId)
    const ids: number[] = []
    for (let i = 0; i < 12; i++) {
      const lineId = await putInCart(buyer!.id, productId, 1)
      const placed = await place({ ...buyer!, addressId, lineIds: [lineId] }, { payment: i % 3 === 0 ? 'online' : 'onDelivery' })
      ids.push(placed.data.orderId)
    }
    const first = await contractData('orders', await call('/api/order/list?tab=all', { token: buyer!.token }))
    expect(first.items).toHaveLength(10)
    expect(first.next).not.toBeNull()
    const second = await contractData('orders', await call(`/api/order/list?tab=all&cursor=${first.next}`, { token: buyer!.token }))
    expect(second.items).toHaveLength(2)
    expect(second.next).toBeNull()
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual([...ids].reverse())
    const toPay = await contractData('orders', await call('/api/order/list?tab=toPay', { token: buyer!.token }))
    expect(toPay.items.map((item) => item.id)).toEqual([ids[9], ids[6], ids[3], ids[0]])
    expect(toPay.items[0]).toMatchObject({ status: 'awaitingPayment', itemCount: 1, total: 12_500 + 1_500 })
    expect((await get('/api/order/list?tab=nope', buyer!.token)).status).toBe(400)
    expect((await get('/api/order/list?cursor=zzz', buyer!.token)).status).toBe(400)
  })

  it('counts only the caller\'s own orders by tab: to pay, to ship, to receive, completed, cancelled', async () => {
    const [buyer, other] = await createBuyers(2)
    await ordersInStatuses(buyer!, [
      'awaitingPayment', 'awaitingVerification', 'awaitingPayment', 'confirmed', 'shipped', 'partlySigned', 'partlyShipped',
      'signed', 'completed', 'completed', 'cancelled',
    ])
    await ordersInStatuses(other!, ['awaitingPayment', 'confirmed', 'shipped', 'completed', 'cancelled', 'cancelled'])
    const counts = await contractData('orderCounts', await call('/api/order/counts', { token: buyer!.token }))
    expect(counts).toEqual({ toPay: 3, toShip: 1, shipping: 3, done: 3, cancelled: 1 })
    const others = await contractData('orderCounts', await call('/api/order/counts', { token: other!.token }))
    expect(others).toEqual({ toPay: 1, toShip: 1, shipping: 1, done: 1, cancelled: 2 })
    const [newcomer] = await createBuyers(1)
    expect(await contractData('orderCounts', await call('/api/order/counts', { token: newcomer!.token }))).toEqual({ toPay: 0, toShip: 0, shipping: 0, done: 0, cancelled: 0 })
    expect((await call('/api/order/counts')).status).toBe(401)
  })
})

describe('addresses', () => {
  it('saves an address of the market once, the first as the default, and lists the market\'s regions with their fees', async () => {
    const [buyer] = await createBuyers(1)
    const regionId = await createRegion({ feeMinor: 120_050, name: `Lagos ${crypto.randomUUID().slice(0, 4)}` })
    const input = { name: '  Ada <b>Obi</b> ', phone: '+234 803 111 2222', regionId, city: 'Ikeja', street: '4 Oba Akran Road' }
    const saved = await contractData('saveAddress', await call('/api/user/address', { method: 'POST', token: buyer!.token, json: input }))
    expect(saved).toMatchObject({ name: 'Ada <b>Obi</b>', isDefault: true, regionId })
    const again = await contractData('saveAddress', await call('/api/user/address', { method: 'POST', token: buyer!.token, json: input }))
    expect(again.id).toBe(saved.id)
    const second = await contractData('saveAddress', await call('/api/user/address', { method: 'POST', token: buyer!.token, json: { ...input, street: '5 Oba Akran Road', makeDefault: true } }))
    const book = await contractData('addresses', await call('/api/user/addresses', { token: buyer!.token }))
    expect(book.addresses.map((address) => [address.id, address.isDefault])).toEqual([[second.id, true], [saved.id, false]])
    expect(book.regions.find((region) => region.id === regionId)).toMatchObject({ deliveryFee: 1200.5 })
    const ghana = await createRegion({ countryId: 3 })
    expect((await call('/api/user/address', { method: 'POST', token: buyer!.token, json: { ...input, regionId: ghana } })).status).toBe(400)
    expect((await call('/api/user/address', { method: 'POST', token: buyer!.token, json: { ...input, phone: 'call me' } })).status).toBe(400)
  })

  it('deletes only the buyer\'s own address, hands the default on, and keeps the orders placed with it', async () => {
    const [shopper, other] = await shoppers(2, [[await createProduct({ stock: 3 }), 1]])
    const { data: placed } = await place(shopper!)
    const input = { name: 'Ada Obi', phone: '+234 803 111 2222', regionId: await createRegion(), city: 'Ikeja', street: '9 Allen Avenue' }
    const spare = await contractData('saveAddress', await call('/api/user/address', { method: 'POST', token: shopper!.token, json: input }))
    const remove = (token: string, addressId: unknown) => call('/api/user/address/delete', { method: 'POST', token, json: { addressId } })

    const refused = await remove(other!.token, shopper!.addressId)
    expect([refused.status, (await refused.json<{ key: string }>()).key]).toEqual([404, 'notFound'])
    const left = await contractData('deleteAddress', await remove(shopper!.token, shopper!.addressId))
    expect(left.addresses.map((address) => [address.id, address.isDefault])).toEqual([[spare.id, true]])
    const again = await remove(shopper!.token, shopper!.addressId)
    expect([again.status, (await again.json<{ key: string }>()).key]).toEqual([404, 'notFound'])
    expect((await remove(shopper!.token, 'x')).status).toBe(400)

    const order = await contractData('order', await call(`/api/order/details?id=${placed.orderId}`, { token: shopper!.token }))
    expect(order.address.street).toBe('12 Allen Avenue')
    const othersBook = await contractData('addresses', await call('/api/user/addresses', { token: other!.token }))
    expect(othersBook.addresses).toHaveLength(1)
  })
})
