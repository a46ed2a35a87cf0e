import { afterEach, describe, expect, it, vi } from 'vitest'
import { INTERFACE_LANGUAGES } from '../../locales/languages'
import { dictionaries, flatten } from '../locale-files'
import { envelope, PROVIDER, recordingUpstream, send } from './helpers'
import { call, createBuyers, login, mallEnv } from './mall.helpers'
import { shopperPages } from './shopper-pages.helpers'
import { createProduct, createRegion, orderRow, place, putInCart, shoppers, stockOf, type Shopper } from './orders.helpers'
import { formValues, select, selectAll } from './html'
import { scriptsBesidesRegistration } from '../scripts'

const db = mallEnv.DB
const NG = 'countryId=7; countryCode=NG'
const { page, html, postForm, noticeOf, followed, noticeText } = shopperPages({ market: NG, addressPrefix: '203.0.113' })

async function gzipBytes(text: string): Promise<number> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'))
  return (await new Response(stream).arrayBuffer()).byteLength
}

const lineQuantity = async (lineId: number) => (await db.prepare('SELECT quantity FROM cart_items WHERE id = ?').bind(lineId).first<number>('quantity')) ?? null

async function buyer() {
  const [created] = await createBuyers(1)
  return created!
}

describe('the cart page', () => {
  it('sends a guest to log in and back, and shows an empty cart with a way back to shopping', async () => {
    const guest = await page('/m/cart', null)
    expect(guest.status).toBe(302)
    expect(guest.headers.get('location')).toBe('/m/login/login?back=%2Fm%2Fcart')
    const { token } = await buyer()
    const body = await html('/m/cart', token)
    expect(body).toContain('Your cart is empty')
    expect(body).toContain('<a class="btn" href="/m/">Go shopping</a>')
  })

  it('shows each line with image, name, unit price, stepper, selection and problems, and the selected total; no JavaScript', async () => {
    const { id, token } = await buyer()
    const phone = await createProduct({ stock: 9, priceMinor: 18_999_900, name: 'Savanna <S5>' })
    const gone = await createProduct({ stock: 1, priceMinor: 100_000 })
    await putInCart(id, phone, 2)
    await putInCart(id, gone, 1)
    await db.batch([
      db.prepare('UPDATE products SET stock = 0 WHERE id = ?').bind(gone),
      db.prepare('UPDATE products SET price_minor = 19_500_000 WHERE id = ?').bind(phone),
    ])
    const body = await html('/m/cart', token)
    expect(body).toContain(`<h2><a class="link" href="/m/product/info?id=${phone}"><bdi>Savanna &lt;S5&gt;</bdi></a></h2>`)
    expect(body).toContain('alt="Savanna &lt;S5&gt;"')
    expect(body).toContain('<span class="price" dir="ltr">₦195,000</span>')
    expect(body).toMatch(/Price changed, it was <bdi><span dir="ltr">₦189,999<\/span><\/bdi>/)
    expect(body).toContain('<p class="problem">Out of stock</p>')
    expect(body).toMatch(/<output dir="ltr">2<\/output>/)
    expect(body).toMatch(/aria-label="Add one"/)
    expect(body).toMatch(/aria-pressed="true"/)
    // Only the line that can be ordered counts: 2 × ₦195,000.
    expect(body).toMatch(/<h2 id="cart-total">Selected items<\/h2><span class="price" dir="ltr">₦390,000<\/span>/)
    expect(body).toContain('<a class="btn wide" href="/m/order/confirm">Check out</a>')
    expect(body).toContain('<a class="cart" href="/m/cart" aria-label="Items in cart: 3" data-cart-count="3">')
    expect(scriptsBesidesRegistration(body)).toEqual([])
    expect(body).not.toContain('<m-island')
  })

  it('fits a cart of 20 lines in the first round trip (14 KB gzip)', async () => {
    const { id, token } = await buyer()
    for (let i = 0; i < 20; i++) await putInCart(id, await createProduct({ stock: 5, name: `Tempo Mini Bluetooth Speaker ${i}` }), 1)
    const body = await html('/m/cart', token)
    expect(body.match(/<article class="card item"/g)).toHaveLength(20)
    // Each line's name leads back to its product.
    expect(body.match(/<h2><a class="link" href="\/m\/product\/info\?id=\d+"><bdi>Tempo Mini Bluetooth Speaker \d+<\/bdi><\/a><\/h2>/g)).toHaveLength(20)
    const size = await gzipBytes(body)
    expect(size).toBeLessThanOrEqual(14 * 1024)
  })

  it('steps, selects and removes with plain forms; refusals come back as notices', async () => {
    const { id, token } = await buyer()
    const productId = await createProduct({ stock: 2 })
    const lineId = await putInCart(id, productId, 1)

    const up = await postForm('/m/cart', token, { lineId: String(lineId), action: 'inc' })
    expect(up.status).toBe(303)
    expect(up.headers.get('location')).toBe(`/m/cart#line-${lineId}`)
    expect(await lineQuantity(lineId)).toBe(2)
    expect(noticeText(await followed(await postForm('/m/cart', token, { lineId: String(lineId), action: 'inc' }), token))).toBe('Failed to add')
    expect(await lineQuantity(lineId)).toBe(2)

    await postForm('/m/cart', token, { lineId: String(lineId), action: 'dec' })
    expect(await lineQuantity(lineId)).toBe(1)
    expect(noticeText(await followed(await postForm('/m/cart', token, { lineId: String(lineId), action: 'dec' }), token))).toBe('Failed to reduce')

    const unselected = await followed(await postForm('/m/cart', token, { lineId: String(lineId), action: 'unselect' }), token)
    expect(unselected).toMatch(/value="select" aria-pressed="false"/)
    expect(unselected).toContain('Choose the items to order')

    // Another buyer's line, or a made-up action, changes nothing.
    const stranger = await buyer()
    expect(noticeText(await followed(await postForm('/m/cart', stranger.token, { lineId: String(lineId), action: 'remove' }), stranger.token))).toBe('Resource does not exist')
    expect(noticeOf(await postForm('/m/cart', token, { lineId: 'x', action: 'inc' }))).toBe('fail.error.notFound')
    expect(await lineQuantity(lineId)).toBe(1)

    const removed = await followed(await postForm('/m/cart', token, { lineId: String(lineId), action: 'remove' }), token)
    expect(noticeText(removed)).toBe('Removed from the cart')
    expect(removed).toContain('Your cart is empty')
    expect(await postForm('/m/cart', null, { lineId: String(lineId), action: 'inc' })).toMatchObject({ status: 303 })
  })
})

