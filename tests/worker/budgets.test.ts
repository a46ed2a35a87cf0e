import { describe, expect, it } from 'vitest'
import { send, tokenFor } from './helpers'

async function gzipBytes(text: string): Promise<number> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'))
  return (await new Response(stream).arrayBuffer()).byteLength
}

const FIRST_ROUND_TRIP = 14 * 1024
const LISTING = 8 * 1024

describe('HTML budgets', () => {
  it.each([
    ['/m/', LISTING],
    ['/m/login/login', FIRST_ROUND_TRIP],
    ['/m/cart', FIRST_ROUND_TRIP],
    ['/m/activity/sale', LISTING],
    ['/m/category?id=1', LISTING],
    ['/m/category?id=7&sort=priceDesc', LISTING],
    ['/m/search?q=a', LISTING],
    ['/m/search?q=phone&sort=priceAsc', LISTING],
    ['/m/product/info?id=701', FIRST_ROUND_TRIP],
    ['/m/product/info?id=707', FIRST_ROUND_TRIP],
  ])('%s fits in %i bytes gzip', async (path, budget) => {
    const token = await tokenFor('amina')
    for (const language of ['en-US', 'ar', 'my']) {
      const html = await (await send(path, { headers: { cookie: `key=${token}; countryId=7; jde-lang=${language}` } })).text()
      const size = await gzipBytes(html)
      expect(size, language).toBeLessThanOrEqual(budget)
      expect(size).toBeGreaterThan(500)
    }
  })

  it('a listing page shows a full page of 20 cards within its budget', async () => {
    const html = await (await send('/m/search?q=a', { headers: { cookie: 'countryId=7' } })).text()
    expect(html.match(/<li class="pc">/g)).toHaveLength(20)
  })
})

describe('zero JavaScript on island-free pages', () => {
  const ISLAND_FREE = ['/m/404', '/m/login/login', '/m/maintenance', '/m/category?id=1', '/m/search?q=phone', '/m/search', '/m/market']
  it.each(ISLAND_FREE)('%s references no script', async (path) => {
    const html = await (await send(path, { headers: { cookie: 'countryId=7' } })).text()
    expect(html).not.toMatch(/<script/i)
    expect(html).not.toMatch(/modulepreload/i)
    expect(html).not.toContain('<m-island')
  })

  it.each(['/m/', '/m/product/info?id=701', '/m/product/info?id=710', '/m/dev/bridge'])('%s (with islands) has exactly one module script, after the content', async (path) => {
    const html = await (await send(path, { headers: { cookie: 'countryId=7' } })).text()
    const scripts = html.match(/<script\b[^>]*>/g) ?? []
    expect(scripts).toHaveLength(1)
    expect(scripts[0]).toMatch(/type="module"/)
    expect(html.indexOf('<script')).toBeGreaterThan(html.lastIndexOf('</footer>'))
  })

  it('the flash sale page has exactly one module script, after the content', async () => {
    const html = await (await send('/m/activity/sale', { headers: { cookie: 'countryId=7' } })).text()
    const scripts = html.match(/<script\b[^>]*>/g) ?? []
    expect(scripts).toHaveLength(1)
    expect(scripts[0]).toMatch(/type="module"/)
    expect(html.indexOf('<script')).toBeGreaterThan(html.lastIndexOf('<article'))
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/)
  })
})
