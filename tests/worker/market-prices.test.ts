import { describe, expect, it } from 'vitest'
import { send } from './helpers'

const NNBSP = '\u202f'
const NBSP = '\u00a0'

const page = async (path: string, cookie: string) => {
  const response = await send(path, { headers: { cookie } })
  expect(response.status).toBe(200)
  return response.text()
}

describe('prices as the market\'s shops write them', () => {
  it.each(['kt', 'fr-FR', 'en-US', 'ar'])('Côte d\'Ivoire in %s: 85 000 FCFA, the symbol after the amount', async (language) => {
    const body = await page('/m/product/info?id=401', `countryId=4; countryCode=KT; jde-lang=${language}`)
    expect(body).toContain(`85${NNBSP}000${NBSP}FCFA`)
    expect(body).not.toMatch(/CFA\s?\d/)
  })

  it.each(['fr-FR', 'ar', 'en-US'])('Algeria in %s: 39 900 DA, whole dinars', async (language) => {
    const body = await page('/m/product/info?id=501', `countryId=5; countryCode=DZ; jde-lang=${language}`)
    expect(body).toContain(`39${NNBSP}900${NBSP}DA`)
    expect(body).not.toContain(`39${NNBSP}900,00`)
    expect(body).not.toMatch(/DA\s?\d/)
  })

  it('keeps the naira sign before the amount in Nigeria', async () => {
    const body = await page('/m/', 'countryId=7; countryCode=NG; jde-lang=ha')
    expect(body).toMatch(/<b class="price" dir="ltr">₦\d{1,3}(,\d{3})*<\/b>/)
  })
})
