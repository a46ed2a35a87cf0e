import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { runScheduledJobs } from '../../mall/core/scheduled'
import mallWorker from '../../mall'
import { call, contractData, createBuyers, login, mallEnv, NG } from './mall.helpers'
import { answerOf, createAddress, createRegion, get, post, stockOf } from './orders.helpers'
import {
  buy, createPresaleItem, listingOf, moveTo, presaleLineInD1, quotaOf, reservationsOf, reserve, windowsFor,
} from './presale.helpers'

const db = mallEnv.DB

async function runCronTrigger() {
  const ctx = createExecutionContext()
  await mallWorker.scheduled(createScheduledController({ cron: '*/15 * * * *', scheduledTime: Date.now() }), env, ctx)
  await waitOnExecutionContext(ctx)
}

/** Buyers with a delivery address each. */
async function buyersWithAddress(count: number) {
  const region = await createRegion()
  const buyers = await createBuyers(count)
  return Promise.all(buyers.map(async (buyer) => ({ ...buyer, addressId: await createAddress(buyer.id, region) })))
}

type Buyer = Awaited<ReturnType<typeof buyersWithAddress>>[number]

const placeLines = (buyer: Buyer, lineIds: number[], key?: string) =>
  answerOf<{ orderId: number; status: string; total: number }>(
    call('/api/order/place', {
      method: 'POST',
      token: buyer.token,
      json: { addressId: buyer.addressId, payment: 'onDelivery', lineIds },
      headers: key ? { 'idempotency-key': key } : {},
    }),
  )

const preSaleNum = async (token: string) => (await get<{ preSaleNum: number }>('/api/activity/presale/count', token)).data.preSaleNum

describe('reserving: the item\'s quota object grants exactly the quota', () => {
  it('300 buyers race for 40 reservations: exactly 40 are granted, 260 hear the reservation products ran out', async () => {
    const { itemId } = await createPresaleItem({ quota: 40 })
    const crowd = await createBuyers(300)
    const started = performance.now()
    const answers = await Promise.all(crowd.map((buyer, i) => reserve(buyer.token, itemId, `race-${i}`)))
    const elapsed = Math.round(performance.now() - started)
    const granted = answers.filter((a) => a.code === 1)
    const refused = answers.filter((a) => a.key === 'reservationSoldOut')
    console.info(`pre-sale race: 300 buyers, quota 40 → ${granted.length} reserved, ${refused.length} refused, in ${elapsed} ms`)
    expect(granted).toHaveLength(40)
    expect(refused).toHaveLength(260)
    expect(refused[0]).toMatchObject({ status: 200, code: 500, msg: 'All reservations are taken' })
    // Each grant numbers one of the 40 units, once.
    expect(granted.map((a) => a.data.reserved).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1))
    expect(await quotaOf(itemId).snapshot()).toMatchObject({ quota: 40, reserved: 40 })
    expect(await listingOf(itemId)).toEqual({ quota: 40, reserved: 40 })
    const rows = await reservationsOf(itemId)
    expect(rows).toHaveLength(40)
    expect(rows.every((row) => row.status === 'reserved')).toBe(true)
  })

  it('one buyer\'s 30 parallel taps with 30 keys reserve one unit; the same key again answers the first answer', async () => {
    const { itemId } = await createPresaleItem({ quota: 10 })
    const [buyer] = await createBuyers(1)
    const taps = await Promise.all(Array.from({ length: 30 }, (_, i) => reserve(buyer!.token, itemId, `tap-${i}`)))
    expect(taps.filter((a) => a.code === 1)).toHaveLength(1)
    expect(taps.filter((a) => a.key === 'alreadyReserved')).toHaveLength(29)
    const winner = taps.findIndex((a) => a.code === 1)
    const again = await reserve(buyer!.token, itemId, `tap-${winner}`)
    expect(again).toEqual(taps[winner])
    expect(await quotaOf(itemId).snapshot()).toMatchObject({ reserved: 1 })
    expect(await reservationsOf(itemId)).toEqual([{ user_id: buyer!.id, status: 'reserved', order_id: null }])
    // The same key for another item is a conflict, not a second effect.
    const { itemId: other } = await createPresaleItem({ quota: 10 })
    expect(await reserve(buyer!.token, other, `tap-${winner}`)).toMatchObject({ key: 'idempotencyConflict' })
  })

  it('takes reservations only in their window, in the caller\'s market, from a logged-in buyer', async () => {
    const [buyer] = await createBuyers(1)
    for (const phase of ['coming', 'waiting', 'selling', 'ended'] as const) {
      const { itemId } = await createPresaleItem({ quota: 5, phase })
      expect(await reserve(buyer!.token, itemId), phase).toMatchObject({ code: 500, key: 'reservationClosed', msg: 'Reservations for this item are not open now' })
      expect(await quotaOf(itemId).snapshot(), phase).toBeNull()
    }
    const { itemId } = await createPresaleItem({ quota: 5 })
    expect(await reserve(buyer!.token, itemId, undefined, 3)).toMatchObject({ status: 404, key: 'notFound' })
    expect(await reserve(buyer!.token, 987_654_321)).toMatchObject({ status: 404, key: 'notFound' })
    const guest = await call('/api/activity/presale/reserve', { method: 'POST', json: { itemId } })
    expect(guest.status).toBe(401)
    expect((await call('/api/activity/presale/reserve', { method: 'POST', token: buyer!.token, json: { itemId: 'x' } })).status).toBe(400)
    expect(await quotaOf(itemId).snapshot()).toBeNull()
  })

  it('starts from the listing\'s figures: a seeded item with its quota all reserved refuses at once', async () => {
    const { itemId } = await createPresaleItem({ quota: 50, reserved: 50 })
    const [buyer] = await createBuyers(1)
    expect(await reserve(buyer!.token, itemId)).toMatchObject({ key: 'reservationSoldOut' })
    // D1's copy raised by hand grants nothing more: the object owns the quota.
    await db.prepare('UPDATE presale_items SET quota = 60 WHERE id = ?').bind(itemId).run()
    expect(await reserve(buyer!.token, itemId)).toMatchObject({ key: 'reservationSoldOut' })
  })
})

