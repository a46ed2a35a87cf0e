import { describe, expect, it } from 'vitest'
import { copyOf, type CouponOptions, createCoupon, DAY, placeWith, quote, receive } from './coupons.helpers'
import { call, contractData, createBuyers, login, mallEnv } from './mall.helpers'
import { answerOf, createAddress, createProduct, createRegion, post, putInCart, type Shopper, shoppers, stockOf } from './orders.helpers'

const db = mallEnv.DB
const GH = 3
/** The delivery fee of the tests' regions: ₦1,500. (Nigeria's free-delivery amount in the seed is ₦50,000.) */
const FEE = 150_000

type Line = { priceMinor: number; quantity?: number; categoryId?: number }

/** A buyer with fresh products in the cart (an address in a region charging ₦1,500), holding the given coupons. */
async function buyerWith(lines: Line[], coupons: CouponOptions[] = []): Promise<Shopper & { productIds: number[]; couponIds: number[] }> {
  const productIds = await Promise.all(
    lines.map(async (line) => {
      const id = await createProduct({ stock: 20, priceMinor: line.priceMinor })
      if (line.categoryId) await db.prepare('UPDATE products SET category_id = ? WHERE id = ?').bind(line.categoryId, id).run()
      return id
    }),
  )
  const [shopper] = await shoppers(1, productIds.map((id, i) => [id, lines[i]!.quantity ?? 1]), await createRegion({ feeMinor: FEE }))
  const couponIds: number[] = []
  for (const options of coupons) {
    const id = await createCoupon(options)
    expect((await receive(shopper!.token, id)).code).toBe(1)
    couponIds.push(id)
  }
  return { ...shopper!, productIds, couponIds }
}

const regionOf = async (shopper: Shopper) =>
  (await db.prepare('SELECT region_id FROM addresses WHERE id = ?').bind(shopper.addressId).first<number>('region_id'))!

/** The quote of the buyer's cart to their region, with the coupon asked for (absent: the best). */
async function priced(shopper: Shopper, couponId?: number | null) {
  const answer = await quote(shopper, { regionId: await regionOf(shopper), ...(couponId === undefined ? {} : { couponId }) })
  expect(answer, JSON.stringify(answer)).toMatchObject({ code: 1 })
  return answer.data
}

