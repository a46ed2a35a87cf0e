/**
 * The heart in real Chromium at 360×740: with JavaScript on, a signed-in shopper's tap saves and unsaves in place (no
 * page load, the button says it is pressed, the saved page agrees); with JavaScript off the same tap is a plain form
 * that comes back to the product with a notice; a guest's tap asks for the login first.
 */
import type { BrowserContext } from 'playwright-core'
import { afterEach, describe, expect, inject, test } from 'vitest'
import { registerBuyer } from './accounts'
import { shopperContext, useBrowser } from './browser'

const baseURL = inject('baseURL')
const browser = useBrowser()
const PHONE = { width: 360, height: 740 }
const PRODUCT = '/m/product/info?id=702'
const HEART = 'section.card form.heart button'

let context: BrowserContext | undefined
afterEach(async () => {
  await context?.close()
  context = undefined
})

async function buyer(language: string, javaScriptEnabled: boolean) {
  context = await shopperContext(browser(), baseURL, { viewport: PHONE, javaScriptEnabled })
  await context.addCookies([{ name: 'jde-lang', value: language, url: baseURL }])
  const page = await context.newPage()
  await registerBuyer(page, { prefix: javaScriptEnabled ? '0703' : '0704', name: 'Heart Tester', password: 'Hearts2026!' })
  return page
}

describe('the heart', () => {
  for (const language of ['en-US', 'ar']) {
    test(`saves and unsaves in place for a signed-in shopper (${language}, JavaScript on)`, async () => {
      const page = await buyer(language, true)
      await page.goto(PRODUCT)
      await page.waitForLoadState('networkidle')
      const heart = page.locator(HEART)
      expect(await heart.getAttribute('aria-pressed')).toBe('false')
      let loads = 0
      page.on('load', () => loads++)
      await heart.click()
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true')
      expect(await heart.locator('b').textContent()).toBe('♥')
      expect(loads).toBe(0)
      expect(page.url()).toBe(`${baseURL}${PRODUCT}`)

      const saved = await context!.newPage()
      await saved.goto('/m/user/saved')
      expect(await saved.locator('ul.sv a[href="/m/product/info?id=702"]').count()).toBeGreaterThan(0)

      await heart.click()
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false')
      expect(loads).toBe(0)
      await saved.reload()
      expect(await saved.locator('ul.sv a[href="/m/product/info?id=702"]').count()).toBe(0)
    })
  }

  test('is a plain form with JavaScript off: the tap comes back to the product, saved, with a notice', async () => {
    const page = await buyer('en-US', false)
    await page.goto(PRODUCT)
    await Promise.all([page.waitForURL((url) => url.pathname + url.search === PRODUCT), page.locator(HEART).click()])
    expect(await page.locator(HEART).getAttribute('aria-pressed')).toBe('true')
    expect(await page.getByText('Saved to your list').count()).toBeGreaterThan(0)
  })

  test("a guest's tap goes to the login, which saves the product before coming back", async () => {
    context = await shopperContext(browser(), baseURL, { viewport: PHONE })
    const page = await context.newPage()
    await page.goto(PRODUCT)
    await page.waitForLoadState('networkidle')
    await Promise.all([page.waitForURL((url) => url.pathname === '/m/login/login'), page.locator(HEART).click()])
  })
})
