import { describe, expect, it } from 'vitest'
import english from '../../locales/common/en-US.json'
import { hashToken } from '../../mall/core/auth'
import { hashPassword } from '../../mall/core/passwords'
import { send, STOREFRONT_AUTH } from './helpers'
import { call, login, mallEnv } from './mall.helpers'

const db = mallEnv.DB
const PASSWORD = 'Right@2026'
const WINDOW_MS = 900_000

/** A buyer of Nigeria with a password and a bound number, new to this test. */
async function account() {
  const name = `throttle_${crypto.randomUUID().slice(0, 8)}`
  const phone = `+234809${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`
  const row = await db
    .prepare("INSERT INTO users (username, password_hash, nickname, role, country_id, phone) VALUES (?, ?, ?, 'buyer', 7, ?) RETURNING id")
    .bind(name, await hashPassword(PASSWORD), name, phone)
    .first<{ id: number }>()
  return { id: row!.id, name, phone }
}

type Answer = { code: number; key?: string; data?: { token?: string } }
let callers = 0
const address = () => `192.0.2.${++callers % 250}`

/** The mall's login, in-process, with whatever caller credential (a token of one's own, or the storefront's). */
const mallLogin = async (username: string, password: string, token?: string) =>
  (await (await call('/api/user/login', { method: 'POST', token, json: { username, password } })).json()) as Answer

/** The three doors: the mall's own `/api`, the storefront's `/m/api`, and the plain form. */
const doors = {
  api: async (username: string, password: string) =>
    (await send('/api/user/login', {
      method: 'POST',
      headers: { authorization: STOREFRONT_AUTH, 'content-type': 'application/json', 'cf-connecting-ip': address() },
      body: JSON.stringify({ username, password }),
    })).json() as Promise<Answer>,
  proxy: async (username: string, password: string) =>
    (await send('/m/api/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': address() },
      body: JSON.stringify({ username, password }),
    })).json() as Promise<Answer>,
  form: (username: string, password: string) =>
    send('/m/login/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': address() },
      body: new URLSearchParams({ username, password, back: '/m/' }).toString(),
    }),
}

const triesOf = async (userId: number) => (await db.prepare('SELECT COUNT(*) AS n FROM login_tries WHERE account = ?').bind(`user:${userId}`).first<{ n: number }>())!.n

describe('wrong passwords for one account', () => {
  it('after 5 in the window, every try answers "Requests are too frequent", the right password too, until the window passes', async () => {
    const me = await account()
    const attacker = await login('okello')
    for (let i = 0; i < 5; i++) expect(await mallLogin(me.name, `guess-${i}`, attacker)).toMatchObject({ code: 500, key: 'loginFailed' })
    expect(await mallLogin(me.name, 'guess-6', attacker)).toMatchObject({ code: 429, key: 'tooFrequent' })
    // Whatever the credential or the name the account is given by.
    expect(await mallLogin(me.name, PASSWORD)).toMatchObject({ code: 429, key: 'tooFrequent' })
    expect(await mallLogin(me.phone, PASSWORD)).toMatchObject({ code: 429, key: 'tooFrequent' })
    expect(await mallLogin(me.name.toUpperCase(), PASSWORD)).toMatchObject({ code: 429, key: 'tooFrequent' })
    expect(await triesOf(me.id)).toBe(5)

    // The oldest try leaves the window: one more try is taken, and the right password opens the session.
    await db.prepare("UPDATE login_tries SET at = at - ? WHERE account = ? AND at = (SELECT MIN(at) FROM login_tries WHERE account = ?)").bind(WINDOW_MS, `user:${me.id}`, `user:${me.id}`).run()
    const opened = await mallLogin(me.phone, PASSWORD)
    expect(opened.code).toBe(1)
    expect(await db.prepare('SELECT user_id FROM auth_sessions WHERE token_hash = ?').bind(await hashToken(opened.data!.token!)).first()).toEqual({ user_id: me.id })
    expect(await triesOf(me.id)).toBe(0)
  })

  it('a right password before the limit forgives the wrong ones', async () => {
    const me = await account()
    for (let i = 0; i < 4; i++) await mallLogin(me.name, `guess-${i}`)
    expect((await mallLogin(me.name, PASSWORD)).code).toBe(1)
    for (let i = 0; i < 4; i++) expect(await mallLogin(me.name, `guess-${i}`)).toMatchObject({ key: 'loginFailed' })
    expect((await mallLogin(me.name, PASSWORD)).code).toBe(1)
  })

  it('70 guesses at once: exactly 5 are checked, 65 refused', async () => {
    const me = await account()
    const answers = await Promise.all(Array.from({ length: 70 }, (_, i) => mallLogin(me.name, `guess-${i}`)))
    expect(answers.filter((a) => a.key === 'loginFailed')).toHaveLength(5)
    expect(answers.filter((a) => a.key === 'tooFrequent')).toHaveLength(65)
    expect(await triesOf(me.id)).toBe(5)
  })

  it('are counted alike for a name that has no account, so the answer tells nothing', async () => {
    const nobody = `nobody_${crypto.randomUUID().slice(0, 8)}`
    for (let i = 0; i < 5; i++) expect(await mallLogin(nobody, `guess-${i}`)).toMatchObject({ key: 'loginFailed' })
    expect(await mallLogin(nobody, 'guess-6')).toMatchObject({ code: 429, key: 'tooFrequent' })
  })

  it('are counted together across the mall\'s door, the storefront\'s API and the plain form, whatever the address', async () => {
    const me = await account()
    expect(await doors.api(me.name, 'guess-1')).toMatchObject({ key: 'loginFailed' })
    expect(await doors.api(me.name, 'guess-2')).toMatchObject({ key: 'loginFailed' })
    expect(await doors.proxy(me.name, 'guess-3')).toMatchObject({ key: 'loginFailed' })
    expect(await doors.proxy(me.phone, 'guess-4')).toMatchObject({ key: 'loginFailed' })
    expect((await doors.form(me.name, 'guess-5')).status).toBe(401)

    const proxied = await send('/m/api/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': address() },
      body: JSON.stringify({ username: me.name, password: PASSWORD }),
    })
    expect(proxied.status).toBe(429)
    expect(await proxied.json()).toMatchObject({ key: 'tooFrequent', msg: english.error.tooFrequent })
    expect(await doors.api(me.name, PASSWORD)).toMatchObject({ code: 429, key: 'tooFrequent' })
    const page = await doors.form(me.name, PASSWORD)
    expect(page.status).toBe(429)
    expect(page.headers.getSetCookie().some((cookie) => cookie.startsWith('key='))).toBe(false)
    expect(await page.text()).toContain('Too many wrong passwords for this account.')
  })

  it('take the settings LOGIN_TRIES and LOGIN_WINDOW_SECONDS', async () => {
    const me = await account()
    const strict = { LOGIN_TRIES: '2', LOGIN_WINDOW_SECONDS: '60' }
    const tryAt = (password: string) =>
      send('/api/user/login', {
        method: 'POST',
        headers: { authorization: STOREFRONT_AUTH, 'content-type': 'application/json', 'cf-connecting-ip': address() },
        body: JSON.stringify({ username: me.name, password }),
      }, strict).then((r) => r.json() as Promise<Answer>)
    expect(await tryAt('guess-1')).toMatchObject({ key: 'loginFailed' })
    expect(await tryAt('guess-2')).toMatchObject({ key: 'loginFailed' })
    expect(await tryAt(PASSWORD)).toMatchObject({ key: 'tooFrequent' })
    await db.prepare('UPDATE login_tries SET at = at - 60000 WHERE account = ?').bind(`user:${me.id}`).run()
    expect((await tryAt(PASSWORD)).code).toBe(1)
  })
})

