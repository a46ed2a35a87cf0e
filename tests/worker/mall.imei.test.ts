import { describe, expect, it } from 'vitest'
import { type ImeiScans, isImei } from '../../contract'
import { call, decidedAnswers, login, mallEnv } from './mall.helpers'
import { claimsOf, GH, newImei, retailerWithDelivery, scan, scanCall } from './imei.helpers'
import { answerOf, get } from './orders.helpers'

const db = mallEnv.DB

describe('an IMEI', () => {
  it('is 15 digits whose last is the Luhn check digit', () => {
    expect(isImei('356938035643809')).toBe(true)
    expect(isImei('356938035643808')).toBe(false)
    expect(isImei('35693803564380')).toBe(false)
    expect(isImei('3569380356438090')).toBe(false)
    expect(isImei('35693803564380a')).toBe(false)
    expect(isImei(newImei())).toBe(true)
  })
})

describe('POST /api/imei/scan', () => {
  it('claims a signed unit of the retailer\'s delivery; spaces are ignored; the list shows it approved', async () => {
    const { shop, imeis, orderId, lineId } = await retailerWithDelivery({ units: 2, signed: 2 })
    const spaced = `${imeis[0]!.slice(0, 5)} ${imeis[0]!.slice(5, 10)}-${imeis[0]!.slice(10)}`
    expect(await scan(shop.token, spaced)).toMatchObject({ code: 1, data: { imei: imeis[0], orderId, productName: 'Test phone', activated: false } })
    expect(await claimsOf(imeis[0]!)).toEqual([{ retailer_id: shop.id, order_line_id: lineId, activated_at: null }])
    expect(await scan(shop.token, imeis[0]!)).toMatchObject({ key: 'imeiScannedAlready' })
    const list = await get<ImeiScans>('/api/imei/scans', shop.token)
    expect(list.data.scans.map((row) => [row.imei, row.status, row.reason])).toEqual([
      [imeis[0], 'refused', 'imeiScannedAlready'],
      [imeis[0], 'approved', null],
    ])
  })

  it('refuses a wrong check digit, another shop\'s unit, a unit not signed for, and a unit claimed by another shop', async () => {
    const mine = await retailerWithDelivery({ units: 3, signed: 1 })
    const theirs = await retailerWithDelivery({ units: 1, signed: 1 })
    const wrong = `${mine.imeis[0]!.slice(0, 14)}${(Number(mine.imeis[0]!.at(-1)) + 1) % 10}`
    // 15 digits whose last is not their check digit: said apart from a number that is no IMEI at all.
    expect(await scan(mine.shop.token, wrong)).toMatchObject({
      key: 'imeiCheckDigit', msg: 'The last digit of this IMEI (its check digit) is wrong: check the number and enter it again',
    })
    expect(await scan(mine.shop.token, '12345')).toMatchObject({ key: 'imeiInvalid' })
    expect(await scan(mine.shop.token, theirs.imeis[0]!)).toMatchObject({ key: 'imeiNotYours', msg: 'This IMEI is not in any of your deliveries' })
    expect(await scan(mine.shop.token, newImei())).toMatchObject({ key: 'imeiNotYours' })
    expect(await scan(mine.shop.token, mine.imeis[1]!)).toMatchObject({ code: 1 })
    expect(await scan(mine.shop.token, mine.imeis[2]!)).toMatchObject({ key: 'imeiNotSigned' })
    expect(await scan(theirs.shop.token, theirs.imeis[0]!)).toMatchObject({ code: 1 })
    expect(await scan(mine.shop.token, theirs.imeis[0]!)).toMatchObject({ key: 'imeiClaimed' })
    expect(await claimsOf(mine.imeis[2]!)).toEqual([])
  })

  it('is for retailers only', async () => {
    const { imeis } = await retailerWithDelivery({ units: 1, signed: 1 })
    const answer = await answerOf(scanCall(await login('amina'), imeis[0]!))
    expect(answer).toMatchObject({ status: 403, key: 'forbidden' })
    expect((await answerOf(call('/api/imei/scans', { token: await login('amina') }))).status).toBe(403)
  })

  it('an offline queue replaying one scan 8 times under its key: one claim, one answer, one log row', async () => {
    const { shop, imeis } = await retailerWithDelivery({ units: 1, signed: 1 })
    const key = `queued-${imeis[0]}`
    const answers = [
      ...decidedAnswers(await Promise.all(Array.from({ length: 5 }, () => scan(shop.token, imeis[0]!, key)))),
      await scan(shop.token, imeis[0]!, key),
      await scan(shop.token, imeis[0]!, key),
      await scan(shop.token, imeis[0]!, key),
    ]
    expect(new Set(answers.map((answer) => JSON.stringify([answer.code, answer.data])))).toEqual(new Set([JSON.stringify([1, answers[0]!.data])]))
    expect(await claimsOf(imeis[0]!)).toHaveLength(1)
    expect(await db.prepare('SELECT COUNT(*) AS n FROM imei_scans WHERE imei = ?').bind(imeis[0]).first<number>('n')).toBe(1)
  })

  it('one IMEI scanned 10 times at once with 10 keys: one claim, nine "already scanned"', async () => {
    const { shop, imeis } = await retailerWithDelivery({ units: 1, signed: 1 })
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => scan(shop.token, imeis[0]!, `twice-${imeis[0]}-${i}`)))
    expect(answers.filter((answer) => answer.code === 1)).toHaveLength(1)
    expect(answers.filter((answer) => answer.key === 'imeiScannedAlready')).toHaveLength(9)
    expect(await claimsOf(imeis[0]!)).toHaveLength(1)
  })

  it('30 parallel scans of a package\'s 3 IMEIs with 2 units signed: exactly 2 claimed', async () => {
    const { shop, imeis } = await retailerWithDelivery({ units: 3, signed: 2 })
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => scan(shop.token, imeis[i % 3]!, `rush-${imeis[0]}-${i}`)))
    const claimed = (await Promise.all(imeis.map(claimsOf))).flat()
    expect(claimed).toHaveLength(2)
    expect(answers.filter((answer) => answer.code === 1)).toHaveLength(2)
    expect(answers.filter((answer) => answer.code !== 1).every((answer) => ['imeiNotSigned', 'imeiScannedAlready'].includes(answer.key!))).toBe(true)
  })
})

