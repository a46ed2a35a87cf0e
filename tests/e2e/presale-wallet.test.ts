/**
 * Pre-sale and the wallet in real Chromium against the production build, as amina (NG): reserve a seeded phone on
 * the pre-sale page, have the sale opened (the admin's schedule endpoint stands in for the time passing), buy the
 * reserved unit through checkout; once with JavaScript on and once off. Then an order delivered and completed on the
 * admin page puts its cash back in Wallet › Reward. Screens at 360×740 in English and Arabic (screenshots in
 * tests/e2e/.shots/), each checked with axe-core.
 */
import { mkdirSync } from 'node:fs'
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import { logIn, type ShopperOptions, useBrowser, useShopperContexts } from './browser'
import { violations } from './axe'

const baseURL = inject('baseURL')
/** The API itself: the storefront's /api door to the bound mall, or the mall's own address in the remote run. */
const apiURL = inject('apiURL')
const browser = useBrowser()
const BUYER = 'amina'
const PHONE = { width: 360, height: 740 }
const HOUR = 3_600_000
/** The storefront credential `npm start` writes for local runs (docs/operations.md, Configuration). */
const STOREFRONT = `Basic ${Buffer.from('storefront:local-demo').toString('base64')}`
/** Seeded NG pre-sale items taking reservations on a fresh start (mall/seed/0010_presale.sql). */
const ITEMS = { on: 71, off: 72 }

const openContext = useShopperContexts(browser, baseURL)

async function buyerContext(options: ShopperOptions = {}): Promise<BrowserContext> {
  const context = await openContext(options)
  await logIn(context, BUYER, { back: '/m/activity/pre-sale' })
  return context
}

async function adminToken(): Promise<string> {
  const response = await fetch(`${apiURL}/api/user/login`, {
    method: 'POST',
    headers: { authorization: STOREFRONT, 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Mall@2026' }),
  })
  return ((await response.json()) as { data: { token: string } }).data.token
}

/** Closes the item's reservations and opens its sale now, as an admin may. */
async function openSale(itemId: number) {
  const now = Date.now()
  const response = await fetch(`${apiURL}/api/admin/presale/schedule`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await adminToken()}`, 'content-type': 'application/json' },
    body: JSON.stringify({ itemId, reserveStartAt: now - 2 * HOUR, reserveEndAt: now - 60_000, saleStartAt: now - 60_000, saleEndAt: now + 24 * HOUR }),
  })
  expect(((await response.json()) as { data: { phase: string } }).data.phase).toBe('selling')
}

const noticeText = async (page: Page) => (await page.locator('.toast.notice').textContent())?.trim()
const preSaleNum = async (page: Page) => Number(await page.locator('[data-pre-sale-num]').getAttribute('data-pre-sale-num'))

function scriptsOf(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') seen.push(request.url())
  })
  return seen
}

describe('pre-sale: reserve, then buy the reserved unit when the sale opens', () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async () => {
      const itemId = javaScriptEnabled ? ITEMS.on : ITEMS.off
      const context = await buyerContext({ javaScriptEnabled })
      const page = await context.newPage()
      const scripts = scriptsOf(page)
      await page.goto('/m/activity/pre-sale')
      const card = page.locator(`#presale-${itemId}`)
      const before = await preSaleNum(page)

      await Promise.all([page.waitForURL(`**/m/activity/pre-sale#presale-${itemId}`), card.locator('button', { hasText: 'Reserve now' }).click()])
      expect(await noticeText(page)).toBe('Reserved successfully!')
      expect(await card.locator('button[disabled]').textContent()).toBe('Reserved')
      expect(await card.textContent()).toContain('Reserved: buy it when the sale opens')
      expect(await preSaleNum(page)).toBe(before + 1)

      await openSale(itemId)
      await page.goto('/m/activity/pre-sale')
      expect(await card.textContent()).toContain('Reserved: the sale is open, buy it now')
      const price = (await card.locator('.price').textContent())!
      await Promise.all([page.waitForURL(/\/m\/order\/confirm\?lines=\d+$/), card.locator('button', { hasText: 'Buy now' }).click()])
      expect(await page.title()).toBe('Confirm order')
      // The reserved unit alone, at the pre-sale price.
      expect(await page.locator('form .item').count()).toBe(1)
      expect(await page.locator('form .item .muted').textContent()).toBe(`${price} × 1`)
      await page.locator('input[name=payment][value=onDelivery]').check()
      await Promise.all([page.waitForURL(/\/m\/order\/details\?id=\d+$/), page.locator('button[name=action][value=place]').click()])
      expect(await noticeText(page)).toBe('Your order is placed!')
      expect(await page.getByText(price).count()).toBeGreaterThan(0)
      const orderPath = new URL(page.url()).pathname + new URL(page.url()).search

      await page.goto('/m/activity/pre-sale')
      expect(await card.locator(`a[href="${orderPath}"]`).textContent()).toBe('See my order')
      expect(await card.locator('button', { hasText: 'Buy now' }).count()).toBe(0)
      expect(await preSaleNum(page)).toBe(before)
      // None of these screens has an island: no script at all, JavaScript on or off.
      expect(scripts).toEqual([])
    })
  }
})

