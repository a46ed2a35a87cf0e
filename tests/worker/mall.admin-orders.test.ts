import { describe, expect, it } from 'vitest'
import type { AdminOrderDetail, Package } from '../../contract'
import { send } from './helpers'
import { call, contractData, createBuyers, login, mallEnv, NG } from './mall.helpers'
import { answerOf, createAddress, createProduct, createRegion, get, historyOf, orderRow, place, post, putInCart, shoppers, stockOf } from './orders.helpers'

const db = mallEnv.DB

/** An order of two lines: 3 units of one product and 2 of another, paid on delivery (confirmed). */
async function twoLineOrder() {
  const phones = await createProduct({ stock: 10, priceMinor: 5_000_000 })
  const cases = await createProduct({ stock: 10, priceMinor: 300_000 })
  const [shopper] = await shoppers(1, [[phones, 3], [cases, 2]])
  const { data } = await place(shopper!)
  const admin = await login('admin')
  const detail = await contractData('adminOrder', await call(`/api/admin/order/details?id=${data.orderId}`, { token: admin }))
  const [phoneLine, caseLine] = detail.lines.map((line) => line.id)
  return { shopper: shopper!, admin, orderId: data.orderId, phoneLine: phoneLine!, caseLine: caseLine!, phones, cases }
}

const adminDetail = async (admin: string, orderId: number) =>
  contractData('adminOrder', await call(`/api/admin/order/details?id=${orderId}`, { token: admin }))

const ship = (admin: string, orderId: number, lines: [number, number][], key?: string) =>
  post<Package>('/api/admin/order/ship', admin, { orderId, lines: lines.map(([orderLineId, quantity]) => ({ orderLineId, quantity })) }, key)

const sign = (admin: string, packageId: number, lines: [number, number][], key?: string) =>
  post<Package>('/api/admin/order/sign', admin, { packageId, lines: lines.map(([orderLineId, quantity]) => ({ orderLineId, quantity })) }, key)

const units = (detail: AdminOrderDetail) => detail.lines.map((line) => [line.quantity, line.shipped, line.signed])

