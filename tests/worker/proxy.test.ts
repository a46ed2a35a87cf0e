import { describe, expect, it } from 'vitest'
import { translator } from '../../locales'
import { INTERFACE_LANGUAGES, acceptLanguage } from '../../worker/context/language'
import { envelope, PROVIDER, recordingUpstream, send, tokenFor } from './helpers'

describe('proxy headers', () => {
  it('forwards /m/api/<rest> to <upstream>/api/<rest> with the query', async () => {
    const { requests, remote } = recordingUpstream(() => envelope({ serverTime: Date.UTC(2026, 11, 7), sessions: [] }))
    const response = await send('/m/api/activity/flashSale/sessions?page=2', {}, PROVIDER, remote)
    expect(response.status).toBe(200)
    expect(requests[0]!.url).toBe('https://api.provider.test/api/activity/flashSale/sessions?page=2')
  })

  it('sends the token as Bearer, or the Basic default without one', async () => {
    const { requests, remote } = recordingUpstream()
    await send('/m/api/user/info', { headers: { cookie: 'key=tok123' } }, PROVIDER, remote)
    await send('/m/api/user/info', {}, PROVIDER, remote)
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer tok123')
    expect(requests[1]!.headers.get('authorization')).toBe(`Basic ${btoa('storefront:local-demo')}`)
  })

  it('drops browser-sent copies of the injected headers', async () => {
    const { requests, remote } = recordingUpstream()
    await send(
      '/m/api/cart/count',
      {
        headers: {
          cookie: 'countryId=7; countryCode=NG; jde-lang=sw',
          authorization: 'Bearer forged',
          SYSTEM_TYPE: '3',
          COUNTRY_ID: '99',
          COUNTRY_CODE: 'US',
          'accept-language': 'de-DE',
          AppIdentity: '42',
          'x-forwarded-host': 'evil.example',
        },
      },
      PROVIDER,
      remote,
    )
    const h = requests[0]!.headers
    expect(h.get('authorization')).toBe(`Basic ${btoa('storefront:local-demo')}`)
    expect(h.get('SYSTEM_TYPE')).toBe('1')
    expect(h.get('COUNTRY_ID')).toBe('7')
    expect(h.get('COUNTRY_CODE')).toBe('NG')
    expect(h.get('accept-language')).toBe('sw')
    expect(h.has('AppIdentity')).toBe(false)
    expect(h.has('cookie')).toBe(false)
    expect(h.has('x-forwarded-host')).toBe(false)
  })

  it.each([...INTERFACE_LANGUAGES, 'in_ID'] as const)('sends Accept-Language for the %s cookie', async (lang) => {
    const { requests, remote } = recordingUpstream()
    await send('/m/api/system/time', { headers: { cookie: `egt-lang=${lang}` } }, PROVIDER, remote)
    expect(requests[0]!.headers.get('accept-language')).toBe(acceptLanguage(lang === 'in_ID' ? 'in-ID' : lang))
  })

  it('ignores malformed cookie values instead of forwarding them', async () => {
    const { requests, remote } = recordingUpstream(() => envelope({ now: Date.UTC(2026, 11, 7) }))
    const response = await send('/m/api/system/time', { headers: { cookie: 'countryId=7%0d%0aX: 1; countryCode=ZZ; key=a b' } }, PROVIDER, remote)
    expect(response.status).toBe(200)
    const h = requests[0]!.headers
    expect(h.has('COUNTRY_ID')).toBe(false)
    expect(h.has('COUNTRY_CODE')).toBe(false)
    expect(h.get('authorization')).toMatch(/^Basic /)
  })

  it('sends AppIdentity in the sister-app environment, from the query stored as a cookie', async () => {
    const { requests, remote } = recordingUpstream()
    await send('/m/api/system/time', { headers: { 'user-agent': 'Mozilla/5.0 TomeApp/2.0' } }, PROVIDER, remote)
    const page = await send('/m/?app_identity=5', { headers: { 'user-agent': 'Mozilla/5.0 TomeApp/2.0' } }, PROVIDER, remote)
    expect(requests[0]!.headers.get('AppIdentity')).toBe('2')
    expect(page.headers.get('set-cookie')).toMatch(/app_identity=5/)
    await send('/m/api/system/time', { headers: { cookie: 'app_identity=5' } }, PROVIDER, remote)
    expect(requests.at(-1)!.headers.get('AppIdentity')).toBe('5')
  })

  it('forwards only allow-listed request headers and the body', async () => {
    const { requests, remote } = recordingUpstream()
    await send('/m/api/cart/add', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'abc-1', cookie: 'key=tok' },
      body: JSON.stringify({ flashItemId: 3 }),
    }, PROVIDER, remote)
    expect(requests[0]!.method).toBe('POST')
    expect(requests[0]!.headers.get('idempotency-key')).toBe('abc-1')
    expect(await requests[0]!.json()).toEqual({ flashItemId: 3 })
  })
})

