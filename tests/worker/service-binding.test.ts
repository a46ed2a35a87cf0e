import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { createApp } from '../../worker/index'
import { ORIGIN, STOREFRONT_AUTH } from './helpers'

const json = (response: Response) => response.json() as Promise<{ code: number; data: unknown; key?: string }>

describe('the reference mall behind its service binding', () => {
  it('answers the storefront pages and the /api door through the MALL binding of the deployed entry', async () => {
    const home = await SELF.fetch(`${ORIGIN}/m/`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('Tecno')
    const countries = await SELF.fetch(`${ORIGIN}/api/catalog/categories`, { headers: { authorization: STOREFRONT_AUTH } })
    expect(countries.status).toBe(200)
    expect((await json(countries)).code).toBe(1)
    const login = await SELF.fetch(`${ORIGIN}/m/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ username: 'amina', password: 'Mall@2026' }),
    })
    expect((await json(login)).code).toBe(1)
  })

  it('without the binding and without API_BASE, the home page says what could not load and the API answers a JSON error, never a crash', async () => {
    const app = createApp()
    const { MALL: _unbound, ...unbound } = env
    const request = async (path: string) => {
      const ctx = createExecutionContext()
      const response = await app.request(ORIGIN + path, { headers: { authorization: STOREFRONT_AUTH } }, unbound, ctx)
      await waitOnExecutionContext(ctx)
      return response
    }
    const home = await request('/m/')
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('Products could not be loaded')
    for (const path of ['/api/catalog/categories', '/m/api/catalog/categories']) {
      const response = await request(path)
      expect(response.status, path).toBe(502)
      expect((await json(response)).code, path).not.toBe(1)
    }
  })
})
