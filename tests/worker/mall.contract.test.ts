import { describe, expect, it } from 'vitest'
import { endpoints, PAYMENT_SIGNATURE_HEADER, type EndpointName } from '../../contract'
import { signBody } from '../../contract/payment-signature'
import { AMINA_PHONE, codeFor, newPhone, post, registered } from './account.helpers'
import { createCoupon, receive } from './coupons.helpers'
import { send, STOREFRONT_AUTH } from './helpers'
import { call, contractData, createBuyers, createFlashItem, login, mallEnv } from './mall.helpers'
import { createProduct, createRegion, place, putInCart, shoppers, type Shopper } from './orders.helpers'
import { drawCall } from './lucky-draw.helpers'
import { deliveryTo, retailerWithDelivery, scanCall } from './imei.helpers'
import { createPresaleItem, moveTo, windowsFor } from './presale.helpers'
import { receivePackCall } from './newcomer.helpers'
import { callbackBody, orderTotalMinor, RETURN_URL, SECRET, startPayment } from './payments.helpers'
import { orderedLine, writeReview } from './reviews.helpers'
import { saveCall } from './saved.helpers'

/** An order of one buyer: two units of a product, paid as asked. */
async function orderOf(payment: 'onDelivery' | 'online' = 'onDelivery'): Promise<Shopper & { orderId: number; orderLineId: number }> {
  const [shopper] = await shoppers(1, [[await createProduct({ stock: 5 }), 2]])
  const { data } = await place(shopper!, { payment })
  const line = await call(`/api/order/details?id=${data.orderId}`, { token: shopper!.token })
  const { data: detail } = await line.json<{ data: { lines: { id: number }[] } }>()
  return { ...shopper!, orderId: data.orderId, orderLineId: detail.lines[0]!.id }
}

async function shippedOrder() {
  const order = await orderOf()
  const admin = await login('admin')
  const shipped = await call('/api/admin/order/ship', { method: 'POST', token: admin, json: { orderId: order.orderId, lines: [{ orderLineId: order.orderLineId, quantity: 2 }] } })
  const { data } = await shipped.json<{ data: { id: number } }>()
  return { ...order, admin, packageId: data.id }
}

const buyerPost = (path: string, token: string, json: unknown) => call(path, { method: 'POST', token, json })

/** A buyer with a wallet entry (the cash back of a completed order). */
async function walletOwner() {
  const order = await shippedOrder()
  await buyerPost('/api/admin/order/sign', order.admin, { packageId: order.packageId, lines: [{ orderLineId: order.orderLineId, quantity: 2 }] })
  await buyerPost('/api/admin/order/complete', order.admin, { orderId: order.orderId })
  const entries = await (await call('/api/wallet/entries', { token: order.token })).json<{ data: { items: { id: number }[] } }>()
  return { token: order.token, entryId: entries.data.items[0]!.id }
}

/** A buyer holding a reservation of an item now on sale. */
async function presaleHolder() {
  const { itemId } = await createPresaleItem({ quota: 5 })
  const [buyer] = await createBuyers(1)
  await buyerPost('/api/activity/presale/reserve', buyer!.token, { itemId })
  await moveTo(itemId, 'selling')
  return { itemId, token: buyer!.token }
}
/** A Tecno Spark 20 Pro (counted by the seed's Accra scan campaign 3004) delivered to the Accra demo retailer, signed, not scanned. */
const unscannedOfShopGh = async () => (await deliveryTo(10, { units: 1, signed: 1, productId: 308, countryId: 3 })).imeis[0]!

/** An appeal of the Accra demo retailer about a scan missing in the seed's scan campaign. */
async function appealOfShopGh(): Promise<number> {
  const response = await buyerPost('/api/rebate/appeal', await login('shop_gh'), { campaignId: 3004, imeis: [await unscannedOfShopGh()], note: 'not scanned' })
  return (await response.json<{ data: { appealId: number } }>()).data.appealId
}
const inGhana = { country_id: '3' }

/** A buyer's review of a line of their completed order. */
async function reviewed() {
  const line = await orderedLine()
  const { data } = await writeReview(line.shopper.token, { orderId: line.orderId, lineId: line.lineId, stars: 4, title: 'Solid', text: 'Works well' })
  return { ...line, reviewId: data.reviewId }
}

/** One successful call per endpoint: TypeScript makes the table name every endpoint of the contract. */
const contractEvent = {
  event_type: 'exposure', goods_id: 701, sequence: 3, create_time: Date.now(), distinguish_id: 'contract-browser-1', page: '/m/', url: '/m/?x=1', tid: 'contract-view-1',
}

