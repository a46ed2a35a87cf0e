/**
 * The site installs as an app in real Chromium: the page opened from the production build is controlled by the
 * service worker, links a manifest Chromium reads without errors, and meets Chromium's install criteria, asked
 * through the DevTools protocol. Inside the apps' web views no manifest is linked, so nothing offers an install.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { ANDROID, BRAND_AGENTS, CHROME_FLAGS, MARKETS, useBrowser, useShopperContexts } from './browser'
import { until } from './until'

const baseURL = inject('baseURL')
const browser = useBrowser()
const shopper = useShopperContexts(browser, baseURL)

type Icon = { src: string; sizes: string; type: string; purpose: string }
type Manifest = { lang: string; dir: string; name: string; start_url: string; scope: string; display: string; icons: Icon[] }


/** Chromium's reasons not to install the page, as the DevTools protocol gives them (none: it may be installed). */
async function installabilityErrors(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] }
  await cdp.detach()
  return installabilityErrors.map((error) => error.errorId)
}

/** The PNG's width and height from its IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) })

describe('installing the site', () => {
  // An off-the-record context is never installable ("in-incognito"): the shopper's profile is a real one on disk.
  let profile: string
  let context: BrowserContext
  beforeAll(async () => {
    profile = mkdtempSync(join(tmpdir(), 'installable-'))
    context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: CHROME_FLAGS,
      baseURL,
      viewport: { width: 390, height: 844 },
    })
    await context.addCookies([{ name: 'countryId', value: String(MARKETS.NG), url: baseURL }, { name: 'countryCode', value: 'NG', url: baseURL }])
  })
  afterAll(async () => {
    await context?.close()
    rmSync(profile, { recursive: true, force: true })
  })

  test('the home page meets Chromium\'s install criteria: controlled by the service worker, a manifest read without errors', async () => {
    const page = await context.newPage()
    await page.goto('/m/')
    await until(() => page.evaluate(() => navigator.serviceWorker.controller !== null), Boolean, 'the service worker controls the page')

    const cdp = await context.newCDPSession(page)
    const read = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[]; data: string }
    expect(new URL(read.url).pathname + new URL(read.url).search).toBe('/m/app.webmanifest?lang=en-US')
    expect(read.errors).toEqual([])
    const manifest = JSON.parse(read.data) as Manifest
    expect(manifest).toMatchObject({ name: 'Soko Mall', start_url: '/m/?source=pwa', scope: '/m/', display: 'standalone', lang: 'en-US', dir: 'ltr' })
    await cdp.detach()

    // Chromium fetches the icons itself before it decides; it answers once it has.
    expect(await until(() => installabilityErrors(page), (errors) => errors.length === 0, 'installability errors')).toEqual([])
    await page.close()
  })

  test('the Arabic page links the Arabic manifest: right to left, lang ar', async () => {
    await context.addCookies([{ name: 'jde-lang', value: 'ar', url: baseURL }])
    const page = await context.newPage()
    await page.goto('/m/')
    const href = await page.locator('head link[rel="manifest"]').getAttribute('href')
    expect(href).toBe('/m/app.webmanifest?lang=ar')
    const manifest = (await (await context.request.get(href!)).json()) as Manifest
    expect(manifest).toMatchObject({ lang: 'ar', dir: 'rtl' })
    expect(await until(() => installabilityErrors(page), (errors) => errors.length === 0, 'installability errors in Arabic')).toEqual([])
    await context.clearCookies({ name: 'jde-lang' })
    await page.close()
  })

  test('every icon answers 200 image/png at the size it declares, the home-screen icon at 180', async () => {
    const page = await context.newPage()
    await page.goto('/m/')
    const manifest = (await (await context.request.get((await page.locator('head link[rel="manifest"]').getAttribute('href'))!)).json()) as Manifest
    // Safari's default address of the home-screen icon, which the H5 site answers instead of linking it on every page.
    const apple = '/apple-touch-icon.png'
    const icons = [...manifest.icons.map(({ src, sizes }) => ({ src, sizes })), { src: apple!, sizes: '180x180' }]
    expect(icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512', '512x512', '180x180'])
    expect(manifest.icons.map((icon) => icon.purpose)).toContain('maskable')
    for (const { src, sizes } of icons) {
      const response = await context.request.get(src)
      expect(response.status(), src).toBe(200)
      expect(response.headers()['content-type'], src).toBe('image/png')
      const [width, height] = sizes.split('x').map(Number)
      expect(pngSize(await response.body()), src).toEqual({ width, height })
    }
    await page.close()
  })
})

describe('inside the apps', () => {
  test.each(Object.entries(BRAND_AGENTS))('the %s app\'s web view links no manifest, and Chromium finds nothing to install', async (_, token) => {
    const context = await shopper({ userAgent: `${ANDROID} ${token}` })
    const page = await context.newPage()
    await page.goto('/m/')
    expect(await page.title()).not.toBe('')
    expect(await page.locator('link[rel="manifest"], link[rel="apple-touch-icon"]').count()).toBe(0)
    const cdp = await context.newCDPSession(page)
    const read = (await cdp.send('Page.getAppManifest')) as { url: string }
    expect(read.url).toBe('')
    expect(await installabilityErrors(page)).toContain('no-manifest')
  })
})