describe('adding a product with the plain form', () => {
  it('adds once per form, returns with a notice, and buy now goes to checkout with that line', async () => {
    const { id, token } = await buyer()
    const productId = await createProduct({ stock: 3 })
    const form = { productId: String(productId), quantity: '2', idem: 'product-form-1', back: '/m/cart' }
    const first = await postForm('/m/cart/product', token, form)
    expect(first.headers.get('location')).toBe('/m/cart')
    expect(noticeOf(first)).toBe('ok.cart.added')
    expect(noticeText(await followed(await postForm('/m/cart/product', token, form), token))).toBe('Added to cart!')
    const line = await db.prepare('SELECT id, quantity FROM cart_items WHERE user_id = ? AND product_id = ?').bind(id, productId).first<{ id: number; quantity: number }>()
    expect(line!.quantity).toBe(2)

    expect(noticeOf(await postForm('/m/cart/product', token, { ...form, idem: 'product-form-2' }))).toBe('fail.error.addFailed')
    const buyNow = await postForm('/m/cart/product', token, { productId: String(productId), quantity: '1', idem: 'product-form-3', buyNow: '1', back: '/m/' })
    expect(buyNow.headers.get('location')).toBe(`/m/order/confirm?lines=${line!.id}`)

    expect(noticeOf(await postForm('/m/cart/product', token, { productId: 'abc', back: '/m/cart' }))).toBe('fail.error.productNotFound')
    expect(noticeOf(await postForm('/m/cart/product', token, { productId: '999999999', back: '/m/cart' }))).toBe('fail.error.productNotFound')
    const guest = await postForm('/m/cart/product', null, { ...form, back: '/m/cart?x=1' })
    expect(guest.headers.get('location')).toBe(`/m/login/login?back=%2Fm%2Fcart%3Fx%3D1&product=${productId}&qty=2&idem=product-form-1`)
    // The back address is the shop's own, never another site.
    expect((await postForm('/m/cart/product', token, { ...form, idem: 'product-form-4', back: 'https://evil.example/' })).headers.get('location')).toBe('/m/')
  })
})

