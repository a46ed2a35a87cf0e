/**
 * The catalogue in real Chromium against the production build, in English and in Arabic (right to left), with
 * JavaScript on and off: search from the home page, open a product, see its gallery and price, zoom an image (its
 * file without JavaScript, the page's viewer with it); the
 * home feed's next page works as a plain link, and as 'load more' in place once its island is live.
 */
import { describe, expect, inject, test } from 'vitest'
import type { Page } from 'playwright-core'
import { useBrowser, useShopperContexts } from './browser'

const baseURL = inject('baseURL')
const browser = useBrowser()
const openContext = useShopperContexts(browser, baseURL)

async function openHome(language: string, javaScriptEnabled: boolean): Promise<{ page: Page; problems: string[]; fetched: string[] }> {
  const context = await openContext({ javaScriptEnabled, viewport: { width: 360, height: 740 } })
  await context.addCookies([{ name: 'jde-lang', value: language, url: baseURL }])
  const page = await context.newPage()
  const problems: string[] = []
  const fetched: string[] = []
  page.on('request', (request) => void fetched.push(new URL(request.url()).pathname))
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`)
  })
  expect((await page.goto('/m/'))?.status()).toBe(200)
  return { page, problems, fetched }
}

const feedCards = (page: Page) => page.locator('section[aria-labelledby=feed] li.pc')

for (const language of ['en-US', 'ar']) {
  for (const javaScriptEnabled of [true, false]) {
    describe(`${language}, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
      test('search from the home page, open a product, see its gallery and price, zoom an image', async () => {
        const { page, problems, fetched } = await openHome(language, javaScriptEnabled)
        expect(await page.getAttribute('html', 'dir')).toBe(language === 'ar' ? 'rtl' : 'ltr')

        await page.locator('form.search input[name=q]').fill('galaxy')
        await Promise.all([page.waitForURL((url) => url.pathname === '/m/search'), page.locator('form.search button[type=submit]').click()])
        expect(new URL(page.url()).searchParams.get('q')).toBe('galaxy')
        expect(await page.locator('form.search input[name=q]').inputValue()).toBe('galaxy')
        const result = page.locator('li.pc a', { hasText: 'Samsung Galaxy A15 128 GB' })
        expect(await result.count()).toBe(1)
        expect(await page.locator('li.pc').count()).toBeGreaterThanOrEqual(3)

        await Promise.all([page.waitForURL((url) => url.pathname === '/m/product/info'), result.click()])
        expect(new URL(page.url()).searchParams.get('id')).toBe('707')
        expect(await page.locator('h1').textContent()).toBe('Samsung Galaxy A15 128 GB')

        const images = page.locator('ul.gal img')
        expect(await page.locator('ul.gal li').count()).toBe(3)
        // With JavaScript, an image is fetched once it shows in the gallery: at 360 px only the first (the second shows only its edge).
        if (javaScriptEnabled) await page.locator('m-island[data-island="gallery"][data-hydrated]').waitFor({ state: 'attached' })
        expect(await images.count()).toBe(javaScriptEnabled ? 1 : 3)
        const first = await images.first().evaluate((img: HTMLImageElement) => ({
          loaded: img.complete && img.naturalWidth > 0,
          loading: img.getAttribute('loading'),
          priority: img.getAttribute('fetchpriority'),
          visible: img.getBoundingClientRect().top < innerHeight,
        }))
        expect(first).toEqual({ loaded: true, loading: null, priority: 'high', visible: true })
        for (const img of await images.all().then((all) => all.slice(1))) expect(await img.getAttribute('loading')).toBe('lazy')
        if (javaScriptEnabled) {
          const props = JSON.parse((await page.locator('m-island[data-island="gallery"]').getAttribute('data-props'))!) as { images: string[] }
          expect(props.images).toHaveLength(3)
          expect(fetched.filter((path) => props.images.slice(1).includes(path))).toEqual([])
          await page.locator('ul.gal a').nth(1).scrollIntoViewIfNeeded()
          await page.waitForFunction(() => (document.querySelector<HTMLImageElement>('ul.gal li:nth-child(2) img')?.naturalWidth ?? 0) > 0)
          await page.locator('ul.gal a').nth(2).scrollIntoViewIfNeeded()
          await page.waitForFunction(() => (document.querySelector<HTMLImageElement>('ul.gal li:nth-child(3) img')?.naturalWidth ?? 0) > 0)
        }

        const price = page.locator('section.card .prices .price')
        expect(await price.textContent()).toMatch(/^₦[\d,]+$/)
        expect(await price.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr')
        expect(await price.isVisible()).toBe(true)
        expect(await page.locator('form.buy input[name=quantity]').getAttribute('min')).toBe('1')

        const zoom = page.locator('ul.gal a').nth(1)
        const href = await zoom.getAttribute('href')
        expect(href).toBe('/m/img/products/galaxy-a15-back.svg')
        await zoom.scrollIntoViewIfNeeded()
        if (javaScriptEnabled) {
          // Hydrated, a tap opens the page's image viewer on that image (the app's viewer inside the apps).
          await page.locator('m-island[data-island="gallery"][data-hydrated]').waitFor({ state: 'attached' })
          await zoom.click()
          const shown = page.locator('dialog.viewer[open] img')
          await shown.waitFor()
          expect(await shown.getAttribute('src')).toBe(href)
          await page.waitForFunction(() => ((document.querySelector('dialog.viewer[open] img') as HTMLImageElement | null)?.naturalWidth ?? 0) > 0)
          // The viewer's styles come with its code (islands/bridge/dialog-styles.tsx): full screen, on black.
          const box = await page.locator('dialog.viewer[open]').evaluate((el) => ({ width: el.getBoundingClientRect().width, background: getComputedStyle(el).backgroundColor }))
          expect(box).toEqual({ width: page.viewportSize()!.width, background: 'rgb(17, 17, 17)' })
          expect(new URL(page.url()).pathname).toBe('/m/product/info')
        } else {
          const [image] = await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === href), zoom.click()])
          expect(image.status()).toBe(200)
          expect(image.headers()['content-type']).toMatch(/image\/svg\+xml/)
        }
        expect(problems).toEqual([])
      })

      test(`the home feed's next page ${javaScriptEnabled ? 'loads in place (load more)' : 'is a plain link'}`, async () => {
        const { page, problems } = await openHome(language, javaScriptEnabled)
        const before = await feedCards(page).evaluateAll((cards) => cards.map((card) => card.querySelector('a')!.getAttribute('href')))
        expect(before).toHaveLength(10)
        const island = page.locator('m-island[data-island="load-more"]')
        await island.scrollIntoViewIfNeeded()
        if (javaScriptEnabled) {
          await page.locator('m-island[data-island="load-more"][data-hydrated]').waitFor({ state: 'attached' })
          const more = island.locator('button')
          await more.scrollIntoViewIfNeeded()
          const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/m/api/catalog/products')
          await more.click()
          expect((await answered).status()).toBe(200)
          await page.waitForFunction(() => document.querySelectorAll('section[aria-labelledby=feed] li.pc').length > 10)
          expect(page.url()).toBe(`${baseURL}/m/`)
          expect(await page.evaluate(() => document.activeElement?.closest('li.pc') !== null)).toBe(true)
        } else {
          const next = island.locator('a', { hasText: /./ })
          expect(await next.getAttribute('href')).toMatch(/^\/m\/\?cursor=[\w.-]+#feed$/)
          await Promise.all([page.waitForURL((url) => url.searchParams.has('cursor')), next.click()])
        }
        const after = await feedCards(page).evaluateAll((cards) => cards.map((card) => card.querySelector('a')!.getAttribute('href')))
        const added = javaScriptEnabled ? after.slice(10) : after
        expect(added.length).toBeGreaterThan(0)
        expect(added.every((href) => /^\/m\/product\/info\?id=\d+$/.test(href ?? ''))).toBe(true)
        expect(added.some((href) => before.includes(href))).toBe(false)
        expect(problems).toEqual([])
      })
    })
  }
}

