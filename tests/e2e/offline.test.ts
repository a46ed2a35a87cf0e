/**
 * Pages seen once open offline, in real Chromium with the network switched off (`context.setOffline`, which a service
 * worker's own fetches obey too): a saved page opens with its "saved at" line, a page never seen shows the offline page
 * listing the saved ones, logging out (or another session) drops the personal pages, island calls never come from a
 * cache, and with JavaScript off nothing is registered.
 */
import { describe, expect, inject, test } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { logIn, useBrowser, useShopperContexts } from './browser'
import { violations } from './axe'
import { until } from './until'

const baseURL = inject('baseURL')
const browser = useBrowser()
// bypassCSP: axe is injected past the pages' CSP, in the test browser only.
const shopper = useShopperContexts(browser, baseURL, { viewport: { width: 360, height: 740 }, bypassCSP: true })

/** Paths of the pages the service worker has saved, with their query. */
function savedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const cache = await caches.open('pages-v1')
    return (await cache.keys()).map((request) => new URL(request.url).pathname + new URL(request.url).search).sort()
  })
}


/** Opens `path` and waits until the service worker controls the page. */
async function openControlled(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage()
  await page.goto(path)
  await until(() => page.evaluate(() => navigator.serviceWorker.controller !== null), Boolean, 'the service worker controls the page')
  return page
}

/** Opens each path online (through the worker) and waits until every one is saved. */
async function see(page: Page, ...paths: string[]): Promise<void> {
  for (const path of paths) await page.goto(path)
  await until(() => savedPaths(page), (saved) => paths.every((path) => saved.includes(path)), `saved ${paths.join(', ')}`)
}

/** The offline page's list: each saved page's link and title. */
const listed = (page: Page) => page.locator('#saved-pages a').evaluateAll((links) => links.map((a) => ({ href: a.getAttribute('href'), title: a.textContent })))

