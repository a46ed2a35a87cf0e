/**
 * The bridge to the native apps in real Chromium against the production build. Inside an app (a stand-in Android
 * interface object, Flutter channel or flutter_inappwebview handler, injected before the page's scripts) every call
 * reaches the host with its payload and resolves with its answer; in a plain browser every call fails with
 * 'unavailable' and its web fallback does the job. Buyers: kwame (GH) inside the apps, okello (UG) in the browser,
 * so the other files' buyers keep their carts.
 */
import { describe, expect, inject, test } from 'vitest'
import type { Page } from 'playwright-core'
import { logIn, type Market, useBrowser, useShopperContexts } from './browser'
import { holdClock, queuedTasksRun } from './clock'
import { addFakeHost, AREA, bridgeLog, SCANNED, waitForMessage, type HostKind, type HostMode } from './fake-hosts'

const baseURL = inject('baseURL')
/** The API itself: the storefront's /api door to the bound mall, or the mall's own address in the remote run. */
const apiURL = inject('apiURL')
const CHECK = '/m/dev/bridge'
const APP_BUYER = { username: 'kwame', market: 'GH' as Market, product: 308 }
const WEB_BUYER = { username: 'okello', market: 'UG' as Market, product: 208 }

const browser = useBrowser()
const openContext = useShopperContexts(browser, baseURL)

async function newContext(market: Market, host?: { kind: HostKind; mode?: HostMode }, options: { javaScriptEnabled?: boolean; userAgent?: string } = {}) {
  const context = await openContext({ market, viewport: { width: 360, height: 740 }, ...options })
  if (host) await addFakeHost(context, host.kind, host.mode)
  return context
}

async function hydrated(page: Page, name: string) {
  await page.locator(`m-island[data-island="${name}"][data-hydrated]`).first().waitFor({ state: 'attached' })
}

async function cartCountOf(page: Page): Promise<number> {
  return page.evaluate(async () => ((await (await fetch('/m/api/cart/count')).json()) as { data: { count: number } }).data.count)
}

const badge = (page: Page) => page.locator('header .cart[data-cart-count]')

/** Clicks the check page's button for `call` and returns what the page printed for it. */
async function check(page: Page, call: string): Promise<string> {
  await page.locator(`button[data-call="${call}"]`).click()
  const output = page.locator(`output[data-answer="${call}"]`)
  await output.waitFor()
  return ((await output.textContent()) ?? '').replace(`${call}: `, '')
}

/** A session token of `username`, as the app would get it from its own login. */
async function tokenOf(username: string): Promise<string> {
  const response = await fetch(`${apiURL}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Basic ${btoa('storefront:local-demo')}` },
    body: JSON.stringify({ username, password: 'Mall@2026' }),
  })
  return ((await response.json()) as { data: { token: string } }).data.token
}

