/**
 * Me (/m/user) in real Chromium at 360×740: no axe violation in English and Arabic, as a guest and signed in (a buyer
 * and a retailer), contrast in every brand, and the data saver switch as a plain form with JavaScript off.
 */
import type { BrowserContext, Page } from 'playwright-core'
import { afterEach, describe, expect, inject, test } from 'vitest'
import { ANDROID, BRAND_AGENTS, logIn, shopperContext, useBrowser } from './browser'
import { AXE_TAGS, violations } from './axe'

const baseURL = inject('baseURL')
const browser = useBrowser()
const PHONE = { width: 360, height: 740 }

let context: BrowserContext | undefined
afterEach(async () => {
  await context?.close()
  context = undefined
})

async function openMe({ language, user, userAgent, javaScriptEnabled = true }: { language: string; user?: string; userAgent?: string; javaScriptEnabled?: boolean }): Promise<Page> {
  context = await shopperContext(browser(), baseURL, { viewport: PHONE, bypassCSP: true, javaScriptEnabled, ...(userAgent ? { userAgent } : {}) })
  await context.addCookies([{ name: 'jde-lang', value: language, url: baseURL }])
  if (user) await logIn(context, user, { back: '/m/user' })
  const page = await context.newPage()
  expect((await page.goto('/m/user'))?.status()).toBe(200)
  await page.waitForLoadState('networkidle')
  return page
}

describe('Me has no axe violations at 360×740', () => {
  for (const language of ['en-US', 'ar']) {
    for (const user of [undefined, 'amina', 'shop_ng']) {
      const who = user ?? 'guest'
      test(`${who} in ${language}`, async () => {
        const page = await openMe({ language, user })
        expect(await page.getAttribute('html', 'dir')).toBe(language === 'ar' ? 'rtl' : 'ltr')
        expect(await page.locator('.tiles a').count()).toBe(user ? 5 : 0)
        expect(await violations(page, { type: 'tag', values: AXE_TAGS })).toEqual([])
        await page.screenshot({ path: `tests/e2e/.shots/me-${who}-${language}.png`, fullPage: true })
        await page.screenshot({ path: `tests/e2e/.shots/me-${who}-${language}-first.png` })
      })
    }
  }
})

describe('every brand keeps its contrast on Me', () => {
  for (const [brand, token] of Object.entries(BRAND_AGENTS)) {
    test(`${brand} (${token})`, async () => {
      const page = await openMe({ language: 'en-US', user: 'amina', userAgent: `${ANDROID} ${token}` })
      expect(await page.getAttribute('html', 'data-brand')).toBe(brand)
      expect(await violations(page, { type: 'rule', values: ['color-contrast'] })).toEqual([])
    })
  }
})

test('the data saver switches on and off with JavaScript off, and says so', async () => {
  const page = await openMe({ language: 'en-US', javaScriptEnabled: false })
  const state = page.locator('form[action="/m/user/data-saver"] .value')
  expect(await state.textContent()).toBe('Off')
  await Promise.all([page.waitForURL('**/m/user'), page.locator('#me-saver-do').click()])
  expect(await state.textContent()).toBe('On')
  expect(await page.locator('form.saver').count()).toBe(1)
  expect(await page.locator('.toast.notice').textContent()).toBe('Data saver is on.')
  expect((await context!.cookies()).find((cookie) => cookie.name === 'data_saver')).toMatchObject({ value: 'on', sameSite: 'Lax' })
  await Promise.all([page.waitForURL('**/m/user'), page.locator('#me-saver-do').click()])
  expect(await state.textContent()).toBe('Off')
})
