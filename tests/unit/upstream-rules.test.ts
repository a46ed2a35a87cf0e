import { describe, expect, it } from 'vitest'
import { injectUpstreamHeaders } from '../../worker/upstream/headers'
import { matchBulletin, parseBulletins, parseHosts } from '../../worker/upstream/bulletins'
import { resolveUpstream } from '../../worker/upstream/base'

const ctx = { language: 'fr-FR' as const, countryId: 7, countryCode: 'NG', token: null, appIdentity: null }

describe('injectUpstreamHeaders', () => {
  it('sends the Basic default without a token, Bearer with one', () => {
    expect(injectUpstreamHeaders(null, ctx, 'web:secret').get('authorization')).toBe(`Basic ${btoa('web:secret')}`)
    expect(injectUpstreamHeaders(null, { ...ctx, token: 'tok' }, 'web:secret').get('authorization')).toBe('Bearer tok')
    expect(injectUpstreamHeaders(null, ctx, null).has('authorization')).toBe(false)
  })
  it('injects system type, country, language and app identity', () => {
    const h = injectUpstreamHeaders(null, { ...ctx, appIdentity: 2 }, null)
    expect(h.get('SYSTEM_TYPE')).toBe('1')
    expect(h.get('COUNTRY_ID')).toBe('7')
    expect(h.get('COUNTRY_CODE')).toBe('NG')
    expect(h.get('Accept-Language')).toBe('fr-FR,fr')
    expect(h.get('AppIdentity')).toBe('2')
  })
  it('omits country and app identity when unknown', () => {
    const h = injectUpstreamHeaders(null, { ...ctx, countryId: null, countryCode: null }, null)
    expect(h.has('COUNTRY_ID')).toBe(false)
    expect(h.has('COUNTRY_CODE')).toBe(false)
    expect(h.has('AppIdentity')).toBe(false)
  })
  it('drops browser-sent copies of injected headers and anything not allow-listed', () => {
    const incoming = new Headers({
      authorization: 'Bearer stolen',
      system_type: '9',
      country_id: '99',
      country_code: 'US',
      'accept-language': 'de',
      appidentity: '77',
      cookie: 'key=abc',
      'x-forwarded-for': '10.0.0.1',
      'content-type': 'application/json',
      'idempotency-key': 'k1',
    })
    const h = injectUpstreamHeaders(incoming, ctx, null)
    expect(h.has('authorization')).toBe(false)
    expect(h.get('system_type')).toBe('1')
    expect(h.get('country_id')).toBe('7')
    expect(h.get('country_code')).toBe('NG')
    expect(h.get('accept-language')).toBe('fr-FR,fr')
    expect(h.has('appidentity')).toBe(false)
    expect(h.has('cookie')).toBe(false)
    expect(h.has('x-forwarded-for')).toBe(false)
    expect(h.get('content-type')).toBe('application/json')
    expect(h.get('idempotency-key')).toBe('k1')
  })
})

describe('bulletins', () => {
  const list = parseBulletins(
    JSON.stringify([
      { status: 503, url: 'https://status.example.com/m' },
      { status: 502, url: 'http://status.example.com/plain' },
      { status: 500, url: 'https://elsewhere.example.net/' },
      { status: 'x', url: 'https://status.example.com/' },
      null,
    ]),
  )
  const hosts = parseHosts(' status.example.com , ')
  it('matches the failed status to an https bulletin on an allowed host', () => {
    expect(matchBulletin(503, list, hosts)).toBe('https://status.example.com/m')
  })
  it('refuses plain http, other hosts and other statuses', () => {
    expect(matchBulletin(502, list, hosts)).toBeNull()
    expect(matchBulletin(500, list, hosts)).toBeNull()
    expect(matchBulletin(504, list, hosts)).toBeNull()
  })
  it('ignores malformed configuration', () => {
    expect(parseBulletins('{not json')).toEqual([])
    expect(parseBulletins('{"status":503}')).toEqual([])
    expect(list).toHaveLength(3)
  })
})

describe('resolveUpstream', () => {
  it('is the embedded mall when empty', () => {
    expect(resolveUpstream('')).toEqual({ kind: 'embedded' })
    expect(resolveUpstream(undefined)).toEqual({ kind: 'embedded' })
  })
  it('accepts https anywhere and http on loopback only', () => {
    expect(resolveUpstream('https://api.example.com/')).toEqual({ kind: 'remote', base: 'https://api.example.com' })
    expect(resolveUpstream('http://127.0.0.1:9000')).toEqual({ kind: 'remote', base: 'http://127.0.0.1:9000' })
    expect(resolveUpstream('http://localhost:9000')).toEqual({ kind: 'remote', base: 'http://localhost:9000' })
    expect(resolveUpstream('http://api.example.com')).toMatchObject({ kind: 'invalid', raw: 'http://api.example.com' })
    expect(resolveUpstream('ftp://x')).toMatchObject({ kind: 'invalid', raw: 'ftp://x' })
    expect(resolveUpstream('not a url')).toMatchObject({ kind: 'invalid', raw: 'not a url' })
  })
  it('is the origin (or a prefix) of the API, never its /api path, a query or credentials', () => {
    expect(resolveUpstream('https://api.example.com/shop')).toEqual({ kind: 'remote', base: 'https://api.example.com/shop' })
    for (const raw of ['https://api.example.com/api', 'https://api.example.com/api/', 'https://api.example.com/v2/API', 'https://u:p@api.example.com', 'https://api.example.com/?x=1']) {
      expect(resolveUpstream(raw), raw).toMatchObject({ kind: 'invalid', raw })
    }
    expect(resolveUpstream('https://api.example.com/api')).toMatchObject({ reason: expect.stringContaining('without /api') })
  })
})
