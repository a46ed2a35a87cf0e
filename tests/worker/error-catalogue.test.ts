import { describe, expect, it } from 'vitest'
import { ERROR_KEYS, ERROR_MESSAGES, type ErrorKey } from '../../contract'
import french from '../../locales/common/fr-FR.json'
import { ageCodes, codeFor, newPhone, PASSWORD, post, registered, sendCode, wrongCode } from './account.helpers'
import { call, createBuyers, createFlashItem, mallEnv, NG } from './mall.helpers'
import { createCoupon, placeWith, receive } from './coupons.helpers'
import { createProduct, fillAddressBook, place, putInCart, shoppers } from './orders.helpers'
import { envelope, PROVIDER, recordingUpstream, send, STOREFRONT_AUTH, tokenFor } from './helpers'
import { createPresaleItem, moveTo, presaleLineInD1 } from './presale.helpers'
import { buySpecial, completeAnOrder, createSpecial, receivePack, receivePackCall } from './newcomer.helpers'
import { drawCall } from './lucky-draw.helpers'
import { retailerWithDelivery, scan, scanCall } from './imei.helpers'
import { callbackBody, RETURN_URL } from './payments.helpers'
import { orderedLine, writeReview } from './reviews.helpers'
import { fillSavedList, saveCall } from './saved.helpers'

const json = { 'content-type': 'application/json' }
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const storefront = { authorization: STOREFRONT_AUTH }
const inFrench = 'jde-lang=fr-FR'

let callers = 0
/** Each storefront request comes from its own address, so the write limit of one never touches another. */
const caller = () => ({ 'cf-connecting-ip': `198.51.100.${++callers}` })

async function buyer() {
  const [created] = await createBuyers(1)
  return created!.token
}

const addToCart = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  send('/api/cart/add', { method: 'POST', headers: { ...json, ...bearer(token), ...headers }, body: JSON.stringify(body) })

const codeLogin = (phone: string, code: string) => post('/api/user/login/code', { phone, code })

const reserve = (token: string, itemId: number) => call('/api/activity/presale/reserve', { method: 'POST', token, json: { itemId } })
const presaleBuy = (token: string, itemId: number) => call('/api/activity/presale/buy', { method: 'POST', token, json: { itemId } })
const retailerAppeal = (token: string, imei: string) =>
  send('/api/rebate/appeal', { method: 'POST', headers: { ...json, ...bearer(token) }, body: JSON.stringify({ campaignId: 3004, imeis: [imei], note: 'not paid' }) })

const added = async (response: Promise<Response>) => expect(await (await response).json()).toMatchObject({ code: 1 })

