/**
 * `npm run lighthouse`: starts the production server (fresh local state, on LIGHTHOUSE_PORT, default 8811) and runs
 * Lighthouse (mobile form factor, default simulated throttling; performance, accessibility, best practices, SEO) in
 * Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) against the home page, a product page, a search, a
 * category, the flash sale, the lucky draw, a signed-in shopper's cart and one of their orders (each in English and
 * Arabic; Nigeria cookies), the login page, the user agreement, and a static HTML file served by the same worker for
 * comparison. The shopper (seeded buyer `amina`) logs in through the login form at startup, orders two products and
 * puts three more in the cart, all through the storefront on 127.0.0.1; Lighthouse sends the session as a cookie.
 * LIGHTHOUSE_PAGES (e.g. `home,homeAr`) measures only those pages; the static page is always measured.
 * LIGHTHOUSE_REPORTS=<folder> keeps each run's whole report there.
 * Each page is measured LIGHTHOUSE_RUNS times (default 3), the pages taking turns so that noise on this shared
 * machine falls on all of them alike; the medians are reported, with the LCP of each page beside the static page's,
 * and the pages over the budget (1.2× the static page) are named.
 * Then the sale page's accessibility is checked once in each brand's app (user agent), for colour contrast.
 * Prints a table, writes the figures to tests/bench/lighthouse-last-run.json, stops the server. Exits 1 when a page
 * does not load or scores under 100 in accessibility, best practices or SEO (performance is timed, so it is only
 * reported). The dist/ already built is served unless it is missing or LIGHTHOUSE_BUILD=1. Only ever loads 127.0.0.1.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { userAgents } from 'lighthouse/core/config/constants.js'
import { ROOT, startProductionServer } from '../tests/e2e/server.ts'
import { CHROME_FLAGS } from '../tests/e2e/chrome-flags.ts'

const PORT = Number(process.env.LIGHTHOUSE_PORT || 8811)
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS || 3))
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium'
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const NG_COOKIES = 'countryId=7; countryCode=NG'
const AR = `${NG_COOKIES}; jde-lang=ar`
/** Each page's LCP may take at most this many times the static page's. */
const LCP_BUDGET = 1.2
/** LIGHTHOUSE_REPORTS names a folder where each run's whole Lighthouse report is written (`<page>-<run>.json`). */
const REPORTS = process.env.LIGHTHOUSE_REPORTS
if (REPORTS) mkdirSync(REPORTS, { recursive: true })
/** The seeded buyer whose cart and order are measured (docs/accounts.md, Demo accounts). */
const SHOPPER = { username: 'amina', password: 'Mall@2026' }

/**
 * The pages measured; `static` is the yardstick the others are compared with. `shopper: true` pages are opened
 * signed in (the session cookie is added at startup); `{order}` becomes the id of the order placed then.
 */
const ALL_PAGES = {
  home: { path: '/m/' },
  homeAr: { path: '/m/', cookie: AR },
  product: { path: '/m/product/info?id=701', cookie: NG_COOKIES },
  productAr: { path: '/m/product/info?id=701', cookie: AR },
  search: { path: '/m/search?q=phone', cookie: NG_COOKIES },
  searchAr: { path: '/m/search?q=phone', cookie: AR },
  category: { path: '/m/category?id=1', cookie: NG_COOKIES },
  categoryAr: { path: '/m/category?id=1', cookie: AR },
  sale: { path: '/m/activity/sale', cookie: NG_COOKIES },
  saleAr: { path: '/m/activity/sale', cookie: AR },
  luckyDraw: { path: '/m/activity/luckyDraw', cookie: NG_COOKIES },
  luckyDrawAr: { path: '/m/activity/luckyDraw', cookie: AR },
  cart: { path: '/m/cart', cookie: NG_COOKIES, shopper: true },
  cartAr: { path: '/m/cart', cookie: AR, shopper: true },
  order: { path: '/m/order/details?id={order}', cookie: NG_COOKIES, shopper: true },
  orderAr: { path: '/m/order/details?id={order}', cookie: AR, shopper: true },
  login: { path: '/m/login/login' },
  document: { path: '/m/tmpl/document' },
  static: { path: '/m/static-check' },
}

