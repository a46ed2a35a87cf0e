import { describe, expect, it } from 'vitest'
import { send } from './helpers'
import { createBuyers } from './mall.helpers'
import { completeAnOrder, createSpecial, giftCopiesOf, purchasesOf } from './newcomer.helpers'
import { createAddress, createRegion, place } from './orders.helpers'
import { scriptsBesidesRegistration } from '../scripts'

const HERE = '/m/special-for-new-user/activity'
const NG = 'countryId=7; countryCode=NG'
let callers = 0

const html = async (path: string, token: string | null, extraCookie = '', userAgent?: string) =>
  (await send(path, { headers: { cookie: [token ? `key=${token}` : '', NG, extraCookie].filter(Boolean).join('; '), ...(userAgent ? { 'user-agent': userAgent } : {}) } })).text()

/** The pack's plain form sent with JavaScript off. */
const postForm = (token: string | null, fields: Record<string, string>) =>
  send(HERE, {
    method: 'POST',
    headers: {
      cookie: [token ? `key=${token}` : '', NG].filter(Boolean).join('; '),
      'content-type': 'application/x-www-form-urlencoded',
      'cf-connecting-ip': `192.0.2.${++callers % 250}`,
    },
    body: new URLSearchParams(fields).toString(),
  })

/** Places the order of a special's cart line through the mall, as checkout does. */
async function placeSpecial(buyer: { id: number; token: string }, lineId: number, specialId: number) {
  const addressId = await createAddress(buyer.id, await createRegion())
  expect(await place({ ...buyer, addressId, lineIds: [lineId] })).toMatchObject({ code: 1 })
  expect(await purchasesOf(buyer.id)).toEqual([expect.objectContaining({ special_id: specialId })])
}

const noticeOf = (response: Response) => /(?:^|,\s*)notice=([A-Za-z.]+);/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? null
const noticeText = (body: string) => /<div class="toast (?:success|fail) medium notice"[^>]*>([^<]*)</.exec(body)?.[1] ?? null
const formKey = (body: string) => /name="idem" value="([^"]+)"/.exec(body)?.[1] ?? null