describe.each(['android', 'flutter', 'flutter-channel'] as const)('inside the app (%s host)', (kind) => {
  test('every call reaches the host with its payload and resolves with its answer', async () => {
    const context = await newContext(APP_BUYER.market, { kind })
    await logIn(context, APP_BUYER.username)
    const page = await context.newPage()
    await page.goto(CHECK)
    await hydrated(page, 'bridge-check')
    await expect.poll(() => page.locator('[data-host]').getAttribute('data-host')).toBe(kind)
    const sample = JSON.parse((await page.locator('m-island[data-island="bridge-check"]').getAttribute('data-props'))!).sample as { productId: number; image: string }
    const count = await cartCountOf(page)

    const expected: [string, string, Record<string, unknown>, string][] = [
      ['getCountryCurrencySymbol', 'getCountryCurrencySymbol', {}, '"USh"'],
      ['athenaEvent', 'athenaEvent', { event_type: 'click', page: CHECK, tid: 'check', distinguish_id: 'check', text: 'bridge check' }, 'null'],
      ['back', 'back', {}, '"app"'],
      ['refreshCartNum', 'refreshCartNum', { count }, 'null'],
      ['refreshSingleAddCartNum', 'refreshSingleAddCartNum', { productId: sample.productId, quantity: 1 }, 'null'],
      ['setNewUserCouponRequestBody', 'setNewUserCouponRequestBody', { body: { source: 'check' } }, 'null'],
      ['showAddToCartDialog', 'showAddToCartDialog', { productId: sample.productId, quantity: 1, count }, 'null'],
      ['shareLink', 'shareLink', { url: new URL(`/m/product/info?id=${sample.productId}`, baseURL).href, text: 'bridge check' }, 'null'],
      ['zoomImage', 'zoomImage', { urls: [new URL(sample.image, baseURL).href], index: 0 }, 'null'],
      ['openProductDetail', 'openPage', { page: 'productDetail', productId: sample.productId }, 'null'],
      ['selectReceiveArea', 'openPage', { page: 'receiveAreaSelect' }, JSON.stringify(AREA)],
      ['openAppLogin', 'openPage', { page: 'login', back: CHECK }, '"cancelled"'],
    ]
    for (const [button, name, payload, answer] of expected) {
      const before = (await bridgeLog(page)).length
      expect(await check(page, button), button).toBe(answer)
      const message = await waitForMessage(page, name, before)
      expect(message.v, button).toBe(1)
      expect(message.payload, button).toMatchObject(payload)
      if (kind === 'flutter') expect(message.handler).toBe('MallFlutterBridge')
    }
    const athena = (await bridgeLog(page)).find((m) => m.name === 'athenaEvent' && m.payload.text === 'bridge check')!
    expect(athena.payload.url).toBe(`${baseURL}${CHECK}`)
    expect(athena.payload.create_time).toEqual(expect.any(Number))

    const before = (await bridgeLog(page)).length
    await page.locator('button[data-scan]').first().click()
    await expect.poll(() => page.locator('output[data-answer="toCaptureActivity"]').textContent()).toBe(`toCaptureActivity: "${SCANNED}"`)
    expect((await waitForMessage(page, 'toCaptureActivity', before)).payload).toEqual({ hint: 'check' })
    expect(await page.locator('dialog[open]').count()).toBe(0)
    expect(new URL(page.url()).pathname).toBe(CHECK)
  })
})

