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
  it('puts WhatsApp, Telegram and SMS links of the clean product URL in the page, without JavaScript', async () => {
    const html = decode(await page('/m/product/info?id=708&key=secret-session&did=d-123&coupon=SAVE10&utm_source=wa&is_open_shareDialog=y'))
    const sheet = /<details class="share"[^>]*>.*?<\/details>/s.exec(html)?.[0] ?? ''
    const encoded = encodeURIComponent(CLEAN)
    expect(sheet).toMatch(new RegExp(`href="https://wa\\.me/\\?text=[^"]*${encoded.replace(/[.?%]/g, '\\$&')}"`))
    expect(sheet).toContain(`href="https://t.me/share/url?url=${encoded}&text=`)
    expect(sheet).toMatch(/href="sms:\?&body=[^"]+"/)
    for (const leak of ['secret-session', 'd-123', 'SAVE10', 'utm_source', 'is_open_shareDialog']) expect(sheet).not.toContain(leak)
    expect(sheet).toContain('open=""')
    expect(html).toMatch(/data-island="share" data-when="load"/)
  })

  it('loads the share island on the first tap, and shares each flash-sale item', async () => {
    const html = decode(await page('/m/product/info?id=708'))
    expect(html).toMatch(/data-island="share" data-when="tap"/)
    expect(/<details class="share"[^>]*>/.exec(html)?.[0]).not.toContain('open')
    const sale = await page('/m/activity/sale')
    expect(sale.match(/<details class="share"/g)?.length ?? 0).toBeGreaterThan(1)
    expect(decode(sale)).toContain(`https://t.me/share/url?url=${encodeURIComponent('https://shop.test/m/product/info?id=')}`)
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
