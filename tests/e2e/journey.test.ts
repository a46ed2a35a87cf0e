/**
 * The whole journey of a new buyer in Lagos, in real Chromium against the production build, once with JavaScript on
 * and once with it off: from the home page's search box to a product, "Add to cart" as a guest, registration with a
 * code from the local SMS outbox (the add is finished right after), the cart's stepper, checkout with a new address
 * paying on delivery, the order's details, and cancelling it.
 */
import type { Page } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import { codeFromOutbox, freshNumber as freshNumberOf } from './accounts'
import { useBrowser, useShopperContexts } from './browser'

const baseURL = inject('baseURL')
const browser = useBrowser()
const PRODUCT = 'Pulse Wireless Earbuds'
const openContext = useShopperContexts(browser, baseURL)

const freshNumber = (salt: number) => freshNumberOf('0807', salt)

const noticeText = async (page: Page) => (await page.locator('.toast.notice').first().textContent())?.trim()

/** Clicks and waits for the page the click leads to. */
async function go(page: Page, selector: string, to: (url: URL) => boolean) {
  await Promise.all([page.waitForURL(to), page.locator(selector).first().click()])
}

describe('a new buyer, from the search box to a cancelled order', () => {
  for (const [run, javaScriptEnabled] of [true, false].entries()) {
    test(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async () => {
      const context = await openContext({ javaScriptEnabled, viewport: { width: 360, height: 740 } })
      const page = await context.newPage()
      const number = freshNumber(run * 7919)

      // Search from the home page's box.
      await page.goto('/m/')
      await page.locator('form[role=search] input[name=q]').fill('earbuds')
      await Promise.all([page.waitForURL((url) => url.pathname === '/m/search'), page.locator('form[role=search] input[name=q]').press('Enter')])
      expect(new URL(page.url()).searchParams.get('q')).toBe('earbuds')
      const card = page.locator('a[href^="/m/product/info?id="]').filter({ hasText: PRODUCT }).first()
      expect(await card.count()).toBe(1)

      // The product page; a guest's "Add to cart" goes to login, which says why.
      await Promise.all([page.waitForURL((url) => url.pathname === '/m/product/info'), card.click()])
      const productPath = new URL(page.url()).pathname + new URL(page.url()).search
      expect(await page.locator('h2.name').textContent()).toBe(PRODUCT)
      await go(page, 'form.buy button[type=submit]:not([name=buyNow])', (url) => url.pathname === '/m/login/login')
      expect(await page.locator('.note[role=status]').first().textContent()).toBe('Log in to add to the cart')

      // Register with a code; the add the guest asked for is finished, and the shopper is back on the product.
      await go(page, 'a:text("Create an account")', (url) => url.pathname === '/m/login/register')
      const form = 'form[action="/m/login/register"]'
      await page.locator(`${form} input[name=name]`).fill('Chidi Okafor')
      await page.locator(`${form} input[name=phone]`).fill(number.typed)
      await go(page, `${form} button[value=send]`, (url) => url.pathname === '/m/login/register')
      await page.locator(`${form} input[name=code]`).fill(await codeFromOutbox(context, number.e164))
      await page.locator(`${form} input[name=password]`).fill('Chidi#2026!')
      await page.locator(`${form} input[name=consent]`).check()
      await go(page, `${form} button[value=register]`, (url) => url.pathname + url.search === productPath)
      expect(await noticeText(page)).toBe('Add to Cart successfully!')

      // The header's cart icon leads to the cart; one more with the stepper.
      await go(page, 'header a.cart', (url) => url.pathname === '/m/cart')
      const line = () => page.locator('article.card.item').filter({ hasText: PRODUCT })
      expect(await line().locator('output').textContent()).toBe('1')
      await go(page, 'article.card.item button[value=inc]', (url) => url.pathname === '/m/cart')
      await expect.poll(() => line().locator('output').textContent()).toBe('2')

      // Checkout: a new account has no address yet; it is typed here and saved with the order.
      await go(page, 'a.btn.wide[href="/m/order/confirm"]', (url) => url.pathname === '/m/order/confirm')
      expect(await page.locator('input[name=address][value=new]').isChecked()).toBe(true)
      await page.locator('input[name=name]').fill('Chidi Okafor')
      await page.locator('input[name=phone]').fill(number.e164)
      await page.locator('select[name=regionId]').selectOption({ index: 1 })
      await page.locator('input[name=city]').fill('Ikeja')
      await page.locator('input[name=street]').fill('3 Opebi Road')
      await page.locator('input[name=payment][value=onDelivery]').check()
      await go(page, 'button[name=action][value=place]', (url) => url.pathname === '/m/order/details')
      expect(await noticeText(page)).toBe('Your order is placed!')
      expect(await page.locator('p.status').textContent()).toBe('Confirmed')
      expect(await page.getByText('3 Opebi Road', { exact: false }).count()).toBe(1)
      expect(await page.getByText('Pay on delivery').count()).toBe(1)
      const orderUrl = page.url()

      // The order is in the list; cancelling it is allowed before shipment.
      await page.goto('/m/order/list')
      expect(await page.locator(`a.card[href="${new URL(orderUrl).pathname}${new URL(orderUrl).search}"]`).count()).toBe(1)
      await page.goto(orderUrl)
      await go(page, `a[href="/m/order/cancel?id=${new URL(orderUrl).searchParams.get('id')}"]`, (url) => url.pathname === '/m/order/cancel')
      await page.locator('input[name=reason][value=buyerRequest]').check()
      await go(page, 'form[action="/m/order/cancel"] button[type=submit]', (url) => url.href === orderUrl)
      expect(await noticeText(page)).toBe('The order is cancelled')
      expect(await page.locator('p.status').textContent()).toBe('Cancelled')

      // The cart is empty again, with a way back to shopping.
      await page.goto('/m/cart')
      expect(await line().count()).toBe(0)
      expect(await page.locator('main a[href="/m/"]').count()).toBeGreaterThan(0)
    })
  }
})
