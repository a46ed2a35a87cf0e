import { describe, expect, it } from 'vitest'
import type { AdminAppealList, AppealDecided, AppealDetail, AppealRecords, AppealSubmitted } from '../../contract'
import { hashToken } from '../../mall/core/auth'
import { dueDate } from '../../mall/appeals/due-date'
import { contractData, call, createBuyers, login, mallEnv } from './mall.helpers'
import { get, post } from './orders.helpers'
import {
  createCampaign, createRetailers, DAY, deliver, ledgerOf, newImei, order, phones, rebateOf, runEngine, scanned, ship, sign, type Retailer,
} from './rebates.helpers'

const db = mallEnv.DB

const appeal = (shop: Retailer, body: unknown, key?: string) => post<AppealSubmitted>('/api/rebate/appeal', shop.token, body, key)
const approve = (admin: string, body: unknown, key?: string) => post<AppealDecided>('/api/admin/appeal/approve', admin, body, key)
const reject = (admin: string, body: unknown, key?: string) => post<AppealDecided>('/api/admin/appeal/reject', admin, body, key)
const record = (shop: Retailer, id: number) => get<AppealDetail>(`/api/rebate/appeal/details?id=${id}`, shop.token)

/** Another admin account with a live session. */
async function secondAdmin(): Promise<string> {
  const row = await db
    .prepare("INSERT INTO users (username, password_hash, nickname, role, country_id) VALUES (?, 'x', 'Second Admin', 'admin', 3) RETURNING id")
    .bind(`admin_${crypto.randomUUID().slice(0, 8)}`)
    .first<{ id: number }>()
  const token = Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) => byte.toString(16).padStart(2, '0')).join('')
  await db
    .prepare('INSERT INTO auth_sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
    .bind(await hashToken(token), row!.id, Date.now(), Date.now() + DAY)
    .run()
  return token
}

/** A scan campaign of 200 per item and a retailer with a delivered order of 3 phones, two of them scanned. */
async function scanCase() {
  const [phone] = await phones(1)
  const campaign = await createCampaign({ rule: 'scan', products: [phone!], amountMinor: 20_000 })
  const [shop, other] = await createRetailers(2)
  const placed = await order(shop!, [[phone!, 3]])
  await deliver(placed)
  const scannedImeis = [await scanned(shop!, placed, 0), await scanned(shop!, placed, 0)]
  await runEngine()
  return { campaign, shop: shop!, other: other!, placed, scannedImeis, missing: newImei() }
}

const decisionsOf = async (appealId: number) =>
  (await db.prepare('SELECT admin_id, decision, approved, reason, credited_minor FROM appeal_decisions WHERE appeal_id = ?').bind(appealId).all()).results