function chosenPages(list) {
  if (!list) return ALL_PAGES
  const names = list.split(',').map((name) => name.trim()).filter(Boolean)
  const unknown = names.filter((name) => !(name in ALL_PAGES))
  if (unknown.length) throw new Error(`LIGHTHOUSE_PAGES: no page named ${unknown.join(', ')} (known: ${Object.keys(ALL_PAGES).join(', ')})`)
  return Object.fromEntries(Object.entries(ALL_PAGES).filter(([name]) => name === 'static' || names.includes(name)))
}
const PAGES = chosenPages(process.env.LIGHTHOUSE_PAGES)

/** The user agent of each app (worker/context/variant.ts): its brand colours are checked on the sale page. */
const BRANDS = {
  first: 'MallApp/1',
  second: 'MallApp/10000000',
  third: 'MallApp/20000000',
  sister: 'TomeApp/1.0',
}

const round = (n, digits = 0) => Math.round(n * 10 ** digits) / 10 ** digits
function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** The audits of the measured categories that did not pass, with what Lighthouse says about them. */
function failingAudits(lhr) {
  const failing = {}
  for (const id of Object.keys(lhr.categories)) {
    for (const ref of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[ref.id]
      if (!audit || audit.score === null || audit.score >= 1 || audit.scoreDisplayMode === 'informative') continue
      if (id === 'performance' && ref.weight === 0) continue
      const items = audit.details?.items ?? []
      failing[ref.id] = {
        category: id,
        title: audit.title,
        score: audit.score,
        displayValue: audit.displayValue ?? null,
        nodes: items.slice(0, 5).map((item) => item.node?.snippet ?? item.node?.selector ?? item.description ?? item.url ?? item.source ?? null).filter(Boolean),
      }
    }
  }
  return failing
}

/** The element Lighthouse took as the largest paint (a product image on the sale page shows the cookies arrived). */
function lcpElement(lhr) {
  const find = (value) => {
    if (!value || typeof value !== 'object') return null
    if (value.type === 'node' && value.snippet) return value.snippet
    for (const child of Object.values(value)) {
      const found = find(child)
      if (found) return found
    }
    return null
  }
  return find(lhr.audits['lcp-breakdown-insight']?.details)
}

