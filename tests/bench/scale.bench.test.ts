/**
 * `npm run bench:scale`: the figures docs/scale.md takes from this machine, in local workerd (one thread runs the
 * mall, every Durable Object and D1):
 *   1. one flash item's stock object: grants per second, one at a time and with 64 in flight;
 *   2. what one flash add and one order placing cost D1: queries, batches, rows read and written (the billed units),
 *      counted on the database the mall is given;
 *   3. order placing through the mall, one at a time and 16 in flight: orders per second;
 *   4. the D1 write of orders alone, as a queue consumer would do it: batches of 1, 10 and 50 orders' statements,
 *      orders per second.
 * Timings are reported, not asserted; a shared 2-core machine makes them vary by tens of percent between runs.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { mall, type MallBindings } from '../../mall'
import { randomId } from '../../mall/core/guarded-write'
import { placeOrderEffect } from '../../mall/orders/place'
import { createBuyers, createFlashItem, mallEnv, stockOf } from '../worker/mall.helpers'
import { createProduct, createRegion, shoppers } from '../worker/orders.helpers'

type Tally = { queries: number; batches: number; rowsRead: number; rowsWritten: number }
const emptyTally = (): Tally => ({ queries: 0, batches: 0, rowsRead: 0, rowsWritten: 0 })

/** The database, counting every query it runs and the rows D1 reports for it (what D1 bills). */
function countingDb(db: D1Database, tally: Tally): D1Database {
  const add = (meta: { rows_read?: number; rows_written?: number }) => {
    tally.rowsRead += meta.rows_read ?? 0
    tally.rowsWritten += meta.rows_written ?? 0
  }
  const inner = new WeakMap<object, D1PreparedStatement>()
  const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
    const wrapped = {
      bind: (...values: unknown[]) => wrap(statement.bind(...values)),
      all: async () => {
        tally.queries++
        const result = await statement.all()
        add(result.meta)
        return result
      },
      run: async () => {
        tally.queries++
        const result = await statement.run()
        add(result.meta)
        return result
      },
      first: async (column?: string) => {
        tally.queries++
        const result = await statement.all<Record<string, unknown>>()
        add(result.meta)
        const row = result.results[0] ?? null
        return column === undefined || row === null ? row : row[column]
      },
      raw: async (options?: { columnNames?: boolean }) => {
        tally.queries++
        return statement.raw(options as { columnNames: true })
      },
    }
    inner.set(wrapped, statement)
    return wrapped as unknown as D1PreparedStatement
  }
  const counting = {
    prepare: (query: string) => wrap(db.prepare(query)),
    batch: async <T>(statements: D1PreparedStatement[]) => {
      tally.batches++
      tally.queries += statements.length
      const results = await db.batch<T>(statements.map((statement) => inner.get(statement) ?? statement))
      for (const result of results) add(result.meta)
      return results
    },
    exec: (query: string) => db.exec(query),
    dump: () => db.dump(),
    // Local D1 has no replicas: a session is the database itself, counted the same way.
    withSession: () => Object.assign(Object.create(counting), { getBookmark: () => null }),
  }
  return counting as unknown as D1Database
}

async function callMall(env: MallBindings, path: string, init: RequestInit & { token: string; json: unknown; key: string }) {
  const ctx = createExecutionContext()
  const response = await mall.fetch(
    new Request(`https://mall.test${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${init.token}`, 'content-type': 'application/json', 'idempotency-key': init.key },
      body: JSON.stringify(init.json),
    }),
    env,
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return (await response.json()) as { code: number; key?: string }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

