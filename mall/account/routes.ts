import type { Context } from 'hono'
import { type BindPhone, endpoints, normalizePhone } from '../../contract'
import { bearerToken, createSession, endSession, toUser, type UserRow } from '../core/auth'
import type { MallEnv } from '../core/env'
import { ok } from '../core/envelope'
import { MallError } from '../core/errors'
import { EndpointRoutes } from '../core/mount'
import { hashPassword, UNKNOWN_USER_HASH, verifyPassword } from '../core/passwords'
import { checkCode, issueCode } from './codes'
import { deviceToken, knownDevice } from './device'
import { accountOf, clearLoginTries, takeLoginTry } from './login-throttle'
import { loginMarket, requestPhone } from './phone'
import { findUserById, findUserByPhone, findUserForLogin, insertBuyer, setPassword, setPhone } from './queries'

/** Binds a number proven by a login code to the account that just logged in with its password. */
async function bindPhone(c: Context<MallEnv>, user: UserRow, bind: BindPhone): Promise<UserRow> {
  const db = c.env.DB
  const { phone } = await requestPhone(c, bind.phone)
  const owner = await findUserByPhone(db, phone)
  if (owner && owner.id !== user.id) throw new MallError('phoneTaken')
  await checkCode(db, { phone, purpose: 'login', code: bind.code, mark: 'use' })
  await setPhone(db, user.id, phone)
  return (await findUserById(db, user.id)) ?? user
}

/** A session, and the browser's device token (kept when it had one for this account). */
const loggedIn = async (c: Context<MallEnv>, user: UserRow, device: string | null = null) =>
  ok(c, { token: await createSession(c.env.DB, user.id), user: toUser(user), device: await deviceToken(c.env, user.id, device) })

/** Log in (password or code), register, reset a password, log out and the current user. */
export const accountRoutes = new EndpointRoutes()
  .endpoint(endpoints.login, async (c, { body }) => {
    const { username, password, bind } = body
    const asPhone = normalizePhone(username, await loginMarket(c))
    const row = await findUserForLogin(c.env.DB, username, asPhone)
    const device = row ? await knownDevice(c.env, body.device, row.id) : null
    const account = accountOf(row?.id ?? null, username, device)
    await takeLoginTry(c.env, account)
    const valid = await verifyPassword(password, row?.password_hash ?? UNKNOWN_USER_HASH)
    if (!row || !valid) throw new MallError('loginFailed')
    await clearLoginTries(c.env.DB, account)
    return loggedIn(c, bind ? await bindPhone(c, row, bind) : row, device)
  })
  .endpoint(endpoints.sendCode, async (c, { body }) => {
    // Sent alike whether the number has an account or not: only its owner, with the code, learns which.
    const { phone } = await requestPhone(c, body.phone)
    return ok(c, await issueCode(c.env.DB, phone, body.purpose))
  })
  .endpoint(endpoints.register, async (c, { body: request }) => {
    const db = c.env.DB
    const { phone, market } = await requestPhone(c, request.phone)
    await checkCode(db, { phone, purpose: 'register', code: request.code, mark: 'use' })
    if (await findUserByPhone(db, phone)) throw new MallError('phoneTaken')
    const id = await insertBuyer(db, { name: request.name, phone, passwordHash: await hashPassword(request.password), countryId: market.id })
    return loggedIn(c, (await findUserById(db, id))!)
  })
  .endpoint(endpoints.codeLogin, async (c, { body: request }) => {
    const db = c.env.DB
    const { phone } = await requestPhone(c, request.phone)
    const user = await findUserByPhone(db, phone)
    if (!user) {
      // The number is proven, but no account has it: the code stays valid for a password login that binds it.
      await checkCode(db, { phone, purpose: 'login', code: request.code, mark: 'prove' })
      throw new MallError('accountNotBound')
    }
    await checkCode(db, { phone, purpose: 'login', code: request.code, mark: 'use' })
    return loggedIn(c, user)
  })
  .endpoint(endpoints.resetPassword, async (c, { body: request }) => {
    const db = c.env.DB
    const { phone } = await requestPhone(c, request.phone)
    await checkCode(db, { phone, purpose: 'reset', code: request.code, mark: 'use' })
    const user = await findUserByPhone(db, phone)
    if (!user) throw new MallError('accountNotBound')
    await setPassword(db, user.id, await hashPassword(request.password))
    return ok(c, null)
  })
  .endpoint(endpoints.logout, async (c) => {
    const token = bearerToken(c.req.header('authorization'))
    if (token) await endSession(c.env.DB, token)
    return ok(c, null)
  })
  .endpoint(endpoints.currentUser, (c) => ok(c, c.get('user')))
