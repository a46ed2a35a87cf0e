import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { send } from './helpers'
import { formFields, select, selectAll } from './html'

const NIGERIA = 'countryId=7; countryCode=NG; jde-lang=en-US'
const ARABIC_ALGERIA = 'countryId=5; countryCode=DZ; jde-lang=ar'

type Row = { id: number; brand: string; stock: number; rating: number; price_minor: number }

async function page(path: string, cookie = NIGERIA) {
  const response = await send(path, { headers: { cookie } })
  return { status: response.status, html: await response.text() }
}

async function rows(where: string, ...params: (string | number)[]): Promise<Row[]> {
  const { results } = await env.DB.prepare(`SELECT id, brand, stock, rating, price_minor FROM products WHERE ${where}`).bind(...params).all<Row>()
  return results
}

const cardIds = (html: string) => [...html.matchAll(/<li class="pc" data-goods-id="(\d+)">/g)].map((match) => Number(match[1]))
const decode = (href: string) => href.replaceAll('&amp;', '&')

/** Every card of every page, following the page's own next links. */
async function everyCard(path: string, cookie = NIGERIA): Promise<number[]> {
  const seen: number[] = []
  let next: string | null = path
  while (next) {
    const { html }: { html: string } = await page(next, cookie)
    seen.push(...cardIds(html))
    const link: string | undefined = /<a class="btn wide" href="([^"]+)" rel="next">/.exec(html)?.[1]
    next = link ? decode(link) : null
    expect(seen.length).toBeLessThan(400)
  }
  return seen
}

describe('listing filters on the pages', () => {
  it('a category with two filters: the count, only matching cards on every page, the form and chips that keep them', async () => {
    const expected = await rows('country_id = 7 AND category_id = 1 AND stock > 0 AND rating >= 40')
    expect(expected.length).toBeGreaterThan(0)
    const path = '/m/category?id=1&sort=priceAsc&rating=4&inStock=1'
    const { status, html } = await page(path)
    expect(status).toBe(200)
    expect((await select(html, 'p.rc'))?.text).toBe(`${expected.length} result${expected.length === 1 ? '' : 's'}`)
    expect((await everyCard(path)).sort((a, b) => a - b)).toEqual(expected.map((row) => row.id).sort((a, b) => a - b))
    // The form sends the listing's own parameters and the filters as they are.
    const form = await select(html, 'details.flt form')
    expect(form?.attrs).toMatchObject({ method: 'get', action: '/m/category' })
    expect((await formFields(html, 'details.flt form'))[0]).toEqual({ id: '1', sort: 'priceAsc', min: '', max: '', rating: '4', inStock: '1' })
    expect((await select(html, 'details.flt summary'))?.text).toBe('Filters (2)')
    // Sorting keeps the filters; each chip removes its own.
    const sorts = (await selectAll(html, 'nav.sorts a')).map((link) => link.attrs.href)
    expect(sorts).toContain('/m/category?id=1&sort=newest&rating=4&inStock=1')
    const chips = await selectAll(html, 'ul.chips a')
    expect(chips.map((chip) => [chip.attrs['aria-label'], chip.attrs.href])).toEqual([
      ['Remove filter: 4★ and up', '/m/category?id=1&sort=priceAsc&inStock=1'],
      ['Remove filter: In stock', '/m/category?id=1&sort=priceAsc&rating=4'],
      [undefined, '/m/category?id=1&sort=priceAsc'],
    ])
  })

  it('search with a brand and a price range: the brands with their counts, the chosen one selected', async () => {
    const { html } = await page('/m/search?q=phone&brand=Tecno&max=400000')
    const options = await selectAll(html, 'select[name="brand"] option')
    expect(options[0]).toMatchObject({ text: 'All brands', attrs: { value: '' } })
    const tecno = options.find((option) => option.attrs.value === 'Tecno')
    expect(tecno?.attrs.selected).toBe('')
    expect(tecno?.text).toMatch(/^Tecno \(\d+\)$/)
    expect(options.length).toBeGreaterThan(3)
    const cards = await everyCard('/m/search?q=phone&brand=Tecno&max=400000')
    const tecnoUnder = await rows('country_id = 7 AND brand = ? AND price_minor <= ?', 'Tecno', 40000000)
    expect(cards.length).toBeGreaterThan(0)
    for (const id of cards) expect(tecnoUnder.map((row) => row.id), String(id)).toContain(id)
    expect((await select(html, 'input[name="max"]'))?.attrs.value).toBe('400000')
    expect((await selectAll(html, 'ul.chips a')).map((chip) => chip.text.trim())).toEqual(['Tecno ×', 'Up to ₦400,000 ×', 'Clear filters'])
  })

  it('keeps a filter that found nothing visible and removable, and never reflects markup', async () => {
    const { status, html } = await page('/m/search?q=phone&brand=%3Cscript%3Ealert(1)%3C%2Fscript%3E')
    expect(status).toBe(200)
    expect(html).not.toContain('<script>alert(1)')
    expect(html).toContain('No products match these filters.')
    expect((await select(html, 'p.rc'))?.text).toBe('0 results')
    expect((await select(html, 'ul.chips a'))?.attrs.href).toBe('/m/search?q=phone&sort=relevance')
  })

  it('drops filters out of shape instead of failing: the listing without them', async () => {
    const plain = cardIds((await page('/m/category?id=1')).html)
    for (const query of ['min=abc', 'max=-5', 'rating=9', 'rating=4.5', 'inStock=yes', 'flash=true', `brand=${'%20'.repeat(3)}`]) {
      const { status, html } = await page(`/m/category?id=1&${query}`)
      expect(status, query).toBe(200)
      expect(cardIds(html), query).toEqual(plain)
      expect(await selectAll(html, 'ul.chips a'), query).toEqual([])
    }
  })

  it('in Arabic: the count in Arabic, the price chip left to right', async () => {
    const { html } = await page('/m/category?id=1&min=1000', ARABIC_ALGERIA)
    const count = (await rows('country_id = 5 AND category_id = 1 AND price_minor >= ?', 100000)).length
    expect((await select(html, 'p.rc'))?.text).toContain(String(count))
    expect((await select(html, 'p.rc'))?.text).toMatch(/نتيج|نتائج/)
    expect((await select(html, 'ul.chips a bdi'))?.text).toMatch(/^من /)
    expect(html).toMatch(/<summary>التصفية \(\u2068?1\u2069?\)<\/summary>|<summary>التصفية \(1\)<\/summary>/)
  })
})