describe('shipping in packages and signing for them', () => {
  it('partial shipping and partial signing are real states, each in the history', async () => {
    const { shopper, admin, orderId, phoneLine, caseLine } = await twoLineOrder()

    const first = await ship(admin, orderId, [[phoneLine, 2]], 'ship-1')
    expect(first).toMatchObject({ code: 1, data: { lines: [{ orderLineId: phoneLine, quantity: 2, signed: 0 }], events: [{ kind: 'shipped' }] } })
    expect(first.data.trackingNo).toMatch(/^MX\d+$/)
    expect(await ship(admin, orderId, [[phoneLine, 2]], 'ship-1')).toEqual(first)
    let detail = await adminDetail(admin, orderId)
    expect(detail.status).toBe('partlyShipped')
    expect(units(detail)).toEqual([[3, 2, 0], [2, 0, 0]])
    expect(detail.actions).toEqual(['ship', 'sign', 'cancel'])

    // Never more than is left unshipped of a line.
    expect(await ship(admin, orderId, [[phoneLine, 2]])).toMatchObject({ code: 500, key: 'actionNotAllowed' })
    const second = await ship(admin, orderId, [[phoneLine, 1], [caseLine, 2]])
    expect(second.code).toBe(1)
    detail = await adminDetail(admin, orderId)
    expect(detail.status).toBe('shipped')
    expect(detail.actions).toEqual(['sign', 'cancel'])

    // The buyer may no longer cancel.
    expect(await post('/api/order/cancel', shopper.token, { orderId })).toMatchObject({ key: 'orderNotCancellable' })

    expect(await sign(admin, first.data.id, [[phoneLine, 1]])).toMatchObject({ code: 1, data: { lines: [{ signed: 1 }], events: [{ kind: 'shipped' }, { kind: 'partlySigned' }] } })
    detail = await adminDetail(admin, orderId)
    expect(detail.status).toBe('partlySigned')
    expect(units(detail)).toEqual([[3, 3, 1], [2, 2, 0]])
    // Signed never beyond what the package holds; complete needs every unit signed; the seller may no longer cancel.
    expect(await sign(admin, first.data.id, [[phoneLine, 2]])).toMatchObject({ key: 'actionNotAllowed' })
    expect(await sign(admin, first.data.id, [[caseLine, 1]])).toMatchObject({ status: 400 })
    expect(await post('/api/admin/order/complete', admin, { orderId })).toMatchObject({ key: 'actionNotAllowed' })
    expect(await post('/api/admin/order/cancel', admin, { orderId, reason: 'other' })).toMatchObject({ key: 'orderNotCancellable' })

    expect((await sign(admin, first.data.id, [[phoneLine, 1]])).data.events.at(-1)!.kind).toBe('signed')
    expect((await sign(admin, second.data.id, [[phoneLine, 1], [caseLine, 2]])).code).toBe(1)
    detail = await adminDetail(admin, orderId)
    expect(detail.status).toBe('signed')
    expect(detail.actions).toEqual(['complete'])
    expect((await orderRow(orderId))!.paid_at).toBeNull()
    expect((await post('/api/admin/order/complete', admin, { orderId })).data).toEqual({ orderId, status: 'completed' })
    // Paid on delivery: paid once everything is delivered.
    expect((await orderRow(orderId))!.paid_at).not.toBeNull()

    expect(await historyOf(orderId)).toEqual([
      { status: 'confirmed', actor: 'buyer' },
      { status: 'partlyShipped', actor: 'seller' },
      { status: 'shipped', actor: 'seller' },
      { status: 'partlySigned', actor: 'seller' },
      { status: 'partlySigned', actor: 'seller' },
      { status: 'signed', actor: 'seller' },
      { status: 'completed', actor: 'seller' },
    ])

    // The buyer sees the packages: the units of each line in each, and what is signed.
    const seen = await contractData('packages', await call(`/api/order/packages?id=${orderId}`, { token: shopper.token }))
    expect(seen.packages.map((pkg) => pkg.lines.map((line) => [line.orderLineId, line.quantity, line.signed]))).toEqual([
      [[phoneLine, 2, 2]],
      [[phoneLine, 1, 1], [caseLine, 2, 2]],
    ])
    expect(seen.packages[0]!.events.map((event) => event.kind)).toEqual(['shipped', 'partlySigned', 'signed'])
  })

  it('racing shipments never send a unit twice', async () => {
    const { admin, orderId, phoneLine, caseLine } = await twoLineOrder()
    const answers = await Promise.all(Array.from({ length: 6 }, () => ship(admin, orderId, [[phoneLine, 2], [caseLine, 1]])))
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1)
    expect(answers.filter((a) => a.key === 'actionNotAllowed')).toHaveLength(5)
    const detail = await adminDetail(admin, orderId)
    expect(units(detail)).toEqual([[3, 2, 0], [2, 1, 0]])
    expect(detail.packages).toHaveLength(1)
  })

  it('refuses to ship a cancelled order, a line of another order, or nothing at all', async () => {
    const { admin, orderId, phoneLine } = await twoLineOrder()
    const other = await twoLineOrder()
    expect(await ship(admin, orderId, [[other.phoneLine, 1]])).toMatchObject({ status: 400 })
    expect(await post('/api/admin/order/ship', admin, { orderId, lines: [] })).toMatchObject({ status: 400 })
    expect(await post('/api/admin/order/ship', admin, { orderId, lines: [{ orderLineId: phoneLine, quantity: 0 }] })).toMatchObject({ status: 400 })
    expect(await post('/api/admin/order/cancel', admin, { orderId, reason: 'wrongPrice' })).toMatchObject({ code: 1 })
    expect(await ship(admin, orderId, [[phoneLine, 1]])).toMatchObject({ key: 'actionNotAllowed' })
    expect(await ship(admin, 999_999_999, [[phoneLine, 1]])).toMatchObject({ status: 404 })
  })
})

