import { IDEMPOTENCY_KEY_PATTERN } from '../../contract'
import { type AnswerBody, errorBody } from './envelope'
import { invalidInput } from './errors'

/** Who asked, with which client key (null: the request is its own key), for what (same key, other action: conflict). */
export type IdempotencyScope = { userId: number; key: string | null; fingerprint: string }

/** What a write does: the answer to give, and the statements that make it true (run in one D1 batch). */
export type Effect<T> = { answer: AnswerBody<T>; statements?: D1PreparedStatement[] }

/** The Idempotency-Key header: null when absent, a 400 when malformed. */
export function idempotencyKey(header: string | undefined): string | null {
  if (header === undefined) return null
  if (!IDEMPOTENCY_KEY_PATTERN.test(header)) throw invalidInput()
  return header
}

/** What a key is used for: the action and its exact request. */
export const fingerprintOf = (action: string, request: unknown) => `${action}:${JSON.stringify(request)}`

type StoredAnswer = { fingerprint: string; response: string }

const findStoredAnswer = (db: D1Database, userId: number, key: string) =>
  db
    .prepare('SELECT fingerprint, response FROM idempotency_records WHERE user_id = ? AND key = ?')
    .bind(userId, key)
    .first<StoredAnswer>()

function replay<T>(stored: StoredAnswer, fingerprint: string): AnswerBody<T> {
  return stored.fingerprint === fingerprint ? (JSON.parse(stored.response) as AnswerBody<T>) : errorBody('idempotencyConflict')
}

/**
 * The one way to make a money-like or quota-like write (DESIGN §8). With a key that was seen before, the stored
 * first answer comes back and nothing runs. Otherwise `effect` decides the answer and its statements, and the
 * statements and the answer's record land in one D1 batch: both or neither. Refusals are remembered too, so a
 * retried tap gets the same refusal.
 */
export async function idempotentWrite<T>(db: D1Database, scope: IdempotencyScope, effect: () => Promise<Effect<T>>): Promise<AnswerBody<T>> {
  if (scope.key !== null) {
    const stored = await findStoredAnswer(db, scope.userId, scope.key)
    if (stored) return replay<T>(stored, scope.fingerprint)
  }
  const { answer, statements = [] } = await effect()
  if (scope.key === null) {
    if (statements.length > 0) await db.batch(statements)
    return answer
  }
  const record = db
    .prepare('INSERT INTO idempotency_records (user_id, key, fingerprint, response, created_at) VALUES (?, ?, ?, ?, ?)')
    .bind(scope.userId, scope.key, scope.fingerprint, JSON.stringify(answer), Date.now())
  try {
    await db.batch([...statements, record])
  } catch (error) {
    // A concurrent request with the same key stored its record first: the primary key refused this batch and rolled
    // back its statements with it. That request's answer is the answer.
    const stored = await findStoredAnswer(db, scope.userId, scope.key)
    if (stored) return replay<T>(stored, scope.fingerprint)
    throw error
  }
  return answer
}

/** Records older than this are pruned by the Cron Trigger; a retry later than that is a new request. */
export const IDEMPOTENCY_TTL_MS = 7 * 86_400_000
