import { describe, expect, it } from 'vitest'
import type { Cart } from '../../contract'
import { call, cartCount, contractData, createBuyers, createFlashItem, mallEnv } from './mall.helpers'
import { createProduct, post, putInCart } from './orders.helpers'

const db = mallEnv.DB

const add = (token: string, productId: number, quantity = 1, key?: string) => post<{ count: number }>('/api/cart/product', token, { productId, quantity }, key)
const change = (token: string, json: unknown) => post<Cart>('/api/cart/line', token, json)
const cartOf = async (token: string) => contractData('cart', await call('/api/cart', { token, headers: { country_id: '7' } }))
const lineQuantity = async (userId: number, productId: number) =>
  (await db.prepare('SELECT quantity FROM cart_items WHERE user_id = ? AND product_id = ? AND flash_item_id IS NULL').bind(userId, productId).first<number>('quantity')) ?? 0

async function buyer() {
  const [created] = await createBuyers(1)
  return created!
}

describe('ordinary products in the cart', () => {
  it('adds to one line per product, never beyond the stock, and a retried add counts once', async () => {
    const { id, token } = await buyer()
    const productId = await createProduct({ stock: 5, priceMinor: 2_000_000 })
    expect(await add(token, productId, 2, 'add-1')).toMatchObject({ code: 1, data: { count: 2 } })
    expect(await add(token, productId, 2, 'add-1')).toMatchObject({ code: 1, data: { count: 2 } })
    expect(await add(token, productId, 2)).toMatchObject({ code: 1, data: { count: 4 } })
    expect(await add(token, productId, 2)).toMatchObject({ code: 500, key: 'addFailed', msg: 'Failed to add' })
    expect(await lineQuantity(id, productId)).toBe(4)
    expect(await cartCount(token)).toBe(4)
    const cart = await cartOf(token)
    expect(cart.lines).toMatchObject([{ productId, flashItemId: null, quantity: 4, unitPrice: 20_000, addedPrice: 20_000, selected: true, problem: null }])
    expect(cart.selectedTotal).toBe(80_000)
    expect(await add(token, 999_999_999)).toMatchObject({ key: 'productNotFound' })
  })

  it('racing adds never put more in one line than the stock', async () => {
    const { id, token } = await buyer()
    const productId = await createProduct({ stock: 5 })
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => add(token, productId, 1, `race-${i}`)))
    expect(answers.filter((a) => a.code === 1)).toHaveLength(5)
    expect(answers.filter((a) => a.key === 'addFailed')).toHaveLength(7)
    expect(await lineQuantity(id, productId)).toBe(5)
  })

  it('steps up to the stock (addFailed beyond) and down to 1 (reduceFailed below), selects and removes', async () => {
    const { token, id } = await buyer()
    const productId = await createProduct({ stock: 3, priceMinor: 100_000 })
    const other = await createProduct({ stock: 3, priceMinor: 50_000 })
    await add(token, productId, 2)
    await add(token, other, 1)
    const lineId = (await cartOf(token)).lines.find((line) => line.productId === productId)!.id
    expect((await change(token, { lineId, delta: 1 })).data.lines.find((line) => line.id === lineId)!.quantity).toBe(3)
    expect(await change(token, { lineId, delta: 1 })).toMatchObject({ code: 500, key: 'addFailed' })
    expect(await change(token, { lineId, quantity: 1 })).toMatchObject({ code: 1 })
    expect(await change(token, { lineId, delta: -1 })).toMatchObject({ code: 500, key: 'reduceFailed', msg: 'Failed to reduce' })
    expect(await lineQuantity(id, productId)).toBe(1)

    const unselected = await change(token, { lineId, selected: false })
    expect(unselected.data.selectedTotal).toBe(500)
    expect(unselected.data.lines.find((line) => line.id === lineId)!.selected).toBe(false)
    expect((await change(token, { lineId, selected: true })).data.selectedTotal).toBe(1_500)

    const removed = await post<Cart>('/api/cart/line/remove', token, { lineId })
    expect(removed.data.lines.map((line) => line.productId)).toEqual([other])
    expect(removed.data.count).toBe(1)
    expect(await post('/api/cart/line/remove', token, { lineId })).toMatchObject({ status: 404 })
  })

  it('refuses another buyer\'s line with 404 and malformed changes with 400', async () => {
    const owner = await buyer()
    const stranger = await buyer()
    const productId = await createProduct({ stock: 3 })
    const lineId = await putInCart(owner.id, productId, 1)
    expect(await change(stranger.token, { lineId, delta: 1 })).toMatchObject({ status: 404, key: 'notFound' })
    expect(await change(stranger.token, { lineId, selected: false })).toMatchObject({ status: 404 })
    expect(await post('/api/cart/line/remove', stranger.token, { lineId })).toMatchObject({ status: 404 })
    expect(await lineQuantity(owner.id, productId)).toBe(1)
    for (const json of [{ lineId }, { lineId, delta: 0 }, { lineId, delta: 1, selected: true }, { lineId, quantity: 100 }, { lineId: 'x', delta: 1 }]) {
      expect((await change(owner.token, json)).status, JSON.stringify(json)).toBe(400)
    }
  })

  it('tells each line\'s problem: price changed, out of stock, not enough stock, flash session over', async () => {
    const { id, token } = await buyer()
    const repriced = await createProduct({ stock: 5, priceMinor: 100_000 })
    const gone = await createProduct({ stock: 5 })
    const short = await createProduct({ stock: 5 })
    for (const productId of [repriced, gone, short]) await putInCart(id, productId, 2)
    const flashItemId = await createFlashItem({ total: 5, limitPerBuyer: 2 })
    await call('/api/cart/add', { method: 'POST', token, json: { flashItemId } })
    await db.batch([
      db.prepare('UPDATE products SET price_minor = 120000 WHERE id = ?').bind(repriced),
      db.prepare('UPDATE products SET stock = 0 WHERE id = ?').bind(gone),
      db.prepare('UPDATE products SET stock = 1 WHERE id = ?').bind(short),
    ])
    const before = await cartOf(token)
    const problems = Object.fromEntries(before.lines.map((line) => [line.flashItemId ? 'flash' : line.productId, line.problem]))
    expect(problems).toEqual({ [repriced]: 'priceChanged', [gone]: 'outOfStock', [short]: 'notEnoughStock', flash: null })
    expect(before.lines.find((line) => line.productId === repriced)).toMatchObject({ unitPrice: 1_200, addedPrice: 1_000 })
    // Only lines that can be ordered count: the repriced line at today's price and the flash unit.
    expect(before.selectedTotal).toBe(2_400 + 99_999)

    await db.prepare('UPDATE flash_sessions SET end_at = ? WHERE id = (SELECT session_id FROM flash_items WHERE id = ?)').bind(Date.now() - 1, flashItemId).run()
    const after = await cartOf(token)
    expect(after.lines.find((line) => line.flashItemId === flashItemId)!.problem).toBe('sessionOver')
    expect(after.selectedTotal).toBe(2_400)
    // A line over the stock may still go down; a flash unit keeps the quantity it was granted.
    const shortLine = after.lines.find((line) => line.productId === short)!
    expect((await change(token, { lineId: shortLine.id, delta: -1 })).data.lines.find((line) => line.id === shortLine.id)!.problem).toBeNull()
    const flashLine = after.lines.find((line) => line.flashItemId === flashItemId)!
    expect(await change(token, { lineId: flashLine.id, delta: 1 })).toMatchObject({ key: 'addFailed' })
    expect(await change(token, { lineId: flashLine.id, delta: -1 })).toMatchObject({ key: 'reduceFailed' })
  })

  it('shows the lines of the market asked for', async () => {
    const { id, token } = await buyer()
    await putInCart(id, await createProduct({ stock: 2 }), 1)
    await putInCart(id, await createProduct({ stock: 2, countryId: 3 }), 1)
    expect((await cartOf(token)).lines).toHaveLength(1)
    const ghana = await contractData('cart', await call('/api/cart', { token, headers: { country_id: '3' } }))
    expect(ghana.lines).toHaveLength(1)
    expect(ghana.count).toBe(2)
  })
})
