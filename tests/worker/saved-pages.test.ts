import { describe, expect, it } from 'vitest'
import { PASSWORD, registered } from './account.helpers'
import { send } from './helpers'
import { formFields, select, selectAll } from './html'
import { call, contractData, createBuyers, mallEnv } from './mall.helpers'
import { shopperPages } from './shopper-pages.helpers'
import { saveCall } from './saved.helpers'
import { scriptsBesidesRegistration } from '../scripts'

const MARKET = 'countryId=7; countryCode=NG'
const { page, html, postForm, noticeOf, followed, noticeText } = shopperPages({ market: MARKET, addressPrefix: '203.0.121' })
const db = mallEnv.DB
const ON = { GUEST_CACHE_SECONDS: '30' }

const rvOf = (response: Response) => /(?:^|,\s*)rv=([^;]*);/.exec(response.headers.get('set-cookie') ?? '')?.[1]
const savedIds = async (token: string) => (await contractData('savedItems', await call('/api/saved', { token }))).items.map((item) => item.id)
const heart = (body: string) => select(body, 'form.heart[action="/m/user/saved"][method="post"]')
const heartFields = async (body: string) => (await formFields(body, 'form.heart'))[0]
const recentLinks = async (body: string) => (await selectAll(body, '.seen a')).map((link) => link.attrs.href)

describe('the saved items page', () => {
  it('lists what the shopper saved, says when the price dropped or a flash sale is on, and removes with a plain form', async () => {
    const [buyer] = await createBuyers(1)
    for (const id of [703, 701, 702]) await saveCall(buyer!.token, id)
    await db.prepare('UPDATE saved_items SET saved_price_minor = saved_price_minor + 100000 WHERE user_id = ? AND product_id = 703').bind(buyer!.id).run()
    const body = await html('/m/user/saved', buyer!.token)
    const rows = await selectAll(body, 'ul.sv > li')
    expect(rows).toHaveLength(3)
    expect((await selectAll(body, 'ul.sv .what > a')).map((link) => link.attrs.href)).toEqual([702, 701, 703].map((id) => `/m/product/info?id=${id}`))
    expect((await selectAll(body, 'ul.sv .tag.drop')).length).toBe(1)
    expect(body).toContain('Price dropped')
    expect(scriptsBesidesRegistration(body)).toEqual([])

    const removed = await postForm('/m/user/saved', buyer!.token, { productId: '701', do: 'remove', back: '/m/user/saved' })
    expect(removed.headers.get('location')).toBe('/m/user/saved')
    expect(noticeOf(removed)).toBe('ok.saved.removed')
    expect(noticeText(await followed(removed, buyer!.token))).toBe('Removed from your saved items')
    expect(await savedIds(buyer!.token)).toEqual([702, 703])
  })

  it('shows a flash sale on a saved product', async () => {
    const [buyer] = await createBuyers(1)
    const now = Date.now()
    const session = await db.prepare('INSERT INTO flash_sessions (country_id, start_at, end_at) VALUES (7, ?, ?) RETURNING id').bind(now - 60_000, now + 3_600_000).first<{ id: number }>()
    await db.prepare('INSERT INTO flash_items (session_id, product_id, price_minor, original_price_minor, total, sold, limit_per_buyer) VALUES (?, 704, 100, 200, 5, 0, 1)').bind(session!.id).run()
    await saveCall(buyer!.token, 704)
    expect(await select(await html('/m/user/saved', buyer!.token), 'ul.sv .tag.fl')).toBeDefined()
  })

  it('has an empty state with a link to the shop, in English and Arabic', async () => {
    const [buyer] = await createBuyers(1)
    const english = await html('/m/user/saved', buyer!.token)
    expect(english).toContain('You have not saved anything yet.')
    expect((await select(english, 'a.btn[href="/m/"]'))?.text).toBe('Start shopping')
    const arabic = await html('/m/user/saved', buyer!.token, 'jde-lang=ar')
    expect(arabic).toContain('dir="rtl"')
    expect(arabic).toContain('لم تحفظ أي شيء بعد.')
    expect((await select(arabic, 'a.btn[href="/m/"]'))?.text).toBe('ابدأ التسوق')
  })

  it('is for the signed-in: a guest goes to the login page', async () => {
    const guest = await page('/m/user/saved', null)
    expect(guest.status).toBe(302)
    expect(guest.headers.get('location')).toBe('/m/login/login?back=%2Fm%2Fuser%2Fsaved')
  })
})

