import { describe, expect, it } from 'vitest'
import { copyOf, createCoupon, placeWith, receive } from './coupons.helpers'
import { createBuyers, mallEnv } from './mall.helpers'
import { shopperPages } from './shopper-pages.helpers'
import { createProduct, createRegion, putInCart, type Shopper, shoppers } from './orders.helpers'
import { formValues, select } from './html'
import { scriptsBesidesRegistration } from '../scripts'

const db = mallEnv.DB
const NG = 'countryId=7; countryCode=NG'
const { page, html, postForm, noticeOf, followed, noticeText } = shopperPages({ market: NG, addressPrefix: '192.0.2' })

/** The coupon's card in a page: from its article to the next one. */
const cardOf = (body: string, couponId: number) => {
  const start = body.indexOf(`<article class="cpn`, body.indexOf(`id="coupon-${couponId}"`) - 40)
  return body.slice(start, body.indexOf('</article>', start))
}

async function buyer() {
  const [created] = await createBuyers(1)
  return created!
}

describe('the coupon centre page', () => {
  it('shows each coupon\'s terms and a "Get" form to a guest, with a way to log in; the goods\' names escaped', async () => {
    const productId = await createProduct({ stock: 3, name: '<img src=x onerror=alert(1)> Buds' })
    const couponId = await createCoupon({ kind: 'percentOff', value: 15, maxOffMinor: 250_000, minOrderMinor: 1_000_000, productIds: [productId] })
    const gone = await createCoupon({ total: 3, issued: 3 })
    const body = await html('/m/coupon/center', null)
    expect(body).toContain('<title>Coupon centre | Soko Mall</title>')
    expect(body).toContain('href="/m/login/login?back=%2Fm%2Fcoupon%2Fcenter">Log in to get coupons.</a>')
    const card = cardOf(body, couponId)
    expect(card).toContain('<bdi><span dir="ltr">15%</span></bdi> off')
    expect(card).toContain('On orders of <bdi><span dir="ltr">₦10,000</span></bdi> or more')
    expect(card).toContain('Up to <bdi><span dir="ltr">₦2,500</span></bdi> off')
    expect(card).toContain(`<a href="/m/product/info?id=${productId}"><bdi>&lt;img src=x onerror=alert(1)&gt; Buds</bdi></a>`)
    expect(card).toContain('Valid for <bdi dir="ltr">7</bdi> days after you get it')
    expect(card).toContain(`<form action="/m/coupon/center" method="post"><input type="hidden" name="couponId" value="${couponId}"/>`)
    expect(body).not.toContain('<img src=x')
    const goneCard = cardOf(body, gone)
    expect(goneCard).toContain('class="cpn dim"')
    expect(goneCard).toContain('<span class="tag">All gone</span>')
    expect(goneCard).toContain('aria-label="100% taken"')
    // A coupon nobody has taken yet shows no "0% taken".
    expect(cardOf(body, couponId)).not.toContain('taken')
    expect(goneCard).not.toContain('<form')
  })

  it('receives a coupon with the plain form once, however often it is sent, and shows it received', async () => {
    const couponId = await createCoupon()
    const shopper = await buyer()
    const before = await html('/m/coupon/center', shopper.token)
    const { idem } = await formValues(before, 'form[action="/m/coupon/center"]', ['idem'], { couponId: String(couponId) })
    const first = await postForm('/m/coupon/center', shopper.token, { couponId: String(couponId), idem })
    expect(first.headers.get('location')).toBe(`/m/coupon/center#coupon-${couponId}`)
    const after = await followed(first, shopper.token)
    expect(noticeText(after)).toBe('Coupon received!')
    expect(cardOf(after, couponId)).toContain('<span class="tag">Received</span><a class="btn plain" href="/m/">Use now</a>')
    // The same form again is the same answer; another tap is told it has it already.
    expect(noticeOf(await postForm('/m/coupon/center', shopper.token, { couponId: String(couponId), idem }))).toBe('ok.couponNotice.received')
    const again = await postForm('/m/coupon/center', shopper.token, { couponId: String(couponId), idem: 'another-tap' })
    expect(noticeText(await followed(again, shopper.token))).toBe('You have already received this coupon')
    expect(await db.prepare('SELECT issued FROM coupons WHERE id = ?').bind(couponId).first('issued')).toBe(1)
  })

  it('says when the coupons are all gone, sends a guest to log in, and survives a made-up form', async () => {
    const couponId = await createCoupon({ total: 1 })
    const [first, second] = await createBuyers(2)
    await receive(first!.token, couponId)
    const refused = await postForm('/m/coupon/center', second!.token, { couponId: String(couponId), idem: 'late' })
    expect(noticeText(await followed(refused, second!.token))).toBe('The coupons are all gone')
    const guest = await postForm('/m/coupon/center', null, { couponId: String(couponId) })
    expect(guest.status).toBe(303)
    expect(guest.headers.get('location')).toBe('/m/login/login?back=%2Fm%2Fcoupon%2Fcenter')
    for (const fields of [{}, { couponId: 'abc' }, { couponId: '999999999' }] as Record<string, string>[]) {
      const response = await postForm('/m/coupon/center', second!.token, fields)
      expect(response.status).toBe(303)
      expect(noticeOf(response)).toBe('fail.error.notFound')
    }
  })

  it('reads in Arabic, right to left, with prices left to right', async () => {
    const body = await html('/m/coupon/center', null, 'jde-lang=ar')
    expect(body).toContain('<html lang="ar" dir="rtl"')
    expect(body).toContain('<title>مركز القسائم | Soko Mall</title>')
    expect(body).toMatch(/خصم <bdi><span dir="ltr">₦2,000<\/span><\/bdi>/)
    // No raw key anywhere a shopper reads (the islands' props name their keys, so they are left out).
    expect(body.replace(/data-props="[^"]*"/g, '')).not.toMatch(/couponState\.|coupon\.\w+|couponCentre\./)
  })
})

describe('my coupons', () => {
  it('lists the coupons to use with their last day, the used ones with their order, and the expired ones; no JavaScript', async () => {
    const productId = await createProduct({ stock: 5 })
    const [shopper] = await shoppers(1, [[productId, 1]])
    const phones = await createCoupon({ kind: 'percentOff', value: 10, categoryId: 1 })
    const used = await createCoupon()
    const lapsed = await createCoupon()
    for (const id of [phones, used, lapsed]) await receive(shopper!.token, id)
    await db.prepare('UPDATE user_coupons SET expires_at = ? WHERE coupon_id = ?').bind(Date.now() - 1, lapsed).run()
    const orderId = (await placeWith(shopper!, used)).data.orderId

    const usable = await html('/m/coupon/mine', shopper!.token)
    expect(usable).toContain('<a class="tab" href="/m/coupon/mine?tab=usable" aria-current="page">To use</a>')
    expect(cardOf(usable, phones)).toContain('<li>Phones only</li>')
    expect(cardOf(usable, phones)).toMatch(/Use by <bdi><time dateTime="[^"]+">[^<]+<\/time><\/bdi>/)
    expect(cardOf(usable, phones)).toContain('<a class="btn plain" href="/m/category?id=1">Use now</a>')
    expect(usable).not.toContain(`id="coupon-${used}"`)
    expect(scriptsBesidesRegistration(usable)).toEqual([])
    const usedTab = await html('/m/coupon/mine?tab=used', shopper!.token)
    expect(cardOf(usedTab, used)).toContain(`<a href="/m/order/details?id=${orderId}">Used on order <bdi dir="ltr">${orderId}</bdi></a>`)
    const expired = await html('/m/coupon/mine?tab=expired', shopper!.token)
    expect(cardOf(expired, lapsed)).toContain('<span class="tag">Expired</span>')
    expect(await html('/m/coupon/mine?tab=<script>', shopper!.token)).toContain('aria-current="page">To use</a>')
    const guest = await page('/m/coupon/mine?tab=used', null)
    expect(guest.headers.get('location')).toBe('/m/login/login?back=%2Fm%2Fcoupon%2Fmine%3Ftab%3Dused')
  })
})

/** The checkout form of a shopper, with its hidden fields. */
async function checkoutOf(shopper: Shopper) {
  const body = await html('/m/order/confirm', shopper.token)
  const { idem, lines } = await formValues(body, 'form[action="/m/order/confirm"]', ['idem', 'lines'])
  return { body, fields: { idem, lines, address: String(shopper.addressId), payment: 'onDelivery' } }
}

const totalOf = (body: string) => /<dd class="grand price" dir="ltr">([^<]+)<\/dd>/.exec(body)?.[1]

describe('from checkout to the coupon centre and back', () => {
  it('checkout\'s "Get coupons" leads to the centre, whose back arrow and plain form come back to that checkout', async () => {
    const productId = await createProduct({ stock: 5, priceMinor: 2_000_000 })
    const [shopper] = await shoppers(1, [[productId, 1]])
    const couponId = await createCoupon()
    const { body, fields } = await checkoutOf(shopper!)
    const checkout = `/m/order/confirm?lines=${fields.lines}`
    const getMore = await select(body, 'a[href^="/m/coupon/center"]')
    expect(getMore?.attrs.href).toBe(`/m/coupon/center?back=${encodeURIComponent(checkout)}`)

    const centre = await html(getMore!.attrs.href!, shopper!.token)
    expect((await select(centre, 'header a.back'))?.attrs.href).toBe(checkout)
    const { idem, back } = await formValues(centre, 'form[action="/m/coupon/center"]', ['idem', 'back'], { couponId: String(couponId) })
    expect(back).toBe(checkout)
    const got = await postForm('/m/coupon/center', shopper!.token, { couponId: String(couponId), idem, back })
    expect(got.headers.get('location')).toBe(`/m/coupon/center?back=${encodeURIComponent(checkout)}#coupon-${couponId}`)
    expect((await select(await followed(got, shopper!.token), 'header a.back'))?.attrs.href).toBe(checkout)
  })

  it('keeps only a way back into this site', async () => {
    const [shopper] = await shoppers(1, [])
    for (const back of ['https://evil.example/m/', '//evil.example/m/', '/elsewhere']) {
      const centre = await html(`/m/coupon/center?back=${encodeURIComponent(back)}`, shopper!.token)
      expect((await select(centre, 'header a.back'))?.attrs.href).toBe('/m/')
      expect(await select(centre, 'form[action="/m/coupon/center"] input[name=back]')).toBeUndefined()
    }
    const couponId = await createCoupon()
    const posted = await postForm('/m/coupon/center', shopper!.token, { couponId: String(couponId), idem: crypto.randomUUID(), back: 'https://evil.example/' })
    expect(posted.headers.get('location')).toBe(`/m/coupon/center#coupon-${couponId}`)
  })
})

describe('checkout with coupons', () => {
  it('applies the best coupon by default; the buyer changes or removes it with the plain form; the order keeps it', async () => {
    const productId = await createProduct({ stock: 5, priceMinor: 2_000_000 })
    const [shopper] = await shoppers(1, [[productId, 1]], await createRegion({ feeMinor: 150_000 }))
    const small = await createCoupon({ value: 100_000 })
    const large = await createCoupon({ value: 300_000 })
    const unreachable = await createCoupon({ value: 900_000, minOrderMinor: 9_000_000 })
    for (const id of [small, large, unreachable]) await receive(shopper!.token, id)

    const { body, fields } = await checkoutOf(shopper!)
    expect(body).toContain(`<input type="radio" name="coupon" checked="" value="${large}"/>`)
    expect(body).toContain(`<input type="radio" disabled="" name="coupon" value="${unreachable}"/><span><b>\u2066₦9,000\u2069 off</b><br/><span class="muted">Your items do not reach its minimum yet</span>`)
    expect(body).toContain('<dt>Coupon</dt><dd dir="ltr">−₦3,000</dd>')
    expect(totalOf(body)).toBe('₦18,500')
    expect(body).toContain('Add <bdi><span dir="ltr">₦30,000</span></bdi> more for free delivery')
    expect(body).toContain('role="progressbar" aria-valuemin="0" aria-valuemax="100" aria-valuenow="40" aria-label="Towards free delivery"')
    expect(scriptsBesidesRegistration(body)).toEqual([])

    // "Apply" with another coupon, then with none: the page comes back priced that way.
    const withSmall = await postForm('/m/order/confirm', shopper!.token, { ...fields, coupon: String(small), action: 'quote' })
    expect(withSmall.status).toBe(200)
    const smallBody = await withSmall.text()
    expect(smallBody).toContain(`<input type="radio" name="coupon" checked="" value="${small}"/>`)
    expect(totalOf(smallBody)).toBe('₦20,500')
    const withNone = await (await postForm('/m/order/confirm', shopper!.token, { ...fields, coupon: 'none', action: 'quote' })).text()
    expect(withNone).toContain('<input type="radio" name="coupon" checked="" value="none"/>')
    expect(withNone).not.toContain('<dt>Coupon</dt>')
    expect(totalOf(withNone)).toBe('₦21,500')

    const placed = await postForm('/m/order/confirm', shopper!.token, { ...fields, coupon: String(small), action: 'place' })
    const details = await followed(placed, shopper!.token)
    expect(noticeText(details)).toBe('Your order is placed!')
    expect(details).toContain('<dt>Coupon: \u2066₦1,000\u2069 off</dt><dd dir="ltr">−₦1,000</dd>')
    expect(totalOf(details)).toBe('₦20,500')
    const orderId = Number(new URL(placed.headers.get('location')!, 'https://x').searchParams.get('id'))
    expect((await copyOf(shopper!.id, small))?.order_id).toBe(orderId)
    expect((await copyOf(shopper!.id, large))?.order_id).toBeNull()
  })

  it('comes back with the best coupon and says so when the one chosen was used meanwhile', async () => {
    const productId = await createProduct({ stock: 5, priceMinor: 2_000_000 })
    const [shopper] = await shoppers(1, [[productId, 1]])
    const taken = await createCoupon({ value: 300_000 })
    const other = await createCoupon({ value: 100_000 })
    for (const id of [taken, other]) await receive(shopper!.token, id)
    const { fields } = await checkoutOf(shopper!)
    // Another order takes the coupon first.
    const elsewhere = { ...shopper!, lineIds: [await putInCart(shopper!.id, await createProduct({ stock: 2 }), 1)] }
    expect((await placeWith(elsewhere, taken)).code).toBe(1)

    const refused = await postForm('/m/order/confirm', shopper!.token, { ...fields, coupon: String(taken), action: 'place' })
    expect(refused.status).toBe(400)
    const body = await refused.text()
    expect(body).toContain('<p class="card err" role="alert">This coupon cannot be used on this order</p>')
    expect(body).toContain(`<input type="radio" name="coupon" checked="" value="${other}"/>`)
    expect(body).not.toContain(`value="${taken}"`)
    expect(await db.prepare('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?').bind(shopper!.id).first('n')).toBe(1)
    // "Apply" with it gives the same message.
    const applied = await postForm('/m/order/confirm', shopper!.token, { ...fields, coupon: String(taken), action: 'quote' })
    expect(applied.status).toBe(400)
    expect(await applied.text()).toContain('This coupon cannot be used on this order')
  })

  it('shows free delivery over the market\'s amount on the cart, checkout and order', async () => {
    const productId = await createProduct({ stock: 5, priceMinor: 2_600_000 })
    const [shopper] = await shoppers(1, [[productId, 2]], await createRegion({ feeMinor: 150_000 }))
    const cart = await html('/m/cart', shopper!.token)
    expect(cart).toContain('<p class="ok">Your order has free delivery</p>')
    const { body, fields } = await checkoutOf(shopper!)
    expect(body).toContain('<dt>Free delivery</dt><dd dir="ltr">−₦1,500</dd>')
    expect(totalOf(body)).toBe('₦52,000')
    expect(body).toMatch(/You have no coupons for these items yet\.<!-- --> <a href="\/m\/coupon\/center\?back=%2Fm%2Forder%2Fconfirm%3Flines%3D\d+">Get coupons<\/a>/)
    const details = await followed(await postForm('/m/order/confirm', shopper!.token, { ...fields, action: 'place' }), shopper!.token)
    expect(details).toContain('<dt>Free delivery</dt><dd dir="ltr">−₦1,500</dd>')
    expect(totalOf(details)).toBe('₦52,000')

    const [small] = await shoppers(1, [[await createProduct({ stock: 5, priceMinor: 4_750_000 }), 1]])
    expect(await html('/m/cart', small!.token)).toContain('Add <bdi><span dir="ltr">₦2,500</span></bdi> more for free delivery')
    expect(await html('/m/product/info?id=702', null)).toContain('<li class="ok">Free delivery on orders of <bdi><span dir="ltr">₦50,000</span></bdi> or more</li>')
  })
})

describe('the home page', () => {
  it('has the coupon centre and free delivery on the activity strip, and my coupons for a logged-in shopper', async () => {
    const guest = await html('/m/', null)
    expect(guest).toContain('<a class="row link" href="/m/coupon/center"><h3 id="act-coupons" class="act-title">Coupons</h3>')
    expect(guest.match(/<a href="\/m\/coupon\/center#coupon-\d+"><b class="price">/g)).toHaveLength(3)
    expect(guest).toContain('<h3 id="act-free-delivery" class="act-title">Free delivery</h3><p class="muted">Free delivery on orders of <bdi><span dir="ltr">₦50,000</span></bdi> or more</p>')
    expect(guest).not.toContain('href="/m/coupon/mine"')
    const shopper = await buyer()
    expect(await html('/m/', shopper.token)).toContain('<a class="mine" href="/m/coupon/mine">My coupons</a>')
  })
})
