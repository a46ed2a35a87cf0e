import { describe, expect, it } from 'vitest'
import { CountryInfo, envelope, FlashSessions, ServerTime } from '../../contract'
import { call, login } from './mall.helpers'

const NNBSP = '\u202f'
const NBSP = '\u00a0'
const MARKETS = [
  [1, 'IN', 'INR', '₹', ',', '.', 2, 'before', ''],
  [2, 'UG', 'UGX', 'USh', ',', '.', 0, 'before', ''],
  [3, 'GH', 'GHS', 'GH₵', ',', '.', 2, 'before', ''],
  [4, 'KT', 'XOF', 'FCFA', NNBSP, ',', 0, 'after', NBSP],
  [5, 'DZ', 'DZD', 'DA', NNBSP, ',', 0, 'after', NBSP],
  [6, 'TZ', 'TZS', 'TSh', ',', '.', 0, 'before', ''],
  [7, 'NG', 'NGN', '₦', ',', '.', 0, 'before', ''],
] as const

async function sessionsOf(countryId: number) {
  const response = await call('/api/activity/flashSale/sessions', { headers: { COUNTRY_ID: String(countryId) } })
  expect(response.status).toBe(200)
  const body = envelope(FlashSessions).parse(await response.json())
  expect(body.code).toBe(1)
  return body.data!
}

describe('GET /api/user/countryOperation/info', () => {
  it.each(MARKETS)('describes market %i (%s)', async (id, countryCode, currencyCode, symbol, grouping, decimal, scale, position, spacing) => {
    const response = await call('/api/user/countryOperation/info', { headers: { COUNTRY_ID: String(id) } })
    const body = envelope(CountryInfo).parse(await response.json())
    expect(body.data).toMatchObject({
      id,
      countryCode,
      currencyCode,
      currencySymbol: symbol,
      currencySymbolPosition: position,
      currencySymbolSpacing: spacing,
      digitGroupingSymbol: grouping,
      decimalPointCharacter: decimal,
      currencyScale: scale,
    })
  })

  it('takes ?id= as well as the header', async () => {
    const body = await (await call('/api/user/countryOperation/info?id=3')).json<{ data: CountryInfo }>()
    expect(body.data.countryCode).toBe('GH')
  })

  it('defaults to the logged-in user\'s country, else Nigeria', async () => {
    const anonymous = await (await call('/api/user/countryOperation/info')).json<{ data: CountryInfo }>()
    expect(anonymous.data.countryCode).toBe('NG')
    const token = await login('yacine')
    const yacine = await (await call('/api/user/countryOperation/info', { token })).json<{ data: CountryInfo }>()
    expect(yacine.data.countryCode).toBe('DZ')
  })

  it('answers countryNotFound for an unknown id', async () => {
    const response = await call('/api/user/countryOperation/info', { headers: { COUNTRY_ID: '99' } })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ code: 500, msg: 'Country not supported', data: null, key: 'countryNotFound' })
  })

  it.each(['NG', '-1', '1e3', '9999999999', '7; drop'])('answers 400 to the malformed COUNTRY_ID %j', async (value) => {
    const response = await call('/api/user/countryOperation/info', { headers: { COUNTRY_ID: value } })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 400, key: 'invalidInput' })
  })
})

describe('GET /api/activity/flashSale/sessions', () => {
  it.each(MARKETS)('lists one ended, one live and one coming session for market %i (%s)', async (id) => {
    const before = Date.now()
    const { serverTime, sessions } = await sessionsOf(id)
    expect(serverTime).toBeGreaterThanOrEqual(before)
    expect(serverTime).toBeLessThanOrEqual(Date.now())
    expect(sessions.map((session) => session.status)).toEqual(['ended', 'live', 'coming'])
    expect(sessions.map((session) => session.startAt)).toEqual([...sessions.map((s) => s.startAt)].sort((a, b) => a - b))
    for (const session of sessions) {
      expect(session.items.length).toBeGreaterThanOrEqual(3)
      expect(session.items.length).toBeLessThanOrEqual(4)
      const expected = serverTime < session.startAt ? 'coming' : serverTime >= session.endAt ? 'ended' : 'live'
      expect(session.status).toBe(expected)
      for (const item of session.items) {
        expect(item.price).toBeLessThan(item.originalPrice)
        expect(item.sold).toBeLessThanOrEqual(item.total)
        expect(item.limitPerBuyer).toBeGreaterThanOrEqual(1)
        expect(item.limitPerBuyer).toBeLessThanOrEqual(3)
        expect(item.image).toMatch(/^\/m\/img\/products\/[a-z-]+\.svg$/)
      }
    }
    const [ended, live, coming] = sessions
    expect(ended!.endAt).toBeLessThanOrEqual(serverTime)
    expect(live!.startAt).toBeLessThanOrEqual(serverTime)
    expect(live!.endAt).toBeGreaterThan(serverTime)
    expect(coming!.startAt).toBeGreaterThan(serverTime)
    expect(coming!.items.every((item) => item.sold === 0)).toBe(true)
  })

  it('answers prices in major units of each currency\'s scale', async () => {
    const ng = (await sessionsOf(7)).sessions[1]!.items[0]!
    expect(ng).toMatchObject({ id: 721, price: 149999, originalPrice: 189999 })
    const gh = (await sessionsOf(3)).sessions[0]!.items.find((item) => item.id === 312)!
    expect(gh).toMatchObject({ price: 149.5, originalPrice: 249 })
    const ug = (await sessionsOf(2)).sessions[1]!.items[0]!
    expect(ug).toMatchObject({ price: 420000, originalPrice: 520000 })
    const inr = (await sessionsOf(1)).sessions[1]!.items[0]!
    expect(inr).toMatchObject({ price: 8999, originalPrice: 11999 })
  })

  it('has a sold-out item in Nigeria\'s live session', async () => {
    const live = (await sessionsOf(7)).sessions[1]!
    expect(live.items.some((item) => item.total > 0 && item.sold === item.total)).toBe(true)
  })

  it('uses the user\'s market without a COUNTRY_ID header', async () => {
    const token = await login('kwame')
    const body = await (await call('/api/activity/flashSale/sessions', { token })).json<{ data: FlashSessions }>()
    expect(body.data.sessions.map((session) => session.id)).toEqual([31, 32, 33])
  })
})

describe('GET /api/system/time', () => {
  it('answers the server clock in epoch milliseconds', async () => {
    const before = Date.now()
    const body = envelope(ServerTime).parse(await (await call('/api/system/time')).json())
    expect(body.data!.now).toBeGreaterThanOrEqual(before)
    expect(body.data!.now).toBeLessThanOrEqual(Date.now())
  })
})