describe('a guest adding a product', () => {
  it('logs in first, and the login finishes the same add once, with the quantity chosen', async () => {
    const productId = await createProduct({ stock: 5 })
    const back = `/m/product/info?id=${productId}`
    const asked = await postForm('/m/cart/product', null, { productId: String(productId), quantity: '3', idem: 'guest-product-1', back })
    const location = asked.headers.get('location')!
    expect(location).toBe(`/m/login/login?back=${encodeURIComponent(back)}&product=${productId}&qty=3&idem=guest-product-1`)
    const loginPage = await html(location, null)
    expect(loginPage).toContain('Log in to add to the cart')
    expect(loginPage).toContain(`<input type="hidden" name="product" value="${productId}"/>`)
    expect(loginPage).toContain('<input type="hidden" name="qty" value="3"/>')

    const logIn = () =>
      send('/m/login/login', {
        method: 'POST',
        headers: { cookie: NG },
        body: new URLSearchParams({ username: 'neema', password: 'Mall@2026', back, product: String(productId), qty: '3', idem: 'guest-product-1' }),
      })
    const first = await logIn()
    expect(first.headers.get('location')).toBe(back)
    expect(noticeOf(first)).toBe('ok.cart.added')
    await logIn()
    const lines = await db.prepare('SELECT quantity FROM cart_items WHERE product_id = ?').bind(productId).all<{ quantity: number }>()
    expect(lines.results).toEqual([{ quantity: 3 }])
  })

  it('a guest\'s "Buy now" logs in, adds once, and goes on to checkout with that item', async () => {
    const productId = await createProduct({ stock: 5 })
    const back = `/m/product/info?id=${productId}`
    const asked = await postForm('/m/cart/product', null, { productId: String(productId), quantity: '2', idem: 'guest-buy-now-1', back, buyNow: '1' })
    const location = asked.headers.get('location')!
    expect(location).toBe(`/m/login/login?back=${encodeURIComponent(`/m/cart/buy-now?product=${productId}`)}&product=${productId}&qty=2&idem=guest-buy-now-1`)
    const loggedIn = await send('/m/login/login', {
      method: 'POST',
      headers: { cookie: NG },
      body: new URLSearchParams({ username: 'neema', password: 'Mall@2026', back: `/m/cart/buy-now?product=${productId}`, product: String(productId), qty: '2', idem: 'guest-buy-now-1' }),
    })
    expect(loggedIn.headers.get('location')).toBe(`/m/cart/buy-now?product=${productId}`)
    const session = /key=([^;]+)/.exec(loggedIn.headers.get('set-cookie') ?? '')![1]!
    const onward = await page(`/m/cart/buy-now?product=${productId}`, session, `notice=${noticeOf(loggedIn)}`)
    const line = await db.prepare('SELECT id, quantity FROM cart_items WHERE product_id = ?').bind(productId).first<{ id: number; quantity: number }>()
    expect(line!.quantity).toBe(2)
    expect(onward.status).toBe(302)
    expect(onward.headers.get('location')).toBe(`/m/order/confirm?lines=${line!.id}`)
    expect(noticeOf(onward)).toBe('ok.cart.added')
    // Nothing of that product in the cart (a refused add): the cart, never a checkout of nothing.
    expect((await page('/m/cart/buy-now?product=999999', session)).headers.get('location')).toBe('/m/cart')
  })

  it('does not take a malformed product intent for one', async () => {
    for (const query of ['product=0&qty=1&idem=abcdefgh', 'product=5&qty=0&idem=abcdefgh', 'product=5&qty=100&idem=abcdefgh', 'product=5&qty=1&idem=%3Cx%3E']) {
      const page = await html(`/m/login/login?back=%2Fm%2F&${query}`, null)
      expect(page).not.toContain('Log in to add to the cart')
      expect(page).not.toContain('name="product"')
    }
  })
})

/** A shopper with a cart line and a saved address, and the fields of the checkout form as the page renders them. */
async function checkoutOf(shopper: Shopper) {
  const body = await html('/m/order/confirm', shopper.token)
  const { idem, lines } = await formValues(body, 'form[action="/m/order/confirm"]', ['idem', 'lines'])
  return { body, fields: { idem, lines, address: String(shopper.addressId), payment: 'onDelivery', action: 'place' } }
}

