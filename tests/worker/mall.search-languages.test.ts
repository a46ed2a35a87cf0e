import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { CATEGORY_SLUGS, type ProductPage } from '../../contract'
import { mall } from '../../mall'
import { ARABIC_FOLDS, foldArabic } from '../../mall/catalog/arabic'
import { SEARCH_SYNONYMS, SYNONYM_LANGUAGES } from '../../mall/catalog/search-synonyms'
import { call, contractData, createBuyers, mallEnv, NG } from './mall.helpers'

const DZ = 5
const PHONE_SLOTS = [1, 7, 8, 9, 10, 11, 12, 13]
const LANGUAGES = ['en-US', 'fr-FR', 'my', 'pt', 'hi', 'kt', 'sw', 'ar', 'ha'] as const

async function search(q: string, countryId = NG, token?: string): Promise<ProductPage> {
  return contractData('products', await call(`/api/catalog/products?q=${encodeURIComponent(q)}&limit=40`, { headers: { country_id: String(countryId) }, token }))
}

async function idsOfCategory(categoryId: number, countryId = NG): Promise<number[]> {
  const { results } = await mallEnv.DB.prepare('SELECT id FROM products WHERE country_id = ? AND category_id = ? ORDER BY id').bind(countryId, categoryId).all<{ id: number }>()
  return results.map((row) => row.id)
}

const phonesOf = (countryId: number) => PHONE_SLOTS.map((slot) => countryId * 100 + slot)

describe('Arabic search', () => {
  it.each(['هاتف', 'هواتف', 'الهاتف', 'الهواتف', 'والهواتف', 'بالهاتف', 'هاتفي', 'هَاتِف', 'هـاتـف', 'جوال', 'موبايل'])('%s finds every phone', async (q) => {
    const ids = (await search(q, DZ)).items.map((item) => item.id)
    expect(ids).toEqual(expect.arrayContaining(phonesOf(DZ)))
  })

  it('folds hamza forms, ta marbuta and alef maksura on the typed side: اكسسوارات (no hamza) finds the accessories', async () => {
    const ids = (await search('اكسسوارات', DZ)).items.map((item) => item.id)
    expect(ids).toEqual(expect.arrayContaining(await idsOfCategory(2, DZ)))
    expect((await search('سماعه', DZ)).items.length).toBeGreaterThan(0)
  })

  it('indexes Arabic folded: a name written with hamza, ta marbuta, tashkeel and tatweel is found as shoppers type it', async () => {
    const name = 'سَاعـة أنيقة إضاءة مُؤقّت مرئى'
    await mallEnv.DB.prepare(
      `INSERT INTO products (id, country_id, category_id, name, brand, image, price_minor, stock, keywords, created_at)
       VALUES (990001, ?, 4, ?, 'Kora', '/m/img/products/watch.svg', 100000, 5, '', 1)`,
    ).bind(DZ, name).run()
    for (const q of ['ساعه انيقه', 'اضاءه', 'موقت', 'مرئي']) {
      expect((await search(q, DZ)).items.map((item) => item.id), q).toContain(990001)
    }
    // Every fold of the query side is one the index applies too.
    const terms = await mallEnv.DB.prepare('SELECT term FROM products_fts_terms WHERE term >= ? AND term < ?').bind('ا', 'ي\u{10FFFF}').all<{ term: string }>()
    const indexed = new Set(terms.results.map((row) => row.term))
    for (const [from] of ARABIC_FOLDS) expect([...indexed].some((term) => term.includes(from)), from).toBe(false)
    expect(indexed.has(foldArabic('أنيقة'))).toBe(true)
    await mallEnv.DB.prepare('DELETE FROM products WHERE id = 990001').run()
  })
})