async function audit(chrome, url, { cookie, userAgent, categories = CATEGORIES, reportName } = {}) {
  if (new URL(url).hostname !== '127.0.0.1') throw new Error(`refusing to load anything but 127.0.0.1: ${url}`)
  const flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    formFactor: 'mobile',
    ...(userAgent ? { emulatedUserAgent: `${userAgents.mobile} ${userAgent}` } : {}),
  }
  await useCookies(chrome.port, url, cookie)
  const result = await lighthouse(url, flags)
  const lhr = result?.lhr
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`)
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  if (REPORTS && reportName) writeFileSync(join(REPORTS, `${reportName}.json`), JSON.stringify(lhr))
  const landed = new URL(lhr.finalDisplayedUrl ?? lhr.finalUrl).pathname
  // A page measured is the page asked for: a signed-in page that sent Lighthouse to the login form measured the form.
  if (landed !== new URL(url).pathname) throw new Error(`${url} landed on ${landed}`)
  const metric = (id) => lhr.audits[id]?.numericValue ?? null
  return {
    scores: Object.fromEntries(categories.map((id) => [id, lhr.categories[id]?.score == null ? null : round(lhr.categories[id].score * 100)])),
    metrics: {
      lcpMs: metric('largest-contentful-paint'),
      fcpMs: metric('first-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      ttfbMs: metric('server-response-time'),
    },
    lcpElement: lcpElement(lhr),
    failing: failingAudits(lhr),
    warnings: lhr.runWarnings ?? [],
    finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl,
    chrome: lhr.environment?.hostUserAgent ?? null,
  }
}

/**
 * Empties the browser's cookie jar and puts the page's cookies in it, so the browser sends them itself (a Cookie
 * header given to Lighthouse loses to the jar once a page has set a cookie, such as the analytics id) and no page
 * carries cookies another page set.
 */
async function useCookies(port, url, cookie = '') {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()
  const socket = new WebSocket(webSocketDebuggerUrl)
  await new Promise((resolve, reject) => {
    socket.onopen = resolve
    socket.onerror = reject
  })
  let id = 0
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const mine = ++id
      socket.addEventListener('message', function answer(event) {
        const message = JSON.parse(event.data)
        if (message.id !== mine) return
        socket.removeEventListener('message', answer)
        if (message.error) reject(new Error(`${method}: ${message.error.message}`))
        else resolve(message.result)
      })
      socket.send(JSON.stringify({ id: mine, method, params }))
    })
  try {
    await send('Storage.clearCookies')
    const cookies = cookie.split(';').map((pair) => pair.trim()).filter(Boolean).map((pair) => {
      const at = pair.indexOf('=')
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: new URL(url).origin }
    })
    if (cookies.length) await send('Storage.setCookies', { cookies })
  } finally {
    socket.close()
  }
}

/** Lighthouse now and then loses a page on this busy machine (an interstitial, a lost connection): try it again. */
const ATTEMPTS = 3
const retries = []
async function auditWithRetry(chrome, url, options) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(chrome, url, options)
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error
      retries.push({ url, error: error.message })
      console.warn(`lighthouse: ${error.message}; trying again (${attempt + 1}/${ATTEMPTS})`)
    }
  }
}

function summarize(runs) {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((r) => r.scores[id]))]))
  const metrics = Object.fromEntries(Object.keys(runs[0].metrics).map((id) => [id, median(runs.map((r) => r.metrics[id]))]))
  const failing = Object.assign({}, ...runs.map((r) => r.failing))
  return { scores, metrics, lcpElement: runs[0].lcpElement, failing, runs: runs.map(({ scores, metrics }) => ({ scores, metrics })) }
}

/** Each page's path as measured (the order page with the placed order's id). */
const measuredPaths = {}

function table(results) {
  const header = ['page', 'path', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'FCP ms', 'TBT ms', 'CLS', 'TTFB ms']
  const lines = Object.entries(results).map(([name, r]) => [
    name, measuredPaths[name] ?? PAGES[name].path,
    ...CATEGORIES.map((id) => String(r.scores[id] ?? '–')),
    ...['lcpMs', 'fcpMs', 'tbtMs'].map((id) => (r.metrics[id] == null ? '–' : String(round(r.metrics[id])))),
    r.metrics.cls == null ? '–' : r.metrics.cls.toFixed(3),
    r.metrics.ttfbMs == null ? '–' : String(round(r.metrics.ttfbMs)),
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)))
  const format = (cells) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')
  return [format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join('\n')
}

/**
 * Signs the seeded buyer in with the login form, orders two products and leaves three more in the cart, through the
 * storefront's own form and API on 127.0.0.1. Returns the session cookie and the order's id.
 */
async function prepareShopper(baseURL) {
  if (new URL(baseURL).hostname !== '127.0.0.1') throw new Error(`refusing to sign in anywhere but 127.0.0.1: ${baseURL}`)
  const login = await fetch(`${baseURL}/m/login/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: baseURL, cookie: NG_COOKIES, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...SHOPPER, back: '/m/' }),
  })
  const key = login.headers.getSetCookie().map((line) => /^key=([^;]+)/.exec(line)?.[1]).find(Boolean)
  if (!key) throw new Error(`logging in as ${SHOPPER.username} answered ${login.status} without a session`)
  const session = `key=${key}`
  let calls = 0
  const api = async (path, body) => {
    const response = await fetch(`${baseURL}/m/api${path}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        origin: baseURL,
        cookie: `${NG_COOKIES}; ${session}`,
        ...(body ? { 'content-type': 'application/json', 'idempotency-key': `lighthouse-${Date.now()}-${++calls}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    })
    const envelope = await response.json()
    if (envelope.code !== 1) throw new Error(`${path}: ${envelope.msg}`)
    return envelope.data
  }
  const products = (await api('/catalog/products?sort=newest&limit=8')).items.filter((item) => item.inStock)
  if (products.length < 5) throw new Error('fewer than five products in stock to order and to put in the cart')
  const addAll = async (items) => {
    for (const item of items) await api('/cart/product', { productId: item.id, quantity: 1 })
  }
  await addAll(products.slice(0, 2))
  const cart = await api('/cart')
  const { addresses } = await api('/user/addresses')
  const address = addresses.find((a) => a.isDefault) ?? addresses[0]
  if (!address) throw new Error(`${SHOPPER.username} has no address to order to`)
  const placed = await api('/order/place', { addressId: address.id, payment: 'onDelivery', lineIds: cart.lines.filter((l) => l.selected).map((l) => l.id) })
  await addAll(products.slice(2, 5))
  return { cookie: session, orderId: placed.orderId }
}