describe('a retailer appeals a missing rebate, an admin approves it', () => {
  it('is pending until reviewed, due 2 working days later; approval credits the IMEI\'s rebate to Wallet › Reward once, in the audit log', async () => {
    const { campaign, shop, missing } = await scanCase()
    const before = Date.now()
    const sent = await appeal(shop, { campaignId: campaign, imeis: [missing], note: 'Scanner <b>failed</b> on the third phone' }, 'appeal-1')
    expect(sent).toMatchObject({ code: 1, data: { status: 'pending' } })
    expect(sent.data.dueAt).toBeGreaterThanOrEqual(dueDate(before, 'GH'))
    expect(sent.data.dueAt).toBeLessThanOrEqual(dueDate(Date.now(), 'GH'))
    // The same tap again: the same answer, one appeal.
    expect(await appeal(shop, { campaignId: campaign, imeis: [missing], note: 'Scanner <b>failed</b> on the third phone' }, 'appeal-1')).toEqual(sent)

    const records = await contractData('appealRecords', await call('/api/rebate/appeals', { token: shop.token }))
    expect(records).toMatchObject({ appealCount: 1, imeiCount: 1, approvedCount: 0, items: [{ id: sent.data.appealId, status: 'pending', imeiCount: 1 }] })
    const pending = await contractData('appealRecord', await call(`/api/rebate/appeal/details?id=${sent.data.appealId}`, { token: shop.token }))
    expect(pending).toMatchObject({ status: 'pending', note: 'Scanner <b>failed</b> on the third phone', reviewedAt: null, imeis: [{ imei: missing, status: 'pending' }] })

    const admin = await login('admin')
    const queue = await contractData('adminAppeals', await call('/api/admin/appeals', { token: admin, headers: { country_id: '3' } }))
    expect(queue.items.some((item) => item.id === sent.data.appealId)).toBe(true)
    const detail = await contractData('adminAppeal', await call(`/api/admin/appeal/details?id=${sent.data.appealId}`, { token: admin, headers: { country_id: '3' } }))
    expect(detail).toMatchObject({ retailer: { id: shop.id }, preview: { amount: 200, gifts: 0 }, decisions: [] })

    const balance = async () => (await get<{ balance: number }>('/api/wallet', shop.token)).data.balance
    const balanceBefore = await balance()
    const approved = await approve(admin, { appealId: sent.data.appealId }, 'approve-1')
    expect(approved).toEqual({ status: 200, code: 1, msg: 'success', data: { appealId: sent.data.appealId, status: 'approved', approvedCount: 1, credited: 200 } })
    expect(await rebateOf(`rebate:scan:${campaign}:${missing}`)).toMatchObject({ status: 'credited', amount_minor: 20_000, appeal_id: sent.data.appealId })
    expect((await ledgerOf(shop.id)).filter((entry) => entry.source_key.endsWith(missing))).toHaveLength(1)
    expect(await decisionsOf(sent.data.appealId)).toEqual([{ admin_id: 9, decision: 'approve', approved: JSON.stringify([missing]), reason: null, credited_minor: 20_000 }])

    // Retried, or approved again, or rejected afterwards: nothing more.
    expect(await approve(admin, { appealId: sent.data.appealId }, 'approve-1')).toEqual(approved)
    expect(await approve(admin, { appealId: sent.data.appealId })).toMatchObject({ code: 500, key: 'appealReviewed' })
    expect(await reject(admin, { appealId: sent.data.appealId, reason: 'changed my mind' })).toMatchObject({ code: 500, key: 'appealReviewed' })
    await runEngine()
    expect((await ledgerOf(shop.id)).filter((entry) => entry.source_key.endsWith(missing))).toHaveLength(1)
    expect(await decisionsOf(sent.data.appealId)).toHaveLength(1)
    // Wallet › Reward: up by the rebate once; the balance is the sum of the ledger.
    expect(await balance()).toBe(balanceBefore + 200)
    const sum = await db.prepare('SELECT SUM(amount_minor) AS total FROM wallet_entries WHERE user_id = ? AND country_id = 3').bind(shop.id).first<number>('total')
    expect(await balance()).toBe(sum! / 100)

    const done = (await record(shop, sent.data.appealId)).data
    expect(done).toMatchObject({ status: 'approved', approvedCount: 1, credited: 200, imeis: [{ imei: missing, status: 'approved' }] })
    expect(done.reviewedAt).not.toBeNull()
    // Its rebate is credited now: nothing left to appeal.
    expect(await appeal(shop, { campaignId: campaign, imeis: [missing], note: 'again' })).toMatchObject({ code: 500, key: 'appealNotAllowed' })
  })
})

