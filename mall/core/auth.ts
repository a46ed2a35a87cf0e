import type { Context, MiddlewareHandler } from 'hono'
import type { Role, User } from '../../contract'
import type { MallEnv, UserEnv } from './env'
import { fail } from './envelope'
import { sameSecret } from './timing-safe'

export const SESSION_DAYS = 30
const DAY_MS = 86_400_000
const TOKEN_PATTERN = /^[0-9a-f]{64}$/

export type UserRow = { id: number; username: string; nickname: string; role: Role; country_id: number; phone: string | null; is_new: number }

/** The columns of a `UserRow` from `users u`: a user is new until one of their orders is completed. */
export const USER_COLUMNS = `u.id, u.username, u.nickname, u.role, u.country_id, u.phone,
  NOT EXISTS (SELECT 1 FROM orders o WHERE o.user_id = u.id AND o.status = 'completed') AS is_new`

export const toUser = (row: UserRow): User => ({
  id: row.id,
  username: row.username,
  nickname: row.nickname,
  role: row.role,
  countryId: row.country_id,
  phone: row.phone,
  isNew: row.is_new === 1,
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

/** `Authorization: Basic …` carrying the storefront's configured `user:password`. */
export async function isStorefrontCredential(header: string | undefined, configured: string | undefined): Promise<boolean> {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '')
  if (!match || !configured) return false
  let decoded: string
  try {
    decoded = atob(match[1]!)
  } catch {
    return false
  }
  return sameSecret(decoded, configured)
}

/**
 * Every call carries a caller: the Bearer token of a live session (its user is then on the context) or the
 * storefront's Basic credential. Anything else, an unknown or expired token included, is refused before any
 * handler runs: 401, 'log in again'.
 */
export const requireCaller: MiddlewareHandler<MallEnv> = async function requireCaller(c, next) {
  const header = c.req.header('authorization')
  const token = bearerToken(header)
  if (token !== null) {
    const user = await userForToken(c.env.DB, token)
    if (!user) return fail(c, 'unauthorized', 401)
    c.set('user', user)
  } else if (!(await isStorefrontCredential(header, c.env.UPSTREAM_BASIC_AUTH))) {
    return fail(c, 'unauthorized', 401)
  }
  await next()
}

export async function createSession(db: D1Database, userId: number): Promise<string> {
  const token = hex(crypto.getRandomValues(new Uint8Array(32)))
  const now = Date.now()
  await db
    .prepare('INSERT INTO auth_sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
    .bind(await hashToken(token), userId, now, now + SESSION_DAYS * DAY_MS)
    .run()
  return token
}

export async function endSession(db: D1Database, token: string) {
  await db.prepare('DELETE FROM auth_sessions WHERE token_hash = ?').bind(await hashToken(token)).run()
}

export async function userForToken(db: D1Database, token: string): Promise<User | null> {
  const row = await db
    .prepare(
      `SELECT ${USER_COLUMNS} FROM auth_sessions s
       JOIN users u ON u.id = s.user_id WHERE s.token_hash = ? AND s.expires_at > ?`,
    )
    .bind(await hashToken(token), Date.now())
    .first<UserRow>()
  return row ? toUser(row) : null
}

/** The logged-in user (found by `requireCaller`), or null for the storefront calling for a guest. */
export function optionalUser(c: Context<MallEnv>): User | null {
  return c.get('user') ?? null
}

export const requireUser: MiddlewareHandler<UserEnv> = async function requireUser(c, next) {
  if (!c.var.user) return fail(c, 'unauthorized', 401)
  await next()
}

/** A logged-in user with one of `roles`; any other user gets 403 'No permission for current operation'. */
export function requireRole(...roles: Role[]): MiddlewareHandler<UserEnv> {
  return async function requireRole(c, next) {
    const user = c.var.user as User | undefined
    if (!user) return fail(c, 'unauthorized', 401)
    if (!roles.includes(user.role)) return fail(c, 'forbidden', 403)
    await next()
  }
}
