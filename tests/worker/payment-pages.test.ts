import { describe, expect, it } from 'vitest'
import { NOT_KEPT_HEADER } from '../../islands/offline/requests'
import { INTERFACE_LANGUAGES } from '../../locales/languages'
import { htmlLang } from '../../worker/context/language'
import { dictionaries, flatten } from '../locale-files'
import { envelope, PROVIDER, send } from './helpers'
import { createProduct, orderRow, place, post, shoppers, type Shopper } from './orders.helpers'
import { callbackBody, callbacksOf, orderTotalMinor, paymentRow, paymentsOf, signedCallback } from './payments.helpers'
import { shopperPages } from './shopper-pages.helpers'
import { formValues } from './html'
import { scriptsBesidesRegistration } from '../scripts'

const NG = 'countryId=7; countryCode=NG'
const { page, html, postForm, noticeOf } = shopperPages({ market: NG, addressPrefix: '203.0.114' })

async function shopper(): Promise<Shopper> {
  const [created] = await shoppers(1, [[await createProduct({ stock: 10, priceMinor: 2_000_000 }), 1]])
  return created!
}

/** Checkout paying online, as the plain form sends it: the answer is the way to the provider's page. */
async function checkoutOnline(buyer: Shopper) {
  const body = await html('/m/order/confirm', buyer.token)
  expect(body).toContain('name="payment" value="online"')
  const { idem, lines } = await formValues(body, 'form[action="/m/order/confirm"]', ['idem', 'lines'])
  return postForm('/m/order/confirm', buyer.token, { idem, lines, address: String(buyer.addressId), payment: 'online', action: 'place' })
}

const referenceIn = (location: string) => new URL(location, 'https://shop.test').searchParams.get('reference')!

/** The provider's page, and the tester's choice there; the answer is where the sandbox sends them back. */
async function onSandboxPage(buyer: Shopper, location: string, outcome: 'pay' | 'fail' | 'abandon') {
  const sandbox = await html(location, buyer.token)
  expect(sandbox).toContain('value="pay"')
  return postForm('/m/dev/pay', buyer.token, { reference: referenceIn(location), outcome })
}

async function gzipBytes(text: string): Promise<number> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'))
  return (await new Response(stream).arrayBuffer()).byteLength
}

const outcomeOf = (body: string) => /data-outcome="([a-zA-Z]+)"/.exec(body)?.[1]

