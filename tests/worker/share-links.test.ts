import { describe, expect, it } from 'vitest'
import { send } from './helpers'

const NG = 'countryId=7; countryCode=NG'
const ANDROID = 'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36'
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36'
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

const page = (path: string, headers: Record<string, string> = {}) => send(path, { headers: { cookie: NG, ...headers } }).then((r) => r.text())
const decode = (html: string) => html.replaceAll('&amp;', '&')
const CLEAN = 'https://shop.test/m/product/info?id=708&countryId=7'

describe('share links', () => {
  it('puts a sheet of WhatsApp, Telegram and SMS links in the page, naming only the product, without JavaScript', async () => {
    const html = decode(await page('/m/product/info?id=708&key=secret-session&did=d-123&coupon=SAVE10&utm_source=wa&is_open_shareDialog=y'))
    const sheet = /<details class="share"[^>]*>.*?<\/details>/s.exec(html)?.[0] ?? ''
    expect([...sheet.matchAll(/<a href="([^"]+)" rel="nofollow">/g)].map((m) => m[1])).toEqual(
      ['whatsapp', 'telegram', 'sms'].map((to) => `/m/share?id=708&to=${to}`),
    )
    for (const leak of ['secret-session', 'd-123', 'SAVE10', 'utm_source', 'is_open_shareDialog']) expect(sheet).not.toContain(leak)
    expect(sheet).toContain('open=""')
    expect(html).toMatch(/data-island="share" data-when="load"/)
  })

  it('/m/share sends the shopper to WhatsApp, Telegram or SMS with the clean address in the sharer\'s market', async () => {
    const go = async (query: string, cookie = NG) => {
      const answer = await send(`/m/share?${query}`, { headers: { cookie }, redirect: 'manual' })
      expect(answer.status, query).toBe(303)
      return answer.headers.get('location')
    }
    const encoded = encodeURIComponent(CLEAN)
    const name = encodeURIComponent(/<h1 dir="auto">([^<]+)<\/h1>/.exec(await page('/m/product/info?id=708'))![1]!)
    expect(await go('id=708&to=whatsapp')).toBe(`https://wa.me/?text=${name}%20${encoded}`)
    expect(await go('id=708&to=telegram')).toBe(`https://t.me/share/url?url=${encoded}&text=${name}`)
    expect(await go('id=708&to=sms')).toBe(`sms:?&body=${name}%20${encoded}`)
    expect(await go('id=308&to=whatsapp', 'countryId=3; countryCode=GH')).toContain(encodeURIComponent('https://shop.test/m/product/info?id=308&countryId=3'))
    // Text nobody can choose: only the product's own name goes with the address.
    expect(await go('id=708&to=whatsapp&t=Win%20a%20prize')).toBe(`https://wa.me/?text=${name}%20${encoded}`)
    // Anything else: back to the product, or home; never elsewhere.
    expect(await go('id=708&to=https://evil.example')).toBe('/m/product/info?id=708&countryId=7')
    expect(await go('id=999999&to=whatsapp')).toBe('/m/')
    expect(await go('id=abc&to=whatsapp')).toBe('/m/')
    expect(await go('to=whatsapp')).toBe('/m/')
  })

  it('loads the share island on the first tap, and shares each flash-sale item', async () => {
    const html = decode(await page('/m/product/info?id=708'))
    expect(html).toMatch(/data-island="share" data-when="tap"/)
    expect(/<details class="share"[^>]*>/.exec(html)?.[0]).not.toContain('open')
    const sale = await page('/m/activity/sale')
    const sheets = [...sale.matchAll(/<details class="share".*?href="\/m\/share\?id=(\d+)&amp;to=whatsapp"/gs)].map((m) => Number(m[1]))
    expect(sheets.length).toBeGreaterThan(1)
    expect(new Set(sheets).size).toBe(sheets.length)
  })

  it('offers "Open in the app" to an Android browser, with the app package and the page as fallback', async () => {
    const html = decode(await page('/m/product/info?id=708', { 'user-agent': ANDROID }))
    expect(html).toContain(`href="intent://shop.test/m/product/info?id=708&countryId=7#Intent;scheme=https;package=africa.soko.mall;S.browser_fallback_url=${encodeURIComponent(CLEAN)};end"`)
    expect(html).toContain('href="/m/app-prompt?back=%2Fm%2Fproduct%2Finfo%3Fid%3D708"')
  })

  it('never inside the apps, on iOS or on desktop, nor once dismissed', async () => {
    for (const agent of [`${ANDROID} MallApp/1`, `${ANDROID} TomeApp/1.0`, IPHONE, DESKTOP]) {
      expect(await page('/m/product/info?id=708', { 'user-agent': agent })).not.toContain('intent://')
    }
    expect(await page('/m/product/info?id=708', { 'user-agent': ANDROID, cookie: `${NG}; app_prompt=off` })).not.toContain('intent://')
  })

  it('"Not now" remembers the choice in a cookie and goes back', async () => {
    const answer = await send('/m/app-prompt?back=%2Fm%2Fproduct%2Finfo%3Fid%3D708', { headers: { cookie: NG }, redirect: 'manual' })
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/m/product/info?id=708')
    expect(answer.headers.get('set-cookie')).toMatch(/^app_prompt=off;/)
    expect((await send('/m/app-prompt?back=https://evil.example', { redirect: 'manual' })).headers.get('location')).toBe('/m/')
  })
})