describe('pages seen once open offline', () => {
  for (const [language, savedAt, heading] of [
    ['en-US', 'Offline — saved at', 'You are offline'],
    ['ar', 'غير متصل — حُفظت في', 'أنت غير متصل بالإنترنت'],
  ] as const) {
    test(`${language}: a seen page opens with the time it was saved; an unseen one shows the offline page listing the seen ones`, async () => {
      const context = await shopper()
      await context.addCookies([{ name: 'jde-lang', value: language, url: baseURL }])
      const page = await openControlled(context, '/m/search?q=phone')
      // The first page was loaded before the worker: it is saved once the worker takes over.
      await see(page, '/m/search?q=phone', '/m/category?id=1')
      const titles = new Map<string, string>()
      for (const path of ['/m/search?q=phone', '/m/category?id=1']) {
        await page.goto(path)
        titles.set(path, await page.title())
      }

      await context.setOffline(true)
      const saved = await page.goto('/m/category?id=1')
      expect(saved?.status()).toBe(200)
      expect(await page.title()).toBe(titles.get('/m/category?id=1'))
      const line = page.locator('main > p.note[role=status]').first()
      expect(await line.textContent()).toMatch(new RegExp(`^${savedAt} `))
      const time = line.locator('time')
      const { text, datetime, shown } = await time.evaluate((el, lang) => {
        const at = new Date(el.getAttribute('datetime')!)
        return { text: el.textContent, datetime: at.getTime(), shown: new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit' }).format(at) }
      }, language)
      expect(text).toBe(shown)
      expect(Date.now() - datetime).toBeLessThan(5 * 60_000)
      expect(await line.getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr')
      expect(await time.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr')
      // The page is still the page: its products are there.
      expect(await page.locator('main a[href^="/m/product/info"]').count()).toBeGreaterThan(0)
      await page.screenshot({ path: `tests/e2e/.shots/offline-saved-${language}.png` })

      const unseen = await page.goto('/m/product/info?id=701')
      expect(unseen?.status()).toBe(200)
      expect(await page.locator('h2').first().textContent()).toBe(heading)
      expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr')
      const list = await listed(page)
      expect(list.map((item) => item.href).sort()).toEqual(['/m/category?id=1', '/m/search?q=phone'])
      for (const item of list) expect(item.title).toBe(titles.get(item.href!))
      expect(await page.locator('.none').isVisible()).toBe(false)
      expect(await violations(page)).toEqual([])
      await page.screenshot({ path: `tests/e2e/.shots/offline-page-${language}.png` })

      // A saved link opens from the list.
      await page.locator('#saved-pages a[href="/m/search?q=phone"]').click()
      await page.waitForURL('**/m/search?q=phone')
      expect(await page.locator('main > p.note[role=status]').count()).toBe(1)
    })
  }

  test('with nothing saved but the offline page, a page never seen says so', async () => {
    const context = await shopper()
    const page = await openControlled(context, '/m/offline')
    await context.setOffline(true)
    await page.goto('/m/cart')
    expect(await page.locator('h2').first().textContent()).toBe('You are offline')
    expect(await page.locator('#saved-pages li').count()).toBe(0)
    expect(await page.locator('.none').isVisible()).toBe(true)
    expect(await page.locator('#saved-intro').isVisible()).toBe(false)
    expect(await violations(page)).toEqual([])
    await page.screenshot({ path: 'tests/e2e/.shots/offline-empty-en-US.png' })
  })
})

describe('personal pages', () => {
  test('logging out by the form drops the pages seen while logged in; pages seen as a guest stay', async () => {
    const context = await shopper()
    const page = await openControlled(context, '/m/search?q=phone')
    await see(page, '/m/search?q=phone')
    await logIn(context, 'amina')
    await see(page, '/m/cart', '/m/user')
    await page.goto('/m/user')
    await Promise.all([page.waitForURL((url) => url.pathname === '/m/'), page.locator('form[action="/m/login/logout"] button').click()])
    await until(() => savedPaths(page), (saved) => !saved.includes('/m/cart') && !saved.includes('/m/user'), 'personal pages dropped')

    await context.setOffline(true)
    await page.goto('/m/cart')
    expect(await page.locator('main > p.note[role=status]').count()).toBe(0)
    const list = (await listed(page)).map((item) => item.href)
    expect(list).toContain('/m/search?q=phone')
    expect(list).not.toContain('/m/cart')
    expect(list).not.toContain('/m/user')
    await page.goto('/m/search?q=phone')
    expect(await page.locator('main > p.note[role=status]').count()).toBe(1)
  })

  test('an island\'s logout (/m/api/user/logout) drops them at once, before any other page loads', async () => {
    const context = await shopper()
    const page = await openControlled(context, '/m/search?q=phone')
    await logIn(context, 'amina')
    await see(page, '/m/cart')
    const answer = await page.evaluate(() => fetch('/m/api/user/logout', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).then((r) => r.status))
    expect(answer).toBe(200)
    await until(() => savedPaths(page), (saved) => !saved.includes('/m/cart'), 'the cart dropped')
    await context.setOffline(true)
    await page.goto('/m/cart')
    expect(await page.locator('h2').first().textContent()).toBe('You are offline')
  })

  test('a page from the network for another session (here: none) drops the pages of the one before', async () => {
    const context = await shopper()
    const page = await openControlled(context, '/m/search?q=phone')
    await logIn(context, 'amina')
    await see(page, '/m/cart')
    // The session ends without a logout the worker could see (it expired, or an app cleared its cookie).
    await context.clearCookies({ name: 'key' })
    await page.goto('/m/category?id=1')
    await until(() => savedPaths(page), (saved) => !saved.includes('/m/cart'), 'the cart dropped')
    await context.setOffline(true)
    await page.goto('/m/cart')
    expect(await page.locator('h2').first().textContent()).toBe('You are offline')
  })
})

describe('what the worker leaves alone', () => {
  test('island calls under /m/api go to the network, are never saved and never answered offline', async () => {
    const context = await shopper()
    const page = await openControlled(context, '/m/search?q=phone')
    await logIn(context, 'amina')
    const fromWorker: boolean[] = []
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/m/api/')) fromWorker.push(response.fromServiceWorker())
    })
    const online = await page.evaluate(() => fetch('/m/api/user/info').then((r) => r.status))
    expect(online).toBe(200)
    expect(fromWorker).toEqual([false])
    const cached = await page.evaluate(async () => {
      const urls: string[] = []
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url)
      return urls
    })
    expect(cached.filter((url) => new URL(url).pathname.startsWith('/m/api/'))).toEqual([])
    await context.setOffline(true)
    expect(await page.evaluate(() => fetch('/m/api/user/info').then(() => 'answered', () => 'failed'))).toBe('failed')
  })

  test('the registration is one inline script of at most 1 KB that registers after the load event', async () => {
    const html = await (await fetch(`${baseURL}/m/search?q=phone`, { headers: { cookie: 'countryId=7' } })).text()
    const scripts = [...html.matchAll(/<script\b[^>]*>([^<]*)<\/script>/g)]
    expect(scripts).toHaveLength(1)
    expect(Buffer.byteLength(scripts[0]![0])).toBeLessThanOrEqual(1024)
    expect(scripts[0]![1]).toContain('serviceWorker.register("/m/sw.js"')

    const context = await shopper()
    const page = await context.newPage()
    await page.addInitScript(() => {
      const w = window as unknown as { loaded: boolean; registeredAfterLoad: boolean[] }
      w.loaded = false
      w.registeredAfterLoad = []
      addEventListener('load', () => (w.loaded = true))
      const register = navigator.serviceWorker.register.bind(navigator.serviceWorker)
      navigator.serviceWorker.register = (url, options) => {
        w.registeredAfterLoad.push(w.loaded)
        return register(url, options)
      }
    })
    await page.goto('/m/search?q=phone')
    expect(await until(() => page.evaluate(() => (window as unknown as { registeredAfterLoad: boolean[] }).registeredAfterLoad), (calls) => calls.length > 0, 'registered')).toEqual([true])
    const registration = await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.scope))
    expect(registration).toBe(`${baseURL}/m/`)

    const worker = await fetch(`${baseURL}/m/sw.js`)
    expect(worker.headers.get('cache-control')).toBe('no-cache')
    expect(worker.headers.get('content-type')).toMatch(/javascript/)
    const source = await worker.text()
    // One classic script: no module syntax, no React.
    expect(source).not.toMatch(/^\s*(?:import|export)\b|\bimport\s*\(|react/m)
  })

  test('with JavaScript off nothing is registered and the pages work as before', async () => {
    const context = await shopper({ javaScriptEnabled: false })
    const page = await context.newPage()
    for (const path of ['/m/search?q=phone', '/m/category?id=1']) {
      expect((await page.goto(path))?.status()).toBe(200)
      expect(await page.locator('main a[href^="/m/product/info"]').count()).toBeGreaterThan(0)
    }
    await page.waitForTimeout(1000)
    expect(context.serviceWorkers()).toEqual([])
    await context.setOffline(true)
    await expect(page.goto('/m/category?id=1')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/)
  })
})
