import { describe, expect, it } from 'vitest'
import { errorBody, successBody } from '../../mall/core/envelope'
import { MallError } from '../../mall/core/errors'
import { CLAIM_STALE_MS, idempotentWrite } from '../../mall/core/idempotent-write'
import { keyedWrite } from '../../mall/core/keyed-write'
import { createBuyers, mallEnv } from './mall.helpers'

const db = mallEnv.DB

const outboxRow = (id: number, body: string) =>
  db.prepare("INSERT INTO sms_outbox (id, phone, body, created_at) VALUES (?, '+234 803 000 0000', ?, 0)").bind(id, body)

const bodyOf = (id: number) => db.prepare('SELECT body FROM sms_outbox WHERE id = ?').bind(id).first<string>('body')

/** A write naming a new row, whose first `taken` attempts draw an id that is already taken. */
async function setUp(taken: number) {
  const [user] = await createBuyers(1)
  const takenId = 900_000_000 + Math.floor(Math.random() * 90_000_000)
  await outboxRow(takenId, 'someone else').run()
  const ids: number[] = []
  const write = (key: string | null, request: unknown, { namesNewRow = true } = {}) =>
    keyedWrite(db, {
      userId: user!.id, key, action: 'testWrite', request, refusals: [], ...(namesNewRow ? { idColumn: 'sms_outbox.id' } : {}),
      effect: async ({ id }) => {
        const used = ids.length < taken ? takenId : id
        ids.push(used)
        return { answer: successBody({ id: used }), statements: [outboxRow(used, 'mine')] }
      },
    })
  return { write, ids, takenId }
}

describe('keyedWrite: a write under the request\'s Idempotency-Key', () => {
  it('a new row whose random id is taken gets another id, and the answer names the row written', async () => {
    const { write, ids, takenId } = await setUp(2)
    const answer = await write('new-row', { n: 1 })
    expect(ids).toHaveLength(3)
    expect(answer).toEqual(successBody({ id: ids[2] }))
    expect(await bodyOf(ids[2]!)).toBe('mine')
    expect(await bodyOf(takenId)).toBe('someone else')
  })

  it('gives up after three taken ids, and never retries a write that names no new row', async () => {
    const three = await setUp(3)
    await expect(three.write('unlucky', { n: 1 })).rejects.toThrow(/UNIQUE constraint failed: sms_outbox.id/)
    expect(three.ids).toHaveLength(3)
    const noColumn = await setUp(1)
    await expect(noColumn.write('no-column', { n: 1 }, { namesNewRow: false })).rejects.toThrow(/UNIQUE constraint failed/)
    expect(noColumn.ids).toHaveLength(1)
  })

  it('the same key replays the first answer without running again; with another request it is a conflict', async () => {
    const { write, ids } = await setUp(0)
    const first = await write('replayed', { n: 1 })
    expect(await write('replayed', { n: 1 })).toEqual(first)
    expect(await write('replayed', { n: 2 })).toEqual(errorBody('idempotencyConflict'))
    expect(ids).toHaveLength(1)
  })
})

describe('idempotentWrite: a key in flight', () => {
  /** A write whose effect waits until the test lets it finish. */
  function held() {
    let finish: () => void = () => {}
    let started: () => void = () => {}
    const running = new Promise<void>((resolve) => (started = resolve))
    const gate = new Promise<void>((resolve) => (finish = resolve))
    let runs = 0
    const effect = async () => {
      runs++
      started()
      await gate
      return { answer: successBody({ run: runs }), statements: [] }
    }
    return { effect, running, finish, runs: () => runs }
  }

  it('answers the same key repeatedRequest (429) while the first runs, and the first answer once it has landed', async () => {
    const [user] = await createBuyers(1)
    const scope = { userId: user!.id, key: 'held-key', fingerprint: 'test:{}' }
    const first = held()
    const firstWrite = idempotentWrite(db, scope, first.effect)
    await first.running
    const second = held()
    const refused = await idempotentWrite(db, scope, second.effect).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(MallError)
    expect(refused).toMatchObject({ key: 'repeatedRequest', status: 429 })
    expect(second.runs()).toBe(0)
    first.finish()
    expect(await firstWrite).toEqual(successBody({ run: 1 }))
    expect(await idempotentWrite(db, scope, second.effect)).toEqual(successBody({ run: 1 }))
    expect(second.runs()).toBe(0)
  })

  it('frees the key when the write fails, so a retry runs it', async () => {
    const [user] = await createBuyers(1)
    const scope = { userId: user!.id, key: 'failed-key', fingerprint: 'test:{}' }
    await expect(idempotentWrite(db, scope, async () => Promise.reject(new MallError('productNotFound')))).rejects.toMatchObject({ key: 'productNotFound' })
    expect(await idempotentWrite(db, scope, async () => ({ answer: successBody({ ok: true }) }))).toEqual(successBody({ ok: true }))
  })

  it('lets a request take over a claim left by one that died a minute ago', async () => {
    const [user] = await createBuyers(1)
    const scope = { userId: user!.id, key: 'orphaned-key', fingerprint: 'test:{}' }
    const claim = (since: number) =>
      db.prepare('INSERT OR REPLACE INTO idempotency_claims (user_id, key, since) VALUES (?, ?, ?)').bind(user!.id, scope.key, since).run()
    await claim(Date.now() - CLAIM_STALE_MS + 5_000)
    await expect(idempotentWrite(db, scope, async () => ({ answer: successBody({ ok: true }) }))).rejects.toMatchObject({ key: 'repeatedRequest' })
    await claim(Date.now() - CLAIM_STALE_MS - 1)
    expect(await idempotentWrite(db, scope, async () => ({ answer: successBody({ ok: true }) }))).toEqual(successBody({ ok: true }))
  })
})