describe('paying online, with plain forms', () => {
  it('checkout → the sandbox provider\'s page → pay → the return page shows the order paid', async () => {
    const buyer = await shopper()
    const placed = await checkoutOnline(buyer)
    expect(placed.status).toBe(303)
    const location = placed.headers.get('location')!
    expect(location).toMatch(/^\/m\/dev\/pay\?reference=m\d+-[0-9a-f]{16}$/)
    const reference = referenceIn(location)
    const orderId = (await paymentRow(reference))!.order_id
    const total = await orderTotalMinor(orderId)

    const sandboxAnswer = await page(location, buyer.token)
    const sandbox = await sandboxAnswer.text()
    expect(sandbox).toContain('<title>Sandbox payment page</title>')
    expect(sandbox).toContain(`<dd dir="ltr">${reference}</dd>`)
    expect(sandbox).toContain(`<p class="price big" dir="ltr">NGN ${(total / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}</p>`)
    for (const outcome of ['pay', 'fail', 'abandon']) expect(sandbox).toContain(`type="submit" value="${outcome}" name="outcome"`)
    expect(sandbox).toContain(`<form class="card stack" action="/m/dev/pay" method="post">`)
    expect(scriptsBesidesRegistration(sandbox)).toEqual([])

    const back = await postForm('/m/dev/pay', buyer.token, { reference, outcome: 'pay' })
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toBe(`/m/order/payment?reference=${reference}&status=successful`)
    const shownAnswer = await page(back.headers.get('location')!, buyer.token)
    const shown = await shownAnswer.text()
    expect(outcomeOf(shown)).toBe('paid')
    // A saved copy would misstate a payment: neither page is kept offline, nor by any cache.
    for (const answer of [sandboxAnswer, shownAnswer]) {
      expect(answer.headers.get(NOT_KEPT_HEADER)).toBe('1')
      expect(answer.headers.get('cache-control')).toBe('private, no-store')
    }
    expect(shown).toContain('Payment received, thank you!')
    expect(shown).toContain('The payment provider confirmed your payment: the order is confirmed.')
    expect(shown).toContain(`href="/m/order/details?id=${orderId}"`)
    expect(shown).not.toContain('http-equiv="refresh"')
    expect(scriptsBesidesRegistration(shown)).toEqual([])
    // Both pages arrive in the first round trip.
    expect(await gzipBytes(sandbox)).toBeLessThanOrEqual(14 * 1024)
    expect(await gzipBytes(shown)).toBeLessThanOrEqual(14 * 1024)
    expect(await orderRow(orderId)).toMatchObject({ status: 'confirmed', paid_at: expect.any(Number) })
    // The provider's page for a closed attempt offers nothing more to do there.
    const closed = await html(location, buyer.token)
    expect(closed).not.toContain('value="pay"')
    expect(closed).toContain('This payment is closed.')
  })

  it('fail → the return page says so and offers to try again, which starts a new attempt', async () => {
    const buyer = await shopper()
    const location = (await checkoutOnline(buyer)).headers.get('location')!
    const back = await onSandboxPage(buyer, location, 'fail')
    expect(back.headers.get('location')).toMatch(/&status=failed$/)
    const shown = await html(back.headers.get('location')!, buyer.token)
    expect(outcomeOf(shown)).toBe('failed')
    expect(shown).toContain('The payment did not go through')
    const { idem } = await formValues(shown, 'form[action="/m/order/details"]', ['idem'], { action: 'pay' })
    const orderId = (await paymentRow(referenceIn(location)))!.order_id
    const again = await postForm('/m/order/details', buyer.token, { orderId: String(orderId), action: 'pay', idem })
    expect(again.status).toBe(303)
    expect(referenceIn(again.headers.get('location')!)).not.toBe(referenceIn(location))
    const paid = await onSandboxPage(buyer, again.headers.get('location')!, 'pay')
    expect(outcomeOf(await html(paid.headers.get('location')!, buyer.token))).toBe('paid')
    expect((await paymentsOf(orderId)).map((p) => p.status)).toEqual(['failed', 'paid'])
  })

  it('abandon → the return page shows the order not paid, with pay now (the same attempt)', async () => {
    const buyer = await shopper()
    const location = (await checkoutOnline(buyer)).headers.get('location')!
    const back = await onSandboxPage(buyer, location, 'abandon')
    expect(back.headers.get('location')).toMatch(/&status=cancelled$/)
    const shown = await html(back.headers.get('location')!, buyer.token)
    expect(outcomeOf(shown)).toBe('notPaid')
    expect(shown).toContain('The order is not paid yet')
    expect(shown).toContain('>Pay now</button>')
    const orderId = (await paymentRow(referenceIn(location)))!.order_id
    const { idem } = await formValues(shown, 'form[action="/m/order/details"]', ['idem'], { action: 'pay' })
    const again = await postForm('/m/order/details', buyer.token, { orderId: String(orderId), action: 'pay', idem })
    expect(again.headers.get('location')).toBe(location)
    expect(await orderRow(orderId)).toMatchObject({ status: 'awaitingPayment', paid_at: null })
  })

  it('no verdict yet, or only a forged one → waiting for the provider, with a link to look again; never paid by the return URL', async () => {
    const buyer = await shopper()
    const location = (await checkoutOnline(buyer)).headers.get('location')!
    const reference = referenceIn(location)
    const orderId = (await paymentRow(reference))!.order_id
    // A forged callback, then a buyer who types the provider's success hint into the return URL.
    expect((await signedCallback(callbackBody(reference, { amount: await orderTotalMinor(orderId) }), 'guessed-secret')).status).toBe(401)
    const shown = await html(`/m/order/payment?reference=${reference}&status=successful`, buyer.token)
    expect(outcomeOf(shown)).toBe('waiting')
    expect(shown).toContain('Waiting for the payment provider&#x27;s confirmation')
    expect(shown).toContain(`<a class="btn wide" href="/m/order/payment?reference=${reference}">Check again</a>`)
    expect(await orderRow(orderId)).toMatchObject({ status: 'awaitingPayment', paid_at: null })
    expect(await callbacksOf(reference)).toEqual(['forgedSignature'])
  })

  it('a cancelled order: the return page says it was cancelled, with nothing to pay', async () => {
    const buyer = await shopper()
    const location = (await checkoutOnline(buyer)).headers.get('location')!
    const reference = referenceIn(location)
    const orderId = (await paymentRow(reference))!.order_id
    await post('/api/order/cancel', buyer.token, { orderId })
    const shown = await html(`/m/order/payment?reference=${reference}&status=cancelled`, buyer.token)
    expect(outcomeOf(shown)).toBe('cancelled')
    expect(shown).not.toContain('name="action" value="pay"')
  })

  it('another buyer\'s payment is "Resource does not exist"; a guest logs in first; a malformed reference is 404', async () => {
    const buyer = await shopper()
    const reference = referenceIn((await checkoutOnline(buyer)).headers.get('location')!)
    const stranger = await shopper()
    const theirs = await page(`/m/order/payment?reference=${reference}`, stranger.token)
    expect(theirs.status).toBe(404)
    expect(await theirs.text()).toContain('Resource does not exist')
    const guest = await page(`/m/order/payment?reference=${reference}&status=successful`, null)
    expect(guest.headers.get('location')).toBe(`/m/login/login?back=${encodeURIComponent(`/m/order/payment?reference=${reference}&status=successful`)}`)
    expect((await page('/m/order/payment?reference=%3Cscript%3E', buyer.token)).status).toBe(404)
    expect((await page('/m/dev/pay?reference=m1-00000000000000', buyer.token)).status).toBe(404)
  })

  it('reads in every language, right to left in Arabic, with no raw keys', async () => {
    const buyer = await shopper()
    const location = (await checkoutOnline(buyer)).headers.get('location')!
    const reference = referenceIn(location)
    const keys = [...flatten(dictionaries['en-US']).keys()]
    for (const language of INTERFACE_LANGUAGES) {
      for (const path of [location, `/m/order/payment?reference=${reference}&status=cancelled`, `/m/order/payment?reference=${reference}`]) {
        const body = await html(path, buyer.token, `jde-lang=${language}`)
        expect(body, `${language} ${path}`).toContain(`<html lang="${htmlLang(language)}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"`)
        const text = body.replace(/<style[\s\S]*?<\/style>/g, ' ').replace(/<[^>]+>/g, ' ')
        expect(keys.filter((key) => text.includes(key)), `${language} ${path}`).toEqual([])
      }
    }
    const arabic = await html(`/m/order/payment?reference=${reference}&status=cancelled`, buyer.token, 'jde-lang=ar')
    expect(arabic).toContain(flatten(dictionaries.ar).get('paymentReturn.notPaid'))
    expect(arabic).toMatch(/<dd dir="ltr">₦[\d,.]+<\/dd>/)
  })
})