describe('the API door passes only the contract', () => {
  const refused = async (path: string, init: RequestInit = {}) => {
    const { requests, remote } = recordingUpstream()
    const response = await send(path, init, PROVIDER, remote)
    return { status: response.status, body: (await response.json()) as { code: number; key: string; msg: string }, calls: requests.length }
  }

  it.each([
    ['a path the contract does not have', '/m/api/dev/outbox', {}],
    ['the mall\'s own document', '/m/api/openapi.json', {}],
    ['a known path with a method it does not take', '/m/api/cart', { method: 'DELETE', headers: { 'content-type': 'application/json' } }],
    ['the sandbox provider\'s outcome', '/m/api/dev/payment', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"reference":"x","outcome":"fail"}' }],
    ['a read sent as a write', '/m/api/system/time', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }],
    ['a write sent as a read', '/m/api/cart/add', {}],
    ['a known path with a trailing piece', '/m/api/system/time/x', {}],
    ['a path that climbs out', '/m/api/../api/dev/outbox', {}],
    ['the callback the payment provider signs', '/m/api/payment/callback', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }],
    ['the door itself', '/m/api', {}],
  ] as const)('%s answers 404 "Resource does not exist" without an upstream call', async (_, path, init) => {
    const { status, body, calls } = await refused(path, init as RequestInit)
    expect(status).toBe(404)
    expect(body).toMatchObject({ code: 404, key: 'notFound', msg: 'Resource does not exist' })
    expect(calls).toBe(0)
  })

  it('refuses in the shopper\'s language', async () => {
    const { body } = await refused('/m/api/dev/outbox', { headers: { cookie: 'jde-lang=fr-FR' } })
    expect(body.msg).toBe(translator('fr-FR')('error.notFound'))
    expect(body.msg).not.toBe('Resource does not exist')
  })

  it('answers a success with what the contract\'s schema read, never the upstream\'s raw body', async () => {
    const { remote } = recordingUpstream(() => envelope({ count: 4, secret: 'outbox' }, { debug: 'trace', key: 'x' }))
    const response = await send('/m/api/cart/count', { headers: { cookie: 'key=tok' } }, PROVIDER, remote)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ code: 1, msg: 'success', data: { count: 4 } })
  })

  it('answers 502 for a success whose data the contract does not allow', async () => {
    const { remote } = recordingUpstream(() => envelope({ count: 'four' }))
    const response = await send('/m/api/cart/count', { headers: { cookie: 'key=tok' } }, PROVIDER, remote)
    expect(response.status).toBe(502)
    expect(await response.json()).toMatchObject({ key: 'badGateway' })
  })

  it('lets a guest reach nothing of the embedded mall beyond the contract: no outbox of sent codes, even where it is on', async () => {
    const outbox = { DEV_OUTBOX: 'on' }
    expect((await send('/m/dev/outbox', {}, outbox)).status).toBe(200)
    const response = await send('/m/api/dev/outbox', {}, outbox)
    expect(response.status).toBe(404)
    const text = await response.text()
    expect(text).not.toMatch(/\b\d{6}\b/)
    expect(JSON.parse(text)).toMatchObject({ key: 'notFound' })
  })
})

