import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { INTERFACE_LANGUAGES } from '../../locales/languages'
import { accessOf, pageTable, sharedPages } from '../../worker/pages'
import { SITEMAP_FILES } from '../../worker/crawlers/sitemap-files'
import { JsonLd, productThing } from '../../routes/_parts/structured-data'
import type { ProductDetail } from '../../contract'
import { ORIGIN, send, tokenFor } from './helpers'
import { select, selectAll } from './html'
import { missingProperties, typesIn } from './structured-data-rules'

const NG = 'countryId=7; countryCode=NG'
const HREFLANGS = ['en-US', 'fr-FR', 'my', 'pt', 'hi', 'fr-CI', 'sw', 'ar', 'ha', 'x-default']
/** A URL of each shared page that renders (the pages that need an id get one of the seed). */
const SAMPLE: Record<string, string> = { '/m/category': '/m/category?id=1&sort=priceAsc', '/m/product/info': '/m/product/info?id=707', '/m/search': '/m/search?q=phone' }
const get = (path: string, cookie = NG, overrides: Record<string, string> = {}) => send(path, { headers: { cookie } }, overrides)
const head = (html: string) => html.slice(0, html.indexOf('</head>'))
const jsonLd = async (html: string) => (await selectAll(html, 'script[type="application/ld+json"]')).map((found) => JSON.parse(found.text) as unknown)

describe('canonical links', () => {
  it('every shared page names its canonical URL, in its market and language, in <head>, and no other language', async () => {
    for (const path of sharedPages.keys()) {
      const url = SAMPLE[path] ?? path
      const answer = await get(`${url}${url.includes('?') ? '&' : '?'}lang=fr-FR&utm_source=x`)
      expect(answer.status, url).toBe(200)
      const html = head(await answer.text())
      const canonical = await selectAll(html, 'link[rel="canonical"]')
      expect(canonical, url).toHaveLength(1)
      const own = new URL(canonical[0]!.attrs.href!)
      expect(own.origin + own.pathname, url).toBe(ORIGIN + path)
      expect(own.searchParams.get('lang'), url).toBe('fr-FR')
      expect(own.searchParams.get('countryId'), url).toBe('7')
      expect(own.searchParams.has('utm_source'), url).toBe(false)
      // The other languages are in the sitemaps, not in every page's bytes.
      expect(await selectAll(html, 'link[rel="alternate"][hreflang]'), url).toEqual([])
    }
  })

  it('spares a signed-in shopper\'s page: no links, no structured data', async () => {
    const html = await (await get('/m/product/info?id=707', `${NG}; key=${await tokenFor('amina')}`)).text()
    expect(await select(html, 'link[rel="canonical"]')).toBeUndefined()
    expect(await select(html, 'script[type="application/ld+json"]')).toBeUndefined()
  })

  it('keeps the page\'s own query and the market of the link in the canonical URL', async () => {
    const html = await (await get('/m/category?id=1&sort=priceAsc&fbclid=1')).text()
    expect((await select(html, 'link[rel="canonical"]'))?.attrs.href).toBe(`${ORIGIN}/m/category?id=1&sort=priceAsc&countryId=7&lang=en-US`)
    const linked = await (await send('/m/product/info?id=308&countryId=3')).text()
    expect((await select(linked, 'link[rel="canonical"]'))?.attrs.href).toBe(`${ORIGIN}/m/product/info?id=308&countryId=3&lang=en-US`)
  })
})

