import { describe, expect, it } from 'vitest'
import type { ProductPage } from '../../contract'
import { call, contractData, mallEnv, NG } from './mall.helpers'

const DZ = 5

async function search(query: string, countryId = NG): Promise<ProductPage> {
  return contractData('products', await call(`/api/catalog/products?${query}`, { headers: { country_id: String(countryId) } }))
}

const ids = (page: ProductPage) => page.items.map((item) => item.id)

describe('search within the market', () => {
  it('finds a product in the market it is sold in, also after it moves to another one', async () => {
    await mallEnv.DB.prepare(
      `INSERT INTO products (id, country_id, category_id, name, brand, image, price_minor, stock, keywords, created_at)
       VALUES (990101, ?, 1, 'Quillon phone', 'Quillon', '/m/img/products/phone.svg', 100000, 5, '', 1)`,
    ).bind(NG).run()
    expect(ids(await search('q=quillon'))).toEqual([990101])
    expect(ids(await search('q=quillon', DZ))).toEqual([])
    await mallEnv.DB.prepare('UPDATE products SET country_id = ? WHERE id = 990101').bind(DZ).run()
    expect(ids(await search('q=quillon'))).toEqual([])
    expect(ids(await search('q=quillon', DZ))).toEqual([990101])
    await mallEnv.DB.prepare('DELETE FROM products WHERE id = 990101').run()
    expect(ids(await search('q=quillon', DZ))).toEqual([])
  })

  it("never takes a typed word for the index's market token (ｍ and the market's id)", async () => {
    for (const q of [`ｍ${NG}`, `m${NG}`]) expect(ids(await search(`q=${encodeURIComponent(q)}`)), q).toEqual([])
  })

  it('ranks by relevance the 2,000 most recently listed matches; the other sorts list every match', async () => {
    // 2,001 products holding the word once in their description; the oldest holds it three times in its name.
    await mallEnv.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2001)
       INSERT INTO products (id, country_id, category_id, name, brand, image, price_minor, stock, keywords, description, created_at)
       SELECT 991000 + i, ?, 3, CASE i WHEN 1 THEN 'Zorblat zorblat zorblat' ELSE 'Plain lamp ' || i END, 'Lumo', '/m/img/products/lamp.svg',
         CASE i WHEN 1 THEN 100 ELSE 500000 + i END, 5, '', 'A lamp. zorblat', i FROM n`,
    ).bind(DZ).run()
    const relevant = await search('q=zorblat&sort=relevance&limit=40', DZ)
    expect(relevant.items.length).toBe(40)
    expect(ids(relevant)).not.toContain(991001)
    expect(ids(await search('q=zorblat&sort=priceAsc&limit=1', DZ))).toEqual([991001])
    await mallEnv.DB.prepare('DELETE FROM products WHERE id BETWEEN 991001 AND 993001').run()
  })
})
