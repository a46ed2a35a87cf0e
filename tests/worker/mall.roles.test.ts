import { describe, expect, it } from 'vitest'
import type { ZodType } from 'zod'
import { type EndpointRole, endpoints } from '../../contract'
import { call, createBuyers, createFlashItem, login, mallEnv, stockOf as flashStockObject } from './mall.helpers'
import { createProduct, place, post, shoppers } from './orders.helpers'

const db = mallEnv.DB
type Endpoints = typeof endpoints
type Name = keyof Endpoints
/** The endpoints the contract keeps for one role. */
type Guarded = { [N in Name]: Endpoints[N] extends { role: EndpointRole } ? N : never }[Name]
type CallRequest = { query?: Record<string, string>; body?: unknown }

const SHOP_NG_PENDING_APPEAL = 100000701
/** A seeded review of a Lagos product (shop_ng's Galaxy A15). */
const SEEDED_NG_REVIEW = 330004
const UNACTIVATED_IMEI = '352099150001143'
const SHIPPED_UNSIGNED_IMEI = '352099160002602'
/** Any month will do: the guards answer before the month is read. */
const month = '2026-11'

/** Real things for the guarded endpoints to act on, so that a guard let through would change something. */
async function fixtures() {
  const admin = await login('admin')
  const productId = await createProduct({ stock: 20 })
  const [first, second, third] = await shoppers(3, [[productId, 2]])
  const confirmed = (await place(first!)).data.orderId
  const awaiting = (await place(second!, { payment: 'online' })).data.orderId
  const delivered = (await place(third!)).data.orderId
  const lineOf = async (orderId: number) => (await db.prepare('SELECT id FROM order_lines WHERE order_id = ?').bind(orderId).first<number>('id'))!
  const line = await lineOf(confirmed)
  const shipped = await post<{ id: number }>('/api/admin/order/ship', admin, { orderId: confirmed, lines: [{ orderLineId: line, quantity: 1 }] })
  const deliveredLine = await lineOf(delivered)
  const parcel = await post<{ id: number }>('/api/admin/order/ship', admin, { orderId: delivered, lines: [{ orderLineId: deliveredLine, quantity: 2 }] })
  await post('/api/admin/order/sign', admin, { packageId: parcel.data.id, lines: [{ orderLineId: deliveredLine, quantity: 2 }] })
  const flashItemId = await createFlashItem({ total: 10 })
  // A record past the idempotency window, for the job run to prune.
  await db.prepare("INSERT INTO idempotency_records (user_id, key, fingerprint, response, created_at) VALUES (1, ?, 'x', '{}', 1)").bind(`roles-old-${crypto.randomUUID()}`).run()
  return { admin, confirmed, awaiting, delivered, line, packageId: shipped.data.id, flashItemId }
}
type Fixtures = Awaited<ReturnType<typeof fixtures>>

/**
 * A request each guarded endpoint accepts (its own schema parses it; the right role is served, see below), aimed at
 * real orders, appeals, units and stock. Typed over the contract: an endpoint given a role needs its request here.
 */
const requests: { [N in Guarded]: (f: Fixtures) => CallRequest } = {
  runJobs: () => ({}),
  adminAnalyticsEvents: () => ({ query: { tid: 'roles-check-0001' } }),
  adminAppeals: () => ({ query: { tab: 'pending' } }),
  adminAppeal: () => ({ query: { id: String(SHOP_NG_PENDING_APPEAL) } }),
  approveAppeal: () => ({ body: { appealId: SHOP_NG_PENDING_APPEAL } }),
  rejectAppeal: () => ({ body: { appealId: SHOP_NG_PENDING_APPEAL, reason: 'No proof of delivery' } }),
  flashStock: (f) => ({ query: { flashItemId: String(f.flashItemId) } }),
  changeFlashStock: (f) => ({ body: { flashItemId: f.flashItemId, total: 25 } }),
  activationFeed: () => ({ body: { activations: [{ imei: UNACTIVATED_IMEI, activatedAt: Date.now() }] } }),
  adminOrders: () => ({ query: {} }),
  adminOrder: (f) => ({ query: { id: String(f.confirmed) } }),
  adminConfirm: (f) => ({ body: { orderId: f.awaiting } }),
  adminRequestVerification: (f) => ({ body: { orderId: f.awaiting, note: 'Please confirm your ID' } }),
  adminShip: (f) => ({ body: { orderId: f.confirmed, lines: [{ orderLineId: f.line, quantity: 1 }] } }),
  adminSign: (f) => ({ body: { packageId: f.packageId, lines: [{ orderLineId: f.line, quantity: 1 }] } }),
  adminComplete: (f) => ({ body: { orderId: f.delivered } }),
  adminCancel: (f) => ({ body: { orderId: f.confirmed, reason: 'suspectedFraud' } }),
  adminPresaleSchedule: () => {
    const now = Date.now()
    return { body: { itemId: 11, reserveStartAt: now, reserveEndAt: now + 3_600_000, saleStartAt: now + 3_600_000, saleEndAt: now + 7_200_000 } }
  },
  submitAppeal: () => ({ body: { campaignId: 7004, imeis: [SHIPPED_UNSIGNED_IMEI], note: 'The scanner did not read this unit' } }),
  appealUnits: () => ({ query: { campaignId: '7004' } }),
  appealRecords: () => ({}),
  appealRecord: () => ({ query: { id: String(SHOP_NG_PENDING_APPEAL) } }),
  scanImei: () => ({ body: { imei: SHIPPED_UNSIGNED_IMEI } }),
  imeiScans: () => ({}),
  rebateHistory: () => ({ query: { month } }),
  rebateDetails: () => ({ query: { campaignId: '7004', month } }),
  adminReviews: () => ({}),
  hideReview: () => ({ body: { reviewId: SEEDED_NG_REVIEW, reason: 'Names a phone number' } }),
}

