/**
 * Adds to cart made with the network switched off, in real Chromium against the production build: the add waits on
 * the phone (IndexedDB) with its Idempotency-Key and a line that says so, and lands exactly once when the network
 * returns — on the open page, from another open page at the same moment (one sends, Web Locks or, without them, a
 * claim in IndexedDB), or on the next page that opens. A refusal by the mall (over a flash item's limit) shows with
 * the mall's message and leaves the queue; a guest's tap offline queues nothing and says to come back online. A logout
 * (by the form or by an island) empties the queue, so the next shopper on the phone never gets the last one's adds. The
 * lines at 360×740 in English and Arabic (screenshots in tests/e2e/.shots/) and axe-core on the page with them.
 * Each test registers its own buyer, so every cart starts empty.
 */
import { mkdirSync } from 'node:fs'
import type { BrowserContext, Page, Request } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import { registerBuyer } from './accounts'
import { logIn, useBrowser, useShopperContexts, type ShopperOptions } from './browser'
import { violations } from './axe'

const baseURL = inject('baseURL')
const browser = useBrowser()
const openContext = useShopperContexts(browser, baseURL)
const PHONE = { width: 360, height: 740 }
const SHOTS = 'tests/e2e/.shots'
const SALE = '/m/activity/sale'
/** A shared, busy machine: answers may take a few seconds. */
const SOON = { timeout: 10_000 }
/** Back online, a page may first fail to load the sending code through its service worker and try again a little later. */
const RECONNECTED = { timeout: 30_000 }
/**
 * NG products and the live session's items (mall/seed): 722 sells product 703, 723 product 705, 721 (limit 1) product
 * 701. PRODUCT has no flash sale, so its page's buy bar adds it at its normal price.
 */
const PRODUCT = 707
const ITEM = { powerBank: 722, watch: 723, limitOne: 721 }

type Line = { productId: number; flashItemId: number | null; quantity: number }
type QueuedRecord = { key: string; name: string; request: { route: string; body: unknown } }

async function buyer(options: ShopperOptions = {}): Promise<BrowserContext> {
  const context = await openContext(options)
  const page = await context.newPage()
  await registerBuyer(page, { prefix: '0813', name: 'Chioma Okafor', password: 'Chioma#2026!' })
  await page.close()
  return context
}

async function productPage(context: BrowserContext, id = PRODUCT): Promise<Page> {
  const page = await context.newPage()
  await page.goto(`/m/product/info?id=${id}`)
  await page.locator('m-island[data-island="buy-form"][data-hydrated]').waitFor({ state: 'attached' })
  await page.locator('m-island[data-island="cart-badge"][data-hydrated]').waitFor({ state: 'attached' })
  return page
}

/** Waits until the service worker controls the page (it takes over pages loaded before it: clients.claim). */
async function controlled(page: Page): Promise<Page> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true)
  return page
}

async function salePage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  await page.goto(SALE)
  for (const id of Object.values(ITEM)) {
    const item = page.locator(`article.item[data-item="${id}"]`)
    await item.scrollIntoViewIfNeeded()
    await item.locator('m-island[data-island="add-to-cart"][data-hydrated]').waitFor({ state: 'attached' })
  }
  return page
}

/** Every add the context's pages send to the mall, with the key each carries. */
function recordAdds(context: BrowserContext): { path: string; key: string | null; body: unknown }[] {
  const sent: { path: string; key: string | null; body: unknown }[] = []
  context.on('request', (request: Request) => {
    const { pathname } = new URL(request.url())
    if (request.method() === 'POST' && (pathname === '/m/api/cart/product' || pathname === '/m/api/cart/add')) {
      sent.push({ path: pathname, key: request.headers()['idempotency-key'] ?? null, body: request.postDataJSON() })
    }
  })
  return sent
}

const cartLines = (page: Page) =>
  page.evaluate(async () => ((await (await fetch('/m/api/cart')).json()) as { data: { lines: Line[] } }).data.lines)

/** The adds waiting in the page's IndexedDB queue. */
const queuedIn = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<QueuedRecord[]>((resolve, reject) => {
        const open = indexedDB.open('mall-cart', 1)
        open.onupgradeneeded = () => open.result.createObjectStore('queue', { keyPath: 'key' })
        open.onsuccess = () => {
          const all = open.result.transaction('queue').objectStore('queue').getAll()
          all.onsuccess = () => {
            open.result.close()
            resolve(all.result as QueuedRecord[])
          }
        }
        open.onerror = () => reject(open.error)
      }),
  )

