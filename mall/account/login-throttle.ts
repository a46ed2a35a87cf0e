import type { MallBindings } from '../core/env'
import { MallError } from '../core/errors'

const DEFAULT_TRIES = 5
const DEFAULT_WINDOW_SECONDS = 900
/** Rows older than the longest window a setting may give are pruned by the Cron Trigger. */
export const LOGIN_TRIES_KEPT_MS = 86_400_000

const whole = (raw: string | undefined, fallback: number, max: number) => {
  const value = Number(raw?.trim())
  return Number.isInteger(value) && value >= 1 && value <= max ? value : fallback
}

/** LOGIN_TRIES wrong passwords per account within LOGIN_WINDOW_SECONDS (5 in 900 s). */
export function loginLimits(env: MallBindings): { tries: number; windowMs: number } {
  return {
    tries: whole(env.LOGIN_TRIES, DEFAULT_TRIES, 1000),
    windowMs: whole(env.LOGIN_WINDOW_SECONDS, DEFAULT_WINDOW_SECONDS, LOGIN_TRIES_KEPT_MS / 1000) * 1000,
  }
}

/**
 * Whose tries a login takes: a browser the account has logged in from before (its device token) has its own; any
 * other browser shares the account's (its id when it exists, else the name as typed: unknown names are limited alike).
 */
export const accountOf = (userId: number | null, typed: string, device: string | null = null) =>
  userId === null ? `name:${typed.trim().toLowerCase()}` : device ? `user:${userId}:device:${device}` : `user:${userId}`

/**
 * Takes one try for the account before its password is checked: one guarded insert, so however many tries race,
 * no more than `tries` are in flight or failed within the window; the rest answer 429 'Requests are too frequent',
 * the right password included, whatever address, cookie or token they come with, with the seconds until a try is taken.
 */
export async function takeLoginTry(env: MallBindings, account: string, now = Date.now()): Promise<void> {
  const { tries, windowMs } = loginLimits(env)
  const taken = await env.DB.prepare(
    `INSERT INTO login_tries (account, at) SELECT ?1, ?2
     WHERE (SELECT COUNT(*) FROM login_tries WHERE account = ?1 AND at > ?3) < ?4`,
  )
    .bind(account, now, now - windowMs, tries)
    .run()
  if (taken.meta.changes === 0) throw new MallError('tooFrequent', 429, await secondsUntilTry(env.DB, account, now, windowMs))
}

/** When the oldest try in the window leaves it, so that one more try is taken (whole seconds, at least 1). */
async function secondsUntilTry(db: D1Database, account: string, now: number, windowMs: number): Promise<number> {
  const oldest = await db.prepare('SELECT MIN(at) AS at FROM login_tries WHERE account = ? AND at > ?').bind(account, now - windowMs).first<{ at: number | null }>()
  return Math.max(1, Math.ceil(((oldest?.at ?? now) + windowMs - now) / 1000))
}

/** The right password: the account's failed tries are forgiven. */
export const clearLoginTries = (db: D1Database, account: string) => db.prepare('DELETE FROM login_tries WHERE account = ?').bind(account).run()
