/**
 * Share on the product page in real Chromium at 360×740: the phone's share sheet where there is one, else the
 * page's sheet with Copy link; `?is_open_shareDialog=y` opens it once; with JavaScript off the sheet's buttons work; the island's
 * code is small and fetched on the first tap only.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, inject, test } from 'vitest'
import type { Page } from 'playwright-core'
import { useBrowser, useShopperContexts } from './browser'

const baseURL = inject('baseURL')
const PRODUCT = '/m/product/info?id=708'
const browser = useBrowser()
const newContext = useShopperContexts(browser, baseURL, { viewport: { width: 360, height: 740 } })
const clean = () => `${new URL(baseURL).origin}/m/product/info?id=708&countryId=7`
const sheet = (page: Page) => page.locator('details.share .targets')

async function open(page: Page, path: string) {
  await page.goto(path)
  await page.waitForLoadState('load')
  await page.waitForFunction(() => !!document.querySelector('script[type=module][src="/m/client.js"]'))
  await page.waitForTimeout(300)
}

describe('share sheet', () => {
  for (const lang of ['en-US', 'ar'] as const) {
    test(`${lang}: without navigator.share the sheet opens with four actions and Copy link copies the clean URL`, async () => {
      const context = await newContext({ permissions: ['clipboard-read', 'clipboard-write'] })
      await context.addCookies([{ name: 'jde-lang', value: lang, url: baseURL }])
      await context.addInitScript(() => delete (Navigator.prototype as { share?: unknown }).share)
      const page = await context.newPage()
      const fetched: string[] = []
      page.on('request', (request) => fetched.push(request.url()))
      await open(page, `${PRODUCT}&utm_source=x&coupon=C1`)
      expect(fetched.some((url) => /\/share\.mount-/.test(url))).toBe(false)
      await page.locator('details.share summary').click()
      await expect.poll(() => sheet(page).isVisible()).toBe(true)
      expect(fetched.some((url) => /\/share\.mount-/.test(url))).toBe(true)
      expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr')
      const actions = sheet(page).locator('a, button.copy')
      expect(await actions.count()).toBe(4)
      await page.screenshot({ path: `/tmp/share-${lang === 'ar' ? 'ar' : 'en'}.png` })
      await sheet(page).locator('button.copy').click()
      await expect.poll(() => sheet(page).locator('.copied').textContent()).toBe(lang === 'ar' ? 'تم نسخ الرابط' : 'Link copied')
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(clean())
    })
  }

  test('with navigator.share, a tap shares the clean URL', async () => {
    const context = await newContext()
    await context.addInitScript(() => {
      ;(window as unknown as { shared: unknown[] }).shared = []
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: unknown) => ((window as unknown as { shared: unknown[] }).shared.push(data), Promise.resolve()),
      })
    })
    const page = await context.newPage()
    await open(page, `${PRODUCT}&key=session-token&is_open_shareDialog=n`)
    await page.locator('details.share summary').click()
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared: { url: string }[] }).shared.map((d) => d.url))).toEqual([clean()])
    expect(await sheet(page).isVisible()).toBe(false)
  })

  test('?is_open_shareDialog=y opens the sheet once: the flag leaves the address, a reload does not open it', async () => {
    const page = await (await newContext()).newPage()
    await open(page, `${PRODUCT}&is_open_shareDialog=y`)
    expect(await sheet(page).isVisible()).toBe(true)
    await expect.poll(() => new URL(page.url()).searchParams.has('is_open_shareDialog')).toBe(false)
    await page.reload()
    await page.waitForLoadState('load')
    expect(await sheet(page).isVisible()).toBe(false)
  })

  test('with JavaScript off the sheet opens and WhatsApp gets the clean address with the name', async () => {
    const context = await newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${PRODUCT}&did=abc&coupon=C1`)
    await page.locator('details.share summary').click()
    expect(await sheet(page).locator('a').allTextContents()).toEqual(['WhatsApp', 'Telegram', 'Text message'])
    expect(await sheet(page).locator('button.copy').isVisible()).toBe(false)
    const name = (await page.locator('h1').textContent())!
    // The browser is sent on to WhatsApp (which is not reached from here: only its request is looked at).
    const [whatsapp] = await Promise.all([page.waitForRequest(/^https:\/\/wa\.me\//), sheet(page).getByRole('link', { name: 'WhatsApp' }).click()])
    expect(new URL(whatsapp.url()).searchParams.get('text')).toBe(`${name} ${clean()}`)
  })

  test('the share island is at most 5 KB gzip', () => {
    const assets = join(process.cwd(), 'dist', 'client', 'm', 'assets')
    const chunk = readdirSync(assets).find((name) => /^share\.mount-.*\.js$/.test(name))
    expect(chunk).toBeDefined()
    expect(gzipSync(readFileSync(join(assets, chunk!))).length).toBeLessThanOrEqual(5 * 1024)
  })
})
