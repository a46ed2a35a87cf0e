import { describe, expect, it } from 'vitest'
import { ERROR_MESSAGES, type LoginResult, type SendCodeResult, type User } from '../../contract'
import { hashPassword } from '../../mall/core/passwords'
import { runScheduledJobs } from '../../mall/core/scheduled'
import {
  ageCodes, AMINA_PHONE, answerOf, codeFor, lastCode, newPhone, PASSWORD, post, registered, sendCode, wrongCode,
} from './account.helpers'
import { STOREFRONT_AUTH, send } from './helpers'
import { call, DEMO_PASSWORD, mallEnv } from './mall.helpers'

const MINUTE = 60_000
const db = () => mallEnv.DB

const refusal = (key: keyof typeof ERROR_MESSAGES) => ({ code: 500, key, msg: ERROR_MESSAGES[key], data: null })

const codeLogin = (phone: string, code: string, headers: Record<string, string> = {}) => post('/api/user/login/code', { phone, code }, headers)
const passwordLogin = (body: object, headers: Record<string, string> = {}) => post('/api/user/login', body, headers)

async function currentUser(token: string): Promise<User> {
  return (await answerOf<User>(call('/api/user/info', { token }))).data
}

/** An account with a password and no mobile number. */
async function accountWithoutPhone(): Promise<{ id: number; username: string }> {
  const username = `nophone_${crypto.randomUUID().slice(0, 8)}`
  const row = await db()
    .prepare("INSERT INTO users (username, password_hash, nickname, role, country_id) VALUES (?, ?, 'No Phone', 'buyer', 7) RETURNING id")
    .bind(username, await hashPassword(PASSWORD))
    .first<{ id: number }>()
  return { id: row!.id, username }
}

const codeRow = (phone: string, purpose = 'login') =>
  db()
    .prepare('SELECT * FROM verification_codes WHERE phone = ? AND purpose = ? ORDER BY id DESC LIMIT 1')
    .bind(phone, purpose)
    .first<{ code_hash: string; tries_left: number; expires_at: number; created_at: number; verified_at: number | null; used_at: number | null }>()

describe('mobile numbers', () => {
  it.each([
    ['7', '0803 123 4567', '+2348031234567'],
    ['7', '8031234567', '+2348031234567'],
    ['7', '+234 (0) 803-123-4567', '+2348031234567'],
    ['7', '2348031234567', '+2348031234567'],
    ['3', '024 412 3456', '+233244123456'],
    ['4', '07 07 12 34 56', '+2250707123456'],
    ['1', '098765 43210', '+919876543210'],
    ['2', '0772 123456', '+256772123456'],
    ['5', '0551 23 45 67', '+213551234567'],
    ['6', '0712 345 678', '+255712345678'],
    ['3', '+234 803 123 4567', '+2348031234567'],
  ])('in market %s, %s is sent to %s', async (countryId, typed, e164) => {
    const answer = await answerOf<SendCodeResult>(sendCode(typed, 'login', { country_id: countryId }))
    expect(answer).toMatchObject({ code: 1, data: { sentTo: e164 } })
    await ageCodes(e164, MINUTE)
  })

  it.each([
    ['7', '024 412 3456'],
    ['3', '0803 123 4567'],
    ['4', '707 12 34 56'],
    ['7', '+44 20 7946 0958'],
    ['7', '080312345678'],
    ['7', 'call me'],
  ])('in market %s, %s is refused with phoneInvalid', async (countryId, typed) => {
    expect(await answerOf(sendCode(typed, 'login', { country_id: countryId }))).toEqual(refusal('phoneInvalid'))
  })

  it('reads a number in Nigeria when the request names no market', async () => {
    expect(await answerOf(sendCode('0809 000 0042', 'login'))).toMatchObject({ code: 1, data: { sentTo: '+2348090000042' } })
  })
})

