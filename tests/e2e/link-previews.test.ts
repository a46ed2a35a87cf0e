/**
 * Link previews against the production build: a crawler without cookies following a shared link gets the page's
 * card, and the card is a picture every app shows (PNG, 1200×630, at most 300 KB). The crawlers all get the same tags.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { ROOT } from './server'

const baseURL = inject('baseURL')
const CRAWLERS = ['WhatsApp/2.23.20.0 A', 'facebookexternalhit/1.1', 'TelegramBot (like TwitterBot)', 'Twitterbot/1.0']
const PAGES = ['/m/product/info?id=708', '/m/activity/sale', '/m/activity/pre-sale', '/m/activity/luckyDraw', '/m/coupon/center', '/m/category?id=1']
const MAX_BYTES = 300 * 1024
const CARDS = join(ROOT, 'dist', 'client', 'm', 'og')

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** Width and height from a PNG's IHDR chunk (bytes 16–24), after checking the signature and the chunk's name. */
function pngSize(bytes: Uint8Array) {
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE)
  expect(new TextDecoder().decode(bytes.subarray(12, 16))).toBe('IHDR')
  const view = new DataView(bytes.buffer, bytes.byteOffset)
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

/** The page's Open Graph and Twitter tags, as a crawler reads them. */
async function tagsOf(path: string, agent: string) {
  const response = await fetch(`${baseURL}${path}${path.includes('?') ? '&' : '?'}countryId=7`, { headers: { 'user-agent': agent }, redirect: 'manual' })
  expect(response.status, path).toBe(200)
  const head = /<head>([\s\S]*?)<\/head>/.exec(await response.text())?.[1] ?? ''
  const tags: Record<string, string> = { title: /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '' }
  for (const [, key, content] of head.matchAll(/<meta (?:property|name)="((?:og|twitter|product):[^"]+)" content="([^"]*)"\/?>/g)) tags[key!] = content!.replaceAll('&amp;', '&')
  return tags
}

describe('a shared link, fetched by the apps that preview it', () => {
  it('previews a product with its price in naira and a PNG card of 1200×630 within 300 KB', async () => {
    const tags = await tagsOf(PAGES[0]!, CRAWLERS[0]!)
    expect(tags.title).toMatch(/^Tecno Spark 20 Pro 256 GB — ₦[\d,]+ \| Soko Mall$/)
    expect(tags['product:price:currency']).toBe('NGN')
    const image = new URL(tags['og:image']!)
    expect(image.origin).toBe(new URL(baseURL).origin)
    const response = await fetch(image)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^image\/png/)
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(bytes.byteLength).toBeLessThanOrEqual(MAX_BYTES)
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 })
  })

  it.each(PAGES)('%s: every crawler gets the same tags, and its card is served as a 1200×630 PNG', async (path) => {
    const [first, ...others] = await Promise.all(CRAWLERS.map((agent) => tagsOf(path, agent)))
    for (const tags of others) expect(tags).toEqual(first)
    for (const name of ['og:title', 'og:description', 'og:url', 'og:image', 'twitter:card', 'twitter:image']) expect(first![name], name).toBeTruthy()
    const response = await fetch(first!['og:image']!)
    expect(response.headers.get('content-type')).toMatch(/^image\/png/)
    expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: 1200, height: 630 })
  })
})

describe('the cards the build rendered', () => {
  const files = readdirSync(CARDS, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.png'))

  it('are PNGs of 1200×630, each within 300 KB, a few megabytes in all', () => {
    expect(files.length).toBeGreaterThan(5)
    let total = 0
    for (const name of files) {
      const bytes = readFileSync(join(CARDS, name))
      total += statSync(join(CARDS, name)).size
      expect(bytes.byteLength, name).toBeLessThanOrEqual(MAX_BYTES)
      expect(pngSize(bytes), name).toEqual({ width: 1200, height: 630 })
    }
    expect(total).toBeLessThanOrEqual(4 * 1024 * 1024)
  })
})