describe('the catalogue in nine languages', () => {
  it.each(['phone', 'phones', 'téléphone', 'Téléphones', 'هاتف', 'simu', 'waya', 'wayoyi', 'फ़ोन', 'फोन', 'ဖုန်း', 'telefone', 'telemóveis', 'portable', 'smartphones'])(
    '%s finds every phone',
    async (q) => {
      const ids = (await search(q)).items.map((item) => item.id)
      expect(ids).toEqual(expect.arrayContaining(phonesOf(NG)))
    },
  )

  it('each category, by its name in each of the nine languages, finds all of its products', async () => {
    for (const language of LANGUAGES) {
      const names = (await import(`../../locales/catalog/${language}.json`)).category as Record<string, string>
      for (const [index, slug] of CATEGORY_SLUGS.entries()) {
        const ids = (await search(names[slug]!)).items.map((item) => item.id)
        expect(ids, `${language} ${names[slug]}`).toEqual(expect.arrayContaining(await idsOfCategory(index + 1)))
      }
    }
  })

  it('each common product word, in every language it is listed in, finds something', async () => {
    const words = [['charger', 'chargeur', 'carregador', 'चार्जर', 'chaja', 'شاحن', 'caja', 'ချာဂျာ'], ['earphones', 'écouteurs', 'auriculares', 'ईयरफ़ोन', 'سماعات', 'နားကြပ်', 'belun kunne', 'vipokea sauti'],
      ['power bank', 'batterie externe', 'bateria externa', 'पावर बैंक', 'باور بانك', 'ပါဝါဘဏ်', 'batirin ajiya', 'benki ya chaji'],
      ['tablet', 'tablette', 'टैबलेट', 'تابلت', 'tableti', 'tabulet', 'တက်ဘလက်'], ['watch', 'montre', 'relógio', 'घड़ी', 'ساعة', 'saa', 'agogo', 'နာရီ'],
      ['case', 'coque', 'capa', 'कवर', 'جراب', 'kava', 'murfi', 'ကာဗာ'], ['kettle', 'bouilloire', 'chaleira', 'केतली', 'غلاية', 'birika', 'ရေနွေးအိုး']]
    for (const list of words) {
      for (const q of list) expect((await search(q)).items.length, q).toBeGreaterThan(0)
    }
  })

  it('every listed word of every concept is a valid search (no FTS5 syntax error, no 500)', async () => {
    for (const concept of SEARCH_SYNONYMS) {
      for (const word of SYNONYM_LANGUAGES.flatMap((language) => concept[language])) {
        const response = await call(`/api/catalog/products?q=${encodeURIComponent(word)}&limit=1`, { headers: { country_id: String(NG) } })
        expect(response.status, word).toBe(200)
      }
    }
  })

  it('regular plurals find the singular: chargers, carregadores, écouteurs', async () => {
    for (const q of ['chargers', 'carregadores', 'lanterns', 'speakers']) expect((await search(q)).items.length, q).toBeGreaterThan(0)
  })
})

describe('one typo forgiven', () => {
  it.each([['samsnug', 'samsung'], ['samsumg', 'samsung'], ['infinx', 'infinix'], ['blendr', 'blender'], ['chrager', 'charger']])(
    '%s answers the results of %s with a suggestion',
    async (typed, meant) => {
      const page = await search(typed)
      expect(page.suggestion).toBe(meant)
      expect(page.items.length).toBeGreaterThan(0)
      expect(page.items.map((item) => item.id)).toEqual((await search(meant)).items.map((item) => item.id))
    },
  )

  it('a word of four letters is not corrected: itek stays unanswered', async () => {
    const page = await search('itek')
    expect(page).toEqual({ items: [], next: null })
  })

  it('a word that finds something is never corrected, nor is nonsense far from every word', async () => {
    expect((await search('samsung')).suggestion).toBeUndefined()
    expect(await search('qqqqqqqq')).toEqual({ items: [], next: null })
  })
})