describe('a language in the URL', () => {
  it('?lang=ar renders Arabic without any cookie, and keeps it as the visitor\'s language', async () => {
    const answer = await send('/m/categories?lang=ar')
    const html = await answer.text()
    expect(await select(html, 'html[lang="ar"][dir="rtl"]')).toBeDefined()
    expect(answer.headers.get('set-cookie')).toMatch(/jde-lang=ar;/)
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
  })

  it('sets no cookie when the URL names the language the visitor already has, and the cookie rules without ?lang=', async () => {
    const same = await get('/m/categories?lang=sw', `${NG}; jde-lang=sw`)
    expect(same.headers.get('set-cookie') ?? '').not.toMatch(/jde-lang/)
    const cookie = await (await get('/m/categories', `${NG}; jde-lang=fr-FR`)).text()
    expect(await select(cookie, 'html[lang="fr-FR"]')).toBeDefined()
    const overridden = await (await get('/m/categories?lang=ha', `${NG}; jde-lang=fr-FR`)).text()
    expect(await select(overridden, 'html[lang="ha"]')).toBeDefined()
  })

  it('ignores a ?lang= that names no interface language', async () => {
    const answer = await get('/m/categories?lang=xx', `${NG}; jde-lang=sw`)
    expect(await select(await answer.text(), 'html[lang="sw"]')).toBeDefined()
    expect(answer.headers.get('set-cookie') ?? '').not.toMatch(/jde-lang/)
  })

  it('the edge cache keeps each language\'s copy apart', async () => {
    const ON = { GUEST_CACHE_SECONDS: '30' }
    const path = `/m/tmpl/about?backType=seo-${crypto.randomUUID()}`
    const french = await get(`${path}&lang=fr-FR`, NG, ON)
    expect(french.headers.get('x-cache')).toBe('miss')
    expect(await select(await french.text(), 'html[lang="fr-FR"]')).toBeDefined()
    const arabic = await get(`${path}&lang=ar`, NG, ON)
    expect(arabic.headers.get('x-cache')).toBe('miss')
    expect(await select(await arabic.text(), 'html[lang="ar"]')).toBeDefined()
    const again = await get(`${path}&lang=fr-FR`, NG, ON)
    expect(again.headers.get('x-cache')).toBe('hit')
    expect(await select(await again.text(), 'html[lang="fr-FR"]')).toBeDefined()
    expect(again.headers.get('set-cookie')).toMatch(/jde-lang=fr-FR;/)
  })
})

describe('structured data', () => {
  it('the checker finds a missing required property', () => {
    const product = { '@type': 'Product', name: 'A', image: ['x'], offers: { '@type': 'Offer', price: 1, priceCurrency: 'NGN', availability: 'InStock' } }
    expect(missingProperties(product)).toEqual([])
    expect(missingProperties({ ...product, offers: { ...product.offers, price: undefined } })).toEqual(['$.offers Offer.price'])
    expect(missingProperties({ '@type': 'Product', name: 'A', image: [] })).toEqual(['$ Product.image', '$ Product.offers|review|aggregateRating'])
    expect(missingProperties({ '@type': 'AggregateRating', ratingValue: 4 })).toEqual(['$ AggregateRating.reviewCount|ratingCount'])
    expect(missingProperties({ '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Home' }] })).toEqual([
      '$.itemListElement[0] ListItem.item',
    ])
  })

  it('a product page carries a complete Product, Offer, AggregateRating and BreadcrumbList', async () => {
    const html = await (await get('/m/product/info?id=707')).text()
    const data = await jsonLd(html)
    expect(data).toHaveLength(1)
    expect(typesIn(data)).toEqual(expect.arrayContaining(['Product', 'Offer', 'AggregateRating', 'BreadcrumbList', 'ListItem']))
    expect(missingProperties(data)).toEqual([])
    const product = (data[0] as { '@graph': Record<string, any>[] })['@graph'][0]!
    expect(product.offers.priceCurrency).toBe('NGN')
    expect(product.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/)
    expect(product.offers.url).toBe(`${ORIGIN}/m/product/info?id=707&countryId=7&lang=en-US`)
    expect(product.image.every((image: string) => image.startsWith(`${ORIGIN}/`))).toBe(true)
    const crumbs = (data[0] as { '@graph': Record<string, any>[] })['@graph'][1]!.itemListElement
    expect(crumbs.map((step: { position: number }) => step.position)).toEqual([1, 2, 3])
  })

  it('a product of a visitor without a market is priced in the upstream\'s default market', async () => {
    const data = await jsonLd(await (await send('/m/product/info?id=707')).text())
    expect(missingProperties(data)).toEqual([])
    expect(typesIn(data)).toContain('Offer')
  })

  it('a category page carries its breadcrumb; home the shop and its site search', async () => {
    const category = await jsonLd(await (await get('/m/category?id=1')).text())
    expect(typesIn(category)).toEqual(['BreadcrumbList', 'ListItem', 'ListItem'])
    expect(missingProperties(category)).toEqual([])
    const home = await jsonLd(await (await get('/m/')).text())
    expect(typesIn(home)).toEqual(expect.arrayContaining(['Organization', 'WebSite', 'SearchAction']))
    expect(missingProperties(home)).toEqual([])
    expect(JSON.stringify(home)).toContain(`${ORIGIN}/m/search?q={search_term_string}`)
    expect(JSON.stringify(home)).toContain(`"publisher":{"@type":"Organization","name":"Soko Mall","url":"${ORIGIN}/m/"}`)
  })

  it('a name with </script> in it cannot end the element', () => {
    const product = { id: 1, name: '</script><script>alert(1)</script>', brand: 'B', image: '/m/img/a.svg', gallery: [], price: 1, stock: 1, rating: 0, ratingCount: 0, description: '&', seller: null } as unknown as ProductDetail
    const html = renderToString(<JsonLd ctx={{ loggedIn: false, dataSaver: false }} data={productThing(product, { url: `${ORIGIN}/p`, origin: ORIGIN, currency: 'NGN', shop: 'S' })} />)
    expect(html.match(/<\/script/gi)).toHaveLength(1)
    expect(html).not.toContain('<script>alert')
    const text = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '')
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>')
  })
})

