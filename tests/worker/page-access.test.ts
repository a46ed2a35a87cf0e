import { describe, expect, it } from 'vitest'
import { ACCESS_LEVELS } from '../../worker/context/access'
import { accessOf, pageTable } from '../../worker/pages'
import { PROVIDER, recordingUpstream, send } from './helpers'

const entries = pageTable.flatMap(({ path, file, module }) =>
  (['GET', 'POST'] as const).filter((method) => module[method]).map((method) => ({ path, file, method, level: accessOf(file, module, method).level })),
)
const gated = entries.filter((entry) => entry.level !== 'guest')
const label = <T extends { method: string; file: string }>(entries: T[]) => entries.map((entry) => [`${entry.method} ${entry.file}`, entry] as const)

let callers = 0

describe('who may open a page', () => {
  it.each(label(entries))('%s declares or inherits its access', (_, { level }) => {
    expect(ACCESS_LEVELS).toContain(level)
  })

  it('is declared per page or per folder, and per method where reading is open and posting is not', () => {
    const levelOf = (method: string, path: string) => entries.find((entry) => entry.method === method && entry.path === path)?.level
    expect(levelOf('GET', '/activity/sale')).toBe('guest')
    expect(levelOf('GET', '/coupon/center')).toBe('guest')
    expect(levelOf('POST', '/coupon/center')).toBe('user')
    expect(levelOf('POST', '/cart/add')).toBe('user')
    expect(levelOf('GET', '/order/list')).toBe('user')
    expect(levelOf('GET', '/rebate/rebateHistory')).toBe('retailer')
    expect(levelOf('GET', '/rebate/accessoriesRebate')).toBe('guest')
    expect(levelOf('POST', '/admin/orders')).toBe('admin')
    expect(levelOf('POST', '/login/login')).toBe('guest')
    expect(gated.length).toBeGreaterThanOrEqual(25)
  })

  it.each(label(gated.filter((entry) => entry.method === 'GET')))('a guest asking for %s logs in first, then comes back to it', async (_, { path }) => {
    const url = `/m${path}?id=7`
    const { requests, remote } = recordingUpstream()
    const response = await send(url, {}, PROVIDER, remote)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(`/m/login/login?back=${encodeURIComponent(url)}`)
    expect(requests.filter((request) => request.method !== 'GET')).toEqual([])
  })

  it.each(label(gated.filter((entry) => entry.method === 'POST')))('a guest sending %s logs in first; the mall never sees the form', async (_, { path }) => {
    const { requests, remote } = recordingUpstream()
    const response = await send(
      `/m${path}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': `100.64.1.${++callers}` },
        body: new URLSearchParams({ orderId: '7', appealId: '7', lineId: '7', productId: '7', flashItemId: '7', couponId: '7', itemId: '7', imei: '356938035643809', idem: `access-${callers}-key` }),
      },
      PROVIDER,
      remote,
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toMatch(/^\/m\/login\/login\?back=%2Fm%2F/)
    expect(requests.filter((request) => request.method !== 'GET')).toEqual([])
  })

  it('keeps where a guest\'s form comes back to, and what it asked for', async () => {
    const post = (path: string, form: Record<string, string>) =>
      send(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': `100.64.2.${++callers}` }, body: new URLSearchParams(form) })
    const location = async (response: Promise<Response>) => (await response).headers.get('location')
    expect(await location(post('/m/cart', { lineId: '3', action: 'inc' }))).toBe('/m/login/login?back=%2Fm%2Fcart')
    expect(await location(post('/m/order/details', { orderId: '12', action: 'cancel' }))).toBe('/m/login/login?back=%2Fm%2Forder%2Fdetails%3Fid%3D12')
    expect(await location(post('/m/admin/appeals', { appealId: '5', action: 'reject' }))).toBe('/m/login/login?back=%2Fm%2Fadmin%2Fappeals%3Fid%3D5')
    expect(await location(post('/m/cart/add', { flashItemId: '721', back: '/m/activity/sale?session=72', idem: 'guest-tap-0001' }))).toBe(
      '/m/login/login?back=%2Fm%2Factivity%2Fsale%3Fsession%3D72&add=721&idem=guest-tap-0001',
    )
    expect(await location(post('/m/cart/product', { productId: '701', quantity: '2', back: '/m/product/info?id=701', idem: 'guest-tap-0002' }))).toBe(
      '/m/login/login?back=%2Fm%2Fproduct%2Finfo%3Fid%3D701&product=701&qty=2&idem=guest-tap-0002',
    )
  })

  it('sends an expired session to log in again, a form back to the page it acted on, and drops the session cookie', async () => {
    const stale = `key=${'e'.repeat(64)}`
    const form = await send('/m/order/cancel', {
      method: 'POST',
      headers: { cookie: stale, 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': `100.64.3.${++callers}` },
      body: new URLSearchParams({ orderId: '12', reason: 'buyerRequest', idem: 'expired-session-1' }),
    })
    expect(form.status).toBe(303)
    expect(form.headers.get('location')).toBe('/m/login/login?back=%2Fm%2Forder%2Fcancel%3Fid%3D12')
    expect(form.headers.get('set-cookie')).toMatch(/^key=;.*Max-Age=0/)
    const page = await send('/m/order/list?tab=unpaid', { headers: { cookie: stale } })
    expect(page.status).toBe(302)
    expect(page.headers.get('location')).toBe('/m/login/login?back=%2Fm%2Forder%2Flist%3Ftab%3Dunpaid')
  })

  it('opens /m/ to everyone and asks for a login at /m/index', async () => {
    expect((await send('/m/')).status).toBe(200)
    expect((await send('/m/index')).headers.get('location')).toBe('/m/login/login?back=%2Fm%2Findex')
  })
})
