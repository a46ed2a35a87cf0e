import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { send, tokenFor } from './helpers'

const NG = 'countryId=7; countryCode=NG'

/** A live item with stock; `minLimit` > 1 picks one a buyer may take several of. */
async function liveItem(countryId = 7, minLimit = 1) {
  return (await env.DB.prepare(
    `SELECT i.id, i.session_id AS sessionId FROM flash_items i JOIN flash_sessions s ON s.id = i.session_id
     WHERE s.country_id = ? AND s.start_at <= ? AND s.end_at > ? AND i.sold < i.total AND i.limit_per_buyer >= ?
     ORDER BY i.id LIMIT 1`,
  ).bind(countryId, Date.now(), Date.now(), minLimit).first<{ id: number; sessionId: number }>())!
}

const cartCountOf = async (token: string) =>
  ((await (await send('/api/cart/count', { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { count: number } }).data.count

describe('flash sale page', () => {
  it('shows coming, live and ended session tabs with the live one selected', async () => {
    const html = await (await send('/m/activity/sale', { headers: { cookie: NG } })).text()
    const tabs = [...html.matchAll(/<a class="tab"[^>]*>.*?<\/a>/g)].map((m) => m[0])
    expect(tabs).toHaveLength(3)
    expect(tabs.map((t) => /muted">([^<]+)</.exec(t)?.[1])).toEqual(['Ended', 'Sale now', 'Coming soon'])
    expect(tabs[1]).toContain('aria-current="page"')
  })

  it('renders prices in the market currency, progress, limits and the absolute end time', async () => {
    const html = await (await send('/m/activity/sale', { headers: { cookie: NG } })).text()
    expect(html).toMatch(/<span class="price" dir="ltr">₦[\d,]+<\/span>/)
    expect(html).toMatch(/<bdi dir="ltr">\d+\/\d+<\/bdi> sold/)
    expect(html).toMatch(/Limit <bdi dir="ltr">\d<\/bdi> per buyer/)
    expect(html).toMatch(/role="progressbar" aria-valuemin="0" aria-valuemax="60" aria-valuenow="41" aria-label="41 of 60 sold"/)
    expect(html).toMatch(/<time dateTime="[^"]+">Ends <bdi>[A-Z][a-z]{2} \d{1,2}, \d{4}/)
    expect(html).toMatch(/<p class="headline">Up to <bdi dir="ltr">\d+%<\/bdi> off on <bdi dir="ltr">\d+<\/bdi> deals?<br\/>/)
    expect(html).toContain('data-island="countdown"')
    expect(html).toMatch(/<span class="remaining" data-phase="live">Ends in<!-- --> <b role="timer" dir="ltr" data-remaining="\d+">\d\d:\d\d:\d\d<\/b><\/span>/)
  })

  it('brings the first viewport\'s product images inside the page, and leaves the rest to load lazily', async () => {
    const html = await (await send('/m/activity/sale', { headers: { cookie: NG } })).text()
    const images = [...html.matchAll(/<img src="([^"]+)"[^>]*loading="(eager|lazy)"/g)].map((m) => ({ src: m[1]!, loading: m[2] }))
    expect(images.length).toBeGreaterThan(3)
    for (const image of images.slice(0, 3)) {
      expect(image.loading).toBe('eager')
      expect(image.src).toMatch(/^data:image\/svg\+xml,%3Csvg/)
    }
    for (const image of images.slice(3)) {
      expect(image.loading).toBe('lazy')
      expect(image.src).toMatch(/^\/m\/img\/products\/[\w-]+\.svg$/)
    }
    expect(html).not.toMatch(/rel="preload"[^>]*data:/)
  })

  it('uses the default formatting without a country cookie', async () => {
    const html = await (await send('/m/activity/sale')).text()
    expect(html).toMatch(/<span class="price" dir="ltr">[\d,]+<\/span>/)
  })

  it('formats another market: Algeria in whole dinars, the symbol after the amount', async () => {
    const html = await (await send('/m/activity/sale', { headers: { cookie: 'countryId=5' } })).text()
    expect(html).toMatch(/<span class="price" dir="ltr">\d{1,3}(\u202f\d{3})*\u00a0DA<\/span>/)
  })

  it('marks a sold-out item and disables coming and ended sessions', async () => {
    const live = await (await send('/m/activity/sale', { headers: { cookie: NG } })).text()
    expect(live).toContain('disabled="">Sold out</button>')
    const sessions = await env.DB.prepare('SELECT id, start_at AS startAt FROM flash_sessions WHERE country_id = 7 ORDER BY start_at').all<{ id: number }>()
    const [ended, , coming] = sessions.results
    const endedHtml = await (await send(`/m/activity/sale?session=${ended!.id}`, { headers: { cookie: NG } })).text()
    expect(endedHtml).toContain('disabled="">Ended</button>')
    expect(endedHtml).not.toContain('data-island="add-to-cart"')
    expect(endedHtml).toMatch(/Ended <bdi>[A-Z][a-z]{2} \d/)
    const comingHtml = await (await send(`/m/activity/sale?session=${coming!.id}`, { headers: { cookie: NG } })).text()
    // Coming: the island is there (it enables itself when the countdown reaches the start) but starts disabled.
    expect(comingHtml).toMatch(/<button class="btn" type="submit" disabled="" aria-busy="false">Coming soon<\/button>/)
    expect(comingHtml).toContain('data-phase="coming">Starts in')
  })

  it('shows the empty-session message', async () => {
    const now = Date.now()
    await env.DB.prepare('INSERT INTO flash_sessions (id, country_id, start_at, end_at) VALUES (9901, 2, ?, ?)').bind(now - 60_000, now + 60_000).run()
    await env.DB.prepare('DELETE FROM flash_items WHERE session_id IN (SELECT id FROM flash_sessions WHERE country_id = 2)').run()
    const html = await (await send('/m/activity/sale?session=9901', { headers: { cookie: 'countryId=2' } })).text()
    expect(html).toContain('There is no products in this session or you may re-select your receiving area')
  })
})

describe('add to cart without JavaScript', () => {
  const add = (body: Record<string, string>, cookie: string) =>
    send('/m/cart/add', { method: 'POST', body: new URLSearchParams(body), headers: { cookie } })

  it('adds, returns to the page with the success notice and an updated badge', async () => {
    const token = await tokenFor('amina')
    const item = await liveItem()
    const back = `/m/activity/sale?session=${item.sessionId}`
    const response = await add({ flashItemId: String(item.id), back, idem: 'form-key-1' }, `key=${token}; ${NG}`)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(back)
    expect(response.headers.get('set-cookie')).toMatch(/^notice=ok.cart.added;/)
    const page = await (await send(back, { headers: { cookie: `key=${token}; ${NG}; notice=ok.cart.added` } })).text()
    expect(page).toContain('Added to cart!')
    expect(page).toMatch(/data-cart-count="1"/)
  })

  it('gives one effect for a form submitted twice with the same key, on an item a buyer may take two of', async () => {
    const token = await tokenFor('kwame')
    const item = await liveItem(3, 2)
    const form = { flashItemId: String(item.id), back: '/m/activity/sale', idem: 'double-submit-1' }
    await add(form, `key=${token}; countryId=3`)
    await add(form, `key=${token}; countryId=3`)
    expect(await cartCountOf(token)).toBe(1)
    // A new tap (a new key) is a second unit: the limit allows it, so the count really can move.
    await add({ ...form, idem: 'double-submit-2' }, `key=${token}; countryId=3`)
    expect(await cartCountOf(token)).toBe(2)
  })

  it('reports a missing product with the catalogue notice', async () => {
    const token = await tokenFor('amina')
    const response = await add({ flashItemId: '999999', back: '/m/activity/sale' }, `key=${token}`)
    expect(response.headers.get('location')).toBe('/m/activity/sale')
    expect(response.headers.get('set-cookie')).toMatch(/^notice=fail.error.productNotFound;/)
    const page = await (await send('/m/activity/sale', { headers: { cookie: 'notice=fail.error.productNotFound' } })).text()
    expect(page).toContain('Product does not exist')
  })

  it('sends a guest to login, which says why and finishes the add once after the login', async () => {
    const item = await liveItem(6, 2)
    const back = `/m/activity/sale?session=${item.sessionId}`
    const response = await add({ flashItemId: String(item.id), back, idem: 'guest-tap-1' }, '')
    const location = response.headers.get('location')!
    expect(location).toBe(`/m/login/login?back=${encodeURIComponent(back)}&add=${item.id}&idem=guest-tap-1`)
    const loginPage = await (await send(location)).text()
    expect(loginPage).toContain('Log in to add to the cart')
    expect(loginPage).toContain(`<input type="hidden" name="add" value="${item.id}"/>`)

    const logIn = () =>
      send('/m/login/login', {
        method: 'POST',
        body: new URLSearchParams({ username: 'neema', password: 'Mall@2026', back, add: String(item.id), idem: 'guest-tap-1' }),
      })
    const first = await logIn()
    expect(first.status).toBe(303)
    expect(first.headers.get('location')).toBe(back)
    expect(first.headers.getSetCookie().join('\n')).toMatch(/notice=ok.cart.added/)
    const token = /key=([^;]+)/.exec(first.headers.getSetCookie().join('\n'))![1]!
    expect(await cartCountOf(token)).toBe(1)
    // The same login page sent again (a reload, a second login) adds nothing more.
    await logIn()
    expect(await cartCountOf(token)).toBe(1)
  })

  it('does not treat a malformed intent on the login page as one', async () => {
    const page = await (await send('/m/login/login?back=%2Fm%2F&add=0&idem=%3Cscript%3E')).text()
    expect(page).not.toContain('Log in to add to the cart')
    expect(page).not.toContain('name="add"')
  })

  it('ignores an off-site back', async () => {
    const token = await tokenFor('amina')
    const response = await add({ flashItemId: 'x', back: 'https://evil.example/' }, `key=${token}`)
    expect(response.headers.get('location')).toBe('/m/activity/sale')
  })
})

describe('add to cart through the proxy (the island path)', () => {
  it('answers the new cart count, and the same Idempotency-Key twice has one effect', async () => {
    const token = await tokenFor('yacine')
    const item = await liveItem(5)
    const request = () =>
      send('/m/api/cart/add', {
        method: 'POST',
        headers: { cookie: `key=${token}; countryId=5`, 'content-type': 'application/json', 'idempotency-key': 'tap-1' },
        body: JSON.stringify({ flashItemId: item.id, quantity: 1 }),
      })
    const first = (await (await request()).json()) as { code: number; data: { count: number } }
    const second = (await (await request()).json()) as { code: number; data: { count: number } }
    expect(first.code).toBe(1)
    expect(second).toEqual(first)
    expect(first.data.count).toBe(1)
  })

  it('answers 401 for a guest so the island goes to login', async () => {
    const response = await send('/m/api/cart/add', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"flashItemId":1}' })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ status: 401 })
  })
})
