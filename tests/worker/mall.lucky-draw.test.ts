import { describe, expect, it } from 'vitest'
import { type AwardList, type DrawOutcome, marketDay, ODDS_SCALE, type Wallet } from '../../contract'
import { prizeRows, unawardable } from '../../mall/lucky-draw/queries'
import { createCoupon, DAY, receive } from './coupons.helpers'
import { call, createBuyers, mallEnv, NG } from './mall.helpers'
import { completeAnOrder } from './newcomer.helpers'
import { answerOf, createProduct } from './orders.helpers'
import { createPool, draw, drawCall, drawsOf, luckyDraw, poolStub, UG } from './lucky-draw.helpers'

const db = mallEnv.DB
const copiesBySource = async (userId: number) =>
  (await db.prepare("SELECT coupon_id, source FROM user_coupons WHERE user_id = ? AND source LIKE 'draw:%'").bind(userId).all<{ coupon_id: number; source: string }>()).results

describe('the seed\'s lucky draws', () => {
  it('every market has one running, its odds published out of 10 000 and adding up', async () => {
    for (const countryId of [1, 2, 3, 4, 5, 6, 7]) {
      const { data } = await luckyDraw(undefined, countryId)
      expect(data.pool).not.toBeNull()
      expect(data.prizes.map((prize) => prize.kind)).toEqual(['coupon', 'coupon', 'credit', 'credit', 'gift', 'none'])
      expect(data.prizes.reduce((sum, prize) => sum + prize.odds, 0)).toBe(ODDS_SCALE)
      expect(data.chances).toBeNull()
    }
    const nigeria = (await luckyDraw(undefined, NG)).data.prizes
    expect(nigeria.map((prize) => [prize.odds, prize.left])).toEqual([[1500, 1000], [1500, 1000], [1000, 500], [100, 20], [10, 3], [5890, null]])
    expect(nigeria[0]!.coupon).toMatchObject({ kind: 'amountOff', value: 500 })
    expect(nigeria[2]!.credit).toBe(200)
    expect(nigeria[4]!.gift).toMatchObject({ productId: 705 })
  })
})

