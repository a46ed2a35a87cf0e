import { IDEMPOTENCY_KEY_PATTERN } from '../../contract'
import { type AnswerBody, errorBody } from './envelope'
import { invalidInput, MallError } from './errors'

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

/** A claim this old belongs to a request that died before its answer was recorded: another may take the key. */
export const CLAIM_STALE_MS = 60_000

const findStoredAnswer = (db: D1Database, userId: number, key: string) =>
  db
    .prepare('SELECT fingerprint, response FROM idempotency_records WHERE user_id = ? AND key = ?')
    .bind(userId, key)
    .first<StoredAnswer>()

function replay<T>(stored: StoredAnswer, fingerprint: string): AnswerBody<T> {
  return stored.fingerprint === fingerprint ? (JSON.parse(stored.response) as AnswerBody<T>) : errorBody('idempotencyConflict')
}

/**
 * One round trip: claims the key unless it has an answer already or a live claim (another request with it in
 * flight), and reads the answer. 'claimed': this request runs the write.
 */
async function claim(db: D1Database, userId: number, key: string, now: number, reads: D1PreparedStatement[]) {
  const [claimed, stored, ...read] = await db.batch([
    db
      .prepare(
        `INSERT INTO idempotency_claims (user_id, key, since)
         SELECT ?1, ?2, ?3 WHERE NOT EXISTS (SELECT 1 FROM idempotency_records WHERE user_id = ?1 AND key = ?2)
         ON CONFLICT (user_id, key) DO UPDATE SET since = excluded.since WHERE since <= ?4`,
      )
      .bind(userId, key, now, now - CLAIM_STALE_MS),
    db.prepare('SELECT fingerprint, response FROM idempotency_records WHERE user_id = ? AND key = ?').bind(userId, key),
    ...reads,
  ])
  const answer = (stored!.results as StoredAnswer[])[0]
  return { outcome: answer ?? (claimed!.meta.changes > 0 ? ('claimed' as const) : ('inFlight' as const)), read }
}

const release = (db: D1Database, userId: number, key: string) =>
  db.prepare('DELETE FROM idempotency_claims WHERE user_id = ? AND key = ?').bind(userId, key).run()

/**
 * The one way to make a money-like or quota-like write (DESIGN §8). With a key that was seen before, the stored
 * first answer comes back and nothing runs; while another request with the key is still in flight, the answer is
 * 'repeatedRequest' (429). Otherwise `effect` decides the answer and its statements, and the statements and the
 * answer's record land in one D1 batch: both or neither. Refusals are remembered too, so a retried tap gets the same
 * refusal. `reads` run in the same round trip as the key's claim; `effect` gets their results.
 */
export async function idempotentWrite<T>(
  db: D1Database,
  scope: IdempotencyScope,
  effect: (read: D1Result[]) => Promise<Effect<T>>,
  reads: D1PreparedStatement[] = [],
): Promise<AnswerBody<T>> {
  if (scope.key === null) {
    const { answer, statements = [] } = await effect(reads.length > 0 ? await db.batch(reads) : [])
    if (statements.length > 0) await db.batch(statements)
    return answer
  }
  const { userId, key } = scope
  const { outcome, read } = await claim(db, userId, key, Date.now(), reads)
  if (outcome === 'inFlight') throw new MallError('repeatedRequest', 429)
  if (outcome !== 'claimed') return replay<T>(outcome, scope.fingerprint)
  let decided: Effect<T>
  try {
    decided = await effect(read)
  } catch (error) {
    await release(db, userId, key).catch(() => undefined)
    throw error
  }
  const { answer, statements = [] } = decided
  const record = db
    .prepare('INSERT INTO idempotency_records (user_id, key, fingerprint, response, created_at) VALUES (?, ?, ?, ?, ?)')
    .bind(userId, key, scope.fingerprint, JSON.stringify(answer), Date.now())
  const unclaim = db.prepare('DELETE FROM idempotency_claims WHERE user_id = ? AND key = ?').bind(userId, key)
  try {
    await db.batch([...statements, record, unclaim])
  } catch (error) {
    await release(db, userId, key).catch(() => undefined)
    // A request that took over a claim gone stale stored its record first: the primary key refused this batch and
    // rolled back its statements with it. That request's answer is the answer.
    const stored = await findStoredAnswer(db, userId, key)
    if (stored) return replay<T>(stored, scope.fingerprint)
    throw error
  }
  return answer
}

/** Records older than this are pruned by the Cron Trigger; a retry later than that is a new request. */
export const IDEMPOTENCY_TTL_MS = 7 * 86_400_000
