import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { send } from './helpers'
import { selectAll } from './html'

const NIGERIA = 'countryId=7; countryCode=NG; jde-lang=en-US'

async function page(path: string, cookie = NIGERIA) {
  const response = await send(path, { headers: { cookie } })
  return { status: response.status, html: await response.text(), response }
}

const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!)
/** The product ids of a page's cards, in order. */
const cardIds = (html: string) => all(html, /<li class="pc" data-goods-id="\d+"><a href="\/m\/product\/info\?id=(\d+)"/g).map(Number)
const decode = (href: string) => href.replaceAll('&amp;', '&')

describe('home', () => {
  it('shows the search box, the live activities, the categories, the feed and the site links', async () => {
    const { status, html } = await page('/m/')
    expect(status).toBe(200)
    expect(html).toMatch(/<form class="search" role="search" action="\/m\/search" method="get">/)
    expect(html).toContain('<a class="row link" href="/m/activity/sale">')
    expect(html).toContain('data-island="countdown"')
    expect(all(html, /<a href="\/m\/category\?id=(\d+)">/g)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8'])
    expect(html).toContain('Home &amp; kitchen')
    expect(cardIds(html)).toHaveLength(10)
    for (const link of ['/m/tmpl/about', '/m/tmpl/document', '/m/member/add', '/m/market?back=%2Fm%2F']) expect(html).toContain(`href="${link}"`)
    expect(html).toContain('<a href="/m/lang?back=%2Fm%2F">Language: English</a>')
  })

  it('pages its feed with a plain next-page link (load more once hydrated): every product once', async () => {
    const seen: number[] = []
    let path: string | null = '/m/'
    while (path) {
      const { html }: { html: string } = await page(path)
      seen.push(...cardIds(/<section aria-labelledby="feed">([\s\S]*)<\/section>/.exec(html)![1]!))
      const next: string | undefined = /<a class="btn wide" href="(\/m\/\?cursor=[^"]+)">Next page<\/a>/.exec(html)?.[1]
      path = next ? decode(next) : null
      expect(seen.length).toBeLessThan(200)
    }
    const { results } = await env.DB.prepare('SELECT id FROM products WHERE country_id = 7 ORDER BY created_at DESC, id DESC').all<{ id: number }>()
    expect(seen).toEqual(results.map((row) => row.id))
  })

  it('still answers with a tampered feed cursor, saying the products could not be loaded', async () => {
    const { status, html } = await page('/m/?cursor=forged.00000000')
    expect(status).toBe(200)
    expect(html).toContain('Products could not be loaded.')
  })
})

describe('category', () => {
  it('lists the category of the shopper\'s market, with sorts and the category\'s name as title', async () => {
    const { html } = await page('/m/category?id=1&sort=priceAsc')
    expect(html).toContain('<title>Phones | Soko Mall</title>')
    const ids = cardIds(html)
    expect(ids).toHaveLength(8)
    expect(ids.every((id) => Math.floor(id / 100) === 7)).toBe(true)
    const prices = all(html, /<b class="price" dir="ltr">₦([\d,.]+)<\/b>/g).map((price) => Number(price.replaceAll(',', '')))
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    expect(html).toContain('<a href="/m/category?id=1&amp;sort=priceAsc" aria-current="page">')
    const ghana = cardIds((await page('/m/category?id=1', 'countryId=3; countryCode=GH')).html)
    expect(ghana.every((id) => Math.floor(id / 100) === 3)).toBe(true)
  })

  it('answers 404 with a message for an unknown or malformed category, and ignores an unknown sort', async () => {
    for (const path of ['/m/category?id=999', '/m/category?id=abc', '/m/category']) {
      const { status, html } = await page(path)
      expect(status, path).toBe(404)
      expect(html).toContain('Resource does not exist')
    }
    expect((await page('/m/category?id=2&sort=%3Cscript%3E')).status).toBe(200)
  })
})

