/**
 * The flash sale page in real Chromium against the production build: the countdown runs on the server's clock,
 * add to cart works as an island (no page load) and as a plain form (JavaScript off), guests are sent to login.
 * The global setup gives the server fresh seeded state, so amina (NG) has her buy limits untouched.
 */
import { describe, expect, inject, test } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { logIn, shopperContext, useBrowser, useShopperContexts } from './browser'
import { holdClock, queuedTasksRun } from './clock'

const baseURL = inject('baseURL')
const SALE = '/m/activity/sale'
const HOUR_MS = 3_600_000
const BUYER = 'amina' // NG, country id 7: the market shopperContext() sets by default

const browser = useBrowser()
const newContext = useShopperContexts(browser, baseURL)


const island = (scope: Page | Locator, name: string) => scope.locator(`m-island[data-island="${name}"]`)

async function waitHydrated(scope: Page | Locator, name: string): Promise<void> {
  await scope.locator(`m-island[data-island="${name}"][data-hydrated]`).first().waitFor({ state: 'attached' })
}

async function propsOf<T>(locator: Locator): Promise<T> {
  return JSON.parse((await locator.getAttribute('data-props')) ?? 'null') as T
}

/** The countdown as shown: its `data-remaining` seconds, and the same read back from its HH:MM:SS text. */
async function shownRemaining(page: Page): Promise<{ seconds: number; fromText: number }> {
  const { attr, text } = await island(page, 'countdown')
    .locator('[role=timer]')
    .evaluate((el) => ({ attr: el.getAttribute('data-remaining'), text: el.textContent ?? '' }))
  // "HH:MM:SS", or "<days template> HH:MM:SS" past a day.
  const shown = /^(?:(\d+)\D*\s+)?(\d{2}):(\d{2}):(\d{2})$/.exec(text.trim())
  if (attr === null || !shown) throw new Error(`the countdown shows no running time: "${text}"`)
  const [, days = '0', hours, minutes, seconds] = shown
  const fromText = Number(days) * 86400 + Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds)
  return { seconds: Number(attr), fromText }
}

async function cartCount(page: Page): Promise<number> {
  const value = await page.locator('header .cart[data-cart-count]').getAttribute('data-cart-count')
  return Number(value)
}

/** The first (or `index`-th) product card with a live add-to-cart island. */
function buyableItem(page: Page, index = 0): Locator {
  return page.locator('article.item').filter({ has: island(page, 'add-to-cart') }).nth(index)
}

type CountdownProps = { target: number; serverTime: number }
type AddToCartProps = { itemId: number; back: string; texts: Record<string, string> }

describe('countdown', () => {
  test('ticks once hydrated', async () => {
    const page = await (await newContext()).newPage()
    await page.clock.install()
    const synced = page.waitForResponse((r) => new URL(r.url()).pathname === '/m/api/system/time')
    await page.goto(SALE)
    expect(await page.locator('nav.tabs a.tab[aria-current=page]').count()).toBe(1)
    await waitHydrated(page, 'countdown')
    expect((await synced).status()).toBe(200)

    // From here the page's time moves only by hand; one tick first, so the value shown uses the measured offset.
    await holdClock(page)
    await page.clock.runFor(1000)
    await queuedTasksRun(page)
    const first = await shownRemaining(page)
    expect(first.fromText).toBe(first.seconds)
    await page.clock.runFor(2000)
    await expect.poll(async () => (await shownRemaining(page)).seconds).toBe(first.seconds - 2)
    const second = await shownRemaining(page)
    expect(second.fromText).toBe(second.seconds)
  })

  test('shows the server-clock remaining time when the phone clock is 3 hours fast', async () => {
    const page = await (await newContext()).newPage()
    await page.clock.install({ time: Date.now() + 3 * HOUR_MS })
    const synced = page.waitForResponse((r) => new URL(r.url()).pathname === '/m/api/system/time')

    const response = await page.goto(SALE)
    const html = (await response?.text()) ?? ''
    const serverRendered = Number(/role="timer"[^>]*data-remaining="(\d+)"/.exec(html)?.[1] ?? NaN)
    expect(serverRendered).toBeGreaterThan(60)

    const phoneSkew = (await page.evaluate(() => Date.now())) - Date.now()
    expect(phoneSkew).toBeGreaterThan(3 * HOUR_MS - 60_000) // the phone's clock really is wrong

    await waitHydrated(page, 'countdown')
    const { serverTime } = await propsOf<CountdownProps>(island(page, 'countdown'))
    expect((await synced).status()).toBe(200)
    // Wait for a tick after the clock sync answered, so the value shown uses the measured offset.
    const afterSync = (await shownRemaining(page)).seconds
    await page.waitForFunction(
      (previous) => document.querySelector('m-island[data-island="countdown"] [role=timer]')?.getAttribute('data-remaining') !== String(previous),
      afterSync,
    )

    const shown = await shownRemaining(page)
    const expected = serverRendered - (Date.now() - serverTime) / 1000
    expect(shown.fromText).toBe(shown.seconds)
    expect(Math.abs(shown.seconds - expected)).toBeLessThanOrEqual(3)
  })
})

