import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { send, tokenFor } from './helpers'
import { cspHashSource, inlineScripts } from '../scripts'

const title = async (response: Response) => /<title>([^<]*)<\/title>/.exec(await response.text())?.[1]

describe('routes', () => {
  it('serves the home page at /m, /m/ and through the deployed entry', async () => {
    for (const path of ['/m', '/m/']) {
      const response = await send(path)
      expect(response.status).toBe(200)
      expect(await title(response)).toBe('Mall')
    }
    const viaEntry = await SELF.fetch('https://shop.test/m/')
    expect(viaEntry.status).toBe(200)
  })

  it('sends / to /m/', async () => {
    const response = await send('/')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/m/')
  })

  it('requires login for /m/index', async () => {
    const response = await send('/m/index')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/m/login/login?back=%2Fm%2Findex')
    const token = await tokenFor('amina')
    const logged = await send('/m/index', { headers: { cookie: `key=${token}` } })
    expect(logged.status).toBe(200)
    expect(await logged.text()).toContain('Amina')
  })

  it('redirects unknown paths to /m/404, which answers 404 with the message', async () => {
    for (const path of ['/m/nope', '/m/activity/unknown/deeper', '/m/%E0%A4%A']) {
      const response = await send(path)
      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toBe('/m/404')
    }
    const page = await send('/m/404')
    expect(page.status).toBe(404)
    const html = await page.text()
    expect(html).toContain('Sorry, the page you visited does not exist or has been deleted!')
    expect(html).toContain('<title>Page not found</title>')
  })

  it('gives every page a title', async () => {
    for (const [path, expected] of [['/m/login/login', 'Log in'], ['/m/activity/sale', 'Flash Sale | Soko Mall'], ['/m/maintenance', 'Under maintenance']]) {
      expect(await title(await send(path!))).toBe(expected)
    }
  })

  it('shows the language and lets the switcher store it and return', async () => {
    const home = await (await send('/m/', { headers: { cookie: 'jde-lang=en-US' } })).text()
    expect(home).toContain('<a href="/m/lang?back=%2Fm%2F">Language: English</a>')
    const chooser = await (await send('/m/lang?back=%2Fm%2Factivity%2Fsale')).text()
    expect(chooser).toContain('href="/m/lang?set=ha&amp;back=%2Fm%2Factivity%2Fsale" lang="ha"')
    expect(chooser).toContain('lang="fr-CI"')
    const response = await send('/m/lang?set=sw&back=%2Fm%2Factivity%2Fsale')
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/m/activity/sale')
    expect(response.headers.get('set-cookie')).toMatch(/jde-lang=sw/)
    const evil = await send('/m/lang?set=sw&back=https%3A%2F%2Fevil.example')
    expect(evil.headers.get('location')).toBe('/m/')
  })

  it('marks Arabic pages right-to-left', async () => {
    const html = await (await send('/m/', { headers: { cookie: 'jde-lang=ar' } })).text()
    expect(html).toMatch(/<html lang="ar" dir="rtl"/)
  })

  it('survives malformed cookies, query and headers', async () => {
    const headers = { cookie: 'countryId=%ZZ; jde-lang=<script>; key=a%00b; app_code=-1; countryCode=;;', 'user-agent': 'MallApp/' + '9'.repeat(40) }
    for (const path of ['/m/', '/m/activity/sale?session=abc', '/m/activity/sale?session=99999999999999', '/m/login/login?back=%00']) {
      const response = await send(path, { headers })
      expect(response.status).toBe(200)
    }
  })
})

describe('plain form posts', () => {
  it.each(['/m/login/login', '/m/cart/add', '/m/member/add'])('%s treats a body that is not a form as an empty form', async (path) => {
    const token = await tokenFor('amina')
    for (const init of [
      { body: '{"username":"amina"', headers: { 'content-type': 'application/json' } },
      { body: '--x\r\nbroken', headers: { 'content-type': 'multipart/form-data; boundary=x' } },
      { body: 'idem=' + 'k'.repeat(5000), headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    ]) {
      const response = await send(path, { method: 'POST', ...init, headers: { ...init.headers, cookie: `key=${token}` } })
      expect([303, 400]).toContain(response.status)
    }
  })
})

describe('login', () => {
  const post = (body: Record<string, string>, cookie = '') =>
    send('/m/login/login', { method: 'POST', body: new URLSearchParams(body), headers: { cookie } })

  it('validates empty fields', async () => {
    const response = await post({ username: '', password: '' })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('User name cannot be empty')
    expect(html).toContain('Password cannot be empty')
  })

  it('says so when the username or password is wrong, keeping the username', async () => {
    const response = await post({ username: 'amina', password: 'wrong' })
    expect(response.status).toBe(401)
    const html = await response.text()
    expect(html).toContain('Username does not exist or password is wrong')
    expect(html).toContain('value="amina"')
  })

  it('sets an HttpOnly, Secure, SameSite=Lax key cookie and returns to a same-origin back path', async () => {
    const response = await post({ username: 'amina', password: 'Mall@2026', back: '/m/activity/sale?session=2' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/m/activity/sale?session=2')
    const cookie = response.headers.get('set-cookie')!
    expect(cookie).toMatch(/^key=[0-9a-f]{64};/)
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/Secure/)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(cookie).toMatch(/Path=\//)
  })

  it('never redirects off-site after login', async () => {
    for (const back of ['https://evil.example/', '//evil.example/m/', '/\\evil.example']) {
      const response = await post({ username: 'amina', password: 'Mall@2026', back })
      expect(response.headers.get('location')).toBe('/m/')
    }
  })

  it('logs out: ends the upstream session and clears the cookie', async () => {
    const token = await tokenFor('kwame')
    const response = await send('/m/login/logout', { method: 'POST', headers: { cookie: `key=${token}` } })
    expect(response.status).toBe(303)
    expect(response.headers.get('set-cookie')).toMatch(/key=;/)
    const info = await send('/api/user/info', { headers: { authorization: `Bearer ${token}` } })
    expect(info.status).toBe(401)
  })

  it('treats an expired token on the public home page as a guest', async () => {
    const response = await send('/m/', { headers: { cookie: `key=${'0'.repeat(64)}` } })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('Welcome to the mall')
  })
})

describe('security headers', () => {
  it('sends a CSP that allows the page scripts by their hashes', async () => {
    const response = await send('/m/activity/sale', { headers: { cookie: 'countryId=7' } })
    const csp = response.headers.get('content-security-policy')!
    const html = await response.text()
    const scripts = inlineScripts(html)
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) expect(csp).toContain(await cspHashSource(script))
    expect(csp).not.toContain("'nonce-")
    expect(csp).toContain("object-src 'none'")
  })

  it('does not reflect query input into the page', async () => {
    const html = await (await send('/m/activity/sale?notice=%3Cscript%3Ealert(1)%3C/script%3E&session=%3Cimg%3E')).text()
    expect(html).not.toContain('<script>alert(1)')
    expect(html).not.toContain('<img>')
  })
})

describe('database is real', () => {
  it('has the seeded markets', async () => {
    const { results } = await env.DB.prepare('SELECT COUNT(*) AS n FROM countries').all<{ n: number }>()
    expect(results[0]!.n).toBe(7)
  })
})
