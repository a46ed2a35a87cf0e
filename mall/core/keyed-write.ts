import type { AnswerBody } from './envelope'
import { guardedWrite, isIdCollision, randomId, type Refusal } from './guarded-write'
import { type Effect, fingerprintOf } from './idempotent-write'

type Fresh = { id: number; now: number }

export type KeyedWrite<T> = {
  userId: number
  /** The request's Idempotency-Key, as the endpoint's mount read it. */
  key: string | null
  action: string
  request: unknown
  effect: (fresh: Fresh) => Promise<Effect<T>>
  refusals: readonly Refusal[]
  /** The column of the new row the answer names, when there is one (`orders.id`, `appeals.id`). */
  idColumn?: string
}

/**
 * A write under the request's Idempotency-Key: through `idempotentWrite`, refused by its guards as `refusals` say. A
 * write that names a new row gets a fresh random id (`fresh.id`); the rare id already taken is retried with another.
 */
export async function keyedWrite<T>(db: D1Database, write: KeyedWrite<T>): Promise<AnswerBody<T>> {
  const scope = { userId: write.userId, key: write.key, fingerprint: fingerprintOf(write.action, write.request) }
  for (let attempt = 1; ; attempt++) {
    const fresh = { id: randomId(), now: Date.now() }
    try {
      return await guardedWrite(db, scope, () => write.effect(fresh), write.refusals)
    } catch (error) {
      if (!write.idColumn || attempt >= 3 || !isIdCollision(error, write.idColumn)) throw error
    }
  }
}