describe('add to cart', () => {
  test('with JavaScript: badge and success toast update without a page load', async () => {
    const context = await newContext()
    await logIn(context, BUYER, { back: SALE })
    const page = await context.newPage()
    await page.goto(SALE)

    await waitHydrated(page, 'cart-badge')
    const item = buyableItem(page)
    await item.scrollIntoViewIfNeeded()
    await waitHydrated(item, 'add-to-cart')
    const { texts } = await propsOf<AddToCartProps>(island(item, 'add-to-cart'))
    const before = await cartCount(page)

    await page.evaluate(() => {
      ;(window as unknown as { e2eMarker: string }).e2eMarker = 'same document'
    })
    const documents: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url())
    })
    const added = page.waitForResponse((r) => new URL(r.url()).pathname === '/m/api/cart/add' && r.request().method() === 'POST')
    const toast = island(page, 'toasts').locator('.toast[data-toast=success]')
    const toastShown = toast.waitFor({ state: 'visible' })

    await item.locator('button[type=submit]').click()

    const answer = await added
    expect(answer.status()).toBe(200)
    expect(await answer.json()).toMatchObject({ code: 1, data: { count: before + 1 } })
    await toastShown
    expect((await toast.textContent())?.trim()).toBe(texts['cart.added'])
    await page.locator(`header .cart[data-cart-count="${before + 1}"] b.badge`).waitFor()
    expect(await page.locator('header .cart b.badge').textContent()).toBe(String(before + 1))

    expect(await page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker)).toBe('same document')
    expect(documents).toEqual([])
    expect(page.url()).toBe(`${baseURL}${SALE}`)

    // The count is real: a fresh render of the page shows it too.
    const fresh = await context.newPage()
    await fresh.goto(SALE)
    expect(await cartCount(fresh)).toBe(before + 1)
  })

  test('without JavaScript: the plain form adds and the page comes back with a notice', async () => {
    const context = await newContext({ javaScriptEnabled: false })
    await logIn(context, BUYER, { back: SALE })
    const page = await context.newPage()
    await page.goto(SALE)

    // A different item from the JavaScript test, so this one's buy limit is untouched.
    const item = buyableItem(page, 1)
    const { texts } = await propsOf<AddToCartProps>(island(item, 'add-to-cart'))
    const before = await cartCount(page)
    expect(await page.locator('.toast.notice').count()).toBe(0)

    await Promise.all([
      page.waitForNavigation(),
      item.locator('form[method=post][action="/m/cart/add"] button[type=submit]').click(),
    ])

    const notice = page.locator('.toast.notice[data-toast=success]')
    expect(await notice.isVisible()).toBe(true)
    expect((await notice.textContent())?.trim()).toBe(texts['cart.added'])
    expect(await cartCount(page)).toBe(before + 1)
    expect(await page.locator('header .cart b.badge').textContent()).toBe(String(before + 1))
    // Nothing of the notice stays in the address, and a reload does not repeat it.
    expect(new URL(page.url()).searchParams.has('notice')).toBe(false)
    await page.reload()
    expect(await page.locator('.toast.notice').count()).toBe(0)
    expect(await cartCount(page)).toBe(before + 1)
  })

  // Each run logs in a different buyer of the market, so each starts with an empty cart.
  for (const [javaScriptEnabled, buyer] of [[true, 'neema'], [false, 'priya']] as const) {
    test(`a guest who taps it is asked to log in, and the item is added after the login (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
      const context = await newContext({ javaScriptEnabled, market: buyer === 'neema' ? 'TZ' : 'IN' })
      const page = await context.newPage()
      await page.goto(SALE)
      const item = buyableItem(page)
      await item.scrollIntoViewIfNeeded()
      if (javaScriptEnabled) await waitHydrated(item, 'add-to-cart')
      const { texts } = await propsOf<AddToCartProps>(island(item, 'add-to-cart'))

      // A guest's tap asks nothing of the API that would be refused: the plain form goes to the login page.
      const refused: string[] = []
      page.on('response', (response) => {
        if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`)
      })
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/m/login/login'),
        item.locator('button[type=submit]').click(),
      ])
      expect(refused).toEqual([])
      const back = new URL(page.url()).searchParams.get('back') ?? ''
      expect(back).toMatch(/^\/m\/activity\/sale(\?session=\d+)?$/)
      expect(await page.locator('form[action="/m/login/login"] input[name=back]').inputValue()).toBe(back)
      expect(await page.locator('form[action="/m/login/login"] .note').isVisible()).toBe(true)

      await page.locator('input[name=username]').fill(buyer)
      await page.locator('input[name=password]').fill('Mall@2026')
      await Promise.all([
        page.waitForURL((url) => url.pathname + url.search === back),
        page.locator('form[action="/m/login/login"] button[type=submit]').click(),
      ])
      expect((await page.locator('.toast.notice[data-toast=success]').textContent())?.trim()).toBe(texts['cart.added'])
      expect(await cartCount(page)).toBe(1)
    })
  }
})
