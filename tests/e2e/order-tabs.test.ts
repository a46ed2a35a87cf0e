/**
 * The order list's tab pills in real Chromium at 360×740, in every language: each label sits whole inside its pill
 * (nothing clipped or wrapped) and centred in it; the strip scrolls sideways rather than squeezing a pill.
 */
import { afterEach, describe, expect, inject, test } from 'vitest'
import type { BrowserContext } from 'playwright-core'
import { ORDER_TAB_NAMES } from '../../contract'
import { INTERFACE_LANGUAGES } from '../../locales/languages'
import { logIn, shopperContext, useBrowser } from './browser'

const baseURL = inject('baseURL')
const browser = useBrowser()

let context: BrowserContext | undefined
afterEach(async () => {
  await context?.close()
  context = undefined
})

describe('the order tabs at 360×740', () => {
  test('show every label whole and centred, in all nine languages', async () => {
    context = await shopperContext(browser(), baseURL, { viewport: { width: 360, height: 740 } })
    await logIn(context, 'amina', { back: '/m/order/list' })
    const page = await context.newPage()
    for (const language of INTERFACE_LANGUAGES) {
      await context.addCookies([{ name: 'jde-lang', value: language, url: baseURL }])
      expect((await page.goto('/m/order/list'))?.status(), language).toBe(200)
      const pills = await page.locator('nav.tabs a.tab').evaluateAll((tabs) =>
        tabs.map((tab) => {
          const range = document.createRange()
          range.selectNodeContents(tab)
          const text = range.getBoundingClientRect()
          const box = tab.getBoundingClientRect()
          const style = getComputedStyle(tab)
          const inner = { start: box.left + parseFloat(style.paddingLeft), end: box.right - parseFloat(style.paddingRight) }
          return {
            label: tab.textContent?.trim() ?? '',
            whole: tab.scrollWidth <= tab.clientWidth && text.left >= inner.start - 1 && text.right <= inner.end + 1,
            oneLine: text.height <= parseFloat(style.lineHeight || '20') * 1.5 || text.height < 30,
            offCentre: Math.abs((text.left + text.right) / 2 - (box.left + box.right) / 2),
          }
        }),
      )
      expect(pills.length, language).toBe(ORDER_TAB_NAMES.length)
      for (const pill of pills) {
        expect(pill.label, language).not.toBe('')
        expect(pill.whole, `${language} "${pill.label}" whole`).toBe(true)
        expect(pill.oneLine, `${language} "${pill.label}" on one line`).toBe(true)
        expect(pill.offCentre, `${language} "${pill.label}" centred`).toBeLessThanOrEqual(1.5)
      }
    }
  })
})
