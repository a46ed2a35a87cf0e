import { describe, expect, it } from 'vitest'
import { call, cartCount, contractData, createBuyers, createFlashItem, login, mallEnv, stockOf } from './mall.helpers'

const change = (token: string, body: unknown, key: string) =>
  call('/api/admin/flashSale/stock', { method: 'POST', token, json: body, headers: { 'idempotency-key': key } })

const listing = (flashItemId: number) =>
  mallEnv.DB.prepare('SELECT total, sold FROM flash_items WHERE id = ?').bind(flashItemId).first<{ total: number; sold: number }>()

async function buyOne(token: string, flashItemId: number) {
  const response = await call('/api/cart/add', { method: 'POST', token, json: { flashItemId } })
  return (await response.json()) as { code: number; key?: string }
}

describe('flash stock has one owner: the item\'s stock object', () => {
  it('a restock after a sell-out sells exactly the new units to 300 concurrent buyers', async () => {
    const admin = await login('admin')
    const itemId = await createFlashItem({ total: 5, limitPerBuyer: 1 })
    const first = await createBuyers(5)
    for (const buyer of first) expect((await buyOne(buyer.token, itemId)).code).toBe(1)
    const [late] = await createBuyers(1)
    expect((await buyOne(late!.token, itemId)).key).toBe('soldOut')

    const restocked = await contractData('changeFlashStock', await change(admin, { flashItemId: itemId, adjust: 20 }, 'restock-1'))
    expect(restocked).toEqual({ flashItemId: itemId, total: 25, sold: 5 })
    // The same change sent again (a retried tap) is applied once.
    expect(await contractData('changeFlashStock', await change(admin, { flashItemId: itemId, adjust: 20 }, 'restock-1'))).toEqual(restocked)
    expect(await listing(itemId)).toEqual({ total: 25, sold: 5 })

    const crowd = await createBuyers(300)
    const answers = await Promise.all(crowd.map((buyer) => buyOne(buyer.token, itemId)))
    const sold = answers.filter((a) => a.code === 1).length
    expect(sold).toBe(20)
    expect(answers.filter((a) => a.key === 'soldOut')).toHaveLength(280)
    expect(await stockOf(itemId).snapshot()).toMatchObject({ total: 25, sold: 25 })
    expect(await listing(itemId)).toEqual({ total: 25, sold: 25 })
    const carts = await Promise.all(crowd.map((buyer) => cartCount(buyer.token)))
    expect(carts.reduce((a, b) => a + b, 0)).toBe(20)
  })

  it('refuses a total below what is sold, and changes nothing', async () => {
    const admin = await login('admin')
    const itemId = await createFlashItem({ total: 10, limitPerBuyer: 1 })
    for (const buyer of await createBuyers(4)) await buyOne(buyer.token, itemId)
    const refused = await (await change(admin, { flashItemId: itemId, total: 3 }, 'lower-1')).json()
    expect(refused).toMatchObject({ code: 500, key: 'stockBelowSold', msg: 'The stock cannot be set below what is already sold' })
    const tooFar = await (await change(admin, { flashItemId: itemId, adjust: -7 }, 'lower-2')).json()
    expect(tooFar).toMatchObject({ key: 'stockBelowSold' })
    expect(await stockOf(itemId).snapshot()).toMatchObject({ total: 10, sold: 4 })
    expect(await listing(itemId)).toEqual({ total: 10, sold: 4 })
    // Down to exactly what is sold is allowed: the item is then sold out.
    expect(await contractData('changeFlashStock', await change(admin, { flashItemId: itemId, total: 4 }, 'lower-3'))).toEqual({ flashItemId: itemId, total: 4, sold: 4 })
    const [buyer] = await createBuyers(1)
    expect((await buyOne(buyer!.token, itemId)).key).toBe('soldOut')
  })

  it('ignores D1\'s copy once the object owns the stock: raising it there sells nothing more', async () => {
    const itemId = await createFlashItem({ total: 2, limitPerBuyer: 1 })
    for (const buyer of await createBuyers(2)) await buyOne(buyer.token, itemId)
    await mallEnv.DB.prepare('UPDATE flash_items SET total = 50 WHERE id = ?').bind(itemId).run()
    const [buyer] = await createBuyers(1)
    expect((await buyOne(buyer!.token, itemId)).key).toBe('soldOut')
    const admin = await login('admin')
    const read = await contractData('flashStock', await call(`/api/admin/flashSale/stock?flashItemId=${itemId}`, { token: admin }))
    expect(read).toEqual({ flashItemId: itemId, total: 2, sold: 2 })
  })

  it('is for admins only, and a missing item does not exist', async () => {
    const itemId = await createFlashItem({ total: 2 })
    const [buyer] = await createBuyers(1)
    const asBuyer = await change(buyer!.token, { flashItemId: itemId, total: 9 }, 'buyer-try')
    expect(asBuyer.status).toBe(403)
    expect(await asBuyer.json()).toMatchObject({ key: 'forbidden', msg: 'No permission for current operation' })
    const asGuest = await call('/api/admin/flashSale/stock', { method: 'POST', json: { flashItemId: itemId, total: 9 } })
    expect(asGuest.status).toBe(401)
    const admin = await login('admin')
    const missing = await change(admin, { flashItemId: 987654321, total: 9 }, 'missing-1')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ key: 'notFound', msg: 'Resource does not exist' })
    expect(await stockOf(itemId).snapshot()).toBeNull()
  })

  it.each([
    ['both a total and an adjustment', { total: 5, adjust: 1 }],
    ['a negative total', { total: -1 }],
    ['a zero adjustment', { adjust: 0 }],
    ['a fractional total', { total: 2.5 }],
    ['nothing to change', {}],
  ])('answers 400 to %s', async (_, change_) => {
    const admin = await login('admin')
    const itemId = await createFlashItem({ total: 2 })
    const response = await change(admin, { flashItemId: itemId, ...change_ }, `bad-${Math.random()}`)
    expect(response.status).toBe(400)
  })
})
