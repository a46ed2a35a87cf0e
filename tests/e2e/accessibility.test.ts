/**
 * axe-core in real Chromium on a small phone (360×740): every page, in English and in Arabic (right to left), has
 * no violation of the WCAG 2 A/AA rules or axe's best practices, islands hydrated; so do the states a shopper meets
 * (form errors, logged in with a cart badge, a one-shot notice). The flash sale page is also checked for colour
 * contrast in each brand's app (the brand is chosen by the user agent).
 */
import type { BrowserContext, Page } from 'playwright-core'
import { afterEach, describe, expect, inject, test } from 'vitest'
import { ANDROID, BRAND_AGENTS, logIn, shopperContext, useBrowser } from './browser'
import { AXE_TAGS, violations } from './axe'

const baseURL = inject('baseURL')
const browser = useBrowser()
const PHONE = { width: 360, height: 740 }

const PAGES = [
  '/m/', '/m/activity/sale', '/m/login/login', '/m/tmpl/document', '/m/tmpl/about', '/m/member/add', '/m/lang', '/m/404',
  '/m/activity/updateApp', '/m/category?id=1', '/m/search?q=phone', '/m/product/info?id=701', '/m/market', '/m/coupon/center', '/m/activity/pre-sale',
  '/m/dev/bridge', '/m/special-for-new-user/activity', '/m/activity/luckyDraw', '/m/activity/awardList',
  '/m/search', '/m/search?q=samsnug', '/m/offline',
]
const LANGUAGES = ['en-US', 'ar']


let context: BrowserContext | undefined
afterEach(async () => {
  await context?.close()
  context = undefined
})

async function openPage(path: string, { language = 'en-US', userAgent }: { language?: string; userAgent?: string } = {}): Promise<Page> {
  // The pages' CSP allows only their own inline scripts, by hash: axe is injected past it, in the test browser only.
  context = await shopperContext(browser(), baseURL, { viewport: PHONE, bypassCSP: true, ...(userAgent ? { userAgent } : {}) })
  await context.addCookies([{ name: 'jde-lang', value: language, url: baseURL }])
  const page = await context.newPage()
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(path === '/m/404' ? 404 : 200)
  await page.waitForLoadState('networkidle')
  // Islands in the viewport hydrate after the load event; check the page as the shopper then sees it.
  await page.waitForFunction(() => [...document.querySelectorAll('m-island[data-when=load]')].every((el) => el.hasAttribute('data-hydrated')))
  return page
}

describe('axe-core finds no violations (WCAG 2.0–2.2 A/AA and best practices) at 360×740', () => {
  for (const language of LANGUAGES) {
    for (const path of PAGES) {
      test(`${path} in ${language}`, async () => {
        const page = await openPage(path, { language })
        expect(await page.getAttribute('html', 'dir')).toBe(language === 'ar' ? 'rtl' : 'ltr')
        expect(await violations(page, { type: 'tag', values: AXE_TAGS })).toEqual([])
      })
    }
  }
})

