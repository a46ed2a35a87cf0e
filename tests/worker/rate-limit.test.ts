import { afterEach, describe, expect, it, vi } from 'vitest'
import english from '../../locales/common/en-US.json'
import swahili from '../../locales/common/sw.json'
import { envelope, PROVIDER, recordingUpstream, send } from './helpers'

const LIMITED = { ...PROVIDER, RATE_LIMIT_WRITES: '3', RATE_LIMIT_WINDOW_SECONDS: '60' }

let callers = 0
/** A caller no other test has used: the write guard keeps its counts for the whole file. */
const newAddress = () => `203.0.113.${++callers}`

type Caller = Record<string, string>
const fromAddress = (address = newAddress()): Caller => ({ 'cf-connecting-ip': address })

const write = (who: Caller, remote: (request: Request) => Promise<Response>, init: { headers?: Record<string, string>; body?: string } = {}, overrides = LIMITED) =>
  send(
    '/m/api/cart/add',
    { method: 'POST', headers: { 'content-type': 'application/json', ...who, ...init.headers }, body: init.body ?? JSON.stringify({ flashItemId: 1 }) },
    overrides,
    remote,
  )

const read = (who: Caller, remote: (request: Request) => Promise<Response>) => send('/m/api/cart/count', { headers: who }, LIMITED, remote)

afterEach(() => {
  vi.useRealTimers()
})

describe('writes per caller', () => {
  it('refuses the 4th write in the window with 429 tooFrequent, in the user’s language, before the upstream sees it', async () => {
    const { requests, remote } = recordingUpstream()
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
    const { remote } = recordingUpstream()
    const me = fromAddress()
    const other = (method: string, path: string) => send(path, { method, headers: { ...me, 'content-type': 'application/json' } }, LIMITED, remote)
    expect((await other('POST', '/m/api/member/message')).status).toBe(200)
    expect((await other('PUT', '/m/api/anything')).status).toBe(200)
    expect((await other('DELETE', '/m/api/anything')).status).toBe(200)
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
    const { remote } = recordingUpstream()
    const limited = fromAddress()
    for (let i = 0; i < 3; i++) await write(limited, remote)
    expect((await write(limited, remote)).status).toBe(429)
    expect((await write(fromAddress(), remote)).status).toBe(200)
  })

  it('counts a logged-in caller by session, not by address', async () => {
    const { remote } = recordingUpstream()
    const address = newAddress()
    const first = { 'cf-connecting-ip': address, cookie: `key=session-${address}-one` }
    const second = { 'cf-connecting-ip': address, cookie: `key=session-${address}-two` }
    for (let i = 0; i < 3; i++) await write(first, remote)
    expect((await write(first, remote)).status).toBe(429)
    expect((await write(second, remote)).status).toBe(200)
    expect((await write(fromAddress(address), remote)).status).toBe(200)
  })

  it('caps one address in all, so inventing a new session cookie for every write does not dodge the limit', async () => {
    const { remote } = recordingUpstream()
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
    const { remote } = recordingUpstream()
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
    const { remote } = recordingUpstream()
    const me = { ...fromAddress(), cookie: 'jde-lang=sw', 'content-type': 'application/x-www-form-urlencoded' }
    const post = () => send('/m/login/login', { method: 'POST', headers: me, body: 'username=&password=' }, LIMITED, remote)
    for (let i = 0; i < 3; i++) expect((await post()).status).toBe(400)
    const refused = await post()
    expect(refused.status).toBe(429)
    expect(await refused.text()).toContain(swahili.error.tooFrequent)
  })
})

describe('the same submission twice', () => {
  /** A provider API that holds its first request until the test answers it, and answers later ones at once. */
  function heldUpstream() {
    let arrived: () => void = () => {}
    const reached = new Promise<void>((resolve) => (arrived = resolve))
    let answer: (response: Response) => void = () => {}
    let calls = 0
    const remote = async (): Promise<Response> => {
      if (++calls > 1) return envelope({ count: 1, sold: 1 })
      arrived()
      return new Promise<Response>((resolve) => (answer = resolve))
    }
    return {
      remote,
      /** Resolves once `request` is held at the upstream; rejects if it was answered without getting there. */
      holding: (request: Promise<Response>) =>
        Promise.race([reached, request.then((response) => Promise.reject(new Error(`answered ${response.status} without reaching the upstream`)))]),
      answerHeld: () => answer(envelope({ count: 1, sold: 1 })),
    }
  }

  it('answers 429 repeatedRequest while the first is in flight, and admits the key again after it finished', async () => {
    const upstream = heldUpstream()
    const me = fromAddress()
    const tap = { headers: { 'idempotency-key': 'tap-held-1', cookie: 'jde-lang=sw' } }

    const first = write(me, upstream.remote, tap)
    await upstream.holding(first)
    const second = await write(me, upstream.remote, tap)
    expect(second.status).toBe(429)
    expect(await second.json()).toEqual({ code: 429, msg: swahili.error.repeatedRequest, data: null, key: 'repeatedRequest' })

    upstream.answerHeld()
    expect((await first).status).toBe(200)

    expect((await write(me, upstream.remote, tap)).status).toBe(200)
  })

  it('lets a different key through while the first is in flight', async () => {
    const upstream = heldUpstream()
    const me = fromAddress()
    const first = write(me, upstream.remote, { headers: { 'idempotency-key': 'tap-a' } })
    await upstream.holding(first)
    expect((await write(me, upstream.remote, { headers: { 'idempotency-key': 'tap-b' } })).status).toBe(200)
    upstream.answerHeld()
    expect((await first).status).toBe(200)
  })

  it('treats the same bytes without a key as the same submission', async () => {
    const upstream = heldUpstream()
    const me = fromAddress()
    const first = write(me, upstream.remote)
    await upstream.holding(first)
    const second = await write(me, upstream.remote)
    expect(second.status).toBe(429)
    expect(await second.json()).toMatchObject({ key: 'repeatedRequest' })
    upstream.answerHeld()
    expect((await first).status).toBe(200)
  })
})
