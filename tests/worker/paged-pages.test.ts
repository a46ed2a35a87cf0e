import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { endpoints } from '../../contract'
import { creditStatements } from '../../mall/wallet/credit'
import { envelope, PROVIDER, recordingUpstream, send } from './helpers'
import { call, createBuyers, login, mallEnv } from './mall.helpers'
import { createProduct, place, shoppers } from './orders.helpers'
import { shopperPages } from './shopper-pages.helpers'

const NG = 'countryId=7; countryCode=NG'
const { page } = shopperPages({ market: NG, addressPrefix: '198.18.7' })

/** Cursors no mall wrote: some short and URL-safe (the mall refuses them), some not (never sent). */
const GARBAGE = ['zzz', '1.2.3', '-1', '9'.repeat(30), 'x'.repeat(500), '%3Cscript%3E', '%00', '1.1%20']

/** What the page shows, without its footer (whose language link leads back to this very URL). */
const content = async (response: Response) => /<main[\s\S]*?(?=<footer)/.exec(await response.text())?.[0] ?? ''

async function expectFirstPage(path: string, token: string) {
  const first = await content(await page(path, token))
  for (const cursor of GARBAGE) {
    const response = await page(`${path}${path.includes('?') ? '&' : '?'}cursor=${cursor}`, token)
    expect(response.status, cursor).toBe(200)
    expect(await content(response), cursor).toBe(first)
  }
  return first
}

describe('a cursor the mall refuses, in the URL of a paged list, shows the first page', () => {
  it('the buyer\'s orders', async () => {
    const product = await createProduct({ stock: 5 })
    const [shopper] = await shoppers(1, [[product, 1]])
    const { data } = await place(shopper!)
    const first = await expectFirstPage('/m/order/list?tab=all', shopper!.token)
    expect(first).toContain(`href="/m/order/details?id=${data.orderId}"`)
    // A cursor the mall accepts is its to read: nothing is older than the first order ever.
    expect(await content(await page('/m/order/list?tab=all&cursor=1.1', shopper!.token))).toContain('No orders here yet')
  })

  it('the admin\'s orders', async () => {
    const product = await createProduct({ stock: 5 })
    const [shopper] = await shoppers(1, [[product, 1]])
    const { data } = await place(shopper!)
    const admin = await login('admin')
    const first = await expectFirstPage('/m/admin/orders', admin)
    expect(first).toContain(`?id=${data.orderId}`)
    expect(await content(await page('/m/admin/orders?cursor=1.1', admin))).not.toContain(`?id=${data.orderId}`)
  })

  it('the wallet\'s entries', async () => {
    const [buyer] = await createBuyers(1)
    await mallEnv.DB.batch(creditStatements(mallEnv.DB, { amountMinor: 1_000, kind: 'prize', sourceKey: `cursor-${buyer!.id}`, orderId: null, userId: buyer!.id, countryId: 7, now: Date.now() }))
    const first = await expectFirstPage('/m/wallet/reward', buyer!.token)
    expect(first).toContain('+<!-- -->₦10')
    expect(await content(await page('/m/wallet/reward?cursor=1', buyer!.token))).not.toContain('+<!-- -->₦10')
  })
})

describe('the storefront passes a cursor through as it is', () => {
  it('sends a short URL-safe cursor to the upstream verbatim, and nothing else', async () => {
    const { requests, remote } = recordingUpstream((request) => envelope(new URL(request.url).pathname === '/api/order/list' ? { items: [], next: null } : { count: 0 }))
    const cookie = { headers: { cookie: `${NG}; key=${'c'.repeat(64)}` } }
    await send('/m/order/list?cursor=Opaque_Token-1.x~', cookie, PROVIDER, remote)
    await send(`/m/order/list?cursor=${'y'.repeat(201)}`, cookie, PROVIDER, remote)
    await send('/m/order/list?cursor=a%2Fb', cookie, PROVIDER, remote)
    const cursors = requests.filter((request) => new URL(request.url).pathname === '/api/order/list').map((request) => new URL(request.url).searchParams.get('cursor'))
    expect(cursors).toEqual(['Opaque_Token-1.x~', null, null])
  })
})

describe('the mall checks every cursor it is given', () => {
  it('answers one it did not write with invalid input, on every endpoint that takes one', async () => {
    const [buyer] = await createBuyers(1)
    const admin = await login('admin')
    const paths = [
      ['/api/catalog/products?sort=newest&categoryId=1', buyer!.token],
      ['/api/order/list?tab=all', buyer!.token],
      ['/api/admin/orders', admin],
      ['/api/wallet/entries', buyer!.token],
    ] as const
    const paged = Object.values(endpoints).filter((endpoint) => 'query' in endpoint && endpoint.query instanceof z.ZodObject && 'cursor' in endpoint.query.shape)
    // Every endpoint whose contract query takes a cursor is among them (orders and admin orders declare no query yet).
    expect(paths.map(([path]) => path.split('?')[0])).toEqual(expect.arrayContaining(paged.map((endpoint) => endpoint.path)))
    for (const [path, token] of paths) {
      for (const cursor of ['zzz', '1.2.3', '-1', 'x'.repeat(500), '%00', 'ab.00000000']) {
        const response = await call(`${path}${path.includes('?') ? '&' : '?'}cursor=${cursor}`, { token, headers: { country_id: '7' } })
        expect(response.status, `${path} ${cursor}`).toBe(400)
        expect(await response.json(), `${path} ${cursor}`).toMatchObject({ key: 'invalidInput' })
      }
    }
  })
})