const successes: Record<EndpointName, () => Promise<Response>> = {
  countryInfo: () => call('/api/user/countryOperation/info?id=4'),
  login: () => call('/api/user/login', { method: 'POST', json: { username: 'okello', password: 'Mall@2026' } }),
  logout: async () => call('/api/user/logout', { method: 'POST', token: await login('okello') }),
  currentUser: async () => call('/api/user/info', { token: await login('kwame') }),
  flashSessions: () => call('/api/activity/flashSale/sessions', { headers: { country_id: '7' } }),
  serverTime: () => call('/api/system/time'),
  addToCart: async () => {
    const itemId = await createFlashItem({ total: 3 })
    const [buyer] = await createBuyers(1)
    return call('/api/cart/add', { method: 'POST', token: buyer!.token, json: { flashItemId: itemId } })
  },
  cartCount: async () => call('/api/cart/count', { token: (await createBuyers(1))[0]!.token }),
  memberMessage: () =>
    call('/api/member/message', { method: 'POST', json: { name: 'Zainab', phone: '+234 803 000 1111' }, headers: { 'idempotency-key': 'contract-1' } }),
  runJobs: async () => call('/api/admin/jobs/run', { method: 'POST', token: await login('admin') }),
  analyticsEvents: () => call('/api/analytics/events', { method: 'POST', json: { events: [contractEvent] } }),
  adminAnalyticsEvents: async () => {
    await call('/api/analytics/events', { method: 'POST', json: { events: [contractEvent] } })
    return call(`/api/admin/analytics/events?tid=${contractEvent.tid}`, { token: await login('admin') })
  },
  flashStock: async () => call(`/api/admin/flashSale/stock?flashItemId=${await createFlashItem({ total: 4 })}`, { token: await login('admin') }),
  changeFlashStock: async () =>
    call('/api/admin/flashSale/stock', {
      method: 'POST',
      token: await login('admin'),
      json: { flashItemId: await createFlashItem({ total: 4 }), adjust: 3 },
      headers: { 'idempotency-key': 'contract-restock' },
    }),
  sendCode: () => post('/api/user/code/send', { phone: newPhone(), purpose: 'register' }),
  register: async () => {
    const phone = newPhone()
    return post('/api/user/register', { name: 'Ngozi', phone, code: await codeFor(phone, 'register'), password: 'Contract#2026', consent: true })
  },
  codeLogin: async () => post('/api/user/login/code', { phone: AMINA_PHONE, code: await codeFor(AMINA_PHONE, 'login') }),
  resetPassword: async () => {
    const { phone } = await registered()
    return post('/api/user/password/reset', { phone, code: await codeFor(phone, 'reset'), password: 'Contract#2027' })
  },
  devOutbox: () => send('/api/dev/outbox', { headers: { authorization: STOREFRONT_AUTH } }, { DEV_OUTBOX: 'on' }),
  categories: () => call('/api/catalog/categories'),
  products: () => call('/api/catalog/products?q=phone&sort=priceAsc&limit=5', { headers: { country_id: '3' } }),
  popularSearches: () => call('/api/catalog/popular-searches', { headers: { country_id: '5' } }),
  searchSuggestions: () => call('/api/catalog/suggestions?q=sa', { headers: { country_id: '5' } }),
  product: () => call('/api/catalog/product?id=701', { headers: { country_id: '7' } }),
  regions: () => call('/api/catalog/regions', { headers: { country_id: '6' } }),
  cart: async () => {
    const [buyer] = await createBuyers(1)
    await putInCart(buyer!.id, await createProduct({ stock: 3 }), 2)
    return call('/api/cart', { token: buyer!.token })
  },
  addProduct: async () =>
    buyerPost('/api/cart/product', (await createBuyers(1))[0]!.token, { productId: await createProduct({ stock: 3 }), quantity: 1 }),
  changeLine: async () => {
    const [buyer] = await createBuyers(1)
    const lineId = await putInCart(buyer!.id, await createProduct({ stock: 3 }), 1)
    return buyerPost('/api/cart/line', buyer!.token, { lineId, delta: 1 })
  },
  removeLine: async () => {
    const [buyer] = await createBuyers(1)
    const lineId = await putInCart(buyer!.id, await createProduct({ stock: 3 }), 1)
    return buyerPost('/api/cart/line/remove', buyer!.token, { lineId })
  },
  addresses: async () => {
    const [shopper] = await shoppers(1, [])
    return call('/api/user/addresses', { token: shopper!.token })
  },
  saveAddress: async () =>
    buyerPost('/api/user/address', (await createBuyers(1))[0]!.token, {
      name: 'Musa', phone: '+234 803 222 3333', regionId: await createRegion(), city: 'Kano', street: '3 Zoo Road',
    }),
  deleteAddress: async () => {
    const [shopper] = await shoppers(1, [])
    return buyerPost('/api/user/address/delete', shopper!.token, { addressId: shopper!.addressId })
  },
  updateAddress: async () => {
    const [shopper] = await shoppers(1, [])
    return buyerPost('/api/user/address/update', shopper!.token, {
      addressId: shopper!.addressId, name: 'Musa', phone: '+234 803 222 3333', regionId: await createRegion(), city: 'Kano', street: '4 Zoo Road',
    })
  },
  setDefaultAddress: async () => {
    const [shopper] = await shoppers(1, [])
    return buyerPost('/api/user/address/default', shopper!.token, { addressId: shopper!.addressId })
  },
  placeOrder: async () => {
    const [shopper] = await shoppers(1, [[await createProduct({ stock: 3 }), 1]])
    return call('/api/order/place', {
      method: 'POST', token: shopper!.token, headers: { 'idempotency-key': 'contract-place' },
      json: { addressId: shopper!.addressId, payment: 'online', lineIds: shopper!.lineIds },
    })
  },
  orders: async () => call('/api/order/list?tab=toShip', { token: (await orderOf()).token }),
  orderCounts: async () => call('/api/order/counts', { token: (await orderOf()).token }),
  order: async () => {
    const order = await orderOf()
    return call(`/api/order/details?id=${order.orderId}`, { token: order.token })
  },
  packages: async () => {
    const order = await shippedOrder()
    return call(`/api/order/packages?id=${order.orderId}`, { token: order.token })
  },
  paymentMethods: async () => call('/api/order/payment/methods', { token: (await createBuyers(1))[0]!.token }),
  startPayment: async () => {
    const order = await orderOf('online')
    return call('/api/order/payment', { method: 'POST', token: order.token, json: { orderId: order.orderId, returnUrl: RETURN_URL }, headers: { 'idempotency-key': 'contract-pay' } })
  },
  payment: async () => {
    const order = await orderOf('online')
    const { reference } = (await startPayment(order.token, order.orderId)).data
    return call(`/api/order/payment?reference=${reference}`, { token: order.token })
  },
  paymentCallback: async () => {
    const order = await orderOf('online')
    const { reference } = (await startPayment(order.token, order.orderId)).data
    const body = callbackBody(reference, { amount: await orderTotalMinor(order.orderId) })
    return call('/api/payment/callback', { method: 'POST', body, headers: { 'content-type': 'application/json', authorization: '', [PAYMENT_SIGNATURE_HEADER]: await signBody(SECRET, body) } })
  },
  devPayment: async () => {
    const order = await orderOf('online')
    return call(`/api/dev/payment?reference=${(await startPayment(order.token, order.orderId)).data.reference}`, { token: order.token })
  },
  devPaymentOutcome: async () => {
    const order = await orderOf('online')
    const { reference } = (await startPayment(order.token, order.orderId)).data
    return call('/api/dev/payment', { method: 'POST', token: order.token, json: { reference, outcome: 'fail' } })
  },
  verify: async () => {
    const order = await orderOf()
    await buyerPost('/api/admin/order/verification', await login('admin'), { orderId: order.orderId })
    return buyerPost('/api/order/verify', order.token, { orderId: order.orderId })
  },
  cancel: async () => {
    const order = await orderOf()
    return buyerPost('/api/order/cancel', order.token, { orderId: order.orderId, reason: 'outOfStock', note: 'changed my mind' })
  },
  adminOrders: async () => {
    await orderOf()
    return call('/api/admin/orders', { token: await login('admin') })
  },
  adminOrder: async () => {
    const order = await shippedOrder()
    return call(`/api/admin/order/details?id=${order.orderId}`, { token: order.admin })
  },
  adminConfirm: async () => {
    const order = await orderOf('online')
    return buyerPost('/api/admin/order/confirm', await login('admin'), { orderId: order.orderId })
  },
  adminRequestVerification: async () => {
    const order = await orderOf()
    return buyerPost('/api/admin/order/verification', await login('admin'), { orderId: order.orderId, note: 'ID please' })
  },
  adminShip: async () => {
    const order = await orderOf()
    return buyerPost('/api/admin/order/ship', await login('admin'), { orderId: order.orderId, lines: [{ orderLineId: order.orderLineId, quantity: 1 }] })
  },
  adminSign: async () => {
    const order = await shippedOrder()
    return buyerPost('/api/admin/order/sign', order.admin, { packageId: order.packageId, lines: [{ orderLineId: order.orderLineId, quantity: 1 }] })
  },
  adminComplete: async () => {
    const order = await shippedOrder()
    await buyerPost('/api/admin/order/sign', order.admin, { packageId: order.packageId, lines: [{ orderLineId: order.orderLineId, quantity: 2 }] })
    return buyerPost('/api/admin/order/complete', order.admin, { orderId: order.orderId })
  },
  adminCancel: async () => {
    const order = await orderOf()
    return buyerPost('/api/admin/order/cancel', await login('admin'), { orderId: order.orderId, reason: 'wrongPrice', note: 'priced at 0' })
  },
  quote: async () => {
    const [shopper] = await shoppers(1, [[await createProduct({ stock: 3 }), 2]])
    await receive(shopper!.token, await createCoupon({ kind: 'percentOff', value: 15, maxOffMinor: 250_000 }))
    return buyerPost('/api/order/quote', shopper!.token, { lineIds: shopper!.lineIds, regionId: await createRegion() })
  },
  couponCentre: async () => call('/api/coupon/center', { token: (await createBuyers(1))[0]!.token, headers: { country_id: '7' } }),
  receiveCoupon: async () =>
    call('/api/coupon/receive', {
      method: 'POST', token: (await createBuyers(1))[0]!.token, json: { couponId: await createCoupon() }, headers: { 'idempotency-key': 'contract-coupon' },
    }),
  myCoupons: async () => {
    const [buyer] = await createBuyers(1)
    await receive(buyer!.token, await createCoupon({ productIds: [await createProduct({ stock: 1 })] }))
    return call('/api/coupon/mine?tab=usable', { token: buyer!.token })
  },
  wallet: async () => call('/api/wallet', { token: (await walletOwner()).token }),
  walletEntries: async () => call('/api/wallet/entries', { token: (await walletOwner()).token }),
  walletEntry: async () => {
    const owner = await walletOwner()
    return call(`/api/wallet/entry?id=${owner.entryId}`, { token: owner.token })
  },
  walletGifts: async () => call('/api/wallet/gifts', { token: await login('shop_gh') }),
  cashBackOffer: () => call('/api/activity/cashBack', { headers: { country_id: '5' } }),
  presaleItems: async () => call('/api/activity/presale/items', { token: await login('amina'), headers: { country_id: '7' } }),
  presaleCount: async () => call('/api/activity/presale/count', { token: (await presaleHolder()).token }),
  reserve: async () => {
    const { itemId } = await createPresaleItem({ quota: 5 })
    return call('/api/activity/presale/reserve', {
      method: 'POST', token: (await createBuyers(1))[0]!.token, json: { itemId }, headers: { 'idempotency-key': 'contract-reserve' },
    })
  },
  presaleBuy: async () => {
    const holder = await presaleHolder()
    return buyerPost('/api/activity/presale/buy', holder.token, { itemId: holder.itemId })
  },
  adminPresaleSchedule: async () => {
    const { itemId } = await createPresaleItem({ quota: 5 })
    return buyerPost('/api/admin/presale/schedule', await login('admin'), { itemId, ...windowsFor('waiting') })
  },
  rebateCampaigns: () => call('/api/rebate/campaigns?type=order', { headers: inGhana }),
  rebateHistory: async () => call('/api/rebate/history', { token: await login('shop_gh') }),
  rebateDetails: async () => {
    const month = await mallEnv.DB.prepare("SELECT month FROM rebates WHERE source_key = 'rebate:order:3001:903101'").first<string>('month')
    return call(`/api/rebate/history/details?campaignId=3001&month=${month}`, { token: await login('shop_gh') })
  },
  submitAppeal: async () =>
    call('/api/rebate/appeal', {
      method: 'POST', token: await login('shop_gh'), headers: { 'idempotency-key': 'contract-appeal' },
      json: { campaignId: 3004, imeis: [await unscannedOfShopGh()], note: 'The scanner missed it' },
    }),
  appealUnits: async () => call('/api/rebate/appeal/units?campaignId=3004', { token: await login('shop_gh'), headers: inGhana }),
  appealRecords: async () => call('/api/rebate/appeals', { token: await login('shop_gh') }),
  appealRecord: async () => call('/api/rebate/appeal/details?id=100000302', { token: await login('shop_gh') }),
  adminAppeals: async () => call('/api/admin/appeals?tab=pending', { token: await login('admin'), headers: inGhana }),
  adminAppeal: async () => call('/api/admin/appeal/details?id=100000302', { token: await login('admin'), headers: inGhana }),
  approveAppeal: async () => buyerPost('/api/admin/appeal/approve', await login('admin'), { appealId: await appealOfShopGh() }),
  newcomerOffer: async () => call('/api/newcomer/offer', { token: (await createBuyers(1))[0]!.token, headers: { country_id: '7' } }),
  receiveNewcomerPack: async () => receivePackCall((await createBuyers(1))[0]!.token, 'contract-newcomer-pack'),
  luckyDraw: () => call('/api/activity/luckyDraw', { headers: { country_id: '7' } }),
  draw: async () => drawCall((await createBuyers(1))[0]!.token, 7, 'contract-draw'),
  drawOutcome: async () => {
    const [buyer] = await createBuyers(1)
    const drawn = await (await drawCall(buyer!.token, 7)).json<{ data: { drawId: string } }>()
    return call(`/api/activity/luckyDraw/outcome?id=${drawn.data.drawId}`, { token: buyer!.token, headers: { country_id: '7' } })
  },
  awardList: async () => call('/api/activity/luckyDraw/awards', { token: (await createBuyers(1))[0]!.token, headers: { country_id: '7' } }),
  scanImei: async () => {
    const { shop, imeis } = await retailerWithDelivery({ units: 1, signed: 1 })
    return scanCall(shop.token, imeis[0]!, 'contract-scan')
  },
  imeiScans: async () => call('/api/imei/scans', { token: (await retailerWithDelivery({ units: 1, signed: 1 })).shop.token }),
  activationFeed: async () =>
    call('/api/admin/imei/activations', { method: 'POST', token: await login('admin'), json: { activations: [{ imei: '356938035643809', activatedAt: Date.now() }] } }),
  buyNewcomerSpecial: async () => call('/api/newcomer/special/buy', { method: 'POST', token: (await createBuyers(1))[0]!.token, json: { specialId: 715 }, headers: { country_id: '7' } }),
  savedItems: async () => {
    const [buyer] = await createBuyers(1)
    await saveCall(buyer!.token, 701)
    return call('/api/saved', { token: buyer!.token, headers: { country_id: '7' } })
  },
  savedState: async () => call('/api/saved/state?productId=701', { token: (await createBuyers(1))[0]!.token }),
  saveItem: async () => saveCall((await createBuyers(1))[0]!.token, 701),
  unsaveItem: async () => saveCall((await createBuyers(1))[0]!.token, 701, '/api/saved/remove'),
  productCards: () => call('/api/catalog/cards?ids=701.702', { headers: { country_id: '7' } }),
  rejectAppeal: async () => buyerPost('/api/admin/appeal/reject', await login('admin'), { appealId: await appealOfShopGh(), reason: 'No proof of delivery' }),
  productReviews: () => call('/api/reviews?productId=307&stars=5', { headers: inGhana }),
  orderReviews: async () => {
    const { shopper, orderId } = await reviewed()
    return call(`/api/reviews/order?orderId=${orderId}`, { token: shopper.token })
  },
  writeReview: async () => {
    const { shopper, orderId, lineId } = await orderedLine()
    return buyerPost('/api/review', shopper.token, { orderId, lineId, stars: 5, text: 'Great phone' })
  },
  editReview: async () => {
    const { shopper, reviewId } = await reviewed()
    return buyerPost('/api/review/edit', shopper.token, { reviewId, stars: 3, text: 'Battery got worse' })
  },
  voteHelpful: async () => buyerPost('/api/review/helpful', (await createBuyers(1))[0]!.token, { reviewId: (await reviewed()).reviewId }),
  adminReviews: async () => call('/api/admin/reviews', { token: await login('admin'), headers: inGhana }),
  hideReview: async () => buyerPost('/api/admin/review/hide', await login('admin'), { reviewId: (await reviewed()).reviewId, reason: 'Off topic' }),
}

describe('every success answer is exactly what the contract says', () => {
  it('has a successful call for every endpoint of the contract and no other', () => {
    expect(Object.keys(successes).sort()).toEqual(Object.keys(endpoints).sort())
  })

  it.each(Object.keys(successes) as EndpointName[])('%s', async (name) => {
    const response = await successes[name]()
    expect(response.status).toBe(200)
    await expect(contractData(name, response)).resolves.not.toBeUndefined()
  })

  it('notices a whole number written as a float, or a field the contract does not have', async () => {
    const float = new Response('{"code":1,"msg":"success","data":{"count":3.0}}')
    await expect(contractData('cartCount', float)).rejects.toThrow(/float/)
    const extra = new Response('{"code":1,"msg":"success","data":{"count":3,"secret":1}}')
    await expect(contractData('cartCount', extra)).rejects.toThrow(/fields the contract does not have/)
  })
})