describe('inside the app, on the shop pages', () => {
  test("a page whose market the server does not know asks the app for the currency symbol, once", async () => {
    // No market cookies: the page cannot know the market.
    const context = await browser().newContext({ baseURL, viewport: { width: 360, height: 740 } })
    try {
      await addFakeHost(context, 'android')
      const page = await context.newPage()
      await page.goto(CHECK)
      await hydrated(page, 'bridge-check')
      expect(JSON.parse((await page.locator('script[data-app-state]').getAttribute('data-app-state'))!).countrySymbol).toBeNull()
      expect((await waitForMessage(page, 'getCountryCurrencySymbol')).payload).toEqual({})
      expect((await bridgeLog(page)).filter((m) => m.name === 'getCountryCurrencySymbol')).toHaveLength(1)
    } finally {
      await context.close()
    }
  })

  test("analytics go to the app's pipeline: the page view, with the app-start flag, through athenaEvent", async () => {
    const context = await newContext(APP_BUYER.market, { kind: 'android' })
    const page = await context.newPage()
    await page.goto('/m/?app_start=1')
    const sent = async () => (await bridgeLog(page)).filter((m) => m.name === 'athenaEvent').map((m) => m.payload)
    await expect.poll(async () => (await sent()).map((event) => event.event_type).sort()).toEqual(['browse', 'start'])
    const events = await sent()
    expect(events.find((event) => event.event_type === 'start')).toMatchObject({ page: '/m/', url: '/m/?app_start=1' })
    expect(events.every((event) => event.tid === events[0]!.tid)).toBe(true)
  })

  test('a tap on a product image opens the app viewer with every image, and no web viewer', async () => {
    const context = await newContext(APP_BUYER.market, { kind: 'android' })
    const page = await context.newPage()
    await page.goto(`/m/product/info?id=${APP_BUYER.product}`)
    await hydrated(page, 'gallery')
    const images = JSON.parse((await page.locator('m-island[data-island="gallery"]').getAttribute('data-props'))!).images as string[]
    expect(images.length).toBeGreaterThan(1)
    await page.locator('.gal a').nth(1).click()
    const message = await waitForMessage(page, 'zoomImage')
    expect(message.payload).toEqual({ urls: images.map((src) => new URL(src, baseURL).href), index: 1 })
    expect(await page.locator('dialog.viewer').count()).toBe(0)
    expect(new URL(page.url()).pathname).toBe('/m/product/info')
  })

  test("Share goes through the app's share with the clean address, and no sheet of the page", async () => {
    const context = await newContext(APP_BUYER.market, { kind: 'android' })
    const page = await context.newPage()
    await page.goto(`/m/product/info?id=${APP_BUYER.product}&key=session-token&utm_source=x`)
    const clean = (await page.locator('meta[property="og:url"]').getAttribute('content'))!
    expect(clean).toMatch(new RegExp(`/m/product/info\\?id=${APP_BUYER.product}&countryId=\\d+$`))
    const name = (await page.locator('h1').textContent())!
    await hydrated(page, 'gallery')
    await page.locator('details.share summary').click()
    expect((await waitForMessage(page, 'shareLink')).payload).toEqual({ url: new URL(new URL(clean).pathname + new URL(clean).search, baseURL).href, text: name })
    await page.waitForTimeout(200)
    expect(await page.locator('details.share .targets').isVisible()).toBe(false)
  })

  test("an app without a share call: the page's own sheet opens", async () => {
    const context = await newContext(APP_BUYER.market, { kind: 'flutter', mode: 'unsupported' })
    const page = await context.newPage()
    await page.goto(`/m/product/info?id=${APP_BUYER.product}`)
    await hydrated(page, 'gallery')
    await page.locator('details.share summary').click()
    await waitForMessage(page, 'shareLink')
    await expect.poll(() => page.locator('details.share .targets').isVisible()).toBe(true)
  })

  test('adding to the cart refreshes the app badge and shows the app dialog; the header follows', async () => {
    const context = await newContext(APP_BUYER.market, { kind: 'flutter' })
    await logIn(context, APP_BUYER.username)
    const page = await context.newPage()
    await page.goto(`/m/product/info?id=${APP_BUYER.product}`)
    await hydrated(page, 'buy-form')
    await hydrated(page, 'cart-badge')
    const before = await cartCountOf(page)
    await page.locator('form.buy input[name=quantity]').fill('2')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    const dialog = await waitForMessage(page, 'showAddToCartDialog')
    expect(dialog.payload).toEqual({ productId: APP_BUYER.product, quantity: 2, count: before + 2 })
    expect((await waitForMessage(page, 'refreshSingleAddCartNum')).payload).toEqual({ productId: APP_BUYER.product, quantity: 2 })
    expect((await waitForMessage(page, 'refreshCartNum')).payload).toEqual({ count: before + 2 })
    await expect.poll(() => badge(page).getAttribute('data-cart-count')).toBe(String(before + 2))
    expect(await cartCountOf(page)).toBe(before + 2)
    expect(await page.locator('dialog.sheet').count()).toBe(0)
  })

  test("a flash sale add refreshes the app's badge too", async () => {
    const context = await newContext(APP_BUYER.market, { kind: 'android' })
    await logIn(context, APP_BUYER.username)
    const page = await context.newPage()
    await page.goto('/m/activity/sale')
    const island = page.locator('article.item m-island[data-island="add-to-cart"]').first()
    await island.scrollIntoViewIfNeeded()
    await page.locator('article.item m-island[data-island="add-to-cart"][data-hydrated]').first().waitFor({ state: 'attached' })
    const { productId } = JSON.parse((await island.getAttribute('data-props'))!) as { productId: number }
    const before = await cartCountOf(page)
    await island.locator('button[type=submit]').click()
    expect((await waitForMessage(page, 'refreshSingleAddCartNum')).payload).toEqual({ productId, quantity: 1 })
    expect((await waitForMessage(page, 'refreshCartNum')).payload).toEqual({ count: before + 1 })
  })

  test("the header's back arrow is the app's back", async () => {
    const context = await newContext(APP_BUYER.market, { kind: 'flutter-channel' })
    const page = await context.newPage()
    await page.goto(`/m/product/info?id=${APP_BUYER.product}`)
    await hydrated(page, 'gallery')
    await page.locator('header a.back').click()
    expect((await waitForMessage(page, 'back')).payload).toEqual({})
    expect(new URL(page.url()).pathname).toBe('/m/product/info')
  })

  test("a guest who adds is logged in by the app's login page, and the add then goes through once", async () => {
    const context = await newContext(APP_BUYER.market, { kind: 'android' })
    const token = await tokenOf(APP_BUYER.username)
    await context.exposeBinding('__appLogin', async () => {
      await context.addCookies([{ name: 'key', value: token, url: baseURL, httpOnly: true }])
      return true
    })
    const page = await context.newPage()
    await page.goto(`/m/product/info?id=${APP_BUYER.product}`)
    await hydrated(page, 'buy-form')
    const before = await page.evaluate(async () => (await fetch('/m/api/cart/count')).status)
    expect(before).toBe(401)
    const fromApi = await fetch(`${baseURL}/m/api/cart/count`, { headers: { cookie: `key=${token}; countryId=3` } })
    const countBefore = ((await fromApi.json()) as { data: { count: number } }).data.count
    await page.getByRole('button', { name: 'Add to cart' }).click()
    const login = await waitForMessage(page, 'openPage')
    expect(login.payload).toEqual({ page: 'login', back: `/m/product/info?id=${APP_BUYER.product}` })
    expect((await waitForMessage(page, 'refreshCartNum')).payload).toEqual({ count: countBefore + 1 })
    expect(new URL(page.url()).pathname).toBe('/m/product/info')
    expect(await cartCountOf(page)).toBe(countBefore + 1)
  })

  test("a page that needs a login sends a guest to the app's login page, then on to the page", async () => {
    const context = await newContext(APP_BUYER.market, { kind: 'flutter-channel' }, { userAgent: 'Mozilla/5.0 (Linux; Android 13) MallFlutter/12' })
    const token = await tokenOf(APP_BUYER.username)
    const appLogins: string[] = []
    await context.exposeBinding('__appLogin', async ({ page }) => {
      appLogins.push(new URL(page.url()).pathname)
      await context.addCookies([{ name: 'key', value: token, url: baseURL, httpOnly: true }])
      return true
    })
    const page = await context.newPage()
    await page.goto('/m/cart')
    await page.waitForURL((url) => url.pathname === '/m/cart')
    expect(appLogins).toEqual(['/m/login/login'])
    expect(await page.locator('form[action="/m/login/login"]').count()).toBe(0)
    expect((await context.cookies()).some((cookie) => cookie.name === 'key')).toBe(true)
  })

  test('an app that never answers: the web viewer opens after the call times out', async () => {
    const context = await newContext(APP_BUYER.market, { kind: 'android', mode: 'silent' })
    const page = await context.newPage()
    await page.clock.install()
    await page.goto(`/m/product/info?id=${APP_BUYER.product}`)
    await hydrated(page, 'gallery')
    await holdClock(page)
    await page.locator('.gal a').first().click()
    await waitForMessage(page, 'zoomImage')
    // docs/bridge.md: a call that shows something waits 5 s for the app.
    await page.clock.runFor(4_999)
    await queuedTasksRun(page)
    expect(await page.locator('dialog.viewer[open]').count()).toBe(0)
    await page.clock.runFor(1)
    await page.locator('dialog.viewer[open]').waitFor({ timeout: 2_000 })
  })

  test('an older app without a call: its web fallback at once', async () => {
    const context = await newContext(APP_BUYER.market, { kind: 'flutter', mode: 'unsupported' })
    const page = await context.newPage()
    await page.goto(`/m/product/info?id=${APP_BUYER.product}`)
    await hydrated(page, 'gallery')
    await page.locator('.gal a').first().click()
    await page.locator('dialog.viewer[open]').waitFor({ timeout: 2_000 })
    await page.goto(CHECK)
    await hydrated(page, 'bridge-check')
    await page.locator('button[data-scan]').first().click()
    await page.locator('dialog[data-scan-dialog][open]').waitFor({ timeout: 2_000 })
  })
})