describe('coupon maths at checkout', () => {
  it('money off: off the items when they reach the minimum, never more than they come to', async () => {
    const fits = await buyerWith([{ priceMinor: 1_250_000, quantity: 2 }], [{ value: 300_000, minOrderMinor: 2_000_000 }])
    expect(await priced(fits, fits.couponIds[0])).toMatchObject({ subtotal: 25_000, deliveryFee: 1500, couponId: fits.couponIds[0], couponSaving: 3000, total: 23_500 })

    const short = await buyerWith([{ priceMinor: 1_250_000 }], [{ value: 300_000, minOrderMinor: 2_000_000 }])
    const best = await priced(short)
    expect(best).toMatchObject({ couponId: null, couponSaving: 0, total: 14_000 })
    expect(best.coupons).toEqual([expect.objectContaining({ saving: 0, misfit: 'minOrder' })])
    expect(await quote(short, { couponId: short.couponIds[0] })).toMatchObject({ code: 500, key: 'couponNotApplicable' })

    const big = await buyerWith([{ priceMinor: 1_250_000 }], [{ value: 4_000_000 }])
    expect(await priced(big)).toMatchObject({ couponSaving: 12_500, total: 1500 })
  })

  it('a percentage: rounded down to whole naira, and no more than its ceiling', async () => {
    const whole = await buyerWith([{ priceMinor: 1_999_990 }], [{ kind: 'percentOff', value: 10 }])
    expect(await priced(whole)).toMatchObject({ subtotal: 19_999.9, couponSaving: 1999, total: 19_999.9 + 1500 - 1999 })
    const capped = await buyerWith([{ priceMinor: 1_999_990 }], [{ kind: 'percentOff', value: 10, maxOffMinor: 150_000 }])
    expect(await priced(capped)).toMatchObject({ couponSaving: 1500 })
  })

  it('free delivery and a delivery deduction take off the fee, at most all of it', async () => {
    const free = await buyerWith([{ priceMinor: 1_250_000 }], [{ kind: 'freeDelivery', minOrderMinor: 1_000_000 }])
    expect(await priced(free)).toMatchObject({ deliveryFee: 1500, deliveryWaiver: 0, couponSaving: 1500, total: 12_500 })
    const some = await buyerWith([{ priceMinor: 1_250_000 }], [{ kind: 'deliveryOff', value: 100_000 }])
    expect(await priced(some)).toMatchObject({ couponSaving: 1000, total: 13_000 })
    const more = await buyerWith([{ priceMinor: 1_250_000 }], [{ kind: 'deliveryOff', value: 500_000 }])
    expect(await priced(more)).toMatchObject({ couponSaving: 1500, total: 12_500 })
    // Without a region there is no fee yet, so nothing for them to take off.
    const noRegion = await quote(free)
    expect(noRegion.data).toMatchObject({ deliveryFee: 0, couponId: null, coupons: [expect.objectContaining({ misfit: 'noSaving' })] })
  })

  it('the market\'s free delivery: the fee is waived from ₦50,000, and says how much is missing before', async () => {
    const under = await buyerWith([{ priceMinor: 2_600_000 }])
    expect(await priced(under)).toMatchObject({ deliveryWaiver: 0, freeDelivery: { over: 50_000, missing: 24_000 }, total: 27_500 })
    const over = await buyerWith([{ priceMinor: 2_600_000, quantity: 2 }], [{ kind: 'freeDelivery' }, { kind: 'deliveryOff', value: 100_000 }])
    const waived = await priced(over)
    expect(waived).toMatchObject({ subtotal: 52_000, deliveryFee: 1500, deliveryWaiver: 1500, freeDelivery: { over: 50_000, missing: 0 }, couponId: null, total: 52_000 })
    // Nothing left for a delivery coupon to take off.
    expect(waived.coupons.map((option) => option.misfit)).toEqual(['noSaving', 'noSaving'])
  })

  it('the market\'s free delivery starts at exactly ₦50,000.00: waived there, charged one kobo under', async () => {
    expect(await db.prepare("SELECT free_delivery_minor FROM countries WHERE code = 'NG'").first('free_delivery_minor')).toBe(5_000_000)
    const exactly = await buyerWith([{ priceMinor: 5_000_000 }])
    expect(await priced(exactly)).toMatchObject({ subtotal: 50_000, deliveryFee: 1500, deliveryWaiver: 1500, freeDelivery: { over: 50_000, missing: 0 }, total: 50_000 })
    // Two lines that come to the amount exactly count the same as one.
    const twoLines = await buyerWith([{ priceMinor: 3_000_001 }, { priceMinor: 1_999_999 }])
    expect(await priced(twoLines)).toMatchObject({ subtotal: 50_000, deliveryWaiver: 1500, total: 50_000 })
    const kobo = await buyerWith([{ priceMinor: 4_999_999 }])
    expect(await priced(kobo)).toMatchObject({ subtotal: 49_999.99, deliveryFee: 1500, deliveryWaiver: 0, freeDelivery: { over: 50_000, missing: 0.01 }, total: 51_499.99 })
    // Placing the orders prices them the same way.
    const placed = await Promise.all([placeWith(exactly, null), placeWith(kobo, null)])
    expect(placed.map((answer) => answer.data.total)).toEqual([50_000, 51_499.99])
    const waivers = await Promise.all(
      placed.map(async (answer) => db.prepare('SELECT delivery_waiver_minor FROM orders WHERE id = ?').bind(answer.data.orderId).first('delivery_waiver_minor')),
    )
    expect(waivers).toEqual([150_000, 0])
  })

  it('scope by goods: only those products count, for the minimum too', async () => {
    const fits = await buyerWith([{ priceMinor: 1_000_000 }, { priceMinor: 3_000_000 }])
    const [earbuds] = fits.productIds
    for (const [min, saving] of [[800_000, 5000], [1_500_000, 0]] as const) {
      const couponId = await createCoupon({ productIds: [earbuds!], value: 500_000, minOrderMinor: min })
      await receive(fits.token, couponId)
      const answer = await quote(fits, { regionId: await regionOf(fits), couponId: saving ? couponId : null })
      const option = answer.data.coupons.find((o) => o.coupon.id === couponId)!
      expect(option).toMatchObject({ saving, misfit: saving ? null : 'minOrder', coupon: { scope: 'goods', products: [{ id: earbuds }] } })
    }
    const other = await buyerWith([{ priceMinor: 3_000_000 }])
    const couponId = await createCoupon({ productIds: [earbuds!] })
    await receive(other.token, couponId)
    expect((await priced(other)).coupons).toEqual([expect.objectContaining({ misfit: 'scope' })])
  })

  it('scope by category: a percentage of the phones only', async () => {
    const mixed = await buyerWith([{ priceMinor: 2_000_000, categoryId: 1 }, { priceMinor: 1_000_000, categoryId: 2 }], [{ kind: 'percentOff', value: 10, categoryId: 1 }])
    expect(await priced(mixed)).toMatchObject({ subtotal: 30_000, couponSaving: 2000, total: 29_500 })
    expect((await priced(mixed)).coupons[0]!.coupon).toMatchObject({ scope: 'category', category: { id: 1, slug: 'phones' } })
    const none = await buyerWith([{ priceMinor: 1_000_000, categoryId: 2 }], [{ kind: 'percentOff', value: 10, categoryId: 1 }])
    expect((await priced(none)).coupons[0]).toMatchObject({ misfit: 'scope' })
  })

  it('picks the best saving by default, lists the others after it (then those that do not fit, soonest to expire first), and applies the one asked for or none', async () => {
    const now = Date.now()
    const shopper = await buyerWith(
      [{ priceMinor: 2_000_000 }],
      [{ value: 100_000 }, { value: 300_000 }, { kind: 'deliveryOff', value: 150_000 }, { value: 900_000, minOrderMinor: 9_000_000 }, { validDays: null, validFrom: now + DAY, validUntil: now + 3 * DAY }],
    )
    const [small, large, delivery, unreachable, notYet] = shopper.couponIds
    const best = await priced(shopper)
    expect(best).toMatchObject({ couponId: large, couponSaving: 3000, total: 18_500 })
    expect(best.coupons.map((option) => [option.coupon.id, option.saving, option.misfit])).toEqual([
      [large, 3000, null], [delivery, 1500, null], [small, 1000, null], [notYet, 0, 'notYet'], [unreachable, 0, 'minOrder'],
    ])
    expect(await priced(shopper, small)).toMatchObject({ couponId: small, couponSaving: 1000, total: 20_500 })
    expect(await priced(shopper, null)).toMatchObject({ couponId: null, couponSaving: 0, total: 21_500, coupons: best.coupons })
    for (const refused of [unreachable, notYet, 999_999]) expect(await quote(shopper, { couponId: refused })).toMatchObject({ key: 'couponNotApplicable' })
    expect(await contractData('quote', await call('/api/order/quote', { method: 'POST', token: shopper.token, json: { lineIds: shopper.lineIds } }))).toBeTruthy()
  })

  it('refuses lines of another buyer, a region of another market and malformed quotes', async () => {
    const shopper = await buyerWith([{ priceMinor: 1_000_000 }])
    const [stranger] = await createBuyers(1)
    const asStranger = { ...shopper, token: stranger!.token }
    expect(await quote(asStranger)).toMatchObject({ status: 404, key: 'notFound' })
    expect(await quote(shopper, { regionId: await createRegion({ countryId: GH }) })).toMatchObject({ status: 400, key: 'invalidInput' })
    expect(await quote(shopper, { countryId: GH })).toMatchObject({ status: 400, key: 'invalidInput' })
    for (const json of [{}, { lineIds: [] }, { lineIds: [1, 1] }, { lineIds: shopper.lineIds, couponId: 'best' }, { lineIds: shopper.lineIds, regionId: 0 }]) {
      expect(await answerOf(call('/api/order/quote', { method: 'POST', token: shopper.token, json }))).toMatchObject({ status: 400, key: 'invalidInput' })
    }
  })
})