/** Buys one unit of a seeded product with the product page's 'Buy now' (a plain form): checkout of that line. */
async function buyNow(page: Page, productId: number) {
  await page.goto(`/m/product/info?id=${productId}`)
  await Promise.all([page.waitForURL(/\/m\/order\/confirm\?lines=\d+$/), page.locator('form.buy button[name=buyNow]').click()])
}

const balanceText = async (page: Page) => (await page.locator('.bal span').textContent())!.trim()
const naira = (text: string) => Number(text.replace(/[₦,]/g, ''))

describe('the wallet', () => {
  test('shows the cash back once the order completes on the admin page', async () => {
    const context = await buyerContext({ viewport: PHONE })
    const page = await context.newPage()
    await page.goto('/m/wallet/reward')
    const before = naira(await balanceText(page))

    await buyNow(page, 702)
    // Without a coupon (amina holds some, and the best is applied by default), ₦19,999 at 5 %: the checkout says
    // what the wallet will get.
    if ((await page.locator('input[name=coupon][value=none]').count()) > 0) {
      await page.locator('input[name=coupon][value=none]').check()
      await Promise.all([page.waitForLoadState('load'), page.waitForURL(/\/m\/order\/confirm/), page.locator('button[name=action][value=quote]').click()])
    }
    expect(await page.locator('p.note.cb').textContent()).toContain('₦999 cash back goes to your wallet when this order completes')
    await page.locator('input[name=payment][value=onDelivery]').check()
    await Promise.all([page.waitForURL(/\/m\/order\/details\?id=\d+$/), page.locator('button[name=action][value=place]').click()])
    const orderId = new URL(page.url()).searchParams.get('id')!

    await page.goto('/m/wallet/reward')
    expect(naira(await balanceText(page))).toBe(before)

    const admin = await openContext({ viewport: PHONE })
    await logIn(admin, 'admin', { back: '/m/admin/orders' })
    const adminPage = await admin.newPage()
    await adminPage.goto(`/m/admin/orders?id=${orderId}`)
    for (const action of ['ship', 'sign', 'complete']) {
      await Promise.all([adminPage.waitForURL(/\/m\/admin\/orders\?id=/), adminPage.locator(`form:has(input[name=action][value=${action}]) button[type=submit]`).first().click()])
    }
    expect(await adminPage.locator('p.status').first().textContent()).toBe('Completed')

    await page.goto('/m/wallet/reward')
    expect(naira(await balanceText(page))).toBeCloseTo(before + 999, 2)
    const entry = page.locator('ul.entries li').filter({ hasText: `From order ${orderId}` })
    expect(await entry.count()).toBe(1)
    expect(await entry.locator('b').first().textContent()).toBe('Cash back')
    expect(await entry.locator('b.plus').textContent()).toBe('+₦999')
    expect(await violations(page)).toEqual([])
    mkdirSync('tests/e2e/.shots', { recursive: true })
    await page.screenshot({ path: 'tests/e2e/.shots/wallet-en.png', fullPage: true })
  })
})

describe('the new screens at 360×740', () => {
  for (const language of ['en-US', 'ar']) {
    test(`pre-sale and wallet in ${language}: no axe violation, right to left in Arabic (screenshots)`, async () => {
      const context = await openContext({ viewport: PHONE, bypassCSP: true })
      await context.addCookies([{ name: 'jde-lang', value: language, url: baseURL }])
      await logIn(context, BUYER, { back: '/m/activity/pre-sale' })
      const page = await context.newPage()
      for (const [path, shot] of [['/m/activity/pre-sale', 'pre-sale'], ['/m/wallet/reward', 'wallet'], ['/m/', 'home-strip']] as const) {
        await page.goto(path)
        expect(await page.getAttribute('html', 'dir')).toBe(language === 'ar' ? 'rtl' : 'ltr')
        expect(await violations(page), path).toEqual([])
        // Nothing sticks out sideways on a small phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
        mkdirSync('tests/e2e/.shots', { recursive: true })
        await page.screenshot({ path: `tests/e2e/.shots/${shot}-${language}.png`, fullPage: path !== '/m/' })
      }
    })
  }
})
