/** Real Chromium for the e2e tests: Debian's build (never a downloaded one), driven by playwright-core. */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { CHROME_FLAGS } from './chrome-flags'

export { CHROME_FLAGS }

/** Every seeded buyer has this password (mall/seed/seed.sql). */
export const DEMO_PASSWORD = 'Mall@2026'

/** A generic Android web view's user agent, plus each app's token (worker/context/variant.ts). */
export const ANDROID = 'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36'
export const BRAND_AGENTS = { first: 'MallApp/1', second: 'MallApp/10000000', third: 'MallApp/20000000', sister: 'TomeApp/1.0' }

/** Seeded markets by country id: the one a buyer's cookies name. */
export const MARKETS = { IN: 1, UG: 2, GH: 3, KT: 4, DZ: 5, TZ: 6, NG: 7 } as const
export type Market = keyof typeof MARKETS

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROME_FLAGS })
}

export type ShopperOptions = { market?: Market } & BrowserContextOptions

/** A shopper's browser profile: the market cookies the app would have set, on a phone-sized viewport. */
export async function shopperContext(browser: Browser, baseURL: string, { market = 'NG', ...options }: ShopperOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, ...options })
  await context.addCookies([
    { name: 'countryId', value: String(MARKETS[market]), url: baseURL },
    { name: 'countryCode', value: market, url: baseURL },
  ])
  return context
}

/** Opens shopper profiles for the tests of one file (`defaults` under each test's options); each test's are closed after it. */
export function useShopperContexts(browser: () => Browser, baseURL: string, defaults: ShopperOptions = {}) {
  const open: BrowserContext[] = []
  afterEach(async () => {
    await Promise.all(open.splice(0).map((context) => context.close()))
  })
  return async (options: ShopperOptions = {}): Promise<BrowserContext> => {
    const context = await shopperContext(browser(), baseURL, { ...defaults, ...options })
    open.push(context)
    return context
  }
}

/**
 * Logs the context in the way a shopper does: fills the login form and submits it (works with JavaScript on or
 * off), then checks the HttpOnly auth cookie arrived and the form sent the browser to `back`.
 */
export async function logIn(context: BrowserContext, username: string, { password = DEMO_PASSWORD, back = '/m/' } = {}) {
  const page = await context.newPage()
  try {
    await page.goto(`/m/login/login?back=${encodeURIComponent(back)}`)
    await page.locator('form[action="/m/login/login"] input[name=username]').fill(username)
    await page.locator('form[action="/m/login/login"] input[name=password]').fill(password)
    await Promise.all([
      page.waitForURL((url) => url.pathname + url.search === back),
      page.locator('form[action="/m/login/login"] button[type=submit]').click(),
    ])
    const key = (await context.cookies()).find((cookie) => cookie.name === 'key')
    if (!key) throw new Error(`logging in as ${username} set no auth cookie`)
    if (!key.httpOnly) throw new Error('the auth cookie is not HttpOnly')
  } finally {
    await page.close()
  }
}

/** One Chromium for the whole test file: launched before its tests, closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => {
    if (!browser) throw new Error('Chromium is not running yet')
    return browser
  }
}
