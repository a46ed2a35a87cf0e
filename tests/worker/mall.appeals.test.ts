import { describe, expect, it } from 'vitest'
import type { AdminAppealList, AppealDecided, AppealDetail, AppealRecords, AppealSubmitted } from '../../contract'
import { hashToken } from '../../mall/core/auth'
import { dueDate } from '../../mall/appeals/due-date'
import { contractData, call, createBuyers, login, mallEnv } from './mall.helpers'
import { deliveryTo, scan } from './imei.helpers'
import { answerOf, createProduct, get, post } from './orders.helpers'
import {
  createCampaign, createRetailers, DAY, deliver, ledgerOf, newImei, order, pack, phones, rebateOf, runEngine, scanned, ship, sign, type Retailer,
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

/**
 * A scan campaign of 200 per item and a retailer with a delivered order of 6 phones, all packed and signed for: two
 * scanned, four whose scan is missing.
 */
async function scanCase() {
  const [phone] = await phones(1)
  const campaign = await createCampaign({ rule: 'scan', products: [phone!], amountMinor: 20_000 })
  const [shop, other] = await createRetailers(2)
  const placed = await order(shop!, [[phone!, 6]])
  await deliver(placed)
  const scannedImeis = [await scanned(shop!, placed, 0), await scanned(shop!, placed, 0)]
  const unscanned = await pack(placed, 0, 4)
  await runEngine()
  return { campaign, shop: shop!, other: other!, placed, scannedImeis, unscanned, missing: unscanned[0]! }
}

const decisionsOf = async (appealId: number) =>
  (await db.prepare('SELECT admin_id, decision, approved, reason, credited_minor, gifts FROM appeal_decisions WHERE appeal_id = ?').bind(appealId).all()).results

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
    expect(detail).toMatchObject({ retailer: { id: shop.id }, preview: { amount: 200, gifts: 0, blocked: null }, decisions: [] })

    const balance = async () => (await get<{ balance: number }>('/api/wallet', shop.token)).data.balance
    const balanceBefore = await balance()
    const approved = await approve(admin, { appealId: sent.data.appealId }, 'approve-1')
    expect(approved).toEqual({ status: 200, code: 1, msg: 'success', data: { appealId: sent.data.appealId, status: 'approved', approvedCount: 1, credited: 200, gifts: 0 } })
    expect(await rebateOf(`rebate:scan:${campaign}:${missing}`)).toMatchObject({ status: 'credited', amount_minor: 20_000, appeal_id: sent.data.appealId })
    expect((await ledgerOf(shop.id)).filter((entry) => entry.source_key.endsWith(missing))).toHaveLength(1)
    expect(await decisionsOf(sent.data.appealId)).toEqual([{ admin_id: 9, decision: 'approve', approved: JSON.stringify([missing]), reason: null, credited_minor: 20_000, gifts: 0 }])

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
    const { campaign, shop, unscanned } = await scanCase()
    const [a, b] = unscanned
    const sent = await appeal(shop, { campaignId: campaign, imeis: [a, b], note: 'two missing' })
    const admin = await login('admin')
    expect(await approve(admin, { appealId: sent.data.appealId, imeis: [a] })).toMatchObject({ code: 500, key: 'rejectReasonRequired' })
    expect(await approve(admin, { appealId: sent.data.appealId, imeis: [newImei()], reason: 'x' })).toMatchObject({ status: 400, key: 'invalidInput' })
    const partly = await approve(admin, { appealId: sent.data.appealId, imeis: [a], reason: 'The second IMEI is not of this order' })
    expect(partly.data).toEqual({ appealId: sent.data.appealId, status: 'partlyApproved', approvedCount: 1, credited: 200, gifts: 0 })
    expect(await rebateOf(`rebate:scan:${campaign}:${a}`)).toMatchObject({ status: 'credited' })
    expect(await rebateOf(`rebate:scan:${campaign}:${b}`)).toBeNull()
    const records = await contractData('appealRecords', await call('/api/rebate/appeals', { token: shop.token }))
    expect(records).toMatchObject({ appealCount: 1, imeiCount: 2, approvedCount: 1 })
  })
})