describe('two admins approve one appeal at the same moment', () => {
  it('one approval lands, every other is refused, and the rebate is credited once', async () => {
    const { campaign, shop, missing } = await scanCase()
    const sent = await appeal(shop, { campaignId: campaign, imeis: [missing], note: 'not scanned' })
    const [first, second] = [await login('admin'), await secondAdmin()]
    const PER_ADMIN = 25
    const answers = await Promise.all(
      Array.from({ length: PER_ADMIN * 2 }, (_, i) => approve(i % 2 === 0 ? first : second, { appealId: sent.data.appealId }, `race-${i}`)),
    )
    const landed = answers.filter((answer) => answer.code === 1)
    const refused = answers.filter((answer) => answer.key === 'appealReviewed')
    expect(landed).toHaveLength(1)
    expect(refused).toHaveLength(PER_ADMIN * 2 - 1)
    expect((await ledgerOf(shop.id)).filter((entry) => entry.source_key === `rebate:scan:${campaign}:${missing}`)).toEqual([
      { source_key: `rebate:scan:${campaign}:${missing}`, amount_minor: 20_000 },
    ])
    expect(await decisionsOf(sent.data.appealId)).toHaveLength(1)
    console.log(`appeals: ${PER_ADMIN * 2} approvals by 2 admins at once → ${landed.length} approved, ${refused.length} 'already reviewed', 1 credit`)
  })
})

describe('rejection and partial approval', () => {
  it('a rejection needs a reason; the retailer reads it and may appeal the IMEI again', async () => {
    const { campaign, shop, missing } = await scanCase()
    const sent = await appeal(shop, { campaignId: campaign, imeis: [missing], note: 'missing' })
    const admin = await login('admin')
    expect(await reject(admin, { appealId: sent.data.appealId, reason: '   ' })).toMatchObject({ code: 500, key: 'rejectReasonRequired' })
    expect(await reject(admin, { appealId: sent.data.appealId })).toMatchObject({ code: 500, key: 'rejectReasonRequired' })
    const rejected = await reject(admin, { appealId: sent.data.appealId, reason: 'No delivery note <script>alert(1)</script>' })
    expect(rejected).toMatchObject({ code: 1, data: { status: 'rejected', approvedCount: 0, credited: 0 } })
    expect((await record(shop, sent.data.appealId)).data).toMatchObject({
      status: 'rejected', rejectReason: 'No delivery note <script>alert(1)</script>', imeis: [{ status: 'rejected' }],
    })
    expect(await rebateOf(`rebate:scan:${campaign}:${missing}`)).toBeNull()
    expect(await decisionsOf(sent.data.appealId)).toMatchObject([{ decision: 'reject', reason: 'No delivery note <script>alert(1)</script>' }])
    expect(await appeal(shop, { campaignId: campaign, imeis: [missing], note: 'here is the note' })).toMatchObject({ code: 1 })
  })

  it('approving some IMEIs rejects the others, which needs a reason; only the approved ones are credited', async () => {
    const { campaign, shop } = await scanCase()
    const [a, b] = [newImei(), newImei()]
    const sent = await appeal(shop, { campaignId: campaign, imeis: [a, b], note: 'two missing' })
    const admin = await login('admin')
    expect(await approve(admin, { appealId: sent.data.appealId, imeis: [a] })).toMatchObject({ code: 500, key: 'rejectReasonRequired' })
    expect(await approve(admin, { appealId: sent.data.appealId, imeis: [newImei()], reason: 'x' })).toMatchObject({ status: 400, key: 'invalidInput' })
    const partly = await approve(admin, { appealId: sent.data.appealId, imeis: [a], reason: 'The second IMEI is not of this order' })
    expect(partly.data).toEqual({ appealId: sent.data.appealId, status: 'partlyApproved', approvedCount: 1, credited: 200 })
    expect(await rebateOf(`rebate:scan:${campaign}:${a}`)).toMatchObject({ status: 'credited' })
    expect(await rebateOf(`rebate:scan:${campaign}:${b}`)).toBeNull()
    const records = await contractData('appealRecords', await call('/api/rebate/appeals', { token: shop.token }))
    expect(records).toMatchObject({ appealCount: 1, imeiCount: 2, approvedCount: 1 })
  })
})

