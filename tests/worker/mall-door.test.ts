import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it } from 'vitest'
import { PROVIDER, send, STOREFRONT_AUTH } from './helpers'
import { PAYMENT_SIGNATURE_HEADER } from '../../contract'
import { signBody } from '../../contract/payment-signature'
import { cartCount, createBuyers, createFlashItem, stockOf } from './mall.helpers'
import { createProduct, shoppers } from './orders.helpers'
import { awaitingPayment, callbackBody, orderTotalMinor, SECRET } from './payments.helpers'

let callers = 0
const address = () => `203.0.113.${++callers % 250}`

/** A call at the mall's own door, `/api/*`, as an app or a script makes it: a Bearer token of its own, or none. */
const direct = (path: string, { token, body, ip = address() }: { token?: string; body?: unknown; ip?: string } = {}, overrides = {}) =>
  send(
    path,
    {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: token ? `Bearer ${token}` : STOREFRONT_AUTH,
        'cf-connecting-ip': ip,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    overrides,
  )

afterEach(async () => {
  await env.CONFIG.delete('maintenance')
})

describe('the mall\'s own door, /api/*', () => {
  it('limits the writes of one session like /m/api: the 4th in the window is refused before the mall sees it', async () => {
    const [buyer] = await createBuyers(1)
    const flashItemId = await createFlashItem({ total: 50, limitPerBuyer: 10 })
    const limited = { RATE_LIMIT_WRITES: '3' }
    for (let i = 0; i < 3; i++) expect((await direct('/api/cart/add', { token: buyer!.token, body: { flashItemId } }, limited)).status).toBe(200)
    const refused = await direct('/api/cart/add', { token: buyer!.token, body: { flashItemId } }, limited)
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({ code: 429, msg: 'Requests are too frequent', data: null, key: 'tooFrequent' })
    expect(await cartCount(buyer!.token)).toBe(3)
    // Reads are never limited.
    expect((await direct('/api/cart/count', { token: buyer!.token }, limited)).status).toBe(200)
  })

  it('counts a session by its token whatever address it comes from, and every caller of one address together', async () => {
    const [one, two] = await createBuyers(2)
    const ip = address()
    const perAddress = { RATE_LIMIT_WRITES: '50', RATE_LIMIT_ADDRESS_WRITES: '4' }
    for (let i = 0; i < 2; i++) expect((await direct('/api/user/logout', { token: one!.token, body: {}, ip }, perAddress)).status).not.toBe(429)
    for (let i = 0; i < 2; i++) expect((await direct('/api/member/message', { token: two!.token, body: {}, ip }, perAddress)).status).not.toBe(429)
    expect((await direct('/api/member/message', { token: two!.token, body: {}, ip }, perAddress)).status).toBe(429)
    expect((await direct('/api/member/message', { token: two!.token, body: {}, ip: address() }, perAddress)).status).not.toBe(429)
  })

  it('70 password guesses for another account with one\'s own token meet "Requests are too frequent"', async () => {
    const [attacker] = await createBuyers(1)
    const keys: string[] = []
    for (let i = 0; i < 70; i++) {
      const answer = (await (await direct('/api/user/login', { token: attacker!.token, body: { username: 'kwame', password: `guess-${i}` } })).json()) as { key?: string }
      keys.push(answer.key ?? 'ok')
    }
    expect(keys.slice(0, 5)).toEqual(Array(5).fill('loginFailed'))
    expect(keys.slice(5)).toEqual(Array(65).fill('tooFrequent'))
  })

  it('refuses every write with DEMO=on but logging in and out', async () => {
    const [buyer] = await createBuyers(1)
    const flashItemId = await createFlashItem({ total: 5 })
    const demo = { DEMO: 'on' }
    const refused = await direct('/api/cart/add', { token: buyer!.token, body: { flashItemId } }, demo)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ code: 403, key: 'demoMode' })
    expect(await cartCount(buyer!.token)).toBe(0)
    expect(await stockOf(flashItemId).snapshot()).toBeNull()
    expect(await (await direct('/api/user/login', { body: { username: 'neema', password: 'Mall@2026' } }, demo)).json()).toMatchObject({ code: 1 })
    expect((await direct('/api/cart/count', { token: buyer!.token }, demo)).status).toBe(200)
  })

  it('answers 503 with Retry-After while maintenance is on, from the var or the KV key', async () => {
    const onByVar = await direct('/api/system/time', {}, { MAINTENANCE: 'on' })
    expect(onByVar.status).toBe(503)
    expect(onByVar.headers.get('retry-after')).toBe('600')
    expect(await onByVar.json()).toMatchObject({ code: 503, key: 'maintenance' })
    await env.CONFIG.put('maintenance', 'on')
    const [buyer] = await createBuyers(1)
    const flashItemId = await createFlashItem({ total: 5 })
    expect((await direct('/api/cart/add', { token: buyer!.token, body: { flashItemId } })).status).toBe(503)
    expect(await stockOf(flashItemId).snapshot()).toBeNull()
    await env.CONFIG.put('maintenance', 'off')
    expect((await direct('/api/system/time')).status).toBe(200)
  })

  it('counts forged callbacks as writes of their address (429 with Retry-After once over the limit), while rightly signed ones stay exempt', async () => {
    const [shopper] = await shoppers(1, [[await createProduct({ stock: 5 }), 1]])
    const { orderId, reference } = await awaitingPayment(shopper!)
    const ip = address()
    const limited = { RATE_LIMIT_WRITES: '3', RATE_LIMIT_ADDRESS_WRITES: '3', RATE_LIMIT_WINDOW_SECONDS: '60' }
    const body = callbackBody(reference, { amount: await orderTotalMinor(orderId) })
    const callback = (signature: string | null) =>
      send('/api/payment/callback', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip, ...(signature === null ? {} : { [PAYMENT_SIGNATURE_HEADER]: signature }) },
        body,
      }, limited)
    const forgeries = ['0'.repeat(128), '', null, await signBody('not-the-secret', body), 'zz'.repeat(64), ...Array(18).fill('f'.repeat(128))]
    const statuses: number[] = []
    for (const forged of forgeries) statuses.push((await callback(forged)).status)
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401])
    expect(statuses.slice(3)).toEqual(Array(forgeries.length - 3).fill(429))
    const refused = await callback('1'.repeat(128))
    expect(refused.headers.get('retry-after')).toBe('60')
    expect(await refused.json()).toMatchObject({ code: 429, key: 'tooFrequent' })

    // The provider's own signed callback from that address still gets through, and is settled.
    for (let i = 0; i < 3; i++) {
      const paid = await callback(await signBody(SECRET, body))
      expect(paid.status).toBe(200)
      expect(await paid.json()).toMatchObject({ code: 1, data: { reference } })
    }
  })

  it('does not count rightly signed callbacks: after three of them the address still has its one write', async () => {
    const [shopper] = await shoppers(1, [[await createProduct({ stock: 5 }), 1]])
    const { orderId, reference } = await awaitingPayment(shopper!)
    const ip = address()
    const limited = { RATE_LIMIT_WRITES: '1', RATE_LIMIT_ADDRESS_WRITES: '1' }
    const body = callbackBody(reference, { amount: await orderTotalMinor(orderId) })
    for (let i = 0; i < 3; i++) {
      const paid = await send('/api/payment/callback', {
        method: 'POST', headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip, [PAYMENT_SIGNATURE_HEADER]: await signBody(SECRET, body) }, body,
      }, limited)
      expect(await paid.json()).toMatchObject({ code: 1, data: { reference } })
    }
    expect((await direct('/api/member/message', { body: {}, ip }, limited)).status).not.toBe(429)
    expect((await direct('/api/member/message', { body: {}, ip }, limited)).status).toBe(429)
  })

  it('is closed when the storefront uses a provider\'s API', async () => {
    const response = await direct('/api/system/time', {}, PROVIDER)
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ key: 'notFound' })
  })
})