describe('states of the pages have no violations either', () => {
  for (const language of LANGUAGES) {
    test(`the login form with its errors, in ${language}`, async () => {
      const page = await openPage('/m/login/login', { language })
      const posted = page.waitForResponse((r) => r.url().endsWith('/m/login/login') && r.request().method() === 'POST')
      await page.locator('form[action="/m/login/login"] button[type=submit]').click()
      expect((await posted).status()).toBe(400)
      await page.waitForLoadState('networkidle')
      expect(await page.locator('form .err').count()).toBe(2)
      expect(await violations(page, { type: 'tag', values: AXE_TAGS })).toEqual([])
    })
  }

  test('logged in: the sale page with the live cart badge, then home after logging out (notice)', async () => {
    context = await shopperContext(browser(), baseURL, { viewport: PHONE, bypassCSP: true })
    await context.addCookies([{ name: 'jde-lang', value: 'ar', url: baseURL }])
    await logIn(context, 'amina', { back: '/m/activity/sale' })
    const page = await context.newPage()
    await page.goto('/m/activity/sale')
    await page.waitForLoadState('networkidle')
    expect(await violations(page, { type: 'tag', values: AXE_TAGS })).toEqual([])
    await page.goto('/m/')
    // The page is already /m/: wait for the logout's own answer and the page it leads to, not for the address.
    const loggedOut = page.waitForResponse((r) => r.url().endsWith('/m/login/logout') && r.request().method() === 'POST')
    await page.locator('form[action="/m/login/logout"] button').click()
    await loggedOut
    await page.locator('.toast.notice').waitFor({ state: 'attached' })
    expect(await page.locator('.toast.notice').count()).toBe(1)
    expect(await violations(page, { type: 'tag', values: AXE_TAGS })).toEqual([])
  })
  for (const language of LANGUAGES) {
    test(`logged in: the address book, an address's edit form (also refused) and the new address form, in ${language}`, async () => {
      context = await shopperContext(browser(), baseURL, { viewport: PHONE, bypassCSP: true })
      await context.addCookies([{ name: 'jde-lang', value: language, url: baseURL }])
      await logIn(context, 'amina', { back: '/m/user/addresses' })
      const page = await context.newPage()
      expect((await page.goto('/m/user/addresses'))?.status()).toBe(200)
      expect(await page.locator('form[action="/m/user/addresses"] button').count()).toBeGreaterThan(0)
      expect(await violations(page, { type: 'tag', values: AXE_TAGS })).toEqual([])
      await page.screenshot({ path: `tests/e2e/.shots/address-book-${language}.png`, fullPage: true })

      await Promise.all([page.waitForURL(/\/m\/user\/addresses\/edit\?id=\d+$/), page.locator('.book a[href*="/edit?id="]').first().click()])
      expect(await violations(page, { type: 'tag', values: AXE_TAGS })).toEqual([])
      await page.screenshot({ path: `tests/e2e/.shots/address-edit-${language}.png`, fullPage: true })
      // A refused form (nothing is saved): the field errors beside their fields.
      await page.locator('form input[name=name]').fill('')
      await page.locator('form input[name=phone]').fill('call me')
      const refused = page.waitForResponse((r) => r.url().includes('/m/user/addresses/edit') && r.request().method() === 'POST')
      await page.locator('form button[type=submit]').click()
      expect((await refused).status()).toBe(400)
      await page.waitForLoadState('networkidle')
      expect(await page.locator('form .err').count()).toBe(2)
      expect(await violations(page, { type: 'tag', values: AXE_TAGS })).toEqual([])
      await page.screenshot({ path: `tests/e2e/.shots/address-edit-errors-${language}.png`, fullPage: true })

      expect((await page.goto('/m/user/addresses/new'))?.status()).toBe(200)
      expect(await violations(page, { type: 'tag', values: AXE_TAGS })).toEqual([])
      await page.screenshot({ path: `tests/e2e/.shots/address-new-${language}.png`, fullPage: true })
    })
  }
})

describe("the bridge's web fallbacks, open", () => {
  for (const language of LANGUAGES) {
    test(`the image viewer, the added-to-cart sheet and the scanner, in ${language}`, async () => {
      const page = await openPage('/m/product/info?id=708', { language })
      await page.locator('m-island[data-island=gallery][data-hydrated]').waitFor({ state: 'attached' })
      await page.locator('.gal a').first().click()
      await page.locator('dialog.viewer[open]').waitFor()
      expect(await violations(page, { type: 'tag', values: AXE_TAGS })).toEqual([])

      await page.goto('/m/dev/bridge')
      await page.locator('m-island[data-island=bridge-check][data-hydrated]').waitFor({ state: 'attached' })
      await page.locator('button[data-call=showAddToCartDialog]').click()
      await page.locator('dialog[data-added-sheet][open]').waitFor()
      expect(await violations(page, { type: 'tag', values: AXE_TAGS })).toEqual([])
      await page.keyboard.press('Escape')
      await page.locator('m-island[data-island=bridge-check] button[data-scan]').click()
      await page.locator('dialog[data-scan-dialog][open]').waitFor()
      await page.locator('dialog[data-scan-dialog] button[type=submit]').click()
      expect(await violations(page, { type: 'tag', values: AXE_TAGS })).toEqual([])
    })
  }
})

describe('every brand keeps its contrast on the flash sale page', () => {
  for (const [brand, token] of Object.entries(BRAND_AGENTS)) {
    test(`${brand} (${token})`, async () => {
      const page = await openPage('/m/activity/sale', { userAgent: `${ANDROID} ${token}` })
      expect(await page.getAttribute('html', 'data-brand')).toBe(brand)
      expect(await violations(page, { type: 'rule', values: ['color-contrast'] })).toEqual([])
    })
  }
})
