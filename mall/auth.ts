import type { Context, MiddlewareHandler } from 'hono'
import type { User } from '../worker/upstream/contract'
import type { MallEnv } from './env'
import { fail } from './envelope'

const SESSION_DAYS = 30
const DAY_MS = 86_400_000
const TOKEN_PATTERN = /^[0-9a-f]{64}$/

export type UserRow = { id: number; username: string; nickname: string; role: User['role']; country_id: number }

export const toUser = (row: UserRow): User => ({
  id: row.id,
  username: row.username,
  nickname: row.nickname,
  role: row.role,
  countryId: row.country_id,
})

const hex = (bytes: ArrayBuffer | Uint8Array) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('')

/** Only the SHA-256 of a token is stored, so a leaked table cannot be replayed. */
export const hashToken = async (token: string) =>
  hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)))

/** The token of an `Authorization: Bearer …` header; Basic and anything else count as anonymous. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')
  const token = match?.[1]?.toLowerCase()
  return token && TOKEN_PATTERN.test(token) ? token : null
}

export async function createSession(db: D1Database, userId: number): Promise<string> {
  const token = hex(crypto.getRandomValues(new Uint8Array(32)))
  const now = Date.now()
  await db.batch([
    db.prepare('DELETE FROM auth_sessions WHERE user_id = ? AND expires_at <= ?').bind(userId, now),
    db
      .prepare('INSERT INTO auth_sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
      .bind(await hashToken(token), userId, now, now + SESSION_DAYS * DAY_MS),
  ])
  return token
}

export async function endSession(db: D1Database, token: string) {
  await db.prepare('DELETE FROM auth_sessions WHERE token_hash = ?').bind(await hashToken(token)).run()
}

export async function userForToken(db: D1Database, token: string): Promise<User | null> {
  const row = await db
    .prepare(
      `SELECT u.id, u.username, u.nickname, u.role, u.country_id FROM auth_sessions s
       JOIN users u ON u.id = s.user_id WHERE s.token_hash = ? AND s.expires_at > ?`,
    )
    .bind(await hashToken(token), Date.now())
    .first<UserRow>()
  return row ? toUser(row) : null
}

/** The logged-in user, or null for anonymous and unknown tokens. */
export async function optionalUser(c: Context<MallEnv>): Promise<User | null> {
  const token = bearerToken(c.req.header('authorization'))
  return token ? userForToken(c.env.DB, token) : null
}

export const requireUser: MiddlewareHandler<MallEnv> = async function requireUser(c, next) {
  const user = await optionalUser(c)
  if (!user) return fail(c, 'unauthorized', 401)
  c.set('user', user)
  await next()
}
