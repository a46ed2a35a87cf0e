import { describe, expect, it } from 'vitest'
import { keepsPage, kindOf, NOT_KEPT_HEADER } from '../../islands/offline/requests'
import { beyond, decodeText, languageOf, offlineLine, savedAtTemplate, savedTime, titleOf, withOfflineLine, withSavedList } from '../../islands/offline/saved-pages'

const ORIGIN = 'https://shop.test'
const kind = (path: string, method = 'GET', mode = 'no-cors', origin = ORIGIN) => kindOf(new URL(path, origin), method, mode, ORIGIN)

describe('what the service worker does with a request', () => {
  it('answers page navigations, island code and images under /m/; island calls and other writes go to the network', () => {
    expect(kind('/m/cart', 'GET', 'navigate')).toBe('page')
    expect(kind('/m/search?q=a', 'GET', 'navigate')).toBe('page')
    expect(kind('/m/assets/runtime-abc123.js')).toBe('chunk')
    expect(kind('/m/client.js')).toBe('entry')
    expect(kind('/m/img/products/701.webp')).toBe('image')
    for (const path of ['/m/api/user/info', '/m/api/cart/count']) {
      expect(kind(path, 'GET', 'cors')).toBe('network')
      expect(kind(path, 'GET', 'navigate')).toBe('network')
    }
    expect(kind('/m/api/cart/product', 'POST', 'cors')).toBe('network')
    expect(kind('/m/api/analytics/events', 'POST', 'no-cors')).toBe('network')
    expect(kind('/m/cart/product', 'POST', 'navigate')).toBe('network')
    expect(kind('/m/img/x.png', 'GET', 'no-cors', 'https://elsewhere.test')).toBe('network')
    expect(kind('/api/user/info', 'GET', 'cors')).toBe('network')
  })

  it('sees logins and logouts, by form or by island, as session changes', () => {
    for (const path of ['/m/login/login', '/m/login/logout', '/m/login/code', '/m/login/register', '/m/api/user/login', '/m/api/user/logout', '/m/api/user/login/code']) {
      expect(kind(path, 'POST', 'navigate'), path).toBe('session')
    }
    expect(kind('/m/api/user/loginx', 'POST', 'cors')).toBe('network')
    expect(kind('/m/login/login', 'GET', 'navigate')).toBe('page')
  })

  it('keeps only whole HTML pages that may be stored', () => {
    const page = (init: ResponseInit = {}) => new Response('<html></html>', { status: 200, headers: { 'content-type': 'text/html; charset=UTF-8' }, ...init })
    expect(keepsPage(page(), '/m/cart')).toBe(true)
    expect(keepsPage(page({ headers: { 'content-type': 'text/html', 'cache-control': 'private, no-store' } }), '/m/cart')).toBe(true)
    expect(keepsPage(page({ headers: { 'content-type': 'text/html', [NOT_KEPT_HEADER]: '1' } }), '/m/order/payment')).toBe(false)
    expect(keepsPage(page({ status: 404 }), '/m/404')).toBe(false)
    expect(keepsPage(new Response('{}', { headers: { 'content-type': 'application/json' } }), '/m/cart')).toBe(false)
    expect(keepsPage(page(), '/m/api/user/info')).toBe(false)
  })
})

describe('how saved pages are shown', () => {
  const offline = '<!DOCTYPE html><html lang="ar" dir="rtl"><head><title>غير متصل</title></head><body><main id="main"><ul id="saved-pages" class="saved" data-saved-at="غير متصل — حُفظت في {time}"></ul></main></body></html>'

  it('reads a page\'s title, language and the offline page\'s line', () => {
    expect(titleOf('<title>Tom &amp; Jerry&#x27;s &lt;shop&gt;</title>')).toBe("Tom & Jerry's <shop>")
    expect(decodeText('&#128241; &nbsp;&bogus;')).toBe('📱 \u00a0&bogus;')
    expect(languageOf(offline)).toEqual({ lang: 'ar', dir: 'rtl' })
    expect(languageOf('<html lang="fr-CI" dir="ltr">')).toEqual({ lang: 'fr-CI', dir: 'ltr' })
    expect(savedAtTemplate(offline)).toBe('غير متصل — حُفظت في {time}')
  })

  it('puts the line at the top of the main content, in the offline page\'s language, with the time left to right', () => {
    const savedAt = new Date(2026, 10, 26, 10, 42).getTime()
    const line = offlineLine('Offline — saved at {time}', { lang: 'en-US', dir: 'ltr' }, savedAt, savedAt + 60_000)
    expect(line).toMatch(/^<p class="note" role="status" lang="en-US" dir="ltr"[^>]*>Offline — saved at <time datetime="[^"]+" dir="ltr">10:42 AM<\/time><\/p>$/)
    const page = withOfflineLine('<body><header></header><main id="main"><h2>Cart</h2></main></body>', line)
    expect(page).toBe(`<body><header></header><main id="main">${line}<h2>Cart</h2></main></body>`)
    expect(withOfflineLine('<body><p>x</p></body>', 'L')).toBe('<body>L<p>x</p></body>')
    // Another day: the date too.
    expect(savedTime(savedAt, savedAt + 2 * 86_400_000, 'en-US')).toMatch(/11\/26\/26/)
  })

  it('lists the saved pages newest first, every title and path escaped', () => {
    const now = new Date(2026, 10, 26, 12, 0).getTime()
    const html = withSavedList(offline, [
      { path: '/m/search?q=a&sort=new', title: 'Search', savedAt: now - 120_000 },
      { path: '/m/product/info?id=1"><script>x()</script>', title: '<img src=x onerror=alert(1)>', savedAt: now - 60_000 },
      { path: '/m/cart', title: '', savedAt: now - 180_000 },
    ], now)
    const items = [...html.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1])
    expect(items).toHaveLength(3)
    expect(items[0]).toMatch(/^<a href="\/m\/product\/info\?id=1&quot;&gt;&lt;script&gt;x\(\)&lt;\/script&gt;">&lt;img src=x onerror=alert\(1\)&gt;<\/a><time /)
    expect(items[1]).toMatch(/^<a href="\/m\/search\?q=a&amp;sort=new">Search<\/a>/)
    expect(items[2]).toMatch(/^<a href="\/m\/cart">\/m\/cart<\/a>/)
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<img')
  })

  it('keeps the newest entries within the bound', () => {
    expect(beyond([1, 2, 3, 4, 5], 3)).toEqual([1, 2])
    expect(beyond([1, 2], 3)).toEqual([])
  })
})
