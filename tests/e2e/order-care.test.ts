/**
 * Order care in real Chromium at 360×740, in English and Arabic: a new order to pay leads with its status, what
 * happens next, its items and total, with paying first; cancelling goes through its confirmation page (the reason,
 * then "Confirm cancellation"); the cancelled order; the retailer's Wallet › Reward naming the rule and unit of each
 * line. axe-core on each screen; screenshots in tests/e2e/.shots/.
 */
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import { logIn, useBrowser, useShopperContexts } from './browser'
import { violations } from './axe'
import { postProductForm } from './product-form'

const baseURL = inject('baseURL')
const browser = useBrowser()
const openContext = useShopperContexts(browser, baseURL)
const PHONE = { width: 360, height: 740 }
const PRODUCT = { id: 703 }

async function shot(page: Page, name: string) {
  mkdirSync('tests/e2e/.shots', { recursive: true })
  await page.screenshot({ path: `tests/e2e/.shots/${name}.png` })
}

/** Checkout paying online; the order waits for its payment once the browser is at the provider's page. */
async function placeOnline(page: Page): Promise<string> {
  await postProductForm(page, PRODUCT.id)
  await page.goto('/m/order/confirm')
  await page.locator('input[name=payment][value=online]').check()
  await Promise.all([page.waitForURL((url) => url.pathname === '/m/dev/pay'), page.locator('button[name=action][value=place]').click()])
  return /^m(\d+)-/.exec(new URL(page.url()).searchParams.get('reference')!)![1]!
}

describe('a new order, its confirmed cancellation and Wallet › Reward at 360×740', () => {
  for (const language of ['en-US', 'ar']) {
    const tag = language === 'ar' ? 'ar' : 'en'
    test(`in ${language}: axe finds nothing, the lead and the actions sit in the first screen`, async () => {
      const context = await openContext({ viewport: PHONE, bypassCSP: true })
      await context.addCookies([{ name: 'jde-lang', value: language, url: baseURL }])
      await logIn(context, 'amina', { back: '/m/cart' })
      const page = await context.newPage()
      const orderId = await placeOnline(page)
      await page.goto(`/m/order/details?id=${orderId}`)
      const checked: Record<string, string[]> = {}
      checked.details = await violations(page)
      // Status, next step, total, and the pay button, all in the first 740 pixels.
      for (const selector of ['section.lead p.status', 'section.lead p.next', 'section.lead b.price', 'form button[type=submit]']) {
        const box = (await page.locator(selector).first().boundingBox())!
        expect(box.y + box.height, selector).toBeLessThanOrEqual(PHONE.height)
      }
      await shot(page, `order-new-${tag}`)

      await Promise.all([page.waitForURL(/\/m\/order\/cancel\?id=\d+$/), page.locator(`a[href="/m/order/cancel?id=${orderId}"]`).click()])
      checked.confirm = await violations(page)
      expect(await page.locator('input[name=reason][value=buyerRequest]').isChecked()).toBe(true)
      const confirm = (await page.locator('form[action="/m/order/cancel"] button[type=submit]').boundingBox())!
      expect(confirm.y + confirm.height).toBeLessThanOrEqual(PHONE.height)
      await shot(page, `order-cancel-${tag}`)

      await page.locator('input[name=reason][value=outOfStock]').check()
      await Promise.all([page.waitForURL((url) => url.pathname === '/m/order/details'), page.locator('form[action="/m/order/cancel"] button[type=submit]').click()])
      expect(await page.locator('section.lead dl.sum dd').last().textContent()).toBe(language === 'ar' ? 'أحد المنتجات نفد من المخزون' : 'An item is out of stock')
      expect(await page.locator('form input[name=action][value=pay]').count()).toBe(0)
      await page.waitForTimeout(2100) // the notice fades after 2 s
      checked.cancelled = await violations(page)
      await shot(page, `order-cancelled-${tag}`)

      const shop = await openContext({ viewport: PHONE, bypassCSP: true })
      await shop.addCookies([{ name: 'jde-lang', value: language, url: baseURL }])
      await logIn(shop, 'shop_ng', { back: '/m/wallet/reward' })
      const reward = await shop.newPage()
      await reward.goto('/m/wallet/reward')
      checked.reward = await violations(reward)
      const imei = reward.locator('ul.entries bdi[dir=ltr]', { hasText: '352099160002123' })
      expect(await imei.count()).toBe(1)
      await imei.scrollIntoViewIfNeeded()
      await shot(reward, `wallet-reward-${tag}`)
      expect(checked).toEqual({ details: [], confirm: [], cancelled: [], reward: [] })
    })
  }
})
