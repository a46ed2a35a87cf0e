/**
 * A shopper whose session ended elsewhere (or whose cookie is garbage) opens the shop: the page is a guest's at once,
 * with its feed, and the browser forgets the cookie, so every reload after it is a plain guest's.
 */
import { describe, expect, inject, test } from 'vitest'
import { logIn, useBrowser, useShopperContexts } from './browser'

const baseURL = inject('baseURL')
const browser = useBrowser()
const openContext = useShopperContexts(browser, baseURL)

describe('a session the mall no longer knows', () => {
  test.each([
    ['a cookie the mall never issued', async () => 'f'.repeat(64)],
    ['a session logged out in another browser', async () => {
      const other = await openContext()
      await logIn(other, 'amina')
      const token = (await other.cookies()).find((cookie) => cookie.name === 'key')!.value
      const response = await other.request.post('/m/api/user/logout', { headers: { 'content-type': 'application/json', origin: baseURL } })
      expect(response.status()).toBe(200)
      return token
    }],
  ])('%s: the home page shows the feed as to a guest and the cookie is gone', async (_, staleToken) => {
    const context = await openContext({ viewport: { width: 360, height: 740 } })
    await context.addCookies([{ name: 'key', value: await staleToken(), url: baseURL, httpOnly: true, secure: true }])
    const page = await context.newPage()
    await page.goto('/m/')
    await expect.poll(() => page.locator('a[href^="/m/product/info?id="]').count()).toBeGreaterThan(0)
    expect(await page.getByText('Products could not be loaded').count()).toBe(0)
    expect(await page.locator('a.btn[href^="/m/login/login"]').count()).toBe(1)
    expect((await context.cookies()).some((cookie) => cookie.name === 'key')).toBe(false)
    await page.reload()
    expect(await page.locator('a[href^="/m/product/info?id="]').count()).toBeGreaterThan(0)
  })
})
