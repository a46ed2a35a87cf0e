/**
 * `npm run bench`: starts the production server (fresh local state, on BENCH_PORT, default 8797) and measures,
 * with a closed-loop load generator (BENCH_CONCURRENCY loops, default 16, each sending its next request when the
 * last answer is read; 1 s warm-up, then BENCH_SECONDS, default 8, per target, in BENCH_ROUNDS turns, default 8, the
 * targets of a group taking turns so that the load of this shared machine weighs on all alike):
 *   1. guest pages per second (home, search results, product, flash sale) vs static assets served by the same
 *      worker, each as a ratio from the same run: cold (every request a different copy, so each one is rendered and
 *      stored, as a guest who misses the edge cache is served) and warm (answered from the edge cache's copy). Two
 *      yardsticks: a 1 KB image, and the page's own bytes as a static file (written among the built assets at
 *      startup, removed at the end), which costs what moving that many bytes costs here and nothing else;
 *   2. the /m/api proxy vs the embedded mall answering /api directly (throughput, mean, p50, p99).
 * Prints a table, writes the figures to tests/bench/last-run.json, stops the server.
 * The dist/ already built is served unless it is missing or BENCH_BUILD=1. Only ever talks to 127.0.0.1.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { ROOT, startProductionServer } from '../tests/e2e/server.ts'

const PORT = Number(process.env.BENCH_PORT || 8797)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 16)
const SECONDS = Number(process.env.BENCH_SECONDS || 8)
const WARMUP_SECONDS = 1
/**
 * Each target's seconds are measured in this many slices, the targets taking turns slice by slice, so a change in
 * what else this shared machine runs weighs on every target alike instead of on whichever ran at that moment.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS || 8)
const REQUEST_TIMEOUT_MS = 10_000
/** A hard stop for each loop besides the clock, so no loop can run away. */
const MAX_REQUESTS_PER_LOOP = 1_000_000
const NG = { cookie: 'countryId=7; countryCode=NG', COUNTRY_ID: '7' }
/** The mall answers only the storefront (or a shopper's session): its credential from .dev.vars, as `npm start` uses. */
const STOREFRONT_AUTH = `Basic ${Buffer.from(/^UPSTREAM_BASIC_AUTH=(.*)$/m.exec(existsSync('.dev.vars') ? readFileSync('.dev.vars', 'utf8') : '')?.[1] ?? 'storefront:local-demo').toString('base64')}`

const PAGES = {
  home: { path: '/m/', check: (body) => body.includes('<li class="pc"') && body.includes('data-island="load-more"') },
  search: { path: '/m/search?q=phone', check: (body) => (body.match(/<li class="pc"/g) ?? []).length >= 8 },
  product: { path: '/m/product/info?id=707', check: (body) => body.includes('action="/m/cart/product"') },
  sale: { path: '/m/activity/sale', check: (body) => body.includes('<article class="card item"') },
}
let unique = 0
/**
 * A cold request: `backType` (the app's back target, a parameter every page reads) differs on every request, so each
 * one asks for a copy nobody made yet: the page is rendered, answered and stored, as for a guest who misses.
 */
const cold = (path) => () => `${path}${path.includes('?') ? '&' : '?'}backType=${encodeURIComponent(`/m/search?q=b${++unique}`)}`
const guestPages = Object.fromEntries(
  Object.entries(PAGES).flatMap(([name, { path, check }]) => [
    [`${name}Cold`, { path: cold(path), headers: NG, check, served: 'miss' }],
    [`${name}Warm`, { path, headers: NG, check, served: 'hit' }],
  ]),
)

/** The static copies of the pages, among the built assets the worker serves (`/m/bench-static/<page>`). */
const STATIC_COPIES = join(ROOT, 'dist', 'client', 'm', 'bench-static')
const staticCopies = Object.fromEntries(
  Object.entries(PAGES).map(([name, { check }]) => [`${name}Static`, { path: `/m/bench-static/${name}`, headers: {}, check, served: undefined }]),
)

const TARGETS = {
  ...guestPages,
  ...staticCopies,
  staticAsset: { path: '/m/img/products/phone.svg', headers: {}, check: (body) => body.includes('<svg') },
  viaProxy: { path: '/m/api/activity/flashSale/sessions', headers: NG, check: sessionsListed },
  mallDirect: { path: '/api/activity/flashSale/sessions', headers: { ...NG, authorization: STOREFRONT_AUTH }, check: sessionsListed },
}

/** `homeWarm` → `home`. */
const pageOf = (name) => name.replace(/(Cold|Warm)$/, '')

/**
 * Each page as a guest of the market sees it, written as a static file. The server is started again afterwards:
 * `wrangler dev` reloads when its assets change, and a reload in the middle of a measurement drops requests.
 */
