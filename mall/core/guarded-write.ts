import type { ErrorKey } from '../../contract'
import { type AnswerBody, errorBody } from './envelope'
import { type Effect, type IdempotencyScope, idempotentWrite } from './idempotent-write'

/**
 * A guard that refuses inside a batch. The statements are written so that a guarded update which changed nothing
 * makes a later statement break a constraint (a NULL into a NOT NULL column, a CHECK), and D1 rolls the whole batch
 * back: a constraint failure used as control flow, on purpose. Each refusal names the constraint message it shows
 * up as and the catalogue key it answers.
 */
export type Refusal = { constraint: string; key: ErrorKey }

const messageOf = (error: unknown) => (error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : '')

/** The refusal a failed batch stands for, or null when it failed for another reason. */
export function refusalOf(error: unknown, refusals: readonly Refusal[]): Refusal | null {
  const message = messageOf(error)
  return refusals.find((refusal) => message.includes(refusal.constraint)) ?? null
}

/** A write that could not be stored because its random id was taken (a UNIQUE failure on `column`). */
export const isIdCollision = (error: unknown, column: string) => messageOf(error).includes(`UNIQUE constraint failed: ${column}`)

/**
 * `idempotentWrite` whose batch may be refused by one of its guards: the refusal becomes the answer, and is stored
 * under the key like a refusal decided before the batch, so a retry gets the same answer.
 */
export async function guardedWrite<T>(
  db: D1Database,
  scope: IdempotencyScope,
  effect: () => Promise<Effect<T>>,
  refusals: readonly Refusal[],
): Promise<AnswerBody<T>> {
  try {
    return await idempotentWrite(db, scope, effect)
  } catch (error) {
    const refusal = refusalOf(error, refusals)
    if (!refusal) throw error
    return idempotentWrite<T>(db, scope, async () => ({ answer: errorBody(refusal.key) }))
  }
}

/** A fresh id of 9 digits (ids travel in forms and queries as at most 9 digits), for a row whose id the answer names. */
export const randomId = () => 100_000_000 + (crypto.getRandomValues(new Uint32Array(1))[0]! % 900_000_000)
