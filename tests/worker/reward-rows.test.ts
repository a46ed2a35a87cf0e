import { describe, expect, it } from 'vitest'
import type { WalletEntries, WalletEntry } from '../../contract'
import { send } from './helpers'
import { call, login, mallEnv } from './mall.helpers'
import { selectAll } from './html'

const db = mallEnv.DB
const LAGOS = 'countryId=7; countryCode=NG'

async function entries(token: string): Promise<WalletEntry[]> {
  const response = await call('/api/wallet/entries', { token, headers: { country_id: '7', country_code: 'NG' } })
  const answer = (await response.json()) as { code: number; data: WalletEntries }
  expect(answer.code).toBe(1)
  return answer.data.items
}

describe('Wallet › Reward rows say what paid each line', () => {
  it('the mall answers each rebate entry with its rule and its unit (IMEI) or order, from the caller\'s own rebates', async () => {
    const shop = await login('shop_ng')
    const rebates = (await entries(shop)).filter((entry) => entry.kind === 'rebate')
    const scans = rebates.filter((entry) => entry.rebate?.rule === 'scan')
    expect(scans.map((entry) => entry.rebate!.imei).sort()).toEqual([
      '352099160002123', '352099160002198', '352099160002263', '354678130002400', '354678130002475',
    ])
    expect(scans.every((entry) => entry.rebate!.campaignId === 7004 && entry.orderId === 907101)).toBe(true)
    expect(rebates.find((entry) => entry.rebate?.rule === 'tiered')).toMatchObject({ orderId: 907101, rebate: { campaignId: 7001, line: 'phones', imei: null } })
    const one = (await (await call(`/api/wallet/entry?id=${scans[0]!.id}`, { token: shop, headers: { country_id: '7', country_code: 'NG' } })).json()) as { data: WalletEntry }
    expect(one.data.rebate).toEqual(scans[0]!.rebate)
  })

  it('never names another user\'s rebate: an entry whose source key is someone else\'s rebate has none', async () => {
    const buyer = await login('amina')
    const { id: userId } = (await db.prepare("SELECT id FROM users WHERE username = 'amina'").first<{ id: number }>())!
    // A rebate of shop_ng and an entry of amina's under the same source key (made up: nothing in the mall writes
    // that): the entry must not borrow the other user's rebate.
    const key = `rebate:scan:7004:35${String(Date.now()).slice(-13)}`
    const now = Date.now()
    await db.batch([
      db
        .prepare(
          `INSERT INTO rebates (source_key, campaign_id, user_id, country_id, kind, order_id, imei, pieces, amount_minor, gifts, status, month, created_at, updated_at, credited_at)
           VALUES (?1, 7004, 8, 7, 'scan', NULL, substr(?1, 18), 1, 20000, 0, 'credited', '2026-11', ?2, ?2, ?2)`,
        )
        .bind(key, now),
      db
        .prepare("INSERT INTO wallet_entries (user_id, country_id, amount_minor, kind, source_key, order_id, created_at) VALUES (?, 7, 100, 'rebate', ?, NULL, ?)")
        .bind(userId, key, now),
    ])
    const mine = (await entries(buyer)).find((entry) => entry.kind === 'rebate')
    expect(mine).toBeDefined()
    expect(mine!.rebate).toBeNull()
  })

  it('the Reward page shows the rule and the IMEI (left to right) or the order of each line, in English and Arabic', async () => {
    const shop = await login('shop_ng')
    const page = async (language: string) =>
      (await send('/m/wallet/reward', { headers: { cookie: `key=${shop}; ${LAGOS}; jde-lang=${language}` } })).text()
    const rows = async (body: string) => (await selectAll(body, 'ul.entries > li .info')).map((row) => row.text.replace(/\s+/g, ' ').trim())
    const english = await page('en-US')
    const shown = await rows(english)
    const scanRows = shown.filter((row) => row.startsWith('Delivery-scan rebate'))
    expect(scanRows).toHaveLength(5)
    expect(new Set(scanRows).size).toBe(5)
    for (const imei of ['352099160002123', '354678130002475']) expect(scanRows.some((row) => row.includes(`Unit: IMEI ${imei}`))).toBe(true)
    expect(shown.some((row) => row.startsWith('Tiered cash rebate') && row.includes('From order 907101'))).toBe(true)
    expect(english).toContain('<bdi dir="ltr">352099160002123</bdi>')

    const arabic = await page('ar')
    expect((await rows(arabic)).filter((row) => row.startsWith('مكافأة'))).not.toHaveLength(0)
    expect(arabic).toContain('الجهاز: IMEI <bdi dir="ltr">352099160002123</bdi>')
  })
})