/** The request that produces each key of the catalogue; TypeScript refuses the table if a key has none. */
const produce: Record<ErrorKey, () => Promise<Response>> = {
  server: () => send('/api/user/countryOperation/info', { headers: storefront }, { DB: undefined }),
  invalidInput: () => send('/api/user/login', { method: 'POST', headers: { ...json, ...storefront }, body: '{"username": "amina",' }),
  unauthorized: () => send('/api/cart/count', { headers: storefront }),
  forbidden: async () => send('/api/admin/jobs/run', { method: 'POST', headers: bearer(await tokenFor('amina')) }),
  loginFailed: () =>
    send('/api/user/login', { method: 'POST', headers: { ...json, ...storefront }, body: JSON.stringify({ username: 'amina', password: 'wrong' }) }),
  countryNotFound: () => send('/api/user/countryOperation/info?id=99', { headers: storefront }),
  productNotFound: async () => addToCart(await buyer(), { flashItemId: 999_999_999 }),
  sessionNotLive: async () => addToCart(await buyer(), { flashItemId: await createFlashItem({ total: 5, status: 'coming' }) }),
  sessionEnded: async () => addToCart(await buyer(), { flashItemId: await createFlashItem({ total: 5, status: 'ended' }) }),
  soldOut: async () => addToCart(await buyer(), { flashItemId: await createFlashItem({ total: 5, sold: 5 }) }),
  limitReached: async () => {
    const flashItemId = await createFlashItem({ total: 5, limitPerBuyer: 1 })
    const token = await buyer()
    await added(addToCart(token, { flashItemId }))
    return addToCart(token, { flashItemId })
  },
  addCartFailed: async () => {
    // The stock object grants the unit, then D1 refuses the cart row (a trigger stands in for a failed write).
    const flashItemId = await createFlashItem({ total: 5, limitPerBuyer: 1 })
    const [unlucky] = await createBuyers(1)
    await mallEnv.DB.prepare(
      `CREATE TRIGGER refuse_cart_${unlucky!.id} BEFORE INSERT ON cart_items WHEN NEW.user_id = ${unlucky!.id} BEGIN SELECT RAISE(ABORT, 'write failed'); END`,
    ).run()
    return addToCart(unlucky!.token, { flashItemId })
  },
  addFailed: async () => {
    const [shopper] = await createBuyers(1)
    const productId = await createProduct({ stock: 1 })
    return call('/api/cart/product', { method: 'POST', token: shopper!.token, json: { productId, quantity: 2 } })
  },
  reduceFailed: async () => {
    const [shopper] = await createBuyers(1)
    const lineId = await putInCart(shopper!.id, await createProduct({ stock: 3 }), 1)
    return call('/api/cart/line', { method: 'POST', token: shopper!.token, json: { lineId, delta: -1 } })
  },
  notEnoughStock: async () => {
    const productId = await createProduct({ stock: 1 })
    const [shopper] = await shoppers(1, [[productId, 1]])
    await mallEnv.DB.prepare('UPDATE products SET stock = 0 WHERE id = ?').bind(productId).run()
    return call('/api/order/place', { method: 'POST', token: shopper!.token, json: { addressId: shopper!.addressId, payment: 'onDelivery', lineIds: shopper!.lineIds } })
  },
  orderNotCancellable: async () => {
    const [shopper] = await shoppers(1, [[await createProduct({ stock: 1 }), 1]])
    const { data } = await place(shopper!)
    await call('/api/order/cancel', { method: 'POST', token: shopper!.token, json: { orderId: data.orderId } })
    return call('/api/order/cancel', { method: 'POST', token: shopper!.token, json: { orderId: data.orderId } })
  },
  actionNotAllowed: async () => {
    const [shopper] = await shoppers(1, [[await createProduct({ stock: 1 }), 1]])
    const { data } = await place(shopper!, { payment: 'onDelivery' })
    return call('/api/order/payment', { method: 'POST', token: shopper!.token, json: { orderId: data.orderId, returnUrl: RETURN_URL } })
  },
  paymentUnavailable: async () => {
    const [shopper] = await shoppers(1, [[await createProduct({ stock: 1 }), 1]])
    const placing = { addressId: shopper!.addressId, payment: 'online', lineIds: shopper!.lineIds }
    return send('/api/order/place', { method: 'POST', headers: { ...json, ...bearer(shopper!.token) }, body: JSON.stringify(placing) }, { PAYMENT_SANDBOX: 'off' })
  },
  signatureInvalid: () =>
    send('/api/payment/callback', { method: 'POST', headers: { ...json, 'x-payment-signature': 'f'.repeat(128) }, body: callbackBody('m1-abcdefgh', { amount: 100 }) }),
  addressBookFull: async () => {
    const [shopper] = await createBuyers(1)
    const regionId = await fillAddressBook(shopper!.id)
    return call('/api/user/address', { method: 'POST', token: shopper!.token, json: { name: 'Ada', phone: '+234 803 111 2222', regionId, city: 'Ikeja', street: 'One more' } })
  },
  savedListFull: async () => {
    const [shopper] = await createBuyers(1)
    await fillSavedList(shopper!.id)
    return saveCall(shopper!.token, await createProduct({ stock: 1 }))
  },
  returnUrlNotOurs: async () => {
    const [shopper] = await shoppers(1, [[await createProduct({ stock: 1 }), 1]])
    const { data } = await place(shopper!, { payment: 'online' })
    return call('/api/order/payment', { method: 'POST', token: shopper!.token, json: { orderId: data.orderId, returnUrl: 'https://evil.example/m/order/payment' } })
  },
  stockBelowSold: async () => {
    const flashItemId = await createFlashItem({ total: 5, limitPerBuyer: 1 })
    await added(addToCart(await buyer(), { flashItemId }))
    const admin = await tokenFor('admin')
    return send('/api/admin/flashSale/stock', { method: 'POST', headers: { ...json, ...bearer(admin) }, body: JSON.stringify({ flashItemId, total: 0 }) })
  },
  answerTooLarge: () =>
    send('/m/api/system/time', { headers: { cookie: inFrench } }, { ...PROVIDER, UPSTREAM_MAX_BODY_BYTES: '4096' }, async () => new Response('x'.repeat(10_000))),
  idempotencyConflict: async () => {
    const flashItemId = await createFlashItem({ total: 5, limitPerBuyer: 2 })
    const token = await buyer()
    const key = { 'idempotency-key': 'catalogue-conflict' }
    await added(addToCart(token, { flashItemId }, key))
    return addToCart(token, { flashItemId, quantity: 2 }, key)
  },
  notFound: () => send('/api/no/such/path', { headers: storefront }),
  tooFrequent: async () => {
    const { remote } = recordingUpstream()
    const me = caller()
    const limited = { ...PROVIDER, RATE_LIMIT_WRITES: '1' }
    await send('/m/api/cart/add', { method: 'POST', headers: { ...json, ...me }, body: '{}' }, limited, remote)
    return send('/m/api/cart/add', { method: 'POST', headers: { ...json, ...me, cookie: inFrench }, body: '{}' }, limited, remote)
  },
  repeatedRequest: async () => {
    // The same key twice at once: the mall's claim on the key turns the one that comes second away.
    const flashItemId = await createFlashItem({ total: 5, limitPerBuyer: 1 })
    const token = await buyer()
    const key = { 'idempotency-key': 'catalogue-double-tap' }
    const both = await Promise.all([addToCart(token, { flashItemId }, key), addToCart(token, { flashItemId }, key)])
    expect(both.map((response) => response.status).sort()).toEqual([200, 429])
    return both.find((response) => response.status === 429)!
  },
  demoMode: () =>
    send('/m/api/cart/add', { method: 'POST', headers: { ...json, cookie: inFrench, ...caller() }, body: JSON.stringify({ flashItemId: 1 }) }, { DEMO: 'on' }),
  timeout: () =>
    send('/m/api/system/time', { headers: { cookie: inFrench } }, { ...PROVIDER, UPSTREAM_TIMEOUT_MS: '50' }, (request) =>
      new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason))),
    ),
  badGateway: () =>
    send('/m/api/system/time', { headers: { cookie: inFrench } }, PROVIDER, async () => new Response('<html>502</html>', { status: 200 })),
  tooLarge: () =>
    send(
      '/m/api/cart/add',
      { method: 'POST', headers: { ...json, cookie: inFrench, ...caller() }, body: JSON.stringify({ padding: 'x'.repeat(65 * 1024) }) },
      PROVIDER,
      recordingUpstream().remote,
    ),
  maintenance: () => send('/m/api/system/time', { headers: { cookie: inFrench } }, { MAINTENANCE: 'on' }),
  codeWrong: async () => {
    const phone = newPhone()
    return codeLogin(phone, wrongCode(await codeFor(phone, 'login')))
  },
  codeExpired: () => codeLogin(newPhone(), '123456'),
  codeTriesUsed: async () => {
    const phone = newPhone()
    const code = await codeFor(phone, 'login')
    for (let i = 0; i < 5; i++) await codeLogin(phone, wrongCode(code))
    return codeLogin(phone, code)
  },
  codeTooSoon: async () => {
    const phone = newPhone()
    await codeFor(phone, 'login')
    return sendCode(phone, 'login')
  },
  accountNotBound: async () => {
    const phone = newPhone()
    return codeLogin(phone, await codeFor(phone, 'login'))
  },
  phoneTaken: async () => {
    const { phone } = await registered()
    await ageCodes(phone, 60_000)
    return post('/api/user/register', { name: 'Twin', phone, code: await codeFor(phone, 'register'), password: PASSWORD, consent: true })
  },
  phoneInvalid: () => sendCode('12345', 'register'),
  couponGone: async () => {
    const couponId = await createCoupon({ total: 1 })
    const [first, second] = await createBuyers(2)
    expect(await receive(first!.token, couponId)).toMatchObject({ code: 1 })
    return send('/api/coupon/receive', { method: 'POST', headers: { ...json, ...bearer(second!.token) }, body: JSON.stringify({ couponId }) })
  },
  couponReceivedAlready: async () => {
    const couponId = await createCoupon()
    const [buyer] = await createBuyers(1)
    await receive(buyer!.token, couponId)
    return send('/api/coupon/receive', { method: 'POST', headers: { ...json, ...bearer(buyer!.token) }, body: JSON.stringify({ couponId }) })
  },
  notNewcomer: async () => {
    const [old] = await createBuyers(1)
    await completeAnOrder(old!.id)
    return receivePackCall(old!.token)
  },
  newcomerPackReceived: async () => {
    const [newcomer] = await createBuyers(1)
    expect(await receivePack(newcomer!.token)).toMatchObject({ code: 1 })
    return receivePackCall(newcomer!.token)
  },
  newcomerSpecialBought: async () => {
    const [specialId, other] = await Promise.all([createSpecial({ stock: 3 }), createSpecial({ stock: 3 })])
    const [shopper] = await shoppers(1, [])
    const { data } = await buySpecial(shopper!.token, specialId)
    expect(await place({ ...shopper!, lineIds: [data.lineId] })).toMatchObject({ code: 1 })
    return call('/api/newcomer/special/buy', { method: 'POST', token: shopper!.token, json: { specialId: other } })
  },
  noDrawChance: async () => {
    const [buyer] = await createBuyers(1)
    expect(await (await drawCall(buyer!.token, NG)).json()).toMatchObject({ code: 1 })
    return drawCall(buyer!.token, NG)
  },
  drawClosed: async () => {
    await mallEnv.DB.prepare('UPDATE draw_pools SET end_at = ? WHERE country_id = 6').bind(Date.now() - 1).run()
    const [buyer] = await createBuyers(1, 6)
    return drawCall(buyer!.token, 6)
  },
  imeiInvalid: async () => scanCall((await retailerWithDelivery({ units: 1, signed: 1 })).shop.token, '35693803564380'),
  imeiCheckDigit: async () => scanCall((await retailerWithDelivery({ units: 1, signed: 1 })).shop.token, '356938035643808'),
  imeiNotYours: async () => {
    const [mine, theirs] = await Promise.all([retailerWithDelivery({ units: 1, signed: 1 }), retailerWithDelivery({ units: 1, signed: 1 })])
    return scanCall(mine.shop.token, theirs.imeis[0]!)
  },
  imeiNotSigned: async () => {
    const { shop, imeis } = await retailerWithDelivery({ units: 1, signed: 0 })
    return scanCall(shop.token, imeis[0]!)
  },
  imeiScannedAlready: async () => {
    const { shop, imeis } = await retailerWithDelivery({ units: 1, signed: 1 })
    expect(await scan(shop.token, imeis[0]!)).toMatchObject({ code: 1 })
    return scanCall(shop.token, imeis[0]!)
  },
  imeiClaimed: async () => {
    const [mine, theirs] = await Promise.all([retailerWithDelivery({ units: 1, signed: 1 }), retailerWithDelivery({ units: 1, signed: 1 })])
    expect(await scan(theirs.shop.token, theirs.imeis[0]!)).toMatchObject({ code: 1 })
    return scanCall(mine.shop.token, theirs.imeis[0]!)
  },
  couponUnavailable: async () => {
    const couponId = await createCoupon({ claimFrom: Date.now() + 3_600_000, claimUntil: Date.now() + 7_200_000 })
    return send('/api/coupon/receive', { method: 'POST', headers: { ...json, ...bearer(await buyer()) }, body: JSON.stringify({ couponId }) })
  },
  couponNotApplicable: async () => {
    const [shopper] = await shoppers(1, [[await createProduct({ stock: 1 }), 1]])
    const couponId = await createCoupon({ minOrderMinor: 900_000_000 })
    await receive(shopper!.token, couponId)
    expect(await placeWith(shopper!, couponId)).toMatchObject({ key: 'couponNotApplicable' })
    return send('/api/order/quote', { method: 'POST', headers: { ...json, ...bearer(shopper!.token) }, body: JSON.stringify({ lineIds: shopper!.lineIds, couponId }) })
  },
  reservationClosed: async () => reserve(await buyer(), (await createPresaleItem({ quota: 5, phase: 'coming' })).itemId),
  reservationSoldOut: async () => reserve(await buyer(), (await createPresaleItem({ quota: 5, reserved: 5 })).itemId),
  alreadyReserved: async () => {
    const { itemId } = await createPresaleItem({ quota: 5 })
    const token = await buyer()
    await added(reserve(token, itemId))
    return reserve(token, itemId)
  },
  reserveFailed: async () => {
    // The quota object grants the reservation, then D1 refuses its row (a trigger stands in for a failed write).
    const { itemId } = await createPresaleItem({ quota: 5 })
    const [unlucky] = await createBuyers(1)
    await mallEnv.DB.prepare(
      `CREATE TRIGGER refuse_reservation_${unlucky!.id} BEFORE INSERT ON presale_reservations WHEN NEW.user_id = ${unlucky!.id} BEGIN SELECT RAISE(ABORT, 'write failed'); END`,
    ).run()
    return reserve(unlucky!.token, itemId)
  },
  presaleNotOnSale: async () => presaleBuy(await buyer(), (await createPresaleItem({ quota: 5, phase: 'waiting' })).itemId),
  notReserved: async () => presaleBuy(await buyer(), (await createPresaleItem({ quota: 5, phase: 'selling' })).itemId),
  reservationUsed: async () => {
    const { itemId, productId } = await createPresaleItem({ quota: 5 })
    const [shopper] = await shoppers(1, [])
    await added(reserve(shopper!.token, itemId))
    await moveTo(itemId, 'selling')
    const { data } = await (await presaleBuy(shopper!.token, itemId)).json<{ data: { lineId: number } }>()
    const placing = { addressId: shopper!.addressId, payment: 'onDelivery', lineIds: [data.lineId] }
    await added(call('/api/order/place', { method: 'POST', token: shopper!.token, json: placing }))
    const again = await presaleLineInD1(shopper!.id, itemId, productId)
    return call('/api/order/place', { method: 'POST', token: shopper!.token, json: { ...placing, lineIds: [again] } })
  },
  // The Accra demo retailer's seeded scan campaign (3004): an IMEI scanned and credited there, the one under the
  // seeded appeal, its rejected appeal, and an appeal of theirs rejected without a reason.
  appealNotAllowed: async () => retailerAppeal(await tokenFor('shop_gh'), '352099150001077'),
  appealExists: async () => retailerAppeal(await tokenFor('shop_gh'), '356938035643809'),
  // The seeded gift rule (3003: every 5 pieces) and the three Tecno Spark of order 903101.
  appealPaysNothing: async () =>
    send('/api/rebate/appeal', {
      method: 'POST', headers: { ...json, ...bearer(await tokenFor('shop_gh')) },
      body: JSON.stringify({ campaignId: 3003, orderId: 903101, imeis: ['354678110001356', '354678110001422', '356938035643809'], note: 'three' }),
    }),
  // An appeal of Lagos' retailer (sent before units were checked) naming a unit of Accra's signed delivery.
  appealNotTheirs: async () => {
    await mallEnv.DB.batch([
      mallEnv.DB.prepare("INSERT OR IGNORE INTO appeals (id, user_id, country_id, campaign_id, note, status, due_at, created_at) VALUES (100000799, 8, 3, 3004, 'mine', 'pending', 0, 0)"),
      mallEnv.DB.prepare("INSERT OR IGNORE INTO appeal_imeis (appeal_id, imei, campaign_id, status) VALUES (100000799, '352099150002208', 3004, 'pending')"),
    ])
    return send('/api/admin/appeal/approve', { method: 'POST', headers: { ...json, ...bearer(await tokenFor('admin')) }, body: JSON.stringify({ appealId: 100000799 }) })
  },
  appealReviewed: async () =>
    send('/api/admin/appeal/approve', { method: 'POST', headers: { ...json, ...bearer(await tokenFor('admin')) }, body: JSON.stringify({ appealId: 100000302 }) }),
  rejectReasonRequired: async () =>
    send('/api/admin/appeal/reject', { method: 'POST', headers: { ...json, ...bearer(await tokenFor('admin')) }, body: JSON.stringify({ appealId: 100000301, reason: '' }) }),
  reviewExists: async () => {
    const { shopper, orderId, lineId } = await orderedLine()
    await writeReview(shopper.token, { orderId, lineId, stars: 5, text: 'Good' })
    return call('/api/review', { method: 'POST', token: shopper.token, json: { orderId, lineId, stars: 4, text: 'Again' } })
  },
  reviewEditClosed: async () => {
    const { shopper, orderId, lineId } = await orderedLine()
    const { data } = await writeReview(shopper.token, { orderId, lineId, stars: 5, text: 'Good' })
    await mallEnv.DB.prepare('UPDATE reviews SET created_at = created_at - 31 * 86400000 WHERE id = ?').bind(data.reviewId).run()
    return call('/api/review/edit', { method: 'POST', token: shopper.token, json: { reviewId: data.reviewId, stars: 4, text: 'Late' } })
  },
  reviewNotAllowed: async () => {
    const { shopper, orderId, lineId } = await orderedLine('shipped')
    return call('/api/review', { method: 'POST', token: shopper.token, json: { orderId, lineId, stars: 5, text: 'Early' } })
  },
}

