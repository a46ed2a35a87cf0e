import { describe, expect, it } from 'vitest'
import { envelope, PROVIDER, recordingUpstream, send } from './helpers'
import { cspHashSource, inlineScripts, scriptsBesidesRegistration } from '../scripts'
import { INLINE_SCRIPTS } from '../../worker/render/inline-scripts'

const FORGED = { COUNTRY_ID: '99', COUNTRY_CODE: 'US', country_id: '98', 'Country-Id': '97' }

const sessions = () => envelope({ serverTime: Date.now(), sessions: [] })

describe('country headers a browser sends', () => {
  it('never reach the upstream through the proxy when there is no country cookie', async () => {
    const { requests, remote } = recordingUpstream(sessions)
    const response = await send('/m/api/activity/flashSale/sessions', { headers: FORGED }, PROVIDER, remote)
    expect(response.status).toBe(200)
    expect(requests).toHaveLength(1)
    const headers = requests[0]!.headers
    expect(headers.has('COUNTRY_ID')).toBe(false)
    expect(headers.has('COUNTRY_CODE')).toBe(false)
    expect(headers.has('Country-Id')).toBe(false)
  })

  it('never reach the upstream from a page loader when there is no country cookie', async () => {
    const { requests, remote } = recordingUpstream(sessions)
    const response = await send('/m/activity/sale', { headers: FORGED }, PROVIDER, remote)
    expect(response.status).toBe(200)
    expect(requests.length).toBeGreaterThan(0)
    for (const request of requests) {
      expect(request.headers.has('COUNTRY_ID')).toBe(false)
      expect(request.headers.has('COUNTRY_CODE')).toBe(false)
    }
  })

  it('are replaced by the cookie values when there is a country cookie', async () => {
    const { requests, remote } = recordingUpstream()
    await send('/m/api/system/time', { headers: { ...FORGED, cookie: 'countryId=3; countryCode=GH' } }, PROVIDER, remote)
    expect(requests[0]!.headers.get('COUNTRY_ID')).toBe('3')
    expect(requests[0]!.headers.get('COUNTRY_CODE')).toBe('GH')
  })

  it('do not choose the embedded mall’s market', async () => {
    const sessionIds = async (headers: Record<string, string>) => {
      const body = (await (await send('/m/api/activity/flashSale/sessions', { headers })).json()) as { data: { sessions: { id: number }[] } }
      return body.data.sessions.map((session) => session.id)
    }
    const india = await sessionIds({ cookie: 'countryId=1' })
    const nigeria = await sessionIds({})
    expect(india).not.toEqual(nigeria)
    expect(await sessionIds({ COUNTRY_ID: '1' })).toEqual(nigeria)
  })
})

/** `a b; c d e` → { a: ['b'], c: ['d', 'e'] }. */
function parsePolicy(header: string): Record<string, string[]> {
  const directives: Record<string, string[]> = {}
  for (const part of header.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/)
    if (!name) continue
    expect(directives, `${name} appears once`).not.toHaveProperty(name.toLowerCase())
    directives[name.toLowerCase()] = values
  }
  return directives
}

const hashSources = (scripts: readonly string[]) => Promise.all(scripts.map(cspHashSource))

describe('Content-Security-Policy of an island page', () => {
  it('is exactly the storefront’s policy: the hash of each of the page’s inline scripts, no nonce', async () => {
    const response = await send('/m/activity/sale')
    expect(response.status).toBe(200)
    const header = response.headers.get('content-security-policy')
    expect(header).not.toBeNull()
    const policy = parsePolicy(header!)
    expect(policy).toEqual({
      'default-src': ["'self'"],
      'script-src': [...(await hashSources(INLINE_SCRIPTS)), "'strict-dynamic'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'self'"],
    })
    expect(policy['script-src']).not.toContain("'unsafe-inline'")
    expect(policy['script-src']).not.toContain("'unsafe-eval'")

    const html = await response.text()
    const scripts = html.match(/<script\b[^>]*>/g) ?? []
    // The island runtime's module script and the offline pages' registration.
    expect(scripts).toHaveLength(2)
    for (const script of scripts) expect(script).not.toMatch(/\bnonce=|\bsrc=/)
    // Each inline script is one the policy names by its hash, in the page's order.
    expect(await hashSources(inlineScripts(html))).toEqual(policy['script-src']!.slice(0, -1))
  })

  it('allows no other inline script: a script a visitor could get into a page matches no hash', async () => {
    const policy = parsePolicy((await send('/m/activity/sale')).headers.get('content-security-policy') ?? '')
    expect(policy['script-src']).not.toContain(await cspHashSource('alert(1)'))
    expect(policy['script-src']!.every((source) => /^'sha256-[A-Za-z0-9+/]{43}='$/.test(source) || source === "'strict-dynamic'")).toBe(true)
  })

  it('is sent with pages that have no script but the offline pages\' registration', async () => {
    const response = await send('/m/tmpl/about')
    const html = await response.text()
    expect(scriptsBesidesRegistration(html)).toEqual([])
    const policy = parsePolicy(response.headers.get('content-security-policy') ?? '')
    expect(policy['script-src']).not.toContain("'unsafe-inline'")
    expect(policy['default-src']).toEqual(["'self'"])
  })
})

describe('the other security headers of a page', () => {
  it('are the ones a phone browser reads, and none for Internet Explorer, Flash or links to other hosts', async () => {
    const response = await send('/m/tmpl/about')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(response.headers.get('referrer-policy')).toBe('same-origin')
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/)
    expect(response.headers.has('x-download-options')).toBe(false)
    expect(response.headers.has('x-permitted-cross-domain-policies')).toBe(false)
    expect(response.headers.has('x-dns-prefetch-control')).toBe(false)
  })
})
