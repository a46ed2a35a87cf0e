import { beforeAll, describe, expect, it } from 'vitest'
import { send } from './helpers'
import { place, shoppers } from './orders.helpers'

const NG = 'countryId=7; countryCode=NG'
const INLINE = /^data:image\/svg\+xml,%3Csvg /

/** Every picture of the page in document order: `<img src>` and the wheel's SVG `<image href>`. */
function picturesOf(html: string) {
  const main = html.slice(html.indexOf('<main'))
  return [...main.matchAll(/<(img|image) ([^>]*)>/g)].map(([, tag, attributes]) => ({
    tag,
    src: /(?:src|href)="([^"]*)"/.exec(attributes!)?.[1] ?? '',
    lazy: /loading="lazy"/.test(attributes!),
  }))
}

/**
 * The first `inline` pictures of the page come inside it as data URIs (nothing to fetch before the first viewport
 * paints); every picture that is still a URL waits until it is near the screen; no image is preloaded.
 */
function expectFirstViewportInline(html: string, inline: number) {
  const pictures = picturesOf(html)
  expect(pictures.length).toBeGreaterThanOrEqual(inline)
  for (const picture of pictures.slice(0, inline)) {
    expect(picture.src, `${picture.tag} ${picture.src.slice(0, 60)}`).toMatch(INLINE)
    expect(picture.lazy).toBe(false)
  }
  for (const picture of pictures.filter((p) => !INLINE.test(p.src))) {
    if (picture.tag === 'img') expect(picture.lazy, picture.src).toBe(true)
  }
  expect(html).not.toMatch(/<link rel="preload" as="image"/)
  return pictures
}

const page = async (path: string, cookie: string) => {
  const response = await send(path, { headers: { cookie } })
  expect(response.status, path).toBe(200)
  return response.text()
}

describe('the first viewport paints with the page', () => {
  let cartCookie = ''
  let orderCookie = ''
  let orderId = 0
  beforeAll(async () => {
    const [withCart, withOrder] = await shoppers(2, [[701, 1], [702, 1], [703, 1], [704, 1], [705, 1]])
    cartCookie = `key=${withCart!.token}`
    orderCookie = `key=${withOrder!.token}`
    const placed = await place(withOrder!)
    expect(placed.code).toBe(1)
    orderId = placed.data.orderId
  })

  describe.each([['en-US'], ['ar']])('in %s', (language) => {
    const guest = `${NG}; jde-lang=${language}`

    it('home: the feed\'s first picture is inline; every other picture waits until it is near the screen', async () => {
      const html = await page('/m/', guest)
      const feed = picturesOf(`<main>${html.slice(html.indexOf('aria-labelledby="feed"'))}`)
      expect(feed.length).toBeGreaterThan(4)
      expect(feed[0]).toMatchObject({ src: expect.stringMatching(INLINE), lazy: false })
      for (const card of feed.slice(1)) expect(card).toMatchObject({ src: expect.stringMatching(/^\/m\/img\//), lazy: true })
      const pictures = picturesOf(html)
      expect(pictures.filter((p) => INLINE.test(p.src))).toHaveLength(1)
      for (const picture of pictures.filter((p) => !INLINE.test(p.src))) expect(picture.lazy, picture.src).toBe(true)
      expect(html).not.toMatch(/<link rel="preload" as="image"/)
    })

    it.each([
      ['/m/search?q=phone'],
      ['/m/category?id=1'],
    ])('%s: the first two rows of cards are inline, the rest lazy', async (path) => {
      const pictures = expectFirstViewportInline(await page(path, guest), 4)
      expect(pictures.length).toBeGreaterThan(4)
      for (const picture of pictures.slice(4)) expect(picture).toMatchObject({ src: expect.stringMatching(/^\/m\/img\//), lazy: true })
    })

    it('product: the gallery\'s first picture is inline, its link and the viewer keep the file', async () => {
      const html = await page('/m/product/info?id=701', guest)
      const pictures = expectFirstViewportInline(html, 1)
      expect(pictures.length).toBeGreaterThan(1)
      expect(html).toMatch(/<a href="\/m\/img\/products\/phone\.svg" aria-label="[^"]+"><img src="data:image\/svg\+xml,%3Csvg /)
      expect(html).toMatch(/data-props="[^"]*&quot;images&quot;:\[&quot;\/m\/img\/products\/phone\.svg&quot;/)
    })

    it('lucky draw: the gift on the wheel and in the odds table is inline', async () => {
      const html = await page('/m/activity/luckyDraw', guest)
      const gifts = picturesOf(html).filter((p) => p.tag === 'image')
      expect(gifts.length).toBeGreaterThanOrEqual(2)
      for (const gift of gifts) expect(gift.src).toMatch(INLINE)
      expectFirstViewportInline(html, gifts.length)
    })

    it('cart: the first three lines\' pictures are inline, the others lazy', async () => {
      const pictures = expectFirstViewportInline(await page('/m/cart', `${guest}; ${cartCookie}`), 3)
      expect(pictures).toHaveLength(5)
      for (const picture of pictures.slice(3)) expect(picture).toMatchObject({ src: expect.stringMatching(/^\/m\/img\//), lazy: true })
    })

    it('order: the first three lines\' pictures are inline, the others lazy', async () => {
      const pictures = expectFirstViewportInline(await page(`/m/order/details?id=${orderId}`, `${guest}; ${orderCookie}`), 3)
      expect(pictures).toHaveLength(5)
      for (const picture of pictures.slice(3)) expect(picture).toMatchObject({ src: expect.stringMatching(/^\/m\/img\//), lazy: true })
    })
  })

  it('with data saver nothing is inlined: placeholders instead of product pictures', async () => {
    for (const path of ['/m/', '/m/search?q=phone', '/m/product/info?id=701', '/m/activity/luckyDraw']) {
      const main = (await page(path, `${NG}; data_saver=on`)).split('<main')[1]!
      expect(main, path).not.toContain('data:image/svg+xml')
    }
  })
})
