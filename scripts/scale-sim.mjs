/**
 * `npm run sim:scale`: the simulations docs/scale.md quotes, deterministic (seeded), printed as the doc's tables:
 *   1. a flash item's units split over shards: exactness under random arrival, lost and late answers and retries,
 *      and the busiest object's load per second as the shard count grows;
 *   2. guest page cache hit rates: Zipf popularity over products, categories and searches, in a market's languages,
 *      with a 30 s TTL, per data center's guest page rate (simulated, beside the closed formula);
 *   3. the cost of 1,000 orders from the platform's prices and this repository's measured counts.
 * Takes about a minute. SIM_QUICK=1 runs smaller rushes.
 */
import { costOf, guestPageKeys, hitRateFormula, simulateCacheHitRate, simulateShardedRush } from './scale-model.mjs'

const QUICK = process.env.SIM_QUICK === '1'
const number = (n) => Math.round(n).toLocaleString('en-US')
const table = (header, rows) => {
  console.log(`| ${header.join(' | ')} |`)
  console.log(`|${header.map(() => '---').join('|')}|`)
  for (const row of rows) console.log(`| ${row.join(' | ')} |`)
  console.log('')
}

console.log('## 1. Sharded flash stock: exactness (seeded runs)\n')
const RUSHES = [
  // units, shards, buyers, same-key retries, loss, limit per buyer
  [1_000, 1, 10_000, 2_000, 0, 1],
  [1_000, 8, 10_000, 2_000, 0.02, 1],
  [1_000, 8, 600, 300, 0.05, 1],
  [1_000, 8, 3_000, 1_000, 0.05, 2],
  [5_000, 16, QUICK ? 20_000 : 100_000, QUICK ? 4_000 : 20_000, 0.01, 1],
]
table(
  ['units', 'shards', 'buyers + retries', 'limit per buyer', 'lost answers', 'granted', 'left', 'unit twice', 'key twice', 'over limit', 'stranded', 'refused while units left', 'exact'],
  RUSHES.map(([units, shards, buyers, retries, loss, limit], i) => {
    const run = simulateShardedRush({ units, shards, buyers, retries, loss, limit, seed: 100 + i })
    return [number(units), shards, `${number(buyers)} + ${number(retries)}`, limit, `${loss * 100}%`, number(run.granted), number(run.left),
      run.unitGrantedTwice, run.keysGrantedTwice, run.overLimit, run.stranded, run.soldOutRefusals > 0 && run.left > 0 ? 'yes' : 'no', run.exact ? 'yes' : 'NO']
  }),
)

console.log('## 2. Sharded flash stock: the busiest object\'s messages per second\n')
console.log('One hot item: 100,000 buyers + 20,000 same-key retries on 5,000 units, arrivals exponential with a 10 s mean')
console.log('(about 9.5 % of them in the first second), 1 % of answers lost; a message is one turn of one object.\n')
const HOT = { units: 5_000, buyers: QUICK ? 20_000 : 100_000, retries: QUICK ? 4_000 : 20_000, loss: 0.01 }
table(
  ['shards', 'messages', 'messages per request', 'busiest object, busiest second', 'exact'],
  [1, 4, 16, 32].map((shards) => {
    const run = simulateShardedRush({ ...HOT, shards, seed: 7 })
    return [shards, number(run.messages), (run.messages / (HOT.buyers + HOT.retries)).toFixed(2), number(run.peakPerShardSecond), run.exact ? 'yes' : 'NO']
  }),
)

