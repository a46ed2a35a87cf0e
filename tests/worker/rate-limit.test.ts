import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import english from '../../locales/common/en-US.json'
import swahili from '../../locales/common/sw.json'
import { GUARD_SHARDS } from '../../worker/middleware/rate-limit'
import { envelope, PROVIDER, recordingUpstream, send } from './helpers'
import { createBuyers, createFlashItem } from './mall.helpers'

const LIMITED = { ...PROVIDER, RATE_LIMIT_WRITES: '3', RATE_LIMIT_WINDOW_SECONDS: '60' }

let callers = 0
/** A caller no other test has used: the write guard keeps its counts for the whole file. */
const newAddress = () => `203.0.113.${++callers}`

type Caller = Record<string, string>
const fromAddress = (address = newAddress()): Caller => ({ 'cf-connecting-ip': address })

const write = (who: Caller, remote: (request: Request) => Promise<Response>, init: { headers?: Record<string, string>; body?: string } = {}, overrides: Parameters<typeof send>[2] = LIMITED) =>
  send(
    '/m/api/cart/add',
    { method: 'POST', headers: { 'content-type': 'application/json', ...who, ...init.headers }, body: init.body ?? JSON.stringify({ flashItemId: 1 }) },
    overrides,
    remote,
  )

const read = (who: Caller, remote: (request: Request) => Promise<Response>) => send('/m/api/cart/count', { headers: who }, LIMITED, remote)

/** An answer each write and read here accepts under its contract schema (an add, a message, a count). */
const fits = () => envelope({ count: 1, sold: 1, id: 1 })

afterEach(() => {
  vi.useRealTimers()
})

describe('writes per caller', () => {
  it('refuses the 4th write in the window with 429 tooFrequent, in the user’s language, before the upstream sees it', async () => {
    const { requests, remote } = recordingUpstream(fits)
    const me = fromAddress()
    for (let i = 0; i < 3; i++) expect((await write(me, remote)).status).toBe(200)
    expect(requests).toHaveLength(3)

    const refused = await write(me, remote)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('cache-control')).toBe('no-store')
    expect(await refused.json()).toEqual({ code: 429, msg: english.error.tooFrequent, data: null, key: 'tooFrequent' })
    expect(requests).toHaveLength(3)

    const inSwahili = await write({ ...me, cookie: 'jde-lang=sw' }, remote)
    expect(inSwahili.status).toBe(429)
    expect(await inSwahili.json()).toMatchObject({ key: 'tooFrequent', msg: swahili.error.tooFrequent })
    expect(swahili.error.tooFrequent).not.toBe(english.error.tooFrequent)
  })

  it('counts every kind of write, whatever its path or method', async () => {
    const { remote } = recordingUpstream(fits)
    const me = fromAddress()
    const other = (method: string, path: string) => send(path, { method, headers: { ...me, 'content-type': 'application/json' } }, LIMITED, remote)
    expect((await other('POST', '/m/api/member/message')).status).toBe(200)
    // Counted before the door refuses them as outside the contract.
    expect((await other('PUT', '/m/api/anything')).status).toBe(404)
    expect((await other('DELETE', '/m/api/anything')).status).toBe(404)
    expect((await other('PATCH', '/m/api/anything')).status).toBe(429)
  })

  it('never limits reads', async () => {
    const { remote } = recordingUpstream(() => envelope({ count: 0 }))
    const me = fromAddress()
    for (let i = 0; i < 3; i++) await write(me, remote)
    expect((await write(me, remote)).status).toBe(429)
    for (let i = 0; i < 10; i++) expect((await read(me, remote)).status).toBe(200)
    expect((await send('/m/login/login', { headers: me }, LIMITED, remote)).status).toBe(200)
  })

  it('lets another address through while one is limited', async () => {
    const { remote } = recordingUpstream(fits)
    const limited = fromAddress()
    for (let i = 0; i < 3; i++) await write(limited, remote)
    expect((await write(limited, remote)).status).toBe(429)
    expect((await write(fromAddress(), remote)).status).toBe(200)
  })

  it('counts a logged-in caller by session, not by address', async () => {
    const { remote } = recordingUpstream(fits)
    const address = newAddress()
    const first = { 'cf-connecting-ip': address, cookie: `key=session-${address}-one` }
    const second = { 'cf-connecting-ip': address, cookie: `key=session-${address}-two` }
    for (let i = 0; i < 3; i++) await write(first, remote)
    expect((await write(first, remote)).status).toBe(429)
    expect((await write(second, remote)).status).toBe(200)
    expect((await write(fromAddress(address), remote)).status).toBe(200)
  })

  it('caps one address in all, so inventing a new session cookie for every write does not dodge the limit', async () => {
    const { remote } = recordingUpstream(fits)
    const address = newAddress()
    const capped = { ...LIMITED, RATE_LIMIT_ADDRESS_WRITES: '5' }
    const answers: number[] = []
    for (let i = 0; i < 7; i++) {
      const invented = { 'cf-connecting-ip': address, cookie: `key=${crypto.randomUUID().replace(/-/g, '')}` }
      answers.push((await write(invented, remote, {}, capped)).status)
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429, 429])
    expect((await write(fromAddress(), remote, {}, capped)).status).toBe(200)
  })

  it('admits writes again once the window has passed', async () => {
    const { remote } = recordingUpstream(fits)
    const me = fromAddress()
    const oneSecond = { ...LIMITED, RATE_LIMIT_WINDOW_SECONDS: '1' }
    // The write guard runs in this isolate: a fake Date is its clock too.
    vi.useFakeTimers({ toFake: ['Date'] })
    for (let i = 0; i < 3; i++) expect((await write(me, remote, {}, oneSecond)).status).toBe(200)
    expect((await write(me, remote, {}, oneSecond)).status).toBe(429)
    vi.setSystemTime(Date.now() + 999)
    expect((await write(me, remote, {}, oneSecond)).status).toBe(429)
    vi.setSystemTime(Date.now() + 1)
    expect((await write(me, remote, {}, oneSecond)).status).toBe(200)
  })

  it('refuses the 4th plain-form write with a 429 page in the user’s language', async () => {
    const { remote } = recordingUpstream(fits)
    const me = { ...fromAddress(), cookie: 'jde-lang=sw', 'content-type': 'application/x-www-form-urlencoded' }
    const post = () => send('/m/login/login', { method: 'POST', headers: me, body: 'username=&password=' }, LIMITED, remote)
    for (let i = 0; i < 3; i++) expect((await post()).status).toBe(400)
    const refused = await post()
    expect(refused.status).toBe(429)
    expect(await refused.text()).toContain(swahili.error.tooFrequent)
  })
})

