import { runInDurableObject } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { ODDS_SCALE } from '../../contract'
import { IDEMPOTENCY_TTL_MS } from '../../mall/core/idempotent-write'
import { RememberedAnswers } from '../../mall/core/remembered-answers'
import { createPool, draw, poolStub, UG } from './lucky-draw.helpers'
import { call, createBuyers, createFlashItem, mallEnv, NG, stockOf } from './mall.helpers'
import { createPresaleItem, quotaOf, reserve } from './presale.helpers'

const addWithKey = (token: string, flashItemId: number, key: string) =>
  call('/api/cart/add', { method: 'POST', token, json: { flashItemId }, headers: { 'idempotency-key': key } })

const keysIn = (stub: DurableObjectStub) =>
  runInDurableObject(stub, (_object, state) =>
    state.storage.sql.exec<{ key: string }>('SELECT key FROM answers ORDER BY key').toArray().map((row) => row.key),
  )

/** Moves every remembered answer of the object just past the idempotency window. */
const ageAnswers = (stub: DurableObjectStub) =>
  runInDurableObject(stub, (_object, state) => {
    state.storage.sql.exec('UPDATE answers SET at = at - ?', IDEMPOTENCY_TTL_MS + 60_000)
  })

describe('a stock object remembers its answers for the idempotency window, then forgets them', () => {
  it('replays within the window; past it the answer is gone, and the next write removes it', async () => {
    const itemId = await createFlashItem({ total: 10, limitPerBuyer: 2 })
    const [first, second] = await createBuyers(2)
    const stub = stockOf(itemId)

    expect((await (await addWithKey(first!.token, itemId, 'week-old-tap')).json<{ code: number }>()).code).toBe(1)
    expect(await stub.recall(first!.id, 'week-old-tap')).toMatchObject({ answer: { result: 'ok', sold: 1 } })

    await ageAnswers(stub)
    expect(await stub.recall(first!.id, 'week-old-tap')).toBeNull()
    expect(await keysIn(stub)).toEqual(['week-old-tap'])

    expect((await (await addWithKey(second!.token, itemId, 'fresh-tap')).json<{ code: number }>()).code).toBe(1)
    expect(await keysIn(stub)).toEqual(['fresh-tap'])
    expect(await stub.recall(second!.id, 'fresh-tap')).toMatchObject({ answer: { result: 'ok', sold: 2 } })
    expect(await stub.snapshot()).toMatchObject({ total: 10, sold: 2 })
  })

  it('an object whose answers were stored before they had an age keeps them for a whole window from now', async () => {
    const stub = mallEnv.LUCKY_DRAW.get(mallEnv.LUCKY_DRAW.idFromName(`remembered-answers-${crypto.randomUUID()}`))
    const kept = await runInDurableObject(stub, (_object, state) => {
      const sql = state.storage.sql
      sql.exec('DROP TABLE answers')
      sql.exec('CREATE TABLE answers (buyer INTEGER NOT NULL, key TEXT NOT NULL, fingerprint TEXT NOT NULL, answer TEXT NOT NULL, PRIMARY KEY (buyer, key))')
      sql.exec(`INSERT INTO answers VALUES (7, 'old-key', 'f', '{"result":"noChance"}')`)
      const answers = new RememberedAnswers<{ result: string }>(sql)
      answers.remember(8, 'new-key', 'g', { result: 'noChance' })
      return { old: answers.replay(7, 'old-key', 'f'), other: answers.replay(7, 'old-key', 'x'), none: answers.replay(7, null, 'f') }
    })
    expect(kept).toEqual({ old: { result: 'noChance' }, other: { result: 'conflict' }, none: null })
    expect(await keysIn(stub)).toEqual(['new-key', 'old-key'])
  })
})

type KeyedWrite = { name: string; open: () => Promise<{ stub: DurableObjectStub; act: (token: string, key: string) => Promise<unknown>; market: number }> }

/** The flash stock object is covered above, with its recall; these two share the rule through the same helper. */
const OBJECTS: KeyedWrite[] = [
  {
    name: 'pre-sale quota',
    open: async () => {
      const { itemId } = await createPresaleItem({ quota: 10 })
      return { stub: quotaOf(itemId), act: (token, key) => reserve(token, itemId, key), market: NG }
    },
  },
  {
    name: 'lucky-draw pool',
    open: async () => {
      const { poolId } = await createPool(UG, [{ kind: 'none', weight: ODDS_SCALE }])
      return { stub: poolStub(poolId), act: (token, key) => draw(token, UG, key), market: UG }
    },
  },
]

describe.each(OBJECTS)('the $name object forgets answers past the idempotency window', ({ open }) => {
  it('keeps a keyed answer, and drops it at the first write after the window', async () => {
    const { stub, act, market } = await open()
    const [first, second] = await createBuyers(2, market)
    await act(first!.token, 'week-old-tap')
    expect(await keysIn(stub)).toEqual(['week-old-tap'])
    await ageAnswers(stub)
    await act(second!.token, 'fresh-tap')
    expect(await keysIn(stub)).toEqual(['fresh-tap'])
  })
})
