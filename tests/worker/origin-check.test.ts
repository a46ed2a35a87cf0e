import { describe, expect, it } from 'vitest'
import french from '../../locales/common/fr-FR.json'
import { pageTable } from '../../worker/pages'
import { ORIGIN, PROVIDER, recordingUpstream, send } from './helpers'
import { cartCount, createFlashItem, login, mallEnv } from './mall.helpers'
import { createCampaign, phones } from './rebates.helpers'

const NG = 'countryId=7; countryCode=NG'
const EVIL = 'https://evil.example'
const SIBLING = 'https://promo.shop.test'
const APP = 'https://app.provider.example'
let callers = 0
/** Each write from its own address, so the write limits never decide a case here. */
const address = () => `198.51.100.${++callers % 250}`

type From = { origin?: string; fetchSite?: string; referer?: string }
/** The headers a browser sends with a write made from `from` (no Origin at all when `origin` is absent). */
const browser = ({ origin, fetchSite, referer }: From) => ({
  origin: origin ?? '',
  ...(fetchSite ? { 'sec-fetch-site': fetchSite } : {}),
  ...(referer ? { referer } : {}),
  'cf-connecting-ip': address(),
})

const form = (path: string, fields: Record<string, string>, from: From, cookie = NG, overrides = {}) =>
  send(
    path,
    {
      method: 'POST',
      headers: { ...browser(from), cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    },
    overrides,
  )

const apiWrite = (path: string, body: string, contentType: string, from: From, cookie = NG, overrides = {}) =>
  send(path, { method: 'POST', headers: { ...browser(from), cookie, 'content-type': contentType }, body }, overrides)

const CROSS_SITE: [string, From][] = [
  ['another site (Origin)', { origin: EVIL }],
  ['another site (Origin and Sec-Fetch-Site)', { origin: EVIL, fetchSite: 'cross-site' }],
  ['a sibling subdomain', { origin: SIBLING, fetchSite: 'same-site' }],
  ['another site, Sec-Fetch-Site only', { fetchSite: 'cross-site' }],
  ['an opaque origin (sandboxed frame)', { origin: 'null', fetchSite: 'cross-site' }],
  ['a browser that sends only a foreign Referer', { referer: `${EVIL}/prize.html` }],
  ['a Sec-Fetch-Site that contradicts a Referer of the site', { fetchSite: 'same-site', referer: `${ORIGIN}/m/` }],
]

describe('a write from another site', () => {
  it.each(CROSS_SITE)('cannot log the visitor into the attacker\'s account: %s', async (_, from) => {
    const response = await form('/m/login/login', { username: 'amina', password: 'Mall@2026', back: '/m/' }, from, `${NG}; jde-lang=fr-FR`)
    expect(response.status).toBe(403)
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('key='))).toBe(false)
    const page = await response.text()
    expect(page).toContain(french.error.forbidden)
    // Trying again cannot help: the page leads home, or to logging in with another account, instead.
    expect(page).toContain(`<a class="btn plain" href="/m/">${french.notFound.home.replace(/'/g, "&#x27;")}</a>`)
    expect(page).toContain(french.notFound.anotherAccount)
    expect(page).not.toContain(french.maintenance.retry)
  })

  it('cannot add to a shopper\'s cart through the plain form, nor through the API as text/plain JSON', async () => {
    const token = await login('amina')
    const cookie = `${NG}; key=${token}`
    const flashItemId = await createFlashItem({ total: 10 })
    const before = await cartCount(token)

    const viaForm = await form('/m/cart/add', { flashItemId: String(flashItemId), idem: 'csrf-form-1', back: '/m/cart' }, { origin: EVIL, fetchSite: 'cross-site' }, cookie)
    expect(viaForm.status).toBe(403)
    const textPlain = await apiWrite('/m/api/cart/add', JSON.stringify({ flashItemId }), 'text/plain', { origin: EVIL, fetchSite: 'cross-site' }, cookie)
    expect(textPlain.status).toBe(403)
    expect(await textPlain.json()).toEqual({ code: 403, msg: 'No permission for current operation', data: null, key: 'forbidden' })
    const foreignJson = await apiWrite('/m/api/cart/add', JSON.stringify({ flashItemId }), 'application/json', { origin: SIBLING, fetchSite: 'same-site' }, cookie)
    expect(foreignJson.status).toBe(403)
    const saysCrossSite = await apiWrite('/m/api/cart/add', JSON.stringify({ flashItemId }), 'application/json', { fetchSite: 'cross-site' }, cookie)
    expect(saysCrossSite.status).toBe(403)
    const foreignReferer = await apiWrite('/m/api/cart/add', JSON.stringify({ flashItemId }), 'application/json', { referer: `${EVIL}/prize.html` }, cookie)
    expect(foreignReferer.status).toBe(403)
    expect(await cartCount(token)).toBe(before)

    // The same writes from the site itself go through.
    const own = await apiWrite('/m/api/cart/add', JSON.stringify({ flashItemId }), 'application/json', { origin: ORIGIN, fetchSite: 'same-origin' }, cookie)
    expect(await own.json()).toMatchObject({ code: 1 })
    expect(await cartCount(token)).toBe(before + 1)
  })

  it('cannot make the admin reject an appeal', async () => {
    const [phone] = await phones(1, 7)
    const campaign = await createCampaign({ rule: 'scan', products: [phone!], amountMinor: 20_000, countryId: 7 })
    const appealId = 100_000_000 + Math.floor(Math.random() * 800_000_000)
    const shop = await mallEnv.DB.prepare("SELECT id FROM users WHERE username = 'shop_ng'").first<{ id: number }>()
    await mallEnv.DB.prepare(
      `INSERT INTO appeals (id, user_id, country_id, campaign_id, order_id, note, status, due_at, created_at)
       VALUES (?, ?, 7, ?, NULL, 'scanner failed', 'pending', ?, ?)`,
    )
      .bind(appealId, shop!.id, campaign, Date.now() + 86_400_000, Date.now())
      .run()
    const statusOf = async () => (await mallEnv.DB.prepare('SELECT status FROM appeals WHERE id = ?').bind(appealId).first<{ status: string }>())!.status
    const cookie = `${NG}; key=${await login('admin')}`
    const fields = { appealId: String(appealId), action: 'reject', reason: 'forged', idem: `reject-${appealId}` }

    expect((await form('/m/admin/appeals', fields, { origin: EVIL, fetchSite: 'cross-site' }, cookie)).status).toBe(403)
    expect((await form('/m/admin/appeals', fields, { origin: SIBLING, fetchSite: 'same-site' }, cookie)).status).toBe(403)
    expect(await statusOf()).toBe('pending')

    expect((await form('/m/admin/appeals', fields, { origin: ORIGIN, fetchSite: 'same-origin' }, cookie)).status).toBe(303)
    expect(await statusOf()).toBe('rejected')
  })
})

