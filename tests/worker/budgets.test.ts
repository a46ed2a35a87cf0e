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
    ['/m/', FIRST_ROUND_TRIP],
    ['/m/login/login', FIRST_ROUND_TRIP],
    ['/m/cart', FIRST_ROUND_TRIP],
    ['/m/activity/sale', LISTING],
  ])('%s fits in %i bytes gzip', async (path, budget) => {
    const token = await tokenFor('amina')
    const html = await (await send(path, { headers: { cookie: `key=${token}; countryId=7; jde-lang=en-US` } })).text()
    const size = await gzipBytes(html)
    expect(size).toBeLessThanOrEqual(budget)
    expect(size).toBeGreaterThan(500)
  })
})

describe('zero JavaScript on island-free pages', () => {
  it.each(['/m/', '/m/404', '/m/login/login', '/m/maintenance'])('%s references no script', async (path) => {
    const html = await (await send(path)).text()
    expect(html).not.toMatch(/<script/i)
    expect(html).not.toMatch(/modulepreload/i)
    expect(html).not.toContain('<m-island')
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