async function writeStaticCopies(baseURL) {
  rmSync(STATIC_COPIES, { recursive: true, force: true })
  mkdirSync(STATIC_COPIES, { recursive: true })
  for (const [name, { path, check }] of Object.entries(PAGES)) {
    const response = await fetch(`${baseURL}${path}`, { headers: NG })
    const body = await response.text()
    if (response.status !== 200 || !check(body)) throw new Error(`${path} answered ${response.status}; no static copy made`)
    writeFileSync(join(STATIC_COPIES, `${name}.html`), body)
  }
}

function sessionsListed(body) {
  try {
    const envelope = JSON.parse(body)
    return envelope.code === 1 && Array.isArray(envelope.data?.sessions) && envelope.data.sessions.length > 0
  } catch {
    return false
  }
}

/** One closed loop: request, read the whole answer, repeat until `until` (performance.now() ms). */
async function loop(url, headers, until, latencies, counts) {
  for (let i = 0; i < MAX_REQUESTS_PER_LOOP && performance.now() < until; i++) {
    const started = performance.now()
    try {
      const response = await fetch(url(), { headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
      await response.arrayBuffer()
      if (response.status === 200) {
        latencies.push(performance.now() - started)
        counts.ok++
        const how = response.headers.get('x-cache')
        if (how) counts.served[how] = (counts.served[how] ?? 0) + 1
      } else counts.failed++
    } catch {
      counts.failed++
    }
  }
}

async function load(url, headers, seconds) {
  const latencies = []
  const counts = { ok: 0, failed: 0, served: {} }
  const started = performance.now()
  const until = started + seconds * 1000
  await Promise.all(Array.from({ length: CONCURRENCY }, () => loop(url, headers, until, latencies, counts)))
  const elapsed = (performance.now() - started) / 1000
  return { latencies, counts, elapsed }
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN)
const round = (n, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits

function prepare(baseURL, name) {
  const { path, headers, check, served } = TARGETS[name]
  const pathOf = typeof path === 'function' ? path : () => path
  const url = () => `${baseURL}${pathOf()}`
  if (new URL(url()).hostname !== '127.0.0.1') throw new Error(`refusing to load anything but 127.0.0.1: ${url()}`)
  return { name, path, pathOf, url, headers, check, served, latencies: [], counts: { ok: 0, failed: 0, served: {} }, elapsed: 0 }
}

async function probe(target) {
  const response = await fetch(target.url(), { headers: target.headers })
  const body = await response.text()
  if (response.status !== 200 || !target.check(body)) throw new Error(`${target.pathOf()} answered ${response.status} with an unexpected body: ${body.slice(0, 200)}`)
  target.bodyBytes = Buffer.byteLength(body)
  await load(target.url, target.headers, WARMUP_SECONDS)
}

async function slice(target, seconds) {
  const { latencies, counts, elapsed } = await load(target.url, target.headers, seconds)
  target.latencies.push(...latencies)
  target.counts.ok += counts.ok
  target.counts.failed += counts.failed
  for (const [how, n] of Object.entries(counts.served)) target.counts.served[how] = (target.counts.served[how] ?? 0) + n
  target.elapsed += elapsed
}

function summarize({ name, path, pathOf, latencies, counts, elapsed, served, bodyBytes }) {
  const sorted = latencies.sort((a, b) => a - b)
  const mean = sorted.reduce((sum, ms) => sum + ms, 0) / (sorted.length || 1)
  if (served && !counts.served[served]) throw new Error(`${name}: no answer was served as ${served} (${JSON.stringify(counts.served)})`)
  return {
    path: typeof path === 'function' ? `${pathOf().replace(/b\d+$/, 'b…')}` : path,
    servedAs: counts.served,
    requests: counts.ok,
    failed: counts.failed,
    seconds: round(elapsed, 3),
    reqPerSec: round(counts.ok / elapsed, 1),
    meanMs: round(mean),
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1) ?? NaN),
    bodyBytes,
  }
}

/** Measures `names` together: probe and warm each, then ROUNDS turns of SECONDS / ROUNDS each. */
async function measureTogether(baseURL, names) {
  const targets = names.map((name) => prepare(baseURL, name))
  for (const target of targets) {
    process.stdout.write(`bench: ${target.name} (${WARMUP_SECONDS} s warm-up)…\n`)
    await probe(target)
  }
  process.stdout.write(`bench: ${names.join(', ')}: ${ROUNDS} turns of ${round(SECONDS / ROUNDS, 2)} s each, ${CONCURRENCY} loops…\n`)
  for (let round = 0; round < ROUNDS; round++) for (const target of targets) await slice(target, SECONDS / ROUNDS)
  return Object.fromEntries(targets.map((target) => [target.name, summarize(target)]))
}

function table(rows) {
  const header = ['target', 'path', 'req/s', 'mean ms', 'p50 ms', 'p99 ms', 'failed']
  const lines = rows.map(([name, r]) => [name, r.path, r.reqPerSec.toFixed(1), r.meanMs.toFixed(2), r.p50Ms.toFixed(2), r.p99Ms.toFixed(2), String(r.failed)])
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)))
  const format = (cells) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')
  return [format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join('\n')
}

