import { beforeAll, describe, expect, it } from 'vitest'
import { receive } from './coupons.helpers'
import { send, tokenFor } from './helpers'
import { monthOf } from '../../mall/rebates/store'
import { REGISTER_OFFLINE_PAGES } from '../../islands/offline/register'
import { registrationScript, scriptsBesidesRegistration, firstRunScript } from '../scripts'

async function gzipBytes(text: string): Promise<number> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'))
  return (await new Response(stream).arrayBuffer()).byteLength
}

const FIRST_ROUND_TRIP = 14 * 1024
const LISTING = 8 * 1024

describe('HTML budgets', () => {
  // amina holds every Nigerian coupon she can get, so her coupon pages are as full as they get.
  beforeAll(async () => {
    const token = await tokenFor('amina')
    for (const couponId of [71, 72, 73, 74, 75]) await receive(token, couponId)
  })

  it.each([
    ['/m/', LISTING],
    ['/m/login/login', FIRST_ROUND_TRIP],
    ['/m/cart', FIRST_ROUND_TRIP],
    ['/m/activity/sale', LISTING],
    ['/m/category?id=1', LISTING],
    ['/m/category?id=7&sort=priceDesc', LISTING],
    ['/m/search?q=a', LISTING],
    ['/m/search?q=phone&sort=priceAsc', LISTING],
    ['/m/product/info?id=701', FIRST_ROUND_TRIP],
    ['/m/product/info?id=707', FIRST_ROUND_TRIP],
    ['/m/coupon/center', LISTING],
    ['/m/coupon/mine', LISTING],
    ['/m/coupon/mine?tab=expired', LISTING],
    ['/m/activity/pre-sale', LISTING],
    ['/m/special-for-new-user/activity', LISTING],
    ['/m/activity/luckyDraw', LISTING],
    ['/m/activity/awardList', LISTING],
    ['/m/wallet/reward', FIRST_ROUND_TRIP],
  ])('%s fits in %i bytes gzip', async (path, budget) => {
    const token = await tokenFor('amina')
    for (const language of ['en-US', 'ar', 'my']) {
      const html = await (await send(path, { headers: { cookie: `key=${token}; countryId=7; jde-lang=${language}` } })).text()
      const size = await gzipBytes(html)
      expect(size, language).toBeLessThanOrEqual(budget)
      expect(size).toBeGreaterThan(500)
    }
  })

  it.each([
    ['/m/incentive/order-rebate', 'admin'],
    ['/m/incentive/activate-rebate', 'admin'],
    ['/m/rebate/accessoriesRebate', 'admin'],
    ['/m/rebate/rebateHistory', 'shop_gh'],
    ['/m/rebate/rebateHistoryDetails?campaignId=3004&month=', 'shop_gh'],
    ['/m/rebate/appeal', 'shop_gh'],
    ['/m/rebate/appealRecords', 'shop_gh'],
    ['/m/rebate/appealRecordDetails?id=100000302', 'shop_gh'],
    ['/m/admin/appeals', 'admin'],
    ['/m/admin/appeals?id=100000301', 'admin'],
  ])('%s (the incentive programme, as %s in Ghana) fits in 14 KB gzip with no script but the offline pages\' registration', async (path, user) => {
    const token = await tokenFor(user)
    const month = monthOf(Date.now(), 'GH')
    for (const language of ['en-US', 'ar', 'my']) {
      const response = await send(path.endsWith('month=') ? `${path}${month}` : path, { headers: { cookie: `key=${token}; countryId=3; jde-lang=${language}` } })
      expect(response.status, language).toBe(200)
      const html = await response.text()
      const size = await gzipBytes(html)
      expect(size, language).toBeLessThanOrEqual(FIRST_ROUND_TRIP)
      expect(size).toBeGreaterThan(500)
      expect(scriptsBesidesRegistration(html)).toEqual([])
    }
  })

  it('/m/imei/scan (as shop_gh) fits in 14 KB gzip with one script, the scan form\'s island', async () => {
    const token = await tokenFor('shop_gh')
    for (const language of ['en-US', 'ar', 'my']) {
      const html = await (await send('/m/imei/scan', { headers: { cookie: `key=${token}; countryId=3; jde-lang=${language}` } })).text()
      expect(await gzipBytes(html), language).toBeLessThanOrEqual(FIRST_ROUND_TRIP)
      expect(scriptsBesidesRegistration(html)).toHaveLength(1)
    }
  })

  it('a listing page shows a full page of 20 cards within its budget', async () => {
    const html = await (await send('/m/search?q=a', { headers: { cookie: 'countryId=7' } })).text()
    expect(html.match(/<li class="pc" data-goods-id="\d+">/g)).toHaveLength(20)
  })
})