describe('verification codes', () => {
  it('are 6 random digits, valid 10 minutes, stored only as a hash, texted in English', async () => {
    const phone = newPhone()
    const before = Date.now()
    const answer = await answerOf<SendCodeResult>(sendCode(phone, 'register'))
    expect(answer.code).toBe(1)
    expect(answer.data.expiresAt - before).toBeGreaterThanOrEqual(10 * MINUTE)
    expect(answer.data.expiresAt - Date.now()).toBeLessThanOrEqual(10 * MINUTE)
    expect(answer.data.resendAfter).toBe(answer.data.expiresAt - 9 * MINUTE)
    const code = await lastCode(phone)
    expect(code).toMatch(/^\d{6}$/)
    const text = await db().prepare('SELECT body FROM sms_outbox WHERE phone = ? ORDER BY id DESC').bind(phone).first<string>('body')
    expect(text).toBe(`${code} is your verification code to create your account. It is valid for 10 minutes. Never share it with anyone.`)
    const row = await codeRow(phone, 'register')
    expect(row).toMatchObject({ tries_left: 5, verified_at: null, used_at: null })
    expect(row!.code_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(row!.code_hash).not.toContain(code)
  })

  it('differ from one another', async () => {
    const codes = new Set<string>()
    for (let i = 0; i < 12; i++) codes.add(await codeFor(newPhone(), 'login'))
    expect(codes.size).toBeGreaterThan(10)
  })

  it('expire after 10 minutes', async () => {
    const phone = newPhone()
    const code = await codeFor(phone, 'register')
    await db().prepare('UPDATE verification_codes SET expires_at = ? WHERE phone = ?').bind(Date.now() - 1, phone).run()
    expect(await answerOf(post('/api/user/register', { name: 'Late', phone, code, password: PASSWORD, consent: true }))).toEqual(refusal('codeExpired'))
  })

  it('still work just before the 10 minutes are over', async () => {
    const phone = newPhone()
    const code = await codeFor(phone, 'register')
    await ageCodes(phone, 10 * MINUTE - 5_000)
    expect(await answerOf(post('/api/user/register', { name: 'Just in time', phone, code, password: PASSWORD, consent: true }))).toMatchObject({ code: 1 })
  })

  it('allow 5 tries: the 5th wrong one ends the code, and then even the right code is refused', async () => {
    const code = await codeFor(AMINA_PHONE, 'login')
    const wrong = wrongCode(code)
    for (let i = 1; i <= 4; i++) expect(await answerOf(codeLogin(AMINA_PHONE, wrong))).toEqual(refusal('codeWrong'))
    expect((await codeRow(AMINA_PHONE))!.tries_left).toBe(1)
    expect(await answerOf(codeLogin(AMINA_PHONE, wrong))).toEqual(refusal('codeTriesUsed'))
    expect(await answerOf(codeLogin(AMINA_PHONE, code))).toEqual(refusal('codeTriesUsed'))
    expect((await codeRow(AMINA_PHONE))!.tries_left).toBe(0)
    await ageCodes(AMINA_PHONE, MINUTE)
    const fresh = await codeFor(AMINA_PHONE, 'login')
    expect(await answerOf(codeLogin(AMINA_PHONE, fresh))).toMatchObject({ code: 1 })
  })

  it('lose a try per wrong guess and never go below zero when 20 guesses arrive at once', async () => {
    const phone = newPhone()
    const code = await codeFor(phone, 'login')
    const answers = await Promise.all(Array.from({ length: 20 }, () => answerOf(codeLogin(phone, wrongCode(code)))))
    const keys = answers.map((answer) => answer.key)
    expect(keys.every((key) => key === 'codeWrong' || key === 'codeTriesUsed'), keys.join()).toBe(true)
    expect(keys.filter((key) => key === 'codeWrong').length).toBeLessThanOrEqual(4)
    expect((await codeRow(phone))!.tries_left).toBe(0)
    expect(await answerOf(codeLogin(phone, code))).toEqual(refusal('codeTriesUsed'))
  })

  it('are used once, even by requests that arrive together', async () => {
    const { phone } = await registered()
    await ageCodes(phone, MINUTE)
    const code = await codeFor(phone, 'login')
    const answers = await Promise.all(Array.from({ length: 5 }, () => answerOf(codeLogin(phone, code))))
    expect(answers.filter((answer) => answer.code === 1)).toHaveLength(1)
    expect(await answerOf(codeLogin(phone, code))).toEqual(refusal('codeExpired'))
  })

  it('cannot be asked for again within 60 seconds; a new one replaces the old', async () => {
    const phone = newPhone()
    const first = await codeFor(phone, 'register')
    expect(await answerOf(sendCode(phone, 'register'))).toEqual(refusal('codeTooSoon'))
    expect(await answerOf(sendCode(phone, 'login'))).toMatchObject({ code: 1 })
    await ageCodes(phone, 59_000)
    expect(await answerOf(sendCode(phone, 'register'))).toEqual(refusal('codeTooSoon'))
    await ageCodes(phone, 2_000)
    const second = await codeFor(phone, 'register')
    const register = (code: string) => post('/api/user/register', { name: 'Ada', phone, code, password: PASSWORD, consent: true })
    if (first !== second) expect(await answerOf(register(first))).toEqual(refusal('codeWrong'))
    expect(await answerOf(register(second))).toMatchObject({ code: 1 })
  })

  it('serve only their purpose', async () => {
    const phone = newPhone()
    const code = await codeFor(phone, 'login')
    expect(await answerOf(post('/api/user/register', { name: 'Ada', phone, code, password: PASSWORD, consent: true }))).toEqual(refusal('codeExpired'))
  })

  it('are refused when none was sent', async () => {
    expect(await answerOf(codeLogin(newPhone(), '123456'))).toEqual(refusal('codeExpired'))
  })
})

describe('registration', () => {
  it('creates a new buyer in the request\'s market, logged in, with the number bound', async () => {
    const phone = newPhone()
    const code = await codeFor(phone, 'register')
    const answer = await answerOf<LoginResult>(
      post('/api/user/register', { name: '  Chiamaka <b>Eze</b> ', phone: `0${phone.slice(4)}`, code, password: PASSWORD, consent: true }),
    )
    expect(answer.code).toBe(1)
    expect(answer.data.token).toMatch(/^[0-9a-f]{64}$/)
    expect(answer.data.user).toMatchObject({ username: phone, nickname: 'Chiamaka <b>Eze</b>', role: 'buyer', countryId: 7, phone, isNew: true })
    expect(await currentUser(answer.data.token)).toEqual(answer.data.user)
    const stored = await db().prepare('SELECT password_hash FROM users WHERE phone = ?').bind(phone).first<string>('password_hash')
    expect(stored).toMatch(/^pbkdf2\$100000\$/)
  })

  it('takes the market from COUNTRY_ID', async () => {
    const phone = `+2332${Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b % 10).join('')}`
    const { user } = await registered({ phone, headers: { country_id: '3' } })
    expect(user).toMatchObject({ countryId: 3, phone })
  })

  it('then logs in with the number (as typed in the market, or in full) and the password', async () => {
    const { phone, user } = await registered()
    for (const typed of [phone, `0${phone.slice(4)}`, `${phone.slice(0, 4)} ${phone.slice(4)}`]) {
      const answer = await answerOf<LoginResult>(passwordLogin({ username: typed, password: PASSWORD }))
      expect(answer, typed).toMatchObject({ code: 1, data: { user: { id: user.id } } })
    }
    expect(await answerOf(passwordLogin({ username: phone, password: DEMO_PASSWORD }))).toEqual(refusal('loginFailed'))
  })

  it('sends a code alike to a number that has an account and to one that has not; only a verified code tells', async () => {
    const { phone: taken } = await registered()
    await ageCodes(taken, MINUTE)
    const free = newPhone()
    type Sent = { sentTo: string; expiresAt: number; resendAfter: number }
    const shapeOf = (answer: { code: number; data: Sent }) =>
      ({ code: answer.code, keys: Object.keys(answer.data).sort(), valid: answer.data.expiresAt - answer.data.resendAfter })
    const [toTaken, toFree] = [await answerOf<Sent>(sendCode(taken, 'register')), await answerOf<Sent>(sendCode(free, 'register'))]
    expect(toTaken).toMatchObject({ code: 1, data: { sentTo: taken } })
    expect(shapeOf(toTaken)).toEqual(shapeOf(toFree))

    const body = { name: 'Twin', phone: taken, password: PASSWORD, consent: true }
    const code = await lastCode(taken)
    expect(await answerOf(post('/api/user/register', { ...body, code: wrongCode(code) }))).toEqual(refusal('codeWrong'))
    expect(await answerOf(post('/api/user/register', { ...body, code }))).toEqual(refusal('phoneTaken'))
    expect(await db().prepare('SELECT COUNT(*) AS n FROM users WHERE phone = ?').bind(taken).first('n')).toBe(1)
  })

  it('refuses a wrong code and keeps the right one usable', async () => {
    const phone = newPhone()
    const code = await codeFor(phone, 'register')
    const body = { name: 'Bisi', phone, password: PASSWORD, consent: true }
    expect(await answerOf(post('/api/user/register', { ...body, code: wrongCode(code) }))).toEqual(refusal('codeWrong'))
    expect(await answerOf(post('/api/user/register', { ...body, code }))).toMatchObject({ code: 1 })
    expect(await answerOf(post('/api/user/register', { ...body, code }))).toEqual(refusal('codeExpired'))
  })

  it('refuses an invalid number', async () => {
    expect(await answerOf(post('/api/user/register', { name: 'Bisi', phone: '12345', code: '123456', password: PASSWORD, consent: true }))).toEqual(refusal('phoneInvalid'))
  })

  it.each([
    ['no name', { name: '   ' }],
    ['a name over 50 characters', { name: 'x'.repeat(51) }],
    ['no number', { phone: '' }],
    ['a code of 5 digits', { code: '12345' }],
    ['a password under 8 characters', { password: 'short' }],
    ['no consent', { consent: undefined }],
    ['consent false', { consent: false }],
    ['consent as text', { consent: 'on' }],
  ])('answers 400 invalidInput for %s', async (_, change) => {
    const phone = newPhone()
    const code = await codeFor(phone, 'register')
    const response = await post('/api/user/register', { name: 'Bisi', phone, code, password: PASSWORD, consent: true, ...change })
    expect(response.status).toBe(400)
    expect(await answerOf(response)).toMatchObject({ code: 400, key: 'invalidInput' })
    expect((await codeRow(phone, 'register'))!.used_at).toBeNull()
  })
})

describe('code login and binding a number', () => {
  it('logs in the account of the number', async () => {
    const code = await codeFor('+255710000004', 'login', { country_id: '6' })
    const answer = await answerOf<LoginResult>(codeLogin('0710 000 004', code, { country_id: '6' }))
    expect(answer).toMatchObject({ code: 1, data: { user: { username: 'neema', phone: '+255710000004' } } })
    expect(await currentUser(answer.data.token)).toMatchObject({ username: 'neema' })
  })

  it('answers accountNotBound for a number without account; a password login then binds it, and code logins work', async () => {
    const phone = newPhone()
    const account = await accountWithoutPhone()
    const code = await codeFor(phone, 'login')
    expect(await answerOf(codeLogin(phone, wrongCode(code)))).toEqual(refusal('codeWrong'))
    expect(await answerOf(codeLogin(phone, code))).toEqual(refusal('accountNotBound'))
    expect((await codeRow(phone))!.verified_at).not.toBeNull()
    expect(await answerOf(codeLogin(phone, code))).toEqual(refusal('accountNotBound'))

    const bound = await answerOf<LoginResult>(passwordLogin({ username: account.username, password: PASSWORD, bind: { phone, code } }))
    expect(bound).toMatchObject({ code: 1, data: { user: { id: account.id, phone } } })
    expect((await codeRow(phone))!.used_at).not.toBeNull()
    expect(await currentUser(bound.data.token)).toMatchObject({ id: account.id, phone })

    await ageCodes(phone, MINUTE)
    const next = await codeFor(phone, 'login')
    expect(await answerOf(codeLogin(phone, next))).toMatchObject({ code: 1, data: { user: { id: account.id } } })
  })

  it('binds only with the right, unexpired code and the right password', async () => {
    const phone = newPhone()
    const account = await accountWithoutPhone()
    const code = await codeFor(phone, 'login')
    expect(await answerOf(codeLogin(phone, code))).toEqual(refusal('accountNotBound'))
    const bind = (body: object) => answerOf(passwordLogin({ username: account.username, password: PASSWORD, ...body }))

    expect(await bind({ password: 'wrong-password', bind: { phone, code } })).toEqual(refusal('loginFailed'))
    expect(await bind({ bind: { phone, code: wrongCode(code) } })).toEqual(refusal('codeWrong'))
    expect(await bind({ bind: { phone: '0803', code } })).toEqual(refusal('phoneInvalid'))
    await db().prepare('UPDATE verification_codes SET expires_at = ? WHERE phone = ?').bind(Date.now() - 1, phone).run()
    expect(await bind({ bind: { phone, code } })).toEqual(refusal('codeExpired'))
    expect(await db().prepare('SELECT phone FROM users WHERE id = ?').bind(account.id).first('phone')).toBeNull()
  })

  it('refuses to bind a number that another account has', async () => {
    const account = await accountWithoutPhone()
    const code = await codeFor('+233240000002', 'login')
    const answer = await answerOf(passwordLogin({ username: account.username, password: PASSWORD, bind: { phone: '+233240000002', code } }))
    expect(answer).toEqual(refusal('phoneTaken'))
    expect((await codeRow('+233240000002'))!.used_at).toBeNull()
  })

  it('logs in by password with the bound number in place of the username', async () => {
    expect(await answerOf(passwordLogin({ username: '0803 000 0001', password: DEMO_PASSWORD }))).toMatchObject({ code: 1, data: { user: { username: 'amina' } } })
    expect(await answerOf(passwordLogin({ username: '+233240000002', password: DEMO_PASSWORD }))).toMatchObject({ code: 1, data: { user: { username: 'kwame' } } })
  })
})

describe('forgot password', () => {
  it('sets a new password with a reset code: the old one stops working and every session ends', async () => {
    const { phone, token } = await registered()
    const code = await codeFor(phone, 'reset')
    expect(await answerOf(post('/api/user/password/reset', { phone, code: wrongCode(code), password: 'Brand-new-2026' }))).toEqual(refusal('codeWrong'))
    expect(await answerOf(passwordLogin({ username: phone, password: PASSWORD }))).toMatchObject({ code: 1 })

    expect(await answerOf(post('/api/user/password/reset', { phone, code, password: 'Brand-new-2026' }))).toEqual({ code: 1, msg: 'success', data: null })
    expect(await answerOf(passwordLogin({ username: phone, password: PASSWORD }))).toEqual(refusal('loginFailed'))
    expect(await answerOf(passwordLogin({ username: phone, password: 'Brand-new-2026' }))).toMatchObject({ code: 1 })
    expect((await call('/api/user/info', { token })).status).toBe(401)
    expect(await answerOf(post('/api/user/password/reset', { phone, code, password: 'Another-2026' }))).toEqual(refusal('codeExpired'))
  })

  it('sends a code to a number without account as to any other; only with the code verified does it say accountNotBound', async () => {
    const phone = newPhone()
    expect(await answerOf(sendCode(phone, 'reset'))).toMatchObject({ code: 1, data: { sentTo: phone } })
    const code = await lastCode(phone)
    expect(await answerOf(post('/api/user/password/reset', { phone, code: wrongCode(code), password: 'Brand-new-2026' }))).toEqual(refusal('codeWrong'))
    expect(await answerOf(post('/api/user/password/reset', { phone: newPhone(), code: '123456', password: 'Brand-new-2026' }))).toEqual(refusal('codeExpired'))
    expect(await answerOf(post('/api/user/password/reset', { phone, code, password: 'Brand-new-2026' }))).toEqual(refusal('accountNotBound'))
  })

  it('refuses a new password under 8 characters', async () => {
    const response = await post('/api/user/password/reset', { phone: AMINA_PHONE, code: '123456', password: 'short' })
    expect(response.status).toBe(400)
  })
})

describe('new users', () => {
  const order = (userId: number, status: string) =>
    db()
      .prepare(
        `INSERT INTO orders (user_id, country_id, status, payment, address, subtotal_minor, delivery_fee_minor, total_minor, created_at, updated_at)
         VALUES (?, 7, ?, 'onDelivery', '{}', 1000, 0, 1000, ?, ?)`,
      )
      .bind(userId, status, Date.now(), Date.now())
      .run()

  it('are new until an order of theirs is completed', async () => {
    const { user, token } = await registered()
    expect(user.isNew).toBe(true)
    for (const status of ['awaitingPayment', 'signed', 'cancelled']) await order(user.id, status)
    expect(await currentUser(token)).toMatchObject({ isNew: true })
    const other = await registered()
    await order(other.user.id, 'completed')
    expect(await currentUser(token)).toMatchObject({ isNew: true })
    await order(user.id, 'completed')
    expect(await currentUser(token)).toMatchObject({ isNew: false })
    expect(await answerOf(passwordLogin({ username: user.phone, password: PASSWORD }))).toMatchObject({ data: { user: { isNew: false } } })
  })
})

describe('the SMS outbox for local runs', () => {
  const outbox = (query: string, overrides = {}) => send(`/api/dev/outbox${query}`, { headers: { authorization: STOREFRONT_AUTH } }, overrides)

  it('does not exist unless DEV_OUTBOX is on', async () => {
    for (const value of [undefined, 'off', '']) {
      const response = await outbox('', { DEV_OUTBOX: value })
      expect(response.status).toBe(404)
      expect(await response.json()).toMatchObject({ key: 'notFound' })
    }
  })

  it('lists the latest texts, for one number when asked', async () => {
    const phone = newPhone()
    const code = await codeFor(phone, 'login')
    await codeFor(newPhone(), 'login')
    const all = (await answerOf<{ messages: { phone: string; body: string }[] }>(outbox('', { DEV_OUTBOX: 'on' }))).data.messages
    expect(all.length).toBeGreaterThanOrEqual(2)
    const mine = (await answerOf<{ messages: { phone: string; body: string }[] }>(outbox(`?phone=${encodeURIComponent(`0${phone.slice(4)}`)}`, { DEV_OUTBOX: 'on' })))
      .data.messages
    expect(mine).toEqual([expect.objectContaining({ phone, body: expect.stringContaining(code) })])
    expect((await outbox('?phone=12', { DEV_OUTBOX: 'on' })).status).toBe(400)
  })

  it('needs the storefront credential like every mall path', async () => {
    expect((await send('/api/dev/outbox', {}, { DEV_OUTBOX: 'on' })).status).toBe(401)
  })
})

describe('the Cron Trigger', () => {
  it('prunes codes and texts a day past their time, keeps the rest, and is safe to run twice', async () => {
    const old = newPhone()
    const young = newPhone()
    await codeFor(old, 'login')
    await codeFor(young, 'login')
    const day = 86_400_000
    await ageCodes(old, 10 * MINUTE + day + MINUTE)
    await db().prepare('UPDATE sms_outbox SET created_at = created_at - ? WHERE phone = ?').bind(day + MINUTE, old).run()
    const count = async (table: string, phone: string) =>
      db().prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE phone = ?`).bind(phone).first<number>('n')

    for (let run = 0; run < 2; run++) {
      expect((await runScheduledJobs(mallEnv)).every((job) => job.ok)).toBe(true)
      expect([await count('verification_codes', old), await count('sms_outbox', old)]).toEqual([0, 0])
      expect([await count('verification_codes', young), await count('sms_outbox', young)]).toEqual([1, 1])
    }
  })
})