describe('ordering with a coupon', () => {
  it('places at the quoted total, stores the coupon and its saving, and the copy cannot be used again', async () => {
    const shopper = await buyerWith([{ priceMinor: 1_250_000, quantity: 2 }], [{ value: 300_000 }])
    const [couponId] = shopper.couponIds
    const quoted = await priced(shopper)
    const placed = await placeWith(shopper, couponId)
    expect(placed).toMatchObject({ code: 1, data: { total: quoted.total } })
    expect(placed.data.total).toBe(23_500)
    const row = await db.prepare('SELECT coupon_id, coupon_saving_minor, delivery_waiver_minor, total_minor FROM orders WHERE id = ?').bind(placed.data.orderId).first()
    expect(row).toEqual({ coupon_id: couponId, coupon_saving_minor: 300_000, delivery_waiver_minor: 0, total_minor: 2_350_000 })
    expect((await copyOf(shopper.id, couponId!))?.order_id).toBe(placed.data.orderId)
    const detail = await contractData('order', await call(`/api/order/details?id=${placed.data.orderId}`, { token: shopper.token }))
    expect(detail).toMatchObject({ subtotal: 25_000, deliveryFee: 1500, deliveryWaiver: 0, total: 23_500, coupon: { saving: 3000, terms: { id: couponId, kind: 'amountOff', value: 3000 } } })

    // The copy is used: a second order cannot take it, and the quote no longer offers it.
    const productId = await createProduct({ stock: 5 })
    const again = { ...shopper, lineIds: [await putInCart(shopper.id, productId, 1)] }
    expect(await placeWith(again, couponId)).toMatchObject({ code: 500, key: 'couponNotApplicable', msg: 'This coupon cannot be used on this order' })
    expect(await stockOf(productId)).toBe(5)
    expect((await priced(again)).coupons).toEqual([])
  })

  it('20 orders racing for one copy of a coupon: exactly one takes it, the others are refused whole', async () => {
    const products = await Promise.all(Array.from({ length: 20 }, () => createProduct({ stock: 3, priceMinor: 1_000_000 })))
    const [buyer] = await createBuyers(1)
    const addressId = await createAddress(buyer!.id, await createRegion({ feeMinor: FEE }))
    const carts = await Promise.all(products.map(async (productId) => ({ ...buyer!, addressId, lineIds: [await putInCart(buyer!.id, productId, 1)] })))
    const couponId = await createCoupon({ value: 200_000 })
    await receive(buyer!.token, couponId)

    const answers = await Promise.all(carts.map((cart, i) => placeWith(cart, couponId, `race-coupon-${i}`)))
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1)
    expect(answers.filter((a) => a.key === 'couponNotApplicable')).toHaveLength(19)
    const orders = await db.prepare('SELECT id, coupon_id FROM orders WHERE user_id = ?').bind(buyer!.id).all<{ id: number; coupon_id: number }>()
    expect(orders.results).toEqual([{ id: answers.find((a) => a.code === 1)!.data.orderId, coupon_id: couponId }])
    const stocks = await Promise.all(products.map(stockOf))
    expect(stocks.filter((stock) => stock === 2)).toHaveLength(1)
    expect(stocks.filter((stock) => stock === 3)).toHaveLength(19)
    expect(await db.prepare('SELECT COUNT(*) AS n FROM cart_items WHERE user_id = ?').bind(buyer!.id).first('n')).toBe(19)
  })

  it('cancelling gives the coupon back once, however many cancellations race, and never takes it from a later order', async () => {
    const shopper = await buyerWith([{ priceMinor: 1_250_000 }], [{ value: 300_000 }])
    const [couponId] = shopper.couponIds
    const first = (await placeWith(shopper, couponId)).data.orderId
    const admin = await login('admin')
    const cancellations = await Promise.all([
      ...Array.from({ length: 3 }, (_, i) => post('/api/order/cancel', shopper.token, { orderId: first }, `buyer-cancel-${i}`)),
      ...Array.from({ length: 2 }, (_, i) => post('/api/admin/order/cancel', admin, { orderId: first, reason: 'wrongPrice' }, `admin-cancel-${i}`)),
    ])
    expect(cancellations.filter((a) => a.code === 1)).toHaveLength(1)
    expect((await copyOf(shopper.id, couponId!))?.order_id).toBeNull()

    // The copy is free again: a new order takes it; a late cancellation of the first order leaves it there.
    const second = { ...shopper, lineIds: [await putInCart(shopper.id, await createProduct({ stock: 2 }), 1)] }
    const placed = await placeWith(second, couponId)
    expect(placed).toMatchObject({ code: 1 })
    expect(await post('/api/order/cancel', shopper.token, { orderId: first }, 'late-cancel')).toMatchObject({ key: 'orderNotCancellable' })
    expect(await post('/api/admin/order/cancel', admin, { orderId: first, reason: 'other' }, 'late-admin-cancel')).toMatchObject({ code: 500 })
    expect((await copyOf(shopper.id, couponId!))?.order_id).toBe(placed.data.orderId)
  })

  it('an expired coupon stays with its cancelled order', async () => {
    const shopper = await buyerWith([{ priceMinor: 1_250_000 }], [{ value: 300_000 }])
    const [couponId] = shopper.couponIds
    const orderId = (await placeWith(shopper, couponId)).data.orderId
    await db.prepare('UPDATE user_coupons SET expires_at = ? WHERE coupon_id = ?').bind(Date.now() - 1, couponId).run()
    expect(await post('/api/order/cancel', shopper.token, { orderId })).toMatchObject({ code: 1 })
    expect((await copyOf(shopper.id, couponId!))?.order_id).toBe(orderId)
    const expired = await contractData('myCoupons', await call('/api/coupon/mine?tab=expired', { token: shopper.token }))
    expect(expired.items.map((item) => item.coupon.id)).toEqual([couponId])
  })

  it('refuses a coupon of another market', async () => {
    const [buyer] = await createBuyers(1, GH)
    const productId = await createProduct({ stock: 5, countryId: GH, priceMinor: 20_000 })
    const region = await createRegion({ countryId: GH, feeMinor: 2500 })
    const shopper: Shopper = { ...buyer!, addressId: await createAddress(buyer!.id, region), lineIds: [await putInCart(buyer!.id, productId, 1)] }
    const nigerian = await createCoupon({ value: 10_000 })
    expect(await receive(buyer!.token, nigerian)).toMatchObject({ code: 1 })

    const inGhana = await quote(shopper, { regionId: region, countryId: GH })
    expect(inGhana.data).toMatchObject({ couponId: null, coupons: [], total: 225 })
    expect(await quote(shopper, { regionId: region, countryId: GH, couponId: nigerian })).toMatchObject({ key: 'couponNotApplicable' })
    expect(await placeWith(shopper, nigerian)).toMatchObject({ key: 'couponNotApplicable' })
    expect((await copyOf(buyer!.id, nigerian))?.order_id).toBeNull()
    expect(await placeWith(shopper, null)).toMatchObject({ code: 1, data: { total: 225 } })
  })
})
