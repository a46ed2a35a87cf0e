import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { D1_BOOKMARK_HEADER, D1_BOOKMARK_PATTERN, type ProductDetail } from '../../contract'
import { mall } from '../../mall'
import { PROVIDER, send, STOREFRONT_AUTH, tokenFor } from './helpers'

const NG = 'countryId=7; countryCode=NG'
/** A bookmark newer than any this database has written: a session started from it answers with it. */
const FUTURE = 'ffffffff-ffffffff-ffffffff-ffffffffffffffffffffffffffffffff'

/**
 * A live flash item that its product's page shows (the product's first sale that has not ended), with units left
 * and a limit per buyer of at least `minLimit`.
 */
async function shownLiveItem(minLimit = 1) {
  const now = Date.now()
  return (await env.DB.prepare(
    `SELECT i.id, i.product_id AS productId FROM flash_items i JOIN flash_sessions s ON s.id = i.session_id
     WHERE s.country_id = 7 AND s.start_at <= ?1 AND s.end_at > ?1 AND i.sold + 2 <= i.total AND i.limit_per_buyer >= ?2
       AND i.id = (SELECT i2.id FROM flash_items i2 JOIN flash_sessions s2 ON s2.id = i2.session_id
                   WHERE i2.product_id = i.product_id AND s2.country_id = 7 AND s2.end_at > ?1 ORDER BY s2.start_at, i2.id LIMIT 1)
     ORDER BY i.id LIMIT 1`,
  ).bind(now, minLimit).first<{ id: number; productId: number }>())!
}

/** A product of the Nigerian market. */
const ngProduct = async () => (await env.DB.prepare('SELECT id FROM products WHERE country_id = 7 ORDER BY id LIMIT 1').first<{ id: number }>())!.id

/** A provider API stand-in that is the embedded mall itself, recording every request the storefront sends it. */
function recordedMall() {
  const requests: { url: string; headers: Headers }[] = []
  const remote = async (request: Request) => {
    requests.push({ url: request.url, headers: new Headers(request.headers) })
    const ctx = createExecutionContext()
    const response = await mall.fetch(request, env, ctx)
    await waitOnExecutionContext(ctx)
    return response
  }
  const bookmarksTo = (path: string) => requests.filter((r) => new URL(r.url).pathname === path).map((r) => r.headers.get(D1_BOOKMARK_HEADER))
  return { requests, remote, bookmarksTo }
}

const bookmarkCookieOf = (response: Response) => /(?:^|,\s*)d1_bookmark=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? null

const callMall = async (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) => {
  const ctx = createExecutionContext()
  const response = await mall.fetch(new Request(`https://mall.test${path}`, init), env, ctx)
  await waitOnExecutionContext(ctx)
  return response
}

describe('the mall: writes answer with a bookmark, catalogue reads start from the one they carry', () => {
  it('answers a write with the bookmark of the state it wrote', async () => {
    const token = await tokenFor('kwame')
    const item = await shownLiveItem()
    const response = await callMall('/api/cart/add', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': 'bookmark-write-1' },
      body: JSON.stringify({ flashItemId: item.id, quantity: 1 }),
    })
    expect(((await response.json()) as { code: number }).code).toBe(1)
    expect(response.headers.get(D1_BOOKMARK_HEADER)).toMatch(D1_BOOKMARK_PATTERN)
  })

  it('reads the catalogue from the bookmark a request carries, and from anywhere without one or with a malformed one', async () => {
    const id = await ngProduct()
    const read = (headers: Record<string, string>) =>
      callMall(`/api/catalog/product?id=${id}`, { headers: { authorization: STOREFRONT_AUTH, country_id: '7', ...headers } })
    // Local D1 has no replicas: a session started from a bookmark newer than the database answers with that bookmark,
    // which shows the session the read ran in.
    const carried = await read({ [D1_BOOKMARK_HEADER]: FUTURE })
    expect(carried.status).toBe(200)
    expect(carried.headers.get(D1_BOOKMARK_HEADER)).toBe(FUTURE)
    const others: Record<string, string>[] = [{}, { [D1_BOOKMARK_HEADER]: 'garbage' }, { [D1_BOOKMARK_HEADER]: `${FUTURE}0` }]
    for (const headers of others) {
      const answer = await read(headers)
      expect(answer.status).toBe(200)
      expect(answer.headers.get(D1_BOOKMARK_HEADER)).toMatch(D1_BOOKMARK_PATTERN)
      expect(answer.headers.get(D1_BOOKMARK_HEADER)).not.toBe(FUTURE)
    }
  })

  it('reads listings and searches from the carried bookmark too', async () => {
    for (const path of ['/api/catalog/products?categoryId=1', '/api/catalog/products?q=phone', '/api/catalog/categories', '/api/catalog/popular-searches', '/api/catalog/regions', '/api/activity/flashSale/sessions']) {
      const answer = await callMall(path, { headers: { authorization: STOREFRONT_AUTH, country_id: '7', [D1_BOOKMARK_HEADER]: FUTURE } })
      expect(answer.status, path).toBe(200)
      expect(answer.headers.get(D1_BOOKMARK_HEADER), path).toBe(FUTURE)
    }
  })
})

