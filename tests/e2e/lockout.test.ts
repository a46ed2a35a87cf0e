/**
 * Strangers guess a shopper's password until the account's password login is paused: the browser the shopper logged
 * in from before still logs in (its device cookie), while a new browser is told how long the pause lasts and offered
 * the code login.
 */
import { describe, expect, inject, test } from 'vitest'
import { registerBuyer } from './accounts'
import { useBrowser, useShopperContexts } from './browser'

const baseURL = inject('baseURL')
const browser = useBrowser()
const openContext = useShopperContexts(browser, baseURL)
const PASSWORD = 'Lockout@2026'

async function submitLogin(page: import('playwright-core').Page, username: string, password: string) {
  await page.goto('/m/login/login')
  await page.locator('form[action="/m/login/login"] input[name=username]').fill(username)
  await page.locator('form[action="/m/login/login"] input[name=password]').fill(password)
  await Promise.all([page.waitForNavigation(), page.locator('form[action="/m/login/login"] button[type=submit]').click()])
}

describe('a stranger guessing passwords', () => {
  test('cannot lock out the browser the shopper uses; a new browser is told for how long and offered the code login', async () => {
    const mine = await openContext({ viewport: { width: 360, height: 740 } })
    const page = await mine.newPage()
    const number = await registerBuyer(page, { prefix: '0814', name: 'Lockout Shopper', password: PASSWORD })
    const device = (await mine.cookies()).find((cookie) => cookie.name === 'device')
    expect(device?.httpOnly).toBe(true)
    // The shopper's session ends; the browser keeps only its device cookie.
    await mine.clearCookies({ name: 'key' })

    const stranger = await openContext()
    const guess = await stranger.newPage()
    for (let i = 0; i < 5; i++) {
      await submitLogin(guess, number.typed, `guess-${i}-wrong`)
      expect(await guess.locator('form[action="/m/login/login"] [role=alert]').textContent()).not.toContain('paused')
    }
    await submitLogin(guess, number.typed, PASSWORD)
    const alert = guess.locator('form[action="/m/login/login"] [role=alert]')
    expect(await alert.textContent()).toMatch(/Password login is paused for 1[45] minutes\./)
    await alert.getByRole('link', { name: 'Log in with a verification code' }).click()
    await guess.waitForURL((url) => url.pathname === '/m/login/code')

    await submitLogin(page, number.typed, PASSWORD)
    expect(new URL(page.url()).pathname).toBe('/m/')
    expect((await mine.cookies()).some((cookie) => cookie.name === 'key')).toBe(true)
  })
})
