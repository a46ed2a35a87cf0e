/**
 * A returning shopper in Lagos, in real Chromium at 360×740, in English and Arabic, with JavaScript on and off: a
 * search narrowed by two filters (the count and the chips say both), the product, its reviews from the rating, the
 * heart, Me's recently viewed, the saved list, back to the product and Buy now from the buy bar (the stepper with
 * JavaScript, the number box without), checkout paying on delivery, the seller shipping, signing and completing the
 * order, "Write a review" with text that must stay text, the review on the product's reviews page as typed, and "Buy
 * again" filling the cart. axe-core on the search, product, reviews, saved and review pages; screenshots of each.
 */
import { mkdirSync } from 'node:fs'
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import arFilters from '../../locales/filters/ar.json'
import enFilters from '../../locales/filters/en-US.json'
import arOrders from '../../locales/orders/ar.json'
import enOrders from '../../locales/orders/en-US.json'
import arReviews from '../../locales/reviews/ar.json'
import enReviews from '../../locales/reviews/en-US.json'
import arSaved from '../../locales/saved/ar.json'
import enSaved from '../../locales/saved/en-US.json'
import { registerBuyer } from './accounts'
import { violations } from './axe'
import { logIn, useBrowser, useShopperContexts } from './browser'

const baseURL = inject('baseURL')
const browser = useBrowser()
const openContext = useShopperContexts(browser, baseURL)
const PHONE = { width: 360, height: 740 }
const SCREENS = '/tmp/screens'
/** Samsung Galaxy A15 in Nigeria: in stock, with a seeded review (mall/seed/0033_reviews.sql). */
const PRODUCT = { id: 707, brand: 'Samsung', review: 'Sells itself' }
/** Tecno Spark 20 Pro: what the shopper looked at on an earlier visit, of another brand. */
const EARLIER = { id: 708 }
const QUANTITY = 2
const productPath = (id: number) => `/m/product/info?id=${id}`

const TEXTS = {
  'en-US': { filters: enFilters.filters, orders: enOrders, reviews: enReviews, saved: enSaved },
  ar: { filters: arFilters.filters, orders: arOrders, reviews: arReviews, saved: arSaved },
} as const

/** What the buyer types into the review: markup and quotes that must reach the page as text. */
const REVIEW = {
  title: `<b>Bold</b> & "quoted" 'too'`,
  text: `Works well <b>really</b> & fast: "5 stars" isn't <i>enough</i> <script>window.__injected = 1</script>`,
}

/** The address `path`, exactly (path and query). */
const at = (path: string) => (url: URL) => url.pathname + url.search === path
const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search
const westernDigits = (text: string) => text.replace(/[٠-٩]/g, (digit) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(digit))).replace(/[۰-۹]/g, (digit) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(digit)))
const noticeText = async (page: Page) => (await page.locator('.toast.notice').first().textContent())?.trim()

/** Clicks and waits for the page the click leads to. */
async function go(page: Page, selector: string, to: (url: URL) => boolean) {
  await Promise.all([page.waitForURL(to), page.locator(selector).first().click()])
}

async function shot(page: Page, name: string, tag: string) {
  mkdirSync(SCREENS, { recursive: true })
  await page.screenshot({ path: `${SCREENS}/discovery-${name}-${tag}.png` })
}

/** The seller's side: ship every unit, sign for them, complete the order, each with the admin page's plain form. */
async function completeAsSeller(admin: BrowserContext, orderId: string) {
  const page = await admin.newPage()
  const here = (url: URL) => url.pathname === '/m/admin/orders' && url.searchParams.get('id') === orderId
  await page.goto(`/m/admin/orders?id=${orderId}`)
  for (const action of ['ship', 'sign', 'complete']) {
    await go(page, `form:has(input[name=action][value=${action}]) button[type=submit]`, here)
    expect(await page.locator('.toast.notice').count(), `${action}: ${await page.locator('.toast').first().textContent()}`).toBe(1)
  }
  await page.close()
}