describe('buying in the sale window: holders only, once', () => {
  async function heldItem(quota = 3) {
    const { itemId, productId } = await createPresaleItem({ quota, priceMinor: 8_888_800 })
    const [holder, stranger] = await buyersWithAddress(2)
    expect((await reserve(holder!.token, itemId)).code).toBe(1)
    return { itemId, productId, holder: holder!, stranger: stranger! }
  }

  it('the holder buys the reserved unit once at the pre-sale price; a non-holder is refused; a second buy is refused', async () => {
    const { itemId, productId, holder, stranger } = await heldItem()
    expect(await buy(holder.token, itemId)).toMatchObject({ key: 'presaleNotOnSale', msg: 'This pre-sale item is not on sale now' })
    await moveTo(itemId, 'selling')
    expect(await preSaleNum(holder.token)).toBe(1)

    const first = await buy(holder.token, itemId)
    expect(first.code).toBe(1)
    // Asking again gives the same line, not a second unit.
    expect((await buy(holder.token, itemId)).data.lineId).toBe(first.data.lineId)
    const cart = await get<{ lines: { id: number; presaleItemId: number | null; unitPrice: number; quantity: number; problem: string | null }[] }>('/api/cart', holder.token)
    expect(cart.data.lines).toEqual([expect.objectContaining({ id: first.data.lineId, presaleItemId: itemId, unitPrice: 88_888, quantity: 1, problem: null })])
    // The line keeps the one unit its reservation granted.
    expect(await post('/api/cart/line', holder.token, { lineId: first.data.lineId, delta: 1 })).toMatchObject({ key: 'addFailed' })

    const stockBefore = await stockOf(productId)
    const placed = await placeLines(holder, [first.data.lineId])
    expect(placed).toMatchObject({ code: 1 })
    expect(await stockOf(productId)).toBe(stockBefore)
    const detail = await get<{ lines: { unitPrice: number; quantity: number }[]; subtotal: number }>(`/api/order/details?id=${placed.data.orderId}`, holder.token)
    expect(detail.data.lines).toEqual([expect.objectContaining({ unitPrice: 88_888, quantity: 1 })])
    expect(await reservationsOf(itemId)).toEqual([{ user_id: holder.id, status: 'bought', order_id: placed.data.orderId }])
    expect(await preSaleNum(holder.token)).toBe(0)

    expect(await buy(holder.token, itemId)).toMatchObject({ key: 'reservationUsed', msg: 'Your reservation of this item has already been used' })
    // A line slipped into the cart by hand is refused at checkout too, with nothing written.
    const sneaked = await presaleLineInD1(holder.id, itemId, productId)
    expect(await placeLines(holder, [sneaked])).toMatchObject({ key: 'reservationUsed' })

    expect(await buy(stranger.token, itemId)).toMatchObject({ key: 'notReserved', msg: 'Only buyers who reserved this item can buy it' })
    const strangerLine = await presaleLineInD1(stranger.id, itemId, productId)
    expect(await placeLines(stranger, [strangerLine])).toMatchObject({ key: 'notReserved' })
    const orders = await db.prepare('SELECT COUNT(*) AS n FROM order_lines WHERE presale_item_id = ?').bind(itemId).first<number>('n')
    expect(orders).toBe(1)
  })

  it('two checkouts of the reserved unit at once: one order', async () => {
    const { itemId, holder } = await heldItem()
    await moveTo(itemId, 'selling')
    const { data } = await buy(holder.token, itemId)
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => placeLines(holder, [data.lineId], `twice-${i}`)))
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1)
    expect(answers.filter((a) => a.code !== 1).every((a) => a.key === 'notFound' || a.key === 'reservationUsed')).toBe(true)
    const orders = await db.prepare('SELECT COUNT(*) AS n FROM order_lines WHERE presale_item_id = ?').bind(itemId).first<number>('n')
    expect(orders).toBe(1)
  })

  it('a pre-sale line and an ordinary line of the same product live side by side; cancelling returns no product stock', async () => {
    const { itemId, productId, holder } = await heldItem()
    await moveTo(itemId, 'selling')
    const { data } = await buy(holder.token, itemId)
    expect(await post('/api/cart/product', holder.token, { productId, quantity: 2 })).toMatchObject({ code: 1 })
    const cart = await get<{ lines: { id: number; presaleItemId: number | null; quantity: number }[] }>('/api/cart', holder.token)
    expect(cart.data.lines).toHaveLength(2)
    expect(cart.data.lines.find((line) => line.id === data.lineId)).toMatchObject({ presaleItemId: itemId, quantity: 1 })
    expect(cart.data.lines.find((line) => line.id !== data.lineId)).toMatchObject({ presaleItemId: null, quantity: 2 })
    const stockBefore = await stockOf(productId)
    const placed = await placeLines(holder, cart.data.lines.map((line) => line.id))
    expect(placed.code).toBe(1)
    expect(await stockOf(productId)).toBe(stockBefore - 2)
    expect(await post('/api/order/cancel', holder.token, { orderId: placed.data.orderId })).toMatchObject({ code: 1 })
    expect(await stockOf(productId)).toBe(stockBefore)
    expect(await reservationsOf(itemId)).toEqual([{ user_id: holder.id, status: 'reserved', order_id: null }])
  })

  it('a cancelled order gives the reservation back once, however the cancellations race: the holder buys again, the quota untouched', async () => {
    const { itemId, holder } = await heldItem(2)
    await moveTo(itemId, 'selling')
    const quotaBefore = await quotaOf(itemId).snapshot()
    expect(quotaBefore).toMatchObject({ quota: 2, reserved: 1 })
    const placed = await placeLines(holder, [(await buy(holder.token, itemId)).data.lineId])
    expect(await preSaleNum(holder.token)).toBe(0)
    const cancels = await Promise.all(Array.from({ length: 6 }, () => post('/api/order/cancel', holder.token, { orderId: placed.data.orderId })))
    expect(cancels.filter((answer) => answer.code === 1).length).toBeGreaterThanOrEqual(1)
    expect(await reservationsOf(itemId)).toEqual([{ user_id: holder.id, status: 'reserved', order_id: null }])
    expect(await preSaleNum(holder.token)).toBe(1)
    expect(await quotaOf(itemId).snapshot()).toEqual(quotaBefore)

    const again = await placeLines(holder, [(await buy(holder.token, itemId)).data.lineId])
    expect(again).toMatchObject({ code: 1 })
    expect(await reservationsOf(itemId)).toEqual([{ user_id: holder.id, status: 'bought', order_id: again.data.orderId }])
    expect(await buy(holder.token, itemId)).toMatchObject({ key: 'reservationUsed' })
    // Cancelled once the sale window has ended, the reservation lapses instead: there is nothing left to buy it in.
    await moveTo(itemId, 'ended')
    expect(await post('/api/order/cancel', holder.token, { orderId: again.data.orderId })).toMatchObject({ code: 1 })
    expect(await reservationsOf(itemId)).toEqual([{ user_id: holder.id, status: 'lapsed', order_id: null }])
    expect(await quotaOf(itemId).snapshot()).toEqual(quotaBefore)
  })

  it('a line whose sale window closed cannot be ordered', async () => {
    const { itemId, holder } = await heldItem()
    await moveTo(itemId, 'selling')
    const { data } = await buy(holder.token, itemId)
    await moveTo(itemId, 'ended')
    const cart = await get<{ lines: { problem: string | null }[] }>('/api/cart', holder.token)
    expect(cart.data.lines[0]!.problem).toBe('presaleOver')
    expect(await placeLines(holder, [data.lineId])).toMatchObject({ key: 'presaleNotOnSale' })
  })
})

