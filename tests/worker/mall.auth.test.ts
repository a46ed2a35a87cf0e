import { describe, expect, it } from 'vitest'
import { envelope, LoginResult, User } from '../../contract'
import { mall } from '../../mall'
import { hashToken } from '../../mall/core/auth'
import { hashPassword, verifyPassword } from '../../mall/core/passwords'
import { call, DEMO_PASSWORD, login, mallEnv } from './mall.helpers'

const DEMO_ACCOUNTS = [
  ['amina', 'buyer', 'NG'],
  ['kwame', 'buyer', 'GH'],
  ['yacine', 'buyer', 'DZ'],
  ['neema', 'buyer', 'TZ'],
  ['aya', 'buyer', 'KT'],
  ['priya', 'buyer', 'IN'],
  ['okello', 'buyer', 'UG'],
  ['shop_ng', 'retailer', 'NG'],
  ['admin', 'admin', 'NG'],
] as const

describe('POST /api/user/login', () => {
  it.each(DEMO_ACCOUNTS)('logs in the demo account %s (%s, %s)', async (username, role, countryCode) => {
    const response = await call('/api/user/login', { method: 'POST', json: { username, password: DEMO_PASSWORD } })
    expect(response.status).toBe(200)
    const body = envelope(LoginResult).parse(await response.json())
    expect(body.code).toBe(1)
    expect(body.msg).toBe('success')
    expect(body.data?.token).toMatch(/^[0-9a-f]{64}$/)
    expect(body.data?.user).toMatchObject({ username, role })
    const country = await mallEnv.DB.prepare('SELECT code FROM countries WHERE id = ?').bind(body.data?.user.countryId).first('code')
    expect(country).toBe(countryCode)
  })

  it('stores only a hash of the token, valid for 30 days', async () => {
    const token = await login('amina')
    const rows = await mallEnv.DB.prepare('SELECT token_hash, expires_at - created_at AS ttl FROM auth_sessions').all<{ token_hash: string; ttl: number }>()
    expect(rows.results.some((row) => row.token_hash === token)).toBe(false)
    const tokenHash = await hashToken(token)
    const row = rows.results.find((row) => row.token_hash === tokenHash)
    expect(row?.ttl).toBe(30 * 86_400_000)
  })

  it('ignores the case of the username (mobile keyboards capitalize)', async () => {
    const response = await call('/api/user/login', { method: 'POST', json: { username: ' Amina ', password: DEMO_PASSWORD } })
    expect((await response.json<{ data: { user: { username: string } } }>()).data.user.username).toBe('amina')
  })

  it('issues a different token on every login', async () => {
    expect(await login('kwame')).not.toBe(await login('kwame'))
  })

  it.each([
    ['a wrong password', { username: 'amina', password: 'mall@2026' }],
    ['an unknown user', { username: 'nobody', password: DEMO_PASSWORD }],
  ])('refuses %s with loginFailed', async (_, credentials) => {
    const response = await call('/api/user/login', { method: 'POST', json: credentials })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      code: 500,
      msg: 'Username does not exist or password is wrong',
      data: null,
      key: 'loginFailed',
    })
  })

  it.each([
    ['malformed JSON', '{"username": "amina",'],
    ['wrong types', JSON.stringify({ username: 42, password: true })],
    ['a missing password', JSON.stringify({ username: 'amina' })],
    ['an oversize username', JSON.stringify({ username: 'a'.repeat(65), password: DEMO_PASSWORD })],
    ['a JSON array', '[]'],
  ])('answers 400 invalidInput to %s', async (_, body) => {
    const response = await call('/api/user/login', { method: 'POST', body, headers: { 'content-type': 'application/json' } })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ code: 400, msg: 'Invalid request', data: null, key: 'invalidInput' })
  })

  it('answers 413 tooLarge to a huge body instead of reading it', async () => {
    const response = await call('/api/user/login', {
      method: 'POST',
      json: { username: 'amina', password: DEMO_PASSWORD, padding: 'x'.repeat(64 * 1024) },
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ code: 413, key: 'tooLarge' })
  })
})

describe('GET /api/user/info', () => {
  it('returns the user of a valid bearer token', async () => {
    const token = await login('priya')
    const response = await call('/api/user/info', { token })
    const body = envelope(User).parse(await response.json())
    expect(body).toMatchObject({ code: 1, data: { username: 'priya', nickname: 'Priya Sharma', role: 'buyer', countryId: 1 } })
  })

  it.each([
    ['no Authorization header', {}],
    ['a Basic storefront credential', { authorization: `Basic ${btoa('storefront:local-demo')}` }],
    ['an unknown token', { authorization: `Bearer ${'ab'.repeat(32)}` }],
    ['a malformed token', { authorization: 'Bearer <script>' }],
  ])('answers HTTP 401 with body status 401 for %s', async (_, headers) => {
    const response = await call('/api/user/info', { headers })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ code: 401, status: 401, msg: 'Please log in again', data: null, key: 'unauthorized' })
  })

  it('refuses an expired token', async () => {
    const token = await login('okello')
    await mallEnv.DB.prepare('UPDATE auth_sessions SET expires_at = ? WHERE user_id = 7').bind(Date.now() - 1).run()
    expect((await call('/api/user/info', { token })).status).toBe(401)
  })
})

describe('POST /api/user/logout', () => {
  it('ends the session of the token and only that one', async () => {
    const first = await login('neema')
    const second = await login('neema')
    const response = await call('/api/user/logout', { method: 'POST', token: first })
    expect(await response.json()).toEqual({ code: 1, msg: 'success', data: null })
    expect((await call('/api/user/info', { token: first })).status).toBe(401)
    expect((await call('/api/user/info', { token: second })).status).toBe(200)
  })

  it('needs a token', async () => {
    expect((await call('/api/user/logout', { method: 'POST' })).status).toBe(401)
  })
})

describe('passwords', () => {
  it('hashes with PBKDF2-SHA256, 100000 iterations and a random salt', async () => {
    const hash = await hashPassword('s3cret!')
    expect(hash).toMatch(/^pbkdf2\$100000\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/)
    expect(await hashPassword('s3cret!')).not.toBe(hash)
    expect(await verifyPassword('s3cret!', hash)).toBe(true)
    expect(await verifyPassword('s3cret', hash)).toBe(false)
    expect(await verifyPassword('s3cret!', 'garbage')).toBe(false)
  })
})

describe('unknown paths and errors', () => {
  it('turns an unexpected failure into the 500 server envelope', async () => {
    // No D1 binding at all: the handler throws where it reads the database.
    const response = await mall.request('/api/user/countryOperation/info', { headers: { authorization: 'Basic ' + btoa('x:y') } }, { UPSTREAM_BASIC_AUTH: 'x:y' })
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ code: 500, msg: 'System unknown error, please report to the administrator', data: null, key: 'server' })
  })

  it('answers an unknown /api path with the 404 envelope', async () => {
    const response = await call('/api/no/such/thing')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ code: 404, msg: 'Resource does not exist', data: null, key: 'notFound' })
  })
})
