import { describe, expect, it } from 'vitest'
import { send, tokenFor } from './helpers'
import { select, selectAll } from './html'
import { createBuyers, mallEnv } from './mall.helpers'
import { ordersInStatuses } from './orders.helpers'
import { shopperPages } from './shopper-pages.helpers'
import { scriptsBesidesRegistration } from '../scripts'

const { page, html, postForm, noticeOf, followed, noticeText } = shopperPages({ market: 'countryId=7; countryCode=NG', addressPrefix: '203.0.119' })
const db = mallEnv.DB

const hrefs = async (body: string, selector: string) => (await selectAll(body, selector)).map((link) => link.attrs.href)
const tileCounts = async (body: string) =>
  Object.fromEntries((await selectAll(body, '.tiles a')).map((tile) => [tile.attrs['data-tab'], tile.text]))

/** A buyer with a name and a number, and orders in every state (another buyer's orders beside them). */
async function busyBuyer() {
  const [buyer, other] = await createBuyers(2)
  const phone = `+23480${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
  await db.prepare("UPDATE users SET nickname = 'Chidi <Okafor>', phone = ? WHERE id = ?").bind(phone, buyer!.id).run()
  await ordersInStatuses(buyer!, ['awaitingPayment', 'awaitingPayment', 'confirmed', 'shipped', 'partlySigned', 'completed', 'signed', 'completed', 'cancelled'])
  await ordersInStatuses(other!, ['awaitingPayment', 'confirmed', 'confirmed', 'shipped', 'cancelled'])
  return { ...buyer!, phone }
}

describe('Me for a signed-in shopper', () => {
  it('shows the name and number, counts only their own orders by status, each leading to its tab of the order list', async () => {
    const buyer = await busyBuyer()
    const response = await page('/m/user', buyer.token)
    expect(response.status).toBe(200)
    const body = await response.text()
    expect((await select(body, '#me-who'))?.text).toBe('Chidi <Okafor>')
    expect(body).toContain('Chidi &lt;Okafor&gt;')
    expect((await select(body, '.me-head bdi[dir="ltr"]'))?.text).toBe(buyer.phone)
    expect(await tileCounts(body)).toEqual({ toPay: '2To pay', toShip: '1To ship', shipping: '2On the way', done: '3Delivered', cancelled: '1Cancelled' })
    expect(await hrefs(body, '.tiles a')).toEqual(['toPay', 'toShip', 'shipping', 'done', 'cancelled'].map((tab) => `/m/order/list?tab=${tab}`))
    expect(await hrefs(body, 'section[aria-labelledby="me-services"] a')).toEqual([
      '/m/user/saved', '/m/coupon/mine', '/m/coupon/center?back=%2Fm%2Fuser', '/m/wallet/reward', '/m/user/addresses',
    ])
    expect(await select(body, 'section[aria-labelledby="me-programme"]')).toBeUndefined()
    expect(await select(body, 'section[aria-labelledby="me-admin"]')).toBeUndefined()
    expect(await select(body, 'form[action="/m/login/logout"][method="post"] button')).toBeDefined()
    // Every action is a plain link or form: the page ships no script.
    expect(scriptsBesidesRegistration(body)).toEqual([])

    // Each tab the page links to lists exactly as many orders as its count says.
    for (const [tab, count] of [['toPay', 2], ['shipping', 2], ['done', 3]] as const) {
      const list = await html(`/m/order/list?tab=${tab}`, buyer.token)
      expect((await selectAll(list, 'a[href^="/m/order/details?id="]')).length, tab).toBe(count)
      expect((await select(list, 'header a.back'))?.attrs.href, 'the order list leads back to Me').toBe('/m/user')
    }
  })

  it('shows language and market with their current values, and help with the market\'s contact', async () => {
    const [buyer] = await createBuyers(1)
    const body = await html('/m/user', buyer!.token)
    const settings = await selectAll(body, 'section[aria-labelledby="me-settings"] a')
    expect(settings.map((link) => [link.attrs.href, link.text])).toEqual([
      ['/m/lang?back=%2Fm%2Fuser', 'LanguageEnglish›'],
      ['/m/market?back=%2Fm%2Fuser', 'MarketNigeria›'],
    ])
    const help = await selectAll(body, 'section[aria-labelledby="me-help"] a')
    expect(help.map((link) => link.attrs.href)).toEqual(['tel:+2342017000000', 'mailto:care.ng@sokomall.example', '/m/member/add'])
    expect(await select(body, 'a[href^="tel:"] bdi[dir="ltr"]')).toMatchObject({ text: '+234 201 700 0000' })
    expect((await select(body, 'section[aria-labelledby="me-help"] .line .value'))?.text).toMatch(/^Monday to Saturday, 08:00\s?AM–06:00\s?PM$/)
    expect(await hrefs(body, 'section[aria-labelledby="me-about"] a')).toEqual(['/m/tmpl/about', '/m/tmpl/document'])

    // Another market's care, in Arabic: the days in words, number and address left to right.
    const arabic = await (await send('/m/user', { headers: { cookie: `key=${buyer!.token}; countryId=5; countryCode=DZ; jde-lang=ar` } })).text()
    expect(arabic).toContain('<html lang="ar" dir="rtl"')
    expect((await select(arabic, 'h1'))?.text).toBe('حسابي')
    expect(await select(arabic, 'a[href="tel:+21321700000"] bdi[dir="ltr"]')).toMatchObject({ text: '+213 21 70 00 00' })
    expect((await select(arabic, 'section[aria-labelledby="me-help"] .line .value'))?.text).toContain('من الأحد إلى الخميس')
  })
})

describe('Me in every language', () => {
  it.each(['en-US', 'fr-FR', 'my', 'pt', 'hi', 'kt', 'sw', 'ar', 'ha'])('%s: the counters say what the order list\'s tabs say', async (language) => {
    const [buyer] = await createBuyers(1)
    const me = await html('/m/user', buyer!.token, `jde-lang=${language}`)
    const list = await html('/m/order/list?tab=all', buyer!.token, `jde-lang=${language}`)
    const tabs = Object.fromEntries((await selectAll(list, 'nav.tabs a.tab')).map((tab) => [new URL(tab.attrs.href!, 'https://x').searchParams.get('tab'), tab.text]))
    const tiles = (await selectAll(me, '.tiles a span')).map((label) => label.text)
    expect(tiles).toEqual(['toPay', 'toShip', 'shipping', 'done', 'cancelled'].map((tab) => tabs[tab]))
  })

  it('names the market of customer care as French writes it', async () => {
    const [buyer] = await createBuyers(1)
    const care = async (market: string, language: string) =>
      (await selectAll(await (await send('/m/user', { headers: { cookie: `key=${buyer!.token}; ${market}; jde-lang=${language}` } })).text(), 'section[aria-labelledby="me-help"] .line.muted'))[0]?.text
    expect(await care('countryId=4; countryCode=KT', 'fr-FR')).toMatch(/^Service client pour la Côte d[’']Ivoire$/)
    expect(await care('countryId=4; countryCode=KT', 'kt')).toMatch(/^Service client pour la Côte d[’']Ivoire$/)
    expect(await care('countryId=5; countryCode=DZ', 'fr-FR')).toBe('Service client pour l’Algérie')
    expect(await care('countryId=7; countryCode=NG', 'fr-FR')).toBe('Service client pour le Nigeria')
    expect(await care('countryId=7; countryCode=NG', 'ha')).toBe('Kulawa da abokan ciniki a Najeriya')
  })
})

describe('Me for a retailer and an admin', () => {
  it('a retailer sees the programme\'s screens; an admin their queues; neither sees the other\'s', async () => {
    const retailer = await html('/m/user', await tokenFor('shop_ng'))
    expect(await hrefs(retailer, 'section[aria-labelledby="me-programme"] a')).toEqual([
      '/m/imei/scan', '/m/rebate/rebateHistory', '/m/rebate/appealRecords', '/m/wallet/reward',
      '/m/incentive/activate-rebate', '/m/incentive/order-rebate', '/m/rebate/accessoriesRebate',
    ])
    expect(await select(retailer, 'section[aria-labelledby="me-admin"]')).toBeUndefined()
    expect(await select(retailer, '.tiles')).toBeDefined()

    const admin = await html('/m/user', await tokenFor('admin'))
    expect(await hrefs(admin, 'section[aria-labelledby="me-admin"] a')).toEqual(['/m/admin/orders', '/m/admin/appeals'])
    expect(await select(admin, 'section[aria-labelledby="me-programme"]')).toBeUndefined()

    for (const path of ['/m/imei/scan', '/m/rebate/rebateHistory', '/m/rebate/appealRecords', '/m/incentive/activate-rebate']) {
      expect((await page(path, await tokenFor('shop_ng'))).status, path).toBe(200)
    }
  })
})

describe('Me for a guest', () => {
  it('is open, offers log in and register that come back here, and the settings and help without orders', async () => {
    const response = await page('/m/user', null)
    expect(response.status).toBe(200)
    const body = await response.text()
    expect(await hrefs(body, '.me-head a')).toEqual(['/m/login/login?back=%2Fm%2Fuser', '/m/login/register?back=%2Fm%2Fuser'])
    expect(await select(body, '.tiles')).toBeUndefined()
    expect(await select(body, 'section[aria-labelledby="me-services"]')).toBeUndefined()
    expect(await select(body, 'form[action="/m/login/logout"]')).toBeUndefined()
    expect(await select(body, 'form[action="/m/user/data-saver"]')).toBeDefined()
    expect(await hrefs(body, 'section[aria-labelledby="me-settings"] a')).toEqual(['/m/lang?back=%2Fm%2Fuser', '/m/market?back=%2Fm%2Fuser'])
    expect(await select(body, 'a[href="tel:+2342017000000"]')).toBeDefined()

    // The register page keeps the way back.
    const register = await html('/m/login/register?back=%2Fm%2Fuser', null)
    expect((await select(register, 'header a.back'))?.attrs.href).toBe('/m/user')
  })

  it('an expired session reads as a guest, not an error', async () => {
    const body = await html('/m/user', 'expired-token-0000')
    expect(await hrefs(body, '.me-head a')).toContain('/m/login/login?back=%2Fm%2Fuser')
  })
})

describe('data saver', () => {
  it('turns on and off with a plain form: a year-long Lax cookie, back to Me with a notice, shown on the page', async () => {
    const before = await html('/m/user', null)
    expect((await select(before, 'form[action="/m/user/data-saver"] .value'))?.text).toBe('Off')
    expect(await select(before, 'form[action="/m/user/data-saver"] input[name=value]')).toMatchObject({ attrs: { value: 'on' } })
    expect((await select(before, '#me-saver-about'))?.text).toContain('without product pictures')

    const on = await postForm('/m/user/data-saver', null, { value: 'on' })
    expect(on.status).toBe(303)
    expect(on.headers.get('location')).toBe('/m/user')
    const cookie = on.headers.getSetCookie().find((line) => line.startsWith('data_saver='))
    expect(cookie).toMatch(/^data_saver=on; Max-Age=31536000; Path=\/; Secure; SameSite=Lax$/)
    expect(noticeOf(on)).toBe('ok.me.savingOn')
    const shown = await html('/m/user', null, 'data_saver=on; notice=ok.me.savingOn')
    expect(noticeText(shown)).toBe('Data saver is on.')
    expect((await select(shown, 'form[action="/m/user/data-saver"] .value'))?.text).toBe('On')
    expect(await select(shown, 'form[action="/m/user/data-saver"] input[name=value]')).toMatchObject({ attrs: { value: 'off' } })

    const off = await postForm('/m/user/data-saver', null, { value: 'off' })
    expect(off.headers.getSetCookie().find((line) => line.startsWith('data_saver='))).toMatch(/^data_saver=off;/)
    expect((await select(await html('/m/user', null, 'data_saver=off'), 'form[action="/m/user/data-saver"] .value'))?.text).toBe('Off')
  })

  it('a value other than on or off changes nothing and says so; a post from elsewhere is refused', async () => {
    const [buyer] = await createBuyers(1)
    const odd = await postForm('/m/user/data-saver', buyer!.token, { value: '<on>' })
    expect(odd.status).toBe(303)
    expect(odd.headers.getSetCookie().some((line) => line.startsWith('data_saver='))).toBe(false)
    expect(noticeText(await followed(odd, buyer!.token))).toBe('Nothing changed. Please try again.')
    const foreign = await send('/m/user/data-saver', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'value=on',
    })
    expect(foreign.status).toBe(403)
    expect(foreign.headers.getSetCookie().some((line) => line.startsWith('data_saver='))).toBe(false)
  })

  it('follows the browser\'s Save-Data: on unless the shopper chose; a malformed cookie is no choice', async () => {
    const state = async (headers: Record<string, string>) =>
      (await select(await (await send('/m/user', { headers })).text(), 'form[action="/m/user/data-saver"] .value'))?.text
    expect(await state({ 'save-data': 'on' })).toBe('On')
    expect(await state({ 'save-data': 'On ' })).toBe('On')
    expect(await state({ 'save-data': 'off' })).toBe('Off')
    expect(await state({ 'save-data': 'on', cookie: 'data_saver=off' })).toBe('Off')
    expect(await state({ cookie: 'data_saver=on' })).toBe('On')
    expect(await state({ 'save-data': 'on', cookie: 'data_saver=maybe' })).toBe('On')
    expect(await state({ cookie: 'data_saver=%00' })).toBe('Off')
  })
})

describe('the coupon centre\'s back arrow', () => {
  it('goes back where the shopper came from: Me, home, a product', async () => {
    const [buyer] = await createBuyers(1)
    for (const back of ['/m/user', '/m/', '/m/product/info?id=701']) {
      for (const token of [buyer!.token, null]) {
        const centre = await html(`/m/coupon/center?back=${encodeURIComponent(back)}`, token)
        expect((await select(centre, 'header a.back'))?.attrs.href, back).toBe(back)
      }
    }
    const me = await html('/m/user', buyer!.token)
    const link = await select(me, 'a[href^="/m/coupon/center"]')
    const centre = await html(link!.attrs.href!, buyer!.token)
    expect((await select(centre, 'header a.back'))?.attrs.href).toBe('/m/user')
  })
})
