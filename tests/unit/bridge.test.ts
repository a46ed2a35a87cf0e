/**
 * The bridge's message exchange (islands/bridge/host.ts) against stand-in hosts on a stand-in `window`: what is
 * sent, how each kind of answer settles the promise, the timeout, and the typed errors.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { callApp } from '../../islands/bridge/app'
import { BridgeError, BridgeRefused, BridgeTimeout, BridgeUnavailable, callHost, hostKind, inApp } from '../../islands/bridge/host'

type Sent = { v: number; id: string; name: string; payload: unknown }
type FakeWindow = Record<string, unknown> & { mallBridgeReply?: (id: string, answer: unknown) => void }
const g = globalThis as unknown as { window?: FakeWindow }
let win: FakeWindow

beforeEach(() => {
  win = {}
  g.window = win
})
afterEach(() => {
  delete g.window
  vi.useRealTimers()
})

/** An Android interface object that records what it gets and answers with `answer` (its return value). */
function android(answer: (message: Sent) => unknown = () => '') {
  const sent: Sent[] = []
  win.MallAppBridge = {
    postMessage(text: string) {
      const message = JSON.parse(text) as Sent
      sent.push(message)
      return answer(message)
    },
  }
  return sent
}

describe('host detection', () => {
  it('finds no host in a plain browser, and every call rejects as unavailable', async () => {
    expect(hostKind()).toBeNull()
    expect(inApp()).toBe(false)
    const failure = await callHost('zoomImage', {}, 1000).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(BridgeUnavailable)
    expect(failure).toBeInstanceOf(BridgeError)
    expect((failure as BridgeError).reason).toBe('unavailable')
    expect(await callApp('back').catch((e: unknown) => e)).toBeInstanceOf(BridgeUnavailable)
  })

  it('tells the three hosts apart, flutter_inappwebview first', () => {
    win.MallAppBridge = { postMessage: () => '' }
    expect(hostKind()).toBe('android')
    win.MallFlutterBridge = { postMessage: () => undefined }
    expect(hostKind()).toBe('flutter-channel')
    win.flutter_inappwebview = { callHandler: async () => null }
    expect(hostKind()).toBe('flutter')
    expect(inApp()).toBe(true)
  })

  it('ignores objects of those names that cannot take a message', () => {
    win.MallAppBridge = { postMessage: 'no' }
    win.flutter_inappwebview = {}
    expect(hostKind()).toBeNull()
  })
})

describe('a call', () => {
  it('sends { v, id, name, payload } and resolves with an answer returned at once (Android)', async () => {
    const sent = android(() => JSON.stringify({ ok: true, data: '₦' }))
    expect(await callHost('getCountryCurrencySymbol', { a: 1 }, 1000)).toBe('₦')
    expect(sent).toEqual([{ v: 1, id: expect.stringMatching(/^b\d+$/), name: 'getCountryCurrencySymbol', payload: { a: 1 } }])
  })

  it('resolves with a later answer given to mallBridgeReply, as an object or as JSON text', async () => {
    const sent = android()
    const first = callHost('toCaptureActivity', { hint: 'imei' }, 1000)
    const second = callHost('zoomImage', { urls: [], index: 0 }, 1000)
    win.mallBridgeReply!(sent[1]!.id, JSON.stringify({ ok: true, data: null }))
    win.mallBridgeReply!(sent[0]!.id, { ok: true, data: '356938035643809' })
    expect(await first).toBe('356938035643809')
    expect(await second).toBeNull()
  })

  it("goes through flutter_inappwebview's handler and resolves with what it returns", async () => {
    const calls: unknown[][] = []
    win.flutter_inappwebview = { callHandler: async (...args: unknown[]) => (calls.push(args), { ok: true, data: { regionId: 701, name: 'Lagos' } }) }
    expect(await callHost('openPage', { page: 'receiveAreaSelect' }, 1000)).toEqual({ regionId: 701, name: 'Lagos' })
    expect(calls[0]![0]).toBe('MallFlutterBridge')
    expect(calls[0]![1]).toMatchObject({ v: 1, name: 'openPage', payload: { page: 'receiveAreaSelect' } })
  })

  it('rejects a refusal with BridgeRefused carrying the app word, and `unsupported` as unavailable', async () => {
    android((message) => JSON.stringify(message.name === 'back' ? { ok: false, error: 'unsupported' } : { ok: false, error: 'cancelled' }))
    const refused = await callHost('toCaptureActivity', {}, 1000).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(BridgeRefused)
    expect((refused as BridgeRefused).error).toBe('cancelled')
    expect(await callHost('back', {}, 1000).catch((e: unknown) => e)).toBeInstanceOf(BridgeUnavailable)
  })

  it.each([['not json'], [JSON.stringify({ data: 1 })], [JSON.stringify(null)], [JSON.stringify('ok')]])('rejects a malformed answer: %s', async (answer) => {
    android(() => answer)
    const failure = (await callHost('back', {}, 1000).catch((e: unknown) => e)) as BridgeError
    expect(failure.reason).toBe('malformed')
  })

  it('rejects when the host throws', async () => {
    win.MallFlutterBridge = {
      postMessage() {
        throw new Error('channel closed')
      },
    }
    const failure = await callHost('back', {}, 1000).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(BridgeRefused)
    expect((failure as BridgeRefused).error).toBe('channel closed')
  })

  it('times out, and a reply that comes afterwards (or names no call) changes nothing', async () => {
    vi.useFakeTimers()
    const sent = android()
    const call = callHost('zoomImage', {}, 5000)
    const settled = call.catch((e: unknown) => e)
    vi.advanceTimersByTime(4999)
    win.mallBridgeReply!('b-unknown', { ok: true, data: 'stray' })
    vi.advanceTimersByTime(1)
    const failure = await settled
    expect(failure).toBeInstanceOf(BridgeTimeout)
    expect(() => win.mallBridgeReply!(sent[0]!.id, { ok: true, data: 'late' })).not.toThrow()
  })
})