describe('the storefront carries the shopper\'s bookmark from a write to the next reads', () => {
  it('keeps a write answer\'s bookmark in an HttpOnly cookie, sends it with the next reads, and the read sees the write', async () => {
    const token = await tokenFor('okello')
    const item = await shownLiveItem()
    const { remote, bookmarksTo } = recordedMall()
    const cookie = `key=${token}; ${NG}`
    const productOf = async (cookies: string) => {
      const answer = await send(`/m/api/catalog/product?id=${item.productId}`, { headers: { cookie: cookies } }, PROVIDER, remote)
      expect(bookmarkCookieOf(answer)).toBeNull()
      return ((await answer.json()) as { data: ProductDetail }).data
    }
    const before = await productOf(cookie)
    expect(before.flash?.flashItemId).toBe(item.id)
    expect(bookmarksTo('/api/catalog/product')).toEqual([null])

    const added = await send(
      '/m/api/cart/add',
      {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', 'idempotency-key': 'bookmark-tap-1' },
        body: JSON.stringify({ flashItemId: item.id, quantity: 1 }),
      },
      PROVIDER,
      remote,
    )
    expect(((await added.json()) as { code: number }).code).toBe(1)
    const bookmark = bookmarkCookieOf(added)
    expect(bookmark).toMatch(D1_BOOKMARK_PATTERN)
    expect(added.headers.get('set-cookie')).toMatch(/d1_bookmark=[^;]+; Max-Age=86400; Path=\/; HttpOnly; Secure; SameSite=Lax/)

    const after = await productOf(`${cookie}; d1_bookmark=${bookmark}`)
    expect(bookmarksTo('/api/catalog/product')).toEqual([null, bookmark])
    expect(after.flash?.left).toBe(before.flash!.left - 1)

    // A page's reads carry it too, and the page sets no bookmark of its own.
    const page = await send(`/m/product/info?id=${item.productId}`, { headers: { cookie: `${cookie}; d1_bookmark=${bookmark}` } }, PROVIDER, remote)
    expect(page.status).toBe(200)
    expect(bookmarkCookieOf(page)).toBeNull()
    expect(bookmarksTo('/api/catalog/product').at(-1)).toBe(bookmark)
  })

  it('keeps the bookmark of a plain form\'s write as well', async () => {
    const token = await tokenFor('neema')
    const item = await shownLiveItem()
    const back = `/m/product/info?id=${item.productId}`
    const response = await send('/m/cart/add', {
      method: 'POST',
      body: new URLSearchParams({ flashItemId: String(item.id), back, idem: 'bookmark-form-1' }),
      headers: { cookie: `key=${token}; ${NG}` },
    })
    expect(response.status).toBe(303)
    expect(bookmarkCookieOf(response)).toMatch(D1_BOOKMARK_PATTERN)
  })

  it('sends only a well-formed bookmark from its own cookie, never one the browser sent as a header', async () => {
    const { remote, bookmarksTo } = recordedMall()
    const id = await ngProduct()
    await send(`/m/api/catalog/product?id=${id}`, { headers: { cookie: `${NG}; d1_bookmark=garbage`, [D1_BOOKMARK_HEADER]: FUTURE } }, PROVIDER, remote)
    await send(`/m/api/catalog/product?id=${id}`, { headers: { cookie: `${NG}; d1_bookmark=${FUTURE}x` } }, PROVIDER, remote)
    expect(bookmarksTo('/api/catalog/product')).toEqual([null, null])
  })

  it('gives a guest who only reads no bookmark, and never sets one on a page', async () => {
    const id = await ngProduct()
    for (const path of ['/m/', '/m/search?q=phone', '/m/category?id=1', `/m/product/info?id=${id}`, '/m/activity/sale']) {
      const response = await send(path, { headers: { cookie: NG } })
      expect(response.status, path).toBe(200)
      expect(bookmarkCookieOf(response), path).toBeNull()
    }
  })
})
