/**
 * Analytics in real Chromium against the production build: exposures of product cards (once per card and page view,
 * after half of it has been in view for a second), the batch sent with sendBeacon when the page is left and stored
 * by the mall, and a view of a page without JavaScript counted by the worker. Events are read back through the
 * admin's endpoint, by the browser's anonymous id.
 */
import type { BrowserContext, Locator } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import { logIn, useBrowser, useShopperContexts } from './browser'
import { holdClock } from './clock'

const baseURL = inject('baseURL')
const browser = useBrowser()
const newContext = useShopperContexts(browser, baseURL, { viewport: { width: 360, height: 740 } })

type Stored = { event_type: string; goods_id: number | null; sequence: number | null; page: string; tid: string }


/** The events stored for one browser, oldest first, as the admin reads them. */
async function storedFor(distinguishId: string): Promise<Stored[]> {
  const admin = await newContext()
  await logIn(admin, 'admin')
  const response = await admin.request.get(`/m/api/admin/analytics/events?distinguishId=${distinguishId}`)
  const body = (await response.json()) as { data: { events: Stored[] } }
  await admin.close()
  return body.data.events.reverse()
}

/**
 * Resolves once `card` is in view (or out of it), as an IntersectionObserver like the page's own sees it: the page's
 * observers have been told in the same delivery.
 */
const inView = (card: Locator, visible = true) =>
  card.evaluate(
    (element, visible) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting === visible)) {
              observer.disconnect()
              resolve()
            }
          },
          { threshold: 0.5 },
        )
        observer.observe(element)
      }),
    visible,
  )

const distinguishIdOf = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === 'did')?.value

describe('analytics', () => {
  test('a card held in view counts once; one scrolled past does not; the batch is stored when the page is left', async () => {
    const context = await newContext()
    const page = await context.newPage()
    await page.clock.install()
    const chunk = page.waitForResponse((response) => new URL(response.url()).pathname === '/m/client.js')
    await page.goto('/m/')
    const cards = page.locator('li.pc[data-goods-id]')
    const count = await cards.count()
    expect(count).toBeGreaterThan(6)
    const first = Number(await cards.nth(0).getAttribute('data-goods-id'))
    const last = Number(await cards.nth(count - 1).getAttribute('data-goods-id'))
    // The entry (with the analytics) starts after the load event. Importing it again resolves once it has run.
    await page.evaluate(`import(${JSON.stringify((await chunk).url())}).then(() => undefined)`)
    // The first card of the feed is held in view; the last one passes through the viewport for a moment only; then
    // the first comes back into view, and must not count again. The page's clock moves only by hand.
    await holdClock(page)
    await cards.nth(0).scrollIntoViewIfNeeded()
    await inView(cards.nth(0))
    await page.clock.runFor(1800)
    await cards.nth(count - 1).scrollIntoViewIfNeeded()
    await inView(cards.nth(count - 1))
    await page.clock.runFor(250)
    await cards.nth(0).scrollIntoViewIfNeeded()
    await inView(cards.nth(count - 1), false)
    await page.clock.runFor(1500)
    const distinguishId = (await distinguishIdOf(context))!
    expect(distinguishId).toMatch(/^[A-Za-z0-9-]{8,64}$/)
    await page.goto('/m/tmpl/about')

    await expect.poll(async () => (await storedFor(distinguishId)).some((event) => event.event_type === 'out'), { timeout: 10_000 }).toBe(true)
    const events = (await storedFor(distinguishId)).filter((event) => event.page === '/m/')
    const exposures = events.filter((event) => event.event_type === 'exposure')
    expect(exposures.filter((event) => event.goods_id === first)).toEqual([expect.objectContaining({ sequence: 1 })])
    expect(exposures.some((event) => event.goods_id === last)).toBe(false)
    expect(new Set(exposures.map((event) => event.goods_id)).size).toBe(exposures.length)
    expect(events.filter((event) => event.event_type === 'browse')).toHaveLength(1)
    // One page view: every event of it carries the same tid.
    expect(new Set(events.map((event) => event.tid)).size).toBe(1)
  })

  test('a tap on a card is a click with the card\'s place in the list', async () => {
    const context = await newContext()
    const page = await context.newPage()
    // The chunk being fetched is not yet its click listener being added: the page says when the document gets one.
    await page.addInitScript(() => {
      const add = Document.prototype.addEventListener
      Document.prototype.addEventListener = function (this: Document, ...args: Parameters<Document['addEventListener']>) {
        if (args[0] === 'click') document.documentElement.dataset.clickListened = ''
        return add.apply(this, args)
      }
    })
    await page.goto('/m/')
    await page.locator('html[data-click-listened]').waitFor({ state: 'attached' })
    const second = page.locator('li.pc[data-goods-id]').nth(1)
    const goodsId = Number(await second.getAttribute('data-goods-id'))
    await Promise.all([page.waitForURL(/\/m\/product\/info/), second.locator('a').click()])
    const distinguishId = (await distinguishIdOf(context))!
    await expect
      .poll(async () => (await storedFor(distinguishId)).filter((event) => event.event_type === 'click'), { timeout: 10_000 })
      .toEqual([expect.objectContaining({ goods_id: goodsId, sequence: 2, page: '/m/' })])
  })

  test('without JavaScript, a page view is counted by the worker', async () => {
    const context = await newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const scripts: string[] = []
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()))
    await page.goto('/m/tmpl/about')
    const distinguishId = (await distinguishIdOf(context))!
    await expect.poll(async () => (await storedFor(distinguishId)).map((event) => [event.event_type, event.page]), { timeout: 10_000 }).toEqual([
      ['browse', '/m/tmpl/about'],
    ])
    expect(scripts).toEqual([])
  })
})
