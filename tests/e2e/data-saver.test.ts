/**
 * Data saver in real Chromium at 360×740, English and Arabic: home and product with no picture requests and no
 * script, no axe violation, and the line at the top turns it off and comes back to the same page. The categories,
 * the lucky draw (its gift as a placeholder) and a retailer's order list (its first lines as placeholders) too.
 */
import type { BrowserContext, Page } from 'playwright-core'
import { afterEach, describe, expect, inject, test } from 'vitest'
import { logIn, shopperContext, useBrowser } from './browser'
import { AXE_TAGS, violations } from './axe'

const baseURL = inject('baseURL')
const browser = useBrowser()
const PHONE = { width: 360, height: 740 }

let context: BrowserContext | undefined
afterEach(async () => {
  await context?.close()
  context = undefined
})

async function open(path: string, language: string, account?: string): Promise<{ page: Page; requests: string[] }> {
  context = await shopperContext(browser(), baseURL, { viewport: PHONE, bypassCSP: true })
  if (account) await logIn(context, account)
  await context.addCookies([
    { name: 'jde-lang', value: language, url: baseURL },
    { name: 'data_saver', value: 'on', url: baseURL },
  ])
  const page = await context.newPage()
  const requests: string[] = []
  page.on('request', (request) => requests.push(new URL(request.url()).pathname))
  expect((await page.goto(path))?.status()).toBe(200)
  await page.waitForLoadState('networkidle')
  return { page, requests }
}

describe('data saver at 360×740', () => {
  for (const language of ['en-US', 'ar']) {
    for (const [name, path] of [['home', '/m/'], ['product', '/m/product/info?id=701']] as const) {
      test(`${name} in ${language}: no pictures or scripts fetched but the offline pages' worker, placeholders, no axe violation`, async () => {
        const { page, requests } = await open(path, language)
        expect(requests.filter((url) => url.startsWith('/m/img/products/') || (url.endsWith('.js') && url !== '/m/sw.js'))).toEqual([])
        expect(await page.locator('.ph').count()).toBeGreaterThan(0)
        await expect(page.locator('form.saver button').textContent()).resolves.toBeTruthy()
        expect(await violations(page, { type: 'tag', values: AXE_TAGS })).toEqual([])
        await page.screenshot({ path: `tests/e2e/.shots/data-saver-${name}-${language}.png` })
        await page.screenshot({ path: `tests/e2e/.shots/data-saver-${name}-${language}-full.png`, fullPage: true })
      })
    }
  }

  for (const language of ['en-US', 'ar']) {
    const screens = [
      ['categories', '/m/categories', undefined, '.catlist a'],
      ['lucky-draw', '/m/activity/luckyDraw', undefined, '.odds rect[fill^="hsl("]'],
      ['order-list', '/m/order/list', 'shop_ng', 'a.card.item .ph'],
    ] as const
    for (const [name, path, account, drawn] of screens) {
      test(`${name} in ${language}: no pictures or scripts fetched, drawn in their place, no axe violation`, async () => {
        const { page, requests } = await open(path, language, account)
        expect(requests.filter((url) => url.startsWith('/m/img/') || url.endsWith('.js'))).toEqual([])
        expect(await page.locator(drawn).count()).toBeGreaterThan(0)
        expect(await violations(page, { type: 'tag', values: AXE_TAGS })).toEqual([])
        await page.screenshot({ path: `tests/e2e/.shots/data-saver-${name}-${language}.png` })
      })
    }
  }

  test('the line turns it off and comes back to the same page, with pictures', async () => {
    const { page } = await open('/m/search?q=phone', 'en-US')
    await Promise.all([page.waitForURL('**/m/search?q=phone'), page.locator('form.saver button').click()])
    expect(await page.locator('form.saver').count()).toBe(0)
    expect(await page.locator('.pc img').count()).toBeGreaterThan(0)
    expect((await context!.cookies()).find((cookie) => cookie.name === 'data_saver')?.value).toBe('off')
  })
})
