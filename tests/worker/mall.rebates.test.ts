import { describe, expect, it } from 'vitest'
import { SETTLE_DAYS } from '../../contract'
import { call, mallEnv } from './mall.helpers'
import {
  complete, createCampaign, createRetailers, DAY, deliver, ledgerOf, order, phones, rebateOf, rebatesOf, runEngine, scanned, ship, sign,
} from './rebates.helpers'

const db = mallEnv.DB

/** Every row of the rebates and their credits, for comparing whole states. */
const snapshot = async () => ({
  rebates: (await db.prepare('SELECT source_key, user_id, status, reason, amount_minor, gifts, pieces, credited_at FROM rebates ORDER BY source_key').all()).results,
  campaigns: (await db.prepare('SELECT id, settled_at FROM rebate_campaigns ORDER BY id').all()).results,
})

describe('the seed', () => {
  it('holds the rebates the job computes for its demo data: computed again from scratch, they are the same', async () => {
    const demo = 'SELECT source_key, status, reason, amount_minor, gifts, pieces, month FROM rebates WHERE user_id IN (8, 10) ORDER BY source_key'
    const seeded = (await db.prepare(demo).all()).results
    expect(seeded.length).toBeGreaterThan(30)
    expect((await runEngine()).written).toBe(0)
    await db.batch([db.prepare('DELETE FROM rebates WHERE user_id IN (8, 10)'), db.prepare('UPDATE rebate_campaigns SET settled_at = NULL')])
    const run = await runEngine()
    expect(run.campaigns).toBeGreaterThan(10)
    expect(run.written).toBeGreaterThanOrEqual(seeded.length)
    expect((await db.prepare(demo).all()).results).toEqual(seeded)
    // The Accra retailer's tiered order of 7 phones: the seed's example, 24 for 6 pieces and 4 more for the 7th.
    expect(await rebateOf('rebate:order:3001:903101')).toMatchObject({ status: 'credited', pieces: 7, amount_minor: 2800 })
  })
})

