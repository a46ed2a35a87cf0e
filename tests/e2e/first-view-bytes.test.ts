/**
 * First-view budgets in real Chromium (issue 21, §4; how bytes are counted: tests/e2e/first-view.ts): every page
 * in English and Arabic, with and without data saver, as a guest or signed in where the page is personal, at most
 * 20 KB without islands and 90 KB with (their chunks hydrated after load included); with data saver at most 10 KB
 * on home, category, search and product, and on every page no product picture and no script at all.
 */
import type { BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { useBrowser } from './browser'
import {
  ACCOUNTS, CART_PRODUCT, PAGES, type Shopper, WEIGHING, budgetOf, postForm, profileCookies, removeFromCart, signedInState, weighFirstView,
} from './first-view'

const baseURL = inject('baseURL')
const browser = useBrowser()

type State = Awaited<ReturnType<typeof signedInState>>
const states: Partial<Record<Shopper, State>> = {}

async function profile(shopper: Shopper, language: string, dataSaver: boolean): Promise<BrowserContext> {
  const context = await browser().newContext({ baseURL, ...WEIGHING, storageState: states[shopper] })
  await context.addCookies(profileCookies(baseURL, language, dataSaver))
  return context
}

beforeAll(async () => {
  states.buyer = await signedInState(browser(), baseURL, ACCOUNTS.buyer)
  states.retailer = await signedInState(browser(), baseURL, ACCOUNTS.retailer)
  const context = await profile('buyer', 'en-US', false)
  try {
    await postForm(context, '/m/cart/product', { productId: String(CART_PRODUCT), quantity: '1', idem: crypto.randomUUID(), back: '/m/cart' })
  } finally {
    await context.close()
  }
}, 120_000)

afterAll(async () => {
  const context = await profile('buyer', 'en-US', false)
  try {
    await removeFromCart(context, CART_PRODUCT)
  } finally {
    await context.close()
  }
})

describe('first view at 360×740, fresh profile, until the network is idle after load', () => {
  for (const page of PAGES) {
    test(`${page.name} (${page.path}, ${page.shopper})`, async () => {
      for (const language of ['en-US', 'ar']) {
        for (const dataSaver of [false, true]) {
          const context = await profile(page.shopper, language, dataSaver)
          try {
            const view = await weighFirstView(context, page.path)
            const label = `${page.name} ${language}${dataSaver ? ' data saver' : ''}`
            expect(view.status, label).toBe(200)
            const budget = budgetOf(page, dataSaver, view)
            console.log(`${label}: ${view.bytes} B in ${view.requests} requests (script ${view.scriptBytes} B, images ${view.imageBytes} B, islands ${view.islands}; budget ${budget} B)`)
            expect(view.bytes, `${label}: ${view.transfers.map((t) => `${t.url} ${t.bytes}`).join(', ')}`).toBeLessThanOrEqual(budget)
            // A page without islands ships no script at all.
            if (view.islands === 0) expect(view.scriptBytes, label).toBe(0)
            if (dataSaver) {
              expect(view.islands, label).toBe(0)
              expect(view.transfers.filter((t) => t.type === 'Script').map((t) => t.url), label).toEqual([])
              expect(view.transfers.filter((t) => t.url.startsWith('/m/img/products/')).map((t) => t.url), label).toEqual([])
            }
          } finally {
            await context.close()
          }
        }
      }
    })
  }
})
