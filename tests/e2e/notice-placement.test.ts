/**
 * No notice covers an action button, in real Chromium at 360×740, English and Arabic: the notice a plain form leaves
 * (the product page after Add to cart, a new order, an unpaid order with Pay and Cancel, the cart after a removal)
 * and a toast an island shows (a failed Add to cart on the product page) never overlap a visible button, submit,
 * button-styled link or bottom-bar item; toasts sit above the buy bar or the bottom bar.
 */
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import { logIn, useBrowser, useShopperContexts } from './browser'

const baseURL = inject('baseURL')
const browser = useBrowser()
const PHONE = { width: 360, height: 740 }
const PRODUCT = 707
const openContext = useShopperContexts(browser, baseURL, { viewport: PHONE })

type Box = { what: string; x: number; y: number; width: number; height: number }

/** The notices and the action buttons on screen now, in viewport coordinates. */
function onScreen(page: Page, notices: string): Promise<{ notices: Box[]; buttons: Box[] }> {
  return page.evaluate((noticeSelector) => {
    const boxOf = (element: Element): Box | null => {
      const style = getComputedStyle(element)
      const rect = element.getBoundingClientRect()
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return null
      if (rect.width === 0 || rect.height === 0 || rect.bottom <= 0 || rect.top >= innerHeight) return null
      const what = `${element.tagName.toLowerCase()}.${element.className} "${(element.textContent ?? '').trim().slice(0, 30)}"`
      return { what, x: rect.x, y: rect.y, width: rect.width, height: rect.height }
    }
    const boxes = (selector: string) => [...document.querySelectorAll(selector)].map(boxOf).filter((box): box is Box => box !== null)
    return {
      notices: boxes(noticeSelector),
      buttons: boxes('button, input[type=submit], input[type=button], a.btn, nav.tabbar a, [role=button]'),
    }
  }, notices)
}

const overlap = (a: Box, b: Box) =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 0.5 && Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 0.5

/** At the top of the page and scrolled to its end: a notice on screen covers no button on screen. */
async function expectNothingCovered(page: Page, notices: string, { atLeast }: { atLeast: number }) {
  let seen = 0
  for (const scroll of ['top', 'end'] as const) {
    await page.evaluate((to) => window.scrollTo(0, to === 'top' ? 0 : document.documentElement.scrollHeight), scroll)
    const { notices: shown, buttons } = await onScreen(page, notices)
    if (scroll === 'top') {
      expect(shown.length, 'a notice is showing').toBeGreaterThan(0)
      expect(buttons.length, 'action buttons on screen').toBeGreaterThanOrEqual(atLeast)
    }
    seen += shown.length
    const covered = shown.flatMap((notice) => buttons.filter((button) => overlap(notice, button)).map((button) => `${notice.what} covers ${button.what} (${scroll})`))
    expect(covered).toEqual([])
  }
  expect(seen).toBeGreaterThan(0)
  await page.evaluate(() => window.scrollTo(0, 0))
}

async function buyer(language: string, javaScriptEnabled: boolean): Promise<{ context: BrowserContext; page: Page }> {
  const context = await openContext({ javaScriptEnabled })
  await context.addCookies([{ name: 'jde-lang', value: language, url: baseURL }])
  await logIn(context, 'amina')
  return { context, page: await context.newPage() }
}

const SERVER_NOTICE = '.toast.notice'

describe('no notice covers an action button at 360×740', () => {
  for (const language of ['en-US', 'ar']) {
    test(`after plain forms (JavaScript off): product, new order, unpaid order, cart, in ${language}`, async () => {
      const { context, page } = await buyer(language, false)

      // Add to cart from the product page: back on it with the notice and the buy bar's two buttons.
      await page.goto(`/m/product/info?id=${PRODUCT}`)
      await Promise.all([page.waitForNavigation(), page.locator('form.buy button[type=submit]:not([name])').click()])
      expect(await page.locator(SERVER_NOTICE).count()).toBe(1)
      await expectNothingCovered(page, SERVER_NOTICE, { atLeast: 2 })

      // Buy now, pay on delivery: the new order with its notice and what the buyer may do.
      await Promise.all([page.waitForURL('**/m/order/confirm**'), page.locator('form.buy button[name=buyNow]').click()])
      await page.locator('input[name=payment][value=onDelivery]').check()
      await Promise.all([page.waitForURL(/\/m\/order\/details\?id=\d+$/), page.locator('button[name=action][value=place]').click()])
      expect(await page.locator(SERVER_NOTICE).count()).toBe(1)
      await expectNothingCovered(page, SERVER_NOTICE, { atLeast: 1 })

      // An order waiting for its online payment: Pay and Cancel, with a notice showing.
      await page.goto(`/m/product/info?id=${PRODUCT}`)
      await Promise.all([page.waitForURL('**/m/order/confirm**'), page.locator('form.buy button[name=buyNow]').click()])
      await page.locator('input[name=payment][value=online]').check()
      await Promise.all([page.waitForURL(/\/m\/dev\/pay/), page.locator('button[name=action][value=place]').click()])
      await Promise.all([page.waitForURL(/\/m\/order\/payment/), page.locator('button[name=outcome][value=fail]').click()])
      const order = await page.locator('a[href^="/m/order/details?id="]').last().getAttribute('href')
      await context.addCookies([{ name: 'notice', value: 'ok.orderNotice.updated', url: baseURL }])
      await page.goto(order!)
      expect(await page.locator(SERVER_NOTICE).count()).toBe(1)
      expect(await page.locator('form:has(input[name=action][value=pay]) button[type=submit], button[name=action][value=pay]').count()).toBe(1)
      await expectNothingCovered(page, SERVER_NOTICE, { atLeast: 2 })

      // The cart after removing its line: the notice, the empty cart's button and the bottom bar.
      await page.goto(`/m/product/info?id=${PRODUCT}`)
      await Promise.all([page.waitForNavigation(), page.locator('form.buy button[type=submit]:not([name])').click()])
      await page.goto('/m/cart')
      while ((await page.locator('button[name=action][value=remove]').count()) > 0) {
        await Promise.all([page.waitForNavigation(), page.locator('button[name=action][value=remove]').first().click()])
      }
      expect(await page.locator(SERVER_NOTICE).count()).toBe(1)
      await expectNothingCovered(page, SERVER_NOTICE, { atLeast: 5 })
    })

    test(`a toast from an island (JavaScript on) sits above the buy bar, in ${language}`, async () => {
      const { page } = await buyer(language, true)
      await page.route('**/m/api/cart/product', (route) => route.abort('internetdisconnected'))
      await page.goto(`/m/product/info?id=${PRODUCT}`)
      await page.waitForLoadState('networkidle')
      await page.waitForFunction(() => document.querySelector('m-island[data-island="buy-form"][data-hydrated]'))
      await page.locator('form.buy button[type=submit]:not([name])').click()
      // The add could not get out: it waits on the phone, and its line says so.
      const toast = page.locator('.toasts .toast[data-queued=waiting]')
      await toast.waitFor({ state: 'visible' })
      const bar = (await page.locator('form.buy .row').boundingBox())!
      const shown = (await toast.boundingBox())!
      // Right above the bar, where the shopper's thumb just was: not over the page's middle.
      expect(shown.y + shown.height).toBeLessThanOrEqual(bar.y)
      expect(bar.y - (shown.y + shown.height)).toBeLessThanOrEqual(24)
      await expectNothingCovered(page, '.toasts .toast', { atLeast: 2 })
    })
  }
})
