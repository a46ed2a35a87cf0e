/**
 * A flash session changes phase while the page is open: the countdown moves from "Starts in" to "Ends in" to "This
 * session has ended", and the add-to-cart buttons enable and disable with it, without a reload. The page's clock is
 * Playwright's, moved forward by hand; the countdown still runs on the server's clock offset.
 */
import { describe, expect, inject, test } from 'vitest'
import type { Page } from 'playwright-core'
import { useBrowser, useShopperContexts } from './browser'

const baseURL = inject('baseURL')
const browser = useBrowser()
const openContext = useShopperContexts(browser, baseURL)

type CountdownProps = { startAt: number; endAt: number; serverTime: number }

async function openSession(which: 'live' | 'coming'): Promise<{ page: Page; props: CountdownProps }> {
  const context = await openContext({ market: 'GH', viewport: { width: 360, height: 740 } })
  const page = await context.newPage()
  await page.clock.install()
  await page.goto('/m/activity/sale')
  if (which === 'coming') {
    await Promise.all([page.waitForURL(/session=/), page.locator('nav.tabs a.tab').last().click()])
  }
  const countdown = page.locator('m-island[data-island="countdown"]')
  await countdown.and(page.locator('[data-hydrated]')).waitFor({ state: 'attached' })
  for (const island of await page.locator('m-island[data-island="add-to-cart"]').all()) await island.scrollIntoViewIfNeeded()
  await page.waitForFunction(() => document.querySelectorAll('m-island[data-island="add-to-cart"]:not([data-hydrated])').length === 0)
  await page.locator('body').evaluate(() => window.scrollTo(0, 0))
  const props = JSON.parse((await countdown.getAttribute('data-props'))!) as CountdownProps
  return { page, props }
}

const buttons = (page: Page) => page.locator('m-island[data-island="add-to-cart"] button[type=submit]')

describe('session phases without a reload', () => {
  test('a live session that ends disables its buttons and says it has ended', async () => {
    const { page, props } = await openSession('live')
    expect(await page.locator('.remaining').getAttribute('data-phase')).toBe('live')
    expect(await buttons(page).count()).toBeGreaterThan(0)
    for (const button of await buttons(page).all()) expect(await button.isEnabled()).toBe(true)

    await page.clock.fastForward(props.endAt - props.serverTime + 3000)

    await page.locator('.remaining[data-phase="ended"]').waitFor()
    expect((await page.locator('.remaining').textContent())?.trim()).toBe('This session has ended.')
    expect(await page.locator('.remaining').textContent()).not.toContain('Ends in')
    for (const button of await buttons(page).all()) {
      expect(await button.isDisabled()).toBe(true)
      expect((await button.textContent())?.trim()).toBe('Ended')
    }
  })

  test('a coming session that starts enables its buttons and counts down to its end', async () => {
    const { page, props } = await openSession('coming')
    expect(await page.locator('.remaining').getAttribute('data-phase')).toBe('coming')
    expect((await page.locator('.remaining').textContent())?.trim()).toMatch(/^Starts in \d\d:\d\d:\d\d$/)
    for (const button of await buttons(page).all()) {
      expect(await button.isDisabled()).toBe(true)
      expect((await button.textContent())?.trim()).toBe('Coming soon')
    }

    await page.clock.fastForward(props.startAt - props.serverTime + 3000)

    await page.locator('.remaining[data-phase="live"]').waitFor()
    expect((await page.locator('.remaining').textContent())?.trim()).toMatch(/^Ends in \d\d:\d\d:\d\d$/)
    expect(await buttons(page).count()).toBeGreaterThan(0)
    for (const button of await buttons(page).all()) {
      expect(await button.isEnabled()).toBe(true)
      expect((await button.textContent())?.trim()).toBe('Add to cart')
    }
  })
})
