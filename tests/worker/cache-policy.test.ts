import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it } from 'vitest'
import { send, tokenFor } from './helpers'

const DID = 'did=0b5e6a4c-8d7e-4f3a-9c21-5a6b7c8d9e0f'
const NG = `countryId=7; countryCode=NG; jde-lang=en-US; ${DID}`
const ON = { GUEST_CACHE_SECONDS: '30' }
const OFF = { GUEST_CACHE_SECONDS: '0' }

const get = (path: string, cookie = NG, overrides: Record<string, string> = ON) => send(path, { headers: { cookie } }, overrides)
const policyOf = (response: Response) => response.headers.get('cache-control')
const varies = (response: Response) => (response.headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase())

afterEach(async () => {
  await env.CONFIG.delete('maintenance')
})

describe('how an HTML answer may be cached', () => {
  it("a guest's shared page says no-cache, from the edge cache or not, with its copy's age when it is one", async () => {
    for (const path of ['/m/tmpl/about?cp=1', '/m/search?q=cache-policy']) {
      const first = await get(path)
      const second = await get(path)
      expect([first.headers.get('x-cache'), second.headers.get('x-cache')], path).toEqual(['miss', 'hit'])
      for (const answer of [first, second]) {
        expect(policyOf(answer), path).toBe('no-cache')
        expect(varies(answer), path).toContain('accept-encoding')
      }
      expect(second.headers.get('age'), path).toMatch(/^\d+$/)
      expect(first.headers.has('age'), path).toBe(false)
      expect(policyOf(await get(path, NG, OFF)), path).toBe('no-cache')
    }
  })

  it('a product page, served from the copy or not, says private, no-store when it writes the browser\'s recently viewed list', async () => {
    const path = '/m/product/info?id=707'
    const [first, second] = [await get(path), await get(path)]
    expect([first.headers.get('x-cache'), second.headers.get('x-cache')]).toEqual(['miss', 'hit'])
    for (const answer of [first, second]) {
      expect(answer.headers.get('set-cookie')).toMatch(/^rv=707;/)
      expect(policyOf(answer)).toBe('private, no-store')
    }
  })

  it("a signed-in shopper's pages, shared ones included, say private, no-store", async () => {
    const token = await tokenFor('amina')
    for (const path of ['/m/', '/m/product/info?id=707', '/m/cart', '/m/user', '/m/order/list']) {
      const answer = await get(path, `key=${token}; ${NG}`)
      expect(answer.status, path).toBe(200)
      expect(answer.headers.get('x-cache'), path).toBe('bypass')
      expect(policyOf(answer), path).toBe('private, no-store')
      expect(varies(answer), path).toContain('accept-encoding')
    }
  })

  it("a guest's pages that are not shared, error pages and answers that set a cookie say private, no-store", async () => {
    for (const path of ['/m/login/login', '/m/login/register', '/m/404', '/m/product/info?id=999999']) {
      const answer = await get(path)
      expect(policyOf(answer), path).toBe('private, no-store')
      expect(varies(answer), path).toContain('accept-encoding')
    }
    const firstVisit = await get('/m/tmpl/about?cp=2', 'countryId=7; countryCode=NG; jde-lang=en-US')
    expect(firstVisit.headers.get('set-cookie')).toMatch(/^did=/)
    expect(policyOf(firstVisit)).toBe('private, no-store')
    const staleSession = await get('/m/', `key=${'f'.repeat(64)}; ${NG}`)
    expect(staleSession.headers.get('set-cookie')).toMatch(/key=;/)
    expect(policyOf(staleSession)).toBe('private, no-store')
  })

  it('the maintenance page keeps its own no-store; JSON and the health check are not HTML pages', async () => {
    await env.CONFIG.put('maintenance', 'on')
    const down = await get('/m/')
    expect(down.status).toBe(503)
    expect(policyOf(down)).toBe('no-store')
    expect(varies(down)).toContain('accept-encoding')
    await env.CONFIG.delete('maintenance')
    const api = await get('/m/api/activity/flashSale/sessions')
    expect(policyOf(api)).toBe('no-store')
    expect(varies(api)).not.toContain('accept-encoding')
  })

})
