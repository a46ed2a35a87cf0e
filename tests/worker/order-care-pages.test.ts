import { describe, expect, it } from 'vitest'
import { INTERFACE_LANGUAGES } from '../../locales/languages'
import { dictionaries, flatten } from '../locale-files'
import { call, createBuyers, login, mallEnv } from './mall.helpers'
import { shopperPages } from './shopper-pages.helpers'
import { createProduct, orderRow, place, shoppers, stockOf } from './orders.helpers'
import { formValues, select, selectAll } from './html'
import { scriptsBesidesRegistration } from '../scripts'

const db = mallEnv.DB
const NG = 'countryId=7; countryCode=NG'
const { page, html, postForm, noticeOf, followed, noticeText } = shopperPages({ market: NG, addressPrefix: '203.0.114' })
const lagosTime = (at: number) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Lagos' }).format(new Date(at))

/** A placed order of `quantity` units of a fresh ₦12,500 product. */
async function placedOrder(quantity = 2, payment: 'onDelivery' | 'online' = 'onDelivery') {
  const productId = await createProduct({ stock: 10 })
  const [shopper] = await shoppers(1, [[productId, quantity]])
  const { data } = await place(shopper!, { payment })
  return { shopper: shopper!, orderId: data.orderId, productId, total: data.total }
}

let admin: string
let keys = 0
async function byAdmin(path: string, json: unknown) {
  admin ??= await login('admin')
  const response = await call(path, { method: 'POST', token: admin, json, headers: { 'idempotency-key': `order-care-${++keys}-${crypto.randomUUID()}` } })
  const answer = (await response.json()) as { code: number; data: { id?: number } }
  expect(answer.code, `${path} ${JSON.stringify(answer)}`).toBe(1)
  return answer.data
}
const lineOf = async (orderId: number) => (await db.prepare('SELECT id FROM order_lines WHERE order_id = ?').bind(orderId).first<number>('id'))!

/** The lead of the order page: status, next step, items and total, as the buyer reads them. */
async function leadOf(orderId: number, token: string) {
  const body = await html(`/m/order/details?id=${orderId}`, token)
  const [status, next, summary] = await Promise.all(['section.lead p.status', 'section.lead p.next', 'section.lead p.row'].map((selector) => select(body, selector)))
  return { body, status: status?.text, next: next?.text, summary: summary?.text }
}

describe('the order page leads with status, items, total and what happens next', () => {
  it('an order to pay: pay before the time it is cancelled by (2 days after it started waiting), payment first, cancelling a plain link', async () => {
    const { shopper, orderId } = await placedOrder(2, 'online')
    const row = await db.prepare('SELECT updated_at FROM orders WHERE id = ?').bind(orderId).first<number>('updated_at')
    const lead = await leadOf(orderId, shopper.token)
    expect(lead.status).toBe('Awaiting payment')
    expect(lead.next).toBe(`Pay before ${lagosTime(row! + 2 * 86_400_000)}, or the order is cancelled automatically.`)
    expect(lead.summary).toBe('2 itemsOrder total ₦26,500')
    // The lead comes before the actions: pay is the first button of the page, cancelling a link to its confirmation.
    const buttons = await selectAll(lead.body, 'main button, main a.btn')
    expect(buttons[0]!.text).toBe('Pay now')
    const cancel = await select(lead.body, `a[href="/m/order/cancel?id=${orderId}"]`)
    expect(cancel?.text).toBe('Cancel the order')
    expect(await select(lead.body, 'form input[name=action][value=cancel]')).toBeUndefined()
  })

  it('an identity check, to ship, on its way, delivered, completed: each says what happens next', async () => {
    const { shopper, orderId } = await placedOrder(3)
    expect(await leadOf(orderId, shopper.token)).toMatchObject({ status: 'Confirmed', next: 'The shop is preparing your order for shipping.' })

    await byAdmin('/api/admin/order/verification', { orderId })
    const waiting = await leadOf(orderId, shopper.token)
    const since = (await db.prepare('SELECT updated_at FROM orders WHERE id = ?').bind(orderId).first<number>('updated_at'))!
    expect(waiting).toMatchObject({
      status: 'Awaiting identity check',
      next: `Confirm your identity before ${lagosTime(since + 2 * 86_400_000)}, or the order is cancelled automatically.`,
    })
    await byAdmin('/api/admin/order/confirm', { orderId })

    const lineId = await lineOf(orderId)
    const first = await byAdmin('/api/admin/order/ship', { orderId, lines: [{ orderLineId: lineId, quantity: 1 }] })
    expect(await leadOf(orderId, shopper.token)).toMatchObject({ status: 'Partly shipped', next: 'Part of your order is on its way; the shop is preparing the rest.' })
    const parcel = await byAdmin('/api/admin/order/ship', { orderId, lines: [{ orderLineId: lineId, quantity: 2 }] })
    expect(await leadOf(orderId, shopper.token)).toMatchObject({ status: 'Shipped', next: 'Your order is on its way.' })
    await byAdmin('/api/admin/order/sign', { packageId: parcel.id, lines: [{ orderLineId: lineId, quantity: 1 }] })
    expect(await leadOf(orderId, shopper.token)).toMatchObject({ status: 'Partly delivered', next: 'Part of your order has been delivered; the rest is on its way.' })
    await byAdmin('/api/admin/order/sign', { packageId: first.id, lines: [{ orderLineId: lineId, quantity: 1 }] })
    await byAdmin('/api/admin/order/sign', { packageId: parcel.id, lines: [{ orderLineId: lineId, quantity: 1 }] })
    expect(await leadOf(orderId, shopper.token)).toMatchObject({ status: 'Delivered', next: 'Your order has been delivered.' })
    await byAdmin('/api/admin/order/complete', { orderId })
    const done = await leadOf(orderId, shopper.token)
    expect(done).toMatchObject({ status: 'Completed', next: 'This order is complete. Thank you for shopping with us!', summary: '3 itemsOrder total ₦39,000' })
    expect(await select(done.body, 'a[href^="/m/order/cancel"]')).toBeUndefined()
  })

  it('a cancelled order: not charged when nothing was paid, refunded when it was; no payment prompt either way', async () => {
    const unpaid = await placedOrder(1, 'online')
    await byAdmin('/api/admin/order/cancel', { orderId: unpaid.orderId, reason: 'wrongPrice' })
    const notCharged = await leadOf(unpaid.orderId, unpaid.shopper.token)
    expect(notCharged).toMatchObject({ status: 'Cancelled', next: 'This order is cancelled. You have not been charged.' })
    expect(notCharged.body).not.toContain('Pay now')
    expect(notCharged.body).not.toContain('Not paid yet')

    const paid = await placedOrder(1, 'online')
    await byAdmin('/api/admin/order/confirm', { orderId: paid.orderId })
    await byAdmin('/api/admin/order/cancel', { orderId: paid.orderId, reason: 'outOfStock' })
    expect(await leadOf(paid.orderId, paid.shopper.token)).toMatchObject({ status: 'Cancelled', next: 'This order is cancelled. What you paid is refunded to you.' })
  })

  it('reads the same in Arabic, with the total left to right', async () => {
    const { shopper, orderId } = await placedOrder(1, 'online')
    const body = await html(`/m/order/details?id=${orderId}`, shopper.token, 'jde-lang=ar')
    expect((await select(body, 'section.lead p.status'))!.text).toBe('بانتظار الدفع')
    expect((await select(body, 'section.lead p.next'))!.text).toMatch(/^ادفع قبل .+، وإلا أُلغي الطلب تلقائيًا\.$/)
    expect((await select(body, 'section.lead b.price'))!.attrs.dir).toBe('ltr')
  })
})

