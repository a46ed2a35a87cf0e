/**
 * `npm run bench:rush`: a flash-sale rush against the production build on fresh local state (like `npm run bench`).
 *
 * RUSH_BUYERS buyers (default 10,000), each with their own account, session and client address, add one unit of a
 * flash item of RUSH_UNITS units (default 1,000, one per buyer) through `/m/api/cart/add`, the island's path, under
 * their own Idempotency-Key; RUSH_RETRIES of them (default 2,000) send the same request again with the same key,
 * mixed into the queue (some while the first is still in flight). RUSH_IN_FLIGHT requests (default 100) are in
 * flight at any time. The race is checked: exactly RUSH_UNITS granted, the item's stock object and D1 agree (sold,
 * cart lines, one line and one unit per buyer at most), every retry got its first answer (or, while the first was in
 * flight, 'repeatedRequest'), and no 5xx. It prints requests/s, p50/p95/p99 and the CPU time per write.
 *
 * CPU: workerd's per-request CPU time is not exposed locally, and a worker's clock only moves on I/O, so the figures
 * are the operating system's: user+system time of every process of the server (from /proc/<pid>/stat) before and
 * after each phase, divided by its requests. The split comes from extra phases on the same server:
 *   - mall door: the same race in miniature (RUSH_SPLIT_SHARE of the sizes, default 0.2; buyers of its own, as fresh
 *     as the race's) sent to the mall's own door `/api/cart/add` with the session as a Bearer token: the door's write
 *     guard + the mall;
 *   - write guard: anonymous writes to `/api/cart/add` (the guard runs, the mall answers 401 without touching D1)
 *     minus anonymous reads of `/api/cart/count` (no guard, the same 401);
 *   - storefront = via /m/api − mall door; mall = mall door − write guard.
 * Buyers are made by a seed step in SQL on the fresh local database before the server starts (accounts, sessions,
 * the sale): nothing in the worker exists for the bench. Only ever talks to 127.0.0.1.
 * Writes tests/bench/rush-last-run.json. RUSH_PORT (or BENCH_PORT; default 8798). dist/ is rebuilt when missing or
 * BENCH_BUILD=1.
 */
import { execFileSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { ROOT, startProductionServer } from '../tests/e2e/server.ts'

const number = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`)
  return value
}
const PORT = number('RUSH_PORT', process.env.BENCH_PORT ?? 8798)
const BUYERS = number('RUSH_BUYERS', 10_000)
const RETRIES = Math.min(number('RUSH_RETRIES', 2_000), BUYERS)
const UNITS = number('RUSH_UNITS', 1_000)
const IN_FLIGHT = Math.max(1, number('RUSH_IN_FLIGHT', 100))
const SPLIT_SHARE = Number(process.env.RUSH_SPLIT_SHARE ?? 0.2)
const REQUEST_TIMEOUT_MS = 120_000
const CLOCK_TICKS = 100

const FIRST_BUYER_ID = 500_000
const ADMIN_ID = 9
const SESSION_ID = 990_001
const RACE_ITEM = 990_011
const DOOR_ITEM = 990_012
const PRODUCT = 701
const NG = 7

const sha256 = (text) => createHash('sha256').update(text).digest('hex')
const token = () => randomBytes(32).toString('hex')

/** Buyer i: an account, a live session token, an address of its own, a key for its one add. */
const DOOR_BUYERS = Math.max(1, Math.round(BUYERS * SPLIT_SHARE))
const everyone = Array.from({ length: BUYERS + DOOR_BUYERS }, (_, i) => ({
  id: FIRST_BUYER_ID + i,
  token: token(),
  address: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
  key: `rush-${i}-${randomBytes(6).toString('hex')}`,
}))
/** The race's buyers, and as many fresh ones again (a share) for the same race at the mall's door. */
const buyers = everyone.slice(0, BUYERS)
const doorBuyers = everyone.slice(BUYERS)
const adminToken = token()

function seedSql(now) {
  const lines = [`-- bench:rush seed`]
  const hash = 'pbkdf2$100000$RDI6BUv6ps2xkWXCVMWAhQ==$O5dQ6jzvQ1UIc2WLIWKfnUEC9QZsBFhpkwkWLuxCqbo='
  for (let start = 0; start < everyone.length; start += 500) {
    const chunk = everyone.slice(start, start + 500)
    lines.push(`INSERT INTO users (id, username, password_hash, nickname, role, country_id) VALUES\n${chunk.map((b) => `(${b.id}, 'rush${b.id}', '${hash}', 'Rush ${b.id}', 'buyer', ${NG})`).join(',\n')};`)
    lines.push(`INSERT INTO auth_sessions (token_hash, user_id, created_at, expires_at) VALUES\n${chunk.map((b) => `('${sha256(b.token)}', ${b.id}, ${now}, ${now + 86_400_000})`).join(',\n')};`)
  }
  lines.push(`INSERT INTO auth_sessions (token_hash, user_id, created_at, expires_at) VALUES ('${sha256(adminToken)}', ${ADMIN_ID}, ${now}, ${now + 86_400_000});`)
  lines.push(`INSERT INTO flash_sessions (id, country_id, start_at, end_at) VALUES (${SESSION_ID}, ${NG}, ${now - 60_000}, ${now + 7_200_000});`)
  const doorUnits = Math.max(1, Math.round(UNITS * SPLIT_SHARE))
  lines.push(
    `INSERT INTO flash_items (id, session_id, product_id, price_minor, original_price_minor, total, sold, limit_per_buyer) VALUES
     (${RACE_ITEM}, ${SESSION_ID}, ${PRODUCT}, 9999900, 18999900, ${UNITS}, 0, 1),
     (${DOOR_ITEM}, ${SESSION_ID}, ${PRODUCT}, 9999900, 18999900, ${doorUnits}, 0, 1);`,
  )
  return lines.join('\n')
}

const wrangler = (state, args) =>
  execFileSync(join(ROOT, 'node_modules', '.bin', 'wrangler'), ['d1', ...args, 'DB', '-c', 'mall/wrangler.toml', '--local', '--persist-to', state], {
    cwd: ROOT,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', PERSIST_TO: state },
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  }).toString()

function prepareState(state) {
  wrangler(state, ['migrations', 'apply'])
  const seed = readdirSync(join(ROOT, 'mall', 'seed')).filter((name) => name.endsWith('.sql')).sort()
  const dir = mkdtempSync(join(tmpdir(), 'rush-seed-'))
  try {
    writeFileSync(join(dir, 'seed.sql'), seed.map((name) => readFileSync(join(ROOT, 'mall', 'seed', name), 'utf8')).join('\n'))
    wrangler(state, ['execute', '--file', join(dir, 'seed.sql'), '--yes'])
    writeFileSync(join(dir, 'rush.sql'), seedSql(Date.now()))
    wrangler(state, ['execute', '--file', join(dir, 'rush.sql'), '--yes'])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const query = (state, sql) => JSON.parse(wrangler(state, ['execute', '--command', sql, '--json']))[0].results

/** The processes of the server (they carry its state folder in their environment), with their CPU time. */
function serverProcesses(state) {
  const marker = `PERSIST_TO=${state}`
  const found = []
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (!readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0').includes(marker)) continue
      const stat = readFileSync(`/proc/${pid}/stat`, 'latin1')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      found.push({ pid: Number(pid), comm, cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS })
    } catch {
      // gone, or not ours
    }
  }
  return found
}

function cpuNow(state) {
  const byKind = { workerd: 0, other: 0 }
  for (const p of serverProcesses(state)) byKind[p.comm === 'workerd' ? 'workerd' : 'other'] += p.cpuMs
  return byKind
}
const cpuSince = (state, before) => {
  const now = cpuNow(state)
  return { workerd: now.workerd - before.workerd, other: now.other - before.other }
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN)
const round = (n, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits

async function timed(url, init) {
  const started = performance.now()
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
    const text = await response.text()
    let body = null
    try {
      body = JSON.parse(text)
    } catch {
      body = { unparsed: text.slice(0, 200) }
    }
    return { status: response.status, body, ms: performance.now() - started }
  } catch (error) {
    return { status: 0, body: { error: String(error) }, ms: performance.now() - started }
  }
}

/** Runs `tasks` (functions returning a promise) with `width` in flight; returns the answers in task order. */
async function pool(tasks, width) {
  const answers = new Array(tasks.length)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(width, tasks.length) }, async () => {
      while (next < tasks.length) {
        const i = next++
        answers[i] = await tasks[i]()
      }
    }),
  )
  return answers
}

/** First adds, with each retry placed a little after its buyer's first add (0–3 × in flight later: some overlap). */
function raceQueue(group, retries, seed = 42) {
  let state = seed
  const random = () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31)
  const order = group.map((buyer) => ({ buyer, retry: false }))
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[order[i], order[j]] = [order[j], order[i]]
  }
  const retried = order.slice(0, retries).map((task) => task.buyer)
  const queue = [...order]
  for (const buyer of retried) {
    const first = queue.findIndex((task) => task.buyer === buyer && !task.retry)
    queue.splice(Math.min(queue.length, first + 1 + Math.floor(random() * 3 * IN_FLIGHT)), 0, { buyer, retry: true })
  }
  return queue
}

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b)

/** One race: every task one add; checks the answers; returns the figures. */
async function race(baseURL, state, { group, retries, item, door, label }) {
  const queue = raceQueue(group, retries)
  const send = (buyer) => {
    const headers = {
      'content-type': 'application/json',
      accept: 'application/json',
      'idempotency-key': `${buyer.key}-${item}`,
      'cf-connecting-ip': buyer.address,
      cookie: 'countryId=7; countryCode=NG',
    }
    if (door) headers.authorization = `Bearer ${buyer.token}`
    else Object.assign(headers, { cookie: `key=${buyer.token}; countryId=7; countryCode=NG`, origin: baseURL })
    return timed(`${baseURL}${door ? '/api' : '/m/api'}/cart/add`, { method: 'POST', headers, body: JSON.stringify({ flashItemId: item, quantity: 1 }) })
  }
  process.stdout.write(`bench:rush: ${label}: ${queue.length} adds (${group.length} buyers + ${retries} same-key retries), ${IN_FLIGHT} in flight…\n`)
  const cpuBefore = cpuNow(state)
  const started = performance.now()
  const answers = await pool(queue.map(({ buyer }) => () => send(buyer)), IN_FLIGHT)
  const seconds = (performance.now() - started) / 1000
  const cpu = cpuSince(state, cpuBefore)

  const problems = []
  const firsts = new Map()
  const retriedAnswers = new Map()
  queue.forEach((task, i) => (task.retry ? retriedAnswers : firsts).set(task.buyer, answers[i]))
  const statuses = {}
  for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1
  const serverErrors = answers.filter((a) => a.status >= 500 || a.status === 0).length
  if (serverErrors > 0) problems.push(`${serverErrors} answers were 5xx or failed: ${JSON.stringify(answers.find((a) => a.status >= 500 || a.status === 0))}`)
  const repeated = (a) => a.status === 429 && a.body?.key === 'repeatedRequest'
  // A buyer's answer: their first add's, or (when the first met its own retry in flight) the retry's.
  let granted = 0
  let soldOut = 0
  let repeatedInFlight = 0
  const finalOf = new Map()
  for (const buyer of group) {
    const first = firsts.get(buyer)
    const retry = retriedAnswers.get(buyer)
    const decided = [first, retry].filter((a) => a && !repeated(a))
    repeatedInFlight += [first, retry].filter((a) => a && repeated(a)).length
    if (decided.length === 2 && !same(decided[0].body, decided[1].body)) problems.push(`buyer ${buyer.id}: the retry answered ${JSON.stringify(decided[1].body)}, the first ${JSON.stringify(decided[0].body)}`)
    if (decided.length === 0) problems.push(`buyer ${buyer.id}: no answer but repeatedRequest`)
    finalOf.set(buyer, decided[0])
  }
  // Retries that met their first in flight: once more now, it must be the first answer.
  const confirm = group.filter((buyer) => retriedAnswers.has(buyer) && [firsts.get(buyer), retriedAnswers.get(buyer)].some(repeated))
  const confirmed = await pool(confirm.map((buyer) => () => send(buyer)), IN_FLIGHT)
  confirm.forEach((buyer, i) => {
    if (!same(confirmed[i].body, finalOf.get(buyer)?.body)) problems.push(`buyer ${buyer.id}: a later retry answered ${JSON.stringify(confirmed[i].body)}, not ${JSON.stringify(finalOf.get(buyer)?.body)}`)
  })
  for (const answer of finalOf.values()) {
    if (answer?.status === 200 && answer.body?.code === 1) granted++
    else if (answer?.body?.key === 'soldOut') soldOut++
    else if (answer) problems.push(`unexpected answer ${answer.status} ${JSON.stringify(answer.body)}`)
  }
  const expected = Math.min(group.length, Number(queryItemTotal(item)))
  if (granted !== expected) problems.push(`${granted} units granted, not ${expected}`)

  const latencies = answers.map((a) => a.ms).sort((a, b) => a - b)
  return {
    label,
    path: door ? '/api/cart/add' : '/m/api/cart/add',
    item,
    requests: answers.length,
    buyers: group.length,
    retries,
    granted,
    soldOut,
    repeatedInFlight,
    confirmedAfter: confirm.length,
    statuses,
    seconds: round(seconds, 1),
    requestsPerSecond: round(answers.length / seconds, 1),
    p50Ms: round(percentile(latencies, 50), 0),
    p95Ms: round(percentile(latencies, 95), 0),
    p99Ms: round(percentile(latencies, 99), 0),
    maxMs: round(latencies.at(-1) ?? NaN, 0),
    cpuMsPerWrite: round((cpu.workerd + cpu.other) / answers.length, 2),
    workerdCpuMsPerWrite: round(cpu.workerd / answers.length, 2),
    otherServerCpuMsPerWrite: round(cpu.other / answers.length, 2),
    problems,
  }
}

let itemTotals = {}
const queryItemTotal = (item) => itemTotals[item]

/** N requests from N addresses, anonymous: `method` `path`; every answer must be 401. CPU ms per request. */
async function anonymous(baseURL, state, method, path, count, base) {
  const cpuBefore = cpuNow(state)
  const answers = await pool(
    Array.from({ length: count }, (_, i) => () =>
      timed(`${baseURL}${path}`, {
        method,
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': `172.${base}.${(i >> 8) & 255}.${i & 255}` },
        body: method === 'POST' ? JSON.stringify({ flashItemId: RACE_ITEM, quantity: 1 }) : undefined,
      }),
    ),
    IN_FLIGHT,
  )
  const cpu = cpuSince(state, cpuBefore)
  const wrong = answers.filter((a) => a.status !== 401)
  return { cpuMs: (cpu.workerd + cpu.other) / count, wrong: wrong.length, sample: wrong[0] ?? null }
}

const build = process.env.BENCH_BUILD === '1' || !existsSync(join(ROOT, 'dist', 'm_storefront', 'wrangler.json'))
const state = mkdtempSync(join(tmpdir(), 'm-storefront-rush-state-'))
let exitCode = 0
let server
try {
  console.log(`bench:rush: seeding ${BUYERS} buyers, their sessions and a flash item of ${UNITS} units on fresh local state…`)
  prepareState(state)
  itemTotals = { [RACE_ITEM]: UNITS, [DOOR_ITEM]: Math.max(1, Math.round(UNITS * SPLIT_SHARE)) }
  console.log(`bench:rush: starting the production server on 127.0.0.1:${PORT}${build ? ' (building first)' : ' (dist/ as built)'}…`)
  server = await startProductionServer({ port: PORT, build, label: 'rush', settings: { PERSIST_TO: state } })
  if (new URL(server.baseURL).hostname !== '127.0.0.1') throw new Error('refusing to load anything but 127.0.0.1')
  const loadBefore = loadavg()

  const main = await race(server.baseURL, state, { group: buyers, retries: RETRIES, item: RACE_ITEM, door: false, label: 'rush via /m/api' })
  const stock = await timed(`${server.baseURL}/api/admin/flashSale/stock?flashItemId=${RACE_ITEM}`, { headers: { authorization: `Bearer ${adminToken}` } })
  const objectSold = stock.body?.data?.sold

  const door = await race(server.baseURL, state, {
    group: doorBuyers, retries: Math.round(RETRIES * SPLIT_SHARE), item: DOOR_ITEM, door: true, label: 'split: the same race at the mall door /api',
  })
  const guardCount = Math.max(200, Math.round(BUYERS * SPLIT_SHARE))
  process.stdout.write(`bench:rush: split: ${guardCount} anonymous writes and ${guardCount} anonymous reads at /api…\n`)
  const guarded = await anonymous(server.baseURL, state, 'POST', '/api/cart/add', guardCount, 31)
  const unguarded = await anonymous(server.baseURL, state, 'GET', '/api/cart/count', guardCount, 32)
  const loadAfter = loadavg()
  await server.stop()
  server = undefined

  const [d1] = query(state, `SELECT (SELECT sold FROM flash_items WHERE id = ${RACE_ITEM}) AS sold,
      (SELECT COUNT(*) FROM cart_items WHERE flash_item_id = ${RACE_ITEM}) AS lines,
      (SELECT COALESCE(SUM(quantity), 0) FROM cart_items WHERE flash_item_id = ${RACE_ITEM}) AS units,
      (SELECT COUNT(*) FROM cart_items WHERE flash_item_id = ${RACE_ITEM} AND quantity <> 1) AS doubled,
      (SELECT COUNT(*) FROM cart_items WHERE flash_item_id = ${RACE_ITEM} AND user_id < ${FIRST_BUYER_ID}) AS strangers`)
  if (objectSold !== UNITS) main.problems.push(`the item's stock object says ${objectSold} sold (${stock.status}), not ${UNITS}`)
  for (const [name, value] of Object.entries({ sold: d1.sold, lines: d1.lines, units: d1.units })) {
    if (value !== main.granted) main.problems.push(`D1 ${name} = ${value}, not the ${main.granted} granted`)
  }
  if (d1.doubled !== 0 || d1.strangers !== 0) main.problems.push(`D1 has ${d1.doubled} lines of more than one unit, ${d1.strangers} of other users`)
  for (const [name, probe] of Object.entries({ guarded, unguarded })) if (probe.wrong > 0) main.problems.push(`${name}: ${probe.wrong} answers not 401: ${JSON.stringify(probe.sample)}`)

  const guardMs = guarded.cpuMs - unguarded.cpuMs
  const split = {
    storefrontMs: round(main.cpuMsPerWrite - door.cpuMsPerWrite),
    mallMs: round(door.cpuMsPerWrite - guardMs),
    writeGuardMs: round(guardMs),
    note: 'storefront = via /m/api − via the mall door; write guard = anonymous write − anonymous read at the door; mall = mall door − write guard. The guard runs at both doors; in the storefront figure it is inside the mall-door share, so the guard is listed on its own.',
  }

  console.log(`
bench:rush: ${main.buyers} buyers + ${main.retries} same-key retries on ${UNITS} units, ${IN_FLIGHT} in flight (${cpus().length} cores, load ${loadBefore.map((n) => n.toFixed(2)).join(' ')})

  total           ${main.seconds} s   ${main.requestsPerSecond} requests/s
  latency         p50 ${main.p50Ms} ms   p95 ${main.p95Ms} ms   p99 ${main.p99Ms} ms   max ${main.maxMs} ms
  answers         ${JSON.stringify(main.statuses)}; granted ${main.granted}, sold out ${main.soldOut}, repeatedRequest in flight ${main.repeatedInFlight}
  stock           object ${objectSold} sold; D1 listing ${d1.sold} sold, ${d1.lines} cart lines, ${d1.units} units
  CPU per write   ${main.cpuMsPerWrite} ms (workerd ${main.workerdCpuMsPerWrite} ms, wrangler/other ${main.otherServerCpuMsPerWrite} ms)
    storefront    ${split.storefrontMs} ms
    write guard   ${split.writeGuardMs} ms
    mall          ${split.mallMs} ms   (mall door race: ${door.cpuMsPerWrite} ms/write, ${door.requestsPerSecond} requests/s, ${door.seconds} s)
`)
  const problems = [...main.problems, ...door.problems.map((p) => `mall door race: ${p}`)]
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? null,
    loadAverageBefore: loadBefore,
    loadAverageAfter: loadAfter,
    sizes: { buyers: BUYERS, retries: RETRIES, units: UNITS, inFlight: IN_FLIGHT, splitShare: SPLIT_SHARE },
    note: 'load generator and the server (wrangler dev, production build, one workerd) share this machine; CPU from /proc/<pid>/stat of the server processes',
    race: main,
    stock: { object: objectSold, d1 },
    mallDoorRace: door,
    guardProbe: { anonymousWriteCpuMs: round(guarded.cpuMs), anonymousReadCpuMs: round(unguarded.cpuMs) },
    cpuPerWriteSplit: split,
    exact: problems.length === 0,
    problems,
  }
  mkdirSync(join(ROOT, 'tests', 'bench'), { recursive: true })
  writeFileSync(join(ROOT, 'tests', 'bench', 'rush-last-run.json'), `${JSON.stringify(report, null, 2)}\n`)
  console.log('bench:rush: figures written to tests/bench/rush-last-run.json')
  if (problems.length > 0) {
    console.error(`bench:rush: NOT EXACT:\n  ${problems.slice(0, 20).join('\n  ')}${problems.length > 20 ? `\n  … ${problems.length - 20} more` : ''}`)
    exitCode = 1
  } else console.log('bench:rush: exact: every unit granted once, the stock object and D1 agree, every retry got its first answer, no 5xx')
} catch (error) {
  console.error(`bench:rush: ${error.stack ?? error.message}`)
  exitCode = 1
} finally {
  if (server) await server.stop()
  rmSync(state, { recursive: true, force: true })
}
process.exit(exitCode)
