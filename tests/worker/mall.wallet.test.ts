import { describe, expect, it } from 'vitest'
import type { Package } from '../../contract'
import { cashBackMinor } from '../../contract'
import { runScheduledJobs } from '../../mall/core/scheduled'
import { creditStatements } from '../../mall/wallet/credit'
import { call, contractData, createBuyers, login, mallEnv, NG } from './mall.helpers'
import { createProduct, get, place, post, shoppers } from './orders.helpers'

const db = mallEnv.DB
const DAY = 86_400_000

/** The seed's cash back in Nigeria: 5 % of the goods, at most ₦5,000 an order. */
const NG_RATE_BP = 500
const NG_CAP_MINOR = 500_000

/** A confirmed order of `quantity` units at `priceMinor`, paid on delivery, and the admin's token. */
async function order({ priceMinor = 2_000_000, quantity = 2 } = {}) {
  const product = await createProduct({ stock: 10, priceMinor })
  const [shopper] = await shoppers(1, [[product, quantity]])
  const { data } = await place(shopper!)
  const admin = await login('admin')
  const detail = await contractData('adminOrder', await call(`/api/admin/order/details?id=${data.orderId}`, { token: admin }))
  return { shopper: shopper!, admin, orderId: data.orderId, lineId: detail.lines[0]!.id, quantity, goodsMinor: priceMinor * quantity }
}

type Order = Awaited<ReturnType<typeof order>>

const ship = async (o: Order, quantity = o.quantity) =>
  (await post<Package>('/api/admin/order/ship', o.admin, { orderId: o.orderId, lines: [{ orderLineId: o.lineId, quantity }] })).data.id
const sign = (o: Order, packageId: number, quantity = o.quantity) =>
  post('/api/admin/order/sign', o.admin, { packageId, lines: [{ orderLineId: o.lineId, quantity }] })
const complete = (o: Order, key?: string) => post('/api/admin/order/complete', o.admin, { orderId: o.orderId }, key)

async function delivered(o: Order) {
  await sign(o, await ship(o))
}

const entriesFor = async (orderId: number) =>
  (await db.prepare('SELECT user_id, country_id, amount_minor, kind, source_key, order_id FROM wallet_entries WHERE order_id = ?').bind(orderId).all()).results

const balanceOf = async (token: string, countryId = NG) =>
  (await contractData('wallet', await call('/api/wallet', { token, headers: { country_id: String(countryId) } }))).balance

describe('cash back lands in the wallet when an order completes, and only then', () => {
  it('completing credits a share of the goods once, however often completion and the job run', async () => {
    const o = await order({ priceMinor: 1_234_567, quantity: 2 })
    await delivered(o)
    // 5 % of the goods, down to the whole naira Nigeria's shops print (the checkout promised that much).
    const expected = Math.floor(cashBackMinor(o.goodsMinor, NG_RATE_BP, NG_CAP_MINOR) / 100) * 100
    expect(expected).toBe(123_400)

    const answers = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => complete(o, `complete-${i}`)),
      runScheduledJobs(mallEnv),
      runScheduledJobs(mallEnv),
    ])
    expect(answers.slice(0, 6).filter((a) => (a as { code: number }).code === 1)).toHaveLength(1)
    await runScheduledJobs(mallEnv)
    expect(await complete(o)).toMatchObject({ key: 'actionNotAllowed' })

    expect(await entriesFor(o.orderId)).toEqual([
      { user_id: o.shopper.id, country_id: NG, amount_minor: expected, kind: 'cashBack', source_key: `cashBack:${o.orderId}`, order_id: o.orderId },
    ])
    expect(await balanceOf(o.shopper.token)).toBe(expected / 100)
  })

  it('credits nothing for a cancelled, a partly shipped or a partly signed order, whatever the job does', async () => {
    const cancelled = await order()
    expect(await post('/api/order/cancel', cancelled.shopper.token, { orderId: cancelled.orderId })).toMatchObject({ code: 1 })

    const partlyShipped = await order({ quantity: 2 })
    await ship(partlyShipped, 1)

    const partlySigned = await order({ quantity: 2 })
    await sign(partlySigned, await ship(partlySigned), 1)

    const sellerCancelled = await order()
    await ship(sellerCancelled)
    expect(await post('/api/admin/order/cancel', sellerCancelled.admin, { orderId: sellerCancelled.orderId, reason: 'other' })).toMatchObject({ code: 1 })

    for (const o of [partlyShipped, partlySigned]) expect(await complete(o)).toMatchObject({ key: 'actionNotAllowed' })
    await runScheduledJobs(mallEnv)
    await runScheduledJobs(mallEnv)
    for (const o of [cancelled, partlyShipped, partlySigned, sellerCancelled]) {
      expect(await entriesFor(o.orderId)).toEqual([])
      expect(await balanceOf(o.shopper.token)).toBe(0)
    }
  })

  it('the job credits a completed order that has no cash back yet, once', async () => {
    const o = await order({ priceMinor: 500_000, quantity: 3 })
    await delivered(o)
    // Completed by a path that wrote no credit (or whose credit failed).
    await db.prepare("UPDATE orders SET status = 'completed' WHERE id = ?").bind(o.orderId).run()
    expect(await entriesFor(o.orderId)).toEqual([])
    await Promise.all([runScheduledJobs(mallEnv), runScheduledJobs(mallEnv)])
    await runScheduledJobs(mallEnv)
    expect(await entriesFor(o.orderId)).toEqual([expect.objectContaining({ amount_minor: 75_000, source_key: `cashBack:${o.orderId}` })])
  })

  it('caps a large order, and pays nothing for an order placed outside the campaign', async () => {
    const big = await order({ priceMinor: 50_000_000, quantity: 1 })
    await delivered(big)
    expect((await complete(big)).code).toBe(1)
    expect(await entriesFor(big.orderId)).toEqual([expect.objectContaining({ amount_minor: NG_CAP_MINOR })])

    const old = await order()
    await db.prepare('UPDATE orders SET created_at = ? WHERE id = ?').bind(Date.now() - 60 * DAY, old.orderId).run()
    await delivered(old)
    expect((await complete(old)).code).toBe(1)
    await runScheduledJobs(mallEnv)
    expect(await entriesFor(old.orderId)).toEqual([])
  })

  it('the offer of the market is what checkout estimates and the mall credits', async () => {
    const offer = await contractData('cashBackOffer', await call('/api/activity/cashBack', { headers: { country_id: String(NG) } }))
    expect(offer.offer).toMatchObject({ rate: 0.05, cap: 5000 })
    expect(offer.offer!.startAt).toBeLessThan(Date.now())
    expect(offer.offer!.endAt).toBeGreaterThan(Date.now())
  })
})