const putBack = (page: Page, record: QueuedRecord) =>
  page.evaluate(
    (record) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('mall-cart', 1)
        open.onsuccess = () => {
          const transaction = open.result.transaction('queue', 'readwrite')
          transaction.objectStore('queue').put(record)
          transaction.oncomplete = () => {
            open.result.close()
            localStorage.setItem('mall-cart-queue', '1')
            resolve()
          }
        }
        open.onerror = () => reject(open.error)
      }),
    record,
  )

/** The adds made offline as the page shows them: toasts in the live region, one per add. */
const line = (page: Page, state: string) => page.locator(`.toasts[role=status][aria-live=polite] .toast[data-queued=${state}]`)
const lineStates = (page: Page) => page.locator('.toasts .toast[data-queued]').evaluateAll((items) => items.map((item) => item.getAttribute('data-queued')))

async function addOnProductPage(page: Page) {
  await page.locator('form.buy').getByRole('button', { name: 'Add to cart' }).click()
}

async function addOnSalePage(page: Page, itemId: number) {
  await page.locator(`article.item[data-item="${itemId}"]`).getByRole('button', { name: 'Add to cart' }).click()
}

describe('an add to cart made offline', () => {
  test('waits with a line that says so, then lands exactly once, under the key of the tap, when the network returns', async () => {
    const context = await buyer()
    const sent = recordAdds(context)
    const page = await productPage(context)
    await context.setOffline(true)
    await addOnProductPage(page)
    const waiting = line(page, 'waiting')
    await expect.poll(() => waiting.count(), SOON).toBe(1)
    expect(await waiting.textContent()).toContain("Waiting for the network — will add when you're back online")
    expect(await waiting.textContent()).toContain('Samsung Galaxy A15 128 GB')
    const [queued] = await queuedIn(page)
    expect(queued?.request).toEqual({ route: 'POST /cart/product', body: { productId: PRODUCT, quantity: 1 } })
    expect(sent).toHaveLength(0)

    await context.setOffline(false)
    await expect.poll(() => lineStates(page), SOON).toEqual(['added'])
    expect(await line(page, 'added').textContent()).toBe('Samsung Galaxy A15 128 GB · Added to cart')
    await expect.poll(() => page.locator('header .cart[data-cart-count]').getAttribute('data-cart-count'), SOON).toBe('1')
    expect(sent).toEqual([{ path: '/m/api/cart/product', key: queued!.key, body: { productId: PRODUCT, quantity: 1 } }])
    expect((await cartLines(page)).map(({ productId, quantity }) => ({ productId, quantity }))).toEqual([{ productId: PRODUCT, quantity: 1 }])
    expect(await queuedIn(page)).toEqual([])
    expect(await page.evaluate(() => localStorage.getItem('mall-cart-queue'))).toBeNull()

    // The next tap is a new add under a new key, and Buy now posts a key no add has used.
    await addOnProductPage(page)
    await expect.poll(() => sent.length, SOON).toBe(2)
    expect(sent[1]!.key).not.toBe(queued!.key)
    expect(await page.locator('form.buy input[name=idem]').inputValue()).not.toBe(queued!.key)
  })

  test('two different products queued offline both land once', async () => {
    const context = await buyer()
    const sent = recordAdds(context)
    const page = await salePage(context)
    await context.setOffline(true)
    await addOnSalePage(page, ITEM.powerBank)
    await addOnSalePage(page, ITEM.watch)
    await expect.poll(async () => (await queuedIn(page)).length, SOON).toBe(2)
    expect(await line(page, 'waiting').allTextContents()).toEqual([
      "Volt 20000 mAh Power Bank · Waiting for the network — will add when you're back online",
      "Stride Fitness Smart Watch · Waiting for the network — will add when you're back online",
    ])

    await context.setOffline(false)
    await expect.poll(() => lineStates(page), SOON).toEqual(['added', 'added'])
    expect(sent.map((add) => (add.body as { flashItemId: number }).flashItemId).sort()).toEqual([ITEM.powerBank, ITEM.watch].sort())
    const lines = (await cartLines(page)).map(({ flashItemId, quantity }) => ({ flashItemId, quantity }))
    expect(lines.sort((a, b) => a.flashItemId! - b.flashItemId!)).toEqual([
      { flashItemId: ITEM.powerBank, quantity: 1 },
      { flashItemId: ITEM.watch, quantity: 1 },
    ])
    await expect.poll(() => page.locator('header .cart[data-cart-count]').getAttribute('data-cart-count'), SOON).toBe('2')
    expect(await queuedIn(page)).toEqual([])
  })

  test('an add the mall refuses by the time it is sent (over the item\'s limit) shows refused with the mall\'s message and leaves the queue', async () => {
    const context = await buyer()
    const page = await salePage(context)
    await context.setOffline(true)
    await addOnSalePage(page, ITEM.limitOne)
    await addOnSalePage(page, ITEM.limitOne)
    await expect.poll(() => lineStates(page), SOON).toEqual(['waiting', 'waiting'])

    await context.setOffline(false)
    await expect.poll(() => lineStates(page), SOON).toEqual(['added', 'refused'])
    expect(await line(page, 'refused').textContent()).toBe('Savanna S5 Smartphone 128 GB · Not added · You have reached the purchase limit for this item')
    expect(await line(page, 'refused').getAttribute('class')).toContain('fail')
    expect(await queuedIn(page)).toEqual([])
    expect((await cartLines(page)).map(({ flashItemId, quantity }) => ({ flashItemId, quantity }))).toEqual([{ flashItemId: ITEM.limitOne, quantity: 1 }])
  })

  test('a guest\'s tap offline queues nothing: the page stays and says to log in once back online', async () => {
    const context = await openContext()
    const page = await productPage(context)
    await context.setOffline(true)
    await addOnProductPage(page)
    const note = page.locator('.toasts[role=status] .toast.info')
    await note.waitFor()
    expect(await note.textContent()).toBe("You're offline. Log in and add to cart once you're back online.")
    expect(new URL(page.url()).pathname).toBe('/m/product/info')
    expect(await queuedIn(page)).toEqual([])
    expect(await page.locator('.toast[data-queued]').count()).toBe(0)
    await context.setOffline(false)
    // Online again, the tap goes to the login page as before.
    await Promise.all([page.waitForURL((url) => url.pathname === '/m/login/login'), addOnProductPage(page)])
  })
})

