import { describe, expect, it } from 'vitest'
import { paymentProvider } from '../../mall/payments/provider'
import { envelope, PROVIDER, recordingUpstream, send } from './helpers'
import { mallEnv } from './mall.helpers'
import { createProduct, place, shoppers } from './orders.helpers'
import { paymentsOf, sandboxOutcome, startPayment } from './payments.helpers'

async function onlineOrder() {
  const [shopper] = await shoppers(1, [[await createProduct({ stock: 5 }), 1]])
  const { data } = await place(shopper!, { payment: 'online' })
  return { token: shopper!.token, orderId: data.orderId }
}

describe('a payment names its return page only as a path of this shop', () => {
  it('refuses any other return URL with a clear error, and starts nothing', async () => {
    const { token, orderId } = await onlineOrder()
    const elsewhere = [
      'https://evil.example/m/order/payment',
      'https://shop.test/m/order/payment',
      'http://127.0.0.1/m/order/payment',
      '//evil.example/m/order/payment',
      '/\\evil.example/m/order/payment',
      '\\\\evil.example/m/order/payment',
      '/m//evil.example/order/payment',
      '/m/../login/login',
      '/m/%2e%2e/login/login',
      '/login/login',
      'm/order/payment',
      ' /m/order/payment',
      '/m/order/payment\r\nLocation: https://evil.example',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
    ]
    for (const returnUrl of elsewhere) {
      expect(await startPayment(token, orderId, { returnUrl }), returnUrl).toMatchObject({
        status: 400, code: 400, key: 'returnUrlNotOurs', msg: 'The return address must be a page of this shop',
      })
    }
    expect(await paymentsOf(orderId)).toEqual([])
  })

  it('takes a path under /m/ with its query; the provider sends the buyer back there', async () => {
    const { token, orderId } = await onlineOrder()
    const started = await startPayment(token, orderId, { returnUrl: '/m/order/payment?from=app' })
    expect(started.code).toBe(1)
    const { reference } = started.data
    expect((await sandboxOutcome(reference, 'abandon')).data.returnUrl).toBe(`/m/order/payment?from=app&reference=${reference}&status=cancelled`)
  })

  it('a gateway is given the return page on this shop\'s configured origin, and no return URL at all without one', async () => {
    const bodies: Record<string, unknown>[] = []
    const gateway = async (_input: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init!.body)))
      return Response.json({ status: true, data: { authorization_url: 'https://checkout.gateway.test/abc' } })
    }
    const init = { reference: 'm42-0123456789abcdef', amountMinor: 100, currency: 'NGN', returnUrl: '/m/order/payment', orderId: 42 }
    const gatewayEnv = { ...mallEnv, PAYMENT_PROVIDER_BASE: 'https://api.gateway.test' }
    for (const origin of ['https://shop.example', 'https://shop.example/ignored/path']) {
      await paymentProvider({ ...gatewayEnv, PAYMENT_RETURN_ORIGIN: origin }, gateway)!.initialise(init)
      expect(bodies.at(-1)!.callback_url, origin).toBe('https://shop.example/m/order/payment')
    }
    for (const origin of [undefined, '', 'http://shop.example', 'shop.example', 'https://u:p@shop.example']) {
      await paymentProvider({ ...gatewayEnv, PAYMENT_RETURN_ORIGIN: origin }, gateway)!.initialise(init)
      expect(bodies.at(-1), String(origin)).not.toHaveProperty('callback_url')
    }
  })

  it('the storefront asks for its own return page as a path', async () => {
    const { requests, remote } = recordingUpstream(async (request) =>
      new URL(request.url).pathname === '/api/order/payment'
        ? envelope({ orderId: 123, reference: 'm123-0123456789abcdef', checkoutUrl: '/m/dev/pay?reference=m123-0123456789abcdef' })
        : envelope(null),
    )
    const paid = await send(
      '/m/order/details',
      {
        method: 'POST',
        headers: {
          cookie: `key=${'c'.repeat(64)}; countryId=7; countryCode=NG`, 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': '203.0.114.252',
        },
        body: 'orderId=123&action=pay&idem=return-path-1',
      },
      PROVIDER,
      remote,
    )
    expect(paid.status).toBe(303)
    const start = requests.find((request) => new URL(request.url).pathname === '/api/order/payment')!
    expect(await start.json()).toEqual({ orderId: 123, returnUrl: '/m/order/payment' })
  })
})
