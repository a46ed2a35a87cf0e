/**
 * The headers a client gets over real HTTP from the production server, asked with Node's own `http` (which sends
 * only what it is told, unlike a browser): how each HTML answer may be cached, that its bytes vary with
 * `Accept-Encoding`, that a client taking no gzip never gets gzip (wrangler's server, like Cloudflare, tells the
 * Worker `br, gzip` whatever the client sent), and that pictures are never sniffed as another type.
 */
import { request } from 'node:http'
import { describe, expect, inject, it } from 'vitest'

const baseURL = inject('baseURL')
const GUEST = 'countryId=7; countryCode=NG; jde-lang=en-US; did=3f0c2a4e-6b1d-4e8f-9a27-1c3d5e7f9b2a'

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; bytes: Buffer }

/** One GET with exactly these headers and nothing else. */
function get(path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((done, fail) => {
    const sent = request(new URL(path, baseURL), { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }))
      response.on('error', fail)
    })
    sent.on('error', fail)
    sent.end()
  })
}

const GZIP_MAGIC = [0x1f, 0x8b]
const isGzip = (bytes: Buffer) => bytes[0] === GZIP_MAGIC[0] && bytes[1] === GZIP_MAGIC[1]
const varies = (answer: Answer) => String(answer.headers.vary ?? '').toLowerCase()

describe('over HTTP', () => {
  it('a cached guest page comes as plain text to a client that takes no gzip, and gzipped to one that does', async () => {
    const path = `/m/?backType=${encodeURIComponent('/m/search?q=e2e-plain')}`
    const first = await get(path, { cookie: GUEST })
    expect(first.headers['x-cache']).toBe('miss')
    for (const refuses of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const answer = await get(path, { cookie: GUEST, ...refuses })
      expect(answer.status).toBe(200)
      expect(answer.headers['x-cache']).toBe('hit')
      expect(answer.headers['content-encoding']).toBeUndefined()
      expect(isGzip(answer.bytes)).toBe(false)
      expect(answer.bytes.toString('utf8')).toMatch(/^<!DOCTYPE html>/i)
    }
    const takes = await get(path, { cookie: GUEST, 'accept-encoding': 'gzip' })
    expect(takes.headers['x-cache']).toBe('hit')
    expect(takes.headers['content-encoding']).toBe('gzip')
    expect(isGzip(takes.bytes)).toBe(true)
  })

  it('HTML says how it may be cached and that it varies with Accept-Encoding', async () => {
    const shared = await get('/m/tmpl/about', { cookie: GUEST })
    expect(shared.headers['cache-control']).toBe('no-cache')
    expect(varies(shared)).toContain('accept-encoding')
    for (const path of ['/m/login/login', '/m/404']) {
      const personal = await get(path, { cookie: GUEST })
      expect(personal.headers['cache-control'], path).toBe('private, no-store')
      expect(varies(personal), path).toContain('accept-encoding')
    }
  })

  it('product pictures, scripts and the favicon are never sniffed as another type', async () => {
    for (const path of ['/m/img/products/basic-earphones.svg', '/m/client.js', '/favicon.ico']) {
      const answer = await get(path, {})
      expect(answer.status, path).toBe(200)
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff')
    }
    expect((await get('/m/img/products/basic-earphones.svg', {})).headers['content-type']).toMatch(/^image\/svg\+xml/)
  })
})
