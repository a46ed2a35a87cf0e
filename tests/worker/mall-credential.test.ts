import { describe, expect, it } from 'vitest'
import { createBuyers } from './mall.helpers'
import { PROVIDER, recordingUpstream, send, STOREFRONT_AUTH, tokenFor } from './helpers'

const UNAUTHORIZED = { code: 401, status: 401, msg: 'Please log in again', data: null, key: 'unauthorized' }

const serverTime = (headers: Record<string, string> = {}) => send('/api/system/time', { headers })

describe('every mall call needs a caller', () => {
  it('answers no Authorization at all with 401 unauthorized and body status 401', async () => {
    const response = await serverTime()
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual(UNAUTHORIZED)
  })

  it.each([
    ['a wrong password', `Basic ${btoa('storefront:guess')}`],
    ['a wrong user', `Basic ${btoa('someone:local-demo')}`],
    ['the credential with a suffix', `Basic ${btoa('storefront:local-demo!')}`],
    ['an empty Basic credential', 'Basic '],
    ['a Basic value that is not base64', 'Basic ***'],
    ['the credential in clear', 'Basic storefront:local-demo'],
    ['a malformed Bearer token', 'Bearer not-a-token'],
    ['another scheme', `Digest ${btoa('storefront:local-demo')}`],
  ])('refuses %s with 401', async (_, authorization) => {
    const response = await serverTime({ authorization })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual(UNAUTHORIZED)
  })

  it('refuses every caller when no credential is configured', async () => {
    const response = await send('/api/system/time', { headers: { authorization: `Basic ${btoa(':')}` } }, { UPSTREAM_BASIC_AUTH: undefined })
    expect(response.status).toBe(401)
    expect((await send('/api/system/time', { headers: { authorization: STOREFRONT_AUTH } }, { UPSTREAM_BASIC_AUTH: undefined })).status).toBe(401)
  })

  it('answers the configured Basic credential on an anonymous endpoint', async () => {
    const response = await serverTime({ authorization: STOREFRONT_AUTH })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ code: 1, data: { now: expect.any(Number) } })
  })

  it('answers the Bearer token of a logged-in user', async () => {
    const response = await serverTime({ authorization: `Bearer ${await tokenFor('amina')}` })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ code: 1 })
    const [buyer] = await createBuyers(1)
    expect((await send('/api/cart/count', { headers: { authorization: `Bearer ${buyer!.token}` } })).status).toBe(200)
  })

  it('keeps the OpenAPI document public', async () => {
    const response = await send('/api/openapi.json')
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ openapi: expect.stringMatching(/^3\./) })
  })
})

describe('the storefront as the caller', () => {
  it('sends the configured Basic credential upstream when the shopper has no cookie', async () => {
    const { requests, remote } = recordingUpstream()
    await send('/m/api/system/time', {}, PROVIDER, remote)
    await send('/m/activity/sale', {}, PROVIDER, remote)
    expect(requests.length).toBeGreaterThanOrEqual(2)
    for (const request of requests) expect(request.headers.get('authorization')).toBe(STOREFRONT_AUTH)
  })

  it('is let in by the embedded mall without a cookie', async () => {
    const response = await send('/m/api/system/time')
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ code: 1 })
  })

  it('sends nothing the mall accepts when no credential is configured', async () => {
    const { requests, remote } = recordingUpstream()
    await send('/m/api/system/time', {}, { ...PROVIDER, UPSTREAM_BASIC_AUTH: '' }, remote)
    expect(requests[0]!.headers.has('authorization')).toBe(false)
    const response = await send('/m/api/system/time', {}, { UPSTREAM_BASIC_AUTH: '' })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ key: 'unauthorized', status: 401 })
  })
})

describe('a Bearer token is a caller only while its session lives', () => {
  it('refuses a made-up or ended token, even where no user is needed, and stores nothing for it', async () => {
    const madeUp = `Bearer ${'ab'.repeat(32)}`
    expect(await (await serverTime({ authorization: madeUp })).json()).toEqual(UNAUTHORIZED)
    const message = await send('/api/member/message', {
      method: 'POST',
      headers: { authorization: madeUp, 'content-type': 'application/json', 'idempotency-key': 'forged-bearer-1' },
      body: JSON.stringify({ name: 'Forged', phone: '+234 803 000 0000' }),
    })
    expect(message.status).toBe(401)
    const token = await tokenFor('yacine')
    await send('/api/user/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } })
    expect((await serverTime({ authorization: `Bearer ${token}` })).status).toBe(401)
  })

  it('a shopper whose cookie has expired logs in at the first try', async () => {
    const response = await send('/m/login/login', {
      method: 'POST',
      headers: { cookie: `key=${'cd'.repeat(32)}` },
      body: new URLSearchParams({ username: 'aya', password: 'Mall@2026', back: '/m/' }),
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/m/')
    expect(response.headers.getSetCookie().join('\n')).toMatch(/key=[0-9a-f]{64}/)
  })
})
