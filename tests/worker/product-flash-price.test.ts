import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { createBuyers } from './mall.helpers'
import { shopperPages } from './shopper-pages.helpers'

const { html, postForm, noticeOf } = shopperPages({ market: 'countryId=7; countryCode=NG', addressPrefix: '10.29.2' })

/** The product page's buy form, as a browser without JavaScript posts it. */
const buyBar = (page: string) => /<form class="buy" action="\/m\/cart\/product" method="post">([\s\S]*?)<\/form>/.exec(page)![1]!

const post = (token: string, fields: Record<string, string>) =>
  postForm('/m/cart/product', token, { quantity: '1', idem: crypto.randomUUID(), back: `/m/product/info?id=${fields.productId}`, ...fields })

/** The cart's line of this product, as the cart page shows it. */
async function cartLine(token: string, productId: number) {
  const page = await html('/m/cart', token)
  return [...page.matchAll(/<article class="card item"[\s\S]*?<\/article>/g)].map((m) => m[0]).find((line) => line.includes(`/m/product/info?id=${productId}"`))!
}

describe('the product page sells a live flash sale at its flash price', () => {
  it('posts the flash unit; the cart line has the flash price and its tag, checkout too', async () => {
    const [buyer] = await createBuyers(1)
    const form = buyBar(await html('/m/product/info?id=703', buyer!.token))
    expect(form).toContain('<input type="hidden" name="flashItemId" value="722"/>')
    expect(form).toContain('>Buy now</button>')
    const added = await post(buyer!.token, { productId: '703', flashItemId: '722' })
    expect(noticeOf(added)).toBe('ok.cart.added')
    const line = await cartLine(buyer!.token, 703)
    expect(line).toContain('<span class="price" dir="ltr">₦9,999</span><span class="off">Flash sale price</span>')
    const checkout = await html('/m/order/confirm', buyer!.token)
    expect(checkout).toContain('₦9,999<!-- --> × <!-- -->1</span><span class="off">Flash sale price</span>')
  })

  it('the mall keeps the per-buyer limit on this path: the next add is refused with its reason, the + is disabled with the limit', async () => {
    const [buyer] = await createBuyers(1)
    expect(noticeOf(await post(buyer!.token, { productId: '703', flashItemId: '722', quantity: '2' }))).toBe('ok.cart.added')
    // A form rendered before the limit was used, sent again with a new tap: refused by the item's stock object.
    expect(noticeOf(await post(buyer!.token, { productId: '703', flashItemId: '722' }))).toBe('fail.error.limitReached')
    const line = await cartLine(buyer!.token, 703)
    expect(line).toMatch(/<button type="submit" value="inc" aria-label="Add one" disabled="" aria-describedby="limit-\d+" name="action">\+<\/button>/)
    expect(line).toMatch(/<p class="muted" id="limit-\d+">Limit <bdi dir="ltr">2<\/bdi> per buyer<\/p>/)
    // The page now offers the normal price plainly, and sells at it.
    const form = buyBar(await html('/m/product/info?id=703', buyer!.token))
    expect(form).not.toContain('name="flashItemId"')
    expect(form).toContain('Buy at <bdi dir="ltr">₦15,000</bdi></button>')
  })

  it('sold out at the flash price: "Buy at" the normal price, added at the normal price without a tag', async () => {
    await env.DB.prepare('UPDATE flash_items SET sold = total WHERE id = 723').run()
    const [buyer] = await createBuyers(1)
    const form = buyBar(await html('/m/product/info?id=705', buyer!.token))
    expect(form).not.toContain('name="flashItemId"')
    expect(form).toContain('Buy at <bdi dir="ltr">₦39,999</bdi></button>')
    expect(noticeOf(await post(buyer!.token, { productId: '705' }))).toBe('ok.cart.added')
    const line = await cartLine(buyer!.token, 705)
    expect(line).toContain('<span class="price" dir="ltr">₦39,999</span></div>')
    expect(line).not.toContain('Flash sale price')
  })

  it('coming soon: the start is shown and the bar sells at the normal price', async () => {
    const [buyer] = await createBuyers(1)
    const page = await html('/m/product/info?id=702', buyer!.token)
    expect(page).toMatch(/<time class="muted" dateTime="[^"]+">Starts <bdi>[A-Z][a-z]{2} \d{1,2}, \d{4}/)
    expect(page).toContain('<p>Until the sale starts, it sells at its normal price.</p>')
    expect(await html('/m/product/info?id=703', buyer!.token)).not.toContain('Until the sale starts')
    const form = buyBar(page)
    expect(form).not.toContain('name="flashItemId"')
    expect(form).toContain('Buy at <bdi dir="ltr">₦19,999</bdi></button>')
    expect(noticeOf(await post(buyer!.token, { productId: '702' }))).toBe('ok.cart.added')
    expect(await cartLine(buyer!.token, 702)).toContain('<span class="price" dir="ltr">₦19,999</span></div>')
  })
})
