/**
 * Shop pages inside the apps, in real Chromium against the production build, with each stand-in host of
 * docs/bridge.md (Android interface object, Flutter channel, flutter_inappwebview handler) recording what it
 * receives across navigations. A page whose market the server does not know asks the app for the currency symbol
 * once, and a page whose market it knows never does (nor downloads the code that asks); the analytics `out` and
 * `back` of a page reach the app's `athenaEvent` when the shopper leaves it by a link, a form or history back, once.
 * In a plain browser neither the asking code nor the bridge is downloaded, and `out` goes to the mall by beacon.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import { logIn, useBrowser, useShopperContexts } from './browser'
import { addFakeHost, hostReceived, type HostKind, type ReceivedMessage } from './fake-hosts'
import { ROOT } from './server'

const baseURL = inject('baseURL')
const browser = useBrowser()
const openContext = useShopperContexts(browser, baseURL, { viewport: { width: 360, height: 740 } })

type ManifestChunk = { file: string; imports?: string[] }
const manifest = () => JSON.parse(readFileSync(join(ROOT, 'dist', 'client', '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>
const fileOf = (key: string) => {
  const chunk = manifest()[key]
  if (!chunk) throw new Error(`${key} is not a chunk of the build`)
  return `/${chunk.file}`
}
/** The code that asks the app for the currency symbol. */
const ASKING = () => [fileOf('islands/state/app.ts')]
/** The bridge: the typed calls, and the chunk with the detection and the exchange that only they import. */
const BRIDGE = () => [fileOf('islands/bridge/calls.ts'), ...(manifest()['islands/bridge/calls.ts']!.imports ?? []).filter((key) => /^_host-/.test(key)).map(fileOf)]

/** Script paths the context downloads from now on. */
function scriptsOf(context: BrowserContext): string[] {
  const scripts: string[] = []
  context.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname))
  return scripts
}

const events = (received: ReceivedMessage[], type?: string) =>
  received.filter((m) => m.name === 'athenaEvent' && (type === undefined || m.payload.event_type === type)).map((m) => m.payload)
const asks = (received: ReceivedMessage[]) => received.filter((m) => m.name === 'getCountryCurrencySymbol')

/** Resolves once the page at `path` has sent its page view to the app: its analytics and its bridge are running. */
/** The view of `path` the host received after the `earlier` views of it it had already received. */
async function viewed(page: Page, path: string, earlier = 0): Promise<Record<string, unknown>> {
  await expect.poll(async () => events(await hostReceived(page), 'browse').filter((e) => e.page === path).length, { timeout: 15_000 }).toBeGreaterThan(earlier)
  return events(await hostReceived(page), 'browse').findLast((e) => e.page === path)!
}

async function appContext(kind: HostKind, market: boolean) {
  const context = market ? await openContext({ market: 'GH' }) : await openContext()
  if (!market) await context.clearCookies()
  await addFakeHost(context, kind)
  return context
}

const firstCard = (page: Page) => page.locator('li.pc[data-goods-id] a').first()