async function creditDirectly(userId: number, amountMinor: number, sourceKey: string, countryId = NG, kind: 'cashBack' | 'prize' | 'rebate' = 'prize') {
  await db.batch(creditStatements(db, { userId, countryId, amountMinor, kind, sourceKey, now: Date.now() }))
}

describe('the wallet is an append-only ledger', () => {
  it('the balance is the sum of the ledger, entries come newest first a page at a time', async () => {
    const [buyer] = await createBuyers(1)
    const amounts = Array.from({ length: 27 }, (_, i) => 1_000 + i * 137)
    for (const [i, amount] of amounts.entries()) await creditDirectly(buyer!.id, amount, `test-${buyer!.id}-${i}`, NG, i % 2 ? 'prize' : 'rebate')
    // Another market's money is not in this market's balance.
    await creditDirectly(buyer!.id, 99_999, `test-${buyer!.id}-gh`, 3)

    const sum = await db.prepare('SELECT SUM(amount_minor) AS s FROM wallet_entries WHERE user_id = ? AND country_id = ?').bind(buyer!.id, NG).first<number>('s')
    expect(sum).toBe(amounts.reduce((a, b) => a + b, 0))
    expect(await contractData('wallet', await call('/api/wallet', { token: buyer!.token, headers: { country_id: String(NG) } }))).toEqual({
      balance: sum! / 100,
      entryCount: 27,
    })
    expect(await balanceOf(buyer!.token, 3)).toBe(999.99)

    const first = await contractData('walletEntries', await call('/api/wallet/entries', { token: buyer!.token, headers: { country_id: String(NG) } }))
    expect(first.items).toHaveLength(20)
    expect(first.next).not.toBeNull()
    const second = await contractData('walletEntries', await call(`/api/wallet/entries?cursor=${first.next}`, { token: buyer!.token, headers: { country_id: String(NG) } }))
    expect(second.items).toHaveLength(7)
    expect(second.next).toBeNull()
    const seen = [...first.items, ...second.items]
    expect(seen.map((entry) => Math.round(entry.amount * 100))).toEqual([...amounts].reverse())
    expect(new Set(seen.map((entry) => entry.id)).size).toBe(27)
  })

  it('the same source is credited once; nothing changes or removes an entry', async () => {
    const [buyer] = await createBuyers(1)
    await Promise.all(Array.from({ length: 10 }, () => creditDirectly(buyer!.id, 5_000, `once-${buyer!.id}`)))
    expect(await balanceOf(buyer!.token)).toBe(50)
    await expect(db.prepare('UPDATE wallet_entries SET amount_minor = 1 WHERE user_id = ?').bind(buyer!.id).run()).rejects.toThrow(/append-only/)
    await expect(db.prepare('DELETE FROM wallet_entries WHERE user_id = ?').bind(buyer!.id).run()).rejects.toThrow(/append-only/)
    expect(creditStatements(db, { userId: buyer!.id, countryId: NG, amountMinor: 0, kind: 'prize', sourceKey: 'nothing', now: 0 })).toEqual([])
    expect(await balanceOf(buyer!.token)).toBe(50)
  })

  it('another user\'s entries cannot be read', async () => {
    const [owner, other] = await createBuyers(2)
    await creditDirectly(owner!.id, 12_345, `mine-${owner!.id}`)
    const entry = await db.prepare('SELECT id FROM wallet_entries WHERE source_key = ?').bind(`mine-${owner!.id}`).first<number>('id')
    expect(await contractData('walletEntry', await call(`/api/wallet/entry?id=${entry}`, { token: owner!.token }))).toMatchObject({ id: entry, amount: 123.45, kind: 'prize' })
    expect(await get(`/api/wallet/entry?id=${entry}`, other!.token)).toMatchObject({ status: 404, key: 'notFound', msg: 'Resource does not exist' })
    const list = await contractData('walletEntries', await call('/api/wallet/entries', { token: other!.token }))
    expect(list.items).toEqual([])
    expect(await balanceOf(other!.token)).toBe(0)
    // Paging past another user's entry shows nothing of theirs either.
    const paged = await contractData('walletEntries', await call(`/api/wallet/entries?cursor=${entry! + 1}`, { token: other!.token }))
    expect(paged.items).toEqual([])
    expect((await call('/api/wallet', { headers: {} })).status).toBe(401)
    expect(await get('/api/wallet/entries?cursor=abc', owner!.token)).toMatchObject({ status: 400, key: 'invalidInput' })
    expect(await get('/api/wallet/entry?id=x', owner!.token)).toMatchObject({ status: 400, key: 'invalidInput' })
    expect(await get('/api/wallet/entry?id=0', owner!.token)).toMatchObject({ status: 400, key: 'invalidInput' })
  })
})