/** Google's rule: the longest matching Allow or Disallow wins, Allow on a tie; `$` ends a rule. */
function allowed(robots: string, path: string): boolean {
  let best = { length: -1, allow: true }
  for (const line of robots.split('\n')) {
    const match = /^(Allow|Disallow): (\S+)$/.exec(line)
    if (!match) continue
    const rule = match[2]!
    const hit = rule.endsWith('$') ? path === rule.slice(0, -1) : path.startsWith(rule)
    const length = rule.replace(/\$$/, '').length
    if (hit && (length > best.length || (length === best.length && match[1] === 'Allow'))) best = { length, allow: match[1] === 'Allow' }
  }
  return best.allow
}

describe('robots.txt', () => {
  it('allows every shared page, keeps out every page for the logged-in, log in and the API, and names the sitemap index', async () => {
    for (const path of ['/robots.txt', '/m/robots.txt']) {
      const answer = await send(path)
      expect(answer.status, path).toBe(200)
      expect(answer.headers.get('content-type')).toMatch(/^text\/plain/)
      const robots = await answer.text()
      expect(robots).toMatch(/^User-agent: \*$/m)
      expect(robots).toContain(`Sitemap: ${ORIGIN}/m/sitemap.xml`)
      for (const shared of sharedPages.keys()) expect(allowed(robots, shared), shared).toBe(true)
      for (const { path: page, file, module } of pageTable) {
        if (module.GET && (accessOf(file, module, 'GET').level ?? 'user') !== 'guest') expect(allowed(robots, `/m${page}`), page).toBe(false)
      }
      for (const kept of ['/m/cart', '/m/order/list', '/m/user', '/m/wallet/reward', '/m/admin/orders', '/m/rebate/appeal', '/m/imei/scan', '/m/login/login', '/m/dev/bridge', '/m/api/cart/list', '/api/catalog/products']) {
        expect(allowed(robots, kept), kept).toBe(false)
      }
    }
  })
})

