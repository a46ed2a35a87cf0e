/**
 * Guest pages from the edge cache in real Chromium: a page answered from the copy carries a fresh CSP nonce, so its
 * module script runs under the strict policy and its islands hydrate; its form works with a key of its own.
 */
import { expect, inject, test } from 'vitest'
import type { Page } from 'playwright-core'
import { useBrowser, useShopperContexts } from './browser'

const baseURL = inject('baseURL')
const browser = useBrowser()
const openContext = useShopperContexts(browser, baseURL)

/** Opens `path` as a new guest browser; returns how it was served and what went wrong on the page. */
async function open(path: string): Promise<{ page: Page; served: string | undefined; problems: string[] }> {
  const context = await openContext()
  const page = await context.newPage()
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  return { page, served: (await response?.allHeaders())?.['x-cache'], problems }
}

test('a product page from the copy runs its islands under the strict CSP, with its own nonce and form key', async () => {
  const path = `/m/product/info?id=707&backType=${encodeURIComponent('/m/search?q=e2e-edge')}`
  const first = await open(path)
  expect(first.served).toBe('miss')
  const second = await open(path)
  expect(second.served).toBe('hit')
  for (const { page } of [first, second]) {
    await page.locator('m-island[data-island="buy-form"][data-hydrated]').waitFor({ timeout: 15_000 })
  }
  const nonceOf = (page: Page) => page.locator('script[type=module]').evaluate((script: HTMLScriptElement) => script.nonce)
  const keyOf = (page: Page) => page.locator('form.buy input[name=idem]').inputValue()
  expect(await nonceOf(second.page)).toMatch(/.{16,}/)
  expect(await nonceOf(second.page)).not.toBe(await nonceOf(first.page))
  expect(await keyOf(second.page)).toMatch(/^[0-9a-f-]{36}$/)
  expect(await keyOf(second.page)).not.toBe(await keyOf(first.page))
  expect([...first.problems, ...second.problems]).toEqual([])
})
