import type { Context } from 'hono'
import type { AnswerBody } from '../core/envelope'
import { answer } from '../core/envelope'
import { guardedWrite, isIdCollision, randomId, type Refusal } from '../core/guarded-write'
import { type Effect, fingerprintOf, idempotencyKey } from '../core/idempotent-write'

type Fresh = { id: number; now: number }

/**
 * An order write as an answer: through `idempotentWrite` under the request's Idempotency-Key, refused by its guards
 * as `refusals` say. A write that names a new row gets a fresh random id (`fresh.id`); the rare id already taken is
 * retried with another (`idColumn`).
 */
export async function orderWrite<T>(
  c: Context,
  userId: number,
  action: string,
  request: unknown,
  effect: (fresh: Fresh) => Promise<Effect<T>>,
  refusals: readonly Refusal[],
  idColumn?: string,
) {
  const scope = { userId, key: idempotencyKey(c.req.header('idempotency-key')), fingerprint: fingerprintOf(action, request) }
  for (let attempt = 1; ; attempt++) {
    const fresh = { id: randomId(), now: Date.now() }
    try {
      const body: AnswerBody<T> = await guardedWrite(c.env.DB as D1Database, scope, () => effect(fresh), refusals)
      return answer(c, body)
    } catch (error) {
      if (!idColumn || attempt >= 3 || !isIdCollision(error, idColumn)) throw error
    }
  }
}