describe('a draw', () => {
  it('spends today\'s free chance and gives a coupon prize with it; a retry is the same draw; a second draw is refused', async () => {
    const couponId = await createCoupon({ countryId: UG, listed: false, total: 100 })
    const { prizeIds } = await createPool(UG, [{ kind: 'coupon', couponId, weight: ODDS_SCALE }, { kind: 'none', weight: 0 }])
    const [buyer] = await createBuyers(1, UG)
    expect((await luckyDraw(buyer!.token, UG)).data.chances).toEqual({ daily: true, earned: 0, total: 1 })

    const first = await draw(buyer!.token, UG, `draw-${buyer!.id}`)
    expect(first).toMatchObject({ code: 1, data: { prize: { id: prizeIds[0], kind: 'coupon' }, chances: { daily: false, earned: 0, total: 0 } } })
    const again = await draw(buyer!.token, UG, `draw-${buyer!.id}`)
    expect(again.data.drawId).toBe(first.data.drawId)
    expect(await copiesBySource(buyer!.id)).toEqual([{ coupon_id: couponId, source: `draw:${first.data.drawId}` }])
    expect(await drawsOf(buyer!.id)).toEqual([{ id: first.data.drawId, prize_id: prizeIds[0], chance: 'daily' }])
    expect(await draw(buyer!.token, UG)).toMatchObject({ code: 500, key: 'noDrawChance' })
    expect((await luckyDraw(buyer!.token, UG)).data.prizes[0]!.left).toBe(999)
  })

  it('a completed order earns one more chance; a coupon already won is "thanks for playing" the second time', async () => {
    const couponId = await createCoupon({ countryId: UG, listed: false })
    const { prizeIds } = await createPool(UG, [{ kind: 'coupon', couponId, weight: ODDS_SCALE }, { kind: 'none', weight: 0 }])
    const [buyer] = await createBuyers(1, UG)
    expect(await draw(buyer!.token, UG)).toMatchObject({ code: 1 })
    await completeAnOrder(buyer!.id, UG)
    expect((await luckyDraw(buyer!.token, UG)).data.chances).toEqual({ daily: false, earned: 1, total: 1 })
    const second = await draw(buyer!.token, UG)
    expect(second).toMatchObject({ code: 1, data: { prize: { id: prizeIds[1], kind: 'none' } } })
    expect((await drawsOf(buyer!.id)).map((row) => row.chance)).toEqual(['daily', 'earned'])
    expect(await copiesBySource(buyer!.id)).toHaveLength(1)
    expect(await draw(buyer!.token, UG)).toMatchObject({ key: 'noDrawChance' })
  })

  it('a wallet credit prize lands in the ledger under the draw, and the balance is the ledger\'s sum', async () => {
    await createPool(UG, [{ kind: 'credit', creditMinor: 2_500, weight: ODDS_SCALE }, { kind: 'none', weight: 0 }])
    const [buyer] = await createBuyers(1, UG)
    const won = await draw(buyer!.token, UG)
    expect(won.data.prize).toMatchObject({ kind: 'credit', credit: 2500 })
    const entry = await db.prepare('SELECT amount_minor, kind, source_key FROM wallet_entries WHERE user_id = ?').bind(buyer!.id).first()
    expect(entry).toEqual({ amount_minor: 2500, kind: 'prize', source_key: `prize:${won.data.drawId}` })
    const wallet = await answerOf<Wallet>(call('/api/wallet', { token: buyer!.token, headers: { country_id: String(UG) } }))
    expect(wallet.data.balance).toBe(2500)
  })

  it('200 buyers draw at once for a gift with 5 units: exactly 5 gifts, 195 "thanks for playing"', async () => {
    const productId = await createProduct({ stock: 10, countryId: UG })
    const { poolId, prizeIds } = await createPool(UG, [{ kind: 'gift', productId, weight: ODDS_SCALE, inventory: 5 }, { kind: 'none', weight: 0 }])
    const buyers = await createBuyers(200, UG)
    const answers = await Promise.all(buyers.map((buyer) => draw(buyer.token, UG)))
    expect(answers.every((answer) => answer.code === 1)).toBe(true)
    expect(answers.filter((answer) => answer.data.prize.id === prizeIds[0])).toHaveLength(5)
    expect(answers.filter((answer) => answer.data.prize.id === prizeIds[1])).toHaveLength(195)
    expect(await db.prepare('SELECT awarded FROM draw_prizes WHERE id = ?').bind(prizeIds[0]).first<number>('awarded')).toBe(5)
    expect(await poolStub(poolId).snapshot()).toEqual([{ id: prizeIds[0], left: 0 }, { id: prizeIds[1], left: null }])
  })

  it('one buyer\'s 30 parallel draws, each with its own key: one chance, one draw', async () => {
    await createPool(UG, [{ kind: 'credit', creditMinor: 100, weight: 5_000 }, { kind: 'none', weight: 5_000 }])
    const [buyer] = await createBuyers(1, UG)
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => draw(buyer!.token, UG, `rush-${buyer!.id}-${i}`)))
    expect(answers.filter((answer) => answer.code === 1)).toHaveLength(1)
    expect(answers.filter((answer) => answer.key === 'noDrawChance')).toHaveLength(29)
    expect(await drawsOf(buyer!.id)).toHaveLength(1)
  })

  it('10 000 draws against a pool: no prize is given beyond its inventory', async () => {
    const { poolId, prizeIds } = await createPool(UG, [
      { kind: 'credit', creditMinor: 100, weight: 3_000, inventory: 50 },
      { kind: 'credit', creditMinor: 500, weight: 2_000, inventory: 400 },
      { kind: 'gift', productId: await createProduct({ stock: 1, countryId: UG }), weight: 1_000, inventory: 3 },
      { kind: 'none', weight: 4_000 },
    ])
    const listing = prizeIds.map((id, i) => ({ id, kind: ['credit', 'credit', 'gift', 'none'][i]!, weight: [3_000, 2_000, 1_000, 4_000][i]!, inventory: [50, 400, 3, null][i]!, awarded: 0 }))
    const stub = poolStub(poolId)
    const counts = new Map<number, number>()
    for (let chunk = 0; chunk < 20; chunk++) {
      const replies = await Promise.all(
        Array.from({ length: 500 }, (_, i) => stub.draw({ buyer: 1_000_000 + chunk * 500 + i, key: null, fingerprint: 'bulk', day: '2026-11-22', earned: 0, unavailable: [], listing })),
      )
      for (const reply of replies) if (reply.result === 'ok') counts.set(reply.prizeId, (counts.get(reply.prizeId) ?? 0) + 1)
    }
    expect([...counts.values()].reduce((sum, n) => sum + n, 0)).toBe(10_000)
    expect(counts.get(prizeIds[0]!)).toBe(50)
    expect(counts.get(prizeIds[1]!)).toBe(400)
    expect(counts.get(prizeIds[2]!)).toBe(3)
    expect(await stub.snapshot()).toEqual([{ id: prizeIds[0], left: 0 }, { id: prizeIds[1], left: 0 }, { id: prizeIds[2], left: 0 }, { id: prizeIds[3], left: null }])
  }, 180_000)
})