describe('a returning shopper: filters, a product, its reviews, saved, bought, completed, reviewed and bought again', () => {
  const runs = (['en-US', 'ar'] as const).flatMap((language) => [true, false].map((javaScriptEnabled) => ({ language, javaScriptEnabled })))
  for (const { language, javaScriptEnabled } of runs) {
    const tag = language === 'ar' ? 'ar' : 'en'
    test(`${language}, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, { timeout: 300_000 }, async () => {
      const { filters, orders, reviews, saved } = TEXTS[language]
      // axe and the screenshots run where scripts do; the walk itself is the same either way.
      const checks = javaScriptEnabled
      const context = await openContext({ javaScriptEnabled, viewport: PHONE, bypassCSP: true })
      await context.addCookies([{ name: 'jde-lang', value: language, url: baseURL }])
      const page = await context.newPage()
      const found: Record<string, string[]> = {}
      const check = async (name: string) => {
        if (!checks) return
        found[name] = await violations(page)
        await shot(page, name, tag)
      }

      // A fresh buyer, signed in, who looked at another phone on an earlier visit.
      await registerBuyer(page, { prefix: '0815', name: 'Adaeze Nwankwo', password: 'Adaeze#2026!' })
      await page.goto(productPath(EARLIER.id))

      // Search, then two filters from the plain GET form: the brand and "in stock".
      await page.goto('/m/')
      await page.locator('form[role=search] input[name=q]').fill('phone')
      await Promise.all([page.waitForURL((url) => url.pathname === '/m/search'), page.locator('form[role=search] input[name=q]').press('Enter')])
      await page.locator('details.flt summary').click()
      await page.locator('details.flt select[name=brand]').selectOption(PRODUCT.brand)
      await page.locator('details.flt input[name=inStock]').check()
      await go(page, 'details.flt button[type=submit]', (url) => url.pathname === '/m/search' && url.searchParams.get('brand') === PRODUCT.brand)
      const query = new URL(page.url()).searchParams
      expect(query.get('q')).toBe('phone')
      expect(query.get('inStock')).toBe('1')
      const cards = page.locator('main a[href^="/m/product/info?id="]:not([aria-hidden=true])')
      const shown = new Set(await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
      expect(shown.has(productPath(PRODUCT.id))).toBe(true)
      expect(shown.has(productPath(EARLIER.id))).toBe(false)
      const forms = filters.count as Record<string, string>
      const countText = (forms[new Intl.PluralRules(language).select(shown.size)] ?? forms.other!).replace('{{count}}', String(shown.size))
      expect(westernDigits((await page.locator('p.rc[role=status]').textContent()) ?? '')).toBe(countText)
      expect(westernDigits((await page.locator('details.flt summary').textContent()) ?? '')).toBe(filters.titleCount.replace('{{count}}', '2'))
      const chips = page.locator('ul.chips li a:not(.clr)')
      expect(await chips.locator('bdi').allTextContents()).toEqual([PRODUCT.brand, filters.inStock])
      expect(await page.locator('ul.chips a.clr').textContent()).toBe(filters.clear)
      await check('search')

      // The product, then its reviews from the rating's count.
      await go(page, `main a[href="${productPath(PRODUCT.id)}"]:not([aria-hidden=true])`, at(productPath(PRODUCT.id)))
      expect(await page.locator('form.heart button').getAttribute('aria-pressed')).toBe('false')
      await check('product')
      // Under the product, beside the recently viewed row, each review reads top to bottom and does not scroll sideways.
      const review = page.locator('main article.rv').first()
      await review.scrollIntoViewIfNeeded()
      const head = (await review.locator('p').first().boundingBox())!
      const body = (await review.locator('p').nth(1).boundingBox())!
      expect(body.y).toBeGreaterThanOrEqual(head.y + head.height - 1)
      expect(await review.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
      if (checks) await shot(page, 'product-reviews', tag)
      await go(page, `p.rates a[href="/m/product/reviews?id=${PRODUCT.id}"]`, (url) => url.pathname === '/m/product/reviews')
      expect(await page.locator('article.rv', { hasText: PRODUCT.review }).count()).toBe(1)
      await check('reviews')
      await go(page, 'header a.back', at(productPath(PRODUCT.id)))

      // The heart saves it: in place with JavaScript (no page load), else as a plain form back to the product with a
      // notice; either way it is now pressed.
      if (javaScriptEnabled) {
        await page.locator('form.heart button[type=submit]').click()
        await expect.poll(() => page.locator('form.heart button').getAttribute('aria-pressed')).toBe('true')
        expect(pathOf(page)).toBe(productPath(PRODUCT.id))
      } else {
        await go(page, 'form.heart button[type=submit]', at(productPath(PRODUCT.id)))
        expect(await noticeText(page)).toBe(saved.saved.added)
      }
      expect(await page.locator('form.heart button').getAttribute('aria-pressed')).toBe('true')

      // Me (the bottom bar's, from home) shows both products as recently viewed, newest first; its row leads to the
      // saved list, which has the product.
      await page.goto('/m/')
      await go(page, 'nav.tabbar a[href="/m/user"]', (url) => url.pathname === '/m/user')
      const recent = page.locator('section[aria-labelledby=me-recent]')
      expect(await recent.locator('h2').textContent()).toBe(saved.recent.title)
      expect(await recent.locator('a[href^="/m/product/info"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([productPath(PRODUCT.id), productPath(EARLIER.id)])
      await go(page, 'main a[href="/m/user/saved"]', (url) => url.pathname === '/m/user/saved')
      const savedLinks = page.locator('ul.sv .what a')
      expect(await savedLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([productPath(PRODUCT.id)])
      await check('saved')

      // Back to the product from the list, and Buy now with two units from the buy bar.
      await go(page, `ul.sv .what a[href="${productPath(PRODUCT.id)}"]`, at(productPath(PRODUCT.id)))
      const quantity = page.locator('form.buy input[name=quantity]')
      if (javaScriptEnabled) {
        const more = page.locator('form.buy .qty button').last()
        const fewer = page.locator('form.buy .qty button').first()
        await more.scrollIntoViewIfNeeded()
        await expect.poll(() => more.isVisible()).toBe(true)
        expect(await fewer.isDisabled()).toBe(true)
        await more.click()
        await more.click()
        await expect.poll(() => quantity.inputValue()).toBe('3')
        await fewer.click()
        await expect.poll(() => quantity.inputValue()).toBe(String(QUANTITY))
      } else {
        expect(await page.locator('form.buy .qty button').evaluateAll((buttons) => buttons.every((button) => (button as HTMLElement).hidden))).toBe(true)
        await quantity.fill(String(QUANTITY))
      }
      await go(page, 'form.buy button[name=buyNow]', (url) => url.pathname === '/m/order/confirm')

      // Checkout: a new account types its address, and pays on delivery.
      await page.locator('select[name=regionId]').selectOption({ index: 1 })
      await page.locator('input[name=city]').fill('Lekki')
      await page.locator('input[name=street]').fill('8 Admiralty Way')
      await page.locator('input[name=payment][value=onDelivery]').check()
      await go(page, 'button[name=action][value=place]', (url) => url.pathname === '/m/order/details')
      expect(await noticeText(page)).toBe(orders.orderNotice.placed)
      const orderId = new URL(page.url()).searchParams.get('id')!
      const orderPath = pathOf(page)

      // The seller ships, signs for and completes the order.
      const admin = await openContext({ viewport: PHONE })
      await admin.addCookies([{ name: 'jde-lang', value: language, url: baseURL }])
      await logIn(admin, 'admin', { back: '/m/admin/orders' })
      await completeAsSeller(admin, orderId)

      // The completed order offers "Write a review" for its line.
      await page.goto(orderPath)
      expect(await page.locator('.lead p.status').textContent()).toBe(orders.orderStatus.completed)
      const write = page.locator(`a[href^="/m/order/review?order=${orderId}&"]`)
      expect(await write.textContent()).toBe(reviews.reviewForm.write)
      await go(page, `a[href^="/m/order/review?order=${orderId}&"]`, (url) => url.pathname === '/m/order/review')
      await check('review-form')
      await page.locator('input[name=stars][value="4"]').check()
      await page.locator('form[action="/m/order/review"] input[name=title]').fill(REVIEW.title)
      await page.locator('form[action="/m/order/review"] textarea[name=text]').fill(REVIEW.text)
      await go(page, 'form[action="/m/order/review"] button[type=submit]', at(orderPath))
      expect(await noticeText(page)).toBe(reviews.reviewNotice.published)
      expect(await write.textContent()).toBe(reviews.reviewForm.edit)

      // On the product's reviews page, newest first: the review as typed, as text; no element made of it.
      await page.goto(`/m/product/reviews?id=${PRODUCT.id}&sort=newest`)
      const mine = page.locator('article.rv').first()
      expect(await mine.locator('p.rvh b').textContent()).toBe(REVIEW.title)
      expect(await mine.locator('p.rvh b *').count()).toBe(0)
      const text = mine.locator('p[dir=auto]').first()
      expect(await text.textContent()).toBe(REVIEW.text)
      expect(await text.locator('*').count()).toBe(0)
      expect(await mine.locator('.ok').textContent()).toBe(reviews.reviews.verified)
      expect(await page.locator('main script').count()).toBe(0)
      if (javaScriptEnabled) expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined()
      await check('reviews-written')

      // "Buy again" on the completed order: the product back in the cart, as many as were ordered.
      await page.goto(orderPath)
      await go(page, 'form.buy-again:not(:has(input[name=lineId])) button[type=submit]', (url) => url.pathname === '/m/cart')
      expect(await noticeText(page)).toBe(orders.buyAgain.added)
      const line = page.locator('article.card.item').filter({ has: page.locator(`a[href="${productPath(PRODUCT.id)}"]`) })
      expect(await line.count()).toBe(1)
      expect(await line.locator('output').textContent()).toBe(String(QUANTITY))

      if (checks) expect(found).toEqual({ search: [], product: [], reviews: [], saved: [], 'review-form': [], 'reviews-written': [] })
    })
  }
})
