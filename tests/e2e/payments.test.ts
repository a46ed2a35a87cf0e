/**
 * Paying online in real Chromium against the production build, as amina (NG): checkout paying "Pay now" leads to the
 * sandbox payment provider's page; there Pay, Fail and Abandon each come back to the shop's return page, which
 * shows the real state (paid; failed with "Try again"; not paid with "Pay now"). Once with JavaScript on and once
 * off (these screens ship none). Then at 360×740 in English and Arabic: screenshots of the sandbox page and of each
 * state of the return page (a forged callback leaves the order waiting) in /tmp/shots-payments/, and axe-core on them.
 */
import { mkdirSync } from 'node:fs'
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import { logIn, type ShopperOptions, useBrowser, useShopperContexts } from './browser'
import { violations } from './axe'
import { postProductForm } from './product-form'

const baseURL = inject('baseURL')
/** The API itself: the storefront's /api door to the bound mall, or the mall's own address in the remote run. */
const apiURL = inject('apiURL')
const browser = useBrowser()
const BUYER = 'amina'
/** A seeded NG product no other browser test orders. */
const PRODUCT = { id: 704, name: 'Swift 33 W Fast Charger' }
const PHONE = { width: 360, height: 740 }
const SHOTS = 'tests/e2e/.shots'

const openContext = useShopperContexts(browser, baseURL)

async function buyerContext(options: ShopperOptions = {}, language?: string): Promise<BrowserContext> {
  const context = await openContext(options)
  if (language) await context.addCookies([{ name: 'jde-lang', value: language, url: baseURL }])
  await logIn(context, BUYER, { back: '/m/cart' })
  return context
}

const onSandbox = (url: URL) => url.pathname === '/m/dev/pay'
const onReturnPage = (url: URL) => url.pathname === '/m/order/payment'
const outcome = (page: Page) => page.locator('section[data-outcome]').getAttribute('data-outcome')

/** Checkout paying online: the browser lands on the provider's page. */
async function placeOnline(page: Page) {
  await postProductForm(page, PRODUCT.id)
  await page.goto('/m/order/confirm')
  await page.locator('input[name=payment][value=online]').check()
  await Promise.all([page.waitForURL(onSandbox), page.locator('button[name=action][value=place]').click()])
  return new URL(page.url()).searchParams.get('reference')!
}

/** A choice on the sandbox's page; the browser comes back to the shop's return page. */
async function choose(page: Page, choice: 'pay' | 'fail' | 'abandon') {
  await Promise.all([page.waitForURL(onReturnPage), page.locator(`button[name=outcome][value=${choice}]`).click()])
}

describe('paying online at the sandbox provider', () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`pay, fail, abandon — JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async () => {
      const context = await buyerContext({ javaScriptEnabled })
      const page = await context.newPage()
      const scripts: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url())
      })

      // Pay: the return page shows the order paid, and the order says so.
      const paid = await placeOnline(page)
      expect(await page.locator('dl.sum dd[dir=ltr]').first().textContent()).toBe(paid)
      expect(await page.locator('p.price.big').textContent()).toMatch(/^NGN [\d,]+\.\d{2}$/)
      await choose(page, 'pay')
      expect(new URL(page.url()).searchParams.get('status')).toBe('successful')
      expect(await outcome(page)).toBe('paid')
      expect(await page.locator('section[data-outcome] h2').textContent()).toBe('Payment received, thank you!')
      await Promise.all([page.waitForURL(/\/m\/order\/details\?id=\d+$/), page.locator('a:text("See the order")').click()])
      expect(await page.locator('p.status').textContent()).toBe('Confirmed')
      expect(await page.getByText(/^Paid /).count()).toBe(1)

      // Fail: the return page says so and offers to try again, which opens the provider's page for a new attempt.
      const failed = await placeOnline(page)
      await choose(page, 'fail')
      expect(await outcome(page)).toBe('failed')
      expect(await page.locator('section[data-outcome] h2').textContent()).toBe('The payment did not go through')
      await Promise.all([page.waitForURL(onSandbox), page.locator('button:text("Try again")').click()])
      const retried = new URL(page.url()).searchParams.get('reference')!
      expect(retried).not.toBe(failed)

      // Abandon: nothing was paid; "Pay now" leads back to the same attempt, which can still pay.
      await choose(page, 'abandon')
      expect(new URL(page.url()).searchParams.get('status')).toBe('cancelled')
      expect(await outcome(page)).toBe('notPaid')
      expect(await page.locator('section[data-outcome] h2').textContent()).toBe('The order is not paid yet')
      await Promise.all([page.waitForURL(onSandbox), page.locator('button:text("Pay now")').click()])
      expect(new URL(page.url()).searchParams.get('reference')).toBe(retried)
      await choose(page, 'pay')
      expect(await outcome(page)).toBe('paid')
      expect(scripts).toEqual([])
    })
  }
})

describe('the sandbox page and the return page at 360×740', () => {
  for (const language of ['en-US', 'ar']) {
    test(`in ${language}: screenshots of every state, and axe-core finds nothing`, async () => {
      mkdirSync(SHOTS, { recursive: true })
      const context = await buyerContext({ viewport: PHONE, bypassCSP: true }, language)
      const page = await context.newPage()
      const checked: Record<string, string[]> = {}
      const shot = async (name: string) => {
        expect(await page.getAttribute('html', 'dir')).toBe(language === 'ar' ? 'rtl' : 'ltr')
        await page.screenshot({ path: `${SHOTS}/${name}-${language}.png`, fullPage: true })
        checked[name] = await violations(page)
      }

      const reference = await placeOnline(page)
      await shot('sandbox')
      await choose(page, 'fail')
      await shot('return-failed')
      await Promise.all([page.waitForURL(onSandbox), page.locator('section[data-outcome] form button').click()])
      await choose(page, 'abandon')
      await shot('return-not-paid')
      await Promise.all([page.waitForURL(onSandbox), page.locator('section[data-outcome] form button').click()])
      await choose(page, 'pay')
      await shot('return-paid')
      await page.goto(`/m/dev/pay?reference=${reference}`)
      await shot('sandbox-closed')

      // A forged callback for a new order: refused, and the return page keeps waiting for the provider.
      const waiting = await placeOnline(page)
      const total = Math.round(Number((await page.locator('p.price.big').textContent())!.replace(/[^\d.]/g, '')) * 100)
      const body = JSON.stringify({ event: 'charge.success', data: { reference: waiting, amount: total, currency: 'NGN' } })
      const forged = await fetch(`${apiURL}/api/payment/callback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-payment-signature': 'ab'.repeat(64) },
        body,
      })
      expect(forged.status).toBe(401)
      await page.goto(`/m/order/payment?reference=${waiting}&status=successful`)
      expect(await outcome(page)).toBe('waiting')
      await shot('return-waiting')
      expect(await page.locator(`a[href="/m/order/payment?reference=${waiting}"]`).count()).toBe(1)
      expect(checked).toEqual({ sandbox: [], 'return-failed': [], 'return-not-paid': [], 'return-paid': [], 'sandbox-closed': [], 'return-waiting': [] })
    })
  }
})
