import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { send } from './helpers'

const ON = { MAINTENANCE: 'on' }

afterEach(async () => {
  vi.useRealTimers()
  await env.CONFIG.delete('maintenance')
})

describe('maintenance switch', () => {
  it('is off by default', async () => {
    expect((await send('/m/activity/sale')).status).toBe(200)
  })

  it('answers every page with 503, Retry-After and the localized maintenance page', async () => {
    for (const path of ['/m/', '/m/activity/sale', '/m/login/login', '/m/unknown/page']) {
      const response = await send(path, { headers: { cookie: 'jde-lang=en-US' } }, ON)
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBe('600')
      const html = await response.text()
      expect(html).toContain('<title>Under maintenance</title>')
      expect(html).toContain('We are upgrading the mall')
    }
  })

  it('answers the API proxy with 503 JSON', async () => {
    const response = await send('/m/api/system/time', {}, ON)
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ code: 503, key: 'maintenance' })
  })

  it('still serves the health check', async () => {
    expect((await send('/m/health', {}, ON)).status).toBe(200)
  })

  it('switches instantly from the KV key, which overrides the var both ways', async () => {
    await env.CONFIG.put('maintenance', 'on')
    expect((await send('/m/')).status).toBe(503)
    await env.CONFIG.put('maintenance', 'off')
    expect((await send('/m/', {}, ON)).status).toBe(200)
  })

  it('an isolate goes by the KV value it read for MAINTENANCE_RECHECK_MS, then reads it again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const RECHECK = { MAINTENANCE_RECHECK_MS: '1000' }
    expect((await send('/m/', {}, RECHECK)).status).toBe(200)
    await env.CONFIG.put('maintenance', 'on')
    vi.advanceTimersByTime(999)
    expect((await send('/m/', {}, RECHECK)).status).toBe(200)
    vi.advanceTimersByTime(2)
    expect((await send('/m/', {}, RECHECK)).status).toBe(503)
    await env.CONFIG.put('maintenance', 'off')
    expect((await send('/m/', {}, RECHECK)).status).toBe(503)
    // Set to 0, every request reads the switch, whatever an earlier one remembered.
    expect((await send('/m/')).status).toBe(200)
    vi.advanceTimersByTime(1001)
    expect((await send('/m/', {}, RECHECK)).status).toBe(200)
  })

  it('uses the configured Retry-After', async () => {
    const response = await send('/m/', {}, { ...ON, MAINTENANCE_RETRY_AFTER: '120' })
    expect(response.headers.get('retry-after')).toBe('120')
  })

  it('keeps /m/maintenance as a normal route', async () => {
    const response = await send('/m/maintenance')
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('We are upgrading the mall')
  })
})