describe('order rebates', () => {
  it('pay the seed\'s tier example once the order completes: 6 pieces 24, 7 pieces 28, then 4 per extra piece', async () => {
    const [phone] = await phones(1)
    const campaign = await createCampaign({ rule: 'tiered', products: [phone!], tiers: [[1, 6, 400], [7, null, 400]] })
    const [shop] = await createRetailers(1)
    const six = await order(shop!, [[phone!, 6]])
    const seven = await order(shop!, [[phone!, 7]])
    const ten = await order(shop!, [[phone!, 10]])
    await Promise.all([deliver(six), deliver(seven), deliver(ten)])
    await runEngine()
    const amounts = await Promise.all([six, seven, ten].map(async (placed) => (await rebateOf(`rebate:order:${campaign}:${placed.orderId}`))!))
    expect(amounts.map((row) => [row.status, row.pieces, row.amount_minor])).toEqual([
      ['credited', 6, 2400],
      ['credited', 7, 2800],
      ['credited', 10, 4000],
    ])
    expect((await ledgerOf(shop!.id)).reduce((sum, entry) => sum + entry.amount_minor, 0)).toBe(9200)
    // Wallet › Reward: the rebates are 3 of its entries, and the balance is the sum of all of them (cash back too), in cedis.
    const wallet = await (await call('/api/wallet', { token: shop!.token })).json<{ data: { balance: number; entryCount: number } }>()
    const all = await db.prepare('SELECT SUM(amount_minor) AS total, COUNT(*) AS entries FROM wallet_entries WHERE user_id = ?').bind(shop!.id).first<{ total: number; entries: number }>()
    expect(wallet.data).toEqual({ balance: all!.total / 100, entryCount: all!.entries })
    expect((await ledgerOf(shop!.id)).length).toBe(3)
  })

  it('count only the campaign\'s products of an order', async () => {
    const [phone, other] = await phones(2)
    const campaign = await createCampaign({ rule: 'cash', products: [phone!], amountMinor: 500 })
    const [shop] = await createRetailers(1)
    const placed = await order(shop!, [[phone!, 3], [other!, 4]])
    await deliver(placed)
    await runEngine()
    expect(await rebateOf(`rebate:order:${campaign}:${placed.orderId}`)).toMatchObject({ status: 'credited', pieces: 3, amount_minor: 1500 })
  })

  it('gift rule: every 5 pieces give 1 gift; 4 pieces give none and say why', async () => {
    const [phone, gift] = await phones(2)
    const campaign = await createCampaign({ rule: 'gift', products: [phone!], gift: { every: 5, count: 1, productId: gift! } })
    const [shop] = await createRetailers(1)
    const eleven = await order(shop!, [[phone!, 11]])
    const four = await order(shop!, [[phone!, 4]])
    await Promise.all([deliver(eleven), deliver(four)])
    await runEngine()
    expect(await rebateOf(`rebate:order:${campaign}:${eleven.orderId}`)).toMatchObject({ status: 'credited', gifts: 2, amount_minor: 0 })
    expect(await rebateOf(`rebate:order:${campaign}:${four.orderId}`)).toMatchObject({ status: 'refused', reason: 'belowMinimum', gifts: 0 })
    expect(await ledgerOf(shop!.id)).toEqual([])
  })

  it('pay nothing for an order partly shipped or partly signed: pending, then refused with the reason once the campaign settles', async () => {
    const [phone] = await phones(1)
    const endAt = Date.now() + DAY
    const campaign = await createCampaign({ rule: 'tiered', products: [phone!], tiers: [[1, 6, 400], [7, null, 400]], endAt })
    const [shop] = await createRetailers(1)
    const partlyShipped = await order(shop!, [[phone!, 7]])
    await ship(partlyShipped.orderId, [[partlyShipped.lines[0]!.id, 5]])
    const partlySigned = await order(shop!, [[phone!, 7]])
    const box = await ship(partlySigned.orderId, [[partlySigned.lines[0]!.id, 7]])
    await sign(box, [[partlySigned.lines[0]!.id, 6]])
    const cancelled = await order(shop!, [[phone!, 2]])
    await mallEnv.DB.prepare("UPDATE orders SET status = 'cancelled', cancelled_by = 'buyer' WHERE id = ?").bind(cancelled.orderId).run()

    await runEngine()
    const keyOf = (placed: { orderId: number }) => `rebate:order:${campaign}:${placed.orderId}`
    expect(await rebateOf(keyOf(partlyShipped))).toMatchObject({ status: 'pending', reason: 'partlyShipped', amount_minor: 2800 })
    expect(await rebateOf(keyOf(partlySigned))).toMatchObject({ status: 'pending', reason: 'partlySigned' })
    expect(await rebateOf(keyOf(cancelled))).toMatchObject({ status: 'refused', reason: 'orderCancelled' })
    expect(await ledgerOf(shop!.id)).toEqual([])

    // After the campaign settles, still nothing: refused, with the reason.
    await runEngine(endAt + SETTLE_DAYS * DAY + 1)
    expect(await rebateOf(keyOf(partlyShipped))).toMatchObject({ status: 'refused', reason: 'partlyShipped' })
    expect(await rebateOf(keyOf(partlySigned))).toMatchObject({ status: 'refused', reason: 'partlySigned' })
    expect(await ledgerOf(shop!.id)).toEqual([])
    expect((await db.prepare('SELECT settled_at FROM rebate_campaigns WHERE id = ?').bind(campaign).first<{ settled_at: number }>())!.settled_at).not.toBeNull()
  })

  it('an order that completes later is credited on the next run', async () => {
    const [phone] = await phones(1)
    const campaign = await createCampaign({ rule: 'cash', products: [phone!], amountMinor: 700 })
    const [shop] = await createRetailers(1)
    const placed = await order(shop!, [[phone!, 2]])
    const box = await ship(placed.orderId, [[placed.lines[0]!.id, 2]])
    await runEngine()
    expect(await rebateOf(`rebate:order:${campaign}:${placed.orderId}`)).toMatchObject({ status: 'pending', reason: 'notSigned' })
    await sign(box, [[placed.lines[0]!.id, 2]])
    await complete(placed.orderId)
    await runEngine()
    expect(await rebateOf(`rebate:order:${campaign}:${placed.orderId}`)).toMatchObject({ status: 'credited', amount_minor: 1400 })
  })

  it('are not paid to buyers, nor for orders outside the campaign\'s market or period', async () => {
    const [phone] = await phones(1)
    const campaign = await createCampaign({ rule: 'cash', products: [phone!], amountMinor: 700, startAt: Date.now() + DAY, endAt: Date.now() + 5 * DAY })
    const [shop] = await createRetailers(1)
    const early = await order(shop!, [[phone!, 2]])
    await deliver(early)
    await runEngine(Date.now() + 2 * DAY)
    expect(await rebateOf(`rebate:order:${campaign}:${early.orderId}`)).toBeNull()
    await db.prepare("UPDATE users SET role = 'buyer' WHERE id = ?").bind(shop!.id).run()
    const now = await createCampaign({ rule: 'cash', products: [phone!], amountMinor: 700 })
    const buyerOrder = await order(shop!, [[phone!, 1]])
    await deliver(buyerOrder)
    await runEngine()
    expect(await rebateOf(`rebate:order:${now}:${buyerOrder.orderId}`)).toBeNull()
  })

  it("fall in the month of the market's calendar: half past eleven on 31 October in UTC is November in Lagos, October in Accra", async () => {
    const placedAt = Date.parse('2026-10-31T23:30:00Z')
    const months = []
    for (const countryId of [7, 3]) {
      const [phone] = await phones(1, countryId)
      const campaign = await createCampaign({ rule: 'cash', countryId, products: [phone!], amountMinor: 500, startAt: placedAt - DAY })
      const [shop] = await createRetailers(1, countryId)
      const placed = await order(shop!, [[phone!, 1]])
      await deliver(placed)
      await db.prepare('UPDATE orders SET created_at = ? WHERE id = ?').bind(placedAt, placed.orderId).run()
      await runEngine()
      months.push(await db.prepare('SELECT month FROM rebates WHERE source_key = ?').bind(`rebate:order:${campaign}:${placed.orderId}`).first('month'))
    }
    expect(months).toEqual(['2026-11', '2026-10'])
  })
})

