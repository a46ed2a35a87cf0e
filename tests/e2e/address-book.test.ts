/**
 * The address book in real Chromium with JavaScript off, as amina (NG, one seeded address), in English and Arabic:
 * add an address (a refused form first, which keeps what was typed), make it the default, edit it, make the seeded
 * one the default again and delete the new one, every step a plain form with its notice. Her book ends as it began.
 */
import type { Page } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import { logIn, useBrowser, useShopperContexts } from './browser'

const baseURL = inject('baseURL')
const browser = useBrowser()
const openContext = useShopperContexts(browser, baseURL)
const PHONE = { width: 360, height: 740 }

const TEXTS = {
  'en-US': { saved: 'Address saved', defaultSet: 'Default address changed', updated: 'Address updated', deleted: 'Address deleted', phone: 'Please enter a valid mobile number' },
  ar: { saved: 'تم حفظ العنوان', defaultSet: 'تم تغيير العنوان الافتراضي', updated: 'تم تعديل العنوان', deleted: 'تم حذف العنوان', phone: null },
} as const

const noticeText = async (page: Page) => (await page.locator('.toast.notice').textContent())?.trim()
const submit = (page: Page, form: string) =>
  Promise.all([page.waitForURL(/\/m\/user\/addresses/), page.locator(`${form} button[type=submit]`).first().click()])
const entry = (page: Page, text: string) => page.locator('.book li').filter({ hasText: text })

describe('the address book with JavaScript off', () => {
  for (const language of ['en-US', 'ar'] as const) {
    test(`add, make default, edit, hand the default back and delete, in ${language}`, async () => {
      const context = await openContext({ javaScriptEnabled: false, viewport: PHONE })
      await context.addCookies([{ name: 'jde-lang', value: language, url: baseURL }])
      await logIn(context, 'amina', { back: '/m/user/addresses' })
      const page = await context.newPage()
      await page.goto('/m/user/addresses')
      const seeded = page.locator('.book li').first()
      const seededStreet = (await seeded.locator('p.muted').textContent())!.split(',')[0]!
      expect(await page.locator('.book li').count()).toBe(1)
      expect(await page.locator('header a.back').getAttribute('href')).toBe('/m/user')

      await Promise.all([page.waitForURL('**/m/user/addresses/new'), page.locator('a[href="/m/user/addresses/new"]').click()])
      await page.locator('input[name=name]').fill('Chidi Okafor')
      await page.locator('input[name=phone]').fill('call me')
      await page.locator('select[name=regionId]').selectOption({ index: 1 })
      await page.locator('input[name=city]').fill('Ikeja')
      await page.locator('input[name=street]').fill(`5 Oba Akran Road ${language}`)
      await submit(page, 'form[action="/m/user/addresses/new"]')
      expect(await page.locator('form .err').count()).toBe(1)
      if (TEXTS[language].phone) expect(await page.locator('form .err').textContent()).toBe(TEXTS[language].phone)
      expect(await page.locator('input[name=name]').inputValue()).toBe('Chidi Okafor')
      expect(await page.locator('input[name=street]').inputValue()).toBe(`5 Oba Akran Road ${language}`)
      await page.locator('input[name=phone]').fill('+234 803 555 0101')
      await submit(page, 'form[action="/m/user/addresses/new"]')
      expect(page.url()).toBe(`${baseURL}/m/user/addresses`)
      expect(await noticeText(page)).toBe(TEXTS[language].saved)
      expect(await entry(page, 'Chidi Okafor').count()).toBe(1)
      await page.screenshot({ path: `tests/e2e/.shots/address-book-two-${language}.png`, fullPage: true })

      await submit(page, '.book li:has-text("Chidi Okafor") form[action="/m/user/addresses/default"]')
      expect(await noticeText(page)).toBe(TEXTS[language].defaultSet)
      expect(await page.locator('.book li').first().textContent()).toContain('Chidi Okafor')
      expect(await page.locator('.book li .tag').count()).toBe(1)

      await Promise.all([page.waitForURL(/\/edit\?id=\d+$/), entry(page, 'Chidi Okafor').locator('a[href*="/edit?id="]').click()])
      expect(await page.locator('input[name=makeDefault]').count()).toBe(0)
      await page.locator('input[name=street]').fill(`7 Oba Akran Road ${language}`)
      await submit(page, 'form[action*="/m/user/addresses/edit"]')
      expect(await noticeText(page)).toBe(TEXTS[language].updated)
      expect(await entry(page, 'Chidi Okafor').textContent()).toContain(`7 Oba Akran Road ${language}`)

      await submit(page, `.book li:has-text("${seededStreet}") form[action="/m/user/addresses/default"]`)
      expect(await page.locator('.book li').first().textContent()).toContain(seededStreet)
      await submit(page, '.book li:has-text("Chidi Okafor") form[action="/m/user/addresses"]')
      expect(await noticeText(page)).toBe(TEXTS[language].deleted)
      expect(await page.locator('.book li').count()).toBe(1)
      expect(await page.locator('.book li .tag').count()).toBe(1)
    })
  }
})
