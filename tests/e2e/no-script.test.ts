/**
 * JavaScript budgets as Chromium sees them: pages without islands ship none at all; the flash sale page loads the
 * one module entry at the end of the body, island chunks within budget, and the shared runtime once.
 */
import { gzipSync } from 'node:zlib'
import { afterEach, describe, expect, inject, test } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { ISLAND_GROUPS } from '../../islands/chunk-groups'
import { useBrowser, shopperContext } from './browser'
import { registrationScript, scriptsBesidesRegistration } from '../scripts'

const baseURL = inject('baseURL')
const ISLAND_CHUNK_BUDGET = 5 * 1024
const NO_ISLAND_PAGES = ['/m/404', '/m/login/login', '/m/category?id=1', '/m/search?q=phone', '/m/market']

const browser = useBrowser()
let context: BrowserContext

afterEach(async () => {
  await context?.close()
})

/** Records every request the page makes, and CSP violations and uncaught errors inside it. */
async function watchedPage(): Promise<{ page: Page; requests: { url: string; type: string }[]; problems: string[] }> {
  context = await shopperContext(browser(), baseURL)
  const page = await context.newPage()
  const requests: { url: string; type: string }[] = []
  const problems: string[] = []
  page.on('request', (request) => requests.push({ url: request.url(), type: request.resourceType() }))
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(`console: ${message.text()}`)
  })
  page.on('response', (response) => {
    const ownDocument = response.request().isNavigationRequest() && response.frame() === page.mainFrame()
    if (response.status() >= 400 && !ownDocument) problems.push(`${response.status()} ${response.url()}`)
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  return { page, requests, problems }
}

const html = (path: string) => fetch(`${baseURL}${path}`, { headers: { cookie: 'countryId=7' } }).then((r) => r.text())

describe('pages without islands', () => {
  for (const path of NO_ISLAND_PAGES) {
    test(`${path} has no script tag but the offline pages' registration, and loads no other JavaScript`, async () => {
      const body = await html(path)
      expect(body).toMatch(/<\/html>\s*$/)
      expect(scriptsBesidesRegistration(body)).toEqual([])
      expect(body.replace(registrationScript(body) ?? '', '')).not.toMatch(/modulepreload|\.js["']/i)
      expect(body).not.toMatch(/<m-island/i)

      const { page, requests, problems } = await watchedPage()
      const response = await page.goto(path, { waitUntil: 'load' })
      expect(response?.status()).toBe(path === '/m/404' ? 404 : 200)
      await page.waitForLoadState('networkidle')
      expect(requests.filter((r) => r.type === 'script' && new URL(r.url).pathname !== '/m/sw.js')).toEqual([])
      expect(scriptsBesidesRegistration(await page.evaluate(() => [...document.scripts].map((script) => script.outerHTML)))).toEqual([])
      expect(problems).toEqual([])
    })
  }
})

describe('the flash sale page', () => {
  test('has one module script, at the end of the body, that starts the islands after the load event and the first paint', async () => {
    const body = await html('/m/activity/sale')
    const scripts = scriptsBesidesRegistration(body)
    expect(scripts).toHaveLength(1)
    expect(scripts[0]).toMatch(/\btype="module"/)
    expect(body).toMatch(/<script\b[^>]*>[^<]*\.src="\/m\/client\.js"[^<]*addEventListener\("load"[^<]*<\/script><script>[^<]*serviceWorker[^<]*<\/script><\/body><\/html>\s*$/)
    const head = /<head>([\s\S]*)<\/head>/i.exec(body)?.[1] ?? ''
    expect(head).not.toMatch(/<script|<link[^>]+rel="?(stylesheet|modulepreload)/i)
    // The only preload is the first product image, the page's largest paint.
    expect(head.match(/<link[^>]+rel="preload"[^>]*>/g)?.every((link) => /as="image"/.test(link)) ?? true).toBe(true)
  })

  test('on a page without an add to cart, the toast host waits for a toast: home\'s first view loads no React', async () => {
    const { page, requests } = await watchedPage()
    await page.goto('/m/')
    await page.waitForLoadState('networkidle')
    expect(await page.locator('m-island[data-island="toasts"]').getAttribute('data-when')).toBe('toast')
    expect(await page.locator('m-island[data-island="toasts"][data-hydrated]').count()).toBe(0)
    expect(requests.filter((r) => /\/runtime-[\w-]+\.js$/.test(new URL(r.url).pathname))).toHaveLength(0)
  })

  test('hydrates every island with chunks within budget and the shared runtime loaded once; the toast host hydrates at idle where an add may wait offline', async () => {
    const { page, requests, problems } = await watchedPage()
    const clientRequested: number[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/m/client.js') clientRequested.push(Date.now())
    })

    await page.goto('/m/activity/sale')
    const islandNames = await page.locator('m-island:not([data-when="tap"])').evaluateAll((els) => els.map((el) => el.getAttribute('data-island')))
    expect(islandNames.length).toBeGreaterThan(0)
    // Visible-triggered islands hydrate when scrolled to; the sale page's adds may wait offline, so its toast host
    // hydrates at idle, while the page is online.
    expect(await page.locator('m-island[data-island="toasts"]').getAttribute('data-when')).toBe('idle')
    for (const island of await page.locator('m-island').all()) await island.scrollIntoViewIfNeeded()
    await page.waitForFunction(() => document.querySelectorAll('m-island:not([data-hydrated]):not([data-when="tap"])').length === 0)
    await page.waitForLoadState('networkidle')
    // The items' Share buttons wait for a tap: scrolled past, none is live.
    expect(await page.locator('m-island[data-when="tap"]').count()).toBeGreaterThan(0)
    expect(await page.locator('m-island[data-when="tap"][data-hydrated]').count()).toBe(0)

    // The entry is requested once, only after the load event and the first contentful paint, by the module script
    // that ends the body.
    expect(clientRequested).toHaveLength(1)
    const entry = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      const client = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/m/client.js'))
      // The last element is the offline pages' registration; the module script is just before it.
      const script = document.body.lastElementChild?.previousElementSibling as HTMLScriptElement | null
      return {
        loadEventStart: nav.loadEventStart,
        clientStart: client?.startTime ?? -1,
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
        module: script?.tagName === 'SCRIPT' && script.type === 'module',
      }
    })
    expect(entry.module).toBe(true)
    expect(entry.loadEventStart).toBeGreaterThan(0)
    expect(entry.clientStart).toBeGreaterThanOrEqual(entry.loadEventStart)
    expect(entry.firstContentfulPaint).toBeGreaterThan(0)
    expect(entry.clientStart).toBeGreaterThanOrEqual(entry.firstContentfulPaint)

    const scriptUrls = requests.filter((r) => r.type === 'script').map((r) => new URL(r.url).pathname)
    expect(new Set(scriptUrls).size).toBe(scriptUrls.length) // nothing fetched twice
    expect(scriptUrls.every((path) => path === '/m/client.js' || path === '/m/sw.js' || /^\/m\/assets\/[\w.-]+\.js$/.test(path))).toBe(true)
    expect(scriptUrls.filter((path) => /\/runtime-[\w-]+\.js$/.test(path))).toHaveLength(1)

    // Each island's own chunk (the countdown's is its React-free `mount`, islands/registry.ts PLAIN), or its group's.
    const islandChunks = scriptUrls.filter((path) => /\.(island|mount)-[\w-]+\.js$/.test(path))
    const chunkNames = islandChunks.map((path) => /\/([\w-]+)\.(island|mount)-/.exec(path)?.[1]).sort()
    const groups = Object.entries(ISLAND_GROUPS) as [string, readonly string[]][]
    const groupOf = (name: string | null) => groups.find(([, islands]) => islands.includes(name ?? ''))?.[0]
    expect(chunkNames).toEqual([...new Set(islandNames)].filter((name) => !groupOf(name)).sort())
    for (const name of islandNames) {
      const group = groupOf(name)
      if (group) expect(scriptUrls.some((path) => path.startsWith(`/m/assets/${group}-`)), `${name} from the ${group} chunk`).toBe(true)
    }
    expect(scriptUrls.some((path) => /\/countdown\.island-/.test(path))).toBe(false)
    for (const path of islandChunks) {
      const bytes = Buffer.from(await (await fetch(`${baseURL}${path}`)).arrayBuffer())
      expect(bytes.length).toBeGreaterThan(0)
      expect(gzipSync(bytes).length, `${path} gzip size`).toBeLessThanOrEqual(ISLAND_CHUNK_BUDGET)
    }
    expect(problems).toEqual([])
  })
})
