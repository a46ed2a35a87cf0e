/**
 * Coupons in real Chromium against the production build, as amina (NG, her seeded delivery address): receive a
 * coupon in the coupon centre, buy with it (the best one is applied by default, the buyer can change or remove it),
 * see it on the order and under my coupons, cancel and get it back; once with JavaScript on (the "Get" island
 * receives in place) and once off (plain forms). Then axe-core and screenshots of the coupon screens at 360×740 in
 * English and Arabic (tests/e2e/.shots/).
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
/** Seeded NG speaker, ₦27,000, one of the three products of coupon 75; Lagos (amina's region) charges ₦1,500. */
const SPEAKER = 706
/** Seeded NG coupons: 71 ₦2,000 off from ₦20,000; 74 ₦1,000 off delivery; 75 ₦3,000 off the speaker and two others. */
const COUPON = { amount: 71, delivery: 74, goods: 75 } as const
const PHONE = { width: 360, height: 740 }

const openContext = useShopperContexts(browser, baseURL)

async function buyerContext(options: ShopperOptions = {}): Promise<BrowserContext> {
  const context = await openContext(options)
  await logIn(context, BUYER, { back: '/m/coupon/center' })
  return context
}

const noticeText = async (page: Page) => (await page.locator('.toast.notice').textContent())?.trim()
const total = async (page: Page) => (await page.locator('dd.grand.price').textContent())?.trim()
const card = (page: Page, couponId: number) => page.locator(`#coupon-${couponId}`)
const checkedCoupon = (page: Page) => page.locator('input[name=coupon]:checked').getAttribute('value')

/** Chooses a coupon radio and applies it (the plain form comes back priced with it). */
async function apply(page: Page, value: string) {
  await page.locator(`input[name=coupon][value="${value}"]`).check()
  await Promise.all([page.waitForResponse((r) => r.url().endsWith('/m/order/confirm') && r.request().method() === 'POST'), page.locator('button[name=action][value=quote]').click()])
  await page.waitForLoadState('domcontentloaded')
}

/** Places the order shown, checks it kept the coupon, then finds it under "used", cancels it and finds the coupon back. */
async function placeAndGiveBack(page: Page, couponId: number, couponText: RegExp, expected: string) {
  await Promise.all([page.waitForURL(/\/m\/order\/details\?id=\d+$/), page.locator('button[name=action][value=place]').click()])
  expect(await noticeText(page)).toBe('Your order is placed!')
  const orderUrl = page.url()
  const orderId = new URL(orderUrl).searchParams.get('id')!
  const saving = page.locator('dl.sum dt').filter({ hasText: couponText })
  expect(await saving.count()).toBe(1)
  expect(await total(page)).toBe(expected)

  await page.goto('/m/coupon/mine?tab=used')
  expect(await card(page, couponId).locator(`a[href="/m/order/details?id=${orderId}"]`).count()).toBe(1)
  await page.goto('/m/coupon/mine')
  expect(await card(page, couponId).count()).toBe(0)

  await page.goto(orderUrl)
  await Promise.all([page.waitForURL(/\/m\/order\/cancel\?id=\d+$/), page.getByRole('link', { name: 'Cancel the order' }).click()])
  await Promise.all([page.waitForURL(orderUrl), page.getByRole('button', { name: 'Confirm cancellation' }).click()])
  expect(await noticeText(page)).toBe('The order is cancelled')
  await page.goto('/m/coupon/mine')
  expect(await card(page, couponId).locator('a.btn.plain', { hasText: 'Use now' }).count()).toBe(1)
}