describe('the newcomer page', () => {
  it('shows a guest the pack with log in and register links, and no form', async () => {
    const body = await html(HERE, null)
    expect(body).toContain('Newbie gift pack')
    expect(body).toContain('<span dir="ltr">₦1,000</span></bdi> off')
    expect(body).toContain('href="/m/login/register"')
    expect(body).toMatch(/href="\/m\/login\/login\?[^"]*"/)
    expect(body).not.toContain('method="post"')
  })

  it('lets a new buyer receive the pack with JavaScript off; the same form sent again gives nothing more', async () => {
    const [buyer] = await createBuyers(1)
    const page = await html(HERE, buyer!.token)
    const idem = formKey(page)
    expect(idem).not.toBeNull()
    const response = await postForm(buyer!.token, { idem: idem! })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(HERE)
    expect(noticeOf(response)).toBe('ok.newcomer.packReceived')
    const after = await html(HERE, buyer!.token, 'notice=ok.newcomer.packReceived')
    expect(noticeText(after)).toBe('Gift pack received!')
    expect(after).toContain('The whole pack is yours')
    expect(after.match(/class="tag">Received</g)).toHaveLength(3)
    expect(await giftCopiesOf(buyer!.id)).toHaveLength(3)

    const again = await postForm(buyer!.token, { idem: idem! })
    expect(noticeOf(again)).toBe('ok.newcomer.packReceived')
    const other = await postForm(buyer!.token, { idem: crypto.randomUUID() })
    expect(noticeOf(other)).toBe('fail.error.newcomerPackReceived')
    expect(await giftCopiesOf(buyer!.id)).toHaveLength(3)
  })

  it('tells an account with a completed order why not, links to the coupon centre and the flash sale, and refuses its form', async () => {
    const [buyer] = await createBuyers(1)
    await completeAnOrder(buyer!.id)
    const body = await html(HERE, buyer!.token)
    expect(body).toContain('You have completed one, so they are not for you')
    expect(body).toContain('href="/m/coupon/center"')
    expect(body).toContain('href="/m/activity/sale"')
    expect(body).not.toContain('method="post"')
    const response = await postForm(buyer!.token, { idem: crypto.randomUUID() })
    expect(noticeOf(response)).toBe('fail.error.notNewcomer')
    expect(noticeText(await html(HERE, buyer!.token, 'notice=fail.error.notNewcomer'))).toBe('This offer is for new customers only')
    expect(await giftCopiesOf(buyer!.id)).toEqual([])
  })

  it('sends a guest\'s post to log in', async () => {
    const response = await postForm(null, { idem: crypto.randomUUID() })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toContain('/m/login/login')
  })

  it('is in Arabic with the amounts kept left to right', async () => {
    const body = await html(HERE, null, 'jde-lang=ar')
    expect(body).toContain('حزمة هدايا العميل الجديد')
    expect(body).toMatch(/<span dir="ltr">₦1,000<\/span>/)
  })

  it('is on the home strip for guests and new accounts, not for others', async () => {
    const [fresh, old] = await createBuyers(2)
    await completeAnOrder(old!.id)
    expect(await html('/m/', null)).toContain('href="/m/special-for-new-user/activity"')
    expect(await html('/m/', fresh!.token)).toContain('href="/m/special-for-new-user/activity"')
    expect(await html('/m/', old!.token)).not.toContain('href="/m/special-for-new-user/activity"')
  })

  it('lists the specials; a new buyer buys one with JavaScript off and goes to checkout with just that line', async () => {
    const specialId = await createSpecial({ stock: 3 })
    const [buyer] = await createBuyers(1)
    const page = await html(HERE, buyer!.token)
    expect(page).toContain('New-customer specials')
    expect(page).toContain('one per new account')
    expect(page).toMatch(new RegExp(`data-special="${specialId}"[\\s\\S]*?<span class="price" dir="ltr">₦1,000</span><s class="was" dir="ltr">₦20,000</s>`))
    const response = await postForm(buyer!.token, { action: 'special', specialId: String(specialId) })
    expect(response.status).toBe(303)
    const location = response.headers.get('location')!
    expect(location).toMatch(/^\/m\/order\/confirm\?lines=\d+$/)
    const checkout = await html(location, buyer!.token)
    expect(checkout).toContain('<span class="muted" dir="ltr">₦1,000<!-- --> × <!-- -->1</span>')
    expect(await html('/m/cart', buyer!.token)).toContain('<span class="off">New-customer price</span>')
  })

  it('shows the bought special and why the others cannot be bought; a second special is refused with a notice', async () => {
    const [first, second] = await Promise.all([createSpecial({ stock: 3 }), createSpecial({ stock: 3 })])
    const [buyer] = await createBuyers(1)
    const line = (await postForm(buyer!.token, { action: 'special', specialId: String(first) })).headers.get('location')!.split('=')[1]!
    await placeSpecial(buyer!, Number(line), first)
    const page = await html(HERE, buyer!.token)
    expect(page).toContain('You have bought your new-customer special')
    expect(page).toMatch(new RegExp(`data-special="${first}"[\\s\\S]*?class="tag">Bought<`))
    expect(page).toMatch(new RegExp(`data-special="${second}"[\\s\\S]*?<button class="btn" type="button" disabled="">Buy at this price</button>`))
    const refused = await postForm(buyer!.token, { action: 'special', specialId: String(second) })
    expect(refused.headers.get('location')).toBe(HERE)
    expect(noticeOf(refused)).toBe('fail.error.newcomerSpecialBought')
    expect(noticeText(await html(HERE, buyer!.token, 'notice=fail.error.newcomerSpecialBought'))).toBe('You can buy only one new-customer special')
  })

  it('gives a guest log-in links for the specials, and an account that is not new no form', async () => {
    await createSpecial({ stock: 3 })
    const guest = await html(HERE, null)
    expect(guest).toMatch(/<a class="btn" href="\/m\/login\/login\?[^"]*">Buy at this price<\/a>/)
    const [old] = await createBuyers(1)
    await completeAnOrder(old!.id)
    const page = await html(HERE, old!.token)
    expect(page).toContain('disabled="">Buy at this price</button>')
    expect(page).not.toContain('method="post"')
  })

  it('in an app, hands the pack\'s request to the bridge from an island; in a browser it ships no script', async () => {
    const [buyer] = await createBuyers(1)
    const inApp = await html(HERE, buyer!.token, '', 'Mozilla/5.0 MallApp/12')
    const props = /<m-island data-island="new-user-coupon" data-when="load" data-props="([^"]+)"/.exec(inApp)?.[1]
    expect(props).toBeDefined()
    expect(JSON.parse(props!.replaceAll('&quot;', '"'))).toEqual({
      body: { method: 'POST', path: '/api/newcomer/pack', countryId: 7, couponIds: [701, 702, 703] },
    })
    expect(scriptsBesidesRegistration(await html(HERE, buyer!.token))).toEqual([])
    await completeAnOrder(buyer!.id)
    expect(await html(HERE, buyer!.token, '', 'Mozilla/5.0 MallApp/12')).not.toContain('new-user-coupon')
  })
})
