/**
 * Arabic reads right to left: the header mirrors (back arrow on the right, cart on the left), tabs and progress
 * bars start on the right. The language switcher works as plain links, without JavaScript.
 */
import { mkdirSync } from 'node:fs'
import { describe, expect, inject, test } from 'vitest'
import { shopperContext, useBrowser } from './browser'

const baseURL = inject('baseURL')
const browser = useBrowser()

async function headerBoxes(language: string) {
  const context = await shopperContext(browser(), baseURL)
  await context.addCookies([{ name: 'jde-lang', value: language, url: baseURL }])
  const page = await context.newPage()
  await page.goto('/m/activity/sale')
  const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!
  const result = {
    page,
    context,
    dir: await page.getAttribute('html', 'dir'),
    back: await box('header.bar .back'),
    title: await box('header.bar h1'),
    cart: await box('header.bar .cart'),
    firstTab: await box('nav.tabs a.tab'),
    lastTab: await box('nav.tabs a.tab >> nth=-1'),
    progress: await box('.progress i'),
    track: await box('.progress'),
  }
  return result
}

describe('Arabic, right to left', () => {
  test('mirrors the header, tabs and progress bars of the flash sale page', async () => {
    const ar = await headerBoxes('ar')
    mkdirSync('tests/e2e/.shots', { recursive: true })
    await ar.page.screenshot({ path: 'tests/e2e/.shots/flash-sale-ar.png', fullPage: false })
    expect(ar.dir).toBe('rtl')
    expect(ar.back.x).toBeGreaterThan(ar.title.x)
    expect(ar.title.x).toBeGreaterThan(ar.cart.x)
    expect(ar.firstTab.x).toBeGreaterThan(ar.lastTab.x)
    expect(Math.abs(ar.progress.x + ar.progress.width - (ar.track.x + ar.track.width))).toBeLessThan(1)
    expect(await ar.page.title()).toBe('عروض فلاش | Soko Mall')
    await ar.context.close()

    const en = await headerBoxes('en-US')
    expect(en.dir).toBe('ltr')
    expect(en.back.x).toBeLessThan(en.title.x)
    expect(en.title.x).toBeLessThan(en.cart.x)
    expect(Math.abs(en.progress.x - en.track.x)).toBeLessThan(1)
    await en.context.close()
  })
})

describe('numbers inside Arabic text', () => {
  test('a sold count reads 41/60, not 60/41, and a price keeps its symbol before the digits', async () => {
    const context = await shopperContext(browser(), baseURL)
    await context.addCookies([{ name: 'jde-lang', value: 'ar', url: baseURL }])
    const page = await context.newPage()
    await page.goto('/m/activity/sale')
    /** The element's characters in the order they are painted, left to right. */
    const painted = (selector: string) =>
      page.locator(selector).first().evaluate((el) => {
        const text = el.firstChild as Text
        return [...text.data]
          .map((c, i) => {
            const range = document.createRange()
            range.setStart(text, i)
            range.setEnd(text, i + 1)
            return { c, x: range.getBoundingClientRect().x }
          })
          .sort((a, b) => a.x - b.x)
          .map((p) => p.c)
          .join('')
      })
    const count = await page.locator('.stats bdi').first().textContent()
    expect(count).toMatch(/^\d+\/\d+$/)
    expect(await painted('.stats bdi')).toBe(count)
    expect(await painted('.price')).toMatch(/^₦[\d,]+$/)
    await context.close()
  })
})

describe('language switcher', () => {
  test('works without JavaScript and returns to the same page', async () => {
    const context = await shopperContext(browser(), baseURL, { javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/m/activity/sale')
    await Promise.all([page.waitForURL(/\/m\/lang\?back=/), page.locator('footer.foot a').click()])
    await Promise.all([page.waitForURL((url) => url.pathname === '/m/activity/sale'), page.locator('a[lang=sw]').click()])
    expect(await page.getAttribute('html', 'lang')).toBe('sw')
    expect(await page.title()).toBe('Ofa za Haraka | Soko Mall')
    const cookie = (await context.cookies()).find((c) => c.name === 'jde-lang')
    expect(cookie?.value).toBe('sw')
    await context.close()
  })
})

describe('the document scrolls, not a box inside it', () => {
  test('scrolling moves the window (address bar can hide, Back restores the place)', async () => {
    const context = await shopperContext(browser(), baseURL, { viewport: { width: 360, height: 740 } })
    const page = await context.newPage()
    await page.goto('/m/activity/sale')
    const before = await page.evaluate(() => ({ docHeight: document.documentElement.scrollHeight, view: innerHeight }))
    expect(before.docHeight).toBeGreaterThan(before.view)
    await page.mouse.wheel(0, 600)
    await page.waitForFunction(() => scrollY > 0)
    const main = await page.evaluate(() => ({ overflow: getComputedStyle(document.querySelector('main')!).overflowY, scrollTop: document.querySelector('main')!.scrollTop }))
    expect(main.scrollTop).toBe(0)
    expect(['visible', 'clip']).toContain(main.overflow)
    await context.close()
  })
})