describe('delivery-scan rebates', () => {
  it('count signed units only, once each, per approved scan', async () => {
    const [phone] = await phones(1)
    const campaign = await createCampaign({ rule: 'scan', products: [phone!], amountMinor: 20_000 })
    const [shop] = await createRetailers(1)
    const placed = await order(shop!, [[phone!, 3]])
    const box = await ship(placed.orderId, [[placed.lines[0]!.id, 3]])
    await sign(box, [[placed.lines[0]!.id, 2]])
    const now = Date.now()
    const first = await scanned(shop!, placed, 0, { at: now - 3000 })
    const second = await scanned(shop!, placed, 0, { at: now - 2000 })
    const third = await scanned(shop!, placed, 0, { at: now - 1000 })
    await runEngine()
    expect(await rebateOf(`rebate:scan:${campaign}:${first}`)).toMatchObject({ status: 'credited', amount_minor: 20_000 })
    expect(await rebateOf(`rebate:scan:${campaign}:${second}`)).toMatchObject({ status: 'credited' })
    expect(await rebateOf(`rebate:scan:${campaign}:${third}`)).toMatchObject({ status: 'pending', reason: 'unitNotSigned' })
    expect((await ledgerOf(shop!.id)).length).toBe(2)

    // The third unit signed for: its scan now counts, and the first two are not paid again.
    await sign(box, [[placed.lines[0]!.id, 1]])
    await runEngine()
    expect(await rebateOf(`rebate:scan:${campaign}:${third}`)).toMatchObject({ status: 'credited' })
    expect((await ledgerOf(shop!.id)).map((entry) => entry.amount_minor)).toEqual([20_000, 20_000, 20_000])
  })
})