test('a product of another market is the "Product does not exist" page, with status 404', async () => {
  const context = await openContext({ market: 'GH' })
  const page = await context.newPage()
  const response = await page.goto('/m/product/info?id=701')
  expect(response?.status()).toBe(404)
  expect(await page.locator('main').textContent()).toContain('Product does not exist')
})

test('the market switcher moves the shopper to another market and back to the page', async () => {
  const context = await openContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/m/search?q=phone')
  expect(await page.locator('li.pc .price').first().textContent()).toMatch(/^₦/)
  await page.goto(`/m/market?back=${encodeURIComponent('/m/search?q=phone')}`)
  await Promise.all([page.waitForURL((url) => url.pathname === '/m/search'), page.locator('a', { hasText: 'Ghana' }).click()])
  expect(await page.locator('li.pc .price').first().textContent()).toMatch(/^GH₵/)
  const cookies = await context.cookies()
  expect(cookies.find((cookie) => cookie.name === 'countryId')?.value).toBe('3')
  expect(cookies.find((cookie) => cookie.name === 'countryCode')?.value).toBe('GH')
})

for (const [language, javaScriptEnabled] of [['en-US', true], ['ar', false]] as const) {
  test(`the product page's Buy now (primary) and Add to cart stay at the bottom of the first screen, ${language}, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async () => {
    const context = await openContext({ javaScriptEnabled, viewport: { width: 360, height: 740 } })
    await context.addCookies([{ name: 'jde-lang', value: language, url: baseURL }])
    const page = await context.newPage()
    await page.goto('/m/product/info?id=701')
    const buttons = page.locator('form.buy .row button[type=submit]')
    expect(await buttons.count()).toBe(2)
    const quantity = page.locator('form.buy .row input[name=quantity]')
    const fewer = page.locator('form.buy .qty button').first()
    const more = page.locator('form.buy .qty button').last()
    if (javaScriptEnabled) {
      // The stepper, on a product sold at its normal price (701's flash unit is one per buyer).
      await page.goto('/m/product/info?id=707')
      await page.locator('m-island[data-island="buy-form"][data-hydrated]').waitFor({ state: 'attached' })
      const max = Number(await quantity.getAttribute('max'))
      expect(max).toBeGreaterThan(3)
      expect(await page.locator('form.buy .step small').textContent()).toBe(`Max ${max}`)
      expect(await fewer.isDisabled()).toBe(true)
      await more.click()
      await more.click()
      expect(await quantity.inputValue()).toBe('3')
      await fewer.click()
      expect(await quantity.inputValue()).toBe('2')
      await quantity.fill(String(max))
      expect(await more.isDisabled()).toBe(true)
      await quantity.fill('')
      expect(await quantity.inputValue()).toBe('')
      await page.goto('/m/product/info?id=701')
      await page.locator('m-island[data-island="buy-form"][data-hydrated]').waitFor({ state: 'attached' })
    } else {
      // Without the script the − and + are not there; the number box takes the quantity.
      expect(await fewer.isVisible()).toBe(false)
      expect(await more.isVisible()).toBe(false)
      await quantity.fill('2')
    }
    expect(await page.locator('form.buy .step small').textContent()).toMatch(/\d+/)
    await page.screenshot({ path: `tests/e2e/.shots/product-${language}.png` })
    for (const control of [buttons.nth(0), buttons.nth(1), quantity]) {
      const box = (await control.boundingBox())!
      expect(box.y + box.height).toBeLessThanOrEqual(740)
      expect(box.y).toBeGreaterThan(740 - 80)
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(360)
    }
    // No label is cut: each button's text fits its box.
    for (const at of [0, 1]) expect(await buttons.nth(at).evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
    expect(await page.locator('form.buy button[name=buyNow]').getAttribute('class')).toBe('btn')
    expect(await page.locator('form.buy button[type=submit]:not([name])').getAttribute('class')).toBe('btn plain')
    // Scrolled to the end, the bar still sits at the bottom and covers none of the page's last words.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    const bar = (await page.locator('form.buy .row').boundingBox())!
    expect(bar.y + bar.height).toBeLessThanOrEqual(740)
    const foot = (await page.locator('footer.foot').boundingBox())!
    expect(foot.y + foot.height).toBeLessThanOrEqual(bar.y)
  })
}

for (const [language, texts] of [
  ['en-US', ['Sold by Lekki Phone Hub', 'days to Nigeria', 'Free returns within 7 days', 'out of 5 stars']],
  ['ar', ['البائع: Lekki Phone Hub', 'التوصيل إلى نيجيريا', 'إرجاع مجاني', 'من 5 نجوم']],
] as const) {
  test(`the product page's seller, delivery, returns and ratings lines read in full above the buy bar, ${language}`, async () => {
    const context = await openContext({ viewport: { width: 360, height: 740 } })
    await context.addCookies([{ name: 'jde-lang', value: language, url: baseURL }])
    const page = await context.newPage()
    await page.goto('/m/product/info?id=701')
    const lines = page.locator('ul.facts li, p.rates')
    const all = (await lines.allTextContents()).join(' | ')
    for (const text of texts) expect(all).toContain(text)
    expect(await page.locator('p.rates').textContent()).toMatch(/^\d\.\d ★ /)
    for (let at = 0; at < (await lines.count()); at++) {
      // Scrolled to the middle of the screen, the middle of each line is the line itself, not something laid over it.
      expect(await lines.nth(at).evaluate((el) => {
        el.scrollIntoView({ block: 'center' })
        const r = el.getBoundingClientRect()
        return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2))
      })).toBe(true)
    }
  })
}
