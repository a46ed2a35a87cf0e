import { Hono } from 'hono'
import { endpoints, LoginRequest } from '../../contract'
import { bearerToken, createSession, endSession, requireUser, toUser } from '../core/auth'
import type { MallEnv } from '../core/env'
import { ok } from '../core/envelope'
import { MallError } from '../core/errors'
import { parseBody } from '../core/input'
import { UNKNOWN_USER_HASH, verifyPassword } from '../core/passwords'
import { findUserForLogin } from './queries'

/** Log in, log out and the current user. */
export const accountRoutes = new Hono<MallEnv>()
  .post(endpoints.login.path, async (c) => {
    const { username, password } = await parseBody(c, LoginRequest)
    const row = await findUserForLogin(c.env.DB, username)
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