describe('refusals and the award list', () => {
  it('a guest may not draw; a closed draw is refused; another buyer\'s draw does not exist', async () => {
    await createPool(UG, [{ kind: 'credit', creditMinor: 100, weight: ODDS_SCALE }, { kind: 'none', weight: 0 }])
    const [mine, other] = await createBuyers(2, UG)
    const { data } = await draw(mine!.token, UG)
    expect((await call('/api/activity/luckyDraw/draw', { method: 'POST', headers: { country_id: String(UG) } })).status).toBe(401)
    const outcome = await answerOf(call(`/api/activity/luckyDraw/outcome?id=${data.drawId}`, { token: other!.token, headers: { country_id: String(UG) } }))
    expect(outcome).toMatchObject({ key: 'notFound' })
    const own = await answerOf(call(`/api/activity/luckyDraw/outcome?id=${data.drawId}`, { token: mine!.token, headers: { country_id: String(UG) } }))
    expect(own).toMatchObject({ code: 1, data: { drawId: data.drawId, prize: { kind: 'credit' } } })
    expect(await answerOf(call('/api/activity/luckyDraw/outcome?id=nope', { token: mine!.token }))).toMatchObject({ key: 'invalidInput' })

    await db.prepare('UPDATE draw_pools SET end_at = ? WHERE country_id = ?').bind(Date.now() - 1, UG).run()
    expect(await answerOf(drawCall(other!.token, UG))).toMatchObject({ key: 'drawClosed' })
    expect((await luckyDraw(other!.token, UG)).data).toEqual({ pool: null, prizes: [], chances: null })
  })

  it('lists my prizes, and recent winners with masked names (never "thanks for playing")', async () => {
    await createPool(UG, [{ kind: 'credit', creditMinor: 300, weight: ODDS_SCALE }, { kind: 'none', weight: 0 }])
    const [winner] = await createBuyers(1, UG)
    await db.prepare("UPDATE users SET nickname = 'Amina <b>' WHERE id = ?").bind(winner!.id).run()
    const { data } = await draw(winner!.token, UG)
    const ug = await answerOf<AwardList>(call('/api/activity/luckyDraw/awards', { token: winner!.token, headers: { country_id: String(UG) } }))
    expect(ug.data.mine).toEqual([expect.objectContaining({ drawId: data.drawId, name: null, prize: expect.objectContaining({ credit: 300 }) })])
    expect(ug.data.winners[0]).toMatchObject({ drawId: data.drawId, name: 'A***>' })
  })
})