describe('the same submission twice', () => {
  const linesOf = (flashItemId: number) =>
    env.DB.prepare('SELECT user_id, quantity FROM cart_items WHERE flash_item_id = ?').bind(flashItemId).all<{ user_id: number; quantity: number }>()

  /** A shopper adding a unit through /m/api with the embedded mall, from an address of their own. */
  async function shopper(limitPerBuyer = 1) {
    const [buyer] = await createBuyers(1)
    const flashItemId = await createFlashItem({ total: 5, limitPerBuyer })
    const who = { ...fromAddress(), cookie: `key=${buyer!.token}; jde-lang=sw` }
    const add = (key?: string) =>
      send('/m/api/cart/add', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...who, ...(key ? { 'idempotency-key': key } : {}) },
        body: JSON.stringify({ flashItemId }),
      })
    return { buyer: buyer!, flashItemId, add }
  }

  it('answers 429 repeatedRequest, in the user’s language, to the same key while the first is in flight; then the first answer', async () => {
    const { buyer, flashItemId, add } = await shopper()
    const both = await Promise.all([add('tap-held-1'), add('tap-held-1')])
    const bodies = await Promise.all(both.map((response) => response.json()))
    const granted = both.findIndex((response) => response.status === 200)
    expect(both.map((response) => response.status).sort()).toEqual([200, 429])
    expect(bodies[granted]).toMatchObject({ code: 1, data: { count: 1, sold: 1 } })
    expect(bodies[1 - granted]).toEqual({ code: 429, msg: swahili.error.repeatedRequest, data: null, key: 'repeatedRequest' })

    const retried = await add('tap-held-1')
    expect(retried.status).toBe(200)
    expect(await retried.json()).toEqual(bodies[granted])
    expect((await linesOf(flashItemId)).results).toEqual([{ user_id: buyer.id, quantity: 1 }])
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM idempotency_claims WHERE user_id = ?').bind(buyer.id).first('n')).toBe(0)
  })

  it('lets a different key through while the first is in flight', async () => {
    const { flashItemId, add } = await shopper(2)
    const both = await Promise.all([add('tap-a'), add('tap-b')])
    expect(both.map((response) => response.status)).toEqual([200, 200])
    expect((await linesOf(flashItemId)).results).toMatchObject([{ quantity: 2 }])
  })

  it('treats a submission without a key as its own request: the item still grants one unit per buyer', async () => {
    const { flashItemId, add } = await shopper(1)
    const bodies = await Promise.all((await Promise.all([add(), add()])).map((response) => response.json()))
    expect(bodies.map((body) => (body as { code: number; key?: string }).key ?? 'granted').sort()).toEqual(['granted', 'limitReached'])
    expect((await linesOf(flashItemId)).results).toMatchObject([{ quantity: 1 }])
  })
})

