import { describe, expect, it } from 'vitest'
import { CATEGORY_SLUGS, type ProductCard, type ProductPage, SORTS, type Sort } from '../../contract'
import { takeStock } from '../../mall/catalog/stock'
import { call, contractData, mallEnv, NG } from './mall.helpers'

const GH = 3
/** Slots of the phones in every market (id = market × 100 + slot). */
const PHONE_SLOTS = [1, 7, 8, 9, 10, 11, 12, 13]

const products = (query: string, countryId = NG) => call(`/api/catalog/products?${query}`, { headers: { country_id: String(countryId) } })

async function page(query: string, countryId = NG): Promise<ProductPage> {
  return contractData('products', await products(query, countryId))
}

async function search(q: string, countryId = NG, extra = ''): Promise<ProductCard[]> {
  return (await page(`q=${encodeURIComponent(q)}&limit=40${extra}`, countryId)).items
}

/** Every product of a listing, following `next` until the end. */
async function walk(query: string, countryId = NG): Promise<ProductCard[][]> {
  const pages: ProductCard[][] = []
  let cursor: string | null = null
  do {
    const result: ProductPage = await page(`${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, countryId)
    pages.push(result.items)
    cursor = result.next
    expect(pages.length).toBeLessThan(100)
  } while (cursor)
  return pages
}

async function marketCount(countryId: number, where = '1 = 1'): Promise<number> {
  const row = await mallEnv.DB.prepare(`SELECT COUNT(*) AS n FROM products WHERE country_id = ? AND ${where}`).bind(countryId).first<{ n: number }>()
  return row!.n
}

describe('categories', () => {
  it('lists the eight categories in display order', async () => {
    const { categories } = await contractData('categories', await call('/api/catalog/categories'))
    expect(categories.map((category) => category.slug)).toEqual([...CATEGORY_SLUGS])
    for (const category of categories) expect(category.icon).toMatch(/^\/m\/img\/categories\/[a-z]+\.svg$/)
  })

  it('lists a category of the market only, every product once', async () => {
    const pages = await walk('categoryId=1&limit=3')
    const ids = pages.flat().map((card) => card.id)
    expect(ids.sort()).toEqual(PHONE_SLOTS.map((slot) => NG * 100 + slot).sort())
  })
})

describe('search', () => {
  it('matches word prefixes: "sams" finds the Samsung products', async () => {
    const found = await search('sams')
    expect(found.length).toBeGreaterThanOrEqual(3)
    expect(found.every((card) => card.brand === 'Samsung')).toBe(true)
    expect(found.map((card) => card.name)).toContain('Samsung Galaxy A15 128 GB')
  })

  it.each(['telephone', 'téléphone', 'TÉLÉPHONES', 'simu', 'wayoyi', 'هواتف', 'फ़ोन', 'ဖုန်း', 'telemóveis'])(
    '"%s" finds the phones by their category name in any interface language, accents folded (and, as "phone", the phone case)',
    async (q) => {
      const slots = (await search(q)).map((card) => card.id % 100)
      expect(slots).toEqual(expect.arrayContaining(PHONE_SLOTS))
      expect(slots.filter((slot) => !PHONE_SLOTS.includes(slot))).toEqual(slots.length > PHONE_SLOTS.length ? [16] : [])
    },
  )

  it('needs every word: "samsung tablet" finds only the tablet', async () => {
    expect((await search('samsung tab')).map((card) => card.name)).toEqual(['Samsung Galaxy Tab A9 64 GB Tablet'])
  })

  it('ranks a match in the name above a match in the description', async () => {
    const found = await search('charger')
    expect(found[0]!.name).toBe('Swift 33 W Fast Charger')
    const described = found.findIndex((card) => !/charger/i.test(card.name))
    expect(described).toBeGreaterThan(0)
    expect(found.slice(0, described).every((card) => /charger/i.test(card.name))).toBe(true)
  })

  it('never shows another market\'s products', async () => {
    for (const q of ['phone', 'samsung', 'a', 'savanna']) {
      const ghana = await search(q, GH)
      expect(ghana.length).toBeGreaterThan(0)
      expect(ghana.every((card) => Math.floor(card.id / 100) === GH)).toBe(true)
    }
    const all = (await walk('limit=40', GH)).flat()
    expect(all).toHaveLength(await marketCount(GH))
    expect(all.every((card) => Math.floor(card.id / 100) === GH)).toBe(true)
  })

  it('finds nothing for a word no product has, and for a query without words', async () => {
    expect(await search('zzzqqq')).toEqual([])
    expect(await page('q=%2A%22%3A%28%29')).toEqual({ items: [], next: null })
  })

  it.each([
    '"', '*', 'NEAR(', 'NEAR(phone tab, 2)', 'phone OR', 'AND', 'NOT phone', 'name:phone', '^phone', '-phone', '"phone',
    'phone)', '(', "' OR 1=1 --", 'phone"*', '\u0301', '\u0301\u0301a', '🙂', '📱phone', 'x'.repeat(100), 'a b c d e f g h i j k',
    '%', '_', '\\', '\u0000', 'ph\u200bone', 'ＰＨＯＮＥ', '{name}:phone', 'phone*', '**',
  ])('answers the hostile query %j with 200 or 400, never 500', async (q) => {
    const response = await products(`q=${encodeURIComponent(q)}`)
    expect([200, 400]).toContain(response.status)
    const body = await response.json<{ code: number; key?: string }>()
    if (response.status === 400) expect(body.key).toBe('invalidInput')
    else expect(body.code).toBe(1)
  })

  it('folds full-width letters and finds through them', async () => {
    expect((await search('ＳＡＭＳ')).length).toBeGreaterThanOrEqual(3)
  })

  it('refuses a query longer than 100 characters, a bad sort, limit or category with 400', async () => {
    for (const query of [`q=${'a'.repeat(101)}`, 'sort=cheapest', 'limit=0', 'limit=41', 'limit=x', 'categoryId=-1', 'categoryId=abc']) {
      const response = await products(query)
      expect(response.status, query).toBe(400)
      expect((await response.json<{ key: string }>()).key).toBe('invalidInput')
    }
  })
})

describe('sorting and cursor paging', () => {
  const listings: [string, Sort][] = [
    ...SORTS.map((sort): [string, Sort] => [`sort=${sort}&limit=7`, sort]),
    ...SORTS.map((sort): [string, Sort] => [`q=a&sort=${sort}&limit=6`, sort]),
    ...SORTS.map((sort): [string, Sort] => [`q=phone&categoryId=1&sort=${sort}&limit=3`, sort]),
  ]

  it.each(listings)('%s lists every product exactly once, in order', async (query) => {
    const pages = await walk(query)
    const cards = pages.flat()
    const ids = cards.map((card) => card.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(pages.slice(0, -1).every((items) => items.length > 0)).toBe(true)
    const unpaged = (await page(`${query.replace(/limit=\d+/, 'limit=40')}`)).items
    if (unpaged.length < 40) expect(ids).toEqual(unpaged.map((card) => card.id))
    if (!query.includes('q=')) expect(cards).toHaveLength(await marketCount(NG))
    const prices = cards.map((card) => card.price)
    if (query.includes('sort=priceAsc')) expect(prices).toEqual([...prices].sort((a, b) => a - b))
    if (query.includes('sort=priceDesc')) expect(prices).toEqual([...prices].sort((a, b) => b - a))
  })

  it('lists the newest first without words, whatever relevance says', async () => {
    const { results } = await mallEnv.DB.prepare('SELECT id FROM products WHERE country_id = ? ORDER BY created_at DESC, id DESC LIMIT 5')
      .bind(NG)
      .all<{ id: number }>()
    expect((await page('limit=5')).items.map((card) => card.id)).toEqual(results.map((row) => row.id))
  })

  it('answers 400 to a tampered, foreign or garbage cursor', async () => {
    const { next } = await page('sort=priceAsc&limit=3')
    expect(next).toMatch(/^[\w-]+\.[0-9a-f]{8}$/)
    const [body, check] = next!.split('.')
    const flipped = `${body!.slice(0, -1)}${body!.endsWith('A') ? 'B' : 'A'}.${check}`
    const forged = `${btoa('a:1:701').replace(/=+$/, '')}.00000000`
    for (const cursor of [flipped, forged, `${body}.${'f'.repeat(8)}`, 'x', '....', '%00', 'eyJ9', 'a'.repeat(200)]) {
      const response = await products(`sort=priceAsc&cursor=${encodeURIComponent(cursor)}`)
      expect(response.status, cursor).toBe(400)
      expect((await response.json<{ key: string }>()).key).toBe('invalidInput')
    }
    const otherSort = await products(`sort=priceDesc&cursor=${encodeURIComponent(next!)}`)
    expect(otherSort.status).toBe(400)
  })
})

describe('product detail', () => {
  it('has the gallery, specs, stock, delivery of the market and the live flash sale', async () => {
    const product = await contractData('product', await call('/api/catalog/product?id=701', { headers: { country_id: String(NG) } }))
    expect(product.name).toBe('Savanna S5 Smartphone 128 GB')
    expect(product.price).toBe(189999)
    expect(product.gallery).toEqual(['/m/img/products/phone.svg', '/m/img/products/phone-back.svg', '/m/img/products/phone-side.svg'])
    expect(product.specs.storage).toBe('128 GB')
    expect(product.categoryId).toBe(1)
    expect(product.delivery).toEqual({ fee: 1500, daysMin: 1, daysMax: 5 })
    expect(product.flash).toMatchObject({ flashItemId: 721, price: 149999, status: 'live' })
  })

  it('answers notFound for another market\'s product and an unknown id, 400 for a malformed one', async () => {
    for (const id of ['701', '999999']) {
      const response = await call(`/api/catalog/product?id=${id}`, { headers: { country_id: String(GH) } })
      expect(response.status).toBe(404)
      expect(await response.json()).toMatchObject({ key: 'notFound', msg: 'Resource does not exist' })
    }
    for (const id of ['abc', '-1', '0', '', '9999999999']) {
      expect((await call(`/api/catalog/product?id=${id}`)).status, id).toBe(400)
    }
  })
})

describe('regions', () => {
  it('lists the market\'s delivery regions with fees in major units', async () => {
    const { regions } = await contractData('regions', await call('/api/catalog/regions', { headers: { country_id: String(NG) } }))
    expect(regions[0]).toEqual({ id: 701, name: 'Lagos', deliveryFee: 1500, daysMin: 1, daysMax: 2 })
    expect(regions.map((region) => region.name)).toEqual(expect.arrayContaining(['Abuja (FCT)', 'Kano', 'Port Harcourt (Rivers)']))
  })
})

describe('ordinary stock', () => {
  it('200 concurrent takes of one unit on a stock of 50: exactly 50 succeed and the stock ends at 0', async () => {
    await mallEnv.DB.prepare('UPDATE products SET stock = 50 WHERE id = 703').run()
    const outcomes = await Promise.all(Array.from({ length: 200 }, () => takeStock(mallEnv.DB, 703, 1)))
    expect(outcomes.filter(Boolean)).toHaveLength(50)
    const row = await mallEnv.DB.prepare('SELECT stock FROM products WHERE id = 703').first<{ stock: number }>()
    expect(row!.stock).toBe(0)
  })

  it('takes nothing when fewer units are left than asked, and refuses a quantity that is not one', async () => {
    await mallEnv.DB.prepare('UPDATE products SET stock = 2 WHERE id = 704').run()
    expect(await takeStock(mallEnv.DB, 704, 3)).toBe(false)
    expect(await takeStock(mallEnv.DB, 704, 2)).toBe(true)
    expect(await takeStock(mallEnv.DB, 704, 1)).toBe(false)
    await expect(takeStock(mallEnv.DB, 704, 0)).rejects.toThrow(RangeError)
    await expect(takeStock(mallEnv.DB, 704, 1.5)).rejects.toThrow(RangeError)
  })
})
