import { describe, expect, it } from 'vitest'
import english from '../../locales/common/en-US.json'
import french from '../../locales/common/fr-FR.json'
import { cartCount, createBuyers, createFlashItem, mallEnv, stockOf } from './mall.helpers'
import { send } from './helpers'

const DEMO = { DEMO: 'on' }
const form = { 'content-type': 'application/x-www-form-urlencoded' }
const json = { 'content-type': 'application/json' }

let callers = 0
const address = () => ({ 'cf-connecting-ip': `192.0.2.${++callers}` })

async function buyerAndItem() {
  const [buyer] = await createBuyers(1)
  const flashItemId = await createFlashItem({ total: 5, limitPerBuyer: 2 })
  return { token: buyer!.token, flashItemId }
}

const messagesStored = async () => (await mallEnv.DB.prepare('SELECT COUNT(*) AS n FROM member_messages').first<number>('n')) ?? 0

describe('DEMO=on', () => {
  it('refuses an island write with 403 demoMode in the user’s language, and the mall sees nothing', async () => {
    const { token, flashItemId } = await buyerAndItem()
    for (const [language, texts] of [['en-US', english], ['fr-FR', french]] as const) {
      const response = await send(
        '/m/api/cart/add',
        { method: 'POST', headers: { ...json, ...address(), cookie: `key=${token}; jde-lang=${language}` }, body: JSON.stringify({ flashItemId }) },
        DEMO,
      )
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({ code: 403, msg: texts.error.demoMode, data: null, key: 'demoMode' })
    }
    expect(await cartCount(token)).toBe(0)
    expect(await stockOf(flashItemId).snapshot()).toBeNull()
  })

  it('refuses a plain-form write with a 403 page that says so', async () => {
    const { token, flashItemId } = await buyerAndItem()
    const response = await send(
      '/m/cart/add',
      { method: 'POST', headers: { ...form, ...address(), cookie: `key=${token}; jde-lang=fr-FR` }, body: `flashItemId=${flashItemId}&idem=demo-form-1` },
      DEMO,
    )
    expect(response.status).toBe(403)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await response.text()
    expect(html).toContain(`<p>${french.error.demoMode.replace(/'/g, '&#x27;')}</p>`)
    expect(await cartCount(token)).toBe(0)
  })

  it('refuses the member form too', async () => {
    const before = await messagesStored()
    const response = await send(
      '/m/member/add',
      { method: 'POST', headers: { ...form, ...address() }, body: 'name=Ada&phone=%2B234%20801%20234%205678' },
      DEMO,
    )
    expect(response.status).toBe(403)
    expect(await response.text()).toContain(english.error.demoMode)
    expect(await messagesStored()).toBe(before)
  })

  it('still serves pages and island reads', async () => {
    const { token } = await buyerAndItem()
    for (const path of ['/m/', '/m/activity/sale', '/m/login/login', '/m/member/add', '/m/tmpl/about']) {
      expect((await send(path, {}, DEMO)).status, path).toBe(200)
    }
    const time = await send('/m/api/system/time', {}, DEMO)
    expect(time.status).toBe(200)
    expect(await time.json()).toMatchObject({ code: 1 })
    const count = await send('/m/api/cart/count', { headers: { cookie: `key=${token}` } }, DEMO)
    expect(await count.json()).toEqual({ code: 1, msg: 'success', data: { count: 0 } })
  })

  it('still lets a shopper log in and out', async () => {
    const login = await send(
      '/m/login/login',
      { method: 'POST', headers: { ...form, ...address() }, body: 'username=amina&password=Mall%402026&back=%2Fm%2Factivity%2Fsale' },
      DEMO,
    )
    expect(login.status).toBe(303)
    expect(login.headers.get('location')).toBe('/m/activity/sale')
    const token = /(?:^|,\s*)key=([0-9a-f]{64});/.exec(login.headers.get('set-cookie') ?? '')?.[1]
    expect(token).toBeDefined()
    const me = await send('/m/api/user/info', { headers: { cookie: `key=${token}` } }, DEMO)
    expect(await me.json()).toMatchObject({ code: 1, data: { username: 'amina' } })

    const logout = await send('/m/login/logout', { method: 'POST', headers: { ...address(), cookie: `key=${token}` } }, DEMO)
    expect(logout.status).toBe(303)
    expect((await send('/m/api/user/info', { headers: { cookie: `key=${token}` } }, DEMO)).status).toBe(401)
  })

  it('still lets an island log in', async () => {
    const response = await send(
      '/m/api/user/login',
      { method: 'POST', headers: { ...json, ...address() }, body: JSON.stringify({ username: 'amina', password: 'Mall@2026' }) },
      DEMO,
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ code: 1, data: { user: { username: 'amina' } } })
  })

  it('is off unless switched on', async () => {
    const { token, flashItemId } = await buyerAndItem()
    const response = await send('/m/api/cart/add', {
      method: 'POST',
      headers: { ...json, ...address(), cookie: `key=${token}` },
      body: JSON.stringify({ flashItemId }),
    })
    expect(await response.json()).toMatchObject({ code: 1, data: { count: 1 } })
  })
})

describe('a demo still lets shoppers log in by a code', () => {
  it('sends the code and accepts the code login, while registering stays refused', async () => {
    const sent = await send('/m/api/user/code/send', { method: 'POST', headers: { ...json, ...address(), cookie: 'countryId=7' }, body: JSON.stringify({ phone: '08030000001', purpose: 'login' }) }, DEMO)
    expect(sent.status).toBe(200)
    expect(await sent.json()).toMatchObject({ code: 1 })
    const register = await send('/m/api/user/register', { method: 'POST', headers: { ...json, ...address() }, body: '{}' }, DEMO)
    expect(register.status).toBe(403)
    expect(await register.json()).toMatchObject({ key: 'demoMode' })
  })
})
