import { describe, expect, it } from 'vitest'
import { send, tokenFor } from './helpers'

const page = async (path: string, cookie: string) => (await send(path, { headers: { cookie } })).text()

describe('dates, countries and descriptions in the reader\'s language', () => {
  it('writes the agreement date in Hausa without English month names', async () => {
    const html = await page('/m/tmpl/document', 'jde-lang=ha')
    const effective = /<p class="muted">([^<]+)<\/p>/.exec(html)?.[1] ?? ''
    expect(effective).toContain('2023')
    expect(effective).not.toMatch(/January|February|March|April|May|June|July|August|September|October|November|December/)
  })

  it.each([
    ['fr-FR', 'countryId=1; countryCode=IN', 'Inde'],
    ['ar', 'countryId=7; countryCode=NG', 'نيجيريا'],
    ['sw', 'countryId=5; countryCode=DZ', 'Aljeria'],
    ['hi', 'countryId=7; countryCode=NG', 'नाइजीरिया'],
    ['pt', 'countryId=3; countryCode=GH', 'Gana'],
  ])('names the market in %s (%s → %s)', async (language, market, name) => {
    const token = await tokenFor('amina')
    const html = await page('/m/', `jde-lang=${language}; ${market}; key=${token}`)
    expect(/<a href="\/m\/market\?back=[^"]*" class="market">([^<]+)<\/a>/.exec(html)?.[1]).toContain(name)
  })

  it('names Côte d\'Ivoire for the KT market', async () => {
    const html = await page('/m/', 'jde-lang=fr-FR; countryId=4; countryCode=KT')
    expect(html).toContain('Côte d’Ivoire')
  })

  it('gives every page a meta description in the reader\'s language, with the brand', async () => {
    const english = /<meta name="description" content="([^"]+)"/.exec(await page('/m/activity/sale', 'jde-lang=en-US'))?.[1]
    const arabic = /<meta name="description" content="([^"]+)"/.exec(await page('/m/activity/sale', 'jde-lang=ar'))?.[1]
    // The flash sale's own sentence, naming the brand (routes/_parts/share-meta.tsx).
    expect(english).toMatch(/Soko Mall/)
    expect(english).toMatch(/flash sales/)
    expect(arabic).toMatch(/Soko Mall/)
    expect(arabic).toMatch(/[\u0600-\u06FF]/)
    expect(arabic).not.toBe(english)
  })
})