describe('no JavaScript on island-free pages but the offline pages\' registration', () => {
  const ISLAND_FREE = [
    '/m/404', '/m/login/login', '/m/maintenance', '/m/category?id=1', '/m/search?q=phone', '/m/search', '/m/market',
    '/m/activity/pre-sale', '/m/wallet/reward', '/m/special-for-new-user/activity', '/m/activity/awardList',
  ]
  it.each(ISLAND_FREE)('%s references no other script', async (path) => {
    const token = await tokenFor('amina')
    const html = await (await send(path, { headers: { cookie: `countryId=7; key=${token}` } })).text()
    expect(scriptsBesidesRegistration(html)).toEqual([])
    expect(html).not.toMatch(/modulepreload/i)
    expect(html).not.toContain('<m-island')
  })

  it.each(['/m/coupon/mine', '/m/order/confirm', '/m/cart'])('%s (logged in) references no other script', async (path) => {
    const html = await (await send(path, { headers: { cookie: `key=${await tokenFor('amina')}; countryId=7` } })).text()
    expect(html).toContain('<main')
    expect(scriptsBesidesRegistration(html)).toEqual([])
    expect(html).not.toContain('<m-island')
  })

  it.each(['/m/', '/m/product/info?id=701', '/m/product/info?id=710', '/m/coupon/center', '/m/dev/bridge'])('%s (with islands) has exactly one module script, after the content', async (path) => {
    const html = await (await send(path, { headers: { cookie: 'countryId=7' } })).text()
    const scripts = scriptsBesidesRegistration(html)
    expect(scripts).toHaveLength(1)
    expect(scripts[0]).toMatch(/type="module"/)
    expect(firstRunScript(html)).toBeGreaterThan(html.lastIndexOf('</footer>'))
  })

  it('the flash sale page has exactly one module script, after the content', async () => {
    const html = await (await send('/m/activity/sale', { headers: { cookie: 'countryId=7' } })).text()
    const scripts = scriptsBesidesRegistration(html)
    expect(scripts).toHaveLength(1)
    expect(scripts[0]).toMatch(/type="module"/)
    expect(firstRunScript(html)).toBeGreaterThan(html.lastIndexOf('<article'))
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/)
  })
})

describe('the offline pages\' registration', () => {
  it.each(['/m/', '/m/search?q=phone', '/m/user', '/m/404', '/m/offline'])('%s carries it once, at the end, in at most 1 KB', async (path) => {
    const token = await tokenFor('amina')
    for (const cookie of [`countryId=7; key=${token}`, 'countryId=7', 'countryId=7; data_saver=on']) {
      const response = await send(path, { headers: { cookie } })
      const html = await response.text()
      const registration = registrationScript(html)
      expect(registration, cookie).toBe(`<script>${REGISTER_OFFLINE_PAGES}</script>`)
      expect(new TextEncoder().encode(registration).byteLength).toBeLessThanOrEqual(1024)
      expect(html.match(/serviceWorker/g)).toHaveLength(2)
      expect(html.indexOf(registration!)).toBeGreaterThan(html.lastIndexOf('</main>'))
    }
  })
})