describe('popular searches', () => {
  async function searchAs(q: string, token: string, countryId: number, language = 'en-US') {
    const ctx = createExecutionContext()
    const request = new Request(`https://mall.test/api/catalog/products?q=${encodeURIComponent(q)}`, {
      headers: { authorization: `Bearer ${token}`, country_id: String(countryId), 'accept-language': language },
    })
    const response = await mall.fetch(request, mallEnv, ctx)
    await waitOnExecutionContext(ctx)
    expect(response.status).toBe(200)
  }
  const popular = async (countryId: number, language = 'en-US') =>
    (await contractData('popularSearches', await call('/api/catalog/popular-searches', { headers: { country_id: String(countryId), 'accept-language': language } }))).searches

  it('offers the market starters before anyone searched, each shopper only those in their language (and brands)', async () => {
    expect(await popular(DZ, 'ar-SA')).toContain('هاتف')
    expect(await popular(NG, 'ha-NG')).toContain('waya')
    const hausa = await popular(NG, 'ha-NG')
    expect(hausa).not.toContain('phone')
    expect(hausa).toContain('Infinix')
    const english = await popular(NG, 'en-US')
    expect(english).toContain('phone')
    expect(english).not.toContain('waya')
    const arabic = await popular(DZ, 'ar-SA')
    expect(arabic.filter((query) => /[A-Za-z]/.test(query))).toEqual(['Samsung'])
    const ivorian = await popular(4, 'kt')
    expect(ivorian).toContain('téléphone')
    expect(ivorian).not.toContain('phone')
  })

  it('counts a search in the language of the shoppers who made it', async () => {
    const [a, b, c] = await createBuyers(3, DZ)
    for (const buyer of [a!, b!, c!]) await searchAs('Samsung Galaxy', buyer.token, DZ, 'fr-FR')
    expect(await popular(DZ, 'fr-FR')).toContain('samsung galaxy')
    expect(await popular(DZ, 'ar-SA')).not.toContain('samsung galaxy')
    expect(await popular(DZ, 'en-US')).not.toContain('samsung galaxy')
  })

  it('shows a query once three shoppers searched for it, never one shopper’s query however often repeated', async () => {
    const GH = 3
    const [a, b, c] = await createBuyers(3, GH)
    for (let i = 0; i < 5; i++) await searchAs('Binatone Kettle', a!.token, GH)
    await searchAs('Pressure cooker', a!.token, GH)
    expect(await popular(GH)).not.toContain('binatone kettle')
    await searchAs('binatone   KETTLE', b!.token, GH)
    expect(await popular(GH)).not.toContain('binatone kettle')
    await searchAs('Binatone kettle', c!.token, GH)
    const shown = await popular(GH)
    expect(shown[0]).toBe('binatone kettle')
    expect(shown).not.toContain('pressure cooker')
    expect(shown.length).toBeLessThanOrEqual(8)
  })

  it('a search that found nothing, or a guest’s, is not counted', async () => {
    const TZ = 6
    const buyers = await createBuyers(3, TZ)
    for (const buyer of buyers) await searchAs('zzzqxv', buyer.token, TZ)
    for (let i = 0; i < 3; i++) await call('/api/catalog/products?q=birika', { headers: { country_id: String(TZ) } })
    const shown = await popular(TZ)
    expect(shown).not.toContain('zzzqxv')
    expect(shown).not.toContain('birika')
  })
})

describe('odd input', () => {
  it.each(['"', '""', "'", '*', 'NEAR(a b)', 'a OR b', 'NOT', 'name:phone', '-phone', '^phone', '😀', '📱 phone', '\u0000', '\u200f', 'ـــ', 'ً', 'ال', 'x'.repeat(100), 'ab'.repeat(50)])(
    '%s answers 200, never a 500',
    async (q) => {
      const response = await call(`/api/catalog/products?q=${encodeURIComponent(q)}`, { headers: { country_id: String(NG) } })
      expect(response.status).toBe(200)
    },
  )

  it('500 characters is refused with a 400, not a 500', async () => {
    const response = await call(`/api/catalog/products?q=${'a'.repeat(500)}`, { headers: { country_id: String(NG) } })
    expect(response.status).toBe(400)
  })
})
