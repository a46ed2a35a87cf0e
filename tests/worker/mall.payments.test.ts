import { describe, expect, it } from 'vitest'
import { endpoints, PAYMENT_SIGNATURE_HEADER } from '../../contract'
import { runScheduledJobs } from '../../mall/core/scheduled'
import { cancelStatements } from '../../mall/orders/cancel'
import { FROM } from '../../mall/orders/rules'
import { httpGateway } from '../../mall/payments/gateway'
import { paymentProvider } from '../../mall/payments/provider'
import { settleCallback } from '../../mall/payments/callback'
import { startPayment as startPaymentIn } from '../../mall/payments/start'
import { signBody, verifySignature } from '../../contract/payment-signature'
import { send, STOREFRONT_AUTH } from './helpers'
import { call, contractData, decidedAnswers, login, mallEnv } from './mall.helpers'
import { age, createProduct, DAY_MS, historyOf, orderRow, place, post, shoppers, stockOf } from './orders.helpers'
import {
  awaitingPayment, callbackBody, callbacksOf, orderTotalMinor, paymentRow, paymentsOf, postCallback, RETURN_URL, sandboxOutcome, SECRET,
  signedCallback, startPayment,
} from './payments.helpers'

const db = mallEnv.DB

async function onlineOrder(stock = 5, quantity = 1) {
  const productId = await createProduct({ stock })
  const [shopper] = await shoppers(1, [[productId, quantity]])
  const placed = await awaitingPayment(shopper!)
  return { productId, shopper: shopper!, ...placed, total: await orderTotalMinor(placed.orderId) }
}

/**
 * Settles a callback whose checks pass, with `meanwhile` landing after them and before its batch: the batch runs
 * against what `meanwhile` left, as it would had the two requests raced.
 */
async function settleRacing(body: string, meanwhile: () => Promise<unknown>) {
  return settleCallback(racingDb(meanwhile), SECRET, new TextEncoder().encode(body).buffer as ArrayBuffer, await signBody(SECRET, body))
}

