import { describe, expect, it } from 'vitest'
import { call, createBuyers } from './mall.helpers'
import { createProduct, orderRow, shoppers } from './orders.helpers'
import { awaitingPayment, callbacksOf, paymentRow, sandboxOutcome, SECRET, startPayment } from './payments.helpers'
import { signBody } from '../../contract/payment-signature'
import { PAYMENT_SIGNATURE_HEADER } from '../../contract'
import { shopperPages } from './shopper-pages.helpers'

const NG = 'countryId=7; countryCode=NG'
const { page, postForm } = shopperPages({ market: NG, addressPrefix: '203.0.115' })

/** A buyer's online order, its attempt open at the sandbox provider. */
async function openAttempt() {
  const [buyer] = await shoppers(1, [[await createProduct({ stock: 5 }), 1]])
  return { buyer: buyer!, ...(await awaitingPayment(buyer!)) }
}

/** The attempt and its order exactly as the buyer left them: open, unpaid, no callback sent. */
async function expectUntouched(reference: string, orderId: number) {
  expect(await paymentRow(reference)).toMatchObject({ status: 'initialised' })
  expect(await orderRow(orderId)).toMatchObject({ status: 'awaitingPayment', paid_at: null })
  expect(await callbacksOf(reference)).toEqual([])
}

describe('the sandbox provider acts for the buyer of the order, or for the provider\'s own signed call', () => {
  it('another signed-in user can neither see nor pay or fail the attempt: "Resource does not exist"', async () => {
    const { reference, orderId } = await openAttempt()
    const [stranger] = await createBuyers(1)
    const seen = await call(`/api/dev/payment?reference=${reference}`, { token: stranger!.token })
    expect(seen.status).toBe(404)
    for (const outcome of ['pay', 'fail', 'abandon'] as const) {
      expect(await sandboxOutcome(reference, outcome, { token: stranger!.token }), outcome).toMatchObject({
        status: 404, key: 'notFound', msg: 'Resource does not exist',
      })
    }
    await expectUntouched(reference, orderId)
  })

  it('a guest (no session, no signature, or a signature made with another secret) must log in', async () => {
    const { reference, orderId } = await openAttempt()
    expect((await call(`/api/dev/payment?reference=${reference}`)).status).toBe(401)
    const body = JSON.stringify({ reference, outcome: 'fail' })
    const guest = (headers: Record<string, string>) => call('/api/dev/payment', { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } })
    for (const headers of [{} as Record<string, string>, { [PAYMENT_SIGNATURE_HEADER]: await signBody('guessed-secret', body) }, { [PAYMENT_SIGNATURE_HEADER]: '0'.repeat(128) }]) {
      const refused = await guest(headers)
      expect(refused.status).toBe(401)
      expect(await refused.json()).toMatchObject({ key: 'unauthorized' })
    }
    // A signature of another body does not carry over to this one.
    const other = JSON.stringify({ reference, outcome: 'abandon' })
    expect((await guest({ [PAYMENT_SIGNATURE_HEADER]: await signBody(SECRET, other) })).status).toBe(401)
    await expectUntouched(reference, orderId)
  })

  it('the buyer, with their session, fails and then pays their own attempts', async () => {
    const { buyer, reference, orderId } = await openAttempt()
    expect(await sandboxOutcome(reference, 'fail', { token: buyer.token })).toMatchObject({ code: 1 })
    expect(await paymentRow(reference)).toMatchObject({ status: 'failed' })
    const { data } = await startPayment(buyer.token, orderId)
    expect(await sandboxOutcome(data.reference, 'pay', { token: buyer.token })).toMatchObject({ code: 1 })
    expect(await orderRow(orderId)).toMatchObject({ status: 'confirmed', paid_at: expect.any(Number) })
  })

  it('the provider\'s own call, signed with the shared secret, acts with no session', async () => {
    const { reference, orderId } = await openAttempt()
    expect(await sandboxOutcome(reference, 'pay')).toMatchObject({ code: 1 })
    expect(await orderRow(orderId)).toMatchObject({ status: 'confirmed', paid_at: expect.any(Number) })
  })
})

describe('the sandbox provider\'s page', () => {
  const location = (reference: string) => `/m/dev/pay?reference=${reference}`

  it('another user\'s payment does not exist there, and posting its form changes nothing', async () => {
    const { reference, orderId } = await openAttempt()
    const [stranger] = await shoppers(1, [])
    expect((await page(location(reference), stranger!.token)).status).toBe(404)
    for (const outcome of ['pay', 'fail']) {
      expect((await postForm('/m/dev/pay', stranger!.token, { reference, outcome })).status, outcome).toBe(404)
    }
    await expectUntouched(reference, orderId)
  })

  it('a guest logs in first, and a guest\'s post changes nothing', async () => {
    const { reference, orderId } = await openAttempt()
    const opened = await page(location(reference), null)
    expect(opened.status).toBe(302)
    expect(opened.headers.get('location')).toBe(`/m/login/login?back=${encodeURIComponent(location(reference))}`)
    const posted = await postForm('/m/dev/pay', null, { reference, outcome: 'fail' })
    expect(posted.status).toBe(303)
    expect(posted.headers.get('location')).toMatch(/^\/m\/login\/login\?back=/)
    await expectUntouched(reference, orderId)
  })

  it('the buyer pays there and is sent back to the return page', async () => {
    const { buyer, reference, orderId } = await openAttempt()
    expect(await (await page(location(reference), buyer.token)).text()).toContain('value="pay"')
    const back = await postForm('/m/dev/pay', buyer.token, { reference, outcome: 'pay' })
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toBe(`/m/order/payment?reference=${reference}&status=successful`)
    expect(await orderRow(orderId)).toMatchObject({ status: 'confirmed' })
  })
})