describe('cancelling goes through a confirmation page', () => {
  it('shows the order, the reasons and "Confirm cancellation" with "Keep my order"; confirming cancels with the picked reason', async () => {
    const { shopper, orderId, productId } = await placedOrder(2)
    const confirm = await html(`/m/order/cancel?id=${orderId}`, shopper.token)
    expect((await select(confirm, 'h2#cancel-title'))!.text).toBe(`Cancel order ${orderId}?`)
    expect((await select(confirm, 'fieldset legend'))!.text).toBe('Why are you cancelling?')
    const reasons = await selectAll(confirm, 'form[action="/m/order/cancel"] input[type=radio][name=reason]')
    expect(reasons.map((reason) => reason.attrs.value)).toEqual(['buyerRequest', 'outOfStock'])
    expect((await selectAll(confirm, 'label.choice')).map((label) => label.text)).toEqual(['I changed my mind', 'An item is out of stock'])
    expect((await select(confirm, 'form[action="/m/order/cancel"] button[type=submit]'))!.text).toBe('Confirm cancellation')
    expect((await select(confirm, `a[href="/m/order/details?id=${orderId}"].btn`))!.text).toBe('Keep my order')
    expect(scriptsBesidesRegistration(confirm)).toEqual([])

    const { idem } = await formValues(confirm, 'form[action="/m/order/cancel"]', ['idem'])
    const cancelled = await followed(await postForm('/m/order/cancel', shopper.token, { orderId: String(orderId), reason: 'outOfStock', idem }), shopper.token)
    expect(noticeText(cancelled)).toBe('The order is cancelled')
    expect(cancelled).toContain('<dt>Reason</dt><dd>An item is out of stock</dd>')
    expect(await stockOf(productId)).toBe(10)
    // The same confirmation again is the same answer; the stock comes back once.
    expect(noticeOf(await postForm('/m/order/cancel', shopper.token, { orderId: String(orderId), reason: 'outOfStock', idem }))).toBe('ok.orderNotice.cancelled')
    expect(await stockOf(productId)).toBe(10)
  })

  it('a cancel without the confirmation step cancels nothing and goes to the confirmation page', async () => {
    const { shopper, orderId } = await placedOrder(1)
    const fromDetails = await postForm('/m/order/details', shopper.token, { orderId: String(orderId), action: 'cancel', reason: 'buyerRequest', idem: 'skip-confirm-1' })
    expect(fromDetails.status).toBe(303)
    expect(fromDetails.headers.get('location')).toBe(`/m/order/cancel?id=${orderId}`)
    for (const reason of [null, '', 'suspectedFraud', 'noReply']) {
      const fields: Record<string, string> = { orderId: String(orderId), idem: `skip-confirm-${reason}` }
      if (reason !== null) fields.reason = reason
      const tried = await postForm('/m/order/cancel', shopper.token, fields)
      expect(tried.headers.get('location'), String(reason)).toBe(`/m/order/cancel?id=${orderId}`)
    }
    expect((await orderRow(orderId))!.status).toBe('confirmed')
  })

  it('another buyer\'s order does not exist, on the confirmation page and for its form', async () => {
    const { orderId } = await placedOrder(1)
    const [stranger] = await createBuyers(1)
    const shown = await page(`/m/order/cancel?id=${orderId}`, stranger!.token)
    expect(shown.status).toBe(404)
    expect(await shown.text()).toContain('Resource does not exist')
    for (const id of ['abc', '0', '']) expect((await page(`/m/order/cancel?id=${id}`, stranger!.token)).status).toBe(404)
    const tried = await postForm('/m/order/cancel', stranger!.token, { orderId: String(orderId), reason: 'buyerRequest', idem: 'stranger-cancel-1' })
    expect(noticeOf(tried)).toBe('fail.error.notFound')
    expect(tried.headers.get('location')).toBe('/m/order/list')
    expect((await orderRow(orderId))!.status).toBe('confirmed')
  })

  it('a completed order cannot be cancelled: the page says so with the way back, and the mall refuses the form', async () => {
    const { shopper, orderId } = await placedOrder(1)
    const lineId = await lineOf(orderId)
    const parcel = await byAdmin('/api/admin/order/ship', { orderId, lines: [{ orderLineId: lineId, quantity: 1 }] })
    await byAdmin('/api/admin/order/sign', { packageId: parcel.id, lines: [{ orderLineId: lineId, quantity: 1 }] })
    await byAdmin('/api/admin/order/complete', { orderId })
    const shown = await html(`/m/order/cancel?id=${orderId}`, shopper.token)
    expect((await select(shown, 'p.note'))!.text).toBe('This order can no longer be cancelled')
    expect(await select(shown, 'form[action="/m/order/cancel"]')).toBeUndefined()
    expect((await select(shown, `a[href="/m/order/details?id=${orderId}"].btn`))!.text).toBe('Back to the order')
    const refused = await postForm('/m/order/cancel', shopper.token, { orderId: String(orderId), reason: 'buyerRequest', idem: 'late-cancel-1' })
    expect(noticeOf(refused)).toBe('fail.error.orderNotCancellable')
    expect(noticeText(await followed(refused, shopper.token))).toBe('This order can no longer be cancelled')
    expect((await orderRow(orderId))!.status).toBe('completed')
  })

  it('sends a guest to log in and back to the confirmation page', async () => {
    const guest = await page('/m/order/cancel?id=12', null)
    expect(guest.headers.get('location')).toBe('/m/login/login?back=%2Fm%2Forder%2Fcancel%3Fid%3D12')
    const posted = await postForm('/m/order/cancel', null, { orderId: '12', reason: 'buyerRequest' })
    expect(posted.headers.get('location')).toBe('/m/login/login?back=%2Fm%2Forder%2Fcancel%3Fid%3D12')
  })
})