describe('the guards’ cost', () => {
  it('counts two hundred distinct sessions and addresses in a fixed number of guard objects, not one per caller', async () => {
    const { remote } = recordingUpstream(fits)
    // The real guard objects, with the names they are asked by written down.
    const names = new Set<string>()
    const guards = {
      idFromName: (name: string) => (names.add(name), env.WRITE_GUARD.idFromName(name)),
      get: (id: DurableObjectId) => env.WRITE_GUARD.get(id),
    } as unknown as typeof env.WRITE_GUARD
    for (let i = 0; i < 50; i++) {
      const answers = await Promise.all(
        Array.from({ length: 4 }, (_, j) =>
          write({ 'cf-connecting-ip': `2001:db8::${i}:${j}`, cookie: `key=shopper-${i}-${j}-${crypto.randomUUID()}` }, remote, {}, { ...LIMITED, WRITE_GUARD: guards }),
        ),
      )
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
    }
    expect(names.size).toBeLessThanOrEqual(GUARD_SHARDS)
    expect(names.size).toBeGreaterThan(GUARD_SHARDS / 2)
    for (const name of names) expect(name).toMatch(/^shard:([0-9]|[1-5][0-9]|6[0-3])$/)
  })

  it('still counts one session across every address it writes from', async () => {
    const { remote } = recordingUpstream(fits)
    const session = `key=roaming-${crypto.randomUUID()}`
    const answers: number[] = []
    for (let i = 0; i < 5; i++) answers.push((await write({ ...fromAddress(), cookie: session }, remote)).status)
    expect(answers).toEqual([200, 200, 200, 429, 429])
  })
})

describe('the window\'s edge', () => {
  const WINDOW = 1_000
  const T = 5_000_000
  const guard = () => env.WRITE_GUARD.get(env.WRITE_GUARD.idFromName(`edge-${crypto.randomUUID()}`))
  const a = [{ name: 'a', limit: 1 }]
  const b = [{ name: 'b', limit: 1 }]

  it('counts a write for exactly one window: refused a millisecond before its end, admitted exactly at it', async () => {
    const stub = guard()
    // Another caller's write makes the guard tidy its memory a millisecond early, so the edge is the count's own.
    expect(await stub.admit(b, WINDOW, T - 1)).toBe('ok')
    expect(await stub.admit(a, WINDOW, T)).toBe('ok')
    expect(await stub.admit(a, WINDOW, T + WINDOW - 1)).toBe('tooFrequent')
    expect(await stub.admit(a, WINDOW, T + WINDOW)).toBe('ok')
    expect(await stub.admit(a, WINDOW, T + WINDOW)).toBe('tooFrequent')
  })

  it('keeps a full limit\'s writes apart: each leaves the count exactly one window after it was made', async () => {
    const stub = guard()
    const three = [{ name: 'c', limit: 3 }]
    expect(await stub.admit(b, WINDOW, T - 1)).toBe('ok')
    for (const at of [T, T + 10, T + 20]) expect(await stub.admit(three, WINDOW, at)).toBe('ok')
    expect(await stub.admit(three, WINDOW, T + WINDOW - 1)).toBe('tooFrequent')
    expect(await stub.admit(three, WINDOW, T + WINDOW)).toBe('ok')
    expect(await stub.admit(three, WINDOW, T + WINDOW + 9)).toBe('tooFrequent')
    expect(await stub.admit(three, WINDOW, T + WINDOW + 10)).toBe('ok')
  })
})
