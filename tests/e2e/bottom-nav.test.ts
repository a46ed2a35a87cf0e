/**
 * The bottom bar in real Chromium at 360×740, English and Arabic: axe finds nothing on the categories page and on the
 * cart with its count; the bar's items are 44 px touch targets, mirrored right to left in Arabic; nothing of a page
 * hides behind it; with JavaScript off a shopper moves home → categories → a category → cart by the bar alone.
 * Screenshots of home, categories and the cart go to tests/e2e/.shots/.
 */
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import { logIn, useBrowser, useShopperContexts } from './browser'
import { AXE_TAGS, violations } from './axe'
import { postProductForm } from './product-form'
import { scriptsBesidesRegistration } from '../scripts'

const baseURL = inject('baseURL')
const browser = useBrowser()
const PHONE = { width: 360, height: 740 }
const LANGUAGES = ['en-US', 'ar'] as const
const openContext = useShopperContexts(browser, baseURL, { viewport: PHONE, bypassCSP: true })

async function shopper(language: string, { javaScriptEnabled = true, withCart = false } = {}) {
  const context = await openContext({ javaScriptEnabled })
  await context.addCookies([{ name: 'jde-lang', value: language, url: baseURL }])
  const page = await context.newPage()
  if (withCart) {
    await logIn(context, 'amina')
    await postProductForm(page, 703)
  }
  return page
}

/** Leaves amina's cart as the other files expect it: empty. */
async function emptyCart(page: Page) {
  await page.goto('/m/cart')
  while ((await page.locator('button[name=action][value=remove]').count()) > 0) {
    await Promise.all([page.waitForNavigation(), page.locator('button[name=action][value=remove]').first().click()])
  }
}

/** The last thing in the page's flow, scrolled to the end, stays above the bar. */
async function nothingHidden(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const bar = (await page.locator('nav.tabbar').boundingBox())!
  const last = (await page.locator('main > :last-child').boundingBox())!
  expect(last.y + last.height).toBeLessThanOrEqual(bar.y)
  await page.evaluate(() => window.scrollTo(0, 0))
}

describe('the bottom bar at 360×740', () => {
  for (const language of LANGUAGES) {
    test(`categories (a guest) and the cart with its count: axe, touch targets, direction, in ${language}`, async () => {
      const page = await shopper(language, { withCart: true })
      mkdirSync('tests/e2e/.shots', { recursive: true })
      for (const [name, path, current] of [['home', '/m/', '/m/'], ['categories', '/m/categories', '/m/categories'], ['cart', '/m/cart', '/m/cart']] as const) {
        await page.goto(path)
        await page.waitForLoadState('networkidle')
        expect(await page.getAttribute('html', 'dir')).toBe(language === 'ar' ? 'rtl' : 'ltr')
        expect(await violations(page, { type: 'tag', values: AXE_TAGS }), path).toEqual([])
        const items = page.locator('nav.tabbar a')
        expect(await items.count()).toBe(4)
        expect(await page.locator('nav.tabbar a[aria-current=page]').getAttribute('href')).toBe(current)
        const boxes = await Promise.all([0, 1, 2, 3].map(async (i) => (await items.nth(i).boundingBox())!))
        for (const box of boxes) {
          expect(box.height).toBeGreaterThanOrEqual(44)
          expect(box.width).toBeGreaterThanOrEqual(44)
          expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height + 0.5)
        }
        // Home first in reading order: at the left in English, at the right in Arabic.
        const xs = boxes.map((box) => box.x)
        expect(xs).toEqual([...xs].sort((a, b) => (language === 'ar' ? b - a : a - b)))
        expect(Number(await page.locator('nav.tabbar a[data-tab=cart] .tb').textContent())).toBeGreaterThan(0)
        await nothingHidden(page)
        await page.screenshot({ path: `tests/e2e/.shots/nav-${name}-${language}.png` })
      }
      await emptyCart(page)
      // A guest's categories page: every category, no count.
      await page.context().clearCookies({ name: 'key' })
      await page.goto('/m/categories')
      expect(await page.locator('ul.catlist a').count()).toBe(8)
      expect(await page.locator('nav.tabbar .tb').count()).toBe(0)
      expect(await violations(page, { type: 'tag', values: AXE_TAGS })).toEqual([])
    })
  }

  test('with JavaScript off, a shopper goes home → categories → a category → cart by the bar, which brings no script but the offline pages\' registration', async () => {
    const page = await shopper('en-US', { javaScriptEnabled: false, withCart: true })
    await page.goto('/m/')
    await Promise.all([page.waitForURL('**/m/categories'), page.locator('nav.tabbar a[data-tab=categories]').click()])
    expect(await page.locator('nav.tabbar a[aria-current=page]').textContent()).toBe('Categories')
    expect(scriptsBesidesRegistration(await page.locator('script').evaluateAll((els) => els.map((el) => el.outerHTML)))).toEqual([])
    await Promise.all([page.waitForURL('**/m/category?id=2'), page.locator('ul.catlist a[href="/m/category?id=2"]').click()])
    expect(await page.locator('nav.tabbar a[aria-current=page]').count()).toBe(0)
    expect(scriptsBesidesRegistration(await page.locator('script').evaluateAll((els) => els.map((el) => el.outerHTML)))).toEqual([])
    await nothingHidden(page)
    await Promise.all([page.waitForURL('**/m/cart'), page.locator('nav.tabbar a[data-tab=cart]').click()])
    expect(await page.locator('article.card.item').count()).toBeGreaterThan(0)
    expect(scriptsBesidesRegistration(await page.locator('script').evaluateAll((els) => els.map((el) => el.outerHTML)))).toEqual([])
    await Promise.all([page.waitForURL((url) => url.pathname === '/m/'), page.locator('nav.tabbar a[data-tab=home]').click()])
    expect(await page.locator('nav.tabbar a[aria-current=page]').getAttribute('href')).toBe('/m/')
    await emptyCart(page)
  })

  test('is not in the Android app\'s web view, which has its own tab bar', async () => {
    const context = await openContext({ userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/136 Mobile Safari/537.36 MallApp/1024' })
    const page = await context.newPage()
    await page.goto('/m/categories')
    expect(await page.locator('ul.catlist a').count()).toBe(8)
    expect(await page.locator('nav.tabbar').count()).toBe(0)
  })
})
