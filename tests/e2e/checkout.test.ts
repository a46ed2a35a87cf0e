/**
 * Checkout in real Chromium against the production build, as amina (NG, her seeded delivery address): a product
 * added with the product page's plain form, the cart, checkout paying on delivery, the order's details, cancelling
 * it; once with JavaScript on and once off (these screens ship none). Then checkout in Arabic, right to left (a
 * screenshot in tests/e2e/.shots/), and axe-core on each screen at 360×740 in English and Arabic.
 */
import { mkdirSync } from 'node:fs'
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import { logIn, type ShopperOptions, useBrowser, useShopperContexts } from './browser'
import { violations } from './axe'
import { postProductForm } from './product-form'

const baseURL = inject('baseURL')
const browser = useBrowser()
const BUYER = 'amina'
/** Seeded NG products: ids 701–706; the orders seed gives them stock. */
const PRODUCT = { id: 702, name: 'Pulse Wireless Earbuds' }
const PHONE = { width: 360, height: 740 }

const openContext = useShopperContexts(browser, baseURL)

async function buyerContext(options: ShopperOptions = {}): Promise<BrowserContext> {
  const context = await openContext(options)
  await logIn(context, BUYER, { back: '/m/cart' })
  return context
}

const noticeText = async (page: Page) => (await page.locator('.toast.notice').textContent())?.trim()

/** Every script the page asked for but the offline pages' service worker. */
function scriptsOf(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && new URL(request.url()).pathname !== '/m/sw.js') seen.push(request.url())
  })
  return seen
}

describe('checkout with pay on delivery, then cancel', () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async () => {
      const context = await buyerContext({ javaScriptEnabled })
      const page = await context.newPage()
      const scripts = scriptsOf(page)

      await postProductForm(page, PRODUCT.id)
      expect(await noticeText(page)).toBe('Added to cart!')
      const line = page.locator('article.card.item').filter({ hasText: PRODUCT.name })
      expect(await line.count()).toBe(1)
      expect(await line.locator('output').textContent()).toBe('1')
      // The header's cart icon leads here, with its accessible name.
      expect(await page.locator('header a.cart').getAttribute('href')).toBe('/m/cart')
      expect(await page.locator('header a.cart').getAttribute('aria-label')).toMatch(/^Items in cart: \d+$/)

      // One more, with the stepper's plain form; the page comes back at that line.
      await Promise.all([page.waitForURL(/\/m\/cart/), line.locator('button[value=inc]').click()])
      expect(await page.locator('article.card.item').filter({ hasText: PRODUCT.name }).locator('output').textContent()).toBe('2')

      await Promise.all([page.waitForURL('**/m/order/confirm'), page.locator('a.btn.wide[href="/m/order/confirm"]').click()])
      expect(await page.title()).toBe('Confirm order')
      const address = page.locator('fieldset label.choice').filter({ hasText: 'Amina Bello' })
      expect(await address.locator('input[type=radio]').isChecked()).toBe(true)
      await page.locator('input[name=payment][value=onDelivery]').check()
      expect(await page.locator('form').getByText(PRODUCT.name).count()).toBeGreaterThan(0)

      await Promise.all([page.waitForURL(/\/m\/order\/details\?id=\d+$/), page.locator('button[name=action][value=place]').click()])
      expect(await noticeText(page)).toBe('Your order is placed!')
      expect(await page.locator('p.status').textContent()).toBe('Confirmed')
      expect(await page.getByText(PRODUCT.name).count()).toBeGreaterThan(0)
      expect(await page.getByText('14 Allen Avenue', { exact: false }).count()).toBe(1)
      expect(await page.getByText('Pay on delivery').count()).toBe(1)
      const orderUrl = page.url()

      // The ordered line left the cart.
      await page.goto('/m/cart')
      expect(await page.locator('article.card.item').filter({ hasText: PRODUCT.name }).count()).toBe(0)

      // Cancelling is a link to its confirmation page: the reason, then "Confirm cancellation" (or "Keep my order").
      await page.goto(orderUrl)
      await Promise.all([page.waitForURL(/\/m\/order\/cancel\?id=\d+$/), page.getByRole('link', { name: 'Cancel the order' }).click()])
      expect(await page.getByRole('group', { name: 'Why are you cancelling?' }).count()).toBe(1)
      await Promise.all([page.waitForURL(orderUrl), page.getByRole('link', { name: 'Keep my order' }).click()])
      expect(await page.locator('p.status').textContent()).toBe('Confirmed')
      await Promise.all([page.waitForURL(/\/m\/order\/cancel\?id=\d+$/), page.getByRole('link', { name: 'Cancel the order' }).click()])
      await page.getByLabel('I changed my mind').check()
      await Promise.all([page.waitForURL(orderUrl), page.getByRole('button', { name: 'Confirm cancellation' }).click()])
      expect(await noticeText(page)).toBe('The order is cancelled')
      expect(await page.locator('p.status').textContent()).toBe('Cancelled')
      const cancellation = await page.locator('section.card dl.sum').first().textContent()
      expect(cancellation).toContain('Buyer')
      expect(cancellation).toContain('I changed my mind')
      expect(await page.locator('form[action="/m/order/details"]').count()).toBe(0)

      await page.goto('/m/order/list?tab=cancelled')
      expect(await page.locator(`a.card[href="${new URL(orderUrl).pathname}${new URL(orderUrl).search}"]`).count()).toBe(1)
      // None of these screens has an island: no script but the offline pages' registration.
      expect(scripts).toEqual([])
    })
  }
})