describe('search', () => {
  it('finds by word prefix and pages with plain links, every product once', async () => {
    const first = await page('/m/search?q=sams')
    expect(first.html).toContain('Samsung Galaxy A15 128 GB')
    expect(first.html).toMatch(/Results for “<bdi>sams<\/bdi>”/)
    const seen: number[] = []
    let path: string | null = '/m/search?q=a&sort=priceDesc'
    while (path) {
      const { html }: { html: string } = await page(path)
      seen.push(...cardIds(html))
      const next: string | undefined = /<a class="btn wide" href="([^"]+)" rel="next">/.exec(html)?.[1]
      path = next ? decode(next) : null
    }
    expect(seen.length).toBeGreaterThan(20)
    expect(new Set(seen).size).toBe(seen.length)
  })

  it('says so when nothing matches, without reflecting markup, and asks for words when there are none', async () => {
    const none = await page('/m/search?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E')
    expect(none.status).toBe(200)
    expect(none.html).not.toContain('<script>alert(1)')
    expect(none.html).toContain('Nothing matches')
    expect((await page('/m/search')).html).toContain('Type what you are looking for.')
    expect((await page('/m/search?q=%20%20')).html).toContain('Type what you are looking for.')
  })

  it('leads on from an empty search: every category of the market, and none when there are results', async () => {
    const categoryLinks = async (body: string) => (await selectAll(body, 'ul.cats a')).map((link) => link.attrs.href)
    const home = await categoryLinks((await page('/m/')).html)
    expect(home.length).toBeGreaterThan(3)
    expect(await categoryLinks((await page('/m/search?q=zzzqqq')).html)).toEqual(home)
    expect(await categoryLinks((await page('/m/search')).html)).toEqual(home)
    expect(await categoryLinks((await page('/m/search?q=phone')).html)).toEqual([])
  })

  it('answers a tampered cursor with a 400 page, never a 500', async () => {
    for (const cursor of ['zz', 'forged.00000000', '%00', 'x'.repeat(500)]) {
      const { status, html } = await page(`/m/search?q=phone&cursor=${cursor}`)
      expect(status, cursor).toBe(400)
      expect(html).toContain('Invalid request')
    }
  })
})

describe('product', () => {
  it('shows the gallery (first image inline and first, the rest lazy and in noscript, each linking to its full size), price, stock, delivery and the flash sale', async () => {
    const { status, html } = await page('/m/product/info?id=701')
    expect(status).toBe(200)
    const images = all(html, /<a href="([^"]+)" aria-label="Enlarge image \d">(?:<noscript>)?<img/g)
    expect(images).toEqual(['/m/img/products/phone.svg', '/m/img/products/phone-back.svg', '/m/img/products/phone-side.svg'])
    // The first picture comes inside the page (it is the largest paint); its link keeps the file.
    expect(html).toMatch(/<img src="data:image\/svg\+xml,%3Csvg [^"]+" alt="Savanna S5 Smartphone 128 GB" width="320" height="320" fetchPriority="high"/)
    // The rest come only from <noscript> until the gallery's island puts in each image it shows.
    expect(html.match(/<noscript><img src="\/m\/img\/products\/phone-(back|side).svg" alt="" width="320" height="320" loading="lazy"/g)).toHaveLength(2)
    expect(html).not.toContain('<link rel="preload" as="image"')
    expect(html).toContain('<span class="price" dir="ltr">₦189,999</span>')
    expect(html).toContain('<p class="ok">In stock</p>')
    expect(html).toContain('Delivery from <bdi dir="ltr">₦1,500</bdi>')
    expect(html).toContain('<strong id="flash">Flash sale price</strong><span class="price" dir="ltr">₦149,999</span>')
    expect(html).toContain('<dt>Storage</dt><dd><bdi>128 GB</bdi></dd>')
  })

  it('posts Add to cart and Buy now as one plain form to the cart, with the quantity bounded by the stock', async () => {
    const { html } = await page('/m/product/info?id=707')
    const form = /<form class="buy" action="\/m\/cart\/product" method="post">([\s\S]*?)<\/form>/.exec(html)![1]!
    expect(form).toContain('<input type="hidden" name="productId" value="707"/>')
    expect(form).toMatch(/<input type="hidden" name="idem" value="[0-9a-f-]{36}"\/>/)
    expect(form).toContain('<input type="hidden" name="back" value="/m/product/info?id=707"/>')
    const stock = (await env.DB.prepare('SELECT stock FROM products WHERE id = 707').first<{ stock: number }>())!.stock
    const max = Math.min(stock, 99)
    // The quantity is a stepper inside the bar; its − and + wait for the script, the number box works without it.
    expect(form).toMatch(new RegExp(`^(<input type="hidden"[^>]+>)+<div class="row"><div class="step"><div class="qty" role="group" aria-label="Quantity"><button type="button" hidden="" aria-label="One fewer" disabled="">−</button><input type="number" min="1" max="${max}" step="1" inputMode="numeric" required="" aria-label="Quantity" name="quantity" value="1"/><button type="button" hidden="" aria-label="One more">\\+</button></div><small>Max <bdi dir="ltr">${max}</bdi></small></div>`))
    expect(form).toContain('<button class="btn plain" type="submit">Add to cart</button>')
    expect(form).toContain('<button class="btn" type="submit" value="1" name="buyNow">Buy now</button>')
  })

  it('says sold out and disables buying when no unit is left', async () => {
    const soldOut = await env.DB.prepare('SELECT id FROM products WHERE country_id = 7 AND stock = 0 LIMIT 1').first<{ id: number }>()
    const { html } = await page(`/m/product/info?id=${soldOut!.id}`)
    expect(html).toContain('<p class="so">Out of stock</p>')
    expect(html.match(/<button class="btn(?: plain)?" type="submit"[^>]* disabled=""/g)).toHaveLength(2)
  })

  it('answers 404 "Product does not exist" for another market\'s, an unknown or a malformed id', async () => {
    for (const id of ['301', '999999', 'abc', '', '-5', '1e3x']) {
      const { status, html } = await page(`/m/product/info?id=${id}`)
      expect(status, id).toBe(404)
      expect(html, id).toContain('Product does not exist')
    }
  })

  it('keeps prices left to right in Arabic', async () => {
    const { html } = await page('/m/product/info?id=701', 'countryId=7; jde-lang=ar')
    expect(html).toContain('<html lang="ar" dir="rtl"')
    expect(html).toContain('<span class="price" dir="ltr">₦189,999</span>')
    // Arabic's own percent (Intl marks it left to right), inside a left-to-right span.
    expect(html).toContain('<span class="off" dir="ltr">−14\u200e%\u200e</span>')
  })
})