describe('what may be appealed', () => {
  it('only a retailer\'s own missing or refused rebates', async () => {
    const { campaign, shop, other, scannedImeis, missing } = await scanCase()
    // Already credited, or another retailer's unit.
    expect(await appeal(shop, { campaignId: campaign, imeis: [scannedImeis[0]], note: 'more' })).toMatchObject({ code: 500, key: 'appealNotAllowed' })
    expect(await appeal(other, { campaignId: campaign, imeis: [scannedImeis[1]], note: 'mine' })).toMatchObject({ code: 500, key: 'appealNotAllowed' })
    // A campaign of another market, or none.
    const nigeria = await createCampaign({ rule: 'scan', countryId: 7, products: [701], amountMinor: 20_000 })
    expect(await appeal(shop, { campaignId: nigeria, imeis: [missing], note: 'x' })).toMatchObject({ status: 404, key: 'notFound' })
    // Not an IMEI, too many, no note.
    expect(await appeal(shop, { campaignId: campaign, imeis: ['12345'], note: 'x' })).toMatchObject({ status: 400, key: 'invalidInput' })
    expect(await appeal(shop, { campaignId: campaign, imeis: Array.from({ length: 21 }, newImei), note: 'x' })).toMatchObject({ status: 400 })
    expect(await appeal(shop, { campaignId: campaign, imeis: [missing], note: '  ' })).toMatchObject({ status: 400 })
    // Buyers and admins do not appeal; only retailers read appeal records.
    const [buyer] = await createBuyers(1, 3)
    expect(await post('/api/rebate/appeal', buyer!.token, { campaignId: campaign, imeis: [missing], note: 'x' })).toMatchObject({ status: 403, key: 'forbidden' })
    expect(await get('/api/rebate/history', buyer!.token)).toMatchObject({ status: 403, key: 'forbidden' })
    expect(await get('/api/rebate/appeals', await login('admin'))).toMatchObject({ status: 403, key: 'forbidden' })
  })

  it('another retailer\'s appeal does not exist for them; retailers and buyers may not review', async () => {
    const { campaign, shop, other, missing } = await scanCase()
    const sent = await appeal(shop, { campaignId: campaign, imeis: [missing], note: 'mine' })
    expect(await record(other, sent.data.appealId)).toMatchObject({ status: 404, key: 'notFound', msg: 'Resource does not exist' })
    expect(await approve(other.token, { appealId: sent.data.appealId })).toMatchObject({ status: 403, key: 'forbidden', msg: 'No permission for current operation' })
    expect(await get('/api/admin/appeals', shop.token)).toMatchObject({ status: 403, key: 'forbidden' })
    expect(await approve(await login('admin'), { appealId: 999_999_999 })).toMatchObject({ status: 404, key: 'notFound' })
  })

  it('the same IMEI sent in ten appeals at once is under one of them', async () => {
    const { campaign, shop, missing } = await scanCase()
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => appeal(shop, { campaignId: campaign, imeis: [missing], note: `try ${i}` })))
    expect(answers.filter((answer) => answer.code === 1)).toHaveLength(1)
    expect(answers.filter((answer) => answer.key === 'appealExists')).toHaveLength(9)
  })
})

