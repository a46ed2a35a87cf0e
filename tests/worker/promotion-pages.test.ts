import { describe, expect, it } from 'vitest'
import { send } from './helpers'
import { createBuyers, login, mallEnv } from './mall.helpers'
import { shopperPages } from './shopper-pages.helpers'
import { createAddress, createProduct, createRegion, place, shoppers } from './orders.helpers'
import { createPresaleItem, moveTo, reservationsOf, reserve } from './presale.helpers'
import { creditStatements } from '../../mall/wallet/credit'
import { scriptsBesidesRegistration } from '../scripts'

const db = mallEnv.DB
const NG = 'countryId=7; countryCode=NG'
const { page, html, postForm, noticeOf, followed, noticeText } = shopperPages({ market: NG, addressPrefix: '198.18.0' })

/** The part of the page about one pre-sale item. */
const itemCard = (body: string, itemId: number) => new RegExp(`<article[^>]*id="presale-${itemId}"[\\s\\S]*?</article>`).exec(body)?.[0] ?? ''

describe('the pre-sale page', () => {
  it('shows a guest the items and a way to log in; posting sends a guest to log in', async () => {
    const { itemId } = await createPresaleItem({ quota: 4 })
    const body = await html('/m/activity/pre-sale', null)
    expect(body).toContain('<title>Pre-sale')
    expect(itemCard(body, itemId)).toContain('Reserve now')
    expect(body).toContain('href="/m/login/login?back=%2Fm%2Factivity%2Fpre-sale"')
    const posted = await postForm('/m/activity/pre-sale', null, { itemId: String(itemId), action: 'reserve', idem: 'guest-1' })
    expect(posted.status).toBe(303)
    expect(posted.headers.get('location')).toBe('/m/login/login?back=%2Fm%2Factivity%2Fpre-sale')
    expect(await reservationsOf(itemId)).toEqual([])
  })

  it('reserves with the plain form once, shows the reservation and the count; then buys it through checkout', async () => {
    const { itemId } = await createPresaleItem({ quota: 4, priceMinor: 7_777_700 })
    const [shopper] = await shoppers(1, [])
    const token = shopper!.token
    const fields = { itemId: String(itemId), action: 'reserve', idem: 'form-reserve-1' }
    const first = await postForm('/m/activity/pre-sale', token, fields)
    expect(first.headers.get('location')).toBe(`/m/activity/pre-sale#presale-${itemId}`)
    const shown = await followed(first, token)
    expect(noticeText(shown)).toBe('Reserved successfully!')
    expect(itemCard(shown, itemId)).toContain('>Reserved</button>')
    expect(itemCard(shown, itemId)).toContain('Reserved: <bdi dir="ltr">1/4</bdi>')
    expect(shown).toMatch(/My reservations: <bdi><b data-pre-sale-num="(\d+)">\1<\/b><\/bdi>/)
    // The same form sent again (a double tap) reserves once and answers as the first time.
    expect(noticeOf(await postForm('/m/activity/pre-sale', token, fields))).toBe('ok.presale.reserved')
    // A new tap is refused: one reservation per buyer.
    expect(noticeText(await followed(await postForm('/m/activity/pre-sale', token, { ...fields, idem: 'form-reserve-2' }), token))).toBe('You have already reserved this item')
    expect((await reservationsOf(itemId)).length).toBe(1)

    await moveTo(itemId, 'selling')
    const card = itemCard(await html('/m/activity/pre-sale', token), itemId)
    expect(card).toContain('value="buy"')
    const bought = await postForm('/m/activity/pre-sale', token, { itemId: String(itemId), action: 'buy', idem: 'form-buy-1' })
    expect(bought.status).toBe(303)
    const checkout = bought.headers.get('location')!
    expect(checkout).toMatch(/^\/m\/order\/confirm\?lines=\d+$/)
    const confirm = await html(checkout, token)
    expect(confirm).toContain('₦77,777')
    const lineId = checkout.split('=')[1]!
    const placed = await postForm('/m/order/confirm', token, { idem: 'form-place-1', lines: lineId, address: String(shopper!.addressId), payment: 'onDelivery', action: 'place' })
    expect(placed.status).toBe(303)
    expect(placed.headers.get('location')).toMatch(/^\/m\/order\/details\?id=\d+$/)
    expect((await reservationsOf(itemId))[0]).toMatchObject({ status: 'bought' })
    const after = itemCard(await html('/m/activity/pre-sale', token), itemId)
    expect(after).toContain(`href="${placed.headers.get('location')}"`)
    // Buying again is refused with the reason.
    expect(noticeText(await followed(await postForm('/m/activity/pre-sale', token, { itemId: String(itemId), action: 'buy', idem: 'form-buy-2' }), token))).toBe(
      'Your reservation of this item has already been used',
    )
  })

  it('shows sold out with its reason, refuses a non-holder, and answers a bad form with \'Failed to reserve\'', async () => {
    const { itemId: full } = await createPresaleItem({ quota: 2, reserved: 2 })
    const { itemId: selling } = await createPresaleItem({ quota: 2, phase: 'selling' })
    const [buyer] = await createBuyers(1)
    const body = await html('/m/activity/pre-sale', buyer!.token)
    expect(itemCard(body, full)).toContain('>Sold out</button>')
    expect(itemCard(body, full)).toContain('All reservations are taken')
    expect(itemCard(body, selling)).toContain('Only for buyers who reserved')
    expect(itemCard(body, selling)).not.toContain('value="buy"')
    const refused = await postForm('/m/activity/pre-sale', buyer!.token, { itemId: String(full), action: 'reserve', idem: 'full-1' })
    expect(noticeText(await followed(refused, buyer!.token))).toBe('All reservations are taken')
    const stranger = await postForm('/m/activity/pre-sale', buyer!.token, { itemId: String(selling), action: 'buy', idem: 'stranger-1' })
    expect(noticeText(await followed(stranger, buyer!.token))).toBe('Only buyers who reserved this item can buy it')
    const bad = await postForm('/m/activity/pre-sale', buyer!.token, { itemId: 'abc', action: 'reserve' })
    expect(noticeText(await followed(bad, buyer!.token))).toBe('Failed to reserve')
  })

  it('ships no JavaScript and mirrors in Arabic with prices left to right', async () => {
    const token = await login('amina')
    const body = await html('/m/activity/pre-sale', token, 'jde-lang=ar')
    expect(body).toContain('dir="rtl"')
    expect(scriptsBesidesRegistration(body)).toEqual([])
    expect(body).toMatch(/<span class="price" dir="ltr">₦[\d,]+<\/span>/)
    expect(body).toContain('البيع المسبق')
  })
})