describe('the heart on the product page', () => {
  it('saves and unsaves with JavaScript off, coming back to the product each time', async () => {
    const [buyer] = await createBuyers(1)
    const before = await html('/m/product/info?id=705', buyer!.token)
    expect(await heartFields(before)).toEqual({ productId: '705', do: 'save', back: '/m/product/info?id=705' })
    expect((await select(before, 'form.heart button'))?.attrs['aria-pressed']).toBe('false')

    const saved = await postForm('/m/user/saved', buyer!.token, (await heartFields(before))!)
    expect(saved.headers.get('location')).toBe('/m/product/info?id=705')
    const after = await followed(saved, buyer!.token)
    expect(noticeText(after)).toBe('Saved to your list')
    expect((await select(after, 'form.heart button'))?.attrs['aria-pressed']).toBe('true')
    expect(await savedIds(buyer!.token)).toEqual([705])

    const again = await postForm('/m/user/saved', buyer!.token, (await heartFields(after))!)
    await followed(again, buyer!.token)
    expect(await savedIds(buyer!.token)).toEqual([])
  })

  it("keeps a guest's tap through the login and saves the product right after it", async () => {
    const { phone } = await registered()
    const guestPage = await html('/m/product/info?id=706', null)
    const tap = await postForm('/m/user/saved', null, (await heartFields(guestPage))!)
    expect(tap.status).toBe(303)
    const login = tap.headers.get('location')!
    expect(login).toMatch(/^\/m\/login\/login\?back=%2Fm%2Fproduct%2Finfo%3Fid%3D706&save=706&idem=/)

    const carried = (await formFields(await html(login, null), 'form[method="post"]')).find((fields) => fields.save)!
    expect(carried).toMatchObject({ back: '/m/product/info?id=706', save: '706' })
    const loggedIn = await postForm('/m/login/login', null, { ...carried, username: phone, password: PASSWORD })
    expect(loggedIn.status).toBe(303)
    expect(loggedIn.headers.get('location')).toBe('/m/product/info?id=706')
    expect(noticeOf(loggedIn)).toBe('ok.saved.added')
    const token = /(?:^|,\s*)key=([^;]+);/.exec(loggedIn.headers.get('set-cookie') ?? '')![1]!
    expect(await savedIds(token)).toEqual([706])
  })

  it('refuses a malformed post without an error page', async () => {
    const [buyer] = await createBuyers(1)
    const refused = await postForm('/m/user/saved', buyer!.token, { productId: 'x', do: 'save', back: 'https://evil.example/' })
    expect(refused.status).toBe(303)
    expect(refused.headers.get('location')).toBe('/m/user/saved')
    expect(noticeOf(refused)).toBe('fail.error.productNotFound')
  })
})