/** The URL and cookie Lighthouse opens a page with, signed in where the page needs the shopper. */
function pageRequest(baseURL, page, shopper) {
  const path = page.path.replace('{order}', String(shopper?.orderId ?? ''))
  const cookie = page.shopper ? `${page.cookie}; ${shopper.cookie}` : page.cookie
  return { url: `${baseURL}${path}`, cookie }
}

const build = process.env.LIGHTHOUSE_BUILD === '1' || !existsSync(join(ROOT, 'dist', 'm_storefront', 'wrangler.json'))
console.log(`lighthouse: starting the production server on 127.0.0.1:${PORT}${build ? ' (building first)' : ' (dist/ as built)'}…`)
const server = await startProductionServer({ port: PORT, build, label: 'lighthouse' })
let chrome
let exitCode = 0
try {
  chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'error' })
  const shopper = Object.values(PAGES).some((page) => page.shopper) ? await prepareShopper(server.baseURL) : null
  if (shopper) console.log(`lighthouse: ${SHOPPER.username} signed in, order ${shopper.orderId} placed, three products in the cart`)
  const runs = Object.fromEntries(Object.keys(PAGES).map((name) => [name, []]))
  for (let round = 1; round <= RUNS; round++) {
    for (const [name, page] of Object.entries(PAGES)) {
      const { url, cookie } = pageRequest(server.baseURL, page, shopper)
      measuredPaths[name] = url.slice(server.baseURL.length)
      process.stdout.write(`lighthouse: run ${round}/${RUNS} ${name} (${url.slice(server.baseURL.length)})…\n`)
      runs[name].push(await auditWithRetry(chrome, url, { cookie, reportName: `${name}-${round}` }))
    }
  }
  const results = Object.fromEntries(Object.entries(runs).map(([name, list]) => [name, summarize(list)]))

  const brands = {}
  for (const [brand, agent] of PAGES.sale ? Object.entries(BRANDS) : []) {
    process.stdout.write(`lighthouse: sale page accessibility in the ${brand} brand (${agent})…\n`)
    const result = await auditWithRetry(chrome, `${server.baseURL}${PAGES.sale.path}`, { cookie: NG_COOKIES, userAgent: agent, categories: ['accessibility'] })
    brands[brand] = { userAgent: agent, accessibility: result.scores.accessibility, failing: result.failing }
  }

  const lcp = (name) => results[name].metrics.lcpMs
  const summary = {
    lcpVsStatic: Object.fromEntries(
      Object.keys(PAGES).filter((name) => name !== 'static').map((name) => [name, lcp(name) && lcp('static') ? round(lcp(name) / lcp('static'), 3) : null]),
    ),
  }

  console.log(`\nMedians of ${RUNS} run(s) per page (Lighthouse ${lighthouseVersion()}, mobile, simulated throttling)\n`)
  console.log(table(results))
  console.log(`\nLCP ÷ static page (budget ${LCP_BUDGET})`)
  for (const [name, ratio] of Object.entries(summary.lcpVsStatic)) {
    console.log(`   ${name.padEnd(12)} ${String(ratio ?? '–').padEnd(6)} ${ratio > LCP_BUDGET ? 'OVER' : ''}  ${String(results[name].lcpElement ?? '').slice(0, 90)}`)
  }
  const over = Object.entries(summary.lcpVsStatic).filter(([, ratio]) => ratio > LCP_BUDGET).map(([name]) => name)
  console.log(over.length ? `\nOver ${LCP_BUDGET}× the static page: ${over.join(', ')}` : `\nEvery page within ${LCP_BUDGET}× the static page`)
  console.log('\nSale page accessibility per brand')
  for (const [brand, r] of Object.entries(brands)) console.log(`   ${brand.padEnd(7)} ${r.userAgent.padEnd(17)} ${r.accessibility}`)

  const problems = []
  for (const [name, r] of Object.entries(results)) {
    for (const id of ['accessibility', 'best-practices', 'seo']) if (r.scores[id] !== 100) problems.push(`${name}: ${id} ${r.scores[id]}`)
  }
  for (const [brand, r] of Object.entries(brands)) if (r.accessibility !== 100) problems.push(`sale in the ${brand} brand: accessibility ${r.accessibility}`)
  const failing = [...Object.entries(results), ...Object.entries(brands).map(([b, r]) => [`sale/${b}`, r])].filter(([, r]) => Object.keys(r.failing).length)
  if (failing.length) {
    console.log('\nAudits that did not pass')
    for (const [name, r] of failing) {
      for (const [id, a] of Object.entries(r.failing)) {
        console.log(`   ${name}: ${id} (${a.category}, score ${a.score}${a.displayValue ? `, ${a.displayValue}` : ''}) ${a.title}`)
        for (const node of a.nodes) console.log(`      ${String(node).slice(0, 160)}`)
      }
    }
  }

  const report = {
    date: new Date().toISOString(),
    lighthouse: lighthouseVersion(),
    chrome: Object.values(runs)[0][0]?.chrome ?? null,
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? null,
    runsPerPage: RUNS,
    settings: { formFactor: 'mobile', throttlingMethod: 'simulate', categories: CATEGORIES },
    note: 'one run on a shared machine (Lighthouse, Chromium and workerd together); compare each page with the static page, not absolutes',
    pages: Object.fromEntries(Object.entries(results).map(([name, r]) => [name, { path: measuredPaths[name] ?? PAGES[name].path, ...r }])),
    summary: { ...summary, overBudget: over },
    brands,
    retries,
  }
  const out = join(ROOT, 'tests', 'bench', 'lighthouse-last-run.json')
  mkdirSync(join(ROOT, 'tests', 'bench'), { recursive: true })
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`)
  console.log(`\nlighthouse: figures written to ${out.slice(ROOT.length + 1)}`)
  if (problems.length) {
    console.error(`lighthouse: under 100: ${problems.join('; ')}`)
    exitCode = 1
  }
} catch (error) {
  console.error(`lighthouse: ${error.stack ?? error.message}`)
  exitCode = 1
} finally {
  await chrome?.kill()
  await server.stop()
}
process.exit(exitCode)

function lighthouseVersion() {
  return lighthouseVersion.cached ??= JSON.parse(readFileSync(join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version
}
