/**
 * The whole journey of a new buyer in Lagos, in real Chromium against the production build, in English and in Arabic,
 * with JavaScript on and off, typing no address after the home page: the home page's search box, a product, "Add to
 * cart" as a guest, registration with a code from the local SMS outbox (the add is finished right after), the cart's
 * stepper, checkout with a new address paying on delivery, the order, then Me, the order list from Me's count, the
 * order again, cancelling it behind its confirmation step, and Me with the order counted as cancelled.
 */
import type { Page } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import arAccount from '../../locales/account/ar.json'
import enAccount from '../../locales/account/en-US.json'
import arFlash from '../../locales/flash/ar.json'
import enFlash from '../../locales/flash/en-US.json'
import arOrders from '../../locales/orders/ar.json'
import enOrders from '../../locales/orders/en-US.json'
import { codeFromOutbox, freshNumber as freshNumberOf } from './accounts'
import { useBrowser, useShopperContexts } from './browser'

const baseURL = inject('baseURL')
const browser = useBrowser()
const openContext = useShopperContexts(browser, baseURL)
/** Pulse Wireless Earbuds in Nigeria. */
const PRODUCT = 702

const TEXTS = {
  'en-US': { account: enAccount, flash: enFlash, orders: enOrders },
  ar: { account: arAccount, flash: arFlash, orders: arOrders },
} as const

const freshNumber = (salt: number) => freshNumberOf('0807', salt)

const noticeText = async (page: Page) => (await page.locator('.toast.notice').first().textContent())?.trim()
const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search

/** Clicks and waits for the page the click leads to. */
async function go(page: Page, selector: string, to: (url: URL) => boolean) {
  await Promise.all([page.waitForURL(to), page.locator(selector).first().click()])
}

