import { describe, expect, it } from 'vitest'
import {
  checkExactness, hitRateFormula, homeShardOf, simulateCacheHitRate, simulateShardedRush, sliceUnits, StockShard, zipfWeights,
} from '../../scripts/scale-model.mjs'

describe('the sharded split of a flash item', () => {
  it('slices the units into fixed parts that add up to exactly the item\'s units', () => {
    for (const [units, shards] of [[1000, 1], [1000, 8], [7, 3], [3, 8], [50_000, 16]] as const) {
      const slices = sliceUnits(units, shards)
      expect(slices.reduce((sum, slice) => sum + slice.count, 0)).toBe(units)
      slices.forEach((slice, i) => expect(slice.first).toBe(i === 0 ? 0 : slices[i - 1]!.first + slices[i - 1]!.count))
    }
  })

  it('grants a unit once per key and replays it, spills to the next shard only after the home is empty', () => {
    const shards = [new StockShard(0, { first: 0, count: 1 }), new StockShard(1, { first: 1, count: 1 })]
    expect(shards[0]!.decide(1, 'a', 5, 2)).toEqual({ result: 'ok', unit: 0, shard: 0 })
    expect(shards[0]!.decide(1, 'a', 5, 2)).toEqual({ result: 'ok', unit: 0, shard: 0 })
    expect(shards[0]!.decide(2, 'b', 5, 2)).toEqual({ ask: 1 })
    expect(shards[0]!.decide(2, 'b', 5, 2)).toEqual({ result: 'inFlight' })
    const owner = shards[1]!.grant('b')
    expect(shards[1]!.grant('b')).toEqual(owner)
    expect(shards[0]!.answered(2, 'b', owner, 2)).toEqual({ result: 'ok', unit: 1, shard: 1 })
    expect(shards[0]!.answered(2, 'b', { result: 'empty', shard: 1 }, 2)).toEqual(owner)
    expect(shards[0]!.decide(3, 'c', 5, 2)).toEqual({ ask: 1 })
    expect(shards[0]!.answered(3, 'c', shards[1]!.grant('c'), 2)).toEqual({ result: 'soldOut' })
    expect(shards[0]!.decide(4, 'd', 5, 2)).toEqual({ result: 'soldOut' })
  })

  it('holds a buyer to the limit at the home shard, spilled units included', () => {
    const shards = [new StockShard(0, { first: 0, count: 1 }), new StockShard(1, { first: 1, count: 5 })]
    expect(shards[0]!.decide(9, 'x', 2, 2)).toMatchObject({ result: 'ok' })
    expect(shards[0]!.decide(9, 'y', 2, 2)).toEqual({ ask: 1 })
    expect(shards[0]!.answered(9, 'y', shards[1]!.grant('y'), 2)).toMatchObject({ result: 'ok' })
    expect(shards[0]!.decide(9, 'z', 2, 2)).toEqual({ result: 'limitReached' })
  })

  it('stays exact under random arrival, lost and late answers and retries, whatever the shard count', () => {
    for (const [shards, seed] of [[1, 1], [4, 2], [8, 3], [16, 4]] as const) {
      const run = simulateShardedRush({ units: 1000, shards, buyers: 4000, retries: 1500, loss: 0.05, seed })
      expect(run, `${shards} shards`).toMatchObject({ exact: true, granted: 1000, left: 0, unitGrantedTwice: 0, keysGrantedTwice: 0, stranded: 0 })
    }
    const fewer = simulateShardedRush({ units: 1000, shards: 8, buyers: 600, retries: 300, limit: 1, loss: 0.05, seed: 5 })
    expect(fewer).toMatchObject({ exact: true, granted: 600, left: 400, soldOutRefusals: 0 })
    const twoEach = simulateShardedRush({ units: 1000, shards: 8, buyers: 3000, retries: 1000, limit: 2, loss: 0.05, seed: 6 })
    expect(twoEach).toMatchObject({ exact: true, overLimit: 0, granted: 1000 })
  })

  it('sees a unit granted twice, a stranded grant and a refusal while units were left (the check is not blind)', () => {
    const shard = new StockShard(0, { first: 0, count: 3 })
    shard.decide(1, 'a', 1, 1)
    shard.granted.set('b', { result: 'ok', unit: 0, shard: 0 })
    expect(checkExactness({ units: 3, limit: 1, objects: [shard], finalAnswer: new Map([['a', { result: 'ok', unit: 0, shard: 0 }]]), buyers: 1 }))
      .toMatchObject({ exact: false, unitGrantedTwice: 1, stranded: 1 })
    const other = new StockShard(0, { first: 0, count: 3 })
    other.finish(2, 'c', { result: 'soldOut' })
    expect(checkExactness({ units: 3, limit: 1, objects: [other], finalAnswer: new Map([['c', { result: 'soldOut' }]]), buyers: 1 }))
      .toMatchObject({ exact: false, soldOutRefusals: 1, left: 3 })
  })

  it('spreads buyers over the shards', () => {
    const counts = new Array(8).fill(0)
    for (let buyer = 0; buyer < 8000; buyer++) counts[homeShardOf(buyer, 8)]++
    for (const count of counts) expect(count).toBeGreaterThan(850)
  })
})

describe('the guest page cache model', () => {
  it('agrees with the TTL formula, and rises with traffic', () => {
    const shares = zipfWeights(2000, 1)
    const low = simulateCacheHitRate(shares, 5, 30, { requests: 100_000 })
    const high = simulateCacheHitRate(shares, 200, 30, { requests: 100_000 })
    expect(Math.abs(low - hitRateFormula(shares, 5, 30))).toBeLessThan(0.02)
    expect(Math.abs(high - hitRateFormula(shares, 200, 30))).toBeLessThan(0.02)
    expect(high).toBeGreaterThan(low)
  })
})