describe('the lead and the confirmation page in every language', () => {
  const keys = [...flatten(dictionaries['en-US']).keys()]
  const visibleText = (body: string) => body.replace(/<style[\s\S]*?<\/style>/g, ' ').replace(/<[^>]+>/g, ' ')

  it.each(INTERFACE_LANGUAGES)('%s: no raw keys or placeholders, every status line in the language', async (language) => {
    const waiting = await placedOrder(1, 'online')
    const confirmed = await placedOrder(2)
    const lang = `jde-lang=${language}`
    const screens = [
      [`/m/order/details?id=${waiting.orderId}`, waiting.shopper.token],
      [`/m/order/cancel?id=${waiting.orderId}`, waiting.shopper.token],
      [`/m/order/details?id=${confirmed.orderId}`, confirmed.shopper.token],
      [`/m/order/cancel?id=${confirmed.orderId}`, confirmed.shopper.token],
    ] as const
    for (const [path, token] of screens) {
      const response = await page(path, token, lang)
      expect(response.status, path).toBe(200)
      const text = visibleText(await response.text())
      expect(text, path).not.toMatch(/\{\{|\}\}/)
      expect(keys.filter((key) => text.includes(key)), path).toEqual([])
    }
    if (language !== 'en-US') {
      const english = await html(`/m/order/details?id=${confirmed.orderId}`, confirmed.shopper.token)
      const translated = await html(`/m/order/details?id=${confirmed.orderId}`, confirmed.shopper.token, lang)
      expect((await select(translated, 'section.lead p.next'))!.text).not.toBe((await select(english, 'section.lead p.next'))!.text)
    }
  })
})