/** Runs `count` jobs with `inFlight` at a time; per second, and p50/p95 of each job's milliseconds. */
async function timed(count: number, inFlight: number, job: (i: number) => Promise<void>) {
  const latencies: number[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      for (let i = next++; i < count; i = next++) {
        const at = performance.now()
        await job(i)
        latencies.push(performance.now() - at)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return { perSecond: count / seconds, p50: percentile(latencies, 50), p95: percentile(latencies, 95) }
}

const line = (label: string, figures: { perSecond: number; p50: number; p95: number }, unit: string) =>
  console.log(`${label.padEnd(52)} ${figures.perSecond.toFixed(0).padStart(6)} ${unit}/s   p50 ${figures.p50.toFixed(2).padStart(7)} ms   p95 ${figures.p95.toFixed(2).padStart(7)} ms`)

describe('scale figures of this machine', () => {
  it('one flash item object: grants per second', async () => {
    const itemId = await createFlashItem({ total: 1_000_000, limitPerBuyer: 1 })
    const stock = stockOf(itemId)
    const take = (buyer: number) =>
      stock.take({ buyer, key: `k${buyer}`, fingerprint: 'f', quantity: 1, limitPerBuyer: 1, listing: { total: 1_000_000, sold: 0 } })
    await take(0)
    const one = await timed(2_000, 1, async (i) => void (await take(1 + i)))
    line('FlashStock.take, one at a time', one, 'grants')
    const many = await timed(4_000, 64, async (i) => void (await take(10_000 + i)))
    line('FlashStock.take, 64 in flight', many, 'grants')
    const replays = await timed(2_000, 64, async (i) => void (await take(1 + (i % 2_000))))
    line('FlashStock.take replaying a key, 64 in flight', replays, 'answers')
  })

  it('what a flash add and an order placing cost D1, and orders per second through the mall', async () => {
    // A flash add: the object grants, D1 records the cart line, the listing copy and the answer's record.
    const itemId = await createFlashItem({ total: 100_000, limitPerBuyer: 1 })
    const adders = await createBuyers(200)
    const addTally = emptyTally()
    const addEnv = { ...mallEnv, DB: countingDb(mallEnv.DB, addTally) }
    for (const [i, buyer] of adders.entries()) {
      const answer = await callMall(addEnv, '/api/cart/add', { token: buyer.token, json: { flashItemId: itemId, quantity: 1 }, key: `add-${i}` })
      expect(answer.code).toBe(1)
    }
    const per = (tally: Tally, n: number) =>
      `${(tally.queries / n).toFixed(1)} queries (${(tally.batches / n).toFixed(1)} batches), ${(tally.rowsRead / n).toFixed(1)} rows read, ${(tally.rowsWritten / n).toFixed(1)} rows written`
    console.log(`D1 per flash add (mall, auth included):               ${per(addTally, adders.length)}`)

    // An order placing: one ordinary line, payment on delivery.
    const productId = await createProduct({ stock: 1_000_000 })
    const region = await createRegion()
    const buyers = await shoppers(900, [[productId, 1]], region)
    const placeTally = emptyTally()
    const placeEnv = { ...mallEnv, DB: countingDb(mallEnv.DB, placeTally) }
    const place = async (i: number, env: MallBindings = mallEnv) => {
      const buyer = buyers[i]!
      const answer = await callMall(env, '/api/order/place', {
        token: buyer.token, json: { addressId: buyer.addressId, lineIds: buyer.lineIds, payment: 'onDelivery' }, key: `place-${i}`,
      })
      if (answer.code !== 1) throw new Error(`placing ${i}: ${JSON.stringify(answer)}`)
    }
    for (let i = 0; i < 100; i++) await place(i, placeEnv)
    console.log(`D1 per order placing (mall, auth included):           ${per(placeTally, 100)}`)

    line('order placing through the mall, one at a time', await timed(300, 1, (i) => place(100 + i)), 'orders')
    line('order placing through the mall, 16 in flight', await timed(500, 16, (i) => place(400 + i)), 'orders')
  })

  it('the D1 write of orders alone, batched as a queue consumer would batch them', async () => {
    const productId = await createProduct({ stock: 1_000_000 })
    const region = await createRegion()
    const buyers = await shoppers(1_800, [[productId, 1]], region)
    const db = mallEnv.DB
    const now = Date.now()
    const statementsOf = async (i: number) => {
      const buyer = buyers[i]!
      const effect = await placeOrderEffect(db, buyer.id, { addressId: buyer.addressId, lineIds: buyer.lineIds, payment: 'onDelivery' }, randomId(), now)
      return effect.statements!
    }
    let offset = 0
    for (const size of [1, 10, 50]) {
      const batches = Math.floor(600 / size)
      const prepared = await Promise.all(
        Array.from({ length: batches }, async (_, b) => (await Promise.all(Array.from({ length: size }, (_, k) => statementsOf(offset + b * size + k)))).flat()),
      )
      offset += batches * size
      const tally = emptyTally()
      const counted = countingDb(db, tally)
      const figures = await timed(batches, 1, async (b) => void (await counted.batch(prepared[b]!)))
      line(`D1 batch writing ${size} order${size > 1 ? 's' : ''} (${prepared[0]!.length} statements)`, figures, 'batches')
      console.log(`${''.padEnd(52)} ${(figures.perSecond * size).toFixed(0).padStart(6)} orders/s   ${(tally.rowsWritten / (batches * size)).toFixed(1)} rows written per order`)
    }
  })
})