describe('a new buyer, from the search box to a cancelled order and back to Me', () => {
  const runs = (['en-US', 'ar'] as const).flatMap((language) => [true, false].map((javaScriptEnabled) => ({ language, javaScriptEnabled })))
  for (const [run, { language, javaScriptEnabled }] of runs.entries()) {
    test(`${language}, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async () => {
      const { account, flash, orders } = TEXTS[language]
      const context = await openContext({ javaScriptEnabled, viewport: { width: 360, height: 740 } })
      await context.addCookies([{ name: 'jde-lang', value: language, url: baseURL }])
      const page = await context.newPage()
      const number = freshNumber(run * 7919)

      // Search from the home page's box: the only address typed in this journey.
      await page.goto('/m/')
      expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr')
      await page.locator('form[role=search] input[name=q]').fill('earbuds')
      await Promise.all([page.waitForURL((url) => url.pathname === '/m/search'), page.locator('form[role=search] input[name=q]').press('Enter')])
      expect(new URL(page.url()).searchParams.get('q')).toBe('earbuds')
      const card = page.locator(`main a[href="/m/product/info?id=${PRODUCT}"]`)
      expect(await card.count()).toBeGreaterThan(0)

      // The product page; a guest's "Add to cart" goes to login, which says why.
      await go(page, `main a[href="/m/product/info?id=${PRODUCT}"]`, (url) => url.pathname === '/m/product/info')
      const productPath = pathOf(page)
      await go(page, 'form.buy button[type=submit]:not([name=buyNow])', (url) => url.pathname === '/m/login/login')
      expect(await page.locator('.note[role=status]').first().textContent()).toBe(account.login.toAddToCart)

      // Register with a code; the add the guest asked for is finished, and the shopper is back on the product.
      await go(page, 'a[href^="/m/login/register"]', (url) => url.pathname === '/m/login/register')
      expect(await page.locator('.note[role=status]').first().textContent()).toBe(account.register.toAddToCart)
      const form = 'form[action="/m/login/register"]'
      await page.locator(`${form} input[name=name]`).fill('Chidi Okafor')
      await page.locator(`${form} input[name=phone]`).fill(number.typed)
      await go(page, `${form} button[value=send]`, (url) => url.pathname === '/m/login/register')
      await page.locator(`${form} input[name=code]`).fill(await codeFromOutbox(context, number.e164))
      await page.locator(`${form} input[name=password]`).fill('Chidi#2026!')
      await page.locator(`${form} input[name=consent]`).check()
      await go(page, `${form} button[value=register]`, (url) => url.pathname + url.search === productPath)
      expect(await noticeText(page)).toBe(flash.cart.added)

      // The header's cart icon leads to the cart; one more with the stepper.
      await go(page, 'header a.cart', (url) => url.pathname === '/m/cart')
      const line = () => page.locator('article.card.item').filter({ has: page.locator(`a[href="/m/product/info?id=${PRODUCT}"]`) })
      expect(await line().locator('output').textContent()).toBe('1')
      await go(page, 'article.card.item button[value=inc]', (url) => url.pathname === '/m/cart')
      await expect.poll(() => line().locator('output').textContent()).toBe('2')

      // Checkout: a new account has no address yet; it starts from the account's name and mobile, is typed here and saved with the order.
      await go(page, 'a.btn.wide[href="/m/order/confirm"]', (url) => url.pathname === '/m/order/confirm')
      expect(await page.locator('input[name=address][value=new]').getAttribute('type')).toBe('hidden')
      expect(await page.locator('input[name=name]').inputValue()).toBe('Chidi Okafor')
      expect((await page.locator('input[name=phone]').inputValue()).replace(/\D/g, '')).toBe(number.e164.replace(/\D/g, ''))
      expect(await page.locator('input[name=keep]').isChecked()).toBe(true)
      await page.locator('select[name=regionId]').selectOption({ index: 1 })
      await page.locator('input[name=city]').fill('Ikeja')
      await page.locator('input[name=street]').fill('3 Opebi Road')
      await page.locator('input[name=payment][value=onDelivery]').check()
      await go(page, 'button[name=action][value=place]', (url) => url.pathname === '/m/order/details')
      expect(await noticeText(page)).toBe(orders.orderNotice.placed)
      expect(await page.locator('.lead p.status').textContent()).toBe(orders.orderStatus.confirmed)
      expect(await page.locator('.lead p.next').textContent()).toBe(orders.orderDetail.next.confirmed)
      expect(await page.getByText('3 Opebi Road', { exact: false }).count()).toBe(1)
      expect(await page.getByText(orders.checkout.onDelivery).count()).toBeGreaterThan(0)
      const orderPath = pathOf(page)
      const orderId = new URL(page.url()).searchParams.get('id')

      // Me, by the way back: the order list, then Me, where the order counts as one to ship.
      await go(page, 'header a.back', (url) => url.pathname === '/m/order/list')
      await go(page, 'header a.back', (url) => url.pathname === '/m/user')
      expect(await page.locator('.tiles a[data-tab=toShip] b').textContent()).toBe('1')
      expect(await page.locator('.tiles a[data-tab=cancelled] b').textContent()).toBe('0')
      expect(await page.locator('nav.tabbar a[aria-current=page]').getAttribute('href')).toBe('/m/user')

      // Me's count leads to the order list's tab, and the list to the order.
      await go(page, '.tiles a[data-tab=toShip]', (url) => url.pathname === '/m/order/list' && url.searchParams.get('tab') === 'toShip')
      await go(page, `a.card[href="${orderPath}"]`, (url) => url.pathname + url.search === orderPath)

      // Cancelling is a secondary action behind a confirmation page; "Keep my order" changes nothing.
      await go(page, `a[href="/m/order/cancel?id=${orderId}"]`, (url) => url.pathname === '/m/order/cancel')
      await go(page, `form[action="/m/order/cancel"] a[href="${orderPath}"]`, (url) => url.pathname + url.search === orderPath)
      expect(await page.locator('.lead p.status').textContent()).toBe(orders.orderStatus.confirmed)
      await go(page, `a[href="/m/order/cancel?id=${orderId}"]`, (url) => url.pathname === '/m/order/cancel')
      await page.locator('input[name=reason][value=outOfStock]').check()
      await go(page, 'form[action="/m/order/cancel"] button[type=submit]', (url) => url.pathname + url.search === orderPath)
      expect(await noticeText(page)).toBe(orders.orderNotice.cancelled)
      expect(await page.locator('.lead p.status').textContent()).toBe(orders.orderStatus.cancelled)
      expect(await page.getByText(orders.buyerReason.outOfStock).count()).toBeGreaterThan(0)
      expect(await page.locator(`a[href="/m/order/cancel?id=${orderId}"]`).count()).toBe(0)

      // Back to Me: nothing to ship any more, one cancelled; the bottom bar's cart is empty again.
      await go(page, 'header a.back', (url) => url.pathname === '/m/order/list')
      await go(page, 'header a.back', (url) => url.pathname === '/m/user')
      expect(await page.locator('.tiles a[data-tab=toShip] b').textContent()).toBe('0')
      expect(await page.locator('.tiles a[data-tab=cancelled] b').textContent()).toBe('1')
      await go(page, 'nav.tabbar a[href="/m/cart"]', (url) => url.pathname === '/m/cart')
      expect(await line().count()).toBe(0)
      expect(await page.locator('main a[href="/m/"]').count()).toBeGreaterThan(0)
    })
  }
})