describe('the seller moves orders along', () => {
  it('asks for an identity check; the buyer answers; the seller confirms an order paid another way', async () => {
    const productId = await createProduct({ stock: 5 })
    const [shopper] = await shoppers(1, [[productId, 1]])
    const admin = await login('admin')
    const { data } = await place(shopper!, { payment: 'online' })
    expect(await post('/api/admin/order/verification', admin, { orderId: data.orderId, note: 'Please confirm <your> ID' })).toMatchObject({
      data: { status: 'awaitingVerification' },
    })
    const asked = await contractData('order', await call(`/api/order/details?id=${data.orderId}`, { token: shopper!.token }))
    expect(asked.actions).toEqual(['verify', 'cancel'])
    expect(asked.history.at(-1)).toMatchObject({ status: 'awaitingVerification', actor: 'seller', note: 'Please confirm <your> ID' })
    // Not paid yet: answering the check leaves it waiting for its payment.
    expect(await post('/api/order/verify', shopper!.token, { orderId: data.orderId })).toMatchObject({ data: { status: 'awaitingPayment' } })
    expect(await post('/api/order/verify', shopper!.token, { orderId: data.orderId })).toMatchObject({ key: 'actionNotAllowed' })
    expect(await post('/api/admin/order/confirm', admin, { orderId: data.orderId })).toMatchObject({ data: { status: 'confirmed' } })
    expect((await orderRow(data.orderId))!.paid_at).not.toBeNull()
    expect(await post('/api/admin/order/confirm', admin, { orderId: data.orderId })).toMatchObject({ key: 'actionNotAllowed' })
  })

  it('cancels for a reason, stored and shown with its note; the stock comes back once', async () => {
    const productId = await createProduct({ stock: 6 })
    const [shopper] = await shoppers(1, [[productId, 4]])
    const admin = await login('admin')
    const { data } = await place(shopper!)
    expect(await post('/api/admin/order/cancel', admin, { orderId: data.orderId })).toMatchObject({ status: 400 })
    const answers = await Promise.all([
      post('/api/admin/order/cancel', admin, { orderId: data.orderId, reason: 'suspectedFraud', note: '<script>alert(1)</script>' }),
      post('/api/admin/order/cancel', admin, { orderId: data.orderId, reason: 'wrongPrice' }),
      post('/api/order/cancel', shopper!.token, { orderId: data.orderId }),
    ])
    expect(answers.filter((answer) => answer.code === 1)).toHaveLength(1)
    expect(await stockOf(productId)).toBe(6)
    const detail = await contractData('order', await call(`/api/order/details?id=${data.orderId}`, { token: shopper!.token }))
    expect(detail.status).toBe('cancelled')
    expect(detail.cancelledBy).not.toBeNull()
  })

  it('lists every order, newest first, filtered by status, with the buyer', async () => {
    const productId = await createProduct({ stock: 5 })
    const [shopper] = await shoppers(1, [[productId, 1]])
    const admin = await login('admin')
    const { data } = await place(shopper!, { payment: 'online' })
    const list = await contractData('adminOrders', await call('/api/admin/orders?status=awaitingPayment', { token: admin }))
    expect(list.items[0]).toMatchObject({ id: data.orderId, status: 'awaitingPayment', payment: 'online', buyer: 'Buyer 0' })
    expect(list.items.every((item) => item.status === 'awaitingPayment')).toBe(true)
    expect((await get('/api/admin/orders?status=nope', admin)).status).toBe(400)
  })
})

describe('one market at a time', () => {
  const GH = 3
  const inMarket = (countryId: number) => ({ country_id: String(countryId) })

  /** An order placed in Ghana now (GH₵1,609.00 × 3, its GH₵15.00 delivery waived over GH₵300), the newest of its market. */
  async function ghanaOrder() {
    const productId = await createProduct({ stock: 5, priceMinor: 160_900, countryId: GH })
    const [buyer] = await createBuyers(1, GH)
    const addressId = await createAddress(buyer!.id, await createRegion({ countryId: GH, feeMinor: 1_500 }))
    const placed = await place({ ...buyer!, addressId, lineIds: [await putInCart(buyer!.id, productId, 3)] })
    expect(placed.code).toBe(1)
    return placed.data.orderId
  }

  const listIn = async (countryId: number, query = '') =>
    contractData('adminOrders', await call(`/api/admin/orders${query}`, { token: await login('admin'), headers: inMarket(countryId) }))

  it('lists the orders of the market the admin is in, each with its own currency', async () => {
    const orderId = await ghanaOrder()
    const ghana = await listIn(GH)
    expect(ghana.items[0]).toMatchObject({
      id: orderId, total: 4827, currency: { countryCode: 'GH', currencyCode: 'GHS', currencySymbol: 'GH₵', currencyScale: 2, digitGroupingSymbol: ',', decimalPointCharacter: '.' },
    })
    expect(ghana.items.every((item) => item.currency.countryCode === 'GH')).toBe(true)
    // The seed's Accra order 903103 (GH₵4,842.00) is a Ghana order: listed there, never under Nigeria.
    expect((await listIn(GH, '?status=partlyShipped')).items.find((item) => item.id === 903103)).toMatchObject({ total: 4842, currency: { currencySymbol: 'GH₵' } })
    const nigeria = await listIn(7)
    expect(nigeria.items.length).toBeGreaterThan(0)
    expect(nigeria.items.every((item) => item.currency.countryCode === 'NG' && item.currency.currencySymbol === '₦')).toBe(true)
    expect(nigeria.items.map((item) => item.id)).not.toContain(orderId)
    expect((await listIn(7, '?status=partlyShipped')).items.map((item) => item.id)).not.toContain(903103)
    // Without COUNTRY_ID the market is the admin's own (Nigeria).
    const own = await contractData('adminOrders', await call('/api/admin/orders', { token: await login('admin') }))
    expect(own.items.map((item) => item.id)).toEqual(nigeria.items.map((item) => item.id))
  })

  it('pages through one market only', async () => {
    for (let i = 0; i < 11; i++) await ghanaOrder()
    const first = await listIn(GH)
    expect(first.items).toHaveLength(10)
    expect(first.next).not.toBeNull()
    const second = await listIn(GH, `?cursor=${first.next}`)
    expect([...first.items, ...second.items].every((item) => item.currency.countryCode === 'GH')).toBe(true)
  })

  it('answers another market\'s order "Resource does not exist", as appeals do', async () => {
    const orderId = await ghanaOrder()
    const admin = await login('admin')
    const elsewhere = await answerOf(call(`/api/admin/order/details?id=${orderId}`, { token: admin, headers: inMarket(7) }))
    expect(elsewhere).toMatchObject({ status: 404, key: 'notFound', msg: 'Resource does not exist' })
    const detail = await contractData('adminOrder', await call(`/api/admin/order/details?id=${orderId}`, { token: admin, headers: inMarket(GH) }))
    expect(detail).toMatchObject({ id: orderId, subtotal: 4827, deliveryFee: 15, deliveryWaiver: 15, total: 4827, currency: { countryCode: 'GH', currencySymbol: 'GH₵' } })
    expect(detail.lines).toMatchObject([{ unitPrice: 1609, quantity: 3 }])
  })
})

