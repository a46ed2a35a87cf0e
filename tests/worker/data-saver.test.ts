import { describe, expect, it } from 'vitest'
import { pageTable } from '../../worker/pages'
import { send, tokenFor } from './helpers'
import { select, selectAll } from './html'
import { scriptsBesidesRegistration } from '../scripts'

async function gzipBytes(text: string): Promise<number> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'))
  return (await new Response(stream).arrayBuffer()).byteLength
}

const PAGES = ['/m/', '/m/category?id=1', '/m/search?q=a', '/m/product/info?id=701']
const DATA_SAVER_BUDGET = 10 * 1024

/** Every image but the category icons (the only pictures that are not a product's), inlined or not. */
const productPictures = (html: string) => [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => !/src="\/m\/img\/categories\//.test(tag))

const page = (path: string, headers: Record<string, string>) => send(path, { headers })

describe('data saver', () => {
  it.each(PAGES)('%s with the cookie: no product pictures, no script but the offline pages\' registration, placeholders, the line that turns it off, ≤ 10 KB gzip', async (path) => {
    for (const language of ['en-US', 'ar']) {
      const response = await page(path, { cookie: `data_saver=on; countryId=7; jde-lang=${language}` })
      expect(response.status).toBe(200)
      const html = await response.text()
      expect(productPictures(html)).toEqual([])
      expect(scriptsBesidesRegistration(html)).toEqual([])
      expect(html).not.toMatch(/<jde-island|data-island/)
      expect((await selectAll(html, '.ph')).length).toBeGreaterThan(0)
      const line = await select(html, 'form.saver')
      expect(line?.attrs).toMatchObject({ method: 'post', action: '/m/user/data-saver' })
      expect(await select(html, 'form.saver input[name=value]')).toMatchObject({ attrs: { value: 'off' } })
      expect(await select(html, 'form.saver input[name=back]')).toMatchObject({ attrs: { value: path } })
      const size = await gzipBytes(html)
      expect(size, `${path} ${language}`).toBeLessThanOrEqual(DATA_SAVER_BUDGET)
      console.log(`data saver ${language} ${path}: ${size} B gzip`)
    }
  })

  it('Save-Data: on does the same; without either, pictures and islands are back and there is no line', async () => {
    for (const path of PAGES) {
      const saving = await (await page(path, { 'save-data': 'on', cookie: 'countryId=7' })).text()
      expect(productPictures(saving), path).toEqual([])
      expect(scriptsBesidesRegistration(saving), path).toEqual([])
      expect(await select(saving, 'form.saver'), path).toBeDefined()
      const full = await (await page(path, { cookie: 'countryId=7' })).text()
      expect(productPictures(full).length, path).toBeGreaterThan(0)
      expect(await select(full, 'form.saver'), path).toBeUndefined()
      const turnedOff = await (await page(path, { 'save-data': 'on', cookie: 'countryId=7; data_saver=off' })).text()
      expect(productPictures(turnedOff).length, path).toBeGreaterThan(0)
    }
    const home = await (await page('/m/', { cookie: 'countryId=7' })).text()
    expect(scriptsBesidesRegistration(home).length).toBeGreaterThan(0)
  })

  it('a card shows its initials in its own colour, named by the link; the gallery placeholder carries the name', async () => {
    const html = await (await page('/m/search?q=a', { cookie: 'data_saver=on; countryId=7' })).text()
    const cards = await selectAll(html, '.pc a')
    expect(cards.length).toBeGreaterThan(1)
    const first = await select(html, '.pc .ph')
    expect(first?.attrs['aria-hidden']).toBe('true')
    expect(first?.attrs.style).toMatch(/--s:160px;background:hsl\(\d+ 45% 30%\)/)
    expect(first?.text).toMatch(/^\S{1,2}$/)
    // The same product has the same colour on another page.
    const again = await (await page('/m/search?q=a', { cookie: 'data_saver=on; countryId=7' })).text()
    expect((await select(again, '.pc .ph'))?.attrs.style).toBe(first?.attrs.style)

    const product = await (await page('/m/product/info?id=701', { cookie: 'data_saver=on; countryId=7' })).text()
    const placeholder = await select(product, '.gal .ph')
    expect(placeholder?.attrs).toMatchObject({ role: 'img' })
    expect(placeholder?.attrs['aria-label']).toBe((await select(product, 'p.name'))?.text)
    // Adding to the cart is still a plain form.
    expect(await select(product, 'form[action="/m/cart/product"][method=post] input[name=productId]')).toMatchObject({ attrs: { value: '701' } })
  })

  it('the home feed goes on with a plain link to the next page', async () => {
    const html = await (await page('/m/', { cookie: 'data_saver=on; countryId=7' })).text()
    const next = await select(html, 'section[aria-labelledby=feed] a[rel=next]')
    expect(next?.attrs.href).toMatch(/^\/m\/\?cursor=[^&]+#feed$/)
    const more = await page(next!.attrs.href!.replace('#feed', ''), { cookie: 'data_saver=on; countryId=7' })
    expect(more.status).toBe(200)
    expect((await selectAll(await more.text(), '.pc .ph')).length).toBeGreaterThan(0)
  })

  it.each(['/m/activity/sale', '/m/activity/pre-sale', '/m/special-for-new-user/activity'])('%s lists its products as placeholders too', async (path) => {
    const html = await (await page(path, { cookie: 'data_saver=on; countryId=7' })).text()
    expect(productPictures(html)).toEqual([])
    expect(scriptsBesidesRegistration(html)).toEqual([])
    expect((await selectAll(html, 'article.item .ph[role=img]')).length).toBeGreaterThan(0)
  })

  it('cart and checkout lines show placeholders named after the product', async () => {
    const token = await tokenFor('amina')
    await send('/m/cart/product', { method: 'POST', headers: { cookie: `key=${token}; countryId=7`, 'content-type': 'application/x-www-form-urlencoded' }, body: 'productId=701&quantity=1&idem=ds-cart-line-701' })
    const html = await (await page('/m/cart', { cookie: `key=${token}; countryId=7; data_saver=on` })).text()
    expect(productPictures(html)).toEqual([])
    const placeholder = await select(html, 'article.item .ph')
    expect(placeholder?.attrs.role).toBe('img')
    expect(placeholder?.attrs['aria-label']?.length).toBeGreaterThan(0)

    const checkout = await (await page('/m/order/confirm', { cookie: `key=${token}; countryId=7; data_saver=on` })).text()
    expect(productPictures(checkout)).toEqual([])
    expect((await selectAll(checkout, '.item .ph[role=img]')).length).toBeGreaterThan(0)
  })

  it('the line turns data saver off and comes back to the same page; a foreign or odd back goes to Me', async () => {
    const off = await send('/m/user/data-saver', {
      method: 'POST',
      headers: { cookie: 'data_saver=on', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ value: 'off', back: '/m/search?q=a' }).toString(),
    })
    expect(off.status).toBe(303)
    expect(off.headers.get('location')).toBe('/m/search?q=a')
    expect(off.headers.getSetCookie().find((line) => line.startsWith('data_saver='))).toMatch(/^data_saver=off;/)
    for (const back of ['https://evil.test/m/', '//evil.test/m/', '/admin', 'javascript:alert(1)']) {
      const odd = await send('/m/user/data-saver', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ value: 'off', back }).toString(),
      })
      expect(odd.headers.get('location'), back).toBe('/m/user')
    }
  })
})

