import type { AnswerBody } from '../core/envelope'
import { guardedWrite, isIdCollision, randomId, type Refusal } from '../core/guarded-write'
import { type Effect, fingerprintOf, idempotencyKey } from '../core/idempotent-write'

type Fresh = { id: number; now: number }

export type OrderWrite<T> = {
  userId: number
  /** The request's Idempotency-Key header. */
  key: string | undefined
  action: string
  request: unknown
  effect: (fresh: Fresh) => Promise<Effect<T>>
  refusals: readonly Refusal[]
  /** The column of the new row the answer names, when there is one (`orders.id`, `packages.id`). */
  idColumn?: string
}

/**
 * An order write: through `idempotentWrite` under the request's Idempotency-Key, refused by its guards as
 * `refusals` say. A write that names a new row gets a fresh random id (`fresh.id`); the rare id already taken is
 * retried with another.
 */
export async function orderWrite<T>(db: D1Database, write: OrderWrite<T>): Promise<AnswerBody<T>> {
  const scope = { userId: write.userId, key: idempotencyKey(write.key), fingerprint: fingerprintOf(write.action, write.request) }
  for (let attempt = 1; ; attempt++) {
    const fresh = { id: randomId(), now: Date.now() }
    try {
      return await guardedWrite(db, scope, () => write.effect(fresh), write.refusals)
    } catch (error) {
      if (!write.idColumn || attempt >= 3 || !isIdCollision(error, write.idColumn)) throw error
    }
  }
}