type Expected = { status: number; code: number; by: 'mall' | 'storefront' }

/** HTTP status and envelope code of each key; business refusals are HTTP 200 with code 500. */
const expected: Record<ErrorKey, Expected> = {
  server: { status: 500, code: 500, by: 'mall' },
  invalidInput: { status: 400, code: 400, by: 'mall' },
  unauthorized: { status: 401, code: 401, by: 'mall' },
  forbidden: { status: 403, code: 403, by: 'mall' },
  loginFailed: { status: 200, code: 500, by: 'mall' },
  countryNotFound: { status: 200, code: 500, by: 'mall' },
  productNotFound: { status: 200, code: 500, by: 'mall' },
  sessionNotLive: { status: 200, code: 500, by: 'mall' },
  sessionEnded: { status: 200, code: 500, by: 'mall' },
  soldOut: { status: 200, code: 500, by: 'mall' },
  limitReached: { status: 200, code: 500, by: 'mall' },
  addCartFailed: { status: 200, code: 500, by: 'mall' },
  stockBelowSold: { status: 200, code: 500, by: 'mall' },
  addFailed: { status: 200, code: 500, by: 'mall' },
  reduceFailed: { status: 200, code: 500, by: 'mall' },
  notEnoughStock: { status: 200, code: 500, by: 'mall' },
  orderNotCancellable: { status: 200, code: 500, by: 'mall' },
  actionNotAllowed: { status: 200, code: 500, by: 'mall' },
  answerTooLarge: { status: 502, code: 502, by: 'storefront' },
  idempotencyConflict: { status: 200, code: 500, by: 'mall' },
  notFound: { status: 404, code: 404, by: 'mall' },
  tooFrequent: { status: 429, code: 429, by: 'storefront' },
  repeatedRequest: { status: 429, code: 429, by: 'mall' },
  demoMode: { status: 403, code: 403, by: 'storefront' },
  timeout: { status: 504, code: 504, by: 'storefront' },
  badGateway: { status: 502, code: 502, by: 'storefront' },
  tooLarge: { status: 413, code: 413, by: 'storefront' },
  maintenance: { status: 503, code: 503, by: 'storefront' },
  codeWrong: { status: 200, code: 500, by: 'mall' },
  codeExpired: { status: 200, code: 500, by: 'mall' },
  codeTriesUsed: { status: 200, code: 500, by: 'mall' },
  codeTooSoon: { status: 200, code: 500, by: 'mall' },
  accountNotBound: { status: 200, code: 500, by: 'mall' },
  phoneTaken: { status: 200, code: 500, by: 'mall' },
  phoneInvalid: { status: 200, code: 500, by: 'mall' },
  couponGone: { status: 200, code: 500, by: 'mall' },
  couponReceivedAlready: { status: 200, code: 500, by: 'mall' },
  couponUnavailable: { status: 200, code: 500, by: 'mall' },
  notNewcomer: { status: 200, code: 500, by: 'mall' },
  newcomerPackReceived: { status: 200, code: 500, by: 'mall' },
  newcomerSpecialBought: { status: 200, code: 500, by: 'mall' },
  noDrawChance: { status: 200, code: 500, by: 'mall' },
  drawClosed: { status: 200, code: 500, by: 'mall' },
  imeiInvalid: { status: 200, code: 500, by: 'mall' },
  imeiCheckDigit: { status: 200, code: 500, by: 'mall' },
  imeiNotYours: { status: 200, code: 500, by: 'mall' },
  imeiNotSigned: { status: 200, code: 500, by: 'mall' },
  imeiScannedAlready: { status: 200, code: 500, by: 'mall' },
  imeiClaimed: { status: 200, code: 500, by: 'mall' },
  couponNotApplicable: { status: 200, code: 500, by: 'mall' },
  reservationClosed: { status: 200, code: 500, by: 'mall' },
  reservationSoldOut: { status: 200, code: 500, by: 'mall' },
  alreadyReserved: { status: 200, code: 500, by: 'mall' },
  reserveFailed: { status: 200, code: 500, by: 'mall' },
  presaleNotOnSale: { status: 200, code: 500, by: 'mall' },
  notReserved: { status: 200, code: 500, by: 'mall' },
  reservationUsed: { status: 200, code: 500, by: 'mall' },
  appealNotAllowed: { status: 200, code: 500, by: 'mall' },
  appealExists: { status: 200, code: 500, by: 'mall' },
  appealReviewed: { status: 200, code: 500, by: 'mall' },
  appealPaysNothing: { status: 200, code: 500, by: 'mall' },
  appealNotTheirs: { status: 200, code: 500, by: 'mall' },
  rejectReasonRequired: { status: 200, code: 500, by: 'mall' },
  paymentUnavailable: { status: 200, code: 500, by: 'mall' },
  signatureInvalid: { status: 401, code: 401, by: 'mall' },
  addressBookFull: { status: 200, code: 500, by: 'mall' },
  returnUrlNotOurs: { status: 400, code: 400, by: 'mall' },
  reviewExists: { status: 200, code: 500, by: 'mall' },
  reviewEditClosed: { status: 200, code: 500, by: 'mall' },
  reviewNotAllowed: { status: 200, code: 500, by: 'mall' },
  savedListFull: { status: 200, code: 500, by: 'mall' },
}

describe('the error catalogue', () => {
  it('has a producing request for every key and no other', () => {
    expect(Object.keys(produce).sort()).toEqual([...ERROR_KEYS].sort())
  })

  it.each(ERROR_KEYS)('%s comes out of the path that produces it', async (key) => {
    const { status, code, by } = expected[key]
    const response = await produce[key]()
    expect(response.status).toBe(status)
    const body = (await response.json()) as { code: number; msg: string; data: unknown; key: string; status?: number }
    expect(body).toMatchObject({ key, code, data: null })
    if (status === 401) expect(body.status).toBe(401)
    if (by === 'mall') {
      expect(body.msg).toBe(ERROR_MESSAGES[key])
    } else {
      expect(body.msg).toBe(french.error[key])
      expect(body.msg).not.toBe(ERROR_MESSAGES[key])
    }
  })
})
