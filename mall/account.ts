import { Hono } from 'hono'
import { endpoints, LoginRequest } from '../worker/upstream/contract'
import { bearerToken, createSession, endSession, requireUser, toUser, type UserRow } from './auth'
import type { MallEnv } from './env'
import { ok } from './envelope'
import { MallError } from './errors'
import { parseBody } from './input'
import { UNKNOWN_USER_HASH, verifyPassword } from './passwords'

/** Log in, log out and the current user. */
export const accountRoutes = new Hono<MallEnv>()
  .post(endpoints.login.path, async (c) => {
    const { username, password } = await parseBody(c, LoginRequest)
    const row = await c.env.DB.prepare(
      'SELECT id, username, nickname, role, country_id, password_hash FROM users WHERE username = ?',
    )
      .bind(username)
      .first<UserRow & { password_hash: string }>()
    const valid = await verifyPassword(password, row?.password_hash ?? UNKNOWN_USER_HASH)
    if (!row || !valid) throw new MallError('loginFailed')
    const token = await createSession(c.env.DB, row.id)
    return ok(c, { token, user: toUser(row) })
  })
  .post(endpoints.logout.path, requireUser, async (c) => {
    const token = bearerToken(c.req.header('authorization'))
    if (token) await endSession(c.env.DB, token)
    return ok(c, null)
  })
  .get(endpoints.currentUser.path, requireUser, (c) => ok(c, c.get('user')))