describe('checkout in Arabic', () => {
  test('reads right to left, with prices and phone numbers left to right (screenshot)', async () => {
    const context = await openContext({ viewport: PHONE })
    await context.addCookies([{ name: 'jde-lang', value: 'ar', url: baseURL }])
    await logIn(context, BUYER, { back: '/m/cart' })
    const page = await context.newPage()
    await postProductForm(page, PRODUCT.id)
    await page.goto('/m/order/confirm')
    expect(await page.getAttribute('html', 'dir')).toBe('rtl')
    expect(await page.title()).toBe('تأكيد الطلب')
    const total = page.locator('dd.grand.price')
    expect(await total.getAttribute('dir')).toBe('ltr')
    expect(await total.textContent()).toMatch(/^₦[\d,]+$/)
    // The delivery days read "1–3" on screen, not "3–1": the smaller number stands on the left.
    const days = page.locator('label.choice .muted span[dir=ltr]').filter({ hasText: /^\d+–\d+$/ }).first()
    const [first, last] = await days.evaluate((el) => {
      const node = el.firstChild!
      const x = (at: number) => {
        const range = document.createRange()
        range.setStart(node, at)
        range.setEnd(node, at + 1)
        return range.getBoundingClientRect().x
      }
      return [x(0), x(node.textContent!.length - 1)]
    })
    expect(first).toBeLessThan(last)
    // The header mirrors: back on the right, the cart on the left.
    const back = (await page.locator('header.bar .back').boundingBox())!
    const cart = (await page.locator('header.bar .cart').boundingBox())!
    expect(back.x).toBeGreaterThan(cart.x)
    mkdirSync('tests/e2e/.shots', { recursive: true })
    await page.screenshot({ path: 'tests/e2e/.shots/checkout-ar.png', fullPage: true })
    // Leave the cart as it was.
    await page.goto('/m/cart')
    const line = page.locator('article.card.item').filter({ hasText: PRODUCT.name })
    await Promise.all([page.waitForURL('**/m/cart'), line.locator('button[value=remove]').click()])
    expect(await page.locator('article.card.item').filter({ hasText: PRODUCT.name }).count()).toBe(0)
  })
})

describe('axe-core finds no violations on the order screens at 360×740', () => {
  for (const language of ['en-US', 'ar']) {
    test(`cart, checkout, order, packages, list and the admin page in ${language}`, async () => {
      const context = await openContext({ viewport: PHONE, bypassCSP: true })
      await context.addCookies([{ name: 'jde-lang', value: language, url: baseURL }])
      await logIn(context, BUYER, { back: '/m/cart' })
      const page = await context.newPage()
      await postProductForm(page, PRODUCT.id)
      const checked: Record<string, string[]> = {}
      checked.cart = await violations(page)
      await page.goto('/m/order/confirm')
      checked.checkout = await violations(page)
      await Promise.all([page.waitForURL(/\/m\/order\/details/), page.locator('button[name=action][value=place]').click()])
      const orderId = new URL(page.url()).searchParams.get('id')!
      checked.details = await violations(page)

      const admin = await openContext({ viewport: PHONE, bypassCSP: true })
      await admin.addCookies([{ name: 'jde-lang', value: language, url: baseURL }])
      await logIn(admin, 'admin', { back: '/m/admin/orders' })
      const adminPage = await admin.newPage()
      await adminPage.goto(`/m/admin/orders?id=${orderId}`)
      checked.adminOrder = await violations(adminPage)
      await Promise.all([adminPage.waitForURL(/\/m\/admin\/orders\?id=/), adminPage.locator('form:has(input[value=ship]) button[type=submit]').click()])
      await adminPage.goto('/m/admin/orders')
      checked.adminList = await violations(adminPage)

      await page.goto(`/m/order/package?id=${orderId}`)
      checked.packages = await violations(page)
      await page.goto('/m/order/list')
      checked.list = await violations(page)
      expect(checked).toEqual({ cart: [], checkout: [], details: [], adminOrder: [], adminList: [], packages: [], list: [] })
    })
  }
})