describe('checkout', () => {
  it('shows the lines, the address with its delivery fee, the payment choice and the total', async () => {
    const productId = await createProduct({ stock: 5, priceMinor: 2_000_000 })
    const regionId = await createRegion({ feeMinor: 150_000, name: `Kano ${crypto.randomUUID().slice(0, 4)}` })
    const [shopper] = await shoppers(1, [[productId, 2]], regionId)
    const { body } = await checkoutOf(shopper!)
    expect(body).toContain('<title>Confirm order</title>')
    expect(body).toMatch(/₦20,000<!-- --> × <!-- -->2/)
    expect(body).toMatch(/<input type="radio" name="address" checked="" value="\d+"\/>/)
    expect(body).toMatch(/Delivery fee <bdi><span dir="ltr">₦1,500<\/span><\/bdi>, in <bdi><span dir="ltr">2–5<\/span><\/bdi> days/)
    expect(body).toMatch(/<option value="\d+">Kano [^<]+ · \u2066₦1,500\u2069<\/option>/)
    expect(body).toContain('name="payment" checked="" value="onDelivery"')
    expect(body).toMatch(/<dd class="grand price" dir="ltr">₦41,500<\/dd>/)
    expect(scriptsBesidesRegistration(body)).toEqual([])
  })

  it('places the order once however often the same form is sent, empties those lines, and shows the order', async () => {
    const productId = await createProduct({ stock: 5 })
    const [shopper] = await shoppers(1, [[productId, 2]])
    const { fields } = await checkoutOf(shopper!)
    const first = await postForm('/m/order/confirm', shopper!.token, fields)
    const again = await postForm('/m/order/confirm', shopper!.token, fields)
    expect(first.status).toBe(303)
    expect(first.headers.get('location')).toMatch(/^\/m\/order\/details\?id=\d+$/)
    expect(again.headers.get('location')).toBe(first.headers.get('location'))
    expect(await db.prepare('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?').bind(shopper!.id).first('n')).toBe(1)
    expect(await stockOf(productId)).toBe(3)
    const details = await followed(first, shopper!.token)
    expect(noticeText(details)).toBe('Your order is placed!')
    expect(details).toContain('<p class="status">Confirmed</p>')
    expect(await html('/m/cart', shopper!.token)).toContain('Your cart is empty')
    expect(await html('/m/order/confirm', shopper!.token)).toContain('There is nothing to order yet')
  })

  it('keeps what was typed when a new address is not right, and shows it escaped', async () => {
    const productId = await createProduct({ stock: 5 })
    const [shopper] = await shoppers(1, [[productId, 1]])
    const { fields } = await checkoutOf(shopper!)
    const typed = { name: '<img src=x onerror=alert(1)>', phone: 'call me', regionId: '', city: 'Ikeja', street: '7 Awolowo Way' }
    const refused = await postForm('/m/order/confirm', shopper!.token, { ...fields, address: 'new', ...typed })
    expect(refused.status).toBe(400)
    const body = await refused.text()
    expect(body).toContain('value="&lt;img src=x onerror=alert(1)&gt;"')
    expect(body).not.toContain('<img src=x')
    expect(body).toContain('value="call me"')
    expect(body).toContain('value="7 Awolowo Way"')
    expect(body).toContain('Please enter a valid mobile number')
    expect(body).toContain('Please choose a region')
    expect(body).toMatch(/name="address" checked="" value="new"/)
    expect(await db.prepare('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?').bind(shopper!.id).first('n')).toBe(0)
  })

  it('saves a new address with the order; when the order fails the address stays, selected and as typed', async () => {
    const productId = await createProduct({ stock: 5 })
    const [shopper] = await shoppers(1, [[productId, 2]])
    const regionId = await createRegion()
    const { fields } = await checkoutOf(shopper!)
    await db.prepare('UPDATE products SET stock = 1 WHERE id = ?').bind(productId).run()
    const typed = { name: 'Chidi Okeke', phone: '+234 802 555 1234', regionId: String(regionId), city: 'Yaba', street: '9 Herbert Macaulay Way', keep: 'on' }
    // The cart line is still selected, but the stock dropped below its quantity after the page was shown.
    const failed = await postForm('/m/order/confirm', shopper!.token, { ...fields, address: 'new', ...typed })
    expect(failed.status).toBe(400)
    const body = await failed.text()
    expect(body).toContain('Not enough stock for some items')
    expect(body).toContain('<p class="problem">Not enough stock for this quantity</p>')
    expect(body).toMatch(/value="place" disabled=""/)
    const saved = await db.prepare('SELECT id FROM addresses WHERE user_id = ? AND street = ?').bind(shopper!.id, typed.street).first<number>('id')
    expect(saved).not.toBeNull()
    expect(body).toContain(`name="address" checked="" value="${saved}"`)
    expect(body).toContain('value="9 Herbert Macaulay Way"')
    expect(await stockOf(productId)).toBe(1)
  })

  it('keeps a chosen saved address in front and the new-address form behind "Use another address", with no second button', async () => {
    const productId = await createProduct({ stock: 5 })
    const [shopper] = await shoppers(1, [[productId, 1]])
    const { body } = await checkoutOf(shopper!)
    expect(body).toMatch(/<details class="other"><summary>Use another address<\/summary><label class="choice"><input type="radio" name="address" value="new"\/>/)
    expect(body).toMatch(/<input type="checkbox" name="keep" checked=""\/>Save this address for my next orders/)
    expect((await selectAll(body, 'form[action="/m/order/confirm"] button')).length).toBe(1)
    expect(body).not.toContain('value="saveAddress"')
    // A new address that is not right comes back with the form open and chosen.
    const { fields } = await checkoutOf(shopper!)
    const refused = await (await postForm('/m/order/confirm', shopper!.token, { ...fields, address: 'new', name: 'Ada', phone: 'x' })).text()
    expect(refused).toMatch(/<details class="other" open=""><summary>/)
    expect(refused).toMatch(/name="address" checked="" value="new"/)
  })

  it('places an order to an address the buyer chose not to save: the order has it, the book does not', async () => {
    const productId = await createProduct({ stock: 5 })
    const [shopper] = await shoppers(1, [[productId, 1]])
    const regionId = await createRegion({ feeMinor: 70_000 })
    const { fields } = await checkoutOf(shopper!)
    const typed = { name: 'Bisi Adeyemi', phone: '+234 805 555 2020', regionId: String(regionId), city: 'Ibadan', street: '3 Ring Road' }
    const placed = await postForm('/m/order/confirm', shopper!.token, { ...fields, address: 'new', ...typed })
    expect(placed.status).toBe(303)
    const orderId = Number(new URL(placed.headers.get('location')!, 'https://x').searchParams.get('id'))
    const order = await db.prepare('SELECT address, delivery_fee_minor FROM orders WHERE id = ? AND user_id = ?').bind(orderId, shopper!.id).first<{ address: string; delivery_fee_minor: number }>()
    expect(JSON.parse(order!.address)).toMatchObject({ name: 'Bisi Adeyemi', phone: '+234 805 555 2020', city: 'Ibadan', street: '3 Ring Road' })
    expect(order!.delivery_fee_minor).toBe(70_000)
    expect(await db.prepare('SELECT COUNT(*) AS n FROM addresses WHERE user_id = ?').bind(shopper!.id).first('n')).toBe(1)
  })

  it('starts a buyer with no address yet from the name and mobile of their account', async () => {
    const productId = await createProduct({ stock: 5 })
    const [shopper] = await shoppers(1, [[productId, 1]])
    await db.prepare('DELETE FROM addresses WHERE user_id = ?').bind(shopper!.id).run()
    await db.prepare("UPDATE users SET nickname = 'Zainab <b>Musa</b>', phone = '+234 806 555 3131' WHERE id = ?").bind(shopper!.id).run()
    const body = await html('/m/order/confirm', shopper!.token)
    expect(body).toContain('<input type="hidden" name="address" value="new"/>')
    expect(body).not.toContain('<details class="other"')
    expect(body).toContain('name="name" value="Zainab &lt;b&gt;Musa&lt;/b&gt;"')
    expect(body).toContain('name="phone" value="+234 806 555 3131"')
  })

  it('sends a guest to log in and back to checkout', async () => {
    const guest = await page('/m/order/confirm?lines=1,2', null)
    expect(guest.headers.get('location')).toBe('/m/login/login?back=%2Fm%2Forder%2Fconfirm%3Flines%3D1%2C2')
  })
})