/** The plain login form from one browser: its device cookie, if it has one, and its own address. */
const formFrom = (username: string, password: string, { device, language }: { device?: string; language?: string } = {}) =>
  send('/m/login/login', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'cf-connecting-ip': address(),
      ...(device || language ? { cookie: [device && `device=${device}`, language && `jde-lang=${language}`].filter(Boolean).join('; ') } : {}),
    },
    body: new URLSearchParams({ username, password, back: '/m/' }).toString(),
  })

const deviceCookieOf = (response: Response) => response.headers.getSetCookie().find((cookie) => cookie.startsWith('device='))
const deviceOf = (response: Response) => deviceCookieOf(response)?.split(';')[0]!.slice('device='.length)

describe('a browser the account logged in from before', () => {
  it('gets a signed, HttpOnly device cookie at each successful login, the same device id renewed', async () => {
    const me = await account()
    const first = await formFrom(me.name, PASSWORD)
    expect(first.status).toBe(303)
    expect(deviceCookieOf(first)).toMatch(/^device=\d+\.[0-9a-f]{32}\.[0-9a-f]{64}; Max-Age=31536000; Path=\/; HttpOnly; Secure; SameSite=Lax$/)
    const again = await formFrom(me.name, PASSWORD, { device: deviceOf(first) })
    expect(deviceOf(again)!.split('.')[1]).toBe(deviceOf(first)!.split('.')[1])
    // Another browser is another device.
    expect(deviceOf(await formFrom(me.name, PASSWORD))!.split('.')[1]).not.toBe(deviceOf(first)!.split('.')[1])
  })

  it('keeps its login while strangers\' guesses are refused; its own wrong passwords are counted on their own', async () => {
    const me = await account()
    const mine = deviceOf(await formFrom(me.name, PASSWORD))!
    for (let i = 0; i < 5; i++) expect(await mallLogin(me.name, `stranger-${i}`)).toMatchObject({ key: 'loginFailed' })
    expect(await mallLogin(me.name, PASSWORD)).toMatchObject({ code: 429, key: 'tooFrequent' })
    expect((await formFrom(me.name, PASSWORD)).status).toBe(429)

    const mineAgain = await formFrom(me.name, PASSWORD, { device: mine })
    expect(mineAgain.status).toBe(303)
    expect(mineAgain.headers.getSetCookie().some((cookie) => cookie.startsWith('key='))).toBe(true)
    // The strangers are still refused: the browser's login forgave only its own count.
    expect((await formFrom(me.name, PASSWORD)).status).toBe(429)

    for (let i = 0; i < 5; i++) expect((await formFrom(me.name, `typo-${i}`, { device: mine })).status).toBe(401)
    expect((await formFrom(me.name, PASSWORD, { device: mine })).status).toBe(429)
  })

  it('is known only by a token this mall signed for this account: another account\'s or a forged one shares the strangers\' count', async () => {
    const [me, other] = [await account(), await account()]
    const othersDevice = deviceOf(await formFrom(other.name, PASSWORD))!
    const mine = deviceOf(await formFrom(me.name, PASSWORD))!
    for (let i = 0; i < 5; i++) await mallLogin(me.name, `stranger-${i}`)
    const [, id, signature] = mine.split('.')
    const [, othersId, othersSignature] = othersDevice.split('.')
    const forged = [
      othersDevice,
      `${me.id}.${othersId}.${othersSignature}`,
      `${me.id}.${id!.replace(/^./, id![0] === 'a' ? 'b' : 'a')}.${signature}`,
      `${me.id}.${id}.${'0'.repeat(64)}`,
      `${me.id}.${id}`,
      '',
    ]
    for (const device of forged) expect((await formFrom(me.name, PASSWORD, { device })).status).toBe(429)
    expect((await formFrom(me.name, PASSWORD, { device: mine })).status).toBe(303)
  })

  it('without DEVICE_SECRET no device cookie is given, and every browser shares the account\'s count', async () => {
    const me = await account()
    const login = (device?: string) =>
      send('/m/login/login', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': address(), ...(device ? { cookie: `device=${device}` } : {}) },
        body: new URLSearchParams({ username: me.name, password: PASSWORD, back: '/m/' }).toString(),
      }, { DEVICE_SECRET: '' })
    const first = await login()
    expect(first.status).toBe(303)
    expect(deviceCookieOf(first)).toBeUndefined()
    const signedElsewhere = deviceOf(await formFrom(me.name, PASSWORD))!
    for (let i = 0; i < 5; i++) await mallLogin(me.name, `stranger-${i}`)
    expect((await login(signedElsewhere)).status).toBe(429)
  })
})