describe('an admin acts on the orders of the market it is in only', () => {
  const GH = 3
  const inMarket = (countryId: number) => ({ country_id: String(countryId) })
  const act = (path: string, admin: string, countryId: number, json: unknown) =>
    answerOf<Package>(call(path, { method: 'POST', token: admin, json, headers: inMarket(countryId) }))

  /** A Ghana order of one line, 3 units, paid on delivery (confirmed). */
  async function ghanaOrder() {
    const productId = await createProduct({ stock: 5, countryId: GH })
    const [buyer] = await createBuyers(1, GH)
    const addressId = await createAddress(buyer!.id, await createRegion({ countryId: GH }))
    const placed = await place({ ...buyer!, addressId, lineIds: [await putInCart(buyer!.id, productId, 3)] })
    const admin = await login('admin')
    const detail = await contractData('adminOrder', await call(`/api/admin/order/details?id=${placed.data.orderId}`, { token: admin, headers: inMarket(GH) }))
    return { orderId: placed.data.orderId, lineId: detail.lines[0]!.id, productId, admin }
  }

  /** Everything an action could change: the order's row, its history, its packages and units, the stock. */
  const stateOf = async (orderId: number, productId: number) => ({
    order: await db.prepare('SELECT * FROM orders WHERE id = ?').bind(orderId).first(),
    history: await historyOf(orderId),
    units: (await db.prepare('SELECT pl.* FROM package_lines pl JOIN packages p ON p.id = pl.package_id WHERE p.order_id = ?').bind(orderId).all()).results,
    events: (await db.prepare('SELECT pe.kind FROM package_events pe JOIN packages p ON p.id = pe.package_id WHERE p.order_id = ?').bind(orderId).all()).results,
    stock: await stockOf(productId),
  })

  const refusedElsewhere = (answer: { status: number; key?: string; msg: string }) =>
    expect(answer).toMatchObject({ status: 404, key: 'notFound', msg: 'Resource does not exist' })

  it('verification, confirm, ship, sign, complete and cancel of another market\'s order: "Resource does not exist", nothing changes', async () => {
    const { orderId, lineId, productId, admin } = await ghanaOrder()
    const before = await stateOf(orderId, productId)
    refusedElsewhere(await act('/api/admin/order/verification', admin, NG, { orderId, note: 'ID please' }))
    refusedElsewhere(await act('/api/admin/order/confirm', admin, NG, { orderId }))
    refusedElsewhere(await act('/api/admin/order/ship', admin, NG, { orderId, lines: [{ orderLineId: lineId, quantity: 1 }] }))
    refusedElsewhere(await act('/api/admin/order/complete', admin, NG, { orderId }))
    refusedElsewhere(await act('/api/admin/order/cancel', admin, NG, { orderId, reason: 'suspectedFraud' }))
    // A key used for a refused action is not spent: the same key may serve the order's own market later.
    refusedElsewhere(await answerOf(call('/api/admin/order/cancel', { method: 'POST', token: admin, json: { orderId, reason: 'other' }, headers: { ...inMarket(NG), 'idempotency-key': 'cancel-elsewhere' } })))
    expect(await stateOf(orderId, productId)).toEqual(before)

    // In its own market every action works; a package of it is signed for there only.
    const shipped = await act('/api/admin/order/ship', admin, GH, { orderId, lines: [{ orderLineId: lineId, quantity: 3 }] })
    expect(shipped).toMatchObject({ code: 1, data: { lines: [{ quantity: 3, signed: 0 }] } })
    const shippedState = await stateOf(orderId, productId)
    refusedElsewhere(await act('/api/admin/order/sign', admin, NG, { packageId: shipped.data.id, lines: [{ orderLineId: lineId, quantity: 3 }] }))
    refusedElsewhere(await act('/api/admin/order/cancel', admin, NG, { orderId, reason: 'other' }))
    expect(await stateOf(orderId, productId)).toEqual(shippedState)
    expect(await act('/api/admin/order/sign', admin, GH, { packageId: shipped.data.id, lines: [{ orderLineId: lineId, quantity: 3 }] })).toMatchObject({ code: 1 })
    const signedState = await stateOf(orderId, productId)
    refusedElsewhere(await act('/api/admin/order/complete', admin, NG, { orderId }))
    expect(await stateOf(orderId, productId)).toEqual(signedState)
    expect(await act('/api/admin/order/complete', admin, GH, { orderId })).toMatchObject({ code: 1, data: { status: 'completed' } })
  })

  it('an order waiting for its payment or its identity check is confirmed and checked in its own market only', async () => {
    const productId = await createProduct({ stock: 5, countryId: GH })
    const [buyer] = await createBuyers(1, GH)
    const addressId = await createAddress(buyer!.id, await createRegion({ countryId: GH }))
    const placed = await place({ ...buyer!, addressId, lineIds: [await putInCart(buyer!.id, productId, 1)] }, { payment: 'online' })
    const orderId = placed.data.orderId
    const admin = await login('admin')
    const before = await stateOf(orderId, productId)
    refusedElsewhere(await act('/api/admin/order/verification', admin, NG, { orderId }))
    refusedElsewhere(await act('/api/admin/order/confirm', admin, NG, { orderId }))
    expect(await stateOf(orderId, productId)).toEqual(before)
    expect(await act('/api/admin/order/verification', admin, GH, { orderId })).toMatchObject({ code: 1, data: { status: 'awaitingVerification' } })
    refusedElsewhere(await act('/api/admin/order/confirm', admin, NG, { orderId }))
    expect((await orderRow(orderId))!.status).toBe('awaitingVerification')
    expect(await act('/api/admin/order/confirm', admin, GH, { orderId })).toMatchObject({ code: 1 })
  })

  it('through the storefront\'s /m/api, in the market of the admin\'s cookie', async () => {
    const { orderId, productId, admin } = await ghanaOrder()
    const before = await stateOf(orderId, productId)
    const cancel = (market: string) =>
      send('/m/api/admin/order/cancel', {
        method: 'POST',
        headers: { cookie: `key=${admin}; ${market}`, 'content-type': 'application/json', 'cf-connecting-ip': '203.0.113.77' },
        body: JSON.stringify({ orderId, reason: 'wrongPrice' }),
      })
    const elsewhere = await cancel('countryId=7; countryCode=NG')
    expect(elsewhere.status).toBe(404)
    expect(await elsewhere.json()).toMatchObject({ key: 'notFound', msg: 'Resource does not exist' })
    expect(await stateOf(orderId, productId)).toEqual(before)
    expect(await (await cancel('countryId=3; countryCode=GH')).json()).toMatchObject({ code: 1, data: { status: 'cancelled' } })
  })
})

describe('admin endpoints are for admins only (every role-only endpoint: mall.roles.test.ts)', () => {
  it('changes nothing when a buyer tries', async () => {
    const productId = await createProduct({ stock: 5 })
    const [shopper] = await shoppers(1, [[productId, 1]])
    const { data } = await place(shopper!)
    await post('/api/admin/order/cancel', shopper!.token, { orderId: data.orderId, reason: 'other' })
    expect((await orderRow(data.orderId))!.status).toBe('confirmed')
    expect(await stockOf(productId)).toBe(4)
    expect(await db.prepare('SELECT COUNT(*) AS n FROM order_history WHERE order_id = ?').bind(data.orderId).first('n')).toBe(1)
  })
})
