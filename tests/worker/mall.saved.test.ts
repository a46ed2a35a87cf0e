import { describe, expect, it } from 'vitest'
import { MAX_SAVED_ITEMS } from '../../contract'
import { call, contractData, createBuyers, mallEnv, NG } from './mall.helpers'
import { createProduct } from './orders.helpers'
import { fillSavedList, saveCall } from './saved.helpers'

const db = mallEnv.DB
const HOUR = 3_600_000
const listOf = async (token: string) => (await contractData('savedItems', await call('/api/saved', { token }))).items
const answerOf = async (response: Promise<Response>) => (await response).json<{ code: number; key?: string; data: { saved: boolean } | null }>()
const setPrice = (productId: number, priceMinor: number) => db.prepare('UPDATE products SET price_minor = ? WHERE id = ?').bind(priceMinor, productId).run()

/** A flash sale of the product in Nigeria, live now or ended an hour ago. */
async function flashSaleOf(productId: number, live: boolean) {
  const now = Date.now()
  const session = await db
    .prepare('INSERT INTO flash_sessions (country_id, start_at, end_at) VALUES (?, ?, ?) RETURNING id')
    .bind(NG, now - 2 * HOUR, live ? now + HOUR : now - HOUR)
    .first<{ id: number }>()
  await db
    .prepare('INSERT INTO flash_items (session_id, product_id, price_minor, original_price_minor, total, sold, limit_per_buyer) VALUES (?, ?, 500000, 1250000, 5, 0, 1)')
    .bind(session!.id, productId)
    .run()
}

describe('saving a product', () => {
  it('keeps it once with its price at save time; saving again or removing twice changes nothing', async () => {
    const [buyer] = await createBuyers(1)
    const productId = await createProduct({ stock: 3, priceMinor: 1_250_000 })
    expect((await contractData('savedState', await call(`/api/saved/state?productId=${productId}`, { token: buyer!.token }))).saved).toBe(false)

    expect(await contractData('saveItem', await saveCall(buyer!.token, productId))).toEqual({ saved: true })
    await setPrice(productId, 1_500_000)
    expect(await contractData('saveItem', await saveCall(buyer!.token, productId))).toEqual({ saved: true })
    const [item, ...others] = await listOf(buyer!.token)
    expect(others).toEqual([])
    expect(item).toMatchObject({ id: productId, savedPrice: 12_500, price: 15_000, priceDropped: false, onFlashSale: false })
    expect((await contractData('savedState', await call(`/api/saved/state?productId=${productId}`, { token: buyer!.token }))).saved).toBe(true)

    expect(await contractData('unsaveItem', await saveCall(buyer!.token, productId, '/api/saved/remove'))).toEqual({ saved: false })
    expect(await contractData('unsaveItem', await saveCall(buyer!.token, productId, '/api/saved/remove'))).toEqual({ saved: false })
    expect(await listOf(buyer!.token)).toEqual([])
  })

  it('lists the last saved first', async () => {
    const [buyer] = await createBuyers(1)
    const first = await createProduct({ stock: 1 })
    const second = await createProduct({ stock: 1 })
    await saveCall(buyer!.token, first)
    await db.prepare('UPDATE saved_items SET saved_at = saved_at - 1000 WHERE user_id = ?').bind(buyer!.id).run()
    await saveCall(buyer!.token, second)
    expect((await listOf(buyer!.token)).map((item) => item.id)).toEqual([second, first])
  })

  it('says so when the price dropped since it was saved, or when a flash sale of it is live', async () => {
    const [buyer] = await createBuyers(1)
    const [cheaper, flash, ended] = [await createProduct({ stock: 1 }), await createProduct({ stock: 1 }), await createProduct({ stock: 1 })]
    for (const id of [cheaper, flash, ended]) await saveCall(buyer!.token, id)
    await setPrice(cheaper, 1_000_000)
    await flashSaleOf(flash, true)
    await flashSaleOf(ended, false)
    const flags = Object.fromEntries((await listOf(buyer!.token)).map((item) => [item.id, [item.priceDropped, item.onFlashSale]]))
    expect(flags).toEqual({ [cheaper]: [true, false], [flash]: [false, true], [ended]: [false, false] })
  })

  it('refuses an unknown product, or one of another market, with productNotFound and stores nothing', async () => {
    const [buyer] = await createBuyers(1)
    const ghana = await createProduct({ stock: 1, countryId: 3 })
    for (const id of [999_999_998, ghana]) {
      const answer = await answerOf(saveCall(buyer!.token, id))
      expect([answer.code, answer.key]).toEqual([500, 'productNotFound'])
    }
    expect(await db.prepare('SELECT COUNT(*) AS n FROM saved_items WHERE user_id = ?').bind(buyer!.id).first('n')).toBe(0)
    const malformed = await call('/api/saved/add', { method: 'POST', token: buyer!.token, json: { productId: 'x' } })
    expect(malformed.status).toBe(400)
  })

  it(`holds at most ${MAX_SAVED_ITEMS}: one more is savedListFull, one already saved still answers saved`, async () => {
    const [buyer] = await createBuyers(1)
    await fillSavedList(buyer!.id)
    const full = await answerOf(saveCall(buyer!.token, await createProduct({ stock: 1 })))
    expect([full.code, full.key]).toEqual([500, 'savedListFull'])
    const kept = (await db.prepare('SELECT product_id FROM saved_items WHERE user_id = ? LIMIT 1').bind(buyer!.id).first<number>('product_id'))!
    expect((await answerOf(saveCall(buyer!.token, kept))).data).toEqual({ saved: true })
    expect(await db.prepare('SELECT COUNT(*) AS n FROM saved_items WHERE user_id = ?').bind(buyer!.id).first('n')).toBe(MAX_SAVED_ITEMS)
    expect(await listOf(buyer!.token)).toHaveLength(MAX_SAVED_ITEMS)
  })

  it("never shows or removes another user's saved products; a guest is asked to log in", async () => {
    const [ada, bayo] = await createBuyers(2)
    const productId = await createProduct({ stock: 1 })
    await saveCall(ada!.token, productId)
    expect(await listOf(bayo!.token)).toEqual([])
    expect((await contractData('savedState', await call(`/api/saved/state?productId=${productId}`, { token: bayo!.token }))).saved).toBe(false)
    await saveCall(bayo!.token, productId, '/api/saved/remove')
    expect((await listOf(ada!.token)).map((item) => item.id)).toEqual([productId])
    const guest = await call('/api/saved')
    expect(guest.status).toBe(401)
  })
})

describe('product cards by id', () => {
  it('answers the products of the market in the order asked, leaving out unknown ids and other markets', async () => {
    const [a, b] = [await createProduct({ stock: 1 }), await createProduct({ stock: 0 })]
    const ghana = await createProduct({ stock: 1, countryId: 3 })
    const cards = await contractData('productCards', await call(`/api/catalog/cards?ids=${b}.999999997.${ghana}.${a}`, { headers: { country_id: String(NG) } }))
    expect(cards.items.map((card) => [card.id, card.inStock])).toEqual([[b, false], [a, true]])
    expect((await call('/api/catalog/cards?ids=1.x')).status).toBe(400)
    expect((await call(`/api/catalog/cards?ids=${Array.from({ length: 21 }, (_, i) => i + 1).join('.')}`)).status).toBe(400)
  })
})
