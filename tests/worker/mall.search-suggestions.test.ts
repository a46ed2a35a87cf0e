import { describe, expect, it } from 'vitest'
import type { SearchSuggestions } from '../../contract'
import { call, contractData, mallEnv, NG } from './mall.helpers'

const DZ = 5

async function suggest(q: string, countryId = NG): Promise<SearchSuggestions> {
  return contractData('searchSuggestions', await call(`/api/catalog/suggestions?q=${encodeURIComponent(q)}`, { headers: { country_id: String(countryId) } }))
}

describe('search suggestions', () => {
  it('offers the brands of the market that begin with the words, however they are typed', async () => {
    const { results } = await mallEnv.DB.prepare("SELECT DISTINCT brand FROM products WHERE country_id = ? AND lower(brand) LIKE 'sa%'").bind(NG).all<{ brand: string }>()
    expect(results.length).toBeGreaterThan(0)
    expect((await suggest('sa')).brands.sort()).toEqual(results.map((row) => row.brand).sort())
    expect((await suggest('SAMS')).brands).toEqual(['Samsung'])
    expect((await suggest('zzq')).brands).toEqual([])
  })

  it('offers categories by their name in any of the nine languages', async () => {
    expect((await suggest('pho')).categories.map((category) => category.slug)).toEqual(['phones'])
    expect((await suggest('télé')).categories.map((category) => category.slug)).toContain('phones')
    expect((await suggest('هات', DZ)).categories.map((category) => category.slug)).toEqual(['phones'])
    expect((await suggest('kom')).categories.map((category) => category.slug)).toEqual(['computing'])
  })

  it('offers popular searches that begin with the words, the most popular ones without words', async () => {
    const top = await suggest('')
    expect(top.searches.length).toBeGreaterThan(0)
    expect(top.categories).toEqual([])
    expect(top.brands).toEqual([])
    expect((await suggest('po')).searches).toContain('power bank')
    expect((await suggest('power bank')).searches).not.toContain('power bank')
  })

  it('answers markup and over-long words without an error', async () => {
    expect(await suggest('<script>')).toEqual({ searches: [], categories: [], brands: [] })
    const response = await call(`/api/catalog/suggestions?q=${'a'.repeat(41)}`, { headers: { country_id: String(NG) } })
    expect(response.status).toBe(400)
  })
})