describe('an order rebate appealed', () => {
  it('names the order; approval credits the rule\'s amount for the approved IMEIs, once, under the order\'s key', async () => {
    const [phone] = await phones(1)
    const endAt = Date.now() + DAY
    const campaign = await createCampaign({ rule: 'tiered', products: [phone!], tiers: [[1, 6, 400], [7, null, 400]], endAt })
    const [shop, other] = await createRetailers(2)
    const placed = await order(shop!, [[phone!, 7]])
    const box = await ship(placed.orderId, [[placed.lines[0]!.id, 7]])
    await sign(box, [[placed.lines[0]!.id, 6]])
    await runEngine(endAt + 31 * DAY)
    const key = `rebate:order:${campaign}:${placed.orderId}`
    expect(await rebateOf(key)).toMatchObject({ status: 'refused', reason: 'partlySigned' })

    const imeis = Array.from({ length: 7 }, newImei)
    expect(await appeal(shop!, { campaignId: campaign, imeis, note: 'all 7 were delivered' })).toMatchObject({ status: 400, key: 'invalidInput' })
    expect(await appeal(other!, { campaignId: campaign, orderId: placed.orderId, imeis, note: 'x' })).toMatchObject({ status: 404, key: 'notFound' })
    expect(await appeal(shop!, { campaignId: campaign, orderId: placed.orderId, imeis: [...imeis, newImei()], note: 'x' })).toMatchObject({ key: 'appealNotAllowed' })
    const sent = await appeal(shop!, { campaignId: campaign, orderId: placed.orderId, imeis, note: 'The courier forgot the 7th signature' })
    expect(sent.code).toBe(1)
    expect(await appeal(shop!, { campaignId: campaign, orderId: placed.orderId, imeis: [newImei()], note: 'again' })).toMatchObject({ key: 'appealExists' })

    const approved = await approve(await login('admin'), { appealId: sent.data.appealId })
    expect(approved.data).toMatchObject({ status: 'approved', approvedCount: 7, credited: 28 })
    expect(await rebateOf(key)).toMatchObject({ status: 'credited', pieces: 7, amount_minor: 2800, appeal_id: sent.data.appealId })
    expect((await ledgerOf(shop!.id)).filter((entry) => entry.source_key === key)).toHaveLength(1)
    await runEngine(endAt + 32 * DAY)
    expect((await ledgerOf(shop!.id)).filter((entry) => entry.source_key === key)).toHaveLength(1)
  })
})

describe('the admins\' queue', () => {
  it('lists the market\'s appeals waiting for review by due date, overdue ones marked', async () => {
    const { campaign, shop } = await scanCase()
    const ids: number[] = []
    for (let i = 0; i < 3; i++) ids.push((await appeal(shop, { campaignId: campaign, imeis: [newImei()], note: `n${i}` })).data.appealId)
    await db.prepare('UPDATE appeals SET due_at = ?, created_at = ? WHERE id = ?').bind(Date.now() - DAY, Date.now() - 4 * DAY, ids[2]).run()
    const queue = await contractData('adminAppeals', await call('/api/admin/appeals', { token: await login('admin'), headers: { country_id: '3' } })) as AdminAppealList
    const dues = queue.items.map((item) => item.dueAt)
    expect(dues).toEqual([...dues].sort((a, b) => a - b))
    expect(queue.items.every((item) => item.status === 'pending')).toBe(true)
    expect(queue.items.find((item) => item.id === ids[2])).toMatchObject({ overdue: true })
    expect(queue.items.find((item) => item.id === ids[0])).toMatchObject({ overdue: false })
    expect(queue.items.findIndex((item) => item.id === ids[2])).toBeLessThan(queue.items.findIndex((item) => item.id === ids[0]))
    // Another market's queue does not show them; the seed's Lagos appeal is overdue there.
    const lagos = await contractData('adminAppeals', await call('/api/admin/appeals', { token: await login('admin'), headers: { country_id: '7' } }))
    expect(lagos.items.some((item) => ids.includes(item.id))).toBe(false)
    expect(lagos.items.find((item) => item.id === 100000701)).toMatchObject({ overdue: true })
    expect((await get(`/api/admin/appeal/details?id=${ids[0]}`, await login('admin'))).key).toBe('notFound')
  })

  it('the seed gives the Accra retailer history and appeals, and the admin a queue', async () => {
    const shop = await login('shop_gh')
    const records = await contractData('appealRecords', await call('/api/rebate/appeals', { token: shop }))
    expect(records).toMatchObject({ appealCount: 2, imeiCount: 2, approvedCount: 0 })
    const history = await contractData('rebateHistory', await call('/api/rebate/history', { token: shop }))
    expect(history.items.length).toBeGreaterThan(5)
    expect(history.credited).toBeGreaterThan(0)
    const own = records.items.map((item) => item.id)
    expect((await get('/api/rebate/appeal/details?id=100000701', shop)).key).toBe('notFound')
    expect(own).toContain(100000301)
    const records8 = (await get<AppealRecords>('/api/rebate/appeals', await login('shop_ng'))).data
    expect(records8.items.map((item) => item.id)).toEqual([100000701])
  })
})