describe('a coupon prize the mall cannot hand over', () => {
  /** A pool whose coupon prize is certain (all the odds), "thanks for playing" the fallback, and a buyer with `draws` chances. */
  async function certainCoupon(coupon: Parameters<typeof createCoupon>[0], draws: number) {
    const couponId = await createCoupon({ countryId: UG, listed: false, total: 100, ...coupon })
    const { poolId, prizeIds } = await createPool(UG, [{ kind: 'coupon', couponId, weight: ODDS_SCALE, inventory: 50 }, { kind: 'none', weight: 0 }])
    const [buyer] = await createBuyers(1, UG)
    for (let i = 1; i < draws; i++) await completeAnOrder(buyer!.id, UG)
    return { couponId, poolId, prizeIds, buyer: buyer! }
  }

  /** D1 and the pool's object tell the same story: a draw row per chance spent, the prize's units left alike. */
  async function agree(poolId: number, prizeIds: number[], buyer: { id: number; token: string }, draws: number, couponAwarded: number) {
    expect(await drawsOf(buyer.id)).toHaveLength(draws)
    expect((await luckyDraw(buyer.token, UG)).data.chances).toEqual({ daily: false, earned: 0, total: 0 })
    const probe = { buyer: buyer.id, key: `probe-${crypto.randomUUID()}`, fingerprint: 'probe', day: marketDay(Date.now(), 'UG'), earned: draws - 1 }
    expect(await poolStub(poolId).draw({ ...probe, unavailable: [], listing: [] })).toEqual({ result: 'noChance' })
    expect(await db.prepare('SELECT awarded FROM draw_prizes WHERE id = ?').bind(prizeIds[0]).first<number>('awarded')).toBe(couponAwarded)
    expect(await poolStub(poolId).snapshot()).toEqual([{ id: prizeIds[0], left: 50 - couponAwarded }, { id: prizeIds[1], left: null }])
  }

  it('a buyer who holds the coupon already draws six times: "thanks for playing" each time, each key replays its draw, no 5xx', async () => {
    const { couponId, poolId, prizeIds, buyer } = await certainCoupon({ listed: true }, 6)
    expect(await receive(buyer.token, couponId, undefined, UG)).toMatchObject({ code: 1 })
    const answers = []
    for (let i = 0; i < 6; i++) {
      const response = await drawCall(buyer.token, UG, `held-${buyer.id}-${i}`)
      expect(response.status).toBe(200)
      answers.push(await answerOf<DrawOutcome>(Promise.resolve(response)))
    }
    expect(answers.map((answer) => [answer.code, answer.data.prize.kind])).toEqual(Array.from({ length: 6 }, () => [1, 'none']))
    for (const [i, answer] of answers.entries()) expect((await draw(buyer.token, UG, `held-${buyer.id}-${i}`)).data.drawId).toBe(answer.data.drawId)
    expect((await drawsOf(buyer.id)).every((row) => row.prize_id === prizeIds[1])).toBe(true)
    expect(await draw(buyer.token, UG)).toMatchObject({ code: 500, key: 'noDrawChance' })
    await agree(poolId, prizeIds, buyer, 6, 0)
    expect(await db.prepare('SELECT issued FROM coupons WHERE id = ?').bind(couponId).first<number>('issued')).toBe(1)
  })

  it('a coupon whose copies are all given, or that cannot be received any more, is never drawn', async () => {
    const gone = await certainCoupon({ total: 3, issued: 3 }, 3)
    for (let i = 0; i < 3; i++) expect(await draw(gone.buyer.token, UG, `gone-${gone.buyer.id}-${i}`)).toMatchObject({ code: 1, data: { prize: { kind: 'none' } } })
    await agree(gone.poolId, gone.prizeIds, gone.buyer, 3, 0)

    // D1 would hand over a copy already expired: only the draw's own reading keeps it out.
    const over = await certainCoupon({ validDays: null, validFrom: Date.now() - 2 * DAY, validUntil: Date.now() - 1 }, 2)
    for (let i = 0; i < 2; i++) expect(await draw(over.buyer.token, UG)).toMatchObject({ code: 1, data: { prize: { kind: 'none' } } })
    await agree(over.poolId, over.prizeIds, over.buyer, 2, 0)
    expect(await copiesBySource(over.buyer.id)).toEqual([])
  })

  it('the copies given away between the decision and the batch: the object takes the prize back, the draw is "thanks for playing"', async () => {
    const { couponId, poolId, prizeIds, buyer } = await certainCoupon({}, 2)
    // Plays the rush that takes the last copy right after the object decided, in the draw's own batch (rolled back with it).
    await db.prepare(`CREATE TRIGGER copies_gone_${poolId} AFTER INSERT ON draws WHEN NEW.pool_id = ${poolId} BEGIN UPDATE coupons SET issued = total WHERE id = ${couponId}; END`).run()
    const key = `race-${buyer.id}`
    const first = await draw(buyer.token, UG, key)
    expect(first).toMatchObject({ status: 200, code: 1, data: { prize: { id: prizeIds[1], kind: 'none' } } })
    expect(await draw(buyer.token, UG, key)).toEqual(first)
    // The object remembers the draw as it was recorded, and has the coupon's unit back.
    const again = { buyer: buyer.id, key, fingerprint: `luckyDraw:${poolId}`, day: marketDay(Date.now(), 'UG'), earned: 1, unavailable: [], listing: [] }
    expect(await poolStub(poolId).draw(again)).toMatchObject({ result: 'ok', drawId: first.data.drawId, prizeId: prizeIds[1] })
    expect(await drawsOf(buyer.id)).toEqual([{ id: first.data.drawId, prize_id: prizeIds[1], chance: 'daily' }])
    expect(await copiesBySource(buyer.id)).toEqual([])

    // Without a key, and with the buyer given the coupon meanwhile (the centre's copy, in the draw's batch): the same.
    await db.prepare(`DROP TRIGGER copies_gone_${poolId}`).run()
    await db.prepare('UPDATE coupons SET issued = 0 WHERE id = ?').bind(couponId).run()
    await db.prepare(
      `CREATE TRIGGER received_meanwhile_${poolId} AFTER INSERT ON draws WHEN NEW.pool_id = ${poolId}
       BEGIN INSERT INTO user_coupons (user_id, coupon_id, source, received_at, starts_at, expires_at) VALUES (NEW.user_id, ${couponId}, 'centre:${couponId}:' || NEW.user_id, 0, 0, 1); END`,
    ).run()
    expect(await draw(buyer.token, UG)).toMatchObject({ status: 200, code: 1, data: { prize: { kind: 'none' } } })
    await db.prepare(`DROP TRIGGER received_meanwhile_${poolId}`).run()
    await agree(poolId, prizeIds, buyer, 2, 0)
  })

  it('D1 names the coupon prizes this buyer cannot be given, and the object leaves them out of its roll', async () => {
    const now = Date.now()
    const [fresh, held, gone, over] = await Promise.all([
      createCoupon({ countryId: UG, listed: false }),
      createCoupon({ countryId: UG, listed: true }),
      createCoupon({ countryId: UG, listed: false, total: 5, issued: 5 }),
      createCoupon({ countryId: UG, listed: false, validDays: null, validFrom: now - 2 * DAY, validUntil: now - 1 }),
    ])
    const { poolId, prizeIds } = await createPool(UG, [
      ...[fresh, held, gone, over].map((couponId) => ({ kind: 'coupon' as const, couponId, weight: 2_000 })),
      { kind: 'none', weight: 2_000 },
    ])
    const [buyer, other] = await createBuyers(2, UG)
    expect(await receive(buyer!.token, held, undefined, UG)).toMatchObject({ code: 1 })
    const prizes = await prizeRows(db, poolId)
    expect(await unawardable(db, buyer!.id, prizes, now)).toEqual([prizeIds[1], prizeIds[2], prizeIds[3]])
    expect(await unawardable(db, other!.id, prizes, now)).toEqual([prizeIds[2], prizeIds[3]])

    const certain = await createPool(UG, [{ kind: 'coupon', couponId: fresh, weight: ODDS_SCALE, inventory: 7 }, { kind: 'none', weight: 0 }])
    const listing = certain.prizeIds.map((id, i) => ({ id, kind: i === 0 ? 'coupon' : 'none', weight: i === 0 ? ODDS_SCALE : 0, inventory: i === 0 ? 7 : null, awarded: 0 }))
    const stub = poolStub(certain.poolId)
    const request = { buyer: buyer!.id, key: null, fingerprint: 'direct', day: marketDay(now, 'UG'), earned: 0, listing }
    expect(await stub.draw({ ...request, unavailable: [certain.prizeIds[0]!] })).toMatchObject({ result: 'ok', prizeId: certain.prizeIds[1] })
    expect(await stub.snapshot()).toEqual([{ id: certain.prizeIds[0], left: 7 }, { id: certain.prizeIds[1], left: null }])
    expect(await stub.draw({ ...request, buyer: other!.id, unavailable: [] })).toMatchObject({ result: 'ok', prizeId: certain.prizeIds[0] })
    expect(await stub.snapshot()).toEqual([{ id: certain.prizeIds[0], left: 6 }, { id: certain.prizeIds[1], left: null }])
  })

  it('a buyer with no copy yet still wins the coupon, once; the second win is "thanks for playing"', async () => {
    const { couponId, poolId, prizeIds, buyer } = await certainCoupon({}, 2)
    expect(await draw(buyer.token, UG)).toMatchObject({ code: 1, data: { prize: { id: prizeIds[0], kind: 'coupon' } } })
    expect(await draw(buyer.token, UG)).toMatchObject({ code: 1, data: { prize: { id: prizeIds[1], kind: 'none' } } })
    expect(await copiesBySource(buyer.id)).toEqual([{ coupon_id: couponId, source: expect.stringMatching(/^draw:/) }])
    await agree(poolId, prizeIds, buyer, 2, 1)
  })
})
