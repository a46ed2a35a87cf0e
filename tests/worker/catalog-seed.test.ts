import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { CATEGORY_SLUGS, SPEC_NAMES } from '../../contract'

/** The committed images, by their URL path. */
const files = Object.fromEntries(
  Object.entries(import.meta.glob<string>('/public/m/img/**/*.svg', { query: '?raw', import: 'default', eager: true })).map(([path, text]) => [
    path.replace(/^\/public/, ''),
    text,
  ]),
)
const MAX_IMAGE_BYTES = 1536

/** Whether an SVG is well-formed XML of elements and quoted attributes only: every tag closed, in order, no stray text. */
function wellFormed(svg: string): boolean {
  const open: string[] = []
  let at = 0
  for (const tag of svg.trim().matchAll(/<(\/?)([a-zA-Z][\w-]*)((?:\s+[\w:-]+="[^"<&]*")*)\s*(\/?)>/g)) {
    if (svg.trim().slice(at, tag.index).trim() !== '') return false
    at = tag.index + tag[0].length
    const [, closing, name, , selfClosing] = tag
    if (closing) {
      if (open.pop() !== name) return false
    } else if (!selfClosing) open.push(name!)
  }
  return at === svg.trim().length && open.length === 0
}

/** A drawing without its colours: what is left is its shapes, so a recoloured copy of another drawing matches it. */
const shapesOf = (svg: string) => svg.replace(/#[0-9a-f]{3,8}\b/gi, '').replace(/(fill|stroke)="(white|black|none|currentColor)"/g, '$1=""')

type Row = { id: number; country_id: number; category_id: number; name: string; image: string; gallery: string; specs: string; stock: number; keywords: string; description: string; original_price_minor: number | null; price_minor: number }

async function products(): Promise<Row[]> {
  return (await env.DB.prepare('SELECT * FROM products WHERE id < 1000 ORDER BY id').all<Row>()).results
}

const imagesOf = (row: Row) => [row.image, ...(JSON.parse(row.gallery) as string[])]

describe('the catalogue seed', () => {
  it('has at least 40 products in each of the seven markets, in every category, some sold out and some nearly', async () => {
    const rows = await products()
    for (let market = 1; market <= 7; market++) {
      const own = rows.filter((row) => row.country_id === market)
      expect(own.length, `market ${market}`).toBeGreaterThanOrEqual(40)
      expect(new Set(own.map((row) => row.category_id)).size).toBe(CATEGORY_SLUGS.length)
      expect(own.some((row) => row.stock === 0)).toBe(true)
      expect(own.some((row) => row.stock > 0 && row.stock <= 5)).toBe(true)
      expect(own.some((row) => row.original_price_minor !== null && row.original_price_minor > row.price_minor)).toBe(true)
    }
  })

  it('keeps the flash sale\'s products 101–706 with their seeded prices', async () => {
    const phone = await env.DB.prepare('SELECT name, price_minor, category_id FROM products WHERE id = 701').first()
    expect(phone).toEqual({ name: 'Savanna S5 Smartphone 128 GB', price_minor: 18999900, category_id: 1 })
  })

  it('gives every product known spec names, a description and the category\'s name in the nine languages as keywords', async () => {
    for (const row of await products()) {
      expect(Object.keys(JSON.parse(row.specs)).every((name) => (SPEC_NAMES as readonly string[]).includes(name)), row.name).toBe(true)
      expect(row.description.length).toBeGreaterThan(40)
      if (row.category_id === 1) expect(row.keywords).toContain('Téléphones')
      if (row.category_id === 1) expect(row.keywords).toContain('Simu')
    }
  })

  it('has delivery regions with fees in every market', async () => {
    const { results } = await env.DB.prepare('SELECT country_id, COUNT(*) AS n, MIN(delivery_fee_minor) AS fee FROM regions GROUP BY country_id').all<{ n: number; fee: number }>()
    expect(results).toHaveLength(7)
    for (const market of results) {
      expect(market.n).toBeGreaterThanOrEqual(5)
      expect(market.fee).toBeGreaterThan(0)
    }
  })
})

describe('product images', () => {
  it('exist for every image the seed names, each a well-formed SVG of at most 1.5 KB', async () => {
    for (const row of await products()) {
      for (const image of imagesOf(row)) {
        const text = files[image]
        expect(text, `${row.name}: ${image}`).toBeTypeOf('string')
        expect(new TextEncoder().encode(text).byteLength, image).toBeLessThanOrEqual(MAX_IMAGE_BYTES)
        expect(text).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="[\d .]+"/)
        expect(text).not.toMatch(/<script|\son\w+=|href="(?!#)/i)
        expect(wellFormed(text!), `${image} is well-formed`).toBe(true)
      }
    }
  })

  it('are one distinct image per model: products of different models never share one', async () => {
    const modelOf = new Map<string, string>()
    const contentOf = new Map<string, string>()
    for (const row of await products()) {
      for (const image of imagesOf(row)) {
        expect(modelOf.get(image) ?? row.name, `${image} is used by ${modelOf.get(image)} and ${row.name}`).toBe(row.name)
        modelOf.set(image, row.name)
        const text = files[image]!
        expect(contentOf.get(text) ?? image, `${image} draws the same as ${contentOf.get(text)}`).toBe(image)
        contentOf.set(text, image)
      }
    }
  })

  it('tell every model apart by its shapes, not only its colours: no two pictures match once their colours are removed', async () => {
    const pictureOf = new Map<string, string>()
    for (const image of new Set((await products()).flatMap(imagesOf))) {
      const shapes = shapesOf(files[image]!)
      expect(pictureOf.get(shapes) ?? image, `${image} is ${pictureOf.get(shapes)} in other colours`).toBe(image)
      pictureOf.set(shapes, image)
    }
    expect(pictureOf.size).toBeGreaterThan(60)
  })

  it('check well-formedness for real: a tag left open or closed out of order is caught', () => {
    expect(wellFormed('<svg viewBox="0 0 1 1"><g><rect width="1"/></g></svg>')).toBe(true)
    expect(wellFormed('<svg viewBox="0 0 1 1"><g><rect width="1"/></svg>')).toBe(false)
    expect(wellFormed('<svg><g></svg></g>')).toBe(false)
    expect(wellFormed('<svg><rect width=1/></svg>')).toBe(false)
  })

  it('show every phone from the front, the back and the side', async () => {
    const phones = (await products()).filter((row) => row.category_id === 1)
    expect(phones.length).toBeGreaterThan(0)
    for (const phone of phones) expect(imagesOf(phone), phone.name).toHaveLength(3)
  })

  it('include an icon for every category', async () => {
    const { results } = await env.DB.prepare('SELECT icon FROM categories').all<{ icon: string }>()
    for (const { icon } of results) expect(files[icon], icon).toBeTypeOf('string')
  })
})