describe('proxy answers', () => {
  it('passes a code-1 envelope through', async () => {
    const { remote } = recordingUpstream(() => envelope({ count: 4 }))
    const response = await send('/m/api/cart/count', {}, PROVIDER, remote)
    expect(await response.json()).toEqual({ code: 1, msg: 'success', data: { count: 4 } })
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('rejects code 500 with the catalogue text of its key in the user’s language', async () => {
    const { remote } = recordingUpstream(() => Response.json({ code: 500, msg: 'Sold out', data: null, key: 'soldOut' }))
    const answer = async (lang: string) =>
      (await (await send('/m/api/cart/add', { method: 'POST', headers: { cookie: `jde-lang=${lang}`, 'content-type': 'application/json' }, body: '{}' }, PROVIDER, remote)).json()) as { msg: string }
    expect(await answer('en-US')).toMatchObject({ code: 500, key: 'soldOut', msg: translator('en-US')('error.soldOut') })
    const fr = await answer('fr-FR')
    expect(fr.msg).toBe(translator('fr-FR')('error.soldOut'))
    expect(fr.msg).not.toBe('Sold out')
    expect((await answer('ar')).msg).toBe(translator('ar')('error.soldOut'))
  })

  it('keeps the upstream message when the upstream sends no key', async () => {
    const { remote } = recordingUpstream(() => Response.json({ code: 7, msg: 'Provider says no', data: null }))
    const body = (await (await send('/m/api/system/time', {}, PROVIDER, remote)).json()) as { code: number; msg: string }
    expect(body).toMatchObject({ code: 7, msg: 'Provider says no' })
  })

  it('answers 502 for a malformed upstream answer', async () => {
    const { remote } = recordingUpstream(() => new Response('<html>oops</html>', { status: 200 }))
    const response = await send('/m/api/system/time', {}, PROVIDER, remote)
    expect(response.status).toBe(502)
    expect(await response.json()).toMatchObject({ key: 'badGateway' })
  })

  it('answers 401 with status 401 for HTTP 401 and for a body status 401', async () => {
    const http = recordingUpstream(() => new Response('{}', { status: 401 }))
    const body = recordingUpstream(() => Response.json({ code: 0, status: 401, msg: 'expired', data: null }))
    for (const { remote } of [http, body]) {
      const response = await send('/m/api/user/info', {}, PROVIDER, remote)
      expect(response.status).toBe(401)
      expect(await response.json()).toMatchObject({ status: 401, key: 'unauthorized' })
    }
  })

  it('aborts a slow upstream fetch and answers 504', async () => {
    let seen: Request | undefined
    const remote = (request: Request) => {
      seen = request
      return new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(new Error('aborted'))))
    }
    const response = await send('/m/api/system/time', {}, { ...PROVIDER, UPSTREAM_TIMEOUT_MS: '50' }, remote)
    expect(response.status).toBe(504)
    expect(await response.json()).toMatchObject({ code: 504, key: 'timeout' })
    expect(seen!.signal.aborted).toBe(true)
  })

  it('answers 502 when the upstream cannot be reached', async () => {
    const response = await send('/m/api/system/time', {}, PROVIDER, () => Promise.reject(new TypeError('connect failed')))
    expect(response.status).toBe(502)
    expect(await response.json()).toMatchObject({ key: 'badGateway' })
  })

  it('refuses bodies over the limit with 413 before the upstream sees them', async () => {
    const { requests, remote } = recordingUpstream()
    const response = await send('/m/api/cart/add', { method: 'POST', body: 'x'.repeat(70 * 1024), headers: { 'content-type': 'application/json' } }, PROVIDER, remote)
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ key: 'tooLarge' })
    expect(requests).toHaveLength(0)
  })
})