console.log('## 3. Guest page cache hit rates (TTL 30 s, one data center)\n')
const MARKET = {
  products: 20_000,
  categories: 8,
  queries: 5_000,
  // Two languages per market (e.g. NG: English and Hausa; DZ: Arabic and French), 70 % / 30 %.
  languages: [0.7, 0.3],
  mix: { home: 0.15, category: 0.15, search: 0.15, product: 0.55 },
}
const RATES = [1, 10, 100, 1_000, 5_000]
for (const s of [1.0, 0.8]) {
  const shares = guestPageKeys({ ...MARKET, s })
  console.log(`Zipf exponent ${s}: ${number(shares.length)} cache keys (${number(MARKET.products)} products, ${MARKET.categories} categories, ${number(MARKET.queries)} searches, home; × 2 languages)\n`)
  table(
    ['guest pages/s in the data center', 'hit rate, simulated', 'hit rate, formula', 'misses/s reaching the mall'],
    RATES.map((rate, i) => {
      const simulated = simulateCacheHitRate(shares, rate, 30, { requests: QUICK ? 100_000 : 400_000, seed: 11 + i })
      return [number(rate), `${(simulated * 100).toFixed(1)} %`, `${(hitRateFormula(shares, rate, 30) * 100).toFixed(1)} %`, (rate * (1 - simulated)).toFixed(1)]
    }),
  )
}
{
  const shares = guestPageKeys({ ...MARKET, s: 1.0 })
  const byKind = (from, to) => shares.slice(from, to)
  const homeKeys = MARKET.languages.length
  const sale = byKind(0, homeKeys)
  console.log(`The home page alone (${homeKeys} keys) at 100 guest pages/s: ${(hitRateFormula(sale, 100, 30) / sale.reduce((a, b) => a + b, 0) * 100).toFixed(2)} % hits.\n`)
}

console.log('## 4. Cost of 1,000 orders (marginal, beyond the Workers Paid plan\'s included usage)\n')
/** Prices as cited in docs/scale.md (developers.cloudflare.com pricing pages, dollars). */
const PRICES = {
  workerRequestPerMillion: 0.3,
  workerCpuMsPerMillion: 0.02,
  objectRequestPerMillion: 0.15,
  objectGbSecondPerMillion: 12.5,
  rowReadPerMillion: 0.001,
  rowWrittenPerMillion: 1.0,
  queueOperationPerMillion: 0.4,
}
/**
 * One flash order's path: the sale page, the product page, the add (island), the cart, the checkout, the placing
 * and the order page: 7 worker requests. CPU: 6 ms each (the local add's 5.5 ms, rounded up: an upper bound for a
 * page). D1 rows: measured by `npm run bench:scale` (flash add 16 read / 5 written, order placing 32 / 14), plus 100 rows read
 * by the pages' catalogue reads. Objects: the item's stock grant, and two write-guard calls on each of the two
 * writes (as the rush was measured); each object turn about 5 ms of 128 MB, plus the stock object held for the sale
 * (16 objects × 600 s over 50,000 orders); rows the objects write, counted from their statements (a grant: 3 rows
 * and 2 index entries; a write-guard call: none, it counts in memory).
 */
const ORDER_PATH = {
  workerRequests: 7,
  workerCpuMs: 7 * 6,
  objectRequests: 1 + 2 * 2,
  objectGbSeconds: 5 * 0.005 * 0.125 + (16 * 600 * 0.125) / 50_000,
  objectRowsWritten: 5,
  d1RowsRead: 16 + 32 + 100,
  d1RowsWritten: 5 + 14,
  queueOperations: 3,
}
/** The sale's browsing spread over its orders: 1,000,000 shoppers × 10 guest pages for 50,000 orders, 2 ms CPU a page. */
const BROWSING = { workerRequests: 200, workerCpuMs: 200 * 2, objectRequests: 0, objectGbSeconds: 0, objectRowsWritten: 0, d1RowsRead: 200 * 0.2 * 30, d1RowsWritten: 0, queueOperations: 0 }
for (const [label, profile] of [['the order path', ORDER_PATH], ['the browsing of the sale, per order', BROWSING]]) {
  const { lines, total } = costOf(profile, PRICES)
  console.log(`${label}:\n`)
  table(['item', 'count per 1,000 orders', 'price per unit', 'dollars'], [
    ...lines.map((line) => [line.item, number(line.count), `$${(line.unit * 1e6).toFixed(3)} / million`, `$${line.dollars.toFixed(4)}`]),
    ['total', '', '', `$${total.toFixed(4)}`],
  ])
}
