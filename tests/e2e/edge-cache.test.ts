/**
 * Guest pages from the edge cache in real Chromium: a page answered from the copy runs its inline scripts under the
 * strict policy, which allows them by their hashes, and its islands hydrate; its form works with a key of its own. A
 * copy without form keys arrives as it was compressed once.
 */
import { expect, inject, test } from 'vitest'
import type { Page } from 'playwright-core'
import { useBrowser, useShopperContexts } from './browser'

const baseURL = inject('baseURL')
const browser = useBrowser()
const openContext = useShopperContexts(browser, baseURL)

/** Opens `path` as a new guest browser; returns how it was served and what went wrong on the page. */
async function open(path: string): Promise<{ page: Page; served: string | undefined; encoding: string | undefined; problems: string[] }> {
  const context = await openContext()
  const page = await context.newPage()
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  const headers = await response?.allHeaders()
  return { page, served: headers?.['x-cache'], encoding: headers?.['content-encoding'], problems }
}

test('a product page from the copy runs its islands under the strict CSP, with its own form key', async () => {
  const path = `/m/product/info?id=707&backType=${encodeURIComponent('/m/search?q=e2e-edge')}`
  const first = await open(path)
  expect(first.served).toBe('miss')
  const second = await open(path)
  expect(second.served).toBe('hit')
  for (const { page } of [first, second]) {
    await page.locator('m-island[data-island="buy-form"][data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 })
  }
  const keyOf = (page: Page) => page.locator('form.buy input[name=idem]').inputValue()
  expect(await keyOf(second.page)).toMatch(/^[0-9a-f-]{36}$/)
  expect(await keyOf(second.page)).not.toBe(await keyOf(first.page))
  expect([...first.problems, ...second.problems]).toEqual([])
})

test('the home page from its compressed copy opens, registers its offline worker and loads more under the strict CSP', async () => {
  const path = `/m/?backType=${encodeURIComponent('/m/search?q=e2e-gzip')}`
  const first = await open(path)
  expect(first.served).toBe('miss')
  const second = await open(path)
  expect(second.served).toBe('hit')
  expect(second.encoding).toBe('gzip')
  const { page } = second
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/m/'))?.scope ?? null), { timeout: 15_000 }).toMatch(/\/m\/$/)
  const island = page.locator('m-island[data-island="load-more"]')
  await island.scrollIntoViewIfNeeded()
  await page.locator('m-island[data-island="load-more"][data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 })
  const cards = page.locator('section[aria-labelledby=feed] li.pc')
  const before = await cards.count()
  await island.locator('button').click()
  await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(before)
  expect([...first.problems, ...second.problems]).toEqual([])
})

test('forty guests at once on a fresh copy all get the whole page, however the copy is being compressed', async () => {
  const failures: string[] = []
  for (let round = 0; round < 50; round++) {
    const path = `/m/?backType=${encodeURIComponent(`/m/search?q=burst-${round}`)}`
    const ask = () => fetch(baseURL + path, { headers: { cookie: 'countryId=7; countryCode=NG', 'accept-encoding': 'gzip' } })
    expect((await ask()).headers.get('x-cache')).toBe('miss')
    const answers = await Promise.all(Array.from({ length: 40 }, async () => {
      const response = await ask()
      return { status: response.status, served: response.headers.get('x-cache'), html: await response.text() }
    }))
    for (const { status, served, html } of answers) {
      if (status !== 200 || served !== 'hit' || !html.includes('data-island="load-more"')) failures.push(`${round}: ${status} ${served} ${html.slice(0, 120)}`)
    }
  }
  expect(failures).toEqual([])
}, 120_000)