describe('sitemaps', () => {
  it('the index lists one sitemap per market and language', async () => {
    const answer = await send('/m/sitemap.xml')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^application\/xml/)
    const locs = [...(await answer.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(locs).toHaveLength(7 * 9)
    expect(SITEMAP_FILES).toHaveLength(63)
    expect(locs).toContain(`${ORIGIN}/m/sitemap-ng-fr-FR.xml`)
    expect(locs).toContain(`${ORIGIN}/m/sitemap-gh-ar.xml`)
  })

  it('one sitemap lists the market\'s products, categories, activities and content pages in its language', async () => {
    const answer = await send('/m/sitemap-ng-fr-FR.xml')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toMatch(/public, max-age=\d+/)
    const xml = await answer.text()
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">/)
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replaceAll('&amp;', '&')))
    expect(urls.every((url) => url.searchParams.get('lang') === 'fr-FR' && url.searchParams.get('countryId') === '7')).toBe(true)
    expect(xml).not.toMatch(/&(?!amp;)/)
    const paths = urls.map((url) => url.pathname)
    for (const page of ['/m/', '/m/categories', '/m/activity/sale', '/m/activity/pre-sale', '/m/tmpl/about', '/m/category', '/m/product/info']) expect(paths, page).toContain(page)
    expect(paths).not.toContain('/m/search')
    expect(urls.some((url) => url.pathname === '/m/product/info' && url.searchParams.get('id') === '707')).toBe(true)
    const products = urls.filter((url) => url.pathname === '/m/product/info').map((url) => url.searchParams.get('id'))
    expect(new Set(products).size).toBe(products.length)
    // Every URL it lists is a page open to crawlers, answering in that language.
    const robots = await (await send('/robots.txt')).text()
    expect(paths.every((path) => allowed(robots, path))).toBe(true)
    const one = urls.find((url) => url.pathname === '/m/category')!
    expect(await select(await (await send(one.pathname + one.search)).text(), 'html[lang="fr-FR"]')).toBeDefined()
  })

  it('each URL names its nine languages and x-default, the very URLs the pages call canonical', async () => {
    const xml = await (await send('/m/sitemap-ng-fr-FR.xml')).text()
    const entries = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]!.replaceAll('&amp;', '&'))
    expect(entries.length).toBeGreaterThan(20)
    for (const entry of entries) {
      const loc = /<loc>([^<]+)<\/loc>/.exec(entry)![1]!
      const alternates = [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1]!, m[2]!] as const)
      expect(alternates.map(([lang]) => lang), loc).toEqual(HREFLANGS)
      // Each language's URL is this page with its own `lang`; French is the loc itself; x-default has none.
      expect(alternates[1]![1], loc).toBe(loc)
      for (const [index, [, href]] of alternates.entries()) {
        const url = new URL(href)
        expect(url.searchParams.get('lang'), href).toBe(index < 9 ? INTERFACE_LANGUAGES[index]! : null)
        url.searchParams.delete('lang')
        const bare = new URL(loc)
        bare.searchParams.delete('lang')
        expect(url.href, href).toBe(bare.href)
      }
    }
    // A product's page calls itself what the sitemap lists.
    const product = entries.map((entry) => /<loc>([^<]+)<\/loc>/.exec(entry)![1]!).find((loc) => loc.includes('/m/product/info'))!
    const page = await (await send(new URL(product).pathname + new URL(product).search)).text()
    expect((await select(page, 'link[rel="canonical"]'))?.attrs.href).toBe(product)
  })

  it('a market lists only its own products', async () => {
    const ghana = await (await send('/m/sitemap-gh-en-US.xml')).text()
    expect(ghana).not.toContain('id=707&amp;')
    expect(ghana).toContain('countryId=3')
  })

  it('an unknown sitemap is not found', async () => {
    expect((await send('/m/sitemap-zz-en-US.xml')).status).not.toBe(200)
  })
})

describe('noindex', () => {
  it('personal and form pages say noindex; shared pages do not', async () => {
    const token = await tokenFor('amina')
    const signedIn = `${NG}; key=${token}`
    for (const path of ['/m/cart', '/m/user', '/m/order/list', '/m/wallet/reward']) {
      const answer = await get(path, signedIn)
      expect(answer.status, path).toBe(200)
      expect(answer.headers.get('x-robots-tag'), path).toBe('noindex')
    }
    expect((await get('/m/admin/orders', `${NG}; key=${await tokenFor('admin')}`)).headers.get('x-robots-tag')).toBe('noindex')
    expect((await get('/m/rebate/appeal', `${NG}; key=${await tokenFor('shop_ng')}`)).headers.get('x-robots-tag')).toBe('noindex')
    expect((await get('/m/login/login')).headers.get('x-robots-tag')).toBe('noindex')
    for (const path of sharedPages.keys()) {
      const answer = await get(SAMPLE[path] ?? path)
      expect(answer.headers.get('x-robots-tag'), path).toBeNull()
      const signed = await get(SAMPLE[path] ?? path, signedIn)
      expect(signed.headers.get('x-robots-tag'), path).toBeNull()
    }
  })
})