const POST_SCREENS = pageTable.filter((entry) => entry.module.POST).map((entry) => entry.path)

describe('a write whose browser says it is not from this very origin', () => {
  /** Each case alone: no other header of the request would refuse it. */
  const claims: [string, From][] = [
    ['Sec-Fetch-Site same-site, nothing else', { fetchSite: 'same-site' }],
    ['Sec-Fetch-Site same-site with a Referer of the site', { fetchSite: 'same-site', referer: `${ORIGIN}/m/` }],
    ['Sec-Fetch-Site same-site with the site\'s own Origin', { fetchSite: 'same-site', origin: ORIGIN }],
    ['Origin null, nothing else', { origin: 'null' }],
    ['Origin null with a Referer of the site', { origin: 'null', referer: `${ORIGIN}/m/` }],
    ['Origin null with Sec-Fetch-Site same-origin', { origin: 'null', fetchSite: 'same-origin' }],
  ]

  it.each(claims)('is refused as a plain form: %s', async (_, from) => {
    const response = await form('/m/login/login', { username: 'kwame', password: 'Mall@2026', back: '/m/' }, from)
    expect(response.status).toBe(403)
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('key='))).toBe(false)
  })

  it.each(claims)('is refused as JSON before the upstream sees it: %s', async (_, from) => {
    const { requests, remote } = recordingUpstream()
    const response = await send(
      '/m/api/cart/add',
      { method: 'POST', headers: { ...browser(from), cookie: `${NG}; key=${'a'.repeat(64)}`, 'content-type': 'application/json' }, body: '{"flashItemId":1}' },
      PROVIDER,
      remote,
    )
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ key: 'forbidden' })
    expect(requests).toEqual([])
  })
})

