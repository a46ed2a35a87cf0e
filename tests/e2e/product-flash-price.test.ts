/**
 * The product page's buy bar in real Chromium: a live flash sale is sold at its flash price (the island adds in place),
 * the cart says so, and the cart's + is disabled once the buyer holds the item's per-buyer limit.
 */
import { describe, expect, inject, test } from 'vitest'
import { useBrowser, useShopperContexts } from './browser'
import { registerBuyer } from './accounts'

const baseURL = inject('baseURL')
const browser = useBrowser()
const newContext = useShopperContexts(browser, baseURL)

describe('the product page sells the flash price', () => {
  test('add from the product page: the cart line has the flash price and its tag; at the limit the + is disabled with the limit', async () => {
    const context = await newContext({ viewport: { width: 360, height: 740 } })
    const page = await context.newPage()
    await registerBuyer(page, { prefix: '0814', name: 'Musa Danjuma', password: 'Musa#2026!' })
    await page.goto('/m/product/info?id=703')
    await page.locator('m-island[data-island="buy-form"][data-hydrated]').waitFor({ state: 'attached' })
    await page.locator('form.buy input[name=quantity]').fill('2')
    const added = page.waitForResponse((r) => new URL(r.url()).pathname === '/m/api/cart/add')
    await page.locator('form.buy button', { hasText: 'Add to cart' }).click()
    expect((await added).status()).toBe(200)
    await page.goto('/m/cart')
    const line = page.locator('article.item', { has: page.locator('a[href="/m/product/info?id=703"]') })
    await expect.poll(() => line.locator('.prices').innerText()).toMatch(/₦9,999\s*Flash sale price/)
    const plus = line.locator('button[value=inc]')
    expect(await plus.isDisabled()).toBe(true)
    const reason = await plus.getAttribute('aria-describedby')
    expect(await page.locator(`#${reason}`).innerText()).toBe('Limit 2 per buyer')
    await page.screenshot({ path: 'tests/e2e/.shots/flash-cart-en-US.png' })
    // The limit used, the product page offers the normal price plainly.
    await page.goto('/m/product/info?id=703')
    expect(await page.locator('form.buy button[name=buyNow]').innerText()).toBe('Buy at ₦15,000')
    await context.addCookies([{ name: 'jde-lang', value: 'ar', url: baseURL }])
    await page.goto('/m/product/info?id=703')
    await page.screenshot({ path: 'tests/e2e/.shots/flash-product-ar.png' })
  })
})
