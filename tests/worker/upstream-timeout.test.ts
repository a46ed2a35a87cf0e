import { afterEach, describe, expect, it, vi } from 'vitest'
import { UPSTREAM_TIMEOUT_MS } from '../../contract'
import { PROVIDER, send } from './helpers'

afterEach(() => {
  vi.useRealTimers()
})

/** A provider API that never answers, and notes when the worker gives up on the request. */
function hangingUpstream() {
  const seen = { requests: 0, abortedAt: null as number | null }
  const remote = (request: Request) => {
    seen.requests++
    return new Promise<Response>((_, reject) => {
      request.signal.addEventListener('abort', () => {
        seen.abortedAt = Date.now()
        reject(request.signal.reason)
      })
    })
  }
  return { seen, remote }
}

describe('the upstream deadline', () => {
  it('is 50 000 ms when nothing is configured, and the fetch is aborted then (fake clock)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const started = Date.now()
    const { seen, remote } = hangingUpstream()
    const answer = send('/m/api/system/time', {}, { ...PROVIDER, UPSTREAM_TIMEOUT_MS: undefined }, remote)
    await vi.advanceTimersByTimeAsync(UPSTREAM_TIMEOUT_MS - 1)
    expect(seen.requests).toBe(1)
    expect(seen.abortedAt).toBeNull()
    await vi.advanceTimersByTimeAsync(1)
    const response = await answer
    expect(seen.abortedAt! - started).toBe(50_000)
    expect(response.status).toBe(504)
    expect(await response.json()).toMatchObject({ key: 'timeout' })
  })

  it('follows UPSTREAM_TIMEOUT_MS when it is set', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const started = Date.now()
    const { seen, remote } = hangingUpstream()
    const answer = send('/m/api/system/time', {}, { ...PROVIDER, UPSTREAM_TIMEOUT_MS: '1200' }, remote)
    await vi.advanceTimersByTimeAsync(1200)
    expect((await answer).status).toBe(504)
    expect(seen.abortedAt! - started).toBe(1200)
  })
})
