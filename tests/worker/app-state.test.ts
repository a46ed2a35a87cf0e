/**
 * The client state the apps share (islands/state/app.ts) as the server seeds it: carried by the one module script
 * of an island page, from the request's login, cart, market, app and query. And the rules every navigation keeps
 * (a title, unknown paths to 404, the market's currency, `app_identity` stored), which the worker keeps itself.
 */
import { describe, expect, it } from 'vitest'
import type { AppStateSeed } from '../../islands/state/app'
import { pageTable } from '../../worker/pages'
import { send, tokenFor } from './helpers'
import { scriptsBesidesRegistration } from '../scripts'

const PRODUCT = '/m/product/info?id=707'

function seedOf(html: string): AppStateSeed {
  const attribute = /<script type="module"[^>]* data-app-state="([^"]*)"/.exec(html)?.[1]
  if (attribute === undefined) throw new Error('the page has no app state')
  const text = attribute.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')
  return JSON.parse(text) as AppStateSeed
}

const backLink = (html: string) => /<a class="back" href="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&')

describe('the app state seed', () => {
  it('says who is shopping: a guest in Nigeria, with the naira and the defaults', async () => {
    const html = await (await send(PRODUCT, { headers: { cookie: 'countryId=7; countryCode=NG' } })).text()
    expect(seedOf(html)).toEqual({
      isLogin: false,
      cartCount: null,
      chatCount: 0,
      preSaleNum: 0,
      isHideApk: false,
      backType: null,
      is_open_shareDialog: 'n',
      countrySymbol: '₦',
    })
  })

  it('says a logged-in buyer is logged in, with her cart count', async () => {
    const token = await tokenFor('amina')
    const count = (await (await send('/m/api/cart/count', { headers: { cookie: `key=${token}; countryId=7` } })).json()) as { data: { count: number } }
    const seed = seedOf(await (await send(PRODUCT, { headers: { cookie: `key=${token}; countryId=7` } })).text())
    expect(seed.isLogin).toBe(true)
    expect(seed.cartCount).toBe(count.data.count)
  })

  it('hides the app prompts inside an app and in the sister app', async () => {
    const cases: Record<string, string>[] = [
      { 'user-agent': 'Mozilla/5.0 MallApp/10000001', cookie: 'countryId=7' },
      { 'user-agent': 'Mozilla/5.0 TomeApp/1.0', cookie: 'countryId=7' },
      { cookie: 'countryId=7; app_code=20000001' },
    ]
    for (const headers of cases) {
      expect(seedOf(await (await send(PRODUCT, { headers })).text()).isHideApk, JSON.stringify(headers)).toBe(true)
    }
  })

  it('has no currency symbol when the market is unknown (the app is asked in the browser)', async () => {
    expect(seedOf(await (await send('/m/dev/bridge')).text()).countrySymbol).toBeNull()
  })

  it('takes backType (path and query) and is_open_shareDialog from the address, and the header goes back there', async () => {
    const path = `${PRODUCT}&backType=${encodeURIComponent('/m/search?q=itel&sort=priceAsc')}&is_open_shareDialog=y`
    const html = await (await send(path, { headers: { cookie: 'countryId=7' } })).text()
    const seed = seedOf(html)
    expect(seed.backType).toEqual({ path: '/m/search', query: { q: 'itel', sort: 'priceAsc' } })
    expect(seed.is_open_shareDialog).toBe('y')
    expect(backLink(html)).toBe('/m/search?q=itel&sort=priceAsc')
  })

  it.each(['https://evil.example/m/', '//evil.example/m/', '/elsewhere', '/m/\\evil', 'javascript:alert(1)'])(
    'ignores a backType that leaves the site: %s',
    async (backType) => {
      const html = await (await send(`${PRODUCT}&backType=${encodeURIComponent(backType)}`, { headers: { cookie: 'countryId=7' } })).text()
      expect(seedOf(html).backType).toBeNull()
      expect(backLink(html)).toBe('/m/')
    },
  )

  it('escapes what the address put into it', async () => {
    const html = await (await send(`${PRODUCT}&backType=${encodeURIComponent('/m/search?q=</script><script>alert(1)</script>')}`, { headers: { cookie: 'countryId=7' } })).text()
    expect(scriptsBesidesRegistration(html)).toHaveLength(1)
    expect(seedOf(html).backType?.query.q).toBe('</script><script>alert(1)</script>')
  })

  it('is not rendered on pages without islands', async () => {
    const html = await (await send('/m/category?id=1', { headers: { cookie: 'countryId=7' } })).text()
    expect(html).not.toContain('data-app-state')
  })
})

describe('the login page inside an app', () => {
  it("hands the login to the app's own login page, and stays script-free in a browser", async () => {
    const inApp = await (await send('/m/login/login?back=%2Fm%2Fcart', { headers: { 'user-agent': 'Mozilla/5.0 MallApp/12' } })).text()
    expect(inApp).toContain('<m-island data-island="app-login" data-when="load" data-props="{&quot;back&quot;:&quot;/m/cart&quot;}"')
    const browser = await (await send('/m/login/login?back=%2Fm%2Fcart')).text()
    expect(browser).not.toContain('<m-island')
    expect(scriptsBesidesRegistration(browser)).toEqual([])
  })
})

describe('every navigation', () => {
  const plainScreens = pageTable.filter(({ path, module }) => module.GET && !path.startsWith('/dev/outbox')).map(({ path }) => `/m${path === '/index' ? '/' : path}`)

  it.each(plainScreens)('%s has a title of its own', async (path) => {
    const response = await send(path, { headers: { cookie: 'countryId=7' } })
    if (response.status >= 300 && response.status < 400) return
    const title = /<title>([^<]*)<\/title>/.exec(await response.text())?.[1] ?? ''
    expect(title.trim().length).toBeGreaterThan(0)
  })

  it('sends an unknown path to the 404 page, which answers 404', async () => {
    const response = await send('/m/no/such/page')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/m/404')
    expect((await send('/m/404')).status).toBe(404)
  })

  it('stores app_identity from the address for the next requests', async () => {
    const response = await send('/m/?app_identity=3', { headers: { cookie: 'countryId=7' } })
    expect(response.headers.get('set-cookie')).toMatch(/app_identity=3;/)
  })
})