/** Pages that need an id or a query to show their pictures: a product, a category, a search, a retailer's seeded order and its parcels. */
const WITH_QUERIES = ['/m/product/info?id=701', '/m/category?id=1', '/m/search?q=a', '/m/order/details?id=907101', '/m/order/package?id=907101', '/m/order/list?tab=all']

describe('data saver on every page', () => {
  it('no page carries a picture, a product image address or a script, for a guest, a buyer, a retailer or an admin', async () => {
    const tokens = { guest: '', buyer: await tokenFor('amina'), retailer: await tokenFor('shop_ng'), admin: await tokenFor('admin') }
    await send('/m/cart/product', {
      method: 'POST',
      headers: { cookie: `key=${tokens.buyer}; countryId=7`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'productId=702&quantity=1&idem=ds-walk-702',
    })
    const paths = [...pageTable.filter((page) => page.module.GET).map((page) => (page.path === '/index' ? '/m/' : `/m${page.path}`)), ...WITH_QUERIES]
    const seen: string[] = []
    for (const [who, token] of Object.entries(tokens)) {
      for (const path of paths) {
        for (const language of ['en-US', 'ar']) {
          const response = await page(path, { cookie: `data_saver=on; countryId=7; jde-lang=${language}${token ? `; key=${token}` : ''}` })
          if (response.status !== 200) {
            await response.body?.cancel()
            continue
          }
          const html = await response.text()
          if (!html.startsWith('<!DOCTYPE html>')) continue
          const where = `${path} (${who}, ${language})`
          expect(html, where).not.toMatch(/<img\b|<image\b/)
          expect(html, where).not.toMatch(/\/m\/img\/products\//)
          expect(scriptsBesidesRegistration(html), where).toEqual([])
          expect(html, where).not.toMatch(/data-island/)
          seen.push(where)
        }
      }
    }
    // The pages with pictures when data saver is off were among them, as the people who see them.
    for (const where of ['/m/ (guest, ar)', '/m/categories (guest, en-US)', '/m/activity/luckyDraw (buyer, en-US)', '/m/order/list?tab=all (retailer, en-US)', '/m/order/details?id=907101 (retailer, ar)', '/m/cart (buyer, en-US)', '/m/order/confirm (buyer, en-US)']) {
      expect(seen).toContain(where)
    }
  }, 180_000)

  it('the order list shows its first line as a placeholder; the lucky draw its gift; the categories their names alone', async () => {
    const retailer = await tokenFor('shop_ng')
    const orders = await (await page('/m/order/list?tab=all', { cookie: `data_saver=on; countryId=7; key=${retailer}` })).text()
    const first = await select(orders, 'a.card.item .ph')
    expect(first?.attrs['aria-hidden']).toBe('true')
    expect(first?.attrs.style).toMatch(/background:hsl\(\d+ 45% 30%\)/)
    expect(first?.text).toMatch(/^\S{1,2}$/)

    const draw = await (await page('/m/activity/luckyDraw', { cookie: 'data_saver=on; countryId=7' })).text()
    expect(draw).not.toMatch(/<image\b/)
    const gift = await select(draw, '.odds tr rect[fill^="hsl("]')
    expect(gift?.attrs.fill).toMatch(/^hsl\(\d+ 45% 30%\)$/)
    expect((await select(draw, '.odds tr text'))?.text).toMatch(/^\S{1,2}$/)
    const drawn = await (await page('/m/activity/luckyDraw', { cookie: 'countryId=7' })).text()
    expect(drawn).toMatch(/<image href="data:image\/svg\+xml,/)

    const categories = await (await page('/m/categories', { cookie: 'data_saver=on; countryId=7' })).text()
    expect((await selectAll(categories, '.catlist a .cn')).length).toBeGreaterThan(0)
    expect(categories).not.toMatch(/\/m\/img\/categories\//)
  })
})
