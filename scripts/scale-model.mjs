/**
 * The models behind docs/scale.md, deterministic (seeded) and free of any platform: a flash item's units split over
 * several stock objects (shards) with exactness checked under random arrival, lost answers and retries; guest page
 * cache hit rates under Zipf popularity with a TTL; and the cost of 1,000 orders from the platform's prices.
 * `scripts/scale-sim.mjs` prints the tables; `tests/unit/scale-model.test.ts` checks the sharded split.
 */

/** A seeded PRNG (mulberry32): the same seed, the same run. Returns numbers in [0, 1). */
export function seededRandom(seed) {
  let a = seed >>> 0
  return function random() {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** FNV-1a of a text: the buyer's home shard is this modulo the shard count (stable across workers and restarts). */
export function hash32(text) {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}

/** Shard i owns the units [first, first + count): fixed slices that together are exactly the item's units. */
export function sliceUnits(units, shards) {
  return Array.from({ length: shards }, (_, i) => {
    const first = Math.floor((i * units) / shards)
    return { first, count: Math.floor(((i + 1) * units) / shards) - first }
  })
}

export const homeShardOf = (buyer, shards) => hash32(`buyer:${buyer}`) % shards

/**
 * One stock object of a sharded item. Two roles, each check-and-write in one synchronous turn as the real object's:
 * - owner of its slice: `grant(key)` hands out its next unit once per key (a repeated key replays the same answer);
 * - home of its buyers (those whose id hashes to it): it owns their idempotency keys and their per-buyer counts, and
 *   decides each of their requests itself, or records it as pending on another shard before asking that one.
 */
export class StockShard {
  constructor(index, slice) {
    this.index = index
    this.next = slice.first
    this.end = slice.first + slice.count
    /** Units this shard granted, by key (the owner's memory: a retried ask replays, never grants twice). */
    this.granted = new Map()
    /** The home's record of each key it owns: { state: 'pending', shard } or { state: 'done', answer }. */
    this.keys = new Map()
    /** The home's count of units per buyer, its spilled grants included. */
    this.bought = new Map()
    /** Shards the home has heard answer "empty" (units never come back during the sale; a sweep would clear it). */
    this.emptyShards = new Set()
  }

  get left() {
    return this.end - this.next
  }

  /** As owner: one unit for this key, the same one again for the same key, or 'empty'. */
  grant(key) {
    const earlier = this.granted.get(key)
    if (earlier) return earlier
    if (this.next >= this.end) return { result: 'empty', shard: this.index }
    const answer = { result: 'ok', unit: this.next++, shard: this.index }
    this.granted.set(key, answer)
    return answer
  }

  /**
   * As home, a buyer's request: a replay of the key's decided answer, 'inFlight' while it is pending elsewhere, a
   * refusal over the buyer's limit, a unit of its own slice, or { ask: shard } when its own slice is empty and another
   * shard may still have units (the key is then pending on that shard).
   */
  decide(buyer, key, limit, shards) {
    const record = this.keys.get(key)
    if (record?.state === 'done') return record.answer
    if (record?.state === 'pending') return { result: 'inFlight' }
    if ((this.bought.get(buyer) ?? 0) >= limit) return this.finish(buyer, key, { result: 'limitReached' })
    const own = this.grant(key)
    if (own.result === 'ok') return this.finish(buyer, key, own)
    this.emptyShards.add(this.index)
    return this.askNext(buyer, key, shards)
  }

  /** As home, the answer of the shard the key is pending on; a stale answer (the key moved on) is ignored. */
  answered(buyer, key, answer, shards) {
    const record = this.keys.get(key)
    if (record?.state !== 'pending' || record.shard !== answer.shard) return record?.state === 'done' ? record.answer : null
    if (answer.result === 'ok') return this.finish(buyer, key, answer)
    this.emptyShards.add(answer.shard)
    return this.askNext(buyer, key, shards)
  }

  /**
   * The next other shard not known empty, as pending; sold out when every shard said empty. The other shards are
   * tried in an order that starts at a point the key's hash picks, so an empty home's spill spreads over them all
   * (a plain ring order piles it onto the next shard), and a retry of the key walks the same order.
   */
  askNext(buyer, key, shards) {
    const start = hash32(`spill:${key}`)
    for (let step = 0; step < shards - 1; step++) {
      const shard = (this.index + 1 + ((start + step) % (shards - 1))) % shards
      if (!this.emptyShards.has(shard)) {
        this.keys.set(key, { state: 'pending', shard })
        return { ask: shard }
      }
    }
    return this.finish(buyer, key, { result: 'soldOut' })
  }

  finish(buyer, key, answer) {
    if (answer.result === 'ok') this.bought.set(buyer, (this.bought.get(buyer) ?? 0) + 1)
    this.keys.set(key, { state: 'done', answer })
    return answer
  }
}

/** A binary min-heap of events by time (ties in insertion order, so runs are deterministic). */
class Events {
  constructor() {
    this.items = []
    this.count = 0
  }
  push(at, event) {
    const item = { at, seq: this.count++, event }
    const items = this.items
    items.push(item)
    for (let i = items.length - 1; i > 0; ) {
      const parent = (i - 1) >> 1
      if (before(items[parent], items[i])) break
      ;[items[parent], items[i]] = [items[i], items[parent]]
      i = parent
    }
  }
  pop() {
    const items = this.items
    const top = items[0]
    const last = items.pop()
    if (items.length > 0) {
      items[0] = last
      for (let i = 0; ; ) {
        const l = 2 * i + 1
        const r = l + 1
        let m = i
        if (l < items.length && before(items[l], items[m])) m = l
        if (r < items.length && before(items[r], items[m])) m = r
        if (m === i) break
        ;[items[m], items[i]] = [items[i], items[m]]
        i = m
      }
    }
    return top
  }
  get size() {
    return this.items.length
  }
}
const before = (a, b) => a.at < b.at || (a.at === b.at && a.seq < b.seq)

/**
 * A rush on one flash item split over `shards` objects, as discrete events: `buyers` arrive at random (exponential,
 * mean `arrivalMeanMs`), each with its own key and `limit` units at most; `retries` extra sends of an existing key
 * arrive at random (double taps, timeouts); every message between shards and every answer to a buyer is lost with
 * probability `loss`, and the sender asks again with the same key after `timeoutMs`; a buyer answered 'inFlight' or
 * left without an answer sends again. Returns the counts and every invariant's check.
 */
export function simulateShardedRush({
  units, shards, buyers, retries = 0, limit = 1, loss = 0, seed = 1, arrivalMeanMs = 10_000, hopMs = [1, 30], timeoutMs = 500,
}) {
  const random = seededRandom(seed)
  const slices = sliceUnits(units, shards)
  const objects = slices.map((slice, i) => new StockShard(i, slice))
  const events = new Events()
  const hop = () => hopMs[0] + random() * (hopMs[1] - hopMs[0])
  const lost = () => random() < loss
  const finalAnswer = new Map()
  const perShardSecond = new Map()
  let messages = 0

  const touch = (shard, at) => {
    const slot = `${shard}:${Math.floor(at / 1000)}`
    perShardSecond.set(slot, (perShardSecond.get(slot) ?? 0) + 1)
    messages++
  }

  for (let b = 0; b < buyers; b++) events.push(-arrivalMeanMs * Math.log(1 - random()), { kind: 'send', buyer: b, key: `b${b}` })
  for (let r = 0; r < retries; r++) {
    const b = Math.floor(random() * buyers)
    events.push(-arrivalMeanMs * Math.log(1 - random()) + hop(), { kind: 'send', buyer: b, key: `b${b}` })
  }

  const reply = (at, buyer, key, answer) => {
    if (lost()) events.push(at + timeoutMs, { kind: 'send', buyer, key })
    else events.push(at + hop(), { kind: 'answer', buyer, key, answer })
  }

  while (events.size > 0) {
    const { at, event } = events.pop()
    if (event.kind === 'send') {
      const home = homeShardOf(event.buyer, shards)
      if (lost()) {
        events.push(at + timeoutMs, event)
        continue
      }
      events.push(at + hop(), { kind: 'atHome', buyer: event.buyer, key: event.key, home })
    } else if (event.kind === 'atHome') {
      touch(event.home, at)
      const decided = objects[event.home].decide(event.buyer, event.key, limit, shards)
      if (decided.ask !== undefined) events.push(at + hop(), { kind: 'atOwner', buyer: event.buyer, key: event.key, home: event.home, shard: decided.ask })
      else reply(at, event.buyer, event.key, decided)
    } else if (event.kind === 'atOwner') {
      if (lost()) {
        // The ask is lost: the home asks the same shard again with the same key.
        events.push(at + timeoutMs, event)
        continue
      }
      touch(event.shard, at)
      const answer = objects[event.shard].grant(event.key)
      const answered = { kind: 'ownerAnswered', buyer: event.buyer, key: event.key, home: event.home, answer }
      if (lost()) {
        // The answer is late or lost: the home asks again (the owner replays), and a late answer may still come.
        events.push(at + timeoutMs, event)
        if (random() < 0.5) events.push(at + 1.5 * timeoutMs, answered)
        continue
      }
      events.push(at + hop(), answered)
    } else if (event.kind === 'ownerAnswered') {
      touch(event.home, at)
      const decided = objects[event.home].answered(event.buyer, event.key, event.answer, shards)
      if (decided === null) continue
      if (decided.ask !== undefined) events.push(at + hop(), { kind: 'atOwner', buyer: event.buyer, key: event.key, home: event.home, shard: decided.ask })
      else reply(at, event.buyer, event.key, decided)
    } else if (event.kind === 'answer') {
      if (event.answer.result === 'inFlight') events.push(at + timeoutMs, { kind: 'send', buyer: event.buyer, key: event.key })
      else finalAnswer.set(event.key, event.answer)
    }
  }
  return { ...checkExactness({ units, limit, objects, finalAnswer, buyers }), messages, peakPerShardSecond: [...perShardSecond.values()].reduce((a, b) => Math.max(a, b), 0) }
}

/** The invariants, checked over every shard's memory and every answer the buyers kept. */
export function checkExactness({ units, limit, objects, finalAnswer, buyers }) {
  const unitOwners = new Map()
  const keyGrants = new Map()
  let unitGrantedTwice = 0
  for (const shard of objects) {
    for (const [key, answer] of shard.granted) {
      if (unitOwners.has(answer.unit)) unitGrantedTwice++
      unitOwners.set(answer.unit, key)
      keyGrants.set(key, (keyGrants.get(key) ?? 0) + 1)
    }
  }
  const granted = unitOwners.size
  const keysGrantedTwice = [...keyGrants.values()].filter((n) => n > 1).length
  const perBuyer = new Map()
  for (const shard of objects) for (const [buyer, n] of shard.bought) perBuyer.set(buyer, (perBuyer.get(buyer) ?? 0) + n)
  const overLimit = [...perBuyer.values()].filter((n) => n > limit).length
  // Every grant is one a buyer holds: a unit granted to a key whose home recorded another answer would be stranded.
  let stranded = 0
  let answersDisagree = 0
  for (const shard of objects) {
    for (const [key, answer] of shard.granted) {
      const home = objects.find((o) => o.keys.has(key))
      const record = home?.keys.get(key)
      if (record?.state !== 'done' || record.answer.unit !== answer.unit) stranded++
    }
  }
  for (const [key, answer] of finalAnswer) {
    const home = objects.find((o) => o.keys.has(key))
    const record = home?.keys.get(key)
    if (!record || record.state !== 'done' || record.answer.result !== answer.result || record.answer.unit !== answer.unit) answersDisagree++
  }
  const unanswered = buyers - finalAnswer.size
  const left = objects.reduce((sum, shard) => sum + shard.left, 0)
  const soldOutRefusals = [...finalAnswer.values()].filter((a) => a.result === 'soldOut').length
  return {
    granted, left, unitGrantedTwice, keysGrantedTwice, overLimit, stranded, answersDisagree, unanswered, soldOutRefusals,
    // Exact: no unit twice, no key twice, within the limit, nothing stranded, every buyer answered as recorded, and
    // units left over only if no buyer was refused as sold out while they were there.
    exact: granted + left === units && unitGrantedTwice === 0 && keysGrantedTwice === 0 && overLimit === 0 && stranded === 0
      && answersDisagree === 0 && unanswered === 0 && (soldOutRefusals === 0 || left === 0),
  }
}

/** Zipf weights over n ranks (rank 1 the most popular), exponent s, summing to 1. */
export function zipfWeights(n, s) {
  const weights = Array.from({ length: n }, (_, i) => 1 / (i + 1) ** s)
  const total = weights.reduce((a, b) => a + b, 0)
  return weights.map((w) => w / total)
}

/**
 * The guest pages of one market in one data center, as cache keys with their share of the requests: the page
 * types' mix, each type's pages by Zipf popularity, every page in each of the market's languages (shares given).
 */
export function guestPageKeys({ products, categories, queries, s, languages, mix }) {
  const keys = []
  const add = (share, weights) => {
    for (const language of languages) for (const w of weights) keys.push(share * w * language)
  }
  add(mix.home, [1])
  add(mix.category, zipfWeights(categories, s))
  add(mix.search, zipfWeights(queries, s))
  add(mix.product, zipfWeights(products, s))
  return keys
}

/**
 * Hit rate of a cache that keeps a page `ttlSeconds` after the miss that filled it, under Poisson arrivals: a key
 * with rate r is one miss then r·T hits on average, so it hits r·T / (1 + r·T) of its requests.
 */
export function hitRateFormula(shares, requestsPerSecond, ttlSeconds) {
  let hits = 0
  for (const share of shares) {
    const rT = share * requestsPerSecond * ttlSeconds
    hits += share * (rT / (1 + rT))
  }
  return hits
}

/** The same by simulation: `requests` Poisson arrivals at `requestsPerSecond`, keys drawn by share. */
export function simulateCacheHitRate(shares, requestsPerSecond, ttlSeconds, { requests = 500_000, seed = 7 } = {}) {
  const random = seededRandom(seed)
  const cumulative = new Float64Array(shares.length)
  let sum = 0
  shares.forEach((share, i) => {
    sum += share
    cumulative[i] = sum
  })
  const expires = new Float64Array(shares.length).fill(-1)
  let now = 0
  let hits = 0
  for (let n = 0; n < requests; n++) {
    now += -Math.log(1 - random()) / requestsPerSecond
    const u = random() * sum
    let lo = 0
    let hi = shares.length - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (cumulative[mid] < u) lo = mid + 1
      else hi = mid
    }
    if (now < expires[lo]) hits++
    else expires[lo] = now + ttlSeconds
  }
  return hits / requests
}

/**
 * The marginal cost of `orders` orders (beyond the Workers Paid plan's included usage), line by line: each line is
 * count × unit price, with the count and the price shown so the arithmetic can be followed.
 */
export function costOf(profile, prices, orders = 1000) {
  const lines = [
    ['Workers requests', profile.workerRequests * orders, prices.workerRequestPerMillion / 1e6],
    ['Workers CPU ms', profile.workerCpuMs * orders, prices.workerCpuMsPerMillion / 1e6],
    ['Durable Object requests', profile.objectRequests * orders, prices.objectRequestPerMillion / 1e6],
    ['Durable Object GB-s', profile.objectGbSeconds * orders, prices.objectGbSecondPerMillion / 1e6],
    ['Durable Object rows written', profile.objectRowsWritten * orders, prices.rowWrittenPerMillion / 1e6],
    ['D1 rows read', profile.d1RowsRead * orders, prices.rowReadPerMillion / 1e6],
    ['D1 rows written', profile.d1RowsWritten * orders, prices.rowWrittenPerMillion / 1e6],
    ['Queues operations', profile.queueOperations * orders, prices.queueOperationPerMillion / 1e6],
  ].map(([item, count, unit]) => ({ item, count, unit, dollars: count * unit }))
  return { lines, total: lines.reduce((sum, line) => sum + line.dollars, 0) }
}