describe('refusals keep their HTTP status: 401, 403 and 404 reach the browser as the upstream sent them', () => {
  const inFrench = (token?: string) => ({ headers: { cookie: [token ? `key=${token}` : '', 'countryId=7; countryCode=NG; jde-lang=fr-FR'].filter(Boolean).join('; ') } })
  const fr = translator('fr-FR')

  it('from the embedded mall: a guest 401, a buyer at an admin endpoint 403, another buyer\'s or no order 404', async () => {
    const amina = await tokenFor('amina')
    const guest = await send('/m/api/order/list', inFrench())
    expect(guest.status).toBe(401)
    expect(await guest.json()).toEqual({ code: 401, status: 401, key: 'unauthorized', msg: fr('error.unauthorized'), data: null })

    for (const [method, path, body] of [
      ['GET', '/m/api/admin/orders'],
      ['GET', '/m/api/admin/appeal/details?id=100000701'],
      ['POST', '/m/api/admin/appeal/reject', { appealId: 100000701, reason: 'No' }],
      ['GET', '/m/api/rebate/appeals'],
    ] as const) {
      const response = await send(path, {
        method, ...inFrench(amina),
        ...(body ? { body: JSON.stringify(body), headers: { ...inFrench(amina).headers, 'content-type': 'application/json', origin: 'https://shop.test' } } : {}),
      })
      expect(response.status, path).toBe(403)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.json(), path).toEqual({ code: 403, key: 'forbidden', msg: fr('error.forbidden'), data: null })
    }

    for (const path of ['/m/api/order/details?id=999999999', '/m/api/order/details?id=903103', '/m/api/no/such/path']) {
      const response = await send(path, inFrench(amina))
      expect(response.status, path).toBe(404)
      expect(await response.json(), path).toEqual({ code: 404, key: 'notFound', msg: fr('error.notFound'), data: null })
    }
    // A malformed request stays a 400.
    expect((await send('/m/api/order/details?id=abc', inFrench(amina))).status).toBe(400)
  })

  it('from a provider: its 401, 403 and 404 keep their status, in the user\'s language, whatever words it sent', async () => {
    const answers: Record<string, () => Response> = {
      '/api/user/info': () => Response.json({ code: 401, msg: 'Unauthorized', data: null }, { status: 401 }),
      '/api/admin/orders': () => Response.json({ code: 403, msg: 'Forbidden!', data: null, key: 'forbidden' }, { status: 403 }),
      '/api/admin/appeals': () => new Response('<html>403 Forbidden</html>', { status: 403, headers: { 'content-type': 'text/html' } }),
      '/api/order/details': () => Response.json({ code: 404, msg: 'Nope', data: null, key: 'notFound' }, { status: 404 }),
      '/api/order/packages': () => new Response('Not Found', { status: 404 }),
      '/api/order/list': () => Response.json({ code: 409, msg: 'Conflict', data: null }, { status: 409 }),
    }
    const { requests, remote } = recordingUpstream((request) => answers[new URL(request.url).pathname]!())
    const statusOf = async (path: string) => {
      const response = await send(path, inFrench('tok123'), PROVIDER, remote)
      return [response.status, await response.json()]
    }
    expect(await statusOf('/m/api/user/info')).toEqual([401, { code: 401, status: 401, key: 'unauthorized', msg: fr('error.unauthorized'), data: null }])
    expect(await statusOf('/m/api/admin/orders')).toEqual([403, { code: 403, key: 'forbidden', msg: fr('error.forbidden'), data: null }])
    expect(await statusOf('/m/api/admin/appeals')).toEqual([403, { code: 403, key: 'forbidden', msg: fr('error.forbidden'), data: null }])
    expect(await statusOf('/m/api/order/details?id=5')).toEqual([404, { code: 404, key: 'notFound', msg: fr('error.notFound'), data: null }])
    expect(await statusOf('/m/api/order/packages?id=5')).toEqual([404, { code: 404, key: 'notFound', msg: fr('error.notFound'), data: null }])
    // Any other refusal of the request is the caller's bad request.
    expect((await statusOf('/m/api/order/list'))[0]).toBe(400)
    expect(requests).toHaveLength(6)
  })
})

