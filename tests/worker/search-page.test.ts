import { describe, expect, it } from 'vitest'
import { send } from './helpers'

const cookieOf = (language: string, country = 'countryId=7; countryCode=NG') => `${country}; jde-lang=${language}`

async function page(path: string, language = 'en-US', country?: string) {
  const response = await send(path, { headers: { cookie: cookieOf(language, country) } })
  return { status: response.status, html: await response.text() }
}

const cardCount = (html: string) => [...html.matchAll(/<li class="pc" data-goods-id="\d+">/g)].length
const popularLinks = (html: string) =>
  [...html.matchAll(/<li><a href="\/m\/search\?q=([^"]+)"><bdi>([^<]*)<\/bdi><\/a><\/li>/g)].map((match) => decodeURIComponent(match[1]!.replaceAll('+', ' ')))

describe('search page', () => {
  it('answers a one-letter typo with the corrected results and a "Did you mean" link to that search (English, Arabic, French)', async () => {
    const expected: Record<string, RegExp> = {
      'en-US': /Did you mean <bdi><a href="\/m\/search\?q=samsung&amp;sort=relevance">samsung<\/a><\/bdi>\?/,
      ar: /هل تقصد <bdi><a href="\/m\/search\?q=samsung&amp;sort=relevance">samsung<\/a><\/bdi>؟/,
      'fr-FR': /Vouliez-vous dire <bdi><a href="\/m\/search\?q=samsung&amp;sort=relevance">samsung<\/a><\/bdi>/,
    }
    for (const [language, line] of Object.entries(expected)) {
      const { status, html } = await page('/m/search?q=samsnug', language)
      expect(status).toBe(200)
      expect(html).toMatch(line)
      expect(cardCount(html)).toBeGreaterThan(0)
      expect(html).not.toMatch(/Popular searches|عمليات بحث شائعة/)
    }
  })

  it('a four-letter word is not corrected: nothing found, popular searches and the categories instead', async () => {
    const { html } = await page('/m/search?q=itek')
    expect(html).not.toContain('Did you mean')
    expect(cardCount(html)).toBe(0)
    expect(html).toContain('<h2>Popular searches</h2>')
    expect(html).toContain('href="/m/category?id=1"')
  })

  it('offers the market\'s popular searches as links on an empty search, in Arabic too', async () => {
    const nigeria = await page('/m/search')
    expect(nigeria.html).toContain('<h2>Popular searches</h2>')
    expect(popularLinks(nigeria.html)).toContain('phone')
    expect(popularLinks(nigeria.html)).not.toContain('waya')
    const hausa = await page('/m/search', 'ha')
    expect(popularLinks(hausa.html)).toContain('waya')
    expect(popularLinks(hausa.html)).not.toContain('phone')
    const algeria = await page('/m/search', 'ar', 'countryId=5; countryCode=DZ')
    expect(algeria.html).toContain('<h2>عمليات بحث شائعة</h2>')
    expect(popularLinks(algeria.html)).toContain('هاتف')
  })

  it('finds the phones by Arabic forms from the page', async () => {
    for (const q of ['هاتف', 'الهاتف', 'هواتف']) {
      const { html } = await page(`/m/search?q=${encodeURIComponent(q)}`, 'ar', 'countryId=5; countryCode=DZ')
      expect(cardCount(html), q).toBeGreaterThanOrEqual(8)
    }
  })

  it('survives odd input: quotes, FTS operators, emoji, markup and 500 characters', async () => {
    for (const q of ['"', '"phone" OR', 'NEAR(a b)', '*', 'name:x', '😀📱', '<b>x</b>', 'a'.repeat(500), 'ال', 'ً']) {
      const { status, html } = await page(`/m/search?q=${encodeURIComponent(q)}`)
      expect(status, q).toBe(200)
      expect(html).not.toContain('<b>x</b>')
    }
  })
})
