/**
 * What a shopper's phone downloads for a page's first view: the page opened at 360×740 in a fresh browser profile
 * (cold cache, service worker blocked: see WEIGHING), not scrolled, counted from the navigation until the network
 * has been idle for 500 ms after the load event, so the island chunks hydrated after `load` count too, and islands
 * below the fold (hydrated when visible) do not. Every response counts with its headers and its body as it crossed the wire (Chrome DevTools Protocol
 * `Network.loadingFinished.encodedDataLength`). `npm start` serves gzip, as Cloudflare's edge does at least; a text
 * response that came uncompressed counts with its body's gzip size (level 6), what the edge would send.
 * Request bytes (uploads) are not counted. Used by tests/e2e/first-view-bytes.test.ts and `npm run weight`; plain
 * Node imports this file too (Node 22 strips the types), so it imports nothing of the project.
 */
import { gzipSync } from 'node:zlib'
import type { Browser, BrowserContext, CDPSession } from 'playwright-core'

export const PHONE = { width: 360, height: 740 }
/**
 * A weighing profile: the phone's viewport, and no service worker. Once the site's worker takes over a page, what the
 * page fetches goes through it and the page's protocol reports 0 bytes for it (the worker's own fetch is not the
 * page's); its script is budgeted on its own (DESIGN §6).
 */
export const WEIGHING = { viewport: PHONE, serviceWorkers: 'block' } as const
export const BUDGET = { withoutIslands: 20 * 1024, withIslands: 90 * 1024, dataSaver: 10 * 1024 }
/** The pages with the data saver budget of 10 KB (issue 21, §4). */
export const DATA_SAVER_PAGES = ['home', 'category', 'search', 'product']

export type Shopper = 'guest' | 'buyer' | 'retailer'
export type WeighedPage = { name: string; path: string; shopper: Shopper }

/** Seeded accounts (mall/seed): a Nigerian buyer with a delivery address, and a Lagos retailer whose orders are seeded. */
export const ACCOUNTS = { buyer: 'amina', retailer: 'shop_ng' } as const
export const DEMO_PASSWORD = 'Mall@2026'
/** Put in the buyer's cart before the cart and checkout are weighed, taken out afterwards. */
export const CART_PRODUCT = 703
/** A seeded order of shop_ng (mall/seed/0013_rebates.sql) with its lines. */
const RETAILER_ORDER = 907101

export const PAGES: WeighedPage[] = [
  { name: 'home', path: '/m/', shopper: 'guest' },
  { name: 'categories', path: '/m/categories', shopper: 'guest' },
  { name: 'category', path: '/m/category?id=1', shopper: 'guest' },
  { name: 'search', path: '/m/search?q=phone', shopper: 'guest' },
  { name: 'product', path: '/m/product/info?id=701', shopper: 'guest' },
  { name: 'flash sale', path: '/m/activity/sale', shopper: 'guest' },
  { name: 'pre-sale', path: '/m/activity/pre-sale', shopper: 'guest' },
  { name: 'lucky draw', path: '/m/activity/luckyDraw', shopper: 'guest' },
  { name: 'lucky draw, signed in', path: '/m/activity/luckyDraw', shopper: 'buyer' },
  { name: 'new customer', path: '/m/special-for-new-user/activity', shopper: 'guest' },
  { name: 'coupon centre', path: '/m/coupon/center', shopper: 'guest' },
  { name: 'coupon centre, signed in', path: '/m/coupon/center', shopper: 'buyer' },
  { name: 'cart', path: '/m/cart', shopper: 'buyer' },
  { name: 'checkout', path: '/m/order/confirm', shopper: 'buyer' },
  { name: 'order list', path: '/m/order/list', shopper: 'retailer' },
  { name: 'order', path: `/m/order/details?id=${RETAILER_ORDER}`, shopper: 'retailer' },
  { name: 'Me', path: '/m/user', shopper: 'guest' },
  { name: 'Me, signed in', path: '/m/user', shopper: 'buyer' },
  { name: 'log in', path: '/m/login/login', shopper: 'guest' },
  { name: 'user agreement', path: '/m/tmpl/document', shopper: 'guest' },
]

export type Transfer = { url: string; type: string; status: number; bytes: number; gzipEstimated: boolean }
export type FirstView = {
  status: number
  /** Island markers in the page (none under data saver, where islands render plain HTML only). */
  islands: number
  bytes: number
  requests: number
  scriptBytes: number
  imageBytes: number
  transfers: Transfer[]
}

type Pending = { url: string; type: string; status: number; headers: number; encoded: boolean; compressible: boolean; total?: number; failed?: boolean }

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/

/** Browser profile settings of a weighed page: Nigeria, the language, data saver on or off. */
export function profileCookies(baseURL: string, language: string, dataSaver: boolean) {
  return [
    { name: 'countryId', value: '7', url: baseURL },
    { name: 'countryCode', value: 'NG', url: baseURL },
    { name: 'jde-lang', value: language, url: baseURL },
    ...(dataSaver ? [{ name: 'data_saver', value: 'on', url: baseURL }] : []),
  ]
}

/** Logs in with the login page's plain form; returns the profile's storage (cookies) to open fresh profiles with. */
export async function signedInState(browser: Browser, baseURL: string, username: string) {
  const context = await browser.newContext({ baseURL })
  try {
    const page = await context.newPage()
    await page.goto('/m/login/login?back=%2Fm%2F')
    const form = 'form[action="/m/login/login"]'
    await page.locator(`${form} input[name=username]`).fill(username)
    await page.locator(`${form} input[name=password]`).fill(DEMO_PASSWORD)
    await Promise.all([page.waitForURL((url) => url.pathname === '/m/'), page.locator(`${form} button[type=submit]`).click()])
    const state = await context.storageState()
    if (!state.cookies.some((cookie) => cookie.name === 'key')) throw new Error(`logging in as ${username} set no auth cookie`)
    return state
  } finally {
    await context.close()
  }
}

