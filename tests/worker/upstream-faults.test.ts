/**
 * The provider's API misbehaving (a stand-in for it is the one faked part): every fault gets a clear answer in the
 * shopper's language within one deadline, never the upstream's own words, and the next request is answered normally.
 */
import { describe, expect, it } from 'vitest'
import { PROVIDER, send, type Remote } from './helpers'

const TIMEOUT_MS = 300
const CONFIG = { ...PROVIDER, UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS), UPSTREAM_MAX_BODY_BYTES: '4096' }
const SWAHILI = 'jde-lang=sw'

const ok = async () => Response.json({ code: 1, msg: 'success', data: { now: Date.UTC(2026, 11, 7) } })

/** Headers at once, then a few bytes every 50 ms, for ever (until the worker gives up and cancels). */
const drippingBody: Remote = async (request) => {
  let timer: ReturnType<typeof setInterval> | undefined
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"code":1,"msg":"success","data":{"now":'))
      timer = setInterval(() => controller.enqueue(new TextEncoder().encode(' ')), 50)
      request.signal.addEventListener('abort', () => clearInterval(timer))
    },
    cancel() {
      clearInterval(timer)
    },
  })
  return new Response(body, { headers: { 'content-type': 'application/json' } })
}

const hanging: Remote = (request) =>
  new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))

const hugeStreamedBody: Remote = async () => {
  const chunk = new TextEncoder().encode('x'.repeat(1024))
  let sent = 0
  return new Response(
    new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ > 20_000) controller.close()
        else controller.enqueue(chunk)
      },
    }),
  )
}

type Fault = { name: string; remote: Remote; api: { status: number; key: string }; page: { status: number } | 'login' }

const FAULTS: Fault[] = [
  { name: 'drips its body past the deadline', remote: drippingBody, api: { status: 504, key: 'timeout' }, page: { status: 504 } },
  { name: 'hangs', remote: hanging, api: { status: 504, key: 'timeout' }, page: { status: 504 } },
  {
    name: 'answers HTTP 500 with its own English message',
    remote: async () => Response.json({ code: 500, msg: 'Internal Server Error: NullPointerException at OrderService', key: 'server' }, { status: 500 }),
    api: { status: 502, key: 'badGateway' },
    page: { status: 502 },
  },
  { name: 'answers HTTP 502', remote: async () => new Response('Bad Gateway', { status: 502 }), api: { status: 502, key: 'badGateway' }, page: { status: 502 } },
  {
    name: 'answers HTTP 503',
    remote: async () => new Response('Service Unavailable', { status: 503 }),
    api: { status: 503, key: 'maintenance' },
    page: { status: 503 },
  },
  {
    name: 'sends a body over the size cap (declared)',
    remote: async () => new Response('x'.repeat(10_000), { headers: { 'content-length': '10000' } }),
    api: { status: 502, key: 'answerTooLarge' },
    page: { status: 502 },
  },
  { name: 'streams a 20 MB body', remote: hugeStreamedBody, api: { status: 502, key: 'answerTooLarge' }, page: { status: 502 } },
  { name: 'answers garbage', remote: async () => new Response('<html>oops</html>'), api: { status: 502, key: 'badGateway' }, page: { status: 502 } },
  {
    name: 'resets the connection',
    remote: async () => {
      throw new TypeError('Network connection lost.')
    },
    api: { status: 502, key: 'badGateway' },
    page: { status: 502 },
  },
  { name: 'says 401 in the body', remote: async () => Response.json({ code: 0, msg: 'token expired', status: 401 }), api: { status: 401, key: 'unauthorized' }, page: 'login' },
  { name: 'answers HTTP 401', remote: async () => new Response('no', { status: 401 }), api: { status: 401, key: 'unauthorized' }, page: 'login' },
]

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now()
  const value = await run()
  return { value, ms: performance.now() - started }
}

describe.each(FAULTS)('the upstream $name', ({ remote, api, page }) => {
  it('the API proxy answers with the catalogue text in the shopper\'s language, within the deadline', async () => {
    const { value: response, ms } = await timed(() => send('/m/api/system/time', { headers: { cookie: SWAHILI } }, CONFIG, remote))
    expect(ms).toBeLessThan(TIMEOUT_MS + 700)
    expect(response.status).toBe(api.status)
    const body = (await response.json()) as { key: string; msg: string }
    expect(body.key).toBe(api.key)
    expect(body.msg).not.toMatch(/NullPointer|Internal Server Error|Bad Gateway|oops|token expired/)
    expect(body.msg).not.toMatch(/^The (request|service)/)

    const next = await send('/m/api/system/time', {}, CONFIG, ok)
    expect(next.status).toBe(200)
  })

  it('a page answers within one deadline, with a page in the shopper\'s language', async () => {
    const { value: response, ms } = await timed(() =>
      send('/m/activity/sale', { headers: { cookie: `${SWAHILI}; countryId=7; key=${'a'.repeat(64)}` } }, CONFIG, remote),
    )
    expect(ms).toBeLessThan(TIMEOUT_MS + 700)
    if (page === 'login') {
      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toMatch(/^\/m\/login\/login\?back=/)
    } else {
      expect(response.status).toBe(page.status)
      const html = await response.text()
      expect(html).toContain('<html lang="sw"')
      expect(html).not.toMatch(/NullPointer|Internal Server Error|Bad Gateway|oops/)
    }
  })
})

describe('one deadline per page', () => {
  it('a page with three upstream calls to a hung upstream answers after one timeout, not three', async () => {
    const calls: string[] = []
    const remote: Remote = (request) => {
      calls.push(new URL(request.url).pathname)
      return hanging(request)
    }
    const { value: response, ms } = await timed(() =>
      send('/m/activity/sale', { headers: { cookie: `countryId=3; key=${'b'.repeat(64)}` } }, { ...CONFIG, UPSTREAM_TIMEOUT_MS: '600' }, remote),
    )
    expect(response.status).toBe(504)
    expect(calls.sort()).toEqual(['/api/activity/flashSale/sessions', '/api/cart/count', '/api/user/countryOperation/info'])
    expect(ms).toBeGreaterThanOrEqual(590)
    expect(ms).toBeLessThan(1100)
  })

  it('after a failed country lookup, the next page uses the default formatting without asking again at once', async () => {
    let countryCalls = 0
    const remote: Remote = async (request) => {
      const path = new URL(request.url).pathname
      if (path === '/api/user/countryOperation/info') {
        countryCalls++
        return new Response('down', { status: 500 })
      }
      return Response.json({ code: 1, msg: 'success', data: { serverTime: Date.now(), sessions: [] } })
    }
    const first = await send('/m/activity/sale', { headers: { cookie: 'countryId=6' } }, CONFIG, remote)
    const second = await send('/m/activity/sale', { headers: { cookie: 'countryId=6' } }, CONFIG, remote)
    expect(first.status).toBe(200)
    expect(second.status).toBe(200)
    expect(countryCalls).toBe(1)
  })
})
