/**
 * The currency symbol of a page whose market is unknown (islands/state/app.ts): inside an app it is asked of the
 * app once per page, however many times it is wanted; never when the page knows it; never in a plain browser.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { countrySymbol, ensureCountrySymbol } from '../../islands/state/app'

const g = globalThis as unknown as { window?: Record<string, unknown> }
afterEach(() => {
  delete g.window
})

/** An Android interface object that answers `symbol` at once and records the names of the calls it gets. */
function android(symbol: string): string[] {
  const names: string[] = []
  g.window = {
    MallAppBridge: {
      postMessage(text: string) {
        names.push((JSON.parse(text) as { name: string }).name)
        return JSON.stringify({ ok: true, data: symbol })
      },
    },
  }
  return names
}

describe('the currency symbol of a page whose market is unknown', () => {
  it('is not asked for in a plain browser', async () => {
    g.window = {}
    countrySymbol.value = null
    expect(await ensureCountrySymbol()).toBeNull()
  })

  it('is not asked for when the page knows it', async () => {
    const names = android('USh')
    countrySymbol.value = 'GH₵'
    expect(await ensureCountrySymbol()).toBe('GH₵')
    expect(names).toEqual([])
  })

  it('is asked of the app once, however many times it is wanted', async () => {
    const names = android(' USh ')
    countrySymbol.value = null
    expect(await Promise.all([ensureCountrySymbol(), ensureCountrySymbol(), ensureCountrySymbol()])).toEqual(['USh', 'USh', 'USh'])
    expect(countrySymbol.value).toBe('USh')
    await ensureCountrySymbol()
    expect(names).toEqual(['getCountryCurrencySymbol'])
  })
})
