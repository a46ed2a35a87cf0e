import { describe, expect, it } from 'vitest'
import type { Cart, NewcomerOffer, OrderQuote } from '../../contract'
import { call, createBuyers, mallEnv, NG } from './mall.helpers'
import { buySpecial, completeAnOrder, createSpecial, purchasesOf } from './newcomer.helpers'
import { answerOf, createAddress, createRegion, get, place, post, stockOf } from './orders.helpers'

const db = mallEnv.DB
const offer = (token?: string, countryId = NG) => answerOf<NewcomerOffer>(call('/api/newcomer/offer', { token, headers: { country_id: String(countryId) } }))

/** A new buyer with an address, and a special of `stock` units in the cart. */
async function newcomerWithSpecial(stock = 10) {
  const specialId = await createSpecial({ stock })
  const [buyer] = await createBuyers(1)
  const addressId = await createAddress(buyer!.id, await createRegion({ feeMinor: 0 }))
  const bought = await buySpecial(buyer!.token, specialId)
  expect(bought).toMatchObject({ code: 1 })
  return { ...buyer!, specialId, addressId, lineIds: [bought.data.lineId] }
}

describe('the new-user specials', () => {
  it('are offered in every market at a fifth of the price, rounded down to 100 minor units', async () => {
    const markets = (await db.prepare('SELECT id FROM countries ORDER BY id').all<{ id: number }>()).results
    for (const { id } of markets) {
      const { data } = await offer(undefined, id)
      expect(data!.specials.map((special) => special.productId % 100)).toEqual([15, 2, 12])
      for (const special of data!.specials) expect(special.price).toBeLessThanOrEqual(special.originalPrice / 5)
      expect(data!.boughtSpecialId).toBeNull()
    }
    const nigeria = (await offer()).data!.specials
    expect(nigeria.map((special) => [special.id, special.price, special.originalPrice])).toEqual([[715, 1260, 6300], [702, 3999, 19999], [712, 5999, 29999]])
  })

  it('go into the cart as one unit at the special price, the same line on a repeat, and stay one unit', async () => {
    const shopper = await newcomerWithSpecial()
    const again = await buySpecial(shopper.token, shopper.specialId)
    expect(again.data.lineId).toBe(shopper.lineIds[0])
    const cart = await get<Cart>('/api/cart', shopper.token)
    expect(cart.data.lines).toEqual([expect.objectContaining({ id: shopper.lineIds[0], specialId: shopper.specialId, unitPrice: 1000, quantity: 1, problem: null })])
    const more = await post('/api/cart/line', shopper.token, { lineId: shopper.lineIds[0], delta: 1 })
    expect(more).toMatchObject({ key: 'addFailed' })
    const quote = await post<OrderQuote>('/api/order/quote', shopper.token, { lineIds: shopper.lineIds, couponId: null })
    expect(quote.data.subtotal).toBe(1000)
  })

  it('an order buys the special at its price and takes its stock; the account may buy no other', async () => {
    const shopper = await newcomerWithSpecial(10)
    const placed = await place(shopper)
    expect(placed).toMatchObject({ code: 1, data: { total: 1000 } })
    expect(await stockOf(shopper.specialId)).toBe(9)
    const line = await db.prepare('SELECT unit_price_minor, special_id FROM order_lines WHERE order_id = ?').bind(placed.data.orderId).first()
    expect(line).toEqual({ unit_price_minor: 100_000, special_id: shopper.specialId })
    expect((await offer(shopper.token)).data!.boughtSpecialId).toBe(shopper.specialId)

    const other = await createSpecial({ stock: 5 })
    expect(await buySpecial(shopper.token, other)).toMatchObject({ key: 'newcomerSpecialBought' })
    await db.prepare(
      `INSERT INTO cart_items (user_id, product_id, special_id, quantity, unit_price_minor, created_at, updated_at) VALUES (?1, ?2, ?2, 1, 100000, 0, 0)`,
    ).bind(shopper.id, other).run()
    const line2 = await db.prepare('SELECT id FROM cart_items WHERE user_id = ? AND special_id = ?').bind(shopper.id, other).first<number>('id')
    expect(await place({ ...shopper, lineIds: [line2!] })).toMatchObject({ key: 'newcomerSpecialBought' })
    expect(await stockOf(other)).toBe(5)
  })

  it('two specials in one checkout: refused, nothing taken', async () => {
    const shopper = await newcomerWithSpecial()
    const second = await createSpecial({ stock: 3 })
    const { data } = await buySpecial(shopper.token, second)
    expect(await place({ ...shopper, lineIds: [...shopper.lineIds, data.lineId] })).toMatchObject({ key: 'newcomerSpecialBought' })
    expect(await purchasesOf(shopper.id)).toEqual([])
    expect([await stockOf(shopper.specialId), await stockOf(second)]).toEqual([10, 3])
  })

  it('20 parallel checkouts of three specials by one new buyer: 1 order, 1 unit taken', async () => {
    const specials = await Promise.all([createSpecial({ stock: 50 }), createSpecial({ stock: 50 }), createSpecial({ stock: 50 })])
    const [buyer] = await createBuyers(1)
    const addressId = await createAddress(buyer!.id, await createRegion({ feeMinor: 0 }))
    const lines = await Promise.all(specials.map(async (id) => (await buySpecial(buyer!.token, id)).data.lineId))
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => place({ ...buyer!, addressId, lineIds: [lines[i % 3]!] }, { key: `special-rush-${buyer!.id}-${i}` })),
    )
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1)
    expect(answers.filter((a) => a.code !== 1).every((a) => a.key === 'newcomerSpecialBought' || a.key === 'notFound')).toBe(true)
    expect(await purchasesOf(buyer!.id)).toHaveLength(1)
    const stocks = await Promise.all(specials.map(stockOf))
    expect(stocks.reduce((sum, n) => sum + n, 0)).toBe(149)
  })

  it('is for new accounts only: refused when buying, and again at checkout for an account that completed an order meanwhile', async () => {
    const specialId = await createSpecial({ stock: 4 })
    const [old] = await createBuyers(1)
    await completeAnOrder(old!.id)
    expect(await buySpecial(old!.token, specialId)).toMatchObject({ key: 'notNewcomer' })

    const shopper = await newcomerWithSpecial(4)
    await completeAnOrder(shopper.id)
    expect(await place(shopper)).toMatchObject({ key: 'notNewcomer' })
    expect(await stockOf(shopper.specialId)).toBe(4)
    expect(await purchasesOf(shopper.id)).toEqual([])
  })

  it('cancelling the order gives back the unit and the offer', async () => {
    const shopper = await newcomerWithSpecial(2)
    const { data } = await place(shopper)
    const cancels = await Promise.all(Array.from({ length: 6 }, (_, i) => post('/api/order/cancel', shopper.token, { orderId: data.orderId }, `special-cancel-${i}`)))
    expect(cancels.filter((a) => a.code === 1).length).toBeGreaterThanOrEqual(1)
    expect(await stockOf(shopper.specialId)).toBe(2)
    expect(await purchasesOf(shopper.id)).toEqual([])
    expect((await offer(shopper.token)).data!.boughtSpecialId).toBeNull()
    expect(await buySpecial(shopper.token, shopper.specialId)).toMatchObject({ code: 1 })
  })

  it('refuses a sold-out special, one of another market, and a guest', async () => {
    const [buyer] = await createBuyers(1)
    expect(await buySpecial(buyer!.token, await createSpecial({ stock: 0 }))).toMatchObject({ key: 'soldOut' })
    expect(await buySpecial(buyer!.token, await createSpecial({ stock: 5, countryId: 3 }))).toMatchObject({ key: 'notFound' })
    expect((await call('/api/newcomer/special/buy', { method: 'POST', json: { specialId: 715 } })).status).toBe(401)
    expect(await buySpecial(buyer!.token, 999_999)).toMatchObject({ key: 'notFound' })
  })
})
