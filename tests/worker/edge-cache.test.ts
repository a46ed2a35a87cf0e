import { createExecutionContext, env } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RequestContext } from '../../worker/env'
import { copyKey, pagePath, pageQuery } from '../../worker/middleware/edge-cache/key'
import { resolveVariant } from '../../worker/context/variant'
import { accessOf, pageTable, sharedPages } from '../../worker/pages'
import { mall } from '../../mall'
import { PROVIDER, send, tokenFor } from './helpers'
import { cspHashSource, inlineScripts } from '../scripts'

const ON = { GUEST_CACHE_SECONDS: '30' }
const NG = 'countryId=7; countryCode=NG; jde-lang=en-US'
const PRODUCT = '/m/product/info?id=707'

/** Each test starts well past every copy the tests before it made (10× the TTL), so none of theirs is served. */
let clock = Date.now()
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  clock += 3_600_000
  vi.setSystemTime(clock)
})
afterEach(async () => {
  vi.useRealTimers()
  await env.CONFIG.delete('maintenance')
})

const later = (ms: number) => vi.setSystemTime(Date.now() + ms)
const get = (path: string, cookie = NG, headers: Record<string, string> = {}, overrides: Record<string, string> = ON) =>
  send(path, { headers: { cookie, ...headers } }, overrides)
const served = (response: Response) => response.headers.get('x-cache')

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g
/** The page without its per-response values. */
const shape = (html: string) => html.replace(UUID, 'KEY').replaceAll('" />', '"/>')

const gunzip = (bytes: ArrayBuffer) => new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))).text()

const guest = (overrides: Partial<RequestContext> = {}): RequestContext => ({
  language: 'en-US',
  country: { id: 7, code: 'NG', info: null },
  variant: resolveVariant({ userAgent: undefined, appCodeCookie: null, appIdentityCookie: null }),
  loggedIn: false,
  token: null,
  dataSaver: false,
  bookmark: null,
  ...overrides,
})
/** The stored copy of `path` as a guest of Nigeria in English sees it, if there is one. */
async function storedCopy(path: string, ctx = guest()): Promise<Response | undefined> {
  const url = new URL(path, 'https://shop.test')
  const page = sharedPages.get(pagePath(url.pathname))!
  return (caches as unknown as { default: Cache }).default.match(copyKey(ctx, pagePath(url.pathname), pageQuery(url, page)))
}