describe('sent once whoever sends it', () => {
  for (const locks of [true, false]) {
    test(`two open pages reconnecting at the same moment send a queued add once, though one of them cannot load the sending code at first (${locks ? 'Web Locks' : 'no Web Locks: a claim in IndexedDB'})`, async () => {
      const context = await buyer()
      if (!locks) await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'locks', { get: () => undefined }))
      const sent = recordAdds(context)
      const first = await productPage(context)
      const second = await productPage(context)
      expect(await first.evaluate(() => 'locks' in navigator && navigator.locks !== undefined)).toBe(locks)
      await context.setOffline(true)
      await addOnProductPage(first)
      await expect.poll(async () => (await queuedIn(first)).length, SOON).toBe(1)
      // The first fetch of the sending code fails, as it does when a page is back online a moment before its fetches
      // are: that page tries again after the other has sent the add and lowered the phone's flag.
      await context.route(/\/m\/assets\/send-queued-adds-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'), { times: 1 })
      await context.setOffline(false)
      // Whichever page sends it shows it added; the other lets its waiting line go.
      await expect.poll(async () => [...(await lineStates(first)), ...(await lineStates(second))], RECONNECTED).toEqual(['added'])
      await expect.poll(async () => (await queuedIn(second)).length, RECONNECTED).toBe(0)
      await second.waitForTimeout(1000)
      expect(sent).toHaveLength(1)
      expect((await cartLines(first)).map(({ productId, quantity }) => ({ productId, quantity }))).toEqual([{ productId: PRODUCT, quantity: 1 }])
    })
  }

  test('the next page that opens sends what waits; a replay of a sent add carries its first key and the mall answers the stored answer', async () => {
    const context = await buyer()
    const sent = recordAdds(context)
    const page = await productPage(context)
    await context.setOffline(true)
    await addOnProductPage(page)
    await expect.poll(async () => (await queuedIn(page)).length, SOON).toBe(1)
    const [record] = await queuedIn(page)
    await page.close()

    await context.setOffline(false)
    const later = await productPage(context, 704)
    await expect.poll(() => sent.length, SOON).toBe(1)
    await expect.poll(async () => (await queuedIn(later)).length, SOON).toBe(0)
    await expect.poll(() => later.locator('header .cart[data-cart-count]').getAttribute('data-cart-count'), SOON).toBe('1')

    // As if a page had sent it and lost the answer: the same record back in the queue, sent from another page.
    await putBack(later, record!)
    const again = await productPage(context, 705)
    await expect.poll(() => sent.length, SOON).toBe(2)
    expect(sent.map((add) => add.key)).toEqual([record!.key, record!.key])
    await expect.poll(() => lineStates(again), SOON).toEqual(['added'])
    expect((await cartLines(again)).map(({ productId, quantity }) => ({ productId, quantity }))).toEqual([{ productId: PRODUCT, quantity: 1 }])
    expect(await again.locator('header .cart[data-cart-count]').getAttribute('data-cart-count')).toBe('1')
  })
})

