/**
 * The newcomer page in real Chromium against the production build: a fresh account (registered with a code from the
 * outbox) receives the newbie gift pack with JavaScript off and finds the three coupons under "my coupons"; a guest
 * sees the offer with log in and register links; a new buyer buys a new-customer special and checks it out, once; in
 * an app the page hands the pack's request to the bridge. Screenshots at 360×740 in English and Arabic
 * (tests/e2e/.shots/).
 */
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import { useBrowser, useShopperContexts } from './browser'
import { registerBuyer } from './accounts'
import { addFakeHost, waitForMessage } from './fake-hosts'

const baseURL = inject('baseURL')
const browser = useBrowser()
const HERE = '/m/special-for-new-user/activity'
const PHONE = { width: 360, height: 740 }
const newContext = useShopperContexts(browser, baseURL)


/** Registers a new account in the page's context, the way a shopper does with plain forms. */
const register = (page: Page) => registerBuyer(page, { prefix: '0818', name: 'Chiamaka Obi', password: 'Chiamaka#2026' })

describe('the newbie gift pack with JavaScript off', () => {
  test('a new buyer receives the pack in one tap and finds it under my coupons', async () => {
    const context = await newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await register(page)
    expect(await page.locator(`main a[href="${HERE}"]`).count()).toBeGreaterThan(0)
    await page.goto(HERE)
    await Promise.all([page.waitForURL((url) => url.pathname === HERE), page.getByRole('button', { name: 'Receive the gift pack' }).click()])
    expect((await page.locator('.toast.notice').textContent())?.trim()).toBe('Gift pack received!')
    expect(await page.locator('.cpn .tag', { hasText: 'Received' }).count()).toBe(3)
    expect(await page.getByRole('button', { name: 'Receive the gift pack' }).count()).toBe(0)
    await page.goto('/m/coupon/mine')
    for (const id of [701, 702, 703]) expect(await page.locator(`#coupon-${id}`).count()).toBe(1)
  })

  test('a guest sees the offer with log in and register links (screenshots in English and Arabic)', async () => {
    mkdirSync('tests/e2e/.shots', { recursive: true })
    for (const language of ['en-US', 'ar']) {
      const context = await newContext({ javaScriptEnabled: false, viewport: PHONE })
      await context.addCookies([{ name: 'jde-lang', value: language, url: baseURL }])
      const page = await context.newPage()
      await page.goto(HERE)
      expect(await page.locator(`a[href="/m/login/register"]`).count()).toBe(1)
      expect(await page.locator('.cpn').count()).toBe(3)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
      await page.screenshot({ path: `tests/e2e/.shots/newcomer-guest-${language}.png`, fullPage: true })
    }
  })
})

describe('the new-customer special', () => {
  test('with JavaScript off: a new buyer buys one special, checks it out, and may buy no other', async () => {
    const context = await newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const number = await register(page)
    await page.goto(HERE)
    const special = page.locator('article[data-special="715"]')
    expect(await special.locator('.price').textContent()).toBe('₦1,260')
    await Promise.all([page.waitForURL((url) => url.pathname === '/m/order/confirm'), special.getByRole('button', { name: 'Buy at this price' }).click()])
    await page.locator('input[name=name]').fill('Chiamaka Obi')
    await page.locator('input[name=phone]').fill(number.e164)
    await page.locator('select[name=regionId]').selectOption({ index: 1 })
    await page.locator('input[name=city]').fill('Ikeja')
    await page.locator('input[name=street]').fill('3 Opebi Road')
    await Promise.all([page.waitForURL((url) => url.pathname === '/m/order/details'), page.locator('button[name=action][value=place]').click()])
    expect((await page.locator('.toast.notice').textContent())?.trim()).toBe('Your order is placed!')

    await page.goto(HERE)
    expect(await special.locator('.tag').textContent()).toBe('Bought')
    expect(await page.locator('article[data-special] form[method=post]').count()).toBe(0)
    expect(await page.locator('article[data-special="702"] button[disabled]').textContent()).toBe('Buy at this price')
  })

  test('in an app with JavaScript on: the page hands the pack\'s request to the bridge', async () => {
    const context = await newContext({ userAgent: 'Mozilla/5.0 (Linux; Android 13) MallApp/12' })
    await addFakeHost(context, 'android')
    const page = await context.newPage()
    await page.goto(HERE)
    const message = await waitForMessage(page, 'setNewUserCouponRequestBody')
    expect(message.payload).toEqual({ body: { method: 'POST', path: '/api/newcomer/pack', countryId: 7, couponIds: [701, 702, 703] } })
  })
})