describe.each(['android', 'flutter', 'flutter-channel'] as const)('inside the app (%s host)', (kind) => {
  test('a page whose market is unknown asks for the currency symbol once; one whose market is known never', async () => {
    const page = await (await appContext(kind, false)).newPage()
    await page.goto('/m/')
    await viewed(page, '/m/')
    await expect.poll(async () => asks(await hostReceived(page)).length).toBe(1)
    await Promise.all([page.waitForURL((url) => url.pathname === '/m/product/info'), firstCard(page).click()])
    await viewed(page, '/m/product/info')
    await page.waitForLoadState('networkidle')
    // Once per page: one ask on each of the two pages, with an empty payload; nothing asked again before leaving.
    expect(asks(await hostReceived(page)).map((m) => [m.at, m.payload])).toEqual([['/m/', {}], ['/m/product/info', {}]])
    // The bridge check page loads the asking code with its island as well: still once.
    await page.goto('/m/dev/bridge')
    await page.locator('m-island[data-island="bridge-check"][data-hydrated]').waitFor({ state: 'attached' })
    await page.waitForLoadState('networkidle')
    expect(asks(await hostReceived(page)).filter((m) => m.at === '/m/dev/bridge')).toHaveLength(1)

    const known = await appContext(kind, true)
    const scripts = scriptsOf(known)
    const shop = await known.newPage()
    await shop.goto('/m/')
    await viewed(shop, '/m/')
    await Promise.all([shop.waitForURL((url) => url.pathname === '/m/product/info'), firstCard(shop).click()])
    await viewed(shop, '/m/product/info')
    await shop.waitForLoadState('networkidle')
    expect(asks(await hostReceived(shop))).toEqual([])
    expect(scripts.filter((path) => ASKING().includes(path))).toEqual([])
  })

  test("the page's out (link, form) and back (history back) reach athenaEvent when it is left, once each", async () => {
    const page = await (await appContext(kind, true)).newPage()
    const sent = async (type: string) => events(await hostReceived(page), type)
    await page.goto('/m/')
    const home = await viewed(page, '/m/')

    // Left by a link: a product card.
    await Promise.all([page.waitForURL((url) => url.pathname === '/m/product/info'), firstCard(page).click()])
    const product = await viewed(page, '/m/product/info')
    expect(await sent('out')).toEqual([
      { event_type: 'out', page: '/m/', url: '/m/', tid: home.tid, distinguish_id: home.distinguish_id, create_time: expect.any(Number) },
    ])

    // Left by history back: back, not out.
    await Promise.all([page.waitForURL((url) => url.pathname === '/m/'), page.goBack()])
    const again = await viewed(page, '/m/', 1)
    expect(await sent('back')).toEqual([
      { event_type: 'back', page: '/m/product/info', url: product.url, tid: product.tid, distinguish_id: home.distinguish_id, create_time: expect.any(Number) },
    ])
    expect(await sent('out')).toHaveLength(1)

    // Left by a form: the search (a page without islands, so nothing more is sent from it).
    await page.locator('form[role=search] input[name=q]').fill('tecno')
    await Promise.all([page.waitForURL((url) => url.pathname === '/m/search'), page.locator('form[role=search] button[type=submit]').click()])
    await page.waitForLoadState('networkidle')
    expect((await sent('out')).slice(1)).toEqual([
      { event_type: 'out', page: '/m/', url: '/m/', tid: again.tid, distinguish_id: home.distinguish_id, create_time: expect.any(Number) },
    ])
    expect(await sent('back')).toHaveLength(1)
  })
})

describe('in a plain browser', () => {
  test('no asking code, no bridge; the out of a page left by a link reaches the mall', async () => {
    const context = await openContext()
    await context.clearCookies()
    const scripts = scriptsOf(context)
    const page = await context.newPage()
    await page.goto('/m/')
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === '/m/client.js'))
    await Promise.all([page.waitForURL((url) => url.pathname === '/m/product/info'), firstCard(page).click()])
    await page.waitForLoadState('networkidle')
    const distinguishId = (await context.cookies()).find((cookie) => cookie.name === 'did')!.value
    await expect.poll(async () => (await storedFor(distinguishId)).filter((e) => e.event_type === 'out').map((e) => e.page), { timeout: 10_000 }).toEqual(['/m/'])
    expect(BRIDGE()).toHaveLength(2)
    expect(scripts.filter((path) => [...ASKING(), ...BRIDGE()].includes(path))).toEqual([])
  })
})

/** The events the mall stored for one browser, as the admin reads them. */
async function storedFor(distinguishId: string): Promise<{ event_type: string; page: string }[]> {
  const admin = await openContext()
  await logIn(admin, 'admin')
  const response = await admin.request.get(`/m/api/admin/analytics/events?distinguishId=${distinguishId}`)
  return ((await response.json()) as { data: { events: { event_type: string; page: string }[] } }).data.events
}
