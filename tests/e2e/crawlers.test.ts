/**
 * What a search engine's crawler reads from the production server, asked as Googlebot with no cookie: robots.txt at
 * the site's root and under /m, the sitemap index, one sitemap with the shop's URLs, and a page of it in the
 * language its URL names.
 */
import { describe, expect, inject, it } from 'vitest'

const baseURL = inject('baseURL')
const GOOGLEBOT = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }
const crawl = (path: string) => fetch(new URL(path, baseURL), { headers: GOOGLEBOT, redirect: 'manual' })
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replaceAll('&amp;', '&'))

describe('crawlers', () => {
  it('read robots.txt, which keeps personal pages out and names the sitemap index', async () => {
    for (const path of ['/robots.txt', '/m/robots.txt']) {
      const answer = await crawl(path)
      expect(answer.status, path).toBe(200)
      expect(answer.headers.get('content-type'), path).toMatch(/^text\/plain/)
      const robots = await answer.text()
      expect(robots).toMatch(/^User-agent: \*$/m)
      for (const rule of ['Disallow: /m/cart', 'Disallow: /m/order', 'Disallow: /m/user', 'Disallow: /m/login', 'Disallow: /m/api/']) expect(robots).toContain(rule)
      expect(robots).toContain(`Sitemap: ${new URL('/m/sitemap.xml', baseURL).href}`)
    }
  })

  it('follow the sitemap index to a sitemap of products in a language, and the page answers in it', async () => {
    const index = await crawl('/m/sitemap.xml')
    expect(index.status).toBe(200)
    expect(index.headers.get('content-type')).toMatch(/^application\/xml/)
    const sitemaps = locs(await index.text())
    expect(sitemaps).toHaveLength(63)
    const french = sitemaps.find((url) => url.endsWith('/m/sitemap-ng-fr-FR.xml'))!
    const sitemap = await crawl(new URL(french).pathname)
    expect(sitemap.status).toBe(200)
    expect(sitemap.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/)
    const urls = locs(await sitemap.text()).map((url) => new URL(url))
    const product = urls.find((url) => url.pathname === '/m/product/info')!
    expect(product.searchParams.get('lang')).toBe('fr-FR')
    const page = await crawl(product.pathname + product.search)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toMatch(/<html lang="fr-FR"/)
    expect(html).toContain('<link rel="canonical"')
    expect(html).toContain('type="application/ld+json"')
    expect(page.headers.get('x-robots-tag')).toBeNull()
  })
})