describe('activations and the scan rebate', () => {
  it('the feed records activations (admin only); a scan after one says activated, and a scanned unit gets its time', async () => {
    const { shop, imeis } = await retailerWithDelivery({ units: 2, signed: 2 })
    await scan(shop.token, imeis[0]!)
    const at = Date.now() - 3_600_000
    const feed = { activations: [{ imei: imeis[0], activatedAt: at }, { imei: imeis[1], activatedAt: at }] }
    expect(await answerOf(call('/api/admin/imei/activations', { method: 'POST', token: shop.token, json: feed }))).toMatchObject({ status: 403 })
    const admin = await login('admin')
    expect(await answerOf(call('/api/admin/imei/activations', { method: 'POST', token: admin, json: feed }))).toMatchObject({ code: 1, data: { recorded: 2, matched: 1 } })
    expect(await answerOf(call('/api/admin/imei/activations', { method: 'POST', token: admin, json: feed }))).toMatchObject({ code: 1, data: { recorded: 0, matched: 0 } })
    expect((await claimsOf(imeis[0]!))[0]!.activated_at).toBe(at)
    expect(await scan(shop.token, imeis[1]!)).toMatchObject({ code: 1, data: { activated: true } })
    expect((await claimsOf(imeis[1]!))[0]!.activated_at).toBe(at)
  })

  it('the demo retailer scans the last Tecno of a signed delivery; the job credits its scan rebate once', async () => {
    const shop = await login('shop_gh')
    expect(await scan(shop, '356938035643809')).toMatchObject({ code: 1, data: { orderId: 903101, activated: false } })
    const admin = await login('admin')
    for (let run = 0; run < 2; run++) await call('/api/admin/jobs/run', { method: 'POST', token: admin })
    const rebate = await db.prepare("SELECT status, amount_minor FROM rebates WHERE source_key = 'rebate:scan:3004:356938035643809'").first()
    expect(rebate).toEqual({ status: 'credited', amount_minor: 20000 })
    const credits = await db.prepare("SELECT COUNT(*) AS n FROM wallet_entries WHERE source_key = 'rebate:scan:3004:356938035643809'").first<number>('n')
    expect(credits).toBe(1)
    expect(GH).toBe(3)
  })
})
