import { describe, expect, it } from 'vitest'
import { ODDS_SCALE } from '../../contract'
import { pickPrize, type PoolPrize, roll } from '../../mall/lucky-draw/pick'

/** A fixed random source: mulberry32, 32-bit outputs from a seed. */
function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return (t ^ (t >>> 14)) >>> 0
  }
}

/** The seed's odds (out of 10 000), with inventories too large to run out. */
const PRIZES: PoolPrize[] = [
  { id: 1, kind: 'coupon', weight: 1_500, left: 1_000_000 },
  { id: 2, kind: 'coupon', weight: 1_500, left: 1_000_000 },
  { id: 3, kind: 'credit', weight: 1_000, left: 1_000_000 },
  { id: 4, kind: 'credit', weight: 100, left: 1_000_000 },
  { id: 5, kind: 'gift', weight: 10, left: 1_000_000 },
  { id: 6, kind: 'none', weight: 5_890, left: null },
]
/** Stated tolerance: each prize's share of 10 000 draws is within 1.5 percentage points of its published odds. */
const TOLERANCE = 0.015

describe('the odds', () => {
  it.each([1, 2, 3])('with a fixed random source (seed %i), 10 000 draws land within 1.5 points of the published odds', (seed) => {
    const random = seeded(seed)
    const counts = new Map<number, number>()
    for (let i = 0; i < 10_000; i++) {
      const prize = pickPrize(PRIZES, roll(random))
      counts.set(prize.id, (counts.get(prize.id) ?? 0) + 1)
    }
    for (const prize of PRIZES) {
      expect(Math.abs((counts.get(prize.id) ?? 0) / 10_000 - prize.weight / ODDS_SCALE)).toBeLessThanOrEqual(TOLERANCE)
    }
  })

  it('a roll covers each value once over the whole range, and re-rolls the few values that would bias it', () => {
    expect(pickPrize(PRIZES, 0).id).toBe(1)
    expect(pickPrize(PRIZES, 1_499).id).toBe(1)
    expect(pickPrize(PRIZES, 1_500).id).toBe(2)
    expect(pickPrize(PRIZES, 4_099).id).toBe(4)
    expect(pickPrize(PRIZES, 4_100).id).toBe(5)
    expect(pickPrize(PRIZES, 4_110).id).toBe(6)
    expect(pickPrize(PRIZES, 9_999).id).toBe(6)
    const values = [2 ** 32 - 1, 2 ** 32 - 296, 12_345]
    expect(roll(() => values.shift()!)).toBe(2_345)
  })

  it('a prize with none left, or excluded for this buyer, is "thanks for playing"', () => {
    const spent = PRIZES.map((prize) => (prize.id === 1 ? { ...prize, left: 0 } : prize))
    expect(pickPrize(spent, 10).id).toBe(6)
    expect(pickPrize(PRIZES, 1_600, new Set([2])).id).toBe(6)
    expect(() => pickPrize(PRIZES.slice(0, 5), 9_000)).toThrow()
  })
})
