/**
 * Relevance, measured: ten shopper queries in English, French and Arabic, judged by what a shopper who typed them
 * wants (a category, and for a product word the product's own kind in its name). Precision is taken over the first
 * min(10, relevant products of the market) results, in each of the seven markets, and printed per query.
 */
import { describe, expect, it } from 'vitest'
import type { ProductPage } from '../../contract'
import { call, contractData, mallEnv } from './mall.helpers'

type Judged = { words: [en: string, fr: string, ar: string]; category: string; name?: RegExp }

const JUDGED: Judged[] = [
  { words: ['phone', 'téléphone', 'هاتف'], category: 'phones' },
  { words: ['charger', 'chargeur', 'شاحن'], category: 'accessories', name: /charger/i },
  { words: ['earbuds', 'écouteurs', 'سماعات'], category: 'audio', name: /earbud|earphone|headphone|freepods/i },
  { words: ['speaker', 'enceinte', 'مكبر صوت'], category: 'audio', name: /speaker|radio/i },
  { words: ['watch', 'montre', 'ساعة'], category: 'wearables' },
  { words: ['laptop', 'ordinateur portable', 'لابتوب'], category: 'computing', name: /laptop/i },
  { words: ['power bank', 'batterie externe', 'باور بانك'], category: 'accessories', name: /power bank/i },
  { words: ['kettle', 'bouilloire', 'غلاية'], category: 'home', name: /kettle/i },
  { words: ['shirt', 'chemise', 'قميص'], category: 'fashion', name: /shirt|polo|dress|kaftan|robe|gandoura|wrap/i },
  { words: ['perfume', 'parfum', 'عطر'], category: 'beauty', name: /parfum|perfume/i },
]
const MARKETS = [1, 2, 3, 4, 5, 6, 7]

type Row = { id: number; name: string; slug: string }

async function productsOf(countryId: number): Promise<Map<number, Row>> {
  const { results } = await mallEnv.DB.prepare('SELECT p.id, p.name, c.slug FROM products p JOIN categories c ON c.id = p.category_id WHERE p.country_id = ?')
    .bind(countryId)
    .all<Row>()
  return new Map(results.map((row) => [row.id, row]))
}

const isRelevant = (judged: Judged, row: Row | undefined) => !!row && row.slug === judged.category && (!judged.name || judged.name.test(row.name))

/** Precision of one query in one market: relevant results among the first min(10, relevant products) shown. */
async function precision(q: string, judged: Judged, countryId: number, products: Map<number, Row>): Promise<number | null> {
  const relevant = [...products.values()].filter((row) => isRelevant(judged, row)).length
  if (relevant === 0) return null
  const cut = Math.min(10, relevant)
  const page = await contractData('products', await call(`/api/catalog/products?q=${encodeURIComponent(q)}&limit=${cut}`, { headers: { country_id: String(countryId) } }))
  return (page as ProductPage).items.slice(0, cut).filter((item) => isRelevant(judged, products.get(item.id))).length / cut
}

describe('search relevance', () => {
  it('ranks what the words name above what only mentions them: top-10 precision in three languages', async () => {
    const catalogues = new Map(await Promise.all(MARKETS.map(async (id) => [id, await productsOf(id)] as const)))
    const byLanguage: number[][] = [[], [], []]
    const lines: string[] = []
    for (const judged of JUDGED) {
      const cells: string[] = []
      for (const [language, q] of judged.words.entries()) {
        const scores: number[] = []
        for (const countryId of MARKETS) {
          const score = await precision(q, judged, countryId, catalogues.get(countryId)!)
          if (score !== null) scores.push(score)
        }
        const mean = scores.reduce((sum, score) => sum + score, 0) / scores.length
        byLanguage[language]!.push(mean)
        cells.push(`${q} ${mean.toFixed(2)}`)
      }
      lines.push(cells.join(' · '))
    }
    const means = byLanguage.map((scores) => scores.reduce((sum, score) => sum + score, 0) / scores.length)
    console.log(`top-10 precision, 7 markets\n${lines.join('\n')}\nen ${means[0]!.toFixed(2)} · fr ${means[1]!.toFixed(2)} · ar ${means[2]!.toFixed(2)}`)
    for (const mean of means) expect(mean).toBeGreaterThanOrEqual(0.95)
  })

  it('"phone" puts every phone of the market before any accessory', async () => {
    for (const countryId of MARKETS) {
      const products = await productsOf(countryId)
      const phones = [...products.values()].filter((row) => row.slug === 'phones').length
      const page = await contractData('products', await call('/api/catalog/products?q=phone&limit=40', { headers: { country_id: String(countryId) } }))
      const slugs = page.items.map((item) => products.get(item.id)!.slug)
      expect(slugs.slice(0, phones), `market ${countryId}`).toEqual(Array(phones).fill('phones'))
      expect(slugs.length).toBeGreaterThan(phones)
    }
  })
})