const guarded = (Object.entries(endpoints) as [Name, Endpoints[Name]][]).flatMap(([name, endpoint]) =>
  'role' in endpoint && endpoint.role ? [{ name: name as Guarded, endpoint, role: endpoint.role as EndpointRole }] : [],
)

/** Calls an endpoint as `token` (null: the storefront's Basic credential, no user) in Nigeria. */
function send(endpoint: Endpoints[Name], request: CallRequest, token: string | null, key: string) {
  const query = request.query && Object.keys(request.query).length > 0 ? `?${new URLSearchParams(request.query)}` : ''
  const headers: Record<string, string> = { country_id: '7' }
  if ('idempotent' in endpoint && endpoint.idempotent) headers['idempotency-key'] = key
  return call(endpoint.path + query, { method: endpoint.method, token: token ?? undefined, json: request.body, headers })
}

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('')
const sha256 = async (text: string) => hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
const blobsAsHex = (_key: string, value: unknown) => (value instanceof ArrayBuffer ? hex(value) : value)

/** Every table's row count and a hash of its rows (in any order), and the flash item's stock object. */
async function digest(flashItemId: number): Promise<Record<string, string>> {
  const { results: tables } = await db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%' ORDER BY name")
    .all<{ name: string }>()
  const state: Record<string, string> = {}
  for (const { name } of tables) {
    const rows = (await db.prepare(`SELECT * FROM "${name}"`).raw()).map((row) => JSON.stringify(row, blobsAsHex)).sort()
    state[name] = `${rows.length} rows ${await sha256(rows.join('\n'))}`
  }
  state['flash stock object'] = JSON.stringify(await flashStockObject(flashItemId).snapshot())
  return state
}

describe('role-only endpoints, from the contract\'s table', () => {
  it('the table names the role of every admin-only and retailer-only endpoint', () => {
    const counts = { admin: guarded.filter((g) => g.role === 'admin').length, retailer: guarded.filter((g) => g.role === 'retailer').length }
    expect(counts).toEqual({ admin: 20, retailer: 8 })
    for (const { name, endpoint } of guarded) expect(endpoint.auth, name).toBe(true)
    expect(Object.keys(requests).sort()).toEqual(guarded.map((g) => g.name).sort())
  })

  it('every endpoint under /api/admin/ is for admins in the table, so a new one cannot be left open', () => {
    const admin = Object.entries(endpoints).filter(([, endpoint]) => endpoint.path.startsWith('/api/admin/'))
    expect(admin.length).toBeGreaterThan(0)
    for (const [name, endpoint] of admin) expect('role' in endpoint ? endpoint.role : undefined, name).toBe('admin')
  })

  it('refuses a guest (401) and every other role (403), exactly, and changes nothing', async () => {
    const f = await fixtures()
    const [buyer] = await createBuyers(1)
    const tokens = { buyer: buyer!.token, retailer: await login('shop_ng'), admin: f.admin }
    const before = await digest(f.flashItemId)
    const wrong: string[] = []
    for (const { name, endpoint, role } of guarded) {
      const request = requests[name](f)
      // The request is one the endpoint accepts: a refusal is the role's, not a malformed body's.
      if ('body' in endpoint && endpoint.body) expect((endpoint.body as ZodType).safeParse(request.body).success, name).toBe(true)
      if ('query' in endpoint && endpoint.query) expect((endpoint.query as ZodType).safeParse(request.query ?? {}).success, name).toBe(true)

      const guest = await send(endpoint, request, null, `roles-${name}-guest`)
      const guestBody = await guest.json<{ key?: string; status?: number }>()
      if (guest.status !== 401 || guestBody.key !== 'unauthorized' || guestBody.status !== 401) wrong.push(`${name} as a guest: ${guest.status} ${JSON.stringify(guestBody)}`)

      for (const caller of (['buyer', 'retailer', 'admin'] as const).filter((other) => other !== role)) {
        const response = await send(endpoint, request, tokens[caller], `roles-${name}-${caller}`)
        const body = await response.json<{ key?: string; msg?: string }>()
        if (response.status !== 403 || body.key !== 'forbidden' || body.msg !== 'No permission for current operation') {
          wrong.push(`${name} as a ${caller}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`)
        }
      }
    }
    const after = await digest(f.flashItemId)
    const changed = Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table])
    expect({ wrong, changed }).toEqual({ wrong: [], changed: [] })
  })

  it('serves the role each is for, with the same requests (none refused as malformed, missing or not allowed)', async () => {
    const f = await fixtures()
    const tokens = { admin: f.admin, retailer: await login('shop_ng') }
    const refused: string[] = []
    for (const { name, endpoint, role } of guarded) {
      const response = await send(endpoint, requests[name](f), tokens[role], `roles-${name}-${role}`)
      if (response.status !== 200) refused.push(`${name}: ${response.status} ${(await response.text()).slice(0, 200)}`)
      else await response.body?.cancel()
    }
    expect(refused).toEqual([])
  })

  it('lets a buyer past every endpoint the table keeps for no role: no guard is missing from the table', async () => {
    const open = Object.entries(endpoints).filter(([, endpoint]) => !('role' in endpoint && endpoint.role))
    const buyers = await createBuyers(open.length)
    const refused: string[] = []
    for (const [i, [name, endpoint]] of open.entries()) {
      const response = await call(endpoint.path, { method: endpoint.method, token: buyers[i]!.token, headers: { country_id: '7' } })
      if (response.status === 403) refused.push(name)
      await response.body?.cancel()
    }
    expect(refused).toEqual([])
  })
})