describe('the wallet page', () => {
  it('sends a guest to log in, and shows an empty wallet with what will land there', async () => {
    const guest = await page('/m/wallet/reward', null)
    expect(guest.status).toBe(302)
    expect(guest.headers.get('location')).toBe('/m/login/login?back=%2Fm%2Fwallet%2Freward')
    const [buyer] = await createBuyers(1)
    const body = await html('/m/wallet/reward', buyer!.token)
    expect(body).toContain('<p class="bal price"><span dir="ltr">₦0</span></p>')
    expect(body).toContain('No entries yet')
    expect(scriptsBesidesRegistration(body)).toEqual([])
  })

  it('shows the balance and each entry with its source in the market\'s currency, a page at a time', async () => {
    const product = await createProduct({ stock: 5, priceMinor: 2_000_000 })
    const [shopper] = await shoppers(1, [[product, 1]])
    const { data } = await place(shopper!)
    const now = Date.now()
    const credits = [
      { amountMinor: 100_000, kind: 'cashBack' as const, sourceKey: `page-${data.orderId}`, orderId: data.orderId },
      ...Array.from({ length: 21 }, (_, i) => ({ amountMinor: 1_000, kind: 'prize' as const, sourceKey: `page-prize-${shopper!.id}-${i}`, orderId: null })),
    ]
    await db.batch(credits.flatMap((credit) => creditStatements(db, { ...credit, userId: shopper!.id, countryId: 7, now })))
    const body = await html('/m/wallet/reward', shopper!.token)
    expect(body).toContain('<p class="bal price"><span dir="ltr">₦1,210</span></p>')
    expect((body.match(/<li class="card">/g) ?? []).length).toBe(20)
    expect(body).toContain('href="/m/wallet/reward?cursor=')
    const next = /href="(\/m\/wallet\/reward\?cursor=\d+)"/.exec(body)![1]!
    const second = await html(next, shopper!.token)
    expect(second).toContain('Cash back')
    expect(second).toContain(`<a href="/m/order/details?id=${data.orderId}">From order <bdi dir="ltr">${data.orderId}</bdi></a>`)
    expect(second).toContain('<b class="plus" dir="ltr">+<!-- -->₦1,000</b>')
    // Another market's formatting for another market's wallet: Ghana has none of this money.
    const ghana = await send('/m/wallet/reward', { headers: { cookie: `key=${shopper!.token}; countryId=3; countryCode=GH` } })
    expect(await ghana.text()).toContain('<p class="bal price"><span dir="ltr">GH₵0.00</span></p>')
  })

  it('is linked from the home page of a logged-in buyer', async () => {
    const token = await login('amina')
    expect(await html('/m/', token)).toContain('<a class="mine" href="/m/wallet/reward">My wallet</a>')
    expect(await html('/m/', null)).not.toContain('/m/wallet/reward">My wallet')
  })
})

describe('the cash back offer', () => {
  it('is on the home strip, the product page and checkout (with the amount these goods earn)', async () => {
    const home = await html('/m/', null)
    expect(home).toContain('id="act-cash-back"')
    expect(home).toContain('id="act-presale"')
    expect(home).toMatch(/<section class="card act" aria-labelledby="act-cash-back">.*<b dir="ltr">5%<\/b>/)
    const product = await html('/m/product/info?id=702', null)
    expect(product).toContain('<bdi><b dir="ltr">5%</b></bdi> cash back to your wallet when the order completes')
    expect(product).toContain('(up to <bdi><span dir="ltr">₦5,000</span></bdi> per order)')
    const productId = await createProduct({ stock: 5, priceMinor: 1_999_900 })
    const [shopper] = await shoppers(1, [[productId, 2]])
    const checkout = await html('/m/order/confirm', shopper!.token)
    // 5 % of ₦39,998, in the whole naira the shops print
    expect(checkout).toContain('<bdi><b dir="ltr">₦1,999</b></bdi> cash back goes to your wallet when this order completes')
  })
})

describe('a pre-sale line in the cart', () => {
  it('is labelled with its pre-sale price', async () => {
    const { itemId } = await createPresaleItem({ quota: 2 })
    const region = await createRegion()
    const [buyer] = await createBuyers(1)
    await createAddress(buyer!.id, region)
    await reserve(buyer!.token, itemId)
    await moveTo(itemId, 'selling')
    await postForm('/m/activity/pre-sale', buyer!.token, { itemId: String(itemId), action: 'buy', idem: 'cart-label' })
    const cart = await html('/m/cart', buyer!.token)
    expect(cart).toContain('<span class="off">Pre-sale price</span>')
  })
})