describe('guest pages from the edge cache', () => {
  it("answers a guest's second request from the copy: the same page but for its form keys", async () => {
    const first = await get(PRODUCT)
    expect(first.status).toBe(200)
    expect(served(first)).toBe('miss')
    const firstHtml = await first.text()
    const second = await get(PRODUCT)
    const third = await get(PRODUCT)
    expect([served(second), served(third)]).toEqual(['hit', 'hit'])
    const [secondHtml, thirdHtml] = [await second.text(), await third.text()]
    expect(shape(secondHtml)).toBe(shape(firstHtml))
    expect(shape(thirdHtml)).toBe(shape(firstHtml))

    // Rendered or from the copy, the page's CSP allows its inline scripts by their hashes, and nothing else.
    for (const [response, html] of [[first, firstHtml], [second, secondHtml], [third, thirdHtml]] as const) {
      expect(html).not.toContain('nonce')
      expect(response.headers.get('content-security-policy')).not.toContain("'nonce-")
      const inline = inlineScripts(html)
      expect(inline).toHaveLength(2)
      for (const hash of await Promise.all(inline.map(cspHashSource))) expect(response.headers.get('content-security-policy')).toContain(hash)
    }

    // Fresh form keys on every answer; the island's prop and its plain form's hidden field carry the same one.
    const formKeys = (html: string) => [...html.matchAll(/name="idem" value="([^"]+)"/g)].map((m) => m[1])
    const propKeys = (html: string) => [...html.matchAll(/&quot;idem&quot;:&quot;([^&]+)&quot;/g)].map((m) => m[1])
    expect(formKeys(secondHtml)).toHaveLength(1)
    expect(formKeys(secondHtml)[0]).toMatch(UUID)
    expect(propKeys(secondHtml)).toEqual(formKeys(secondHtml))
    expect(propKeys(thirdHtml)).toEqual(formKeys(thirdHtml))
    expect(new Set([...formKeys(firstHtml), ...formKeys(secondHtml), ...formKeys(thirdHtml)]).size).toBe(3)
  })

  it('answers a copy without form keys as it was compressed once: every guest who takes gzip gets the same bytes', async () => {
    const GZIP = { 'accept-encoding': 'gzip, deflate, br' }
    const LISTING = '/m/category?id=2'
    const rendered = await get(LISTING, NG, GZIP)
    expect(served(rendered)).toBe('miss')
    const renderedHtml = await rendered.text()
    const [a, b] = [await get(LISTING, NG, GZIP), await get(LISTING, NG, GZIP)]
    expect([served(a), served(b)]).toEqual(['hit', 'hit'])
    expect([a.headers.get('content-encoding'), b.headers.get('content-encoding')]).toEqual(['gzip', 'gzip'])
    // The stored bytes go out with this response's own headers: the policy, a new browser's id.
    for (const answer of [a, b]) {
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/)
      expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN')
      expect(answer.headers.get('set-cookie')).toMatch(/^did=[0-9a-f-]{36};/)
    }
    expect(a.headers.get('set-cookie')).not.toBe(b.headers.get('set-cookie'))
    const [bytesA, bytesB] = [new Uint8Array(await a.arrayBuffer()), new Uint8Array(await b.arrayBuffer())]
    expect(bytesB).toEqual(bytesA)
    expect(bytesA.byteLength).toBeLessThan(renderedHtml.length / 2)
    const html = await gunzip(bytesA.buffer as ArrayBuffer)
    expect(shape(html)).toBe(shape(renderedHtml))
    for (const hash of await Promise.all(inlineScripts(html).map(cspHashSource))) expect(a.headers.get('content-security-policy')).toContain(hash)

    // A client that takes no gzip gets the same page as text.
    for (const refuses of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'gzip;q=0, identity' }] as Record<string, string>[]) {
      const plain = await get(LISTING, NG, refuses)
      expect(served(plain)).toBe('hit')
      expect(plain.headers.get('content-encoding')).toBeNull()
      expect(await plain.text()).toBe(html)
    }
    // Behind Cloudflare (and wrangler's local server) a Worker always sees `br, gzip`; the browser's own header is in cf.
    for (const [browser, gzipped] of [['', false], ['identity', false], ['gzip, deflate', true]] as const) {
      const init = { headers: { cookie: NG, 'accept-encoding': 'br, gzip' }, cf: { clientAcceptEncoding: browser } }
      const answer = await send(LISTING, init as RequestInit, ON)
      expect(served(answer), browser).toBe('hit')
      expect(answer.headers.get('content-encoding'), browser).toBe(gzipped ? 'gzip' : null)
      expect(gzipped ? await gunzip(await answer.arrayBuffer()) : await answer.text(), browser).toBe(html)
    }

    // A copy with form keys is filled anew for every answer, never sent as stored bytes.
    await get(PRODUCT, NG, GZIP)
    const product = await get(PRODUCT, NG, GZIP)
    expect(served(product)).toBe('hit')
    expect(product.headers.get('content-encoding')).toBeNull()
    expect(await product.text()).toMatch(/name="idem" value="[0-9a-f-]{36}"/)
  })

  it('keeps no form key, cookie or analytics id in the copy', async () => {
    const first = await get(PRODUCT)
    const did = /did=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1]
    expect(did).toBeTruthy()
    const html = await first.text()
    const copy = (await storedCopy(PRODUCT))!
    expect(copy).toBeDefined()
    expect(copy.headers.has('set-cookie')).toBe(false)
    const stored = await copy.text()
    const marker = copy.headers.get('x-slot-marker')!
    expect(marker).toMatch(/^slot-[0-9a-f-]{13}-$/)
    expect(stored.match(UUID)).toBeNull()
    expect(stored).not.toContain(did)
    expect(shape(stored.replace(new RegExp(`${marker}k\\d+`, 'g'), 'KEY'))).toBe(shape(html))
  })

  it('gives a new browser its analytics id on a cached answer, and counts the views of pages without islands', async () => {
    await get('/m/categories')
    const fresh = await get('/m/categories')
    expect(served(fresh)).toBe('hit')
    expect(fresh.headers.get('set-cookie')).toMatch(/^did=[0-9a-f-]{36};/)
    const did = crypto.randomUUID()
    const known = await get('/m/categories', `${NG}; did=${did}`)
    expect(served(known)).toBe('hit')
    expect(known.headers.get('set-cookie')).toBeNull()
    const views = await env.DB.prepare('SELECT event_type, page FROM analytics_events WHERE distinguish_id = ?').bind(did).all()
    expect(views.results).toEqual([{ event_type: 'browse', page: '/m/categories' }])
  })

  it("never answers a signed-in shopper from a copy, and never keeps the shopper's page", async () => {
    const token = await tokenFor('amina')
    const mine = await get('/m/', `${NG}; key=${token}`)
    expect(served(mine)).toBe('bypass')
    expect(await mine.text()).toContain('Amina Bello')
    expect(await storedCopy('/m/')).toBeUndefined()
    const anyone = await get('/m/')
    expect(served(anyone)).toBe('miss')
    expect(await anyone.text()).not.toContain('Amina Bello')
    expect(served(await get('/m/'))).toBe('hit')
    const again = await get('/m/', `${NG}; key=${token}`)
    expect(served(again)).toBe('bypass')
    const html = await again.text()
    expect(html).toContain('Amina Bello')
    expect(html).toContain('action="/m/login/logout"')
    expect(html).toContain('&quot;isLogin&quot;:true')
  })

  it('keeps one copy per language, market, app and data saver, from the resolved context', async () => {
    const variants: [string, string, Record<string, string>][] = [
      ['English, Nigeria', NG, {}],
      ['French', 'countryId=7; countryCode=NG; jde-lang=fr-FR', {}],
      ['Ghana', 'countryId=3; countryCode=GH; jde-lang=en-US', {}],
      ['the third app', NG, { 'user-agent': 'Mozilla/5.0 MallApp/20000001' }],
      ['the sister app', NG, { 'user-agent': 'Mozilla/5.0 TomeApp/1.2' }],
      ['data saver', NG, { 'save-data': 'on' }],
    ]
    const pages = new Set<string>()
    for (const [name, cookie, headers] of variants) {
      const first = await get('/m/activity/sale', cookie, headers)
      expect(served(first), name).toBe('miss')
      pages.add(shape(await first.text()))
      expect(served(await get('/m/activity/sale', cookie, headers)), name).toBe('hit')
    }
    expect(pages.size).toBe(variants.length)
    // Another build of the same app, another wording of the same choice: the same copy.
    expect(served(await get('/m/activity/sale', NG, { 'user-agent': 'Other/1 MallApp/20000777' }))).toBe('hit')
    expect(served(await get('/m/activity/sale', `${NG}; data_saver=on`))).toBe('hit')
  })

  it('keeps one copy per page whatever other parameters a link adds, made from the page without them', async () => {
    const first = await get('/m/category?id=1&utm_source=ads&fbclid=x1')
    expect(served(first)).toBe('miss')
    expect(await first.text()).toContain('utm_source')
    const stored = await (await storedCopy('/m/category?id=1'))!.text()
    expect(stored).not.toContain('utm_source')
    for (const junk of ['/m/category?id=1', '/m/category?fbclid=x2&id=1', '/m/category?id=1&id=2&gclid=3', '/m/category/?id=1&utm_campaign=y']) {
      const answer = await get(junk)
      expect(served(answer), junk).toBe('hit')
      const html = await answer.text()
      expect(html).not.toMatch(/utm_|fbclid|gclid/)
    }
    expect(served(await get('/m/category?id=1&sort=price'))).toBe('miss')
  })

  it('never keeps a page that sets a cookie', async () => {
    const entering = await get('/m/categories?app_identity=3')
    expect(entering.headers.get('set-cookie')).toContain('app_identity=3')
    expect(served(entering)).toBe('miss')
    // Nothing was stored for or because of that answer: neither the page as the app sees it nor the plain page.
    expect(served(await get('/m/categories'))).toBe('miss')
    expect(served(await get('/m/categories', `${NG}; app_identity=3`))).toBe('miss')
    expect(served(await get('/m/categories', `${NG}; app_identity=3`))).toBe('hit')
  })

  it('passes by a shopper with a notice waiting, and keeps the notice out of every copy', async () => {
    await get('/m/activity/pre-sale')
    const notified = await get('/m/activity/pre-sale', `${NG}; notice=ok.presale.reserved`)
    expect(served(notified)).toBe('bypass')
    const html = await notified.text()
    expect(html).toContain('class="toast success medium notice"')
    const next = await get('/m/activity/pre-sale')
    expect(served(next)).toBe('hit')
    expect(await next.text()).not.toContain('class="toast success medium notice"')
  })

  it('answers the maintenance page at once, even with a copy at hand', async () => {
    expect(served(await get('/m/search?q=phone'))).toBe('miss')
    expect(served(await get('/m/search?q=phone'))).toBe('hit')
    const byVar = await get('/m/search?q=phone', NG, {}, { ...ON, MAINTENANCE: 'on' })
    expect(byVar.status).toBe(503)
    expect(await byVar.text()).toContain('We are upgrading the mall')
    await env.CONFIG.put('maintenance', 'on')
    const byKv = await get('/m/search?q=phone')
    expect(byKv.status).toBe(503)
    expect(byKv.headers.get('x-cache')).toBeNull()
  })

  it('answers an expired copy while the page renders anew in the background, then the new copy', async () => {
    const views = async () => (await env.DB.prepare("SELECT count(*) AS n FROM analytics_events WHERE page = '/m/tmpl/about'").first<{ n: number }>())!.n
    const first = await get('/m/tmpl/about')
    const madeAt = Number((await storedCopy('/m/tmpl/about'))!.headers.get('x-stored-at'))
    later(29_000)
    expect(served(await get('/m/tmpl/about'))).toBe('hit')
    later(2_000)
    const viewsBefore = await views()
    const stale = await get('/m/tmpl/about')
    expect(served(stale)).toBe('stale')
    // The visitor's view is counted; the renewal, which nobody asked for, is not.
    expect(await views()).toBe(viewsBefore + 1)
    expect(shape(await stale.text())).toBe(shape(await first.text()))
    const renewed = Number((await storedCopy('/m/tmpl/about'))!.headers.get('x-stored-at'))
    expect(renewed).toBe(Date.now())
    expect(renewed).toBeGreaterThan(madeAt)
    expect(served(await get('/m/tmpl/about'))).toBe('hit')
    // Past ten TTLs a copy is never answered: the page is rendered for the visitor.
    later(301_000)
    expect(served(await get('/m/tmpl/about'))).toBe('miss')
  })

  it('shows what changed once the copy is renewed', async () => {
    const price = (html: string) => /class="price"[^>]*>([^<]+)</.exec(html)?.[1]
    const before = price(await (await get(PRODUCT)).text())
    expect(before).toBeTruthy()
    const { results } = await env.DB.prepare('SELECT price_minor FROM products WHERE id = 707').all<{ price_minor: number }>()
    await env.DB.prepare('UPDATE products SET price_minor = price_minor + 100000 WHERE id = 707').run()
    try {
      expect(price(await (await get(PRODUCT)).text())).toBe(before)
      later(31_000)
      expect(price(await (await get(PRODUCT)).text())).toBe(before)
      const after = await get(PRODUCT)
      expect(served(after)).toBe('hit')
      expect(price(await after.text())).not.toBe(before)
    } finally {
      await env.DB.prepare('UPDATE products SET price_minor = ? WHERE id = 707').bind(results[0]!.price_minor).run()
    }
  })

  it('renews an expired copy once, however many guests ask for it meanwhile', async () => {
    // The provider's API is the embedded mall behind a counter of product lookups: one per rendering of the page.
    let renders = 0
    const mallBehind = (request: Request) => {
      if (new URL(request.url).pathname === '/api/catalog/product') renders++
      return Promise.resolve(mall.fetch(new Request(request.url.replace(PROVIDER.API_BASE, 'https://mall.test'), request), env, createExecutionContext()))
    }
    const ask = () => send(PRODUCT, { headers: { cookie: NG } }, { ...ON, ...PROVIDER }, mallBehind)
    expect(served(await ask())).toBe('miss')
    expect(served(await ask())).toBe('hit')
    expect(renders).toBe(1)
    later(31_000)
    const answers = await Promise.all([ask(), ask(), ask()])
    expect(answers.map(served)).toEqual(['stale', 'stale', 'stale'])
    expect(renders).toBe(2)
    expect(served(await ask())).toBe('hit')
    expect(renders).toBe(2)
  })

  it('is off with GUEST_CACHE_SECONDS=0', async () => {
    const off = { GUEST_CACHE_SECONDS: '0' }
    for (let i = 0; i < 2; i++) {
      const answer = await get('/m/search?q=tv', NG, {}, off)
      expect(answer.status).toBe(200)
      expect(served(answer)).toBeNull()
    }
    expect(await storedCopy('/m/search?q=tv')).toBeUndefined()
  })

  it('never keeps a page that is not listed, nor anything but a GET', async () => {
    const token = await tokenFor('amina')
    for (const [path, cookie] of [['/m/cart', `${NG}; key=${token}`], ['/m/order/list', `${NG}; key=${token}`], ['/m/user', `${NG}; key=${token}`], ['/m/lang', NG], ['/m/login/login', NG], ['/m/coupon/center', NG]] as const) {
      for (let i = 0; i < 2; i++) {
        const answer = await get(path, cookie)
        expect(answer.status, path).toBe(200)
        expect(served(answer), path).toBe('bypass')
      }
    }
    await get('/m/activity/luckyDraw')
    const post = await send('/m/activity/luckyDraw', { method: 'POST', headers: { cookie: NG }, body: new URLSearchParams({ idem: crypto.randomUUID() }) }, ON)
    expect(post.status).toBe(303)
    expect(served(post)).toBe('bypass')
  })

  it('shares exactly the pages that declare it, each with its own query', () => {
    expect(Object.fromEntries([...sharedPages].map(([path, page]) => [path, page.query ?? []]))).toEqual({
      '/m/': ['cursor'],
      '/m/categories': [],
      '/m/category': ['id', 'sort', 'brand', 'min', 'max', 'rating', 'inStock', 'flash', 'cursor'],
      '/m/search': ['q', 'sort', 'brand', 'min', 'max', 'rating', 'inStock', 'flash', 'cursor'],
      '/m/product/info': ['id'],
      '/m/activity/sale': ['session'],
      '/m/activity/pre-sale': [],
      '/m/activity/luckyDraw': [],
      '/m/activity/awardList': [],
      '/m/tmpl/about': [],
      '/m/tmpl/document': [],
      '/m/tmpl/tome_about': [],
      '/m/tmpl/tome_agreement': [],
      '/m/matata/matataAgreement': [],
      '/m/incentive/activate-rebate': [],
      '/m/incentive/order-rebate': [],
    })
  })

  it('lists only pages open to guests that answer GET', () => {
    const table = new Map(pageTable.map((entry) => [entry.path === '/index' ? '/m/' : `/m${entry.path}`, entry]))
    for (const path of sharedPages.keys()) {
      const entry = table.get(path)
      expect(entry?.module.GET, path).toBeTypeOf('function')
      expect(path === '/m/' || accessOf(entry!.file, entry!.module, 'GET').level === 'guest', path).toBe(true)
    }
  })
})
