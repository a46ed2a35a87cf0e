import { describe, expect, it } from 'vitest'
import type { ListingFacets, ProductCard, ProductPage } from '../../contract'
import { call, contractData, createFlashItem, mallEnv, NG } from './mall.helpers'

type Row = { id: number; brand: string; price_minor: number; stock: number; rating: number; category_id: number }

const NAIRA_SCALE = 2

async function listing(query: Record<string, string>, countryId = NG): Promise<ProductPage> {
  return contractData('products', await call(`/api/catalog/products?${new URLSearchParams(query)}`, { headers: { country_id: String(countryId) } }))
}

/** Every product of every page, following `next` with the same query. */
async function allPages(query: Record<string, string>): Promise<ProductCard[]> {
  const items: ProductCard[] = []
  let cursor: string | null = null
  do {
    const page: ProductPage = await listing({ ...query, limit: '5', ...(cursor ? { cursor } : {}) })
    items.push(...page.items)
    cursor = page.next
  } while (cursor)
  return items
}

async function marketRows(where = '1 = 1', ...params: (string | number)[]): Promise<Row[]> {
  const { results } = await mallEnv.DB.prepare(`SELECT id, brand, price_minor, stock, rating, category_id FROM products p WHERE country_id = ? AND ${where}`)
    .bind(NG, ...params)
    .all<Row>()
  return results
}

const ids = (list: { id: number }[]) => list.map((item) => item.id).sort((a, b) => a - b)

describe('listing filters', () => {
  it('a brand, a price range, a rating and stock each keep exactly the products that hold them, on every page and sort', async () => {
    const cases: [Record<string, string>, string, (string | number)[]][] = [
      [{ brand: 'Tecno' }, 'brand = ?', ['Tecno']],
      [{ min: '20000', max: '150000.5' }, 'price_minor BETWEEN ? AND ?', [20000 * 10 ** NAIRA_SCALE, 15000050]],
      [{ rating: '4' }, 'rating >= 40', []],
      [{ inStock: '1' }, 'stock > 0', []],
      [{ categoryId: '1', brand: 'Samsung', inStock: '1' }, 'category_id = 1 AND brand = ? AND stock > 0', ['Samsung']],
    ]
    for (const [query, where, params] of cases) {
      const expected = ids(await marketRows(where, ...params))
      expect(expected.length, where).toBeGreaterThan(0)
      for (const sort of ['newest', 'priceAsc', 'priceDesc']) {
        const items = await allPages({ ...query, sort })
        expect(ids(items), `${where} ${sort}`).toEqual(expected)
      }
    }
  })

  it('combines with words: "phone" with a brand and a price ceiling, ranked, paged without a gap or a repeat', async () => {
    const everyPhone = await allPages({ q: 'phone' })
    const tecno = everyPhone.filter((item) => item.brand === 'Tecno').map((item) => item.price).sort((a, b) => a - b)
    const ceiling = tecno[Math.floor(tecno.length / 2)]!
    const expected = everyPhone.filter((item) => item.brand === 'Tecno' && item.price <= ceiling)
    expect(expected.length).toBeGreaterThan(0)
    expect(expected.length).toBeLessThan(everyPhone.length)
    const filtered = await allPages({ q: 'phone', brand: 'Tecno', max: String(ceiling) })
    expect(filtered.map((item) => item.id)).toEqual(expected.map((item) => item.id))
    expect(new Set(filtered.map((item) => item.id)).size).toBe(filtered.length)
  })

  it('on flash sale keeps only products with a live flash item', async () => {
    await createFlashItem({ total: 5 })
    await createFlashItem({ total: 5, status: 'coming' })
    const now = Date.now()
    const { results } = await mallEnv.DB.prepare(
      `SELECT DISTINCT i.product_id AS id FROM flash_items i JOIN flash_sessions s ON s.id = i.session_id
       WHERE s.country_id = ? AND s.start_at <= ? AND s.end_at > ?`,
    ).bind(NG, now, now).all<{ id: number }>()
    expect(results.map((row) => row.id)).toContain(701)
    expect(ids(await allPages({ flash: '1' }))).toEqual(ids(results))
  })

  it('answers facets in the same call: the total, each brand among the other filters, and what each other filter would leave', async () => {
    const page = await listing({ categoryId: '1', inStock: '1', brand: 'Tecno', facets: '1' })
    const facets = page.facets as ListingFacets
    const inCategory = await marketRows('category_id = 1 AND stock > 0')
    const tecno = inCategory.filter((row) => row.brand === 'Tecno')
    expect(facets.total).toBe(tecno.length)
    expect(facets.more).toBe(false)
    expect(facets.inStock).toBe(tecno.length)
    expect(facets.rating4).toBe(tecno.filter((row) => row.rating >= 40).length)
    // Choosing a brand never hides the others: their counts are of every filter but the brand.
    const byBrand = new Map<string, number>()
    for (const row of inCategory) byBrand.set(row.brand, (byBrand.get(row.brand) ?? 0) + 1)
    expect(new Map(facets.brands.map((brand) => [brand.name, brand.count]))).toEqual(byBrand)
    expect(facets.brands.map((brand) => brand.count)).toEqual([...facets.brands.map((brand) => brand.count)].sort((a, b) => b - a))
    const prices = tecno.map((row) => row.price_minor / 10 ** NAIRA_SCALE)
    expect(facets.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) })
  })

  it('counts facets of words too, and only when asked, on a first page', async () => {
    const everyPhone = await allPages({ q: 'phone' })
    const first = await listing({ q: 'phone', facets: '1', limit: '5' })
    expect(first.facets?.total).toBe(everyPhone.length)
    expect(first.facets?.brands.reduce((sum, brand) => sum + brand.count, 0)).toBe(everyPhone.length)
    expect((await listing({ q: 'phone', limit: '5' })).facets).toBeUndefined()
    expect((await listing({ q: 'phone', facets: '1', limit: '5', cursor: first.next! })).facets).toBeUndefined()
    const none = await listing({ q: 'phone', brand: 'No Such Brand', facets: '1' })
    expect(none.items).toEqual([])
    expect(none.facets).toMatchObject({ total: 0, price: null })
  })

  it('refuses malformed filters with a 400, never a 500', async () => {
    for (const query of ['min=-1', 'max=abc', 'rating=0', 'rating=6', 'rating=4.5', 'inStock=yes', 'flash=true', `brand=${'x'.repeat(41)}`, 'facets=2']) {
      const response = await call(`/api/catalog/products?${query}`, { headers: { country_id: String(NG) } })
      expect(response.status, query).toBe(400)
    }
  })
})