describe('receive a coupon and buy with it, then cancel and get it back', () => {
  test('JavaScript on: the "Get" island receives in place', async () => {
    const context = await buyerContext()
    const page = await context.newPage()
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.goto('/m/coupon/center')
    const entry = card(page, COUPON.amount)
    await page.waitForSelector(`#coupon-${COUPON.amount} m-island[data-hydrated]`)
    expect(scripts.some((url) => url.endsWith('/m/client.js'))).toBe(true)
    await entry.getByRole('button', { name: 'Get' }).click()
    await expect.poll(() => entry.locator('[role=status]').textContent()).toBe('Received')
    expect(await page.locator('.toasts .toast.success').first().textContent()).toBe('Coupon received!')
    expect(new URL(page.url()).pathname).toBe('/m/coupon/center')
    // The mall remembers it: a reload shows it received, with a way to use it.
    await page.reload()
    expect(await entry.locator('.tag').textContent()).toBe('Received')

    await postProductForm(page, SPEAKER, { buyNow: true })
    expect(await checkedCoupon(page)).toBe(String(COUPON.amount))
    expect(await page.locator('dl.sum').textContent()).toContain('−₦2,000')
    expect(await total(page)).toBe('₦26,500')
    expect(await page.getByText('Add ₦23,000 more for free delivery').count()).toBe(1)
    await placeAndGiveBack(page, COUPON.amount, /₦2,000.*off/, '₦26,500')
  })

  test('JavaScript off: plain forms receive, change, remove and apply the coupon', async () => {
    const context = await buyerContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/m/coupon/center')
    for (const couponId of [COUPON.goods, COUPON.delivery]) {
      await Promise.all([page.waitForURL(`**/m/coupon/center#coupon-${couponId}`), card(page, couponId).getByRole('button', { name: 'Get' }).click()])
      expect(await noticeText(page)).toBe('Coupon received!')
      expect(await card(page, couponId).locator('.tag').textContent()).toBe('Received')
    }
    // The same coupon again: the centre no longer offers it, and a resent form is told it is already there.
    expect(await card(page, COUPON.goods).locator('form').count()).toBe(0)

    await postProductForm(page, SPEAKER, { buyNow: true })
    // The best one by default: ₦3,000 off the speaker.
    expect(await checkedCoupon(page)).toBe(String(COUPON.goods))
    expect(await total(page)).toBe('₦25,500')
    await apply(page, String(COUPON.delivery))
    expect(await checkedCoupon(page)).toBe(String(COUPON.delivery))
    expect(await total(page)).toBe('₦27,500')
    await apply(page, 'none')
    expect(await checkedCoupon(page)).toBe('none')
    expect(await total(page)).toBe('₦28,500')
    await apply(page, String(COUPON.goods))
    expect(await total(page)).toBe('₦25,500')
    await placeAndGiveBack(page, COUPON.goods, /₦3,000.*off/, '₦25,500')
  })
})

describe('the coupon screens at 360×740', () => {
  for (const language of ['en-US', 'ar']) {
    test(`have no axe violations in ${language} (screenshots)`, async () => {
      const context = await openContext({ viewport: PHONE, bypassCSP: true })
      await context.addCookies([{ name: 'jde-lang', value: language, url: baseURL }])
      await logIn(context, BUYER, { back: '/m/coupon/center' })
      const page = await context.newPage()
      mkdirSync('tests/e2e/.shots', { recursive: true })
      const checked: Record<string, string[]> = {}
      const shoot = async (name: string) => {
        await page.waitForLoadState('networkidle')
        checked[name] = await violations(page)
        await page.screenshot({ path: `tests/e2e/.shots/coupons-${name}-${language}.png`, fullPage: true })
      }
      await page.goto('/m/coupon/center')
      expect(await page.getAttribute('html', 'dir')).toBe(language === 'ar' ? 'rtl' : 'ltr')
      await shoot('centre')
      await page.goto('/m/coupon/mine')
      await shoot('mine')
      await page.goto('/m/')
      await shoot('home')
      await postProductForm(page, SPEAKER, { buyNow: true })
      await shoot('checkout')
      // Leave the cart as it was.
      const lineId = new URL(page.url()).searchParams.get('lines')!
      await page.goto('/m/cart')
      await Promise.all([page.waitForURL('**/m/cart'), page.locator(`#line-${lineId} button[value=remove]`).click()])
      expect(checked).toEqual({ centre: [], mine: [], home: [], checkout: [] })
    })
  }
})
