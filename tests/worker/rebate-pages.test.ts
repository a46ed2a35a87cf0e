import { describe, expect, it } from 'vitest'
import { INTERFACE_LANGUAGES } from '../../locales/languages'
import { htmlLang } from '../../worker/context/language'
import { dictionaries, flatten } from '../locale-files'
import { send } from './helpers'
import { createBuyers, login, mallEnv } from './mall.helpers'
import { shopperPages } from './shopper-pages.helpers'
import { createProduct } from './orders.helpers'
import { createCampaign, createRetailers, deliver, newImei, order, pack, phones, runEngine, ship, sign } from './rebates.helpers'
import { scriptsBesidesRegistration } from '../scripts'

const db = mallEnv.DB
const GHANA = 'countryId=3; countryCode=GH'

const page = (path: string, token: string | null, extraCookie = '', market = GHANA) =>
  send(path, { headers: { cookie: [token ? `key=${token}` : '', market, extraCookie].filter(Boolean).join('; ') } })
const html = async (path: string, token: string | null, extraCookie = '') => (await page(path, token, extraCookie)).text()

const { postForm, noticeOf, followed, noticeText } = shopperPages({ market: GHANA, addressPrefix: '198.51.100' })

/** The text a reader sees. */
const visible = (body: string) => body.replace(/<style[\s\S]*?<\/style>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
const KEYS = [...flatten(dictionaries['en-US']).keys()]

describe('the rules screens', () => {
  it('show the market\'s campaigns with the seed\'s rule texts and worked examples computed by the engine\'s maths', async () => {
    const body = await html('/m/incentive/order-rebate', null)
    const text = visible(body)
    expect(text).toContain('Tiered cash rebate')
    // The seed's tier example in Ghana cedis: 6 pieces 24 in total, then 4 per extra piece.
    expect(body).toMatch(/<td><bdi dir="ltr">6<\/bdi> pieces<\/td><td dir="ltr">GH₵24\.00<\/td>/)
    expect(body).toMatch(/<td><bdi dir="ltr">7<\/bdi> pieces<\/td><td dir="ltr">GH₵28\.00<\/td>/)
    expect(text).toContain('The amount is returned to My wallet › Reward after the order is completed.')
    expect(text).toContain('Nothing is paid when an order is only partly shipped or partly signed for.')
    expect(text).toContain('The delivery-scan rebate counts signed items only.')
    expect(text).toContain('The activation rebate is calculated after the campaign ends.')
    expect(text).toMatch(/GH₵200\.00 for every item whose IMEI is scanned at delivery and signed for/)
    expect(text).toContain('Every 5 pieces in one order earn Armor Clear Shockproof Phone Case , quantity 1 .')
    expect(scriptsBesidesRegistration(body)).toEqual([])

    const activation = visible(await html('/m/incentive/activate-rebate', null))
    expect(activation).toMatch(/GH₵50\.00 for every unit activated no later than 30 days after the campaign ends/)
    expect(activation).toContain('Ended')
    const accessories = visible(await html('/m/rebate/accessoriesRebate', null))
    expect(accessories).toContain('Cash rebate per piece · Accessories')
    expect(accessories).toContain('Coming soon')
    expect(accessories).toContain('Volt 20000 mAh Power Bank')
  })

  it.each(INTERFACE_LANGUAGES)('read in %s, with no raw key, the direction of the language', async (language) => {
    for (const path of ['/m/incentive/order-rebate', '/m/incentive/activate-rebate', '/m/rebate/accessoriesRebate']) {
      const response = await page(path, null, `jde-lang=${language}`)
      expect(response.status).toBe(200)
      const body = await response.text()
      expect(body).toContain(`<html lang="${htmlLang(language)}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"`)
      const text = visible(body)
      expect(text).not.toMatch(/\{\{|\}\}/)
      expect(KEYS.filter((key) => text.includes(key))).toEqual([])
    }
  })
})

describe('a retailer\'s rebate history', () => {
  it('shows campaigns by month with credited, pending and not eligible; the details say why, with a way to appeal', async () => {
    const shop = await login('shop_gh')
    const history = visible(await html('/m/rebate/rebateHistory', shop))
    expect(history).toContain('Tiered cash rebate')
    expect(history).toContain('Credited')
    expect(history).toContain('Not eligible')
    const month = await db.prepare("SELECT month FROM rebates WHERE source_key = 'rebate:order:3001:903104'").first<string>('month')
    const body = await html(`/m/rebate/rebateHistoryDetails?campaignId=3001&month=${month}`, shop)
    const details = visible(body)
    expect(details).toContain('The order was cancelled.')
    // Cancelled before anything was shipped: no IMEI to appeal with, so no appeal is offered, and the page says why.
    expect(body).not.toContain(`href="/m/rebate/appeal?campaignId=3001&amp;orderId=903104"`)
    expect(details).toContain('No appeal: no unit of this order was delivered to you, so there is no IMEI to appeal with.')
    const activation = await db.prepare("SELECT month FROM rebates WHERE source_key = 'rebate:activation:3006:352099150001986'").first<string>('month')
    const late = await html(`/m/rebate/rebateHistoryDetails?campaignId=3006&month=${activation}`, shop)
    expect(visible(late)).toContain('Activated too late')
    expect(late).toContain('/m/rebate/appealRecordDetails?id=100000302')
  })

  it.each(INTERFACE_LANGUAGES)('reads in %s with no raw key', async (language) => {
    const shop = await login('shop_gh')
    for (const path of ['/m/rebate/rebateHistory', '/m/rebate/appealRecords', '/m/rebate/appealRecordDetails?id=100000302', '/m/rebate/appeal']) {
      const response = await page(path, shop, `jde-lang=${language}`)
      expect(response.status, path).toBe(200)
      const text = visible(await response.text())
      expect(text).not.toMatch(/\{\{|\}\}/)
      expect(KEYS.filter((key) => text.includes(key)), path).toEqual([])
    }
  })

  it('is the retailer\'s own: a guest logs in, a buyer may not, another retailer\'s appeal does not exist', async () => {
    const guest = await page('/m/rebate/rebateHistory', null)
    expect(guest.status).toBe(302)
    expect(guest.headers.get('location')).toBe('/m/login/login?back=%2Fm%2Frebate%2FrebateHistory')
    const [buyer] = await createBuyers(1, 3)
    const forbidden = await page('/m/rebate/rebateHistory', buyer!.token)
    expect(forbidden.status).toBe(403)
    expect(await forbidden.text()).toContain('No permission for current operation')
    const other = await page('/m/rebate/appealRecordDetails?id=100000701', await login('shop_gh'))
    expect(other.status).toBe(404)
    expect(await other.text()).toContain('Resource does not exist')
  })
})

describe('appealing with a plain form (no JavaScript)', () => {
  it('says what is wrong and keeps what was typed; then \'Submitted successfully\', pending, the note shown escaped', async () => {
    const [phone] = await phones(1)
    const campaign = await createCampaign({ rule: 'scan', products: [phone!], amountMinor: 20_000 })
    const [shop] = await createRetailers(1)
    const placed = await order(shop!, [[phone!, 1]])
    await deliver(placed)
    await runEngine()
    const note = '<script>alert("x")</script> box 3'

    const wrong = await postForm('/m/rebate/appeal', shop!.token, [['campaignId', String(campaign)], ['imeis', '12345'], ['note', note], ['idem', crypto.randomUUID()]])
    expect(wrong.status).toBe(400)
    const wrongBody = await wrong.text()
    expect(visible(wrongBody)).toContain('12345 is not an IMEI of 15 digits')
    expect(wrongBody).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; box 3')
    expect(wrongBody).not.toContain('<script>alert')

    // Another shop's unit, or one packed in no delivery, is not among this retailer's deliveries: said beside the IMEIs.
    const unknown = await postForm('/m/rebate/appeal', shop!.token, [['campaignId', String(campaign)], ['imeis', newImei()], ['note', note], ['idem', crypto.randomUUID()]])
    expect(unknown.status).toBe(400)
    const unknownBody = await unknown.text()
    expect(unknownBody).toMatch(/<span class="err" id="imeis-error">This IMEI is not in any of your deliveries<\/span>/)
    expect(visible(unknownBody)).not.toContain('Resource does not exist')

    const imei = (await pack(placed, 0, 1))[0]!
    const sent = await postForm('/m/rebate/appeal', shop!.token, [['campaignId', String(campaign)], ['imeis', `${imei}\n${imei}`], ['note', note], ['idem', crypto.randomUUID()]])
    expect(sent.headers.get('location')).toMatch(/^\/m\/rebate\/appealRecordDetails\?id=\d+$/)
    const body = await followed(sent, shop!.token)
    expect(noticeText(body)).toBe('Submitted successfully')
    expect(visible(body)).toContain('Pending')
    expect(visible(body)).toContain('An admin will review this appeal; you will see the decision here.')
    expect(body).toContain(imei)
    expect(body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; box 3')
    expect(body).not.toContain('<script>alert')

    // Sent again: the mall refuses, and says so beside the form.
    const again = await postForm('/m/rebate/appeal', shop!.token, [['campaignId', String(campaign)], ['imeis', imei], ['note', 'again'], ['idem', crypto.randomUUID()]])
    expect(again.status).toBe(400)
    expect(visible(await again.text())).toContain('An appeal for this IMEI is already under review or approved')
  })

  it('an order rebate needs its order number', async () => {
    const response = await postForm('/m/rebate/appeal', await login('shop_gh'), [['campaignId', '3001'], ['imeis', newImei()], ['note', 'n'], ['idem', crypto.randomUUID()]])
    expect(response.status).toBe(400)
    expect(visible(await response.text())).toContain('Please enter the number of the order this rebate is for')
  })
})

describe('the admins\' review page', () => {
  it('is for admins only', async () => {
    const response = await page('/m/admin/appeals', await login('shop_gh'))
    expect(response.status).toBe(403)
    expect(await response.text()).toContain('No permission for current operation')
  })

  it('lists the queue by due date with the overdue marked, approves with a plain form, and refuses a rejection without a reason', async () => {
    const admin = await login('admin')
    const lagos = visible(await (await page('/m/admin/appeals', admin, '', 'countryId=7; countryCode=NG')).text())
    expect(lagos).toContain('Appeal 100000701')
    expect(lagos).toContain('Overdue')

    const [phone] = await phones(1)
    const campaign = await createCampaign({ rule: 'scan', products: [phone!], amountMinor: 20_000 })
    const [shop] = await createRetailers(1)
    const placed = await order(shop!, [[phone!, 2]])
    await deliver(placed)
    const imeis = await pack(placed, 0, 2)
    const first = (await db
      .prepare("INSERT INTO appeals (id, user_id, country_id, campaign_id, note, status, due_at, created_at) VALUES (?, ?, 3, ?, ?, 'pending', ?, ?) RETURNING id")
      .bind(200_000_001 + Math.floor(Math.random() * 1e6), shop!.id, campaign, '<img src=x onerror=alert(1)>', Date.now() + 86_400_000, Date.now())
      .first<{ id: number }>())!.id
    await db.batch(imeis.map((imei) => db.prepare("INSERT INTO appeal_imeis (appeal_id, imei, campaign_id, status) VALUES (?, ?, ?, 'pending')").bind(first, imei, campaign)))

    const view = await html(`/m/admin/appeals?id=${first}`, admin)
    expect(view).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(view).not.toContain('<img src=x')
    expect(visible(view)).toMatch(/Approving every IMEI credits GH₵400\.00 \./)

    const noReason = await postForm('/m/admin/appeals', admin, [['appealId', String(first)], ['action', 'reject'], ['reason', ''], ['idem', crypto.randomUUID()]])
    expect(noticeText(await followed(noReason, admin))).toBe('Please enter the reason for rejection')
    const partial = await postForm('/m/admin/appeals', admin, [['appealId', String(first)], ['action', 'approve'], ['imei', imeis[0]!], ['idem', crypto.randomUUID()]])
    expect(noticeText(await followed(partial, admin))).toBe('Please enter the reason for rejection')

    const approved = await postForm('/m/admin/appeals', admin, [
      ['appealId', String(first)], ['action', 'approve'], ['imei', imeis[0]!], ['reason', 'The second one is not ours'], ['idem', crypto.randomUUID()],
    ])
    const after = await followed(approved, admin)
    expect(noticeText(after)).toBe('Appeal approved')
    expect(visible(after)).toContain('Partly approved')
    expect(visible(after)).toMatch(/Mall Admin approved 1 IMEI\b/)
    const again = await postForm('/m/admin/appeals', admin, [['appealId', String(first)], ['action', 'approveAll'], ['idem', crypto.randomUUID()]])
    expect(noticeText(await followed(again, admin))).toBe('This appeal has already been reviewed')
  })

  it('says up front when an appeal may not be approved, and refuses the approval with the reason', async () => {
    const admin = await login('admin')
    const [phone] = await phones(1)
    const campaign = await createCampaign({ rule: 'scan', products: [phone!], amountMinor: 20_000 })
    const [shop] = await createRetailers(1)
    const id = 200_000_001 + Math.floor(Math.random() * 1e6)
    await db.batch([
      db.prepare("INSERT INTO appeals (id, user_id, country_id, campaign_id, note, status, due_at, created_at) VALUES (?, ?, 3, ?, 'lost', 'pending', ?, ?)")
        .bind(id, shop!.id, campaign, Date.now() + 86_400_000, Date.now()),
      db.prepare("INSERT INTO appeal_imeis (appeal_id, imei, campaign_id, status) VALUES (?, ?, ?, 'pending')").bind(id, newImei(), campaign),
    ])
    const view = visible(await html(`/m/admin/appeals?id=${id}`, admin))
    expect(view).toContain('An IMEI of this appeal is not in a delivery to this retailer: reject the appeal')
    expect(view).not.toContain('Approving every IMEI credits')
    const refused = await postForm('/m/admin/appeals', admin, [['appealId', String(id)], ['action', 'approveAll'], ['idem', crypto.randomUUID()]])
    expect(noticeText(await followed(refused, admin))).toBe('An IMEI of this appeal is not in a delivery to this retailer: reject the appeal')
  })
})

describe('a gift rebate', () => {
  it('shows as gifts with what the rule gives, in the history, the appeal and Wallet › Reward; one that would give nothing is refused on the form', async () => {
    const [phone] = await phones(1)
    const giftName = `Tecno Buds <${crypto.randomUUID().slice(0, 6)}>`
    const giftProduct = await createProduct({ stock: 10, countryId: 3, name: giftName })
    const endAt = Date.now() + 86_400_000
    const campaign = await createCampaign({ rule: 'gift', products: [phone!], gift: { every: 2, count: 1, productId: giftProduct }, endAt })
    const [shop] = await createRetailers(1)
    const placed = await order(shop!, [[phone!, 4]])
    await sign(await ship(placed.orderId, [[placed.lines[0]!.id, 4]]), [[placed.lines[0]!.id, 3]])
    await runEngine(endAt + 31 * 86_400_000)
    const imeis = await pack(placed, 0, 4)
    const fields = (some: string[]): [string, string][] => [
      ['campaignId', String(campaign)], ['orderId', String(placed.orderId)], ['imeis', some.join('\n')], ['note', 'All delivered'], ['idem', crypto.randomUUID()],
    ]
    // One piece earns nothing under the rule: the form says so, nothing is sent for review.
    const nothing = await postForm('/m/rebate/appeal', shop!.token, fields(imeis.slice(0, 1)))
    expect(nothing.status).toBe(400)
    expect(visible(await nothing.text())).toContain('rule these pieces earn nothing, so approving this appeal would give nothing')

    const sent = await postForm('/m/rebate/appeal', shop!.token, fields(imeis))
    const appealPath = sent.headers.get('location')!
    const appealId = Number(new URL(`https://x${appealPath}`).searchParams.get('id'))
    const admin = await login('admin')
    expect(visible(await html(`/m/admin/appeals?id=${appealId}`, admin))).toContain('Approving every IMEI grants 2 gifts.')
    await postForm('/m/admin/appeals', admin, [['appealId', String(appealId)], ['action', 'approveAll'], ['idem', crypto.randomUUID()]])
    const named = `2 × ${giftName}`
    const escaped = giftName.replace('<', '&lt;').replace('>', '&gt;')

    const appealBody = await html(appealPath, shop!.token)
    expect(visible(appealBody)).toContain(`Gifts owed to you, listed in My wallet › Reward: 2 ×`)
    expect(appealBody).toContain(escaped)
    const history = await html('/m/rebate/rebateHistory', shop!.token)
    expect(visible(history).replace(/&lt;/g, '<').replace(/&gt;/g, '>')).toContain(named)
    const giftCard = /Gift rebate.*?Orders and IMEIs/.exec(visible(history))?.[0]
    expect(giftCard).toContain('Gifts Credited 1 2 ×')
    expect(giftCard).not.toContain('GH₵0.00')
    const month = await db.prepare('SELECT month FROM rebates WHERE campaign_id = ?').bind(campaign).first<string>('month')
    const details = await html(`/m/rebate/rebateHistoryDetails?campaignId=${campaign}&month=${month}`, shop!.token)
    expect(visible(details).replace(/&lt;/g, '<').replace(/&gt;/g, '>')).toContain(named)
    expect(visible(details)).not.toContain('GH₵0.00')
    const reward = await html('/m/wallet/reward', shop!.token)
    expect(visible(reward)).toContain('Gifts owed to you')
    expect(visible(reward)).toContain('Gift rebates give goods, not money: they are not part of the balance.')
    expect(visible(reward).replace(/&lt;/g, '<').replace(/&gt;/g, '>')).toContain(named)
    // A cursor the mall refuses leads to the first page, gifts included.
    expect(visible(await html('/m/wallet/reward?cursor=zzz', shop!.token))).toContain('Gifts owed to you')
    expect(reward).not.toContain(`<bdi>${giftName}`)
    expect(visible(reward)).not.toMatch(/\+GH₵0\.00/)
  })
})

describe('an appeal is offered only where it can succeed', () => {
  it('a gift rebate with too few pieces says why there is no appeal; one partly signed for offers it', async () => {
    const [phone] = await phones(1)
    const giftProduct = await createProduct({ stock: 10, countryId: 3 })
    const endAt = Date.now() + 86_400_000
    const campaign = await createCampaign({ rule: 'gift', products: [phone!], gift: { every: 5, count: 1, productId: giftProduct }, endAt })
    const [shop] = await createRetailers(1)
    const few = await order(shop!, [[phone!, 4]])
    await deliver(few)
    const many = await order(shop!, [[phone!, 5]])
    await sign(await ship(many.orderId, [[many.lines[0]!.id, 5]]), [[many.lines[0]!.id, 4]])
    await runEngine(endAt + 31 * 86_400_000)
    await pack(few, 0, 4)
    await pack(many, 0, 5)
    const month = await db.prepare('SELECT month FROM rebates WHERE campaign_id = ? LIMIT 1').bind(campaign).first<string>('month')
    const body = await html(`/m/rebate/rebateHistoryDetails?campaignId=${campaign}&month=${month}`, shop!.token)
    const card = (orderId: number) => new RegExp(`<li class="card stack">(?:(?!</li>).)*Order No\\. <bdi dir="ltr">${orderId}</bdi>(?:(?!</li>).)*</li>`).exec(body)?.[0] ?? ''
    expect(visible(card(few.orderId))).toContain('Too few pieces in this order for the rule to pay anything.')
    expect(visible(card(few.orderId))).toContain('No appeal: even with every piece of this order, the rule pays nothing, so an appeal cannot change it.')
    expect(card(few.orderId)).not.toContain('/m/rebate/appeal?')
    expect(card(many.orderId)).toContain(`href="/m/rebate/appeal?campaignId=${campaign}&amp;orderId=${many.orderId}"`)
    expect(card(many.orderId)).not.toContain('data-why-not')
  })
})

describe('the appeal form lists the retailer\'s units to tick (no JavaScript)', () => {
  it('ticks the delivered units of a campaign, keeps a field for others, and says which IMEI is wrong and why', async () => {
    const [phone] = await phones(1)
    const campaign = await createCampaign({ rule: 'scan', products: [phone!], amountMinor: 20_000 })
    const [shop, other] = await createRetailers(2)
    const placed = await order(shop!, [[phone!, 3]])
    await deliver(placed)
    const units = await pack(placed, 0, 3)
    const theirs = await order(other!, [[phone!, 1]])
    await deliver(theirs)
    const [theirUnit] = await pack(theirs, 0, 1)

    const form = await html(`/m/rebate/appeal?campaignId=${campaign}`, shop!.token)
    for (const imei of units) expect(form).toContain(`<input type="checkbox" name="unit" value="${imei}"/>`)
    expect(form).not.toContain(theirUnit)
    expect(form).toContain('<form class="card stack" action="/m/rebate/appeal" method="get">')
    expect(visible(form)).toContain('Other IMEIs (not listed above)')
    // The link of a refused rebate ticks its unit.
    expect(await html(`/m/rebate/appeal?campaignId=${campaign}&imei=${units[0]}`, shop!.token)).toContain(`<input type="checkbox" name="unit" checked="" value="${units[0]}"/>`)

    const send = (fields: [string, string][]) =>
      postForm('/m/rebate/appeal', shop!.token, [['campaignId', String(campaign)], ['note', 'Scanner broke'], ['idem', crypto.randomUUID()], ...fields])
    const wrongDigit = `${units[2]!.slice(0, 14)}${(Number(units[2]!.at(-1)) + 1) % 10}`
    const checkDigit = await send([['unit', units[0]!], ['imeis', wrongDigit]])
    expect(checkDigit.status).toBe(400)
    expect(visible(await checkDigit.text())).toContain(`${wrongDigit}: the last digit (the check digit) is wrong`)
    const notOurs = await send([['unit', units[0]!], ['imeis', theirUnit!]])
    expect(notOurs.status).toBe(400)
    const notOursBody = await notOurs.text()
    expect(notOursBody).toContain('<span class="err" id="imeis-error">This IMEI is not in any of your deliveries</span>')
    expect(notOursBody).toContain(`<input type="checkbox" name="unit" checked="" value="${units[0]}"/>`)
    expect(await db.prepare('SELECT COUNT(*) AS n FROM appeals WHERE user_id = ?').bind(shop!.id).first<number>('n')).toBe(0)

    const sent = await send([['unit', units[0]!], ['unit', units[1]!], ['imeis', '']])
    expect(sent.headers.get('location')).toMatch(/^\/m\/rebate\/appealRecordDetails\?id=\d+$/)
    const body = await followed(sent, shop!.token)
    expect(body).toContain(units[0])
    expect(body).toContain(units[1])
    // Appealed units leave the list.
    const after = await html(`/m/rebate/appeal?campaignId=${campaign}`, shop!.token)
    expect(after).not.toContain(`value="${units[0]}"`)
    expect(after).toContain(`value="${units[2]}"`)
  })

  it('a gift rebate\'s ticked units name their order when its number is left out', async () => {
    const [phone] = await phones(1)
    const giftProduct = await createProduct({ stock: 10, countryId: 3 })
    const endAt = Date.now() + 86_400_000
    const campaign = await createCampaign({ rule: 'gift', products: [phone!], gift: { every: 2, count: 1, productId: giftProduct }, endAt })
    const [shop] = await createRetailers(1)
    const placed = await order(shop!, [[phone!, 2]])
    await sign(await ship(placed.orderId, [[placed.lines[0]!.id, 2]]), [[placed.lines[0]!.id, 1]])
    await runEngine(endAt + 31 * 86_400_000)
    const units = await pack(placed, 0, 2)
    const sent = await postForm('/m/rebate/appeal', shop!.token, [
      ['campaignId', String(campaign)], ['orderId', ''], ['unit', units[0]!], ['unit', units[1]!], ['note', 'Both signed'], ['idem', crypto.randomUUID()],
    ])
    expect(sent.headers.get('location')).toMatch(/^\/m\/rebate\/appealRecordDetails\?id=\d+$/)
    expect(await db.prepare('SELECT order_id FROM appeals WHERE user_id = ?').bind(shop!.id).first<number>('order_id')).toBe(placed.orderId)
  })
})

describe('the admin sees a unit\'s history on its appeal', () => {
  it('its scans and rebates, escaped, flagged when it was already scanned and paid under this campaign', async () => {
    const [phone] = await phones(1)
    const campaign = await createCampaign({ rule: 'scan', products: [phone!], amountMinor: 20_000 })
    const [shop] = await createRetailers(1)
    await db.prepare("UPDATE users SET nickname = '<b>Shop</b> & Co' WHERE id = ?").bind(shop!.id).run()
    const placed = await order(shop!, [[phone!, 1]])
    await deliver(placed)
    const [unit] = await pack(placed, 0, 1)
    const id = 200_000_001 + Math.floor(Math.random() * 1e6)
    await db.batch([
      db.prepare("INSERT INTO appeals (id, user_id, country_id, campaign_id, note, status, due_at, created_at) VALUES (?, ?, 3, ?, 'lost', 'pending', ?, ?)")
        .bind(id, shop!.id, campaign, Date.now() + 86_400_000, Date.now()),
      db.prepare("INSERT INTO appeal_imeis (appeal_id, imei, campaign_id, status) VALUES (?, ?, ?, 'pending')").bind(id, unit, campaign),
    ])
    const admin = await login('admin')
    const before = visible(await html(`/m/admin/appeals?id=${id}`, admin))
    expect(before).toContain('Before this appeal')
    expect(before).toContain('No scan and no rebate recorded for this IMEI.')

    await postForm('/m/imei/scan', shop!.token, { idem: crypto.randomUUID(), imei: unit! })
    await runEngine()
    const body = await html(`/m/admin/appeals?id=${id}`, admin)
    expect(body).toContain('&lt;b&gt;Shop&lt;/b&gt; &amp; Co')
    expect(body).not.toContain('<b>Shop</b>')
    const text = visible(body)
    expect(text).toContain('This unit was already scanned and approved.')
    expect(text).toContain('A rebate of this campaign is already credited for this unit: approving pays nothing more.')
    expect(text).toMatch(/Scanned and approved for &lt;b&gt;Shop&lt;\/b&gt; &amp; Co\s*, /)
    expect(text).toMatch(/Rebate of Delivery-scan rebate \( \d+ \) : Credited , GH₵200\.00/)
  })
})