/** Posts a form from inside a page of the site, as its own plain forms do, and waits for the page it leads to. */
export async function postForm(context: BrowserContext, action: string, fields: Record<string, string>) {
  const page = await context.newPage()
  try {
    await page.goto('/m/cart')
    await Promise.all([
      page.waitForNavigation(),
      page.evaluate(({ action, fields }) => {
        const form = document.createElement('form')
        form.method = 'post'
        form.action = action
        for (const [name, value] of Object.entries(fields)) {
          const input = document.createElement('input')
          input.type = 'hidden'
          input.name = name
          input.value = value
          form.appendChild(input)
        }
        document.body.appendChild(form)
        form.submit()
      }, { action, fields }),
    ])
    return page.url()
  } finally {
    await page.close()
  }
}

/** The cart line of `productId` taken out with the cart's own stepper form (leaves the buyer's cart as it was). */
export async function removeFromCart(context: BrowserContext, productId: number) {
  const page = await context.newPage()
  try {
    await page.goto('/m/cart')
    const line = page.locator(`article.card.item:has(a[href="/m/product/info?id=${productId}"])`).first()
    if ((await line.count()) === 0) return
    await Promise.all([page.waitForNavigation(), line.locator('button[value=remove]').click()])
  } finally {
    await page.close()
  }
}

async function bodyGzipSize(cdp: CDPSession, requestId: string): Promise<number | null> {
  try {
    const { body, base64Encoded } = (await cdp.send('Network.getResponseBody', { requestId })) as { body: string; base64Encoded: boolean }
    return gzipSync(Buffer.from(body, base64Encoded ? 'base64' : 'utf8'), { level: 6 }).length
  } catch {
    return null
  }
}

/** Opens `path` in a new page of `context` (a fresh profile: nothing cached) and counts what crossed the network. */
export async function weighFirstView(context: BrowserContext, path: string): Promise<FirstView> {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  const seen = new Map<string, Pending>()
  const throughWorker: string[] = []
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!/^https?:/.test(event.request.url)) return
    if (event.redirectResponse) {
      // The redirect itself crossed the wire: its headers (and tiny body) under the same id, before the next hop.
      const hop = seen.get(event.requestId)
      if (hop) seen.set(`${event.requestId}#${seen.size}`, { ...hop, status: event.redirectResponse.status, total: event.redirectResponse.encodedDataLength })
    }
    seen.set(event.requestId, { url: event.request.url, type: event.type ?? 'Other', status: 0, headers: 0, encoded: false, compressible: false })
  })
  cdp.on('Network.responseReceived', (event) => {
    const entry = seen.get(event.requestId)
    if (!entry) return
    const header = (name: string) => Object.entries(event.response.headers).find(([key]) => key.toLowerCase() === name)?.[1] ?? ''
    entry.status = event.response.status
    entry.headers = event.response.encodedDataLength
    if (event.response.fromServiceWorker) throughWorker.push(entry.url)
    entry.encoded = header('content-encoding') !== ''
    entry.compressible = COMPRESSIBLE.test(event.response.mimeType)
  })
  cdp.on('Network.loadingFinished', (event) => {
    const entry = seen.get(event.requestId)
    if (entry) entry.total = event.encodedDataLength
  })
  cdp.on('Network.loadingFailed', (event) => {
    const entry = seen.get(event.requestId)
    if (entry) entry.failed = true
  })
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  const response = await page.goto(path, { waitUntil: 'load' })
  await page.waitForLoadState('networkidle')
  const islands = await page.locator('m-island').count()
  if (throughWorker.length > 0) throw new Error(`answered by a service worker, so not weighed: ${throughWorker.join(', ')}; open the profile with WEIGHING`)

  const transfers: Transfer[] = []
  for (const [requestId, entry] of seen) {
    if (entry.failed || entry.total === undefined) continue
    let bytes = entry.total
    let gzipEstimated = false
    if (!entry.encoded && entry.compressible && entry.status === 200) {
      const gzipped = await bodyGzipSize(cdp, requestId)
      if (gzipped !== null) {
        bytes = entry.headers + gzipped
        gzipEstimated = true
      }
    }
    transfers.push({ url: new URL(entry.url).pathname, type: entry.type, status: entry.status, bytes, gzipEstimated })
  }
  await page.close()
  const sum = (list: Transfer[]) => list.reduce((total, transfer) => total + transfer.bytes, 0)
  return {
    status: response?.status() ?? 0,
    islands,
    bytes: sum(transfers),
    requests: transfers.length,
    scriptBytes: sum(transfers.filter((transfer) => transfer.type === 'Script')),
    imageBytes: sum(transfers.filter((transfer) => transfer.type === 'Image')),
    transfers,
  }
}

/** The budget of issue 21 a page's first view is held to: 10 KB for the data saver pages with it on, else by whether it hydrates islands. */
export function budgetOf(page: WeighedPage, dataSaver: boolean, view: FirstView): number {
  if (dataSaver && DATA_SAVER_PAGES.includes(page.name)) return BUDGET.dataSaver
  return view.islands > 0 ? BUDGET.withIslands : BUDGET.withoutIslands
}