describe('a logout on this phone', () => {
  // Without a logout, what waits is sent by the next page that opens: 'the next page that opens sends what waits' above.
  for (const how of ['the form', 'an island'] as const) {
    test(`by ${how}, empties the adds waiting: the next shopper who logs in on the phone gets none of them`, async () => {
      const elsewhere = await openContext()
      const other = await elsewhere.newPage()
      const next = await registerBuyer(other, { prefix: '0813', name: 'Emeka Nwosu', password: 'Emeka#2026!' })
      await elsewhere.close()

      const context = await buyer()
      const sent = recordAdds(context)
      const page = await controlled(await productPage(context))
      await context.setOffline(true)
      await addOnProductPage(page)
      await expect.poll(() => lineStates(page), SOON).toEqual(['waiting'])
      // Closed before the network returns: nothing sends it.
      await page.close()
      await context.setOffline(false)

      // A page without the cart badge, so without the code that sends: the add still waits when the shopper logs out.
      const account = await context.newPage()
      await account.goto('/m/user')
      await controlled(account)
      expect(await account.locator('m-island[data-island="cart-badge"]').count()).toBe(0)
      expect(await queuedIn(account)).toHaveLength(1)
      if (how === 'the form') {
        await Promise.all([account.waitForURL((url) => url.pathname === '/m/'), account.locator('form[action="/m/login/logout"] button').click()])
      } else {
        const answer = await account.evaluate(() =>
          fetch('/m/api/user/logout', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).then((r) => r.status),
        )
        expect(answer).toBe(200)
      }

      await logIn(context, next.e164, { password: 'Emeka#2026!' })
      const his = await productPage(context)
      // The badge's sending code ran: it clears the flag once it finds nothing (left) waiting.
      await expect.poll(() => his.evaluate(() => localStorage.getItem('mall-cart-queue')), SOON).toBeNull()
      expect(sent).toEqual([])
      expect(await cartLines(his)).toEqual([])
      expect(await queuedIn(his)).toEqual([])
      expect(await lineStates(his)).toEqual([])
      expect(await his.locator('header .cart[data-cart-count]').getAttribute('data-cart-count')).toBe('0')
    })
  }
})

describe('the lines at 360×740', () => {
  test('waiting, added and refused in English and Arabic: inside the screen, no axe violations on the page with the waiting line (screenshots)', async () => {
    mkdirSync(SHOTS, { recursive: true })
    for (const language of ['en-US', 'ar'] as const) {
      const context = await buyer({ viewport: PHONE, bypassCSP: true })
      await context.addCookies([{ name: 'jde-lang', value: language, url: baseURL }])
      const page = await productPage(context)
      await context.setOffline(true)
      await page.locator('form.buy button[type=submit]:not([name])').click()
      const waiting = line(page, 'waiting')
      await waiting.waitFor()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
      // On screen above the buy bar, wherever the page is scrolled.
      const box = (await waiting.boundingBox())!
      const bar = (await page.locator('form.buy .row').boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
      expect(box.y + box.height).toBeLessThanOrEqual(bar.y)
      await page.screenshot({ path: `${SHOTS}/offline-cart-waiting-${language}.png` })
      expect(await violations(page)).toEqual([])
      await context.setOffline(false)
      await line(page, 'added').waitFor()
      await page.screenshot({ path: `${SHOTS}/offline-cart-added-${language}.png` })
      // One page open: the page that sends an add shows its answer, the other lets its waiting line go.
      await page.close()

      const sale = await salePage(context)
      await context.setOffline(true)
      const item = sale.locator(`article.item[data-item="${ITEM.limitOne}"]`)
      await item.locator('button[type=submit]').click()
      await item.locator('button[type=submit]').click()
      await context.setOffline(false)
      await line(sale, 'refused').waitFor()
      expect(await sale.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
      await sale.screenshot({ path: `${SHOTS}/offline-cart-refused-${language}.png` })
      expect(await violations(sale)).toEqual([])
    }
  })
})