/** The mall's database, where `meanwhile` lands right before the first batch. */
function racingDb(meanwhile: () => Promise<unknown>): D1Database {
  let first = true
  return new Proxy(db, {
    get(target, name) {
      if (name === 'batch') {
        return async (statements: D1PreparedStatement[]) => {
          if (first) {
            first = false
            await meanwhile()
          }
          return target.batch(statements)
        }
      }
      const value = Reflect.get(target, name)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

/** Starts paying with `meanwhile` landing after the checks and before the attempt is written. */
function startRacing(userId: number, orderId: number, meanwhile: () => Promise<unknown>) {
  return startPaymentIn(racingDb(meanwhile), { env: mallEnv, userId, request: { orderId, returnUrl: RETURN_URL }, returnUrl: RETURN_URL, key: undefined })
}

const paidHistory = [{ status: 'awaitingPayment', actor: 'buyer' }, { status: 'confirmed', actor: 'system' }]

describe('paying through the sandbox provider', () => {
  it('pay: the provider\'s signed callback confirms the order once, paid; the buyer is sent back with the reference', async () => {
    const { shopper, orderId, reference, checkoutUrl, total } = await onlineOrder()
    expect(checkoutUrl).toBe(`/m/dev/pay?reference=${reference}`)
    expect(await paymentRow(reference)).toMatchObject({ status: 'initialised', amount_minor: total, currency: 'NGN', order_id: orderId })
    const page = await contractData('devPayment', await call(`/api/dev/payment?reference=${reference}`, { token: shopper.token }))
    expect(page).toMatchObject({ reference, amountMinor: total, amount: total / 100, currency: 'NGN', currencyScale: 2, status: 'initialised' })

    const outcome = await sandboxOutcome(reference, 'pay')
    expect(outcome.data.returnUrl).toBe(`${RETURN_URL}?reference=${reference}&status=successful`)
    expect(await orderRow(orderId)).toMatchObject({ status: 'confirmed', paid_at: expect.any(Number) })
    expect(await historyOf(orderId)).toEqual(paidHistory)
    expect(await paymentRow(reference)).toMatchObject({ status: 'paid' })
    expect(await callbacksOf(reference)).toEqual(['accepted'])
    const state = await contractData('payment', await call(`/api/order/payment?reference=${reference}`, { token: shopper.token }))
    expect(state).toMatchObject({ reference, orderId, status: 'paid', orderStatus: 'confirmed', amount: total / 100, currency: 'NGN' })

    // The attempt is closed at the provider: paying it again is refused there, and nothing more happens.
    expect(await sandboxOutcome(reference, 'pay')).toMatchObject({ key: 'actionNotAllowed' })
    expect(await startPayment(shopper.token, orderId)).toMatchObject({ key: 'actionNotAllowed' })
    expect(await historyOf(orderId)).toEqual(paidHistory)
  })

  it('fail: the order still awaits its payment, the attempt failed; paying again starts a new attempt that can pay', async () => {
    const { shopper, orderId, reference } = await onlineOrder()
    expect((await sandboxOutcome(reference, 'fail')).data.returnUrl).toBe(`${RETURN_URL}?reference=${reference}&status=failed`)
    expect(await orderRow(orderId)).toMatchObject({ status: 'awaitingPayment', paid_at: null })
    expect(await paymentRow(reference)).toMatchObject({ status: 'failed' })
    expect(await callbacksOf(reference)).toEqual(['accepted'])
    expect(await historyOf(orderId)).toEqual([{ status: 'awaitingPayment', actor: 'buyer' }])

    const again = await startPayment(shopper.token, orderId)
    expect(again.code).toBe(1)
    expect(again.data.reference).not.toBe(reference)
    await sandboxOutcome(again.data.reference, 'pay')
    expect(await orderRow(orderId)).toMatchObject({ status: 'confirmed', paid_at: expect.any(Number) })
    expect(await paymentsOf(orderId)).toEqual([{ reference, status: 'failed' }, { reference: again.data.reference, status: 'paid' }])
  })

  it('abandon: no callback, nothing changes; paying again resumes the same open attempt', async () => {
    const { shopper, orderId, reference, checkoutUrl } = await onlineOrder()
    expect((await sandboxOutcome(reference, 'abandon')).data.returnUrl).toBe(`${RETURN_URL}?reference=${reference}&status=cancelled`)
    expect(await orderRow(orderId)).toMatchObject({ status: 'awaitingPayment', paid_at: null })
    expect(await paymentRow(reference)).toMatchObject({ status: 'initialised' })
    expect(await callbacksOf(reference)).toEqual([])
    const again = await startPayment(shopper.token, orderId)
    expect(again.data).toEqual({ orderId, reference, checkoutUrl })
    expect(await paymentsOf(orderId)).toHaveLength(1)
  })

  it('starting to pay is idempotent and never piles up attempts, even when starts race', async () => {
    const productId = await createProduct({ stock: 5 })
    const [shopper] = await shoppers(1, [[productId, 1]])
    const { data } = await place(shopper!, { payment: 'online' })
    const racing = decidedAnswers(await Promise.all(Array.from({ length: 8 }, (_, i) => startPayment(shopper!.token, data.orderId, i % 2 ? { key: 'start-race' } : {}))))
    expect(racing.every((answer) => answer.code === 1)).toBe(true)
    expect(new Set(racing.map((answer) => answer.data.reference)).size).toBe(1)
    expect(await paymentsOf(data.orderId)).toHaveLength(1)
    // The same key for another request is a conflict.
    expect(await startPayment(shopper!.token, data.orderId, { key: 'start-race', returnUrl: '/m/order/payment?x=1' })).toMatchObject({
      key: 'idempotencyConflict',
    })
  })

  it('an order cancelled while its payment starts (decided before, written after): the attempt is refused whole, none is left', async () => {
    const productId = await createProduct({ stock: 5 })
    const [shopper] = await shoppers(1, [[productId, 1]])
    const { data } = await place(shopper!, { payment: 'online' })
    const cancel = () => db.batch(cancelStatements(db, data.orderId, FROM.buyerCancel, { actor: 'buyer', actorId: shopper!.id, now: Date.now(), reason: 'buyerRequest' }))
    expect(await startRacing(shopper!.id, data.orderId, cancel)).toMatchObject({ key: 'actionNotAllowed' })
    expect(await paymentsOf(data.orderId)).toEqual([])
    expect((await orderRow(data.orderId))!.status).toBe('cancelled')
  })

  it('an order that does not await an online payment is refused before the provider is asked (even with the gateway down)', async () => {
    const productId = await createProduct({ stock: 5 })
    const [shopper] = await shoppers(1, [[productId, 1]])
    const onDelivery = await place(shopper!)
    const gatewayDown = { PAYMENT_PROVIDER_BASE: 'https://gateway.invalid' }
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${shopper!.token}` }
    const body = JSON.stringify({ orderId: onDelivery.data.orderId, returnUrl: RETURN_URL })
    expect(await (await send('/api/order/payment', { method: 'POST', headers, body }, gatewayDown)).json()).toMatchObject({ key: 'actionNotAllowed' })
  })

  it('refuses to start paying an order that does not await an online payment, and a return URL that is not a path of this shop', async () => {
    const productId = await createProduct({ stock: 5 })
    const [shopper] = await shoppers(1, [[productId, 1]])
    const onDelivery = await place(shopper!)
    expect(await startPayment(shopper!.token, onDelivery.data.orderId)).toMatchObject({ status: 200, key: 'actionNotAllowed' })
    expect(await paymentsOf(onDelivery.data.orderId)).toEqual([])
    for (const returnUrl of ['javascript:alert(1)', 'http://evil.example/m/order/payment', '//evil.example/m/order/payment', 'https://user:pw@shop.test/x']) {
      expect(await startPayment(shopper!.token, onDelivery.data.orderId, { returnUrl }), returnUrl).toMatchObject({ status: 400, key: 'returnUrlNotOurs' })
    }
    expect((await startPayment(shopper!.token, 999_999_999)).status).toBe(404)
  })
})

describe('a callback that is not the provider\'s changes nothing, and is logged', () => {
  it('a wrong secret, a body altered after signing, a missing or malformed signature: 401, nothing changes', async () => {
    const { orderId, reference, total } = await onlineOrder()
    const body = callbackBody(reference, { amount: total })
    const signature = await signBody(SECRET, body)
    const attempts = [
      await signedCallback(body, 'not-the-shared-secret'),
      await postCallback(body.replace(`"amount":${total}`, `"amount":${total} `), signature),
      await postCallback(callbackBody(reference, { amount: 1 }), signature),
      await postCallback(body, null),
      await postCallback(body, 'sha512=' + signature),
      await postCallback(body, signature.slice(0, 64)),
      await postCallback(body, ''),
      await postCallback(body, '   '),
      await postCallback(body, 'g'.repeat(128)),
      await postCallback(body, `${signature.slice(0, 127)}z`),
      await postCallback(body, `${signature}00`),
    ]
    for (const answer of attempts) expect(answer).toMatchObject({ status: 401, key: 'signatureInvalid', code: 401 })
    expect(await orderRow(orderId)).toMatchObject({ status: 'awaitingPayment', paid_at: null })
    expect(await paymentRow(reference)).toMatchObject({ status: 'initialised' })
    expect(await callbacksOf(reference)).toEqual(Array(attempts.length).fill('forgedSignature'))
    // Nothing of an unsigned body is kept but the reference it claimed.
    const kept = await db.prepare('SELECT body FROM payment_callbacks WHERE reference = ?').bind(reference).all<{ body: string | null }>()
    expect(kept.results.every((row) => row.body === null)).toBe(true)
  })

  it('a signed body that is not a callback is refused as malformed (400) and logged', async () => {
    const { orderId, reference } = await onlineOrder()
    const answer = await signedCallback(JSON.stringify({ event: 'charge.success', data: { reference, amount: '1000', currency: 'NGN' } }))
    expect(answer).toMatchObject({ status: 400, key: 'invalidInput' })
    expect(await callbacksOf(reference)).toEqual(['malformed'])
    expect((await orderRow(orderId))!.status).toBe('awaitingPayment')
  })

  it('a replayed callback has no second effect and is logged as a replay', async () => {
    const { orderId, reference, total } = await onlineOrder()
    const body = callbackBody(reference, { amount: total })
    const signature = await signBody(SECRET, body)
    expect((await postCallback(body, signature)).data).toEqual({ reference, verdict: 'accepted' })
    const paidAt = (await orderRow(orderId))!.paid_at
    const replays = await Promise.all([postCallback(body, signature), postCallback(body, signature), postCallback(body, signature)])
    for (const replay of replays) expect(replay).toMatchObject({ status: 200, code: 1, data: { reference, verdict: 'replay' } })
    // A failure sent after the success is no less a replay: the first verdict stands.
    expect((await signedCallback(callbackBody(reference, { amount: total, event: 'charge.failed' }))).data.verdict).toBe('replay')
    expect(await orderRow(orderId)).toMatchObject({ status: 'confirmed', paid_at: paidAt })
    expect(await historyOf(orderId)).toEqual(paidHistory)
    expect(await paymentRow(reference)).toMatchObject({ status: 'paid' })
    expect(await callbacksOf(reference)).toEqual(['accepted', 'replay', 'replay', 'replay', 'replay'])
  })

  it('identical callbacks racing: exactly one is accepted', async () => {
    const { orderId, reference, total } = await onlineOrder()
    const body = callbackBody(reference, { amount: total })
    const signature = await signBody(SECRET, body)
    const answers = await Promise.all(Array.from({ length: 6 }, () => postCallback(body, signature)))
    expect(answers.filter((answer) => answer.data.verdict === 'accepted')).toHaveLength(1)
    expect(await historyOf(orderId)).toEqual(paidHistory)
    expect((await callbacksOf(reference)).filter((verdict) => verdict === 'accepted')).toHaveLength(1)
  })

  it('identical failure callbacks racing: exactly one is accepted, the attempt failed once', async () => {
    const { orderId, reference, total } = await onlineOrder()
    const body = callbackBody(reference, { amount: total, event: 'charge.failed' })
    const signature = await signBody(SECRET, body)
    const answers = await Promise.all(Array.from({ length: 6 }, () => postCallback(body, signature)))
    expect(answers.map((answer) => answer.data.verdict).sort()).toEqual(['accepted', 'replay', 'replay', 'replay', 'replay', 'replay'])
    expect(await paymentRow(reference)).toMatchObject({ status: 'failed' })
    expect((await orderRow(orderId))!.status).toBe('awaitingPayment')
  })

  it('a wrong amount or a wrong currency changes nothing and is logged', async () => {
    const { orderId, reference, total } = await onlineOrder()
    expect((await signedCallback(callbackBody(reference, { amount: total - 1 }))).data.verdict).toBe('amountMismatch')
    expect((await signedCallback(callbackBody(reference, { amount: total * 100 }))).data.verdict).toBe('amountMismatch')
    expect((await signedCallback(callbackBody(reference, { amount: total, currency: 'GHS' }))).data.verdict).toBe('currencyMismatch')
    expect(await orderRow(orderId)).toMatchObject({ status: 'awaitingPayment', paid_at: null })
    expect(await paymentRow(reference)).toMatchObject({ status: 'initialised' })
    expect(await callbacksOf(reference)).toEqual(['amountMismatch', 'amountMismatch', 'currencyMismatch'])
    // The right callback afterwards still pays.
    expect((await signedCallback(callbackBody(reference, { amount: total }))).data.verdict).toBe('accepted')
  })

  it('a late callback for a cancelled order leaves it cancelled, with its stock back, and is logged', async () => {
    const { shopper, productId, orderId, reference, total } = await onlineOrder(5, 2)
    expect((await post('/api/order/cancel', shopper.token, { orderId })).code).toBe(1)
    expect(await paymentRow(reference)).toMatchObject({ status: 'abandoned' })
    expect((await signedCallback(callbackBody(reference, { amount: total }))).data).toEqual({ reference, verdict: 'orderNotAwaitingPayment' })
    expect(await orderRow(orderId)).toMatchObject({ status: 'cancelled', paid_at: null })
    expect(await stockOf(productId)).toBe(5)
    expect(await callbacksOf(reference)).toEqual(['orderNotAwaitingPayment'])
  })

  it('a callback for an order no longer awaiting payment (confirmed by an admin, or waiting for an identity check) changes nothing', async () => {
    const confirmed = await onlineOrder()
    expect(await post('/api/admin/order/confirm', await login('admin'), { orderId: confirmed.orderId })).toMatchObject({ code: 1 })
    const paidAt = (await orderRow(confirmed.orderId))!.paid_at
    const late = await signedCallback(callbackBody(confirmed.reference, { amount: confirmed.total }))
    expect(late).toMatchObject({ status: 200, data: { verdict: 'orderNotAwaitingPayment' } })
    expect(await orderRow(confirmed.orderId)).toMatchObject({ status: 'confirmed', paid_at: paidAt })
    expect(await historyOf(confirmed.orderId)).toEqual([{ status: 'awaitingPayment', actor: 'buyer' }, { status: 'confirmed', actor: 'seller' }])

    const verifying = await onlineOrder()
    expect(await post('/api/admin/order/verification', await login('admin'), { orderId: verifying.orderId })).toMatchObject({ code: 1 })
    expect((await signedCallback(callbackBody(verifying.reference, { amount: verifying.total }))).data.verdict).toBe('orderNotAwaitingPayment')
    expect(await orderRow(verifying.orderId)).toMatchObject({ status: 'awaitingVerification', paid_at: null })
    expect(await paymentRow(verifying.reference)).toMatchObject({ status: 'initialised' })
    expect(await callbacksOf(verifying.reference)).toEqual(['orderNotAwaitingPayment'])
  })

  it('a callback for a reference the mall never gave is logged, changes nothing, and is not acknowledged (the provider may retry)', async () => {
    const reference = `m1-${crypto.randomUUID().slice(0, 8)}`
    expect(await signedCallback(callbackBody(reference, { amount: 100 }))).toMatchObject({ status: 404, key: 'notFound' })
    expect(await callbacksOf(reference)).toEqual(['unknownReference'])
  })
})

describe('the auto-cancel job and a callback', () => {
  it('racing many times: each order is paid or cancelled, never both, its stock back exactly when cancelled', async () => {
    const runs = 16
    const productId = await createProduct({ stock: runs * 2 })
    const crowd = await shoppers(runs, [[productId, 2]])
    const orders = await Promise.all(crowd.map((shopper) => awaitingPayment(shopper)))
    const outcomes: string[] = []
    for (const [i, { orderId, reference }] of orders.entries()) {
      await age(orderId, 3 * DAY_MS)
      const body = callbackBody(reference, { amount: await orderTotalMinor(orderId) })
      const job = () => runScheduledJobs(mallEnv, Date.now())
      const [, callback] = await Promise.all([
        i % 2 === 0 ? job() : new Promise((resolve) => setTimeout(resolve, i % 4)).then(job),
        signedCallback(body),
      ])
      const { status, paid_at } = (await orderRow(orderId))!
      outcomes.push(status)
      if (status === 'confirmed') {
        expect(callback.data.verdict).toBe('accepted')
        expect(paid_at).not.toBeNull()
        expect(await paymentRow(reference)).toMatchObject({ status: 'paid' })
        expect(await historyOf(orderId)).toEqual(paidHistory)
      } else {
        expect(status).toBe('cancelled')
        expect(callback.data.verdict).toBe('orderNotAwaitingPayment')
        expect(paid_at).toBeNull()
        expect(await paymentRow(reference)).toMatchObject({ status: 'abandoned' })
        expect(await historyOf(orderId)).toEqual([{ status: 'awaitingPayment', actor: 'buyer' }, { status: 'cancelled', actor: 'system' }])
      }
    }
    const cancelled = outcomes.filter((status) => status === 'cancelled').length
    expect(cancelled).toBeGreaterThan(0)
    expect(cancelled).toBeLessThan(runs)
    expect(await stockOf(productId)).toBe(cancelled * 2)
    await runScheduledJobs(mallEnv, Date.now())
    expect(await stockOf(productId)).toBe(cancelled * 2)
  })

  it('the cancellation lands between the callback\'s checks and its batch: the callback is refused whole', async () => {
    const { productId, orderId, reference, total } = await onlineOrder(3, 3)
    await age(orderId, 3 * DAY_MS)
    const cancellation = cancelStatements(db, orderId, FROM.autoCancel, { actor: 'system', actorId: null, now: Date.now(), reason: 'noReply' }, Date.now() - 2 * DAY_MS)
    const settled = await settleRacing(callbackBody(reference, { amount: total }), () => db.batch(cancellation))
    expect(settled.verdict).toBe('orderNotAwaitingPayment')
    expect(await orderRow(orderId)).toMatchObject({ status: 'cancelled', paid_at: null })
    expect(await paymentRow(reference)).toMatchObject({ status: 'abandoned' })
    expect(await stockOf(productId)).toBe(3)
    expect(await callbacksOf(reference)).toEqual(['orderNotAwaitingPayment'])
  })

  it('an admin\'s confirmation lands between the callback\'s checks and its batch: the order is confirmed once, by the admin', async () => {
    const { orderId, reference, total } = await onlineOrder()
    const admin = await login('admin')
    const settled = await settleRacing(callbackBody(reference, { amount: total }), () => post('/api/admin/order/confirm', admin, { orderId }))
    expect(settled.verdict).toBe('orderNotAwaitingPayment')
    expect(await historyOf(orderId)).toEqual([{ status: 'awaitingPayment', actor: 'buyer' }, { status: 'confirmed', actor: 'seller' }])
    expect(await paymentRow(reference)).toMatchObject({ status: 'initialised' })
  })

  it('the callback lands first: the job\'s cancellation is refused whole and the stock stays taken', async () => {
    const { productId, orderId, reference, total } = await onlineOrder(3, 3)
    await age(orderId, 3 * DAY_MS)
    const now = Date.now()
    const cancellation = cancelStatements(db, orderId, FROM.autoCancel, { actor: 'system', actorId: null, now, reason: 'noReply' }, now - 2 * DAY_MS)
    expect((await signedCallback(callbackBody(reference, { amount: total }))).data.verdict).toBe('accepted')
    await expect(db.batch(cancellation)).rejects.toThrow(/order_history\.status/)
    expect(await orderRow(orderId)).toMatchObject({ status: 'confirmed' })
    expect(await paymentRow(reference)).toMatchObject({ status: 'paid' })
    expect(await stockOf(productId)).toBe(0)
  })
})

describe('only the provider pays an order', () => {
  it('another buyer\'s order or payment answers notFound', async () => {
    const { orderId, reference } = await onlineOrder()
    const [stranger] = await shoppers(1, [])
    expect(await startPayment(stranger!.token, orderId)).toMatchObject({ status: 404, key: 'notFound' })
    expect(await post(`/api/order/payment`, stranger!.token, { orderId, returnUrl: RETURN_URL }, 'stranger-pay')).toMatchObject({ status: 404 })
    const state = await call(`/api/order/payment?reference=${reference}`, { token: stranger!.token })
    expect(state.status).toBe(404)
    expect(await paymentsOf(orderId)).toHaveLength(1)
    expect((await call('/api/order/payment?reference=../etc', { token: stranger!.token })).status).toBe(400)
  })

  it('the buyer cannot mark an order paid by any endpoint: the old one is gone, every other leaves it unpaid', async () => {
    const { shopper, orderId, reference, total } = await onlineOrder()
    expect(await post('/api/order/pay', shopper.token, { orderId })).toMatchObject({ status: 404, key: 'notFound' })
    const payload = { orderId, reference, outcome: 'pay', returnUrl: RETURN_URL, event: 'charge.success', data: { reference, amount: total, currency: 'NGN' } }
    // Every write of the contract a buyer could call, but logging out and cancelling (the session and the order are
    // needed for the next) and the sandbox provider's own page (it plays the provider).
    const skipped = ['logout', 'cancel', 'devPaymentOutcome']
    const writes = Object.entries(endpoints).filter(([name, endpoint]) => endpoint.method === 'POST' && !endpoint.path.startsWith('/api/admin/') && !skipped.includes(name))
    expect(writes.length).toBeGreaterThan(20)
    for (const [name, endpoint] of writes) {
      const response = await call(endpoint.path, { method: 'POST', token: shopper.token, json: payload, headers: { 'idempotency-key': `buyer-${name}` } })
      expect(response.status, name).toBeLessThan(500)
      expect(await orderRow(orderId), name).toMatchObject({ status: 'awaitingPayment', paid_at: null })
    }
    // The buyer's own credential is no signature.
    expect(await call('/api/payment/callback', { method: 'POST', token: shopper.token, json: payload }).then((r) => r.status)).toBe(401)
    expect(await paymentRow(reference)).toMatchObject({ status: 'initialised' })
    // An admin may still confirm it, paid another way.
    expect(await post('/api/admin/order/confirm', await login('admin'), { orderId })).toMatchObject({ code: 1 })
    expect(await orderRow(orderId)).toMatchObject({ status: 'confirmed', paid_at: expect.any(Number) })
  })

  it('the callback needs no caller credential, only its signature; the storefront\'s credential does not replace it', async () => {
    const { orderId, reference, total } = await onlineOrder()
    const body = callbackBody(reference, { amount: total })
    const withStorefront = await send('/api/payment/callback', { method: 'POST', headers: { 'content-type': 'application/json', authorization: STOREFRONT_AUTH }, body })
    expect(withStorefront.status).toBe(401)
    const signed = await send('/api/payment/callback', {
      method: 'POST', headers: { 'content-type': 'application/json', [PAYMENT_SIGNATURE_HEADER]: await signBody(SECRET, body) }, body,
    })
    expect(signed.status).toBe(200)
    expect((await orderRow(orderId))!.status).toBe('confirmed')
  })
})

describe('without a payment provider', () => {
  const off = { PAYMENT_SANDBOX: 'off' }
  const json = (token: string) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` })

  it('online payment is unavailable: checkout offers pay on delivery only, placing or paying online is refused, the sandbox does not exist', async () => {
    const productId = await createProduct({ stock: 5 })
    const [shopper] = await shoppers(1, [[productId, 1]])
    const methods = await send('/api/order/payment/methods', { headers: json(shopper!.token) }, off)
    expect(await methods.json()).toMatchObject({ code: 1, data: { methods: ['onDelivery'] } })
    const placing = { addressId: shopper!.addressId, payment: 'online', lineIds: shopper!.lineIds }
    const refused = await send('/api/order/place', { method: 'POST', headers: json(shopper!.token), body: JSON.stringify(placing) }, off)
    expect(await refused.json()).toMatchObject({ code: 500, key: 'paymentUnavailable' })
    expect(await stockOf(productId)).toBe(5)

    const { data } = await place(shopper!, { payment: 'online' })
    const detail = await (await send(`/api/order/details?id=${data.orderId}`, { headers: json(shopper!.token) }, off)).json<{ data: { actions: string[] } }>()
    expect(detail.data.actions).not.toContain('pay')
    const start = await send('/api/order/payment', { method: 'POST', headers: json(shopper!.token), body: JSON.stringify({ orderId: data.orderId, returnUrl: RETURN_URL }) }, off)
    expect(await start.json()).toMatchObject({ key: 'paymentUnavailable' })
    for (const path of ['/api/dev/payment?reference=m1-abcdefgh']) {
      expect((await send(path, { headers: { authorization: STOREFRONT_AUTH } }, off)).status).toBe(404)
    }
    const outcome = await send('/api/dev/payment', { method: 'POST', headers: { 'content-type': 'application/json', authorization: STOREFRONT_AUTH }, body: '{}' }, off)
    expect(outcome.status).toBe(404)
    // Without the shared secret no callback could be verified: the path does not exist.
    expect((await send('/api/payment/callback', { method: 'POST', body: '{}' }, { PAYMENT_SECRET: '' })).status).toBe(404)
    expect(paymentProvider({ ...mallEnv, PAYMENT_SECRET: '' })).toBeNull()
  })
})

describe('the payment gateway and the signature', () => {
  it('initialises a transaction at the gateway with the order\'s amount in minor units, and takes only an https checkout URL', async () => {
    const sent: Request[] = []
    const gateway = (answer: unknown, status = 200) =>
      httpGateway('https://api.gateway.test', 'sk_test_1', async (input, init) => {
        sent.push(new Request(input as string, init))
        return Response.json(answer, { status })
      }, 'https://shop.test')
    const init = { reference: 'm42-0123456789abcdef', amountMinor: 2_515_000, currency: 'NGN', returnUrl: RETURN_URL, orderId: 42 }
    const ok = await gateway({ status: true, data: { authorization_url: 'https://checkout.gateway.test/abc' } }).initialise(init)
    expect(ok).toEqual({ checkoutUrl: 'https://checkout.gateway.test/abc' })
    expect(sent[0]!.url).toBe('https://api.gateway.test/transaction/initialize')
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer sk_test_1')
    expect(await sent[0]!.json()).toEqual({ reference: init.reference, amount: 2_515_000, currency: 'NGN', callback_url: `https://shop.test${RETURN_URL}`, metadata: { orderId: 42 } })
    for (const [answer, status] of [
      [{ status: true, data: { authorization_url: 'javascript:alert(1)' } }, 200],
      [{ status: true, data: { authorization_url: 'http://checkout.gateway.test/abc' } }, 200],
      [{ status: false, message: 'Duplicate Transaction Reference' }, 400],
      ['<html>', 502],
    ] as const) {
      await expect(gateway(answer, status).initialise(init)).rejects.toMatchObject({ key: 'paymentUnavailable' })
    }
    expect(paymentProvider({ ...mallEnv, PAYMENT_PROVIDER_BASE: 'https://api.gateway.test' })?.name).toBe('gateway')
    expect(paymentProvider({ ...mallEnv, PAYMENT_PROVIDER_BASE: 'http://api.gateway.test' })?.name).toBe('sandbox')
  })

  it('verifies the HMAC-SHA512 of the exact bytes with the shared secret', async () => {
    const body = '{"event":"charge.success","data":{"reference":"m1-abcdefgh","amount":100,"currency":"NGN"}}'
    const bytes = new TextEncoder().encode(body).buffer as ArrayBuffer
    const signature = await signBody(SECRET, body)
    expect(signature).toMatch(/^[0-9a-f]{128}$/)
    expect(await verifySignature(SECRET, bytes, signature)).toBe(true)
    expect(await verifySignature(SECRET, bytes, signature.toUpperCase())).toBe(true)
    expect(await verifySignature('other', bytes, signature)).toBe(false)
    expect(await verifySignature(SECRET, new TextEncoder().encode(`${body} `).buffer as ArrayBuffer, signature)).toBe(false)
    expect(await verifySignature(SECRET, bytes, undefined)).toBe(false)
    expect(await verifySignature(SECRET, bytes, ` ${signature}\t`)).toBe(true)
    // A byte under 16 read leniently ('5g' as 5) would pass as itself: non-hex is no signature, whatever it decodes to.
    const small = Array.from({ length: 64 }, (_, i) => i).find((i) => signature[2 * i] === '0')!
    expect(small).toBeDefined()
    const lenient = `${signature.slice(0, 2 * small)}${signature[2 * small + 1]}g${signature.slice(2 * small + 2)}`
    for (const hex of [lenient, '', ' ', '  \t ', 'g'.repeat(128), `${signature.slice(0, 126)}-1`, `0x${signature.slice(2)}`, signature.slice(1)]) {
      expect(await verifySignature(SECRET, bytes, hex), JSON.stringify(hex)).toBe(false)
    }
    expect(await verifySignature('', bytes, signature)).toBe(false)
  })
})