describe('without a payment provider', () => {
  const off = { PAYMENT_SANDBOX: 'off' }
  const offPage = (path: string, token: string) => send(path, { headers: { cookie: `key=${token}; ${NG}` } }, off)

  it('checkout offers pay on delivery only and says why; the order page offers no payment; the sandbox page does not exist', async () => {
    const buyer = await shopper()
    const checkout = await (await offPage('/m/order/confirm', buyer.token)).text()
    expect(checkout).not.toContain('value="online"')
    expect(checkout).toContain('Paying online is not available at the moment: you can pay on delivery.')
    expect(checkout).toContain('name="payment" checked="" value="onDelivery"')
    const { data } = await place(buyer, { payment: 'online' })
    const details = await (await offPage(`/m/order/details?id=${data.orderId}`, buyer.token)).text()
    expect(details).not.toContain('name="action" value="pay"')
    expect((await offPage('/m/dev/pay?reference=m1-0000000000000000', buyer.token)).status).toBe(404)
  })
})

describe('where the storefront sends the buyer', () => {
  const checkout = (checkoutUrl: string) => async (request: Request) =>
    new URL(request.url).pathname === '/api/order/payment' ? envelope({ orderId: 123, reference: 'm123-0123456789abcdef', checkoutUrl }) : envelope(null)
  const payForm = (remote: (request: Request) => Promise<Response>) =>
    send(
      '/m/order/details',
      {
        method: 'POST',
        headers: { cookie: `key=${'a'.repeat(64)}; ${NG}`, 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': '203.0.114.250' },
        body: 'orderId=123&action=pay&idem=pay-target-1',
      },
      PROVIDER,
      remote,
    )

  it('to a gateway\'s https page through a page of its own (the form may post only to this site), and nowhere else', async () => {
    const gateway = await payForm(checkout('https://checkout.gateway.test/pay/abc'))
    expect(gateway.status).toBe(200)
    const body = await gateway.text()
    expect(body).toMatch(/<head>.*<meta http-equiv="refresh" content="0;url=https:\/\/checkout.gateway.test\/pay\/abc"\/>.*<\/head>/s)
    expect(body).toContain('<a class="btn wide" href="https://checkout.gateway.test/pay/abc">Go to the payment page</a>')
    for (const url of ['//evil.example/pay', 'javascript:alert(1)', 'http://checkout.gateway.test/x', '/m/login/login', '/m/dev/pay/../../evil', 'https://u:p@checkout.gateway.test/']) {
      const refused = await payForm(checkout(url))
      expect(refused.status, url).toBe(502)
      expect(refused.headers.get('location'), url).toBeNull()
      expect(await refused.text(), url).not.toContain(url)
    }
  })

  it('back from the sandbox only to this site\'s return page', async () => {
    const reference = 'm123-0123456789abcdef'
    const outcome = (returnUrl: string) =>
      send(
        '/m/dev/pay',
        {
          method: 'POST',
          headers: { cookie: `key=${'b'.repeat(64)}; ${NG}`, 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': '203.0.114.251' },
          body: `reference=${reference}&outcome=pay`,
        },
        { ...PROVIDER, PAYMENT_SANDBOX: 'on' },
        async () => envelope({ returnUrl }),
      )
    const home = await outcome(`https://shop.test/m/order/payment?reference=${reference}&status=successful`)
    expect(home.headers.get('location')).toBe(`/m/order/payment?reference=${reference}&status=successful`)
    for (const elsewhere of ['https://evil.example/m/order/payment?reference=x', 'https://shop.test/m/login/login', 'javascript:alert(1)']) {
      expect((await outcome(elsewhere)).headers.get('location'), elsewhere).toBe(`/m/order/payment?reference=${reference}`)
    }
    expect(noticeOf(home)).toBeNull()
  })
})