describe('the lapse job', () => {
  it('lapses reservations unused when the sale ended, once; their units are not re-sold', async () => {
    const { itemId } = await createPresaleItem({ quota: 3 })
    const buyers = await buyersWithAddress(3)
    for (const buyer of buyers) expect((await reserve(buyer.token, itemId)).code).toBe(1)
    await moveTo(itemId, 'selling')
    const { data } = await buy(buyers[0]!.token, itemId)
    expect((await placeLines(buyers[0]!, [data.lineId])).code).toBe(1)
    await moveTo(itemId, 'ended')
    expect(await preSaleNum(buyers[1]!.token)).toBe(0)

    await runCronTrigger()
    const afterFirst = await reservationsOf(itemId)
    expect(afterFirst.map((row) => row.status)).toEqual(['bought', 'lapsed', 'lapsed'])
    const tables = async () => ({
      reservations: (await db.prepare('SELECT * FROM presale_reservations ORDER BY item_id, user_id').all()).results,
      wallet: (await db.prepare('SELECT * FROM wallet_entries ORDER BY id').all()).results,
      items: (await db.prepare('SELECT * FROM presale_items ORDER BY id').all()).results,
    })
    const first = await tables()
    await runCronTrigger()
    await runScheduledJobs(mallEnv)
    expect(await tables()).toEqual(first)

    // Reopening the item's windows does not give the lapsed units back.
    await moveTo(itemId, 'reserving')
    const [late] = await createBuyers(1)
    expect(await reserve(late!.token, itemId)).toMatchObject({ key: 'reservationSoldOut' })
    expect(await quotaOf(itemId).snapshot()).toMatchObject({ quota: 3, reserved: 3 })
    await moveTo(itemId, 'selling')
    expect(await buy(buyers[1]!.token, itemId)).toMatchObject({ key: 'notReserved' })
  })

  it('racing a last-minute checkout: the order and the lapse never both win', async () => {
    for (let round = 0; round < 5; round++) {
      const { itemId } = await createPresaleItem({ quota: 1 })
      const [holder] = await buyersWithAddress(1)
      await reserve(holder!.token, itemId)
      await moveTo(itemId, 'selling')
      const { data } = await buy(holder!.token, itemId)
      // The sale ends now: whichever lands first wins.
      const now = Date.now() + 50
      await db.prepare('UPDATE presale_items SET sale_end_at = ? WHERE id = ?').bind(now, itemId).run()
      const [placed] = await Promise.all([
        placeLines(holder!, [data.lineId]),
        new Promise((r) => setTimeout(r, 50)).then(() => runScheduledJobs(mallEnv, now)),
      ])
      const [row] = await reservationsOf(itemId)
      if (placed.code === 1) expect(row).toMatchObject({ status: 'bought', order_id: placed.data.orderId })
      else expect(row!.status).toBe('lapsed')
    }
  })
})

