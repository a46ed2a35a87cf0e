/**
 * Search over 50,000 and then 500,000 products in local workerd: the seed's products copied until the table holds
 * that many rows (each copy with its own id, a variant word in the name and a date of its own, so the full-text index
 * and the sort indexes are as large as the promise says), then a mix of shopper queries through the mall's own route:
 * words, prefixes, accents, several words, a category, each sort, first pages and next pages, in every market; and
 * the languages: Arabic forms, the catalogue's words in other languages (synonyms) and one-letter typos (answered
 * with the corrected words' results), and each with filters (brand, price range, rating, stock, flash sale) and their
 * facet counts. Prints p50, p95 and max per kind; the budget (p95 ≤ 50 ms, DESIGN §6) is
 * reported beside them, not asserted.
 */
import { describe, expect, it } from 'vitest'
import type { ProductPage } from '../../contract'
import { call, mallEnv } from '../worker/mall.helpers'

const SIZES = [50_000, 500_000]
const VARIANTS = ['Plus', 'Lite', 'Max', 'Mini', 'Neo', 'Prime', 'Classic', 'Pro', 'Edge', 'Go', 'Ultra', 'Star']
const QUERIES = [
  'samsung', 'sams', 'phone', 'telephone', 'téléphone', 'simu', 'tecno spark', 'infinix', 'charger', 'power bank', 'earbuds',
  'speaker', 'watch', 'solar', 'kettle', 'blender', 'shirt', 'shea butter', 'laptop', 'cable', 'a', 'pro', 'max 128',
  'wayoyi', 'هواتف', 'kitchen', 'sunray lantern', 'oraimo', 'hair', 'perfume',
]
const ARABIC = ['هاتف', 'الهاتف', 'هواتف', 'هَاتِف', 'سماعات', 'الشاحن', 'اكسسوارات']
const SYNONYMS = ['téléphone', 'telefone', 'waya', 'फ़ोन', 'ဖုန်း', 'écouteurs', 'chaja', 'batterie externe', 'montre', 'مكواة']
const TYPOS = ['samsnug', 'chrager', 'blendr', 'infinx', 'speakr', 'lanterm']
const SORTS = ['relevance', 'priceAsc', 'priceDesc', 'newest']
/** Filters as the search and category pages send them, facets asked on first pages. */
const FILTERS = ['&brand=Tecno', '&brand=Samsung&inStock=1', '&min=1000&max=200000', '&rating=4', '&inStock=1&rating=4&max=500000', '&flash=1']

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

async function timed(path: string, countryId: number): Promise<{ ms: number; page: ProductPage }> {
  const started = performance.now()
  const response = await call(path, { headers: { country_id: String(countryId) } })
  const body = await response.json<{ code: number; data: ProductPage }>()
  const ms = performance.now() - started
  if (response.status !== 200 || body.code !== 1) throw new Error(`${path} answered ${response.status}`)
  return { ms, page: body.data }
}

function report(label: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b)
  const p95 = percentile(sorted, 95)
  console.log(
    `${label.padEnd(34)} n=${String(sorted.length).padStart(4)}  p50 ${percentile(sorted, 50).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  max ${sorted.at(-1)!.toFixed(1).padStart(6)} ms  ${p95 <= 50 ? 'within' : 'OVER'} the 50 ms budget`,
  )
  return p95
}

async function growTo(target: number) {
  const db = mallEnv.DB
  const count = async (where = '1 = 1') => (await db.prepare(`SELECT COUNT(*) AS n FROM products WHERE ${where}`).first<{ n: number }>())!.n
  const seeded = await count('id < 10000')
  const started = Date.now()
  // Copy c holds ids c × 10000 + the seed's id; copies go on after the last one made.
  let copy = ((await db.prepare('SELECT MAX(id / 10000) AS c FROM products').first<{ c: number }>())!.c ?? 0) + 1
  let total = await count()
  while (total < target) {
    const statements = []
    for (let c = copy; c < copy + 10 && total + (c - copy) * seeded < target; c++) {
      statements.push(
        db
          .prepare(
            `INSERT INTO products (id, country_id, category_id, name, brand, image, price_minor, original_price_minor, stock, rating,
               rating_count, gallery, specs, description, keywords, created_at)
             SELECT ?1 * 10000 + id, country_id, category_id, name || ' ' || ?2, brand, image, price_minor + (?1 * 37 + id) % 500 * 100,
               original_price_minor, (stock + ?1) % 300, rating, rating_count, gallery, specs, description, keywords, created_at - ?1 * 3600000
             FROM products WHERE id < 10000 LIMIT ?3`,
          )
          .bind(c, `${VARIANTS[c % VARIANTS.length]} ${c}`, Math.min(seeded, target - total - (c - copy) * seeded)),
      )
    }
    await db.batch(statements)
    copy += statements.length
    total = await count()
  }
  console.log(`search bench: ${total} products (${seeded} seeded, copied in ${((Date.now() - started) / 1000).toFixed(1)} s)`)
  expect(total).toBeGreaterThanOrEqual(target)
}

