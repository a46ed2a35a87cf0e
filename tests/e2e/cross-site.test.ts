/**
 * Writes from other sites, in a real browser: a page served from another origin on this machine posts to the
 * storefront as an attacker's page would. `http://localhost:<port>` is another site; `http://127.0.0.1:<port>` is
 * the same site on another port, which gets the shopper's SameSite=Lax cookies as a sibling subdomain would.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { registerBuyer } from './accounts'
import { useBrowser, useShopperContexts } from './browser'

const baseURL = inject('baseURL')
const browser = useBrowser()
const newContext = useShopperContexts(browser, baseURL, { viewport: { width: 360, height: 740 } })
const FORBIDDEN = 'No permission for current operation'

/** The attacker's pages, by name: each a form that posts itself to the storefront, or a script that writes. */
const PAGES: Record<string, string> = {
  login: `<form method="post" action="${baseURL}/m/login/login"><input name="username" value="kwame"><input name="password" value="Mall@2026"><input name="back" value="/m/"></form><script>document.forms[0].submit()</script>`,
  add: `<form method="post" action="${baseURL}/m/cart/product"><input name="productId" value="701"><input name="quantity" value="1"><input name="idem" value="csrf-add-1"><input name="back" value="/m/cart"></form><script>document.forms[0].submit()</script>`,
  beacon: `<script>fetch('${baseURL}/m/api/cart/product', { method: 'POST', mode: 'no-cors', credentials: 'include', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ productId: 701, quantity: 1 }) }).then(() => { document.title = 'sent' }, () => { document.title = 'sent' })</script>`,
}

let attacker: Server
let port = 0
beforeAll(async () => {
  attacker = createServer((request, response) => {
    const name = request.url?.slice(1) ?? ''
    response.writeHead(PAGES[name] ? 200 : 404, { 'content-type': 'text/html' })
    response.end(`<!doctype html><title>prize</title>${PAGES[name] ?? ''}`)
  })
  await new Promise<void>((done) => attacker.listen(0, '127.0.0.1', done))
  port = (attacker.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((done) => attacker.close(() => done())))

const sameSite = (name: string) => `http://127.0.0.1:${port}/${name}`
const otherSite = (name: string) => `http://localhost:${port}/${name}`

async function cartCount(page: Page): Promise<number> {
  return page.evaluate(async () => ((await (await fetch('/m/api/cart/count')).json()) as { data: { count: number } }).data.count)
}

async function newBuyer(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  await registerBuyer(page, { prefix: '0819', name: 'Halima Sani', password: 'Halima#2026' })
  return page
}

describe('a page of another site', () => {
  it('cannot log the visitor into the attacker\'s account', async () => {
    const context = await newContext()
    const page = await context.newPage()
    const answer = page.waitForResponse((response) => response.url() === `${baseURL}/m/login/login`)
    await page.goto(otherSite('login'))
    expect((await answer).status()).toBe(403)
    await expect.poll(() => page.locator('[role=alert]').textContent()).toContain(FORBIDDEN)
    expect((await context.cookies(baseURL)).find((cookie) => cookie.name === 'key')).toBeUndefined()
  })

  it('on the same site (a sibling origin that gets the shopper\'s cookies) cannot add to the cart, by form or by script', async () => {
    const context = await newContext()
    const shop = await newBuyer(context)
    expect(await cartCount(shop)).toBe(0)

    const lure = await context.newPage()
    const answer = lure.waitForResponse((response) => response.url() === `${baseURL}/m/cart/product`)
    await lure.goto(sameSite('add'))
    expect((await answer).status()).toBe(403)
    await expect.poll(() => lure.locator('[role=alert]').textContent()).toContain(FORBIDDEN)

    await lure.goto(sameSite('beacon'))
    await expect.poll(() => lure.title()).toBe('sent')
    expect(await cartCount(shop)).toBe(0)
  })
})

describe('the site itself', () => {
  it('still adds to the cart with a plain form, JavaScript off', async () => {
    const context = await newContext({ javaScriptEnabled: false })
    const page = await newBuyer(context)
    await page.goto('/m/product/info?id=701')
    await Promise.all([
      page.waitForNavigation(),
      page.locator('form[action="/m/cart/product"] button[type=submit]:not([name=buyNow])').click(),
    ])
    const answer = (await (await context.request.get('/m/api/cart/count')).json()) as { data: { count: number } }
    expect(answer.data.count).toBe(1)
  })
})