describe('activation rebates', () => {
  it('are computed after the campaign ends; nothing for an activation later than N days after the end', async () => {
    const [phone] = await phones(1)
    const endAt = Date.now() + DAY
    const campaign = await createCampaign({ rule: 'activation', products: [phone!], amountMinor: 5000, activationDays: 5, endAt })
    const [shop] = await createRetailers(1)
    const placed = await order(shop!, [[phone!, 4]])
    await deliver(placed)
    const inTime = await scanned(shop!, placed, 0, { activatedAt: endAt + 5 * DAY })
    const tooLate = await scanned(shop!, placed, 0, { activatedAt: endAt + 5 * DAY + 1 })
    const during = await scanned(shop!, placed, 0, { activatedAt: Date.now() })
    const never = await scanned(shop!, placed, 0)
    const key = (imei: string) => `rebate:activation:${campaign}:${imei}`

    await runEngine()
    for (const imei of [inTime, tooLate, during, never]) expect(await rebateOf(key(imei))).toMatchObject({ status: 'pending', reason: 'campaignRunning' })

    await runEngine(endAt + 2 * DAY)
    expect(await rebateOf(key(during))).toMatchObject({ status: 'credited', amount_minor: 5000 })
    expect(await rebateOf(key(never))).toMatchObject({ status: 'pending', reason: 'notActivatedYet' })

    await runEngine(endAt + 6 * DAY)
    expect(await rebateOf(key(inTime))).toMatchObject({ status: 'credited' })
    expect(await rebateOf(key(tooLate))).toMatchObject({ status: 'refused', reason: 'activatedTooLate' })
    expect(await rebateOf(key(never))).toMatchObject({ status: 'refused', reason: 'notActivated' })
    expect((await ledgerOf(shop!.id)).length).toBe(2)
  })
})

describe('the job, run again and at the same time', () => {
  /** Retailers with completed, partly shipped and cancelled orders, scanned and activated units, under four campaigns. */
  async function busyMarket() {
    const [phone, gift] = await phones(2)
    const endAt = Date.now() + DAY
    await createCampaign({ rule: 'tiered', products: [phone!], tiers: [[1, 6, 400], [7, null, 400]] })
    await createCampaign({ rule: 'gift', products: [phone!], gift: { every: 2, count: 1, productId: gift! } })
    await createCampaign({ rule: 'scan', products: [phone!], amountMinor: 20_000 })
    await createCampaign({ rule: 'activation', products: [phone!], amountMinor: 5000, activationDays: 30, endAt })
    const shops = await createRetailers(4)
    for (const [index, shop] of shops.entries()) {
      for (let n = 0; n < 3; n++) {
        const placed = await order(shop, [[phone!, 2 + n + index]])
        if (n === 2) {
          await ship(placed.orderId, [[placed.lines[0]!.id, 1]])
          continue
        }
        await deliver(placed)
        for (let unit = 0; unit < placed.lines[0]!.quantity; unit++) await scanned(shop, placed, 0, { activatedAt: unit % 2 === 0 ? Date.now() : null })
      }
    }
    return { shops, endAt }
  }

  /** What the retailers got, without ids, keys or times: the same market built twice must give the same. */
  const shapeOf = async (shops: { id: number }[]) =>
    Promise.all(
      shops.map(async (shop) => ({
        rebates: (await rebatesOf(shop.id)).map((row) => `${row.source_key.split(':')[1]} ${row.status} ${row.reason} ${row.amount_minor} ${row.gifts} ${row.pieces}`).sort(),
        credits: (await ledgerOf(shop.id)).map((entry) => entry.amount_minor).sort(),
      })),
    )

  it('twice in a row, and three times at once, leave the same rebates and the same credits as once', async () => {
    const sequential = await busyMarket()
    const later = sequential.endAt + 2 * DAY
    const first = await runEngine(later)
    const once = await snapshot()
    const onceShape = await shapeOf(sequential.shops)
    expect(onceShape.flatMap((shop) => shop.credits).length).toBeGreaterThan(40)

    const second = await runEngine(later)
    expect(second.written).toBe(0)
    expect(await snapshot()).toEqual(once)

    // The same market built again, and three runs racing over it: the same rebates and credits as one run.
    const racing = await busyMarket()
    const runs = await Promise.all([runEngine(later), runEngine(later), runEngine(later)])
    expect(await shapeOf(racing.shops)).toEqual(onceShape)
    for (const shop of racing.shops) {
      const credits = await ledgerOf(shop.id)
      expect(new Set(credits.map((entry) => entry.source_key)).size).toBe(credits.length)
    }
    expect((await runEngine(later)).written).toBe(0)
    console.log(
      `engine: one run wrote ${first.written} rows; a second run ${second.written}; three racing runs ${runs.map((run) => run.written).join(' + ')};` +
        ` ${onceShape.flatMap((shop) => shop.credits).length} credits either way`,
    )
  })
})
