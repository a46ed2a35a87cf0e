import { describe, expect, it } from 'vitest'
import { ANALYTICS_BATCH_MAX } from '../../contract'
import { runScheduledJobs } from '../../mall/core/scheduled'
import { send } from './helpers'
import { call, createBuyers, login, mallEnv } from './mall.helpers'
import { scriptsBesidesRegistration } from '../scripts'
import { OWN_COPY_HEADER } from '../../islands/offline/requests'

const db = mallEnv.DB
type Row = { event_type: string; goods_id: number | null; sequence: number | null; member_id: number | null; distinguish_id: string; page: string; url: string; tid: string }
const rowsOf = async (column: 'tid' | 'distinguish_id', value: string) =>
  (await db.prepare(`SELECT event_type, goods_id, sequence, member_id, distinguish_id, page, url, tid FROM analytics_events WHERE ${column} = ? ORDER BY id`).bind(value).all<Row>()).results

const event = (overrides: Record<string, unknown> = {}) => ({
  event_type: 'exposure', goods_id: 702, sequence: 2, create_time: Date.now(), distinguish_id: 'browser-abc-123', page: '/m/search', url: '/m/search?q=phone',
  tid: `view-${crypto.randomUUID()}`, ...overrides,
})
const post = (json: unknown, token?: string) => call('/api/analytics/events', { method: 'POST', json, token })

describe('the mall stores analytics events', () => {
  it('stores a batch with the seed\'s fields; the member is the session\'s, never the body\'s', async () => {
    const [buyer, other] = await createBuyers(2)
    const one = event({ member_id: other!.id })
    const two = event({ tid: one.tid, event_type: 'click', sequence: 5 })
    const answer = await (await post({ events: [one, two] }, buyer!.token)).json<{ code: number; data: { stored: number } }>()
    expect(answer).toMatchObject({ code: 1, data: { stored: 2 } })
    expect(await rowsOf('tid', one.tid)).toEqual([
      { event_type: 'exposure', goods_id: 702, sequence: 2, member_id: buyer!.id, distinguish_id: 'browser-abc-123', page: '/m/search', url: '/m/search?q=phone', tid: one.tid },
      { event_type: 'click', goods_id: 702, sequence: 5, member_id: buyer!.id, distinguish_id: 'browser-abc-123', page: '/m/search', url: '/m/search?q=phone', tid: one.tid },
    ])
    const guest = event({ member_id: 1 })
    await post({ events: [guest] })
    expect((await rowsOf('tid', guest.tid))[0]!.member_id).toBeNull()
  })

  it('refuses junk with 400 and stores nothing of it: never a 500', async () => {
    const tid = `view-${crypto.randomUUID()}`
    const bad = [
      { events: [] },
      { events: Array.from({ length: ANALYTICS_BATCH_MAX + 1 }, () => event({ tid })) },
      { events: [event({ tid, event_type: 'purchase' })] },
      { events: [event({ tid, text: 'x'.repeat(201) })] },
      { events: [event({ tid, distinguish_id: '<script>' })] },
      { events: [event({ tid, goods_id: -1 })] },
      'not an object',
    ]
    for (const json of bad) expect((await post(json)).status, JSON.stringify(json).slice(0, 80)).toBe(400)
    const broken = await call('/api/analytics/events', { method: 'POST', body: '{"events": [', headers: { 'content-type': 'application/json' } })
    expect(broken.status).toBe(400)
    expect(await rowsOf('tid', tid)).toEqual([])
  })

  it('lets only admins read stored events back, by page view or by browser', async () => {
    const stored = event({ distinguish_id: `browser-${crypto.randomUUID()}` })
    await post({ events: [stored] })
    const [buyer] = await createBuyers(1)
    expect((await call(`/api/admin/analytics/events?tid=${stored.tid}`, { token: buyer!.token })).status).toBe(403)
    const admin = await login('admin')
    const byBrowser = await (await call(`/api/admin/analytics/events?distinguishId=${stored.distinguish_id}`, { token: admin })).json<{ data: { events: { tid: string }[] } }>()
    expect(byBrowser.data.events.map((e) => e.tid)).toEqual([stored.tid])
    expect((await call('/api/admin/analytics/events', { token: admin })).status).toBe(400)
  })

  it('prunes events older than 90 days, and a second run changes nothing', async () => {
    const old = event()
    await post({ events: [old] })
    await db.prepare('UPDATE analytics_events SET received_at = ? WHERE tid = ?').bind(Date.now() - 91 * 86_400_000, old.tid).run()
    const fresh = event()
    await post({ events: [fresh] })
    await runScheduledJobs(mallEnv)
    await runScheduledJobs(mallEnv)
    expect(await rowsOf('tid', old.tid)).toEqual([])
    expect(await rowsOf('tid', fresh.tid)).toHaveLength(1)
  })
})

describe('the worker counts views of pages without islands', () => {
  const NG = 'countryId=7; countryCode=NG'

  it('gives a browser an anonymous id once, and records a browse after answering a script-free page', async () => {
    const first = await send('/m/tmpl/about', { headers: { cookie: NG } })
    expect(first.status).toBe(200)
    const did = /(?:^|,\s*)did=([A-Za-z0-9-]+);/.exec(first.headers.get('set-cookie') ?? '')?.[1]
    expect(did).toMatch(/^[A-Za-z0-9-]{36}$/)
    expect(first.headers.get('set-cookie')).not.toMatch(/did=[^;]+;[^,]*HttpOnly/i)
    expect(scriptsBesidesRegistration(await first.text())).toEqual([])
    const views = await rowsOf('distinguish_id', did!)
    expect(views).toEqual([{ event_type: 'browse', goods_id: null, sequence: null, member_id: null, distinguish_id: did, page: '/m/tmpl/about', url: '/m/tmpl/about', tid: views[0]!.tid }])

    // The same browser again: no new id, one more view, with the logged-in member.
    const token = await login('amina')
    const again = await send('/m/tmpl/about?from=home', { headers: { cookie: `${NG}; did=${did}; key=${token}` } })
    expect(again.headers.get('set-cookie') ?? '').not.toContain('did=')
    const both = await rowsOf('distinguish_id', did!)
    expect(both).toHaveLength(2)
    expect(both[1]).toMatchObject({ url: '/m/tmpl/about?from=home', member_id: 1 })
  })

  it('does not count the offline pages\' worker fetching a copy for itself', async () => {
    const did = `browser-${crypto.randomUUID()}`
    for (const path of ['/m/offline', '/m/tmpl/about']) {
      const copy = await send(path, { headers: { cookie: `${NG}; did=${did}`, [OWN_COPY_HEADER]: '1' } })
      expect(copy.status).toBe(200)
    }
    expect(await rowsOf('distinguish_id', did)).toEqual([])
    await send('/m/offline', { headers: { cookie: `${NG}; did=${did}` } })
    expect((await rowsOf('distinguish_id', did)).map((row) => row.page)).toEqual(['/m/offline'])
  })

  it('leaves the views of island pages to the browser, and records nothing for a failed or non-page answer', async () => {
    const did = `browser-${crypto.randomUUID()}`
    const sale = await send('/m/activity/sale', { headers: { cookie: `${NG}; did=${did}` } })
    expect(await sale.text()).toContain('data-island=')
    await send('/m/product/info?id=999999999', { headers: { cookie: `${NG}; did=${did}` } })
    await send('/m/api/catalog/categories', { headers: { cookie: `${NG}; did=${did}` } })
    expect(await rowsOf('distinguish_id', did)).toEqual([])
  })
})
