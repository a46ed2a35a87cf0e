/**
 * The lucky draw in real Chromium against the production build: a new account (today's free chance) draws with
 * JavaScript on — the wheel turns to the prize the mall decided and says what it was — and, in another account, with
 * JavaScript off, where the form shows the result page and a second draw is refused. Screenshots at 360×740 in
 * English and Arabic (tests/e2e/.shots/).
 */
import { mkdirSync } from 'node:fs'
import { describe, expect, inject, test } from 'vitest'
import { registerBuyer } from './accounts'
import { useBrowser, useShopperContexts } from './browser'

const baseURL = inject('baseURL')
const browser = useBrowser()
const HERE = '/m/activity/luckyDraw'
const PHONE = { width: 360, height: 740 }
const OUTCOME = /^(You won: .+|Not this time: thanks for playing!)/
const newContext = useShopperContexts(browser, baseURL, { viewport: PHONE })


describe('the lucky draw', () => {
  test('with JavaScript on: the wheel turns to the prize the mall decided, and the chance is spent', async () => {
    const context = await newContext({ reducedMotion: 'reduce' })
    const page = await context.newPage()
    await registerBuyer(page, { prefix: '0816', name: 'Ngozi Eze', password: 'Ngozi#2026!' })
    await page.goto(HERE)
    await page.locator('m-island[data-island="lucky-wheel"][data-hydrated]').waitFor({ state: 'attached' })
    expect(await page.locator('.lucky-left').textContent()).toBe('Chances left: 1')
    const drawn = page.waitForResponse((response) => response.url().endsWith('/m/api/activity/luckyDraw/draw'))
    await page.getByRole('button', { name: 'Draw' }).click()
    const answer = (await (await drawn).json()) as { code: number; data: { drawId: string; prize: { id: number; kind: string } } }
    expect(answer.code).toBe(1)
    await expect.poll(() => page.locator('.lucky-status').textContent()).toMatch(OUTCOME)
    expect(page.url()).toContain(HERE)
    expect(await page.locator('.lucky-left').textContent()).toBe('Chances left: 0')
    const turned = await page.locator('.wheel').evaluate((wheel) => getComputedStyle(wheel).transform)
    expect(turned).not.toBe('none')

    // No chance is left: the button says so instead of offering a draw the mall would refuse.
    const again = page.getByRole('button', { name: 'Draw again' })
    expect(await again.isDisabled()).toBe(true)
    const reason = await again.getAttribute('aria-describedby')
    expect(await page.locator(`[id="${reason}"] .lucky-note`).first().textContent()).toBe("Today's free chance is used: come back tomorrow.")
    if (answer.data.prize.kind !== 'none') {
      await page.goto('/m/activity/awardList')
      expect(await page.locator(`li[data-draw="${answer.data.drawId}"]`).count()).toBe(1)
    }
  })

  test('with JavaScript off: the form shows the result page; with no chance left the button says why (screenshots in English and Arabic)', async () => {
    mkdirSync('tests/e2e/.shots', { recursive: true })
    const context = await newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await registerBuyer(page, { prefix: '0817', name: 'Musa Bello', password: 'Musa#2026!' })
    await page.goto(HERE)
    await page.screenshot({ path: 'tests/e2e/.shots/lucky-draw-en-US.png', fullPage: true })
    // Each segment shows its prize as a picture and a short name, drawn by the server: no numbers 1–6.
    const words = (await page.locator('.wheel text').allTextContents()).join(' ')
    for (const name of ['coupon', 'Free delivery', 'credit', 'Free gift', 'Try again']) expect(words).toContain(name)
    expect(words).not.toMatch(/(^| )[1-6]( |$)/)
    expect(await page.locator('.wheel [data-picture]').count()).toBe(6)
    await page.locator('.wheel-box').screenshot({ path: 'tests/e2e/.shots/lucky-wheel-en-US.png' })
    await Promise.all([page.waitForURL((url) => url.searchParams.has('draw')), page.getByRole('button', { name: 'Draw' }).click()])
    expect(await page.locator('.result [role=status]').textContent()).toMatch(OUTCOME)
    expect(await page.locator('.odds tbody tr').count()).toBe(6)
    // The chance is spent: the button is disabled and says why (the mall's refusal of a second draw is a worker test).
    const spent = page.getByRole('button', { name: 'Draw' })
    expect(await spent.isDisabled()).toBe(true)
    const reason = await spent.getAttribute('aria-describedby')
    expect(await page.locator(`[id="${reason}"] .lucky-note`).first().textContent()).toBe("Today's free chance is used: come back tomorrow.")

    await context.addCookies([{ name: 'jde-lang', value: 'ar', url: baseURL }])
    await page.goto(HERE)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    await page.screenshot({ path: 'tests/e2e/.shots/lucky-draw-ar.png', fullPage: true })
    const arabic = (await page.locator('.wheel text').allTextContents()).join(' ')
    for (const name of ['قسيمة', 'توصيل مجاني', 'رصيد', 'هدية مجانية', 'حاول مجددًا']) expect(arabic).toContain(name)
    await page.locator('.wheel-box').screenshot({ path: 'tests/e2e/.shots/lucky-wheel-ar.png' })
  })
})