describe('the refusal', () => {
  it('says how long it lasts, in the answer\'s Retry-After and on the form, and offers the code login, in English and Arabic', async () => {
    const me = await account()
    for (let i = 0; i < 5; i++) await mallLogin(me.name, `stranger-${i}`)
    const direct = await call('/api/user/login', { method: 'POST', json: { username: me.name, password: PASSWORD } })
    expect(direct.status).toBe(429)
    const seconds = Number(direct.headers.get('retry-after'))
    expect(seconds).toBeGreaterThan(WINDOW_MS / 1000 - 60)
    expect(seconds).toBeLessThanOrEqual(WINDOW_MS / 1000)

    const page = await formFrom(me.name, PASSWORD)
    expect(page.status).toBe(429)
    expect(Number(page.headers.get('retry-after'))).toBeLessThanOrEqual(WINDOW_MS / 1000)
    const html = await page.text()
    expect(html).toContain('Password login is paused for <bdi dir="ltr">15</bdi> minutes.')
    expect(html).toMatch(/<a href="\/m\/login\/code[^"]*">Log in with a verification code<\/a>/)

    const arabic = await (await formFrom(me.name, PASSWORD, { language: 'ar' })).text()
    expect(arabic).toContain('تسجيل الدخول بكلمة المرور متوقف لمدة <bdi dir="ltr">15</bdi> دقيقة.')
    expect(arabic).toContain('تسجيل الدخول برمز التحقق</a>')
  })

  it('counts from the oldest wrong try in the window: 5 minutes after it, 10 minutes are left', async () => {
    const me = await account()
    for (let i = 0; i < 5; i++) await mallLogin(me.name, `stranger-${i}`)
    await db.prepare('UPDATE login_tries SET at = at - 300000 WHERE account = ?').bind(`user:${me.id}`).run()
    const html = await (await formFrom(me.name, PASSWORD)).text()
    expect(html).toContain('Password login is paused for <bdi dir="ltr">10</bdi> minutes.')
  })
})

describe('a name with no account', () => {
  it('is counted as one name whatever its case: Amina and amina share one count', async () => {
    const name = `Amina_${crypto.randomUUID().slice(0, 8)}`
    for (let i = 0; i < 3; i++) expect(await mallLogin(name, `guess-${i}`)).toMatchObject({ key: 'loginFailed' })
    for (let i = 0; i < 2; i++) expect(await mallLogin(name.toLowerCase(), `guess-${i}`)).toMatchObject({ key: 'loginFailed' })
    expect(await mallLogin(name.toUpperCase(), 'guess-6')).toMatchObject({ code: 429, key: 'tooFrequent' })
    expect(await mallLogin(` ${name.toLowerCase()} `, 'guess-7')).toMatchObject({ code: 429, key: 'tooFrequent' })
  })
})