const build = process.env.BENCH_BUILD === '1' || !existsSync(join(ROOT, 'dist', 'm_storefront', 'wrangler.json'))
console.log(`bench: starting the production server on 127.0.0.1:${PORT}${build ? ' (building first)' : ' (dist/ as built)'}…`)
const copying = await startProductionServer({ port: PORT, build, label: 'bench' })
try {
  await writeStaticCopies(copying.baseURL)
} catch (error) {
  rmSync(STATIC_COPIES, { recursive: true, force: true })
  throw error
} finally {
  await copying.stop()
}
console.log('bench: pages copied as static files; starting the server again…')
const server = await startProductionServer({ port: PORT, build: false, label: 'bench' })
let exitCode = 0
try {
  const results = {
    ...(await measureTogether(server.baseURL, [...Object.keys(guestPages), 'staticAsset', ...Object.keys(staticCopies)])),
    ...(await measureTogether(server.baseURL, ['viaProxy', 'mallDirect'])),
  }
  const { staticAsset, viaProxy, mallDirect } = results
  const pageRows = Object.keys(guestPages)
  const summary = {
    ...Object.fromEntries(pageRows.map((name) => [`${name}VsStatic`, round(results[name].reqPerSec / staticAsset.reqPerSec, 3)])),
    ...Object.fromEntries(pageRows.map((name) => [`${name}VsOwnBytes`, round(results[name].reqPerSec / results[`${pageOf(name)}Static`].reqPerSec, 3)])),
    proxyVsDirectThroughput: round(viaProxy.reqPerSec / mallDirect.reqPerSec, 3),
    proxyAddedMeanMs: round(viaProxy.meanMs - mallDirect.meanMs),
    proxyAddedP50Ms: round(viaProxy.p50Ms - mallDirect.p50Ms),
    proxyAddedP99Ms: round(viaProxy.p99Ms - mallDirect.p99Ms),
  }
  const failed = Object.values(results).reduce((sum, r) => sum + r.failed, 0)

  console.log('\n1. Guest pages, edge cache cold and warm, vs a static asset (same worker)\n')
  console.log(table([...pageRows.map((name) => [name, results[name]]), ['staticAsset', staticAsset], ...Object.keys(staticCopies).map((name) => [name, results[name]])]))
  console.log('\n   page ÷ static throughput: vs the 1 KB image, vs the page’s own bytes as a static file (served as):')
  for (const name of pageRows) {
    console.log(`     ${name.padEnd(12)} ${String(summary[`${name}VsStatic`]).padEnd(6)} ${String(summary[`${name}VsOwnBytes`]).padEnd(6)} ${JSON.stringify(results[name].servedAs)}`)
  }
  console.log('\n2. Worker proxy (/m/api) vs the embedded mall directly (/api)\n')
  console.log(table([['viaProxy', viaProxy], ['mallDirect', mallDirect]]))
  console.log(`\n   proxy ÷ direct throughput: ${summary.proxyVsDirectThroughput}`)
  console.log(`   proxy adds: mean ${summary.proxyAddedMeanMs} ms, p50 ${summary.proxyAddedP50Ms} ms, p99 ${summary.proxyAddedP99Ms} ms`)

  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? null,
    concurrency: CONCURRENCY,
    warmupSeconds: WARMUP_SECONDS,
    secondsPerTarget: SECONDS,
    turns: ROUNDS,
    note: 'load generator and workerd (wrangler dev, production build) share this machine; compare ratios, not absolutes',
    results,
    summary,
  }
  const out = join(ROOT, 'tests', 'bench', 'last-run.json')
  mkdirSync(join(ROOT, 'tests', 'bench'), { recursive: true })
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`)
  console.log(`\nbench: figures written to ${out.slice(ROOT.length + 1)}`)
  if (failed > 0) {
    console.error(`bench: ${failed} request(s) failed (non-200 or error)`)
    exitCode = 1
  }
} catch (error) {
  console.error(`bench: ${error.message}`)
  exitCode = 1
} finally {
  rmSync(STATIC_COPIES, { recursive: true, force: true })
  await server.stop()
}
process.exit(exitCode)
