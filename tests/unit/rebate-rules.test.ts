import { describe, expect, it } from 'vitest'
import {
  DAY_MS, decideActivationRebate, decideOrderRebate, decideScanRebates, earnedBy, type OrderRule, SETTLE_DAYS, settlesAt, tieredAmount,
  workedExamples,
} from '../../contract'

/** The seed's tier example (mall/seed/0013_rebates.sql, campaign 3001): up to 6 pieces give 24 in total, then 4 per extra piece. */
const SEED_TIER_STEPS = [{ min: 1, max: 6, amount: 4 }, { min: 7, max: null, amount: 4 }]
const SEED_TIERS: OrderRule = { rule: 'tiered', tiers: SEED_TIER_STEPS }
const STEPS: OrderRule = { rule: 'tiered', tiers: [{ min: 1, max: 5, amount: 500 }, { min: 6, max: 10, amount: 800 }, { min: 11, max: null, amount: 1000 }] }
const GIFT: OrderRule = { rule: 'gift', every: 5, count: 1 }
const completed = (pieces: number, ordered = pieces) => ({ status: 'completed', ordered, shipped: ordered, signed: ordered, pieces })

describe('tiered cash rules', () => {
  it('give the seed example: 6 pieces 24 in total, then 4 per extra piece', () => {
    expect(tieredAmount(SEED_TIER_STEPS, 6)).toBe(24)
    expect([1, 5, 6, 7, 8, 10].map((pieces) => earnedBy(SEED_TIERS, pieces).amount)).toEqual([4, 20, 24, 28, 32, 40])
  })

  it('pay each piece at the amount of the tier its rank falls in', () => {
    expect([0, 1, 5, 6, 10, 11, 12].map((pieces) => earnedBy(STEPS, pieces).amount)).toEqual([0, 500, 2500, 3300, 6500, 7500, 8500])
  })

  it('pay nothing for no, negative or broken piece counts', () => {
    for (const pieces of [0, -3, 2.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(earnedBy(SEED_TIERS, pieces)).toEqual({ amount: 0, gifts: 0 })
  })

  it('are what the rules page shows as worked examples', () => {
    expect(workedExamples(SEED_TIERS)).toEqual([
      { pieces: 1, amount: 4, gifts: 0 },
      { pieces: 6, amount: 24, gifts: 0 },
      { pieces: 7, amount: 28, gifts: 0 },
      { pieces: 10, amount: 40, gifts: 0 },
    ])
  })
})

describe('cash and gift rules', () => {
  it('cash without tiers pays the same amount for every piece', () => {
    expect(earnedBy({ rule: 'cash', amount: 500 }, 7)).toEqual({ amount: 3500, gifts: 0 })
  })

  it('gift: every X pieces give Y gifts, fewer give none', () => {
    expect([4, 5, 9, 10, 11].map((pieces) => earnedBy(GIFT, pieces).gifts)).toEqual([0, 1, 1, 2, 2])
    expect(earnedBy({ rule: 'gift', every: 3, count: 2 }, 7)).toEqual({ amount: 0, gifts: 4 })
    expect(workedExamples(GIFT).map((example) => [example.pieces, example.gifts])).toEqual([[4, 0], [5, 1], [11, 2]])
  })
})

describe('an order rebate', () => {
  it('is credited when the order is completed with every unit shipped and signed for', () => {
    expect(decideOrderRebate(SEED_TIERS, completed(7), false)).toEqual({ status: 'credited', reason: null, amount: 28, gifts: 0 })
    expect(decideOrderRebate(GIFT, completed(10, 12), false)).toEqual({ status: 'credited', reason: null, amount: 0, gifts: 2 })
  })

  it('pays nothing for an order partly shipped or partly signed: pending while the campaign settles, refused after', () => {
    const partlyShipped = { status: 'partlyShipped', ordered: 7, shipped: 3, signed: 0, pieces: 7 }
    const partlySigned = { status: 'partlySigned', ordered: 7, shipped: 7, signed: 5, pieces: 7 }
    expect(decideOrderRebate(SEED_TIERS, partlyShipped, false)).toMatchObject({ status: 'pending', reason: 'partlyShipped' })
    expect(decideOrderRebate(SEED_TIERS, partlyShipped, true)).toMatchObject({ status: 'refused', reason: 'partlyShipped' })
    expect(decideOrderRebate(SEED_TIERS, partlySigned, false)).toMatchObject({ status: 'pending', reason: 'partlySigned' })
    expect(decideOrderRebate(SEED_TIERS, partlySigned, true)).toMatchObject({ status: 'refused', reason: 'partlySigned' })
  })

  it('is never credited unless every unit is shipped and signed, whatever the status says', () => {
    expect(decideOrderRebate(SEED_TIERS, { status: 'completed', ordered: 7, shipped: 7, signed: 6, pieces: 7 }, true).status).toBe('refused')
    expect(decideOrderRebate(SEED_TIERS, { status: 'completed', ordered: 7, shipped: 6, signed: 6, pieces: 7 }, false).status).toBe('pending')
    expect(decideOrderRebate(SEED_TIERS, { status: 'signed', ordered: 7, shipped: 7, signed: 7, pieces: 7 }, false)).toMatchObject({ status: 'pending', reason: 'notCompleted' })
  })

  it('is refused for a cancelled order, and for too few pieces', () => {
    expect(decideOrderRebate(SEED_TIERS, { status: 'cancelled', ordered: 2, shipped: 0, signed: 0, pieces: 2 }, false)).toMatchObject({ status: 'refused', reason: 'orderCancelled' })
    expect(decideOrderRebate(GIFT, completed(4), false)).toMatchObject({ status: 'refused', reason: 'belowMinimum' })
  })
})

describe('the delivery-scan rebate', () => {
  const unit = (imei: string, orderLineId: number, scannedAt: number) => ({ imei, orderLineId, scannedAt })

  it('counts signed units only: of each line, as many scanned units as it has units signed for', () => {
    const units = [unit('A3', 1, 30), unit('A1', 1, 10), unit('A2', 1, 20), unit('B1', 2, 10), unit('B2', 2, 20), unit('C1', 3, 5)]
    const decisions = decideScanRebates(units, new Map([[1, 2], [2, 0], [3, 1]]), 200, false)
    const status = (imei: string) => decisions.get(imei)!.status
    expect(['A1', 'A2', 'A3', 'B1', 'B2', 'C1'].map(status)).toEqual(['credited', 'credited', 'pending', 'pending', 'pending', 'credited'])
    expect(decisions.get('A1')).toEqual({ status: 'credited', reason: null, amount: 200, gifts: 0 })
    expect(decisions.get('A3')).toMatchObject({ reason: 'unitNotSigned' })
    expect(decideScanRebates(units, new Map([[1, 2]]), 200, true).get('B1')).toMatchObject({ status: 'refused', reason: 'unitNotSigned' })
  })
})

describe('the activation rebate', () => {
  const end = Date.UTC(2026, 9, 31)
  const campaign = { endAt: end, days: 30 }

  it('is calculated only after the campaign ends', () => {
    expect(decideActivationRebate(end - DAY_MS, campaign, 50, end - 1)).toMatchObject({ status: 'pending', reason: 'campaignRunning' })
    expect(decideActivationRebate(end - DAY_MS, campaign, 50, end)).toMatchObject({ status: 'credited', amount: 50 })
  })

  it('pays nothing for an activation later than N days after the end', () => {
    const after = end + 40 * DAY_MS
    expect(decideActivationRebate(end + 30 * DAY_MS, campaign, 50, after).status).toBe('credited')
    expect(decideActivationRebate(end + 30 * DAY_MS + 1, campaign, 50, after)).toMatchObject({ status: 'refused', reason: 'activatedTooLate' })
    expect(decideActivationRebate(null, campaign, 50, end + 29 * DAY_MS)).toMatchObject({ status: 'pending', reason: 'notActivatedYet' })
    expect(decideActivationRebate(null, campaign, 50, after)).toMatchObject({ status: 'refused', reason: 'notActivated' })
  })

  it('settles when its window closes; order and scan campaigns settle SETTLE_DAYS after their end', () => {
    expect(settlesAt({ rule: 'activation', endAt: end, activationDays: 30 })).toBe(end + 30 * DAY_MS)
    expect(settlesAt({ rule: 'tiered', endAt: end, activationDays: null })).toBe(end + SETTLE_DAYS * DAY_MS)
  })
})