async function firstPages(queries: string[], samples: number[], check?: (page: ProductPage, q: string) => void) {
  let round = 0
  for (const q of queries) {
    for (const sort of SORTS) {
      const countryId = (round++ % 7) + 1
      const one = await timed(`/api/catalog/products?q=${encodeURIComponent(q)}&sort=${sort}&limit=20`, countryId)
      check?.(one.page, q)
      samples.push(one.ms)
    }
  }
}

describe.each(SIZES)('search over %i products', (size) => {
  it('reports p50 and p95 of shopper searches', async () => {
    await growTo(size)
    for (const q of QUERIES.slice(0, 5)) await timed(`/api/catalog/products?q=${encodeURIComponent(q)}`, 7)
    const first: number[] = []
    const next: number[] = []
    const listing: number[] = []
    let round = 0
    for (const q of QUERIES) {
      for (const sort of SORTS) {
        const countryId = (round++ % 7) + 1
        const categoryId = round % 5 === 0 ? '&categoryId=1' : ''
        const query = `/api/catalog/products?q=${encodeURIComponent(q)}&sort=${sort}&limit=20${categoryId}`
        const one = await timed(query, countryId)
        first.push(one.ms)
        if (one.page.next) next.push((await timed(`${query}&cursor=${encodeURIComponent(one.page.next)}`, countryId)).ms)
      }
    }
    for (let countryId = 1; countryId <= 7; countryId++) {
      for (const sort of SORTS) {
        for (const categoryId of ['', '&categoryId=2', '&categoryId=7']) {
          const query = `/api/catalog/products?sort=${sort}&limit=20${categoryId}`
          const one = await timed(query, countryId)
          listing.push(one.ms)
          if (one.page.next) listing.push((await timed(`${query}&cursor=${encodeURIComponent(one.page.next)}`, countryId)).ms)
        }
      }
    }
    const filtered: number[] = []
    round = 0
    for (const q of [...QUERIES.slice(0, 12), '']) {
      for (const filter of FILTERS) {
        const countryId = (round++ % 7) + 1
        const sort = SORTS[round % SORTS.length]
        const words = q ? `q=${encodeURIComponent(q)}&` : `categoryId=${(round % 8) + 1}&`
        const query = `/api/catalog/products?${words}sort=${sort}&limit=20${filter}`
        const one = await timed(`${query}&facets=1`, countryId)
        expect(one.page.facets).toBeDefined()
        filtered.push(one.ms)
        if (one.page.next) filtered.push((await timed(`${query}&cursor=${encodeURIComponent(one.page.next)}`, countryId)).ms)
      }
    }
    const arabic: number[] = []
    const synonyms: number[] = []
    const typos: number[] = []
    await firstPages(ARABIC, arabic, (page, q) => expect(page.items.length, q).toBeGreaterThan(0))
    await firstPages(SYNONYMS, synonyms, (page, q) => expect(page.items.length, q).toBeGreaterThan(0))
    await firstPages(TYPOS, typos, (page, q) => expect(page.suggestion, q).toBeTruthy())
    console.log(`\n${size} products`)
    const p95 = report('search, first page', first)
    report('search, next page (cursor)', next)
    report('category and feed listings', listing)
    report('with filters (facets on first pages)', filtered)
    report('Arabic forms (هاتف, الهاتف, …)', arabic)
    report('synonyms (téléphone, waya, फ़ोन, …)', synonyms)
    report('one-letter typos (samsnug, …)', typos)
    const all = report('all searches', [...first, ...next, ...arabic, ...synonyms, ...typos])
    console.log('')
    expect(Number.isFinite(p95) && Number.isFinite(all)).toBe(true)
  })
})