describe('maintenance bulletins', () => {
  const bulletins = {
    ...PROVIDER,
    BULLETINS: JSON.stringify([
      { status: 503, url: 'https://status.example.com/m' },
      { status: 502, url: 'https://evil.example.net/' },
    ]),
    BULLETIN_HOSTS: 'status.example.com',
  }
  const down = (status: number) => recordingUpstream(() => new Response('down', { status }))

  it('redirects pages to the bulletin for the failed status', async () => {
    const response = await send('/m/activity/sale', {}, bulletins, down(503).remote)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('https://status.example.com/m')
  })

  it('gives islands the bulletin URL in a 503 answer', async () => {
    const response = await send('/m/api/cart/count', {}, bulletins, down(503).remote)
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ key: 'maintenance', data: { redirect: 'https://status.example.com/m' } })
  })

  it('never redirects to a host outside the allow-list', async () => {
    const response = await send('/m/activity/sale', {}, bulletins, down(502).remote)
    expect(response.status).toBe(502)
    expect(response.headers.get('location')).toBeNull()
  })

  it('reads bulletins from the KV key, which ops change without a deploy', async () => {
    const { env } = await import('cloudflare:test')
    await env.CONFIG.put('bulletins', JSON.stringify([{ status: 500, url: 'https://status.example.com/kv' }]))
    try {
      const response = await send('/m/activity/sale', {}, { ...PROVIDER, BULLETIN_HOSTS: 'status.example.com' }, down(500).remote)
      expect(response.headers.get('location')).toBe('https://status.example.com/kv')
    } finally {
      await env.CONFIG.delete('bulletins')
    }
  })
})

describe('page loaders on upstream failures', () => {
  it('send a 401 to the login page with the way back', async () => {
    const { remote } = recordingUpstream(() => new Response('{}', { status: 401 }))
    const response = await send('/m/activity/sale?session=3', { headers: { cookie: 'key=old' } }, PROVIDER, remote)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/m/login/login?back=%2Fm%2Factivity%2Fsale%3Fsession%3D3')
  })

  it('render a clear error page on a timeout, not a crash', async () => {
    const remote = (request: Request) => new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(new Error('x'))))
    const response = await send('/m/activity/sale', {}, { ...PROVIDER, UPSTREAM_TIMEOUT_MS: '30' }, remote)
    expect(response.status).toBe(504)
    expect(await response.text()).toContain('The server took too long to answer')
  })

  it('render a clear error page for a misconfigured API_BASE', async () => {
    const response = await send('/m/activity/sale', {}, { API_BASE: 'http://api.example.com' })
    expect(response.status).toBe(502)
    expect(await response.text()).toContain('The service is unavailable right now')
  })
})

describe('country info', () => {
  const info = { id: 4, countryCode: 'KT', name: "Côte d'Ivoire", currencyCode: 'XOF', currencySymbol: 'CFA', digitGroupingSymbol: ' ', decimalPointCharacter: ',', currencyScale: 0 }
  const sessions = { serverTime: Date.now(), sessions: [{ id: 1, startAt: Date.now() - 1000, endAt: Date.now() + 60_000, status: 'live', items: [
    { id: 9, productId: 9, name: 'Phone', image: '/m/img/products/phone.svg', price: 125000, originalPrice: 150000, total: 10, sold: 1, limitPerBuyer: 1 },
  ] }] }

  it('is loaded through the upstream once per country id, then cached, and formats the page', async () => {
    const { requests, remote } = recordingUpstream((request) =>
      envelope(new URL(request.url).pathname === '/api/user/countryOperation/info' ? info : sessions),
    )
    const first = await (await send('/m/activity/sale', { headers: { cookie: 'countryId=4' } }, PROVIDER, remote)).text()
    await send('/m/activity/sale', { headers: { cookie: 'countryId=4' } }, PROVIDER, remote)
    const infoCalls = requests.filter((r) => new URL(r.url).pathname === '/api/user/countryOperation/info')
    expect(infoCalls).toHaveLength(1)
    expect(new URL(infoCalls[0]!.url).searchParams.get('id')).toBe('4')
    expect(first).toContain('<span class="price" dir="ltr">CFA125 000</span>')
    expect(first).toContain('17%')
  })

  it('falls back to the default formatting when the upstream cannot say', async () => {
    const { remote } = recordingUpstream((request) =>
      new URL(request.url).pathname === '/api/user/countryOperation/info' ? new Response('nope', { status: 500 }) : envelope(sessions),
    )
    const page = await (await send('/m/activity/sale', { headers: { cookie: 'countryId=6' } }, PROVIDER, remote)).text()
    expect(page).toContain('<span class="price" dir="ltr">125,000</span>')
  })
})