describe('every state-changing request under /m', () => {
  it('covers the screens that take a plain form', () => {
    expect(POST_SCREENS).toEqual(expect.arrayContaining(['/login/login', '/login/register', '/login/logout', '/login/code', '/login/forgot', '/cart/add', '/admin/appeals', '/admin/orders']))
  })

  it.each(POST_SCREENS)('refuses %s from another site before anything reaches the mall', async (path) => {
    const { requests, remote } = recordingUpstream()
    const response = await send(
      `/m${path}`,
      { method: 'POST', headers: { ...browser({ origin: EVIL, fetchSite: 'cross-site' }), cookie: `${NG}; key=${'a'.repeat(64)}`, 'content-type': 'application/x-www-form-urlencoded' }, body: 'x=1' },
      PROVIDER,
      remote,
    )
    expect(response.status).toBe(403)
    expect(response.headers.getSetCookie().filter((cookie) => !cookie.startsWith('notice='))).toEqual([])
    expect(requests.filter((request) => request.method !== 'GET')).toEqual([])
  })

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('refuses an API %s that is not application/json, whatever its origin', async (method) => {
    const { requests, remote } = recordingUpstream()
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '']) {
      const headers: Record<string, string> = { ...browser({ origin: ORIGIN, fetchSite: 'same-origin' }) }
      if (contentType) headers['content-type'] = contentType
      const response = await send('/m/api/cart/add', { method, headers, body: '{"flashItemId":1}' }, PROVIDER, remote)
      expect(response.status, contentType).toBe(403)
      expect(await response.json()).toMatchObject({ key: 'forbidden' })
    }
    expect(requests).toEqual([])
  })
})

describe('a write from this site', () => {
  const sameSite: [string, From][] = [
    ['Origin of the site', { origin: ORIGIN }],
    ['Sec-Fetch-Site same-origin without Origin', { fetchSite: 'same-origin' }],
    ['an old browser that sends only a Referer of the site (KaiOS, old web views)', { referer: `${ORIGIN}/m/login/login` }],
  ]
  it.each(sameSite)('logs in as a plain form: %s', async (_, from) => {
    const response = await form('/m/login/login', { username: 'kwame', password: 'Mall@2026', back: '/m/' }, from)
    expect(response.status).toBe(303)
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('key='))).toBe(true)
  })

  it('is refused as a form when the browser says nothing of where it comes from', async () => {
    expect((await form('/m/login/login', { username: 'kwame', password: 'Mall@2026' }, {})).status).toBe(403)
  })

  it('is accepted as JSON from a client that is not a browser (no Origin, no Sec-Fetch-Site)', async () => {
    const response = await apiWrite('/m/api/user/login', JSON.stringify({ username: 'kwame', password: 'Mall@2026' }), 'application/json', {})
    expect(await response.json()).toMatchObject({ code: 1 })
  })

  it('keeps the pages\' Referer for the site itself only', async () => {
    expect((await send('/m/login/login')).headers.get('referrer-policy')).toBe('same-origin')
  })
})

describe('ALLOWED_ORIGINS', () => {
  const fields = { username: 'kwame', password: 'Mall@2026', back: '/m/' }
  it('lets a provider\'s app post from its own origin, and no other', async () => {
    const allowed = { ALLOWED_ORIGINS: ` ${APP} , not an origin, http://plain.example, https://app.provider.example/path ` }
    expect((await form('/m/login/login', fields, { origin: APP, fetchSite: 'cross-site' }, NG, allowed)).status).toBe(303)
    expect((await apiWrite('/m/api/user/login', JSON.stringify(fields), 'application/json', { origin: APP, fetchSite: 'cross-site' }, NG, allowed)).status).toBe(200)
    expect((await form('/m/login/login', fields, { origin: 'http://plain.example', fetchSite: 'cross-site' }, NG, allowed)).status).toBe(403)
    expect((await form('/m/login/login', fields, { origin: EVIL, fetchSite: 'cross-site' }, NG, allowed)).status).toBe(403)
    expect((await form('/m/login/login', fields, { origin: APP, fetchSite: 'cross-site' })).status).toBe(403)
  })
})
