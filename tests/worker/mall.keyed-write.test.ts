import { describe, expect, it } from 'vitest'
import { errorBody, successBody } from '../../mall/core/envelope'
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