describe('product cards', () => {
  it('link to the product page everywhere, and so do the flash sale\'s items', async () => {
    for (const path of ['/m/', '/m/category?id=3', '/m/search?q=watch']) {
      const { html } = await page(path)
      const cards = html.match(/<li class="pc" data-goods-id="\d+">/g) ?? []
      expect(cards.length, path).toBeGreaterThan(0)
      expect(cardIds(html), path).toHaveLength(cards.length)
    }
    const sale = (await page('/m/activity/sale')).html
    expect(sale).toMatch(/<h2><a href="\/m\/product\/info\?id=70\d">[^<]+<\/a><\/h2>/)
  })
})

describe('market switcher', () => {
  it('lists the seven markets, the current one marked, as plain links', async () => {
    const { html } = await page('/m/market?back=%2Fm%2Fsearch%3Fq%3Dphone')
    expect(all(html, /href="\/m\/market\?set=([A-Z]{2})&amp;back=%2Fm%2Fsearch%3Fq%3Dphone"/g)).toEqual(['IN', 'UG', 'GH', 'KT', 'DZ', 'TZ', 'NG'])
    expect(html).toMatch(/set=NG[^"]*" aria-current="true">Nigeria</)
  })

  it('stores the market in the countryId and countryCode cookies and returns to the page', async () => {
    const response = await send('/m/market?set=gh&back=%2Fm%2Fsearch%3Fq%3Dphone')
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/m/search?q=phone')
    const cookies = response.headers.getSetCookie()
    expect(cookies.find((cookie) => cookie.startsWith('countryId=3;'))).toMatch(/Path=\/.*Secure.*SameSite=Lax/)
    expect(cookies.find((cookie) => cookie.startsWith('countryCode=GH;'))).toBeDefined()
  })

  it('changes nothing for an unknown market and never leaves the site', async () => {
    const unknown = await send('/m/market?set=ZZ&back=%2Fm%2F')
    expect(unknown.headers.getSetCookie()).toEqual([])
    const evil = await send('/m/market?set=NG&back=https%3A%2F%2Fevil.example')
    expect(evil.headers.get('location')).toBe('/m/')
  })
})