describe('recently viewed', () => {
  it('remembers the products a browser opens, newest first, at most 20, each once', async () => {
    expect(rvOf(await page('/m/product/info?id=701', null))).toBe('701')
    expect(rvOf(await page('/m/product/info?id=701', null, 'rv=702.703.701'))).toBe('701.702.703')
    const twenty = Array.from({ length: 20 }, (_, i) => 100 + i).join('.')
    const after = rvOf(await page('/m/product/info?id=702', null, `rv=${twenty}`))!.split('.')
    expect(after).toHaveLength(20)
    expect(after.slice(0, 2)).toEqual(['702', '100'])
    expect(after).not.toContain('119')
    expect(rvOf(await page('/m/product/info?id=999999996', null, 'rv=701'))).toBeUndefined()
  })

  it('ignores a malformed cookie, never an error page', async () => {
    for (const bad of ['abc', '0.-1.701x', '1'.repeat(300), '..', '%ZZ']) {
      const response = await page('/m/product/info?id=703', null, `rv=${bad}`)
      expect(response.status, bad).toBe(200)
      expect(rvOf(response), bad).toBe('703')
      expect((await page('/m/user/recent', null, `rv=${bad}`)).status, bad).toBe(200)
    }
  })

  it('shows a few under the product page, without the product itself, and all of them on its own page', async () => {
    const product = await html('/m/product/info?id=701', null, 'rv=701.702.703')
    expect(await recentLinks(product)).toEqual(['/m/product/info?id=702', '/m/product/info?id=703'])
    const list = await html('/m/user/recent', null, 'rv=703.999999995.701')
    expect((await selectAll(list, '.grid .pc > a')).map((link) => link.attrs.href)).toEqual(['/m/product/info?id=703', '/m/product/info?id=701'])
    const arabic = await html('/m/user/recent', null, 'rv=703; jde-lang=ar')
    expect(arabic).toContain('شوهد مؤخرًا')
  })

  it('is cleared by a plain form', async () => {
    const cleared = await send('/m/user/recent', {
      method: 'POST',
      headers: { cookie: `${MARKET}; rv=701.702`, 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': '203.0.121.251' },
      body: 'back=%2Fm%2Fuser',
    })
    expect(cleared.status).toBe(303)
    expect(cleared.headers.get('location')).toBe('/m/user')
    expect(cleared.headers.get('set-cookie')).toMatch(/rv=; Max-Age=0/)
    expect(noticeOf(cleared)).toBe('ok.recent.cleared')
    expect(await html('/m/user/recent', null)).toContain('Products you open will show here.')
  })

  it('under a product with reviews, the row\'s styles leave the reviews alone (the two share no class)', async () => {
    // Samsung Galaxy A15 in Nigeria has a seeded review (mall/seed/0033_reviews.sql).
    const body = await html('/m/product/info?id=707', null, 'rv=708.707')
    const reviews = await selectAll(body, 'section article')
    expect(reviews.length).toBeGreaterThan(0)
    const rowClasses = (await selectAll(body, 'section ul')).filter((list) => list.text.includes('Tecno Spark 20 Pro')).flatMap((list) => (list.attrs.class ?? '').split(/\s+/))
    expect(rowClasses.length).toBeGreaterThan(0)
    for (const review of reviews) expect((review.attrs.class ?? '').split(/\s+/).filter((name) => rowClasses.includes(name))).toEqual([])
  })

  it('shows a short row on Me', async () => {
    const me = await html('/m/user', null, 'rv=702.701')
    expect(await recentLinks(me)).toEqual(['/m/product/info?id=702', '/m/product/info?id=701'])
    expect(await select(await html('/m/user', null), '.seen')).toBeUndefined()
  })
})

describe("the guests' edge cache and recently viewed", () => {
  const get = (path: string, cookie: string) => send(path, { headers: { cookie: `${MARKET}; jde-lang=en-US; ${cookie}` } }, ON)

  it("never stores or serves one guest's list: a guest with one gets the page rendered for them", async () => {
    const path = '/m/product/info?id=708'
    const first = await get(path, 'did=00000000-0000-4000-8000-000000000001')
    const firstHtml = await first.text()
    expect(['miss', 'hit', 'stale']).toContain(first.headers.get('x-cache'))
    expect(rvOf(first)).toBe('708')
    expect(await select(firstHtml, '.seen')).toBeUndefined()
    const mine = await get(path, 'rv=701.702')
    expect(mine.headers.get('x-cache')).toBe('bypass')
    expect(mine.headers.get('cache-control')).toBe('private, no-store')
    expect(await recentLinks(await mine.text())).toEqual(['/m/product/info?id=701', '/m/product/info?id=702'])
    const next = await get(path, '')
    expect(next.headers.get('x-cache')).toBe('hit')
    expect(rvOf(next)).toBe('708')
    expect(await select(await next.text(), '.seen')).toBeUndefined()
  })
})

describe('hearts on the cards of listings', () => {
  const cardHearts = async (body: string) =>
    (await selectAll(body, 'li.pc > form.heart[action="/m/user/saved"][method="post"] > button')).map((button) => ({
      label: button.attrs['aria-label'],
      pressed: button.attrs['aria-pressed'],
    }))

  it("give a guest a plain form per card, every one to save, labelled with the product's name", async () => {
    const body = await html('/m/category?id=1', null)
    const cards = await selectAll(body, 'ul.grid > li.pc')
    const hearts = await cardHearts(body)
    expect(cards.length).toBeGreaterThan(1)
    expect(hearts).toHaveLength(cards.length)
    expect(hearts.every((each) => each.pressed === 'false' && /^Save: \S/.test(each.label ?? ''))).toBe(true)
    expect(await selectAll(body, 'form.heart[data-live]')).toEqual([])
    const fields = await formFields(body, 'li.pc form.heart')
    expect(fields.every((each) => each.do === 'save' && each.back?.startsWith('/m/category?id=1'))).toBe(true)
  })

  it('show a signed-in shopper what they saved, and the plain form saves from the listing and comes back to it', async () => {
    const [buyer] = await createBuyers(1)
    await saveCall(buyer!.token, 701)
    const body = await html('/m/search?q=phone', buyer!.token)
    const fields = await formFields(body, 'li.pc form.heart')
    expect(fields.find((each) => each.productId === '701')?.do).toBe('remove')
    const other = fields.find((each) => each.productId !== '701')!
    expect(other.do).toBe('save')
    expect((await selectAll(body, 'li.pc form.heart[data-live]')).length).toBe(fields.length)
    expect((await cardHearts(body)).filter((each) => each.pressed === 'true')).toHaveLength(1)

    const saved = await postForm('/m/user/saved', buyer!.token, { productId: other.productId!, do: 'save', back: other.back! })
    expect(saved.headers.get('location')).toBe(other.back)
    expect(await savedIds(buyer!.token)).toEqual([Number(other.productId), 701])
  })

  it('are on the recently viewed page too, in Arabic with the name in the label', async () => {
    const body = await html('/m/user/recent', null, 'rv=701.702; jde-lang=ar')
    const hearts = await cardHearts(body)
    expect(hearts).toHaveLength(2)
    expect(hearts.every((each) => each.label?.startsWith('حفظ: '))).toBe(true)
  })
})