describe('what may be appealed', () => {
  it('only a retailer\'s own missing or refused rebates', async () => {
    const { campaign, shop, other, scannedImeis, missing } = await scanCase()
    // Already credited; another retailer's unit, or an IMEI packed in no delivery, does not exist for them.
    expect(await appeal(shop, { campaignId: campaign, imeis: [scannedImeis[0]], note: 'more' })).toMatchObject({ code: 500, key: 'appealNotAllowed' })
    expect(await appeal(other, { campaignId: campaign, imeis: [scannedImeis[1]], note: 'mine' })).toMatchObject({ status: 404, key: 'notFound' })
    expect(await appeal(other, { campaignId: campaign, imeis: [missing], note: 'mine' })).toMatchObject({ status: 404, key: 'notFound' })
    expect(await appeal(shop, { campaignId: campaign, imeis: [newImei()], note: 'unknown' })).toMatchObject({ status: 404, key: 'notFound' })
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

    const imeis = await pack(placed, 0, 7)
    const later = await order(shop!, [[phone!, 1]])
    await ship(later.orderId, [[later.lines[0]!.id, 1]])
    const [ofLater] = await pack(later, 0, 1)
    expect(await appeal(shop!, { campaignId: campaign, imeis, note: 'all 7 were delivered' })).toMatchObject({ status: 400, key: 'invalidInput' })
    expect(await appeal(other!, { campaignId: campaign, orderId: placed.orderId, imeis, note: 'x' })).toMatchObject({ status: 404, key: 'notFound' })
    expect(await appeal(shop!, { campaignId: campaign, orderId: placed.orderId, imeis: [...imeis, ofLater!], note: 'x' })).toMatchObject({ key: 'appealNotAllowed' })
    expect(await appeal(shop!, { campaignId: campaign, orderId: placed.orderId, imeis: [imeis[0]!, ofLater!], note: 'x' })).toMatchObject({ key: 'appealNotAllowed' })
    expect(await appeal(shop!, { campaignId: campaign, orderId: placed.orderId, imeis: [imeis[0]!, newImei()], note: 'x' })).toMatchObject({ status: 404, key: 'notFound' })
    const sent = await appeal(shop!, { campaignId: campaign, orderId: placed.orderId, imeis, note: 'The courier forgot the 7th signature' })
    expect(sent.code).toBe(1)
    expect(await appeal(shop!, { campaignId: campaign, orderId: placed.orderId, imeis: [imeis[0]!], note: 'again' })).toMatchObject({ key: 'appealExists' })

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
    const { campaign, shop, unscanned } = await scanCase()
    const ids: number[] = []
    for (let i = 0; i < 3; i++) ids.push((await appeal(shop, { campaignId: campaign, imeis: [unscanned[i]!], note: `n${i}` })).data.appealId)
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

describe('a retailer appeals only units of deliveries to it', () => {
  const inGhana = { country_id: '3' }
  const appealAs = (token: string, body: unknown) => answerOf<AppealSubmitted>(call('/api/rebate/appeal', { method: 'POST', token, json: body, headers: inGhana }))
  const queuedFor = async (imei: string) => ({
    appeals: await db.prepare('SELECT COUNT(*) AS n FROM appeal_imeis WHERE imei = ?').bind(imei).first<number>('n'),
    rebates: (await db.prepare('SELECT user_id, status FROM rebates WHERE imei = ?').bind(imei).all()).results,
    credits: (await db.prepare('SELECT user_id, amount_minor FROM wallet_entries WHERE source_key LIKE ?').bind(`%:${imei}`).all()).results,
  })

  it('shop_ng naming a unit of shop_gh\'s signed delivery: \'Resource does not exist\', nothing queued; shop_gh appeals it and is paid', async () => {
    // A Tecno Spark 20 Pro (product 308, counted by Accra's scan campaign 3004) delivered to shop_gh (10), signed for, not scanned.
    const { imeis: [unit] } = await deliveryTo(10, { units: 1, signed: 1, productId: 308, countryId: 3 })
    const [thief, owner, admin] = [await login('shop_ng'), await login('shop_gh'), await login('admin')]

    expect(await appealAs(thief, { campaignId: 3004, imeis: [unit], note: 'Scanner failed on this one' })).toMatchObject({ status: 404, key: 'notFound', msg: 'Resource does not exist' })
    expect(await scan(thief, unit!)).toMatchObject({ key: 'imeiNotYours' })
    expect(await queuedFor(unit!)).toEqual({ appeals: 0, rebates: [], credits: [] })
    expect((await get<AppealRecords>('/api/rebate/appeals', thief)).data.items.map((item) => item.id)).toEqual([100000701])

    const sent = await appealAs(owner, { campaignId: 3004, imeis: [unit], note: 'The scanner did not read it' })
    expect(sent).toMatchObject({ code: 1, data: { status: 'pending' } })
    expect(await approve(admin, { appealId: sent.data.appealId })).toMatchObject({ code: 1, data: { status: 'approved', credited: 200 } })
    expect(await queuedFor(unit!)).toEqual({ appeals: 1, rebates: [{ user_id: 10, status: 'credited' }], credits: [{ user_id: 10, amount_minor: 20_000 }] })
    // The owner's scan still claims it; the job pays nothing twice.
    expect(await scan(owner, unit!)).toMatchObject({ code: 1 })
    await runEngine()
    expect(await queuedFor(unit!)).toEqual({ appeals: 1, rebates: [{ user_id: 10, status: 'credited' }], credits: [{ user_id: 10, amount_minor: 20_000 }] })
  })

  it('a missing scan is appealed only for a unit signed for, as the scan asks; a unit ordered before the campaign is not counted', async () => {
    const [phone] = await phones(1)
    const campaign = await createCampaign({ rule: 'scan', products: [phone!], amountMinor: 20_000 })
    const [shop] = await createRetailers(1)
    const oneSigned = await deliveryTo(shop!.id, { units: 3, signed: 1, productId: phone!, countryId: 3 })
    const noneSigned = await deliveryTo(shop!.id, { units: 1, signed: 0, productId: phone!, countryId: 3 })
    expect(await appeal(shop!, { campaignId: campaign, imeis: noneSigned.imeis, note: 'x' })).toMatchObject({ code: 500, key: 'imeiNotSigned' })
    expect(await appeal(shop!, { campaignId: campaign, imeis: oneSigned.imeis.slice(0, 2), note: 'x' })).toMatchObject({ code: 500, key: 'imeiNotSigned' })
    expect(await appeal(shop!, { campaignId: campaign, imeis: oneSigned.imeis.slice(0, 1), note: 'x' })).toMatchObject({ code: 1 })
    expect(await db.prepare('SELECT COUNT(*) AS n FROM appeals WHERE user_id = ?').bind(shop!.id).first<number>('n')).toBe(1)

    const early = await deliveryTo(shop!.id, { units: 1, signed: 1, productId: phone!, countryId: 3 })
    await db.prepare('UPDATE orders SET created_at = ? WHERE id = ?').bind(Date.now() - 3 * DAY, early.orderId).run()
    expect(await appeal(shop!, { campaignId: campaign, imeis: early.imeis, note: 'x' })).toMatchObject({ code: 500, key: 'appealNotAllowed' })
  })

  it('an appeal naming a unit not theirs (sent before this was checked) cannot be approved: nothing is credited', async () => {
    const { imeis: [unit] } = await deliveryTo(10, { units: 1, signed: 1, productId: 308, countryId: 3 })
    const id = 300_000_000 + Math.floor(Math.random() * 1e6)
    await db.batch([
      db.prepare("INSERT INTO appeals (id, user_id, country_id, campaign_id, note, status, due_at, created_at) VALUES (?, 8, 3, 3004, 'mine', 'pending', ?, ?)").bind(id, Date.now() + DAY, Date.now()),
      db.prepare("INSERT INTO appeal_imeis (appeal_id, imei, campaign_id, status) VALUES (?, ?, 3004, 'pending')").bind(id, unit),
    ])
    const admin = await login('admin')
    const detail = await contractData('adminAppeal', await call(`/api/admin/appeal/details?id=${id}`, { token: admin, headers: inGhana }))
    expect(detail.preview).toEqual({ amount: 0, gifts: 0, blocked: 'appealNotTheirs' })
    expect(await approve(admin, { appealId: id }, `legacy-${id}`)).toMatchObject({
      code: 500, key: 'appealNotTheirs', msg: 'An IMEI of this appeal is not in a delivery to this retailer: reject the appeal',
    })
    expect(await approve(admin, { appealId: id }, `legacy-${id}`)).toMatchObject({ code: 500, key: 'appealNotTheirs' })
    expect(await queuedFor(unit!)).toMatchObject({ rebates: [], credits: [] })
    expect(await db.prepare('SELECT status FROM appeals WHERE id = ?').bind(id).first<string>('status')).toBe('pending')
    expect(await reject(admin, { appealId: id, reason: 'Not your delivery' })).toMatchObject({ code: 1, data: { status: 'rejected' } })

    // The same for an order rebate: shop_gh's cancelled order 903104, under the seeded tiered rule 3001, named by shop_ng.
    const orderAppeal = id + 1
    await db.batch([
      db.prepare("INSERT INTO appeals (id, user_id, country_id, campaign_id, order_id, note, status, due_at, created_at) VALUES (?, 8, 3, 3001, 903104, 'mine', 'pending', ?, ?)")
        .bind(orderAppeal, Date.now() + DAY, Date.now()),
      db.prepare("INSERT INTO appeal_imeis (appeal_id, imei, campaign_id, status) VALUES (?, ?, 3001, 'pending')").bind(orderAppeal, newImei()),
    ])
    expect(await approve(admin, { appealId: orderAppeal })).toMatchObject({ code: 500, key: 'appealNotTheirs' })
    expect(await rebateOf('rebate:order:3001:903104')).toMatchObject({ status: 'refused' })
  })

  it('an approval pays every rebate it approves: one paid meanwhile refuses it, before the batch or inside it', async () => {
    const { campaign, shop, unscanned } = await scanCase()
    const admin = await login('admin')
    const [early, late] = [unscanned[0]!, unscanned[1]!]
    const paid = await appeal(shop, { campaignId: campaign, imeis: [early], note: 'missing' })
    // The scan arrives after all, and the job credits the unit's rebate.
    expect(await scan(shop.token, early)).toMatchObject({ code: 1 })
    await runEngine()
    expect(await rebateOf(`rebate:scan:${campaign}:${early}`)).toMatchObject({ status: 'credited', appeal_id: null })
    const detail = await contractData('adminAppeal', await call(`/api/admin/appeal/details?id=${paid.data.appealId}`, { token: admin, headers: inGhana }))
    expect(detail.preview.blocked).toBe('appealNotAllowed')
    expect(await approve(admin, { appealId: paid.data.appealId })).toMatchObject({ code: 500, key: 'appealNotAllowed' })
    expect(await decisionsOf(paid.data.appealId)).toEqual([])

    // Paid by the job in the very moment of the approval (played by a trigger in the approval's batch): refused whole.
    const racing = await appeal(shop, { campaignId: campaign, imeis: [late], note: 'missing' })
    const key = `rebate:scan:${campaign}:${late}`
    await db.prepare(
      `CREATE TRIGGER paid_meanwhile AFTER UPDATE OF status ON appeals WHEN NEW.id = ${racing.data.appealId} AND OLD.status = 'pending'
       BEGIN INSERT INTO rebates (source_key, campaign_id, user_id, country_id, kind, imei, pieces, amount_minor, status, month, created_at, updated_at, credited_at)
             VALUES ('${key}', ${campaign}, ${shop.id}, 3, 'scan', '${late}', 1, 20000, 'credited', '2026-01', 0, 0, 0); END`,
    ).run()
    expect(await approve(admin, { appealId: racing.data.appealId }, `race-${racing.data.appealId}`)).toMatchObject({ code: 500, key: 'appealNotAllowed' })
    await db.prepare('DROP TRIGGER paid_meanwhile').run()
    expect(await rebateOf(key)).toBeNull()
    expect(await decisionsOf(racing.data.appealId)).toEqual([])
    expect((await ledgerOf(shop.id)).filter((entry) => entry.source_key === key)).toEqual([])
    // Nothing paid after all: the same appeal approves.
    expect(await approve(admin, { appealId: racing.data.appealId })).toMatchObject({ code: 1, data: { credited: 200 } })
  })
})

describe('a gift rebate appealed', () => {
  /** A gift rule (every 2 pieces, 1 gift of its own product) and an order of 4 of its pieces, 3 signed for, refused once settled. */
  async function giftCase(every = 2) {
    const [phone] = await phones(1)
    const giftProduct = await createProduct({ stock: 10, countryId: 3, name: `Tecno Buds ${crypto.randomUUID().slice(0, 6)}` })
    const endAt = Date.now() + DAY
    const campaign = await createCampaign({ rule: 'gift', products: [phone!], gift: { every, count: 1, productId: giftProduct }, endAt })
    const [shop] = await createRetailers(1)
    const placed = await order(shop!, [[phone!, 4]])
    await sign(await ship(placed.orderId, [[placed.lines[0]!.id, 4]]), [[placed.lines[0]!.id, 3]])
    await runEngine(endAt + 31 * DAY)
    return { campaign, shop: shop!, placed, giftProduct, imeis: await pack(placed, 0, 4), key: `rebate:order:${campaign}:${placed.orderId}` }
  }

  it('approval records the gifts owed, with what they are: in the decision, the appeal, the rebate history and Wallet › Reward', async () => {
    const { campaign, shop, placed, giftProduct, imeis, key } = await giftCase()
    expect(await rebateOf(key)).toMatchObject({ status: 'refused', reason: 'partlySigned', gifts: 2 })
    const sent = await appeal(shop, { campaignId: campaign, orderId: placed.orderId, imeis, note: 'All four were delivered' })
    const admin = await login('admin')
    const detail = await contractData('adminAppeal', await call(`/api/admin/appeal/details?id=${sent.data.appealId}`, { token: admin, headers: { country_id: '3' } }))
    expect(detail.preview).toEqual({ amount: 0, gifts: 2, blocked: null })

    // One piece of four earns no gift: that approval would give nothing, so it is refused and the appeal waits.
    expect(await approve(admin, { appealId: sent.data.appealId, imeis: [imeis[0]!], reason: 'Only one proven' })).toMatchObject({ code: 500, key: 'appealPaysNothing' })
    expect(await decisionsOf(sent.data.appealId)).toEqual([])

    const balance = async () => (await get<{ balance: number }>('/api/wallet', shop.token)).data.balance
    const before = await balance()
    expect((await approve(admin, { appealId: sent.data.appealId })).data).toEqual({ appealId: sent.data.appealId, status: 'approved', approvedCount: 4, credited: 0, gifts: 2 })
    expect(await rebateOf(key)).toMatchObject({ status: 'credited', gifts: 2, amount_minor: 0, appeal_id: sent.data.appealId })
    expect(await decisionsOf(sent.data.appealId)).toMatchObject([{ decision: 'approve', credited_minor: 0, gifts: 2 }])
    const name = (await db.prepare('SELECT name FROM products WHERE id = ?').bind(giftProduct).first<string>('name'))!
    const gift = { id: giftProduct, name, image: '/m/img/products/phone.svg' }

    expect(await contractData('appealRecord', await call(`/api/rebate/appeal/details?id=${sent.data.appealId}`, { token: shop.token }))).toMatchObject({ credited: 0, gifts: 2, gift })
    const history = await contractData('rebateHistory', await call('/api/rebate/history', { token: shop.token }))
    expect(history.items).toEqual([expect.objectContaining({ campaignId: campaign, gifts: 2, gift, creditedCount: 1 })])
    // Goods, not money: listed on their own in Wallet › Reward, the balance unchanged.
    const owed = await contractData('walletGifts', await call('/api/wallet/gifts', { token: shop.token }))
    expect(owed.items).toEqual([{ rebateId: expect.any(Number), campaignId: campaign, count: 2, product: gift, orderId: placed.orderId, at: expect.any(Number) }])
    expect(await balance()).toBe(before)
    expect((await contractData('walletGifts', await call('/api/wallet/gifts', { token: (await createBuyers(1, 3))[0]!.token }))).items).toEqual([])
  })

  it('an appeal whose pieces earn nothing under the rule is refused when sent, and nothing is queued', async () => {
    const { campaign, shop, placed, imeis, key } = await giftCase(5)
    expect(await rebateOf(key)).toMatchObject({ status: 'refused', reason: 'belowMinimum', gifts: 0 })
    expect(await appeal(shop, { campaignId: campaign, orderId: placed.orderId, imeis, note: 'four delivered' })).toMatchObject({
      code: 500, key: 'appealPaysNothing', msg: 'Under the campaign\'s rule these pieces earn nothing, so approving this appeal would give nothing',
    })
    expect(await db.prepare('SELECT COUNT(*) AS n FROM appeals WHERE user_id = ?').bind(shop.id).first<number>('n')).toBe(0)
  })
})

describe('one unit is never paid twice under one campaign', () => {
  const paymentsOf = async (campaign: number, imei: string) => ({
    rebates: await db.prepare('SELECT COUNT(*) AS n FROM rebates WHERE campaign_id = ? AND imei = ?').bind(campaign, imei).first<number>('n'),
    credits: await db.prepare('SELECT COUNT(*) AS n FROM wallet_entries WHERE source_key LIKE ?').bind(`rebate:%:${campaign}:${imei}%`).first<number>('n'),
    credited: await db.prepare('SELECT COALESCE(SUM(amount_minor), 0) AS total FROM wallet_entries WHERE source_key LIKE ?').bind(`rebate:%:${campaign}:${imei}%`).first<number>('total'),
  })
  const once = { rebates: 1, credits: 1, credited: 20_000 }

  it('scanned and paid, then appealed: the appeal is refused when sent; sent before the job paid, its approval is refused and pays nothing', async () => {
    const { campaign, shop, scannedImeis, unscanned } = await scanCase()
    const admin = await login('admin')
    expect(await paymentsOf(campaign, scannedImeis[0]!)).toEqual(once)
    expect(await appeal(shop, { campaignId: campaign, imeis: [scannedImeis[0]], note: 'pay me again' })).toMatchObject({ code: 500, key: 'appealNotAllowed' })

    // Appealed while the scan is approved but not paid yet; the job pays it; the admin is told before approving.
    const unit = unscanned[0]!
    expect(await scan(shop.token, unit)).toMatchObject({ code: 1 })
    const sent = await appeal(shop, { campaignId: campaign, imeis: [unit], note: 'scanned, not paid yet' })
    expect(sent.code).toBe(1)
    await runEngine()
    const detail = await contractData('adminAppeal', await call(`/api/admin/appeal/details?id=${sent.data.appealId}`, { token: admin, headers: { country_id: '3' } }))
    expect(detail.history).toEqual([
      {
        imei: unit,
        scans: [{ shop: 'Shop 0', status: 'approved', at: expect.any(Number) }],
        rebates: [{ campaignId: campaign, rule: 'scan', line: 'phones', kind: 'scan', status: 'credited', amount: 200, gifts: 0, appealId: null, at: expect.any(Number) }],
      },
    ])
    expect(detail.preview.blocked).toBe('appealNotAllowed')
    expect(await approve(admin, { appealId: sent.data.appealId })).toMatchObject({ code: 500, key: 'appealNotAllowed' })
    expect(await paymentsOf(campaign, unit)).toEqual(once)
  })

  it('appealed and approved, then scanned: the scan claims the unit and the job pays nothing more', async () => {
    const { campaign, shop, unscanned } = await scanCase()
    const unit = unscanned[1]!
    const sent = await appeal(shop, { campaignId: campaign, imeis: [unit], note: 'the scanner failed' })
    expect(await approve(await login('admin'), { appealId: sent.data.appealId })).toMatchObject({ code: 1, data: { credited: 200 } })
    expect(await scan(shop.token, unit)).toMatchObject({ code: 1 })
    await runEngine()
    await runEngine()
    expect(await paymentsOf(campaign, unit)).toEqual(once)
    expect(await rebateOf(`rebate:scan:${campaign}:${unit}`)).toMatchObject({ status: 'credited', appeal_id: sent.data.appealId })
  })

  it('approved, scanned and paid by the job all at once: each unit has one rebate and one credit', async () => {
    const { campaign, shop, unscanned } = await scanCase()
    const admin = await login('admin')
    const sent = await Promise.all(unscanned.map((imei, i) => appeal(shop, { campaignId: campaign, imeis: [imei], note: `race ${i}` })))
    const answers = await Promise.all(
      unscanned.flatMap((imei, i) => [
        approve(admin, { appealId: sent[i]!.data.appealId }, `both-${sent[i]!.data.appealId}`),
        (async () => {
          await scan(shop.token, imei)
          return runEngine()
        })(),
        runEngine(),
      ]),
    )
    expect(answers.length).toBe(unscanned.length * 3)
    await runEngine()
    for (const imei of unscanned) expect(await paymentsOf(campaign, imei), imei).toEqual(once)
    const ledger = (await ledgerOf(shop.id)).filter((entry) => unscanned.some((imei) => entry.source_key.endsWith(imei)))
    expect(ledger).toHaveLength(unscanned.length)
  })
})

describe('the units an appeal may name', () => {
  const unitsOf = (shop: Retailer, query: string) => get<{ units: { imei: string; orderId: number; productName: string; scannedAt: number | null }[] }>(`/api/rebate/appeal/units?${query}`, shop.token)

  it('are the retailer\'s own delivered units with no rebate paid or coming and under no open appeal', async () => {
    const { campaign, shop, other, placed, scannedImeis, unscanned } = await scanCase()
    const listed = (await unitsOf(shop, `campaignId=${campaign}`)).data.units
    // The two scanned units are paid; the four not scanned are listed, with their order.
    expect(listed.map((unit) => unit.imei).sort()).toEqual([...unscanned].sort())
    expect(listed.every((unit) => unit.orderId === placed.orderId && unit.scannedAt === null)).toBe(true)
    expect(listed.some((unit) => scannedImeis.includes(unit.imei))).toBe(false)
    // Another retailer sees none of them; an appeal under review takes its unit off the list.
    expect((await unitsOf(other, `campaignId=${campaign}`)).data.units).toEqual([])
    await appeal(shop, { campaignId: campaign, imeis: [unscanned[0]], note: 'missing' })
    expect((await unitsOf(shop, `campaignId=${campaign}`)).data.units.map((unit) => unit.imei)).not.toContain(unscanned[0])
    // Another market's campaign does not exist here; a buyer may not ask.
    const nigeria = await createCampaign({ rule: 'scan', countryId: 7, products: [701], amountMinor: 20_000 })
    expect(await unitsOf(shop, `campaignId=${nigeria}`)).toMatchObject({ status: 404, key: 'notFound' })
    const [buyer] = await createBuyers(1, 3)
    expect(await get(`/api/rebate/appeal/units?campaignId=${campaign}`, buyer!.token)).toMatchObject({ status: 403 })
  })

  it('of an order rebate: that order\'s units while its rebate is refused, none once it is paid', async () => {
    const [phone] = await phones(1)
    const endAt = Date.now() + DAY
    const campaign = await createCampaign({ rule: 'tiered', products: [phone!], tiers: [[1, null, 400]], endAt })
    const [shop] = await createRetailers(1)
    const placed = await order(shop!, [[phone!, 2]])
    const other = await order(shop!, [[phone!, 1]])
    await sign(await ship(placed.orderId, [[placed.lines[0]!.id, 2]]), [[placed.lines[0]!.id, 1]])
    await ship(other.orderId, [[other.lines[0]!.id, 1]])
    await runEngine(endAt + 31 * DAY)
    const imeis = await pack(placed, 0, 2)
    await pack(other, 0, 1)
    const listed = (await unitsOf(shop!, `campaignId=${campaign}&orderId=${placed.orderId}`)).data.units
    expect(listed.map((unit) => unit.imei).sort()).toEqual([...imeis].sort())
    const sent = await appeal(shop!, { campaignId: campaign, orderId: placed.orderId, imeis, note: 'both delivered' })
    await approve(await login('admin'), { appealId: sent.data.appealId })
    expect((await unitsOf(shop!, `campaignId=${campaign}&orderId=${placed.orderId}`)).data.units).toEqual([])
  })
})
