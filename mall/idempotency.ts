import type { Context } from 'hono'
import { type ErrorBody, errorBody } from './envelope'
import { IDEMPOTENCY_KEY_PATTERN } from '../worker/upstream/contract'
import { invalidInput } from './errors'

/** The Idempotency-Key header: null when absent (the request is its own key), a 400 when malformed. */
export function idempotencyKey(header: string | undefined): string | null {
  if (header === undefined) return null
  if (!IDEMPOTENCY_KEY_PATTERN.test(header)) throw invalidInput()
  return header
}

/** What a key was first used for; the same key with another fingerprint is a conflict. */
export const fingerprintOf = (action: string, body: unknown) => `${action}:${JSON.stringify(body)}`

export type StoredAnswer = { fingerprint: string; response: string }

export const findStoredAnswer = (db: D1Database, userId: number, key: string) =>
  db
    .prepare('SELECT fingerprint, response FROM idempotency_records WHERE user_id = ? AND key = ?')
    .bind(userId, key)
    .first<StoredAnswer>()

export const rememberAnswer = (db: D1Database, userId: number, key: string, fingerprint: string, body: ErrorBody) =>
  db
    .prepare(
      'INSERT OR IGNORE INTO idempotency_records (user_id, key, fingerprint, response, created_at) VALUES (?, ?, ?, ?, ?)',
    )
    .bind(userId, key, fingerprint, JSON.stringify(body), Date.now())
    .run()

/** The stored first answer, byte for byte, or a conflict when the key was used for something else. */
export const replay = (c: Context, stored: StoredAnswer, fingerprint: string) =>
  stored.fingerprint === fingerprint
    ? c.body(stored.response, 200, { 'content-type': 'application/json; charset=UTF-8' })
    : c.json(errorBody('idempotencyConflict'), 200)
