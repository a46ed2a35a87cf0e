/**
 * `npm run weight`: starts the production server (fresh local state, on WEIGHT_PORT, default 8805) and weighs the
 * first view of every page of tests/e2e/first-view.ts in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium),
 * in English and Arabic, with data saver off and on: bytes over the network (headers and compressed bodies, until
 * the network is idle after load, at 360×740 without scrolling), requests, script bytes, image bytes, each beside its
 * budget. Prints a table, writes the figures to tests/bench/weight-last-run.json, stops the server. Lists the pages
 * over their budget and exits 1 when there is one, as tests/e2e/first-view-bytes.test.ts fails. The dist/ already built is served unless it is missing or WEIGHT_BUILD=1.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { ROOT, startProductionServer } from '../tests/e2e/server.ts'
import { CHROME_FLAGS } from '../tests/e2e/chrome-flags.ts'
import {
  ACCOUNTS, CART_PRODUCT, PAGES, PHONE, WEIGHING, budgetOf, postForm, profileCookies, signedInState, weighFirstView,
} from '../tests/e2e/first-view.ts'

const PORT = Number(process.env.WEIGHT_PORT || 8805)
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium'
const LANGUAGES = ['en-US', 'ar']

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

async function main() {
  const build = process.env.WEIGHT_BUILD === '1' || !existsSync(join(ROOT, 'dist', 'm_storefront', 'wrangler.json'))
  console.log(`Starting the production server on 127.0.0.1:${PORT} (${build ? 'building first' : 'serving the dist/ already built'})…`)
  const server = await startProductionServer({ port: PORT, build, label: 'weight' })
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS })
  const rows = []
  try {
    const { baseURL } = server
    const states = {
      guest: undefined,
      buyer: await signedInState(browser, baseURL, ACCOUNTS.buyer),
      retailer: await signedInState(browser, baseURL, ACCOUNTS.retailer),
    }
    const profile = async (shopper, language, dataSaver) => {
      const context = await browser.newContext({ baseURL, ...WEIGHING, storageState: states[shopper] })
      await context.addCookies(profileCookies(baseURL, language, dataSaver))
      return context
    }
    const filling = await profile('buyer', 'en-US', false)
    await postForm(filling, '/m/cart/product', { productId: String(CART_PRODUCT), quantity: '1', idem: crypto.randomUUID(), back: '/m/cart' })
    await filling.close()

    for (const page of PAGES) {
      for (const language of LANGUAGES) {
        const row = { page: page.name, path: page.path, shopper: page.shopper, language }
        for (const dataSaver of [false, true]) {
          const context = await profile(page.shopper, language, dataSaver)
          try {
            const view = await weighFirstView(context, page.path)
            if (view.status !== 200) throw new Error(`${page.path} (${language}) answered ${view.status}`)
            const { transfers, ...figures } = view
            row[dataSaver ? 'dataSaver' : 'full'] = { ...figures, budget: budgetOf(page, dataSaver, view), estimated: transfers.filter((t) => t.gzipEstimated).map((t) => t.url) }
          } finally {
            await context.close()
          }
        }
        rows.push(row)
        const { full, dataSaver } = row
        console.log(`  ${page.name} ${language}: ${kb(full.bytes)} / data saver ${kb(dataSaver.bytes)}`)
      }
    }
  } finally {
    await browser.close()
    await server.stop()
  }

  const over = rows.flatMap((row) => ['full', 'dataSaver'].filter((mode) => row[mode].bytes > row[mode].budget).map((mode) => `${row.page} ${row.language}${mode === 'dataSaver' ? ' with data saver' : ''}: ${kb(row[mode].bytes)} > ${kb(row[mode].budget)}`))
  console.log('\n| page | language | first view | requests | script | images | budget | data saver | requests | budget |')
  console.log('|---|---|---|---|---|---|---|---|---|---|')
  for (const { page, language, full, dataSaver } of rows) {
    console.log(`| ${page} | ${language === 'ar' ? 'Arabic' : 'English'} | ${kb(full.bytes)} | ${full.requests} | ${kb(full.scriptBytes)} | ${kb(full.imageBytes)} | ${kb(full.budget)} | ${kb(dataSaver.bytes)} | ${dataSaver.requests} | ${kb(dataSaver.budget)} |`)
  }
  const estimated = [...new Set(rows.flatMap((row) => [...row.full.estimated, ...row.dataSaver.estimated]))]
  if (estimated.length) console.log(`\nCame uncompressed, counted at their gzip size: ${estimated.join(', ')}`)
  mkdirSync(join(ROOT, 'tests', 'bench'), { recursive: true })
  const file = join(ROOT, 'tests', 'bench', 'weight-last-run.json')
  writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), viewport: PHONE, over, pages: rows }, null, 2)}\n`)
  console.log(`\nFigures written to ${file}`)
  if (over.length) {
    console.error(`\nOver budget:\n  ${over.join('\n  ')}`)
    process.exitCode = 1
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
