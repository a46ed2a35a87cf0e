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
    expect(await page.text()).toContain(english.error.tooFrequent)
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