/** A placed order of `quantity` units of a fresh product. */
async function placedOrder(quantity = 2, payment: 'onDelivery' | 'online' = 'onDelivery') {
  const productId = await createProduct({ stock: 10 })
  const [shopper] = await shoppers(1, [[productId, quantity]])
  const { data } = await place(shopper!, { payment })
  return { shopper: shopper!, orderId: data.orderId, productId }
}

describe('order pages', () => {
  it('lists orders by tab, with an empty state that leads back to shopping', async () => {
    const { shopper, orderId } = await placedOrder()
    const all = await html('/m/order/list', shopper.token)
    expect(all).toContain(`href="/m/order/details?id=${orderId}"`)
    expect(all).toMatch(/Order <bdi dir="ltr">\d+<\/bdi><\/h2><span class="status">Confirmed<\/span>/)
    expect(all).toContain('<a class="tab" href="/m/order/list?tab=all" aria-current="page">All</a>')
    const toPay = await html('/m/order/list?tab=toPay', shopper.token)
    expect(toPay).toContain('No orders here yet')
    expect(toPay).toContain('<a class="btn" href="/m/">Go shopping</a>')
    expect(await page('/m/order/list?tab=<script>', shopper.token)).toMatchObject({ status: 200 })
  })

  it('sends the buyer to pay at the provider\'s page, and cancels with a reason, as plain forms; the stock comes back once', async () => {
    const { shopper, orderId, productId } = await placedOrder(2, 'online')
    const before = await html(`/m/order/details?id=${orderId}`, shopper.token)
    expect(before).toContain('Awaiting payment')
    expect(before).toMatch(/Pay before <bdi>[^<]+<\/bdi>, or the order is cancelled automatically\./)
    const { idem } = await formValues(before, 'form[action="/m/order/details"]', ['idem'], { action: 'pay' })
    const toProvider = await postForm('/m/order/details', shopper.token, { orderId: String(orderId), action: 'pay', idem })
    expect(toProvider.status).toBe(303)
    expect(toProvider.headers.get('location')).toMatch(/^\/m\/dev\/pay\?reference=m\d+-[0-9a-f]{16}$/)
    // Being sent to the provider pays nothing: only its signed callback would.
    expect(await orderRow(orderId)).toMatchObject({ status: 'awaitingPayment', paid_at: null })
    expect(await html(`/m/order/details?id=${orderId}`, shopper.token)).toContain('Not paid yet')

    const cancel = { orderId: String(orderId), reason: 'outOfStock', idem: 'cancel-form-1' }
    const cancelled = await followed(await postForm('/m/order/cancel', shopper.token, cancel), shopper.token)
    expect(noticeText(cancelled)).toBe('The order is cancelled')
    expect(cancelled).toContain('<p class="status">Cancelled</p>')
    expect(cancelled).toContain('<dt>Reason</dt><dd>An item is out of stock</dd>')
    expect(await stockOf(productId)).toBe(10)
    // The same form again is the same answer; a new one is refused; the stock stays.
    expect(noticeOf(await postForm('/m/order/cancel', shopper.token, cancel))).toBe('ok.orderNotice.cancelled')
    expect(noticeOf(await postForm('/m/order/cancel', shopper.token, { ...cancel, idem: 'cancel-form-2' }))).toBe('fail.error.orderNotCancellable')
    expect(await stockOf(productId)).toBe(10)
  })

  it('starts the history with "Order placed", and shows a cancellation in the words the buyer picked it by (to the buyer)', async () => {
    const { shopper, orderId } = await placedOrder(1)
    const timeline = async (body: string) => (await selectAll(body, 'ol.timeline li b')).map((label) => label.text)
    expect(await timeline(await html(`/m/order/details?id=${orderId}`, shopper.token))).toEqual(['Order placed'])
    const cancel = { orderId: String(orderId), reason: 'buyerRequest', idem: 'cancel-mind-1' }
    const cancelled = await followed(await postForm('/m/order/cancel', shopper.token, cancel), shopper.token)
    expect(cancelled).toContain('<dt>Reason</dt><dd>I changed my mind</dd>')
    // Nothing is owed on a cancelled order: no payment prompt.
    expect(cancelled).not.toContain('Not paid yet')
    expect(await select(cancelled, 'form[action="/m/order/details"] input[name=action][value=pay]')).toBeUndefined()
    expect(await timeline(cancelled)).toEqual(['Order placed', 'Cancelled'])
    const admin = await html(`/m/admin/orders?id=${orderId}`, await login('admin'))
    expect(admin).toContain('<dt>Reason</dt><dd>The buyer changed their mind</dd>')
    expect(admin).not.toContain('I changed my mind')
  })

  it('answers another buyer\'s order with "Resource does not exist", on the page and for its forms', async () => {
    const { orderId } = await placedOrder()
    const stranger = await buyer()
    for (const path of [`/m/order/details?id=${orderId}`, `/m/order/package?id=${orderId}`, '/m/order/details?id=abc']) {
      const response = await page(path, stranger.token)
      expect(response.status, path).toBe(404)
      expect(await response.text()).toContain('Resource does not exist')
    }
    const tried = await postForm('/m/order/cancel', stranger.token, { orderId: String(orderId), reason: 'buyerRequest', idem: 'stranger-1' })
    expect(noticeOf(tried)).toBe('fail.error.notFound')
    expect((await orderRow(orderId))!.status).toBe('confirmed')
  })

  it('shows packages with the units of each line, signed or not, and tracking; partial states on the order', async () => {
    const { shopper, orderId } = await placedOrder(3)
    const admin = await login('admin')
    expect(await html(`/m/order/package?id=${orderId}`, shopper.token)).toContain('Nothing has been shipped yet.')
    const manage = await html(`/m/admin/orders?id=${orderId}`, admin)
    const lineId = /name="ship_(\d+)"/.exec(manage)![1]!
    const shipped = await postForm('/m/admin/orders', admin, { orderId: String(orderId), action: 'ship', idem: 'ship-form-1', lines: lineId, [`ship_${lineId}`]: '2' })
    expect(noticeOf(shipped)).toBe('ok.orderNotice.updated')
    const packageId = (await db.prepare('SELECT id FROM packages WHERE order_id = ?').bind(orderId).first<number>('id'))!
    await postForm('/m/admin/orders', admin, { orderId: String(orderId), action: 'sign', idem: 'sign-form-1', packageId: String(packageId), lines: lineId, [`sign_${lineId}`]: '1' })

    const packages = await html(`/m/order/package?id=${orderId}`, shopper.token)
    expect(packages).toMatch(/Package <bdi dir="ltr">1<\/bdi>/)
    expect(packages).toMatch(/Tracking number <bdi>MX\d+<\/bdi>/)
    expect(packages).toMatch(/Units: <bdi dir="ltr">2<\/bdi>/)
    expect(packages).toMatch(/Signed: <bdi dir="ltr">1\/2<\/bdi>/)
    expect(packages).toContain('<b>Shipped</b>')
    expect(packages).toContain('<b>Partly signed for</b>')
    const details = await html(`/m/order/details?id=${orderId}`, shopper.token)
    expect(details).toContain('<p class="status">Partly delivered</p>')
    expect(details).toMatch(/Shipped: <bdi dir="ltr">2\/3<\/bdi>/)
    expect(details).toMatch(/Packages: <bdi dir="ltr">1<\/bdi>/)
    expect(details).not.toContain('Cancel the order')
  })
})