describe('what the buyer sees', () => {
  it('lists the market\'s items with the caller\'s reservation and the live count; a guest sees the items', async () => {
    const { itemId } = await createPresaleItem({ quota: 2 })
    const [buyer] = await createBuyers(1)
    const before = await contractData('presaleItems', await call('/api/activity/presale/items', { token: buyer!.token, headers: { country_id: String(NG) } }))
    expect(before.items.find((item) => item.id === itemId)).toMatchObject({ phase: 'reserving', mine: null, reserved: 0, quota: 2 })
    const { data } = await reserve(buyer!.token, itemId)
    expect(data).toEqual({ itemId, reserved: 1, preSaleNum: before.preSaleNum + 1 })
    const after = await contractData('presaleItems', await call('/api/activity/presale/items', { token: buyer!.token, headers: { country_id: String(NG) } }))
    expect(after.items.find((item) => item.id === itemId)).toMatchObject({ mine: 'reserved', reserved: 1 })
    expect(after.preSaleNum).toBe(before.preSaleNum + 1)
    const guest = await contractData('presaleItems', await call('/api/activity/presale/items', { headers: { country_id: String(NG) } }))
    expect(guest.preSaleNum).toBe(0)
    expect(guest.items.every((item) => item.mine === null)).toBe(true)
    // Items of other markets are not listed.
    const ghana = await contractData('presaleItems', await call('/api/activity/presale/items', { headers: { country_id: '3' } }))
    expect(ghana.items.some((item) => item.id === itemId)).toBe(false)
  })

  it('the seed has, in every market, an item taking reservations, one sold out and one on sale that its demo buyer holds', async () => {
    const amina = await login('amina')
    const list = await contractData('presaleItems', await call('/api/activity/presale/items', { token: amina, headers: { country_id: String(NG) } }))
    const seeded = list.items.filter((item) => [71, 72, 73, 74].includes(item.id))
    expect(seeded.find((item) => item.id === 71)).toMatchObject({ phase: 'reserving' })
    expect(seeded.find((item) => item.id === 73)).toMatchObject({ phase: 'reserving', reserved: 50, quota: 50 })
    expect(seeded.find((item) => item.id === 74)).toMatchObject({ phase: 'selling', mine: 'reserved' })
    for (const country of [1, 2, 3, 4, 5, 6]) {
      const market = await contractData('presaleItems', await call('/api/activity/presale/items', { headers: { country_id: String(country) } }))
      expect(market.items.map((item) => item.phase).sort(), String(country)).toEqual(['reserving', 'reserving', 'reserving', 'selling'])
    }
  })
})

describe('POST /api/admin/presale/schedule', () => {
  it('moves the windows for an admin; others are refused; the windows must follow each other', async () => {
    const { itemId } = await createPresaleItem({ quota: 2, phase: 'reserving' })
    const admin = await login('admin')
    const [buyer] = await createBuyers(1)
    const selling = { itemId, ...windowsFor('selling') }
    expect(await post('/api/admin/presale/schedule', buyer!.token, selling)).toMatchObject({ status: 403, key: 'forbidden' })
    expect(await listingOf(itemId)).toMatchObject({ reserved: 0 })
    const moved = await contractData('adminPresaleSchedule', await call('/api/admin/presale/schedule', { method: 'POST', token: admin, json: selling }))
    expect(moved).toMatchObject({ id: itemId, phase: 'selling', saleStartAt: selling.saleStartAt })
    const backwards = { ...selling, saleStartAt: selling.reserveStartAt }
    expect(await post('/api/admin/presale/schedule', admin, backwards)).toMatchObject({ status: 400, key: 'invalidInput' })
    expect(await post('/api/admin/presale/schedule', admin, { ...selling, itemId: 987_654_321 })).toMatchObject({ status: 404, key: 'notFound' })
  })
})
