import { describe, expect, it } from 'vitest'
import english from '../../locales/catalog/en-US.json'
import { envelope, PROVIDER, recordingUpstream, send } from './helpers'
import { call, createBuyers } from './mall.helpers'
import { shopperPages } from './shopper-pages.helpers'

const NG = 'countryId=7; countryCode=NG'
const { page } = shopperPages({ market: NG, addressPrefix: '198.51.100' })

/** Sessions the mall no longer knows: one never issued, one logged out elsewhere. */
async function staleSessions(): Promise<[[string, string], [string, string]]> {
  const [buyer] = await createBuyers(1)
  const ended = await call('/api/user/logout', { method: 'POST', token: buyer!.token })
  expect(ended.status).toBe(200)
  return [
    ['a session never issued', 'f'.repeat(64)],
    ['a session logged out elsewhere', buyer!.token],
  ]
}

/** Whether an answer tells the browser to forget the session cookie. */
const clearsSession = (response: Response) => /(?:^|,\s*)key=;[^,]*Max-Age=0/i.test(response.headers.get('set-cookie') ?? '')

describe('a session the mall no longer knows', () => {
  it('is dropped on the home page, which shows the shop as to a guest: the feed, the login button, the cookie cleared', async () => {
    for (const [what, token] of await staleSessions()) {
      const response = await page('/m/', token)
      expect(response.status, what).toBe(200)
      expect(clearsSession(response), what).toBe(true)
      const body = await response.text()
      expect(body, what).not.toContain(english.catalog.unavailable)
      expect(body, what).toMatch(/href="\/m\/product\/info\?id=\d+"/)
      expect(body, what).toMatch(/<a class="btn" href="\/m\/login\/login\?back=[^"]*">Log in<\/a>/)
      expect(body, what).not.toContain('action="/m/login/logout"')
    }
  })

  it('is dropped on any page a guest may open, which renders as for a guest', async () => {
    const [[, token]] = await staleSessions()
    for (const path of ['/m/activity/sale', '/m/search?keyword=phone', '/m/product/info?id=703', '/m/categories']) {
      const response = await page(path, token)
      expect(response.status, path).toBe(200)
      expect(clearsSession(response), path).toBe(true)
    }
  })

  it('sends a signed-in page to login with the way back, clearing the cookie', async () => {
    const [, [, token]] = await staleSessions()
    const response = await page('/m/cart', token)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/m/login/login?back=%2Fm%2Fcart')
    expect(clearsSession(response)).toBe(true)
  })

  it('is dropped at the API door too: a guest\'s read answers as a guest\'s, a signed-in read 401', async () => {
    const [[, token]] = await staleSessions()
    const guestRead = await send('/m/api/activity/flashSale/sessions', { headers: { cookie: `key=${token}; ${NG}` } })
    expect(guestRead.status).toBe(200)
    expect(((await guestRead.json()) as { code: number }).code).toBe(1)
    expect(clearsSession(guestRead)).toBe(true)
    const signedIn = await send('/m/api/cart/count', { headers: { cookie: `key=${token}; ${NG}` } })
    expect(signedIn.status).toBe(401)
    expect(clearsSession(signedIn)).toBe(true)
  })

  it('never clears a session the mall knows', async () => {
    const [buyer] = await createBuyers(1)
    const response = await page('/m/', buyer!.token)
    expect(response.status).toBe(200)
    expect(clearsSession(response)).toBe(false)
    expect(await response.text()).toContain('action="/m/login/logout"')
  })

  it('from a provider that refuses the session: the page asks once more as a guest, with the storefront\'s credential', async () => {
    const { requests, remote } = recordingUpstream((request) =>
      request.headers.get('authorization')?.startsWith('Bearer ')
        ? Response.json({ code: 0, status: 401, msg: 'token expired', data: null }, { status: 401 })
        : envelope({ serverTime: Date.UTC(2026, 11, 7), sessions: [] }),
    )
    const response = await send('/m/api/activity/flashSale/sessions', { headers: { cookie: 'key=expired-token' } }, PROVIDER, remote)
    expect(response.status).toBe(200)
    expect(clearsSession(response)).toBe(true)
    expect(requests.map((request) => request.headers.get('authorization')?.split(' ')[0])).toEqual(['Bearer', 'Basic'])
  })
})