describe('dates on the order page', () => {
  // Lagos is UTC+1: a day of one digit, the last minutes of a month and of a year, there.
  const instants = [
    ['a day of one digit', Date.UTC(2026, 11, 4, 9, 30)],
    ['a month end', Date.UTC(2026, 10, 30, 22, 50)],
    ['a year end', Date.UTC(2026, 11, 31, 22, 55)],
  ] as const
  afterEach(() => vi.useRealTimers())

  it.each(instants)('are written as the language writes them on %s, in the page\'s own direction (never forced left to right in Arabic)', async (_, at) => {
    vi.useFakeTimers({ toFake: ['Date'], now: at, shouldAdvanceTime: true })
    const { shopper, orderId } = await placedOrder(1)
    const arabic = await html(`/m/order/details?id=${orderId}`, shopper.token, 'jde-lang=ar')
    const times = await selectAll(arabic, 'ol time')
    expect(times.length).toBeGreaterThan(0)
    for (const time of times) {
      expect(time.attrs.dir).toBeUndefined()
      const written = new Date(time.attrs.datetime!)
      expect(written.getTime() - at).toBeGreaterThanOrEqual(0)
      expect(written.getTime() - at).toBeLessThan(60_000)
      // The order page writes the medium date (the month in words: never day and month confused) and the short time.
      expect(time.text).toBe(new Intl.DateTimeFormat('ar', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Lagos' }).format(written))
    }
  })
})

describe('the admin orders page', () => {
  it('refuses anyone but an admin: a buyer gets 403 "No permission for current operation", a guest logs in', async () => {
    const { orderId } = await placedOrder()
    const someone = await buyer()
    for (const path of ['/m/admin/orders', `/m/admin/orders?id=${orderId}`]) {
      const response = await page(path, someone.token)
      expect(response.status).toBe(403)
      expect(await response.text()).toContain('No permission for current operation')
    }
    const tried = await postForm('/m/admin/orders', someone.token, { orderId: String(orderId), action: 'cancel', reason: 'other', idem: 'not-admin' })
    expect(tried.status).toBe(403)
    expect((await orderRow(orderId))!.status).toBe('confirmed')
    expect((await page('/m/admin/orders', null)).headers.get('location')).toBe('/m/login/login?back=%2Fm%2Fadmin%2Forders')
  })

  it('lists orders by status and moves one along: identity check, confirm, ship, sign, complete', async () => {
    const { shopper, orderId } = await placedOrder(1, 'online')
    const admin = await login('admin')
    const list = await html('/m/admin/orders?status=awaitingPayment', admin)
    expect(list).toContain(`href="/m/admin/orders?id=${orderId}"`)
    expect(list).toContain('<option value="awaitingPayment" selected="">Awaiting payment</option>')
    const act = (fields: Record<string, string>) => postForm('/m/admin/orders', admin, { orderId: String(orderId), idem: crypto.randomUUID(), ...fields })

    expect(noticeOf(await act({ action: 'requestVerification', note: 'Send <b>ID</b>' }))).toBe('ok.orderNotice.updated')
    const asked = await html(`/m/order/details?id=${orderId}`, shopper.token)
    expect(asked).toContain('Awaiting identity check')
    expect(asked).toContain('<div class="note"><bdi>Send &lt;b&gt;ID&lt;/b&gt;</bdi></div>')
    // Cleared, the unpaid online order waits for its payment; confirmed again, it was paid another way.
    expect(noticeOf(await act({ action: 'confirm' }))).toBe('ok.orderNotice.updated')
    expect(await html(`/m/admin/orders?id=${orderId}`, admin)).toContain('<p class="status">Awaiting payment</p>')
    expect(noticeOf(await act({ action: 'confirm' }))).toBe('ok.orderNotice.updated')
    const lineId = /name="ship_(\d+)"/.exec(await html(`/m/admin/orders?id=${orderId}`, admin))![1]!
    expect(noticeOf(await act({ action: 'ship', lines: lineId, [`ship_${lineId}`]: '1' }))).toBe('ok.orderNotice.updated')
    expect(noticeOf(await act({ action: 'ship', lines: lineId, [`ship_${lineId}`]: '1' }))).toBe('fail.error.actionNotAllowed')
    const packageId = (await db.prepare('SELECT id FROM packages WHERE order_id = ?').bind(orderId).first<number>('id'))!
    expect(noticeOf(await act({ action: 'sign', packageId: String(packageId), lines: lineId, [`sign_${lineId}`]: '1' }))).toBe('ok.orderNotice.updated')
    const signed = await html(`/m/admin/orders?id=${orderId}`, admin)
    expect(signed).toContain('<p class="status">Delivered</p>')
    expect(signed).toContain('>Complete</button>')
    expect(noticeOf(await act({ action: 'complete' }))).toBe('ok.orderNotice.updated')
    expect((await orderRow(orderId))!.status).toBe('completed')
    expect(noticeOf(await act({ action: 'nonsense' }))).toBe('fail.error.notFound')
  })

  it('shows the orders of the market the admin is in, each amount in its own currency (GH₵ in Ghana, never ₦)', async () => {
    const admin = await login('admin')
    const ghana = shopperPages({ market: 'countryId=3; countryCode=GH', addressPrefix: '203.0.114' })
    const accra = await ghana.html('/m/admin/orders?status=partlyShipped', admin)
    expect(accra).toContain('href="/m/admin/orders?id=903103"')
    expect(accra).toContain('<span class="price" dir="ltr">GH₵4,842.00</span>')
    expect(accra).not.toContain('₦')
    expect(accra).toMatch(/Orders in <bdi>Ghana<\/bdi>\./)
    expect(accra).toContain('<a href="/m/market?back=%2Fm%2Fadmin%2Forders%3Fstatus%3DpartlyShipped">Another market</a>')
    const lagos = await html('/m/admin/orders?status=partlyShipped', admin)
    expect(lagos).not.toContain('id=903103')
    expect(lagos).not.toContain('GH₵')

    const detail = await ghana.html('/m/admin/orders?id=903103', admin)
    expect(detail).toContain('<span class="muted" dir="ltr">GH₵1,609.00<!-- --> × <!-- -->3</span>')
    expect(detail).toContain('<dd class="grand price" dir="ltr">GH₵4,842.00</dd>')
    expect(detail).not.toContain('₦')
    // Opened by id under Nigeria, a Ghana order is not there, as another market's appeal is not.
    const elsewhere = await page('/m/admin/orders?id=903103', admin)
    expect(elsewhere.status).toBe(404)
    expect(await elsewhere.text()).toContain('Resource does not exist')
  })

  it('writes each order in the currency it carries, not the page\'s', async () => {
    const nigeria = { id: 7, countryCode: 'NG', name: 'Nigeria', currencyCode: 'NGN', currencySymbol: '₦', digitGroupingSymbol: ',', decimalPointCharacter: '.', currencyScale: 2 }
    const cedi = { countryCode: 'GH', currencyCode: 'GHS', currencySymbol: 'GH₵', digitGroupingSymbol: ',', decimalPointCharacter: '.', currencyScale: 2 }
    const order = { id: 903103, status: 'partlyShipped', total: 4842, itemCount: 3, firstImage: '', firstName: '', firstProductId: 0, createdAt: Date.now(), buyer: 'Accra Phone Centre', payment: 'onDelivery', currency: cedi }
    const detail = await (await call('/api/admin/order/details?id=903103', { token: await login('admin'), headers: { country_id: '3' } })).json<{ data: unknown }>()
    const { remote } = recordingUpstream((request) => {
      const path = new URL(request.url).pathname
      if (path === '/api/user/countryOperation/info') return envelope(nigeria)
      if (path === '/api/admin/orders') return envelope({ items: [order], next: null })
      if (path === '/api/admin/order/details') return envelope(detail.data)
      return envelope(null)
    })
    const asAdmin = { headers: { cookie: `key=${'a'.repeat(64)}; ${NG}` } }
    const list = await send('/m/admin/orders', asAdmin, PROVIDER, remote)
    expect(list.status).toBe(200)
    const body = await list.text()
    expect(body).toContain('<span class="price" dir="ltr">GH₵4,842.00</span>')
    expect(body).not.toContain('₦')
    const one = await (await send('/m/admin/orders?id=903103', asAdmin, PROVIDER, remote)).text()
    expect(one).toContain('<dd class="grand price" dir="ltr">GH₵4,842.00</dd>')
    expect(one).not.toContain('₦')
  })

  it('cancels with a reason and a note, shown escaped to the buyer; the stock comes back', async () => {
    const { shopper, orderId, productId } = await placedOrder(2)
    const admin = await login('admin')
    const response = await postForm('/m/admin/orders', admin, {
      orderId: String(orderId), action: 'cancel', reason: 'suspectedFraud', note: '<script>alert("x")</script>', idem: 'admin-cancel-1',
    })
    expect(noticeOf(response)).toBe('ok.orderNotice.updated')
    expect(await stockOf(productId)).toBe(10)
    for (const body of [await html(`/m/order/details?id=${orderId}`, shopper.token), await html(`/m/admin/orders?id=${orderId}`, admin)]) {
      expect(body).toContain('<dt>Cancelled by</dt><dd>Seller</dd>')
      expect(body).toContain('<dt>Reason</dt><dd>Suspected fraud</dd>')
      expect(body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')
      expect(body).not.toContain('<script>alert')
    }
  })
})

describe('every order screen in every language', () => {
  const keys = [...flatten(dictionaries['en-US']).keys()]
  const visibleText = (body: string) => body.replace(/<style[\s\S]*?<\/style>/g, ' ').replace(/<[^>]+>/g, ' ')

  it.each(INTERFACE_LANGUAGES)('%s: no raw keys or placeholders, the right direction', async (language) => {
    const { shopper, orderId } = await placedOrder(2)
    const admin = await login('admin')
    const lineId = /name="ship_(\d+)"/.exec(await html(`/m/admin/orders?id=${orderId}`, admin))![1]!
    await postForm('/m/admin/orders', admin, { orderId: String(orderId), action: 'ship', idem: crypto.randomUUID(), lines: lineId, [`ship_${lineId}`]: '1' })
    await putInCart(shopper.id, await createProduct({ stock: 0 }), 1)
    await putInCart(shopper.id, await createProduct({ stock: 5 }), 1)
    const lang = `jde-lang=${language}`
    const screens: [string, string | null][] = [
      ['/m/cart', shopper.token],
      ['/m/order/confirm', shopper.token],
      ['/m/order/list', shopper.token],
      [`/m/order/details?id=${orderId}`, shopper.token],
      [`/m/order/package?id=${orderId}`, shopper.token],
      ['/m/admin/orders', admin],
      [`/m/admin/orders?id=${orderId}`, admin],
    ]
    for (const [path, token] of screens) {
      const response = await page(path, token, lang)
      expect(response.status, path).toBe(200)
      const body = await response.text()
      expect(body).toContain(`dir="${language === 'ar' ? 'rtl' : 'ltr'}"`)
      const text = visibleText(body)
      expect(text, path).not.toMatch(/\{\{|\}\}/)
      expect(keys.filter((key) => text.includes(key)), path).toEqual([])
    }
  })
})