describe('in a plain browser', () => {
  test('every call fails as unavailable, and the fallbacks that stay on the page work', async () => {
    const context = await newContext(WEB_BUYER.market)
    await logIn(context, WEB_BUYER.username)
    const page = await context.newPage()
    await page.goto(CHECK)
    await hydrated(page, 'bridge-check')
    await hydrated(page, 'cart-badge')
    await expect.poll(() => page.locator('[data-host]').getAttribute('data-host')).toBe('none')
    const seed = JSON.parse((await page.locator('script[data-app-state]').getAttribute('data-app-state'))!) as { countrySymbol: string }

    for (const call of ['athenaEvent', 'refreshSingleAddCartNum', 'setNewUserCouponRequestBody', 'selectReceiveArea']) {
      expect(await check(page, call), call).toBe('Failed: unavailable')
    }
    // The currency symbol: the page's own, from the market.
    expect(await check(page, 'getCountryCurrencySymbol')).toBe(seed.countrySymbol)
    expect(seed.countrySymbol.length).toBeGreaterThan(0)

    // refreshCartNum: the header badge.
    const count = await cartCountOf(page)
    expect(await check(page, 'refreshCartNum')).toBe('Failed: unavailable')
    await expect.poll(() => badge(page).getAttribute('data-cart-count')).toBe(String(count))

    // zoomImage: the page's viewer, a modal dialog that Escape closes.
    expect(await check(page, 'zoomImage')).toBe('Failed: unavailable')
    const viewer = page.getByRole('dialog', { name: 'Image viewer' })
    await viewer.waitFor()
    expect(await viewer.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth > 0 || img.getAttribute('src'))).toBeTruthy()
    await page.keyboard.press('Escape')
    await viewer.waitFor({ state: 'detached' })

    // showAddToCartDialog: the sheet.
    expect(await check(page, 'showAddToCartDialog')).toBe('Failed: unavailable')
    const sheet = page.getByRole('dialog', { name: 'Added to your cart' })
    await sheet.waitFor()
    expect(await sheet.getByRole('link', { name: 'Go to cart' }).getAttribute('href')).toBe('/m/cart')
    await sheet.getByRole('button', { name: 'Keep shopping' }).click()
    await sheet.waitFor({ state: 'detached' })
  })

  test('toCaptureActivity: the page scanner, where typing the code always works', async () => {
    const context = await newContext(WEB_BUYER.market)
    const page = await context.newPage()
    await page.goto(CHECK)
    await hydrated(page, 'bridge-check')
    const scanner = await page.evaluate(() => 'BarcodeDetector' in window)
    await page.locator('m-island[data-island="bridge-check"] button[data-scan]').click()
    const dialog = page.getByRole('dialog', { name: 'Scan the code' })
    await dialog.waitFor()
    if (!scanner) expect(await dialog.getByRole('status').textContent()).toContain('cannot read codes with the camera')
    await dialog.getByRole('button', { name: 'Use this code' }).click()
    expect(await dialog.getByText('Type the code first').count()).toBe(1)
    await dialog.getByLabel('Or type the code').fill(`  ${SCANNED}  `)
    await dialog.getByRole('button', { name: 'Use this code' }).click()
    await dialog.waitFor({ state: 'detached' })
    expect(await page.locator('output[data-answer="toCaptureActivity"]').textContent()).toBe(`toCaptureActivity: "${SCANNED}"`)

    // The scan field of a plain form: the scanner fills it, and the form posts it.
    await hydrated(page, 'scan-field')
    await page.locator('m-island[data-island="scan-field"] button[data-scan]').click()
    await dialog.getByLabel('Or type the code').fill('860000000000001')
    await dialog.getByLabel('Or type the code').press('Enter')
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => page.locator('m-island[data-island="scan-field"] input[name=code]').inputValue()).toBe('860000000000001')
    await Promise.all([page.waitForURL(/code=860000000000001/), page.getByRole('button', { name: 'Use this code' }).click()])
    expect(await page.locator('output[data-code]').textContent()).toBe('860000000000001')
  })

  test('back goes to the backType path; the app pages open their web pages', async () => {
    const context = await newContext(WEB_BUYER.market)
    const page = await context.newPage()
    await page.goto(`${CHECK}?backType=${encodeURIComponent('/m/search?q=tecno')}`)
    expect(await page.locator('header a.back').getAttribute('href')).toBe('/m/search?q=tecno')
    await hydrated(page, 'bridge-check')
    await Promise.all([page.waitForURL((url) => url.pathname === '/m/search'), page.locator('button[data-call="back"]').click()])
    expect(new URL(page.url()).search).toBe('?q=tecno')

    await page.goto(CHECK)
    await hydrated(page, 'bridge-check')
    await Promise.all([page.waitForURL((url) => url.pathname === '/m/product/info'), page.locator('button[data-call="openProductDetail"]').click()])
    await page.goto(CHECK)
    await hydrated(page, 'bridge-check')
    await Promise.all([page.waitForURL((url) => url.pathname === '/m/login/login'), page.locator('button[data-call="openAppLogin"]').click()])
    expect(new URL(page.url()).searchParams.get('back')).toBe(CHECK)
  })

  test('the product page: tap to zoom in the page viewer, add to cart with the badge and the sheet', async () => {
    const context = await newContext(WEB_BUYER.market)
    await logIn(context, WEB_BUYER.username)
    const page = await context.newPage()
    await page.goto(`/m/product/info?id=${WEB_BUYER.product}`)
    await hydrated(page, 'gallery')
    const images = JSON.parse((await page.locator('m-island[data-island="gallery"]').getAttribute('data-props'))!).images as string[]
    const link = page.locator('.gal a').first()
    await link.click()
    const viewer = page.getByRole('dialog', { name: 'Image viewer' })
    await viewer.waitFor()
    expect(new URL(page.url()).pathname).toBe('/m/product/info')
    expect(await viewer.getByRole('status').textContent()).toBe(`Image 1 of ${images.length}`)
    await viewer.getByRole('button', { name: 'Next image' }).click()
    expect(await viewer.getByRole('status').textContent()).toBe(`Image 2 of ${images.length}`)
    expect(await viewer.locator('img').getAttribute('src')).toBe(images[1])
    await page.keyboard.press('ArrowLeft')
    expect(await viewer.getByRole('status').textContent()).toBe(`Image 1 of ${images.length}`)
    await viewer.getByRole('button', { name: 'Close' }).click()
    await viewer.waitFor({ state: 'detached' })
    expect(await link.evaluate((el) => el === document.activeElement)).toBe(true)

    await hydrated(page, 'buy-form')
    await hydrated(page, 'cart-badge')
    const before = await cartCountOf(page)
    await page.locator('form.buy input[name=quantity]').fill('3')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    const sheet = page.getByRole('dialog', { name: 'Added to your cart' })
    await sheet.waitFor()
    expect(await sheet.textContent()).toContain(`Items in your cart: ${before + 3}`)
    await expect.poll(() => badge(page).getAttribute('data-cart-count')).toBe(String(before + 3))
    expect(await cartCountOf(page)).toBe(before + 3)
    expect(new URL(page.url()).pathname).toBe('/m/product/info')
  })

  test('without JavaScript, a product image is a link to its full-size file', async () => {
    const context = await newContext(WEB_BUYER.market, undefined, { javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`/m/product/info?id=${WEB_BUYER.product}`)
    const href = await page.locator('.gal a').first().getAttribute('href')
    expect(href).toMatch(/^\/m\/img\/products\/.+\.svg$/)
    await Promise.all([page.waitForURL((url) => url.pathname === href), page.locator('.gal a').first().click()])
  })
})
