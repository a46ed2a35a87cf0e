import type { RebateLine, RebateRule } from '../../contract'
import { hashToken } from '../../mall/core/auth'
import { computeRebates } from '../../mall/rebates/engine'
import { call, login, mallEnv } from './mall.helpers'
import { answerOf, createAddress, createProduct, createRegion, place, post, putInCart } from './orders.helpers'

const db = mallEnv.DB
export const GH = 3
export const DAY = 86_400_000

const randomHex = (bytes: number) => Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, '0')).join('')

export type Retailer = { id: number; token: string; addressId: number }

/** Retailers (shop accounts) of a market with live sessions and a delivery address each, written straight into D1. */
export async function createRetailers(count: number, countryId = GH): Promise<Retailer[]> {
  const prefix = `shop${randomHex(5)}`
  const region = await createRegion({ countryId })
  const now = Date.now()
  const created: Retailer[] = []
  for (let i = 0; i < count; i++) {
    const row = await db
      .prepare("INSERT INTO users (username, password_hash, nickname, role, country_id) VALUES (?, 'x', ?, 'retailer', ?) RETURNING id")
      .bind(`${prefix}_${i}`, `Shop ${i}`, countryId)
      .first<{ id: number }>()
    const token = randomHex(32)
    await db
      .prepare('INSERT INTO auth_sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
      .bind(await hashToken(token), row!.id, now, now + DAY)
      .run()
    created.push({ id: row!.id, token, addressId: await createAddress(row!.id, region) })
  }
  return created
}

export type CampaignSpec = {
  rule: RebateRule
  countryId?: number
  line?: RebateLine
  products: number[]
  startAt?: number
  endAt?: number
  amountMinor?: number
  tiers?: [min: number, max: number | null, amountMinor: number][]
  gift?: { every: number; count: number; productId: number }
  activationDays?: number
}

/** A rebate campaign, by default running from yesterday to 10 days from now. */
export async function createCampaign(spec: CampaignSpec): Promise<number> {
  const now = Date.now()
  const row = await db
    .prepare(
      `INSERT INTO rebate_campaigns (country_id, rule, line, start_at, end_at, amount_minor, gift_every, gift_count, gift_product_id, activation_days)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .bind(
      spec.countryId ?? GH, spec.rule, spec.line ?? 'phones', spec.startAt ?? now - DAY, spec.endAt ?? now + 10 * DAY, spec.amountMinor ?? null,
      spec.gift?.every ?? null, spec.gift?.count ?? null, spec.gift?.productId ?? null, spec.activationDays ?? null,
    )
    .first<{ id: number }>()
  const id = row!.id
  await db.batch([
    ...spec.products.map((product) => db.prepare('INSERT INTO rebate_products (campaign_id, product_id) VALUES (?, ?)').bind(id, product)),
    ...(spec.tiers ?? []).map(([min, max, amount]) =>
      db.prepare('INSERT INTO rebate_tiers (campaign_id, min_pieces, max_pieces, amount_minor) VALUES (?, ?, ?, ?)').bind(id, min, max, amount),
    ),
  ])
  return id
}

/** Products of the market with stock enough for the tests. */
export const phones = (count: number, countryId = GH) =>
  Promise.all(Array.from({ length: count }, () => createProduct({ stock: 500, countryId, priceMinor: 150_000 })))

export type PlacedOrder = { orderId: number; lines: { id: number; productId: number; quantity: number }[] }

/** An order placed by the retailer through the mall (pay on delivery: confirmed). */
export async function order(retailer: Retailer, items: [productId: number, quantity: number][]): Promise<PlacedOrder> {
  const lineIds = []
  for (const [productId, quantity] of items) lineIds.push(await putInCart(retailer.id, productId, quantity))
  const placed = await place({ id: retailer.id, token: retailer.token, addressId: retailer.addressId, lineIds })
  if (placed.code !== 1) throw new Error(`order refused: ${JSON.stringify(placed)}`)
  const detail = await (await call(`/api/order/details?id=${placed.data.orderId}`, { token: retailer.token })).json<{
    data: { lines: { id: number; productId: number; quantity: number }[] }
  }>()
  return { orderId: placed.data.orderId, lines: detail.data.lines.map(({ id, productId, quantity }) => ({ id, productId, quantity })) }
}

let adminToken: string | null = null
const admin = async () => (adminToken ??= await login('admin'))

/** An admin's action on an order, in the order's own market (an admin moves one market's orders at a time). */
async function adminPost<T = unknown>(path: string, json: unknown, orderId: number) {
  const market = await db.prepare('SELECT country_id FROM orders WHERE id = ?').bind(orderId).first<number>('country_id')
  return answerOf<T>(call(path, { method: 'POST', token: await admin(), json, headers: { COUNTRY_ID: String(market) } }))
}
const orderOfPackage = async (packageId: number) => (await db.prepare('SELECT order_id FROM packages WHERE id = ?').bind(packageId).first<number>('order_id'))!

/** Ships a package of the order (line id → units) through the admin endpoint; returns the package id. */
export async function ship(orderId: number, lines: [lineId: number, quantity: number][]): Promise<number> {
  const shipped = await adminPost<{ id: number }>('/api/admin/order/ship', { orderId, lines: lines.map(([orderLineId, quantity]) => ({ orderLineId, quantity })) }, orderId)
  if (shipped.code !== 1) throw new Error(`ship refused: ${JSON.stringify(shipped)}`)
  return shipped.data.id
}

export async function sign(packageId: number, lines: [lineId: number, quantity: number][]) {
  const signed = await adminPost('/api/admin/order/sign', { packageId, lines: lines.map(([orderLineId, quantity]) => ({ orderLineId, quantity })) }, await orderOfPackage(packageId))
  if (signed.code !== 1) throw new Error(`sign refused: ${JSON.stringify(signed)}`)
}

export async function complete(orderId: number) {
  const completed = await adminPost('/api/admin/order/complete', { orderId }, orderId)
  if (completed.code !== 1) throw new Error(`complete refused: ${JSON.stringify(completed)}`)
}

/** Ships every unit of the order in one package, signs all of it, and completes it. */
export async function deliver(placed: PlacedOrder) {
  const lines = placed.lines.map((line): [number, number] => [line.id, line.quantity])
  await sign(await ship(placed.orderId, lines), lines)
  await complete(placed.orderId)
}

/** A valid-looking IMEI: 15 digits, unique per call, with its Luhn check digit. */
let serial = 0
export function newImei(): string {
  const body = `35${String(Date.now() % 1e6).padStart(6, '0')}${String(++serial + Math.floor(Math.random() * 1000) * 1000).padStart(6, '0').slice(-6)}`
  let sum = 0
  for (let i = 0; i < 14; i++) {
    let digit = Number(body[13 - i])
    if (i % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return body + ((10 - (sum % 10)) % 10)
}

/** IMEIs of `count` units of an order line, packed in its first package as the warehouse records them when it ships. */
export async function pack(placed: PlacedOrder, lineIndex: number, count: number): Promise<string[]> {
  const line = placed.lines[lineIndex]!
  const imeis = Array.from({ length: count }, newImei)
  await db.batch(
    imeis.map((imei) =>
      db
        .prepare('INSERT INTO package_imeis (imei, package_id, order_line_id) SELECT ?1, package_id, ?2 FROM package_lines WHERE order_line_id = ?2 ORDER BY package_id LIMIT 1')
        .bind(imei, line.id),
    ),
  )
  return imeis
}

/** A unit's approved scan (and its activation), as the IMEI domain records it; a unit of a shipped line is packed too. */
export async function scanned(retailer: Retailer, placed: PlacedOrder, lineIndex: number, options: { at?: number; activatedAt?: number | null; imei?: string } = {}) {
  const line = placed.lines[lineIndex]!
  const imei = options.imei ?? newImei()
  await db.batch([
    db
      .prepare('INSERT INTO imei_units (imei, retailer_id, order_id, order_line_id, product_id, scanned_at, activated_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .bind(imei, retailer.id, placed.orderId, line.id, line.productId, options.at ?? Date.now(), options.activatedAt ?? null),
    db
      .prepare(
        `INSERT OR IGNORE INTO package_imeis (imei, package_id, order_line_id)
         SELECT ?1, package_id, ?2 FROM package_lines WHERE order_line_id = ?2 ORDER BY package_id LIMIT 1`,
      )
      .bind(imei, line.id),
  ])
  return imei
}

export const runEngine = (now = Date.now()) => computeRebates(db, now)

export type RebateRow = { source_key: string; status: string; reason: string | null; amount_minor: number; gifts: number; pieces: number; appeal_id: number | null }

export const rebatesOf = async (userId: number) =>
  (
    await db
      .prepare('SELECT source_key, status, reason, amount_minor, gifts, pieces, appeal_id FROM rebates WHERE user_id = ? ORDER BY source_key')
      .bind(userId)
      .all<RebateRow>()
  ).results

export const rebateOf = async (sourceKey: string) =>
  db.prepare('SELECT source_key, status, reason, amount_minor, gifts, pieces, appeal_id FROM rebates WHERE source_key = ?').bind(sourceKey).first<RebateRow>()

/** The rebates credited to a retailer in Wallet › Reward: the ledger's entries, each with its source key. */
export async function ledgerOf(userId: number): Promise<{ source_key: string; amount_minor: number }[]> {
  return (
    await db
      .prepare("SELECT source_key, amount_minor FROM wallet_entries WHERE user_id = ? AND kind = 'rebate' ORDER BY source_key")
      .bind(userId)
      .all<{ source_key: string; amount_minor: number }>()
  ).results
}
