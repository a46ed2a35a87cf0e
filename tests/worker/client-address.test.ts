/**
 * CLIENT_ADDRESS_HEADER (off by default): every upstream call carries the shopper's address, as Cloudflare saw it, in
 * the header the provider named, for its fraud checks and rate limits. A browser cannot put an address there itself.
 */
import { describe, expect, it } from 'vitest'
import { envelope, PROVIDER, recordingUpstream, send } from './helpers'

const SHOPPER = { 'cf-connecting-ip': '198.51.100.23' }
const time = () => envelope({ now: 1_800_000_000_000 })

async function upstreamHeaders(path: string, settings: Record<string, string>, headers: Record<string, string> = SHOPPER) {
  const { requests, remote } = recordingUpstream(time)
  await send(path, { headers }, { ...PROVIDER, ...settings }, remote)
  expect(requests.length).toBeGreaterThan(0)
  return requests.map((request) => request.headers)
}

describe('the shopper\'s address forwarded to the provider', () => {
  it('is not sent unless the setting names a header', async () => {
    for (const headers of await upstreamHeaders('/m/api/system/time', {})) {
      expect([...headers.values()]).not.toContain('198.51.100.23')
    }
  })

  it('goes in the named header on the proxy\'s calls and on a page\'s', async () => {
    for (const path of ['/m/api/system/time', '/m/activity/sale']) {
      const sent = await upstreamHeaders(path, { CLIENT_ADDRESS_HEADER: 'X-Shopper-Address' })
      for (const headers of sent) expect(headers.get('x-shopper-address')).toBe('198.51.100.23')
    }
  })

  it('is the address Cloudflare saw, never one the browser put in the same header', async () => {
    const sent = await upstreamHeaders('/m/api/system/time', { CLIENT_ADDRESS_HEADER: 'X-Shopper-Address' }, { ...SHOPPER, 'x-shopper-address': '203.0.113.66' })
    expect(sent[0]!.get('x-shopper-address')).toBe('198.51.100.23')
    const without = await upstreamHeaders('/m/api/system/time', { CLIENT_ADDRESS_HEADER: 'X-Shopper-Address' }, { 'x-shopper-address': '203.0.113.66' })
    expect(without[0]!.get('x-shopper-address')).toBeNull()
  })

  it.each(['Authorization', 'COUNTRY_ID', 'Host', 'not a header'])('refuses to put it in %s (the setting is off)', async (name) => {
    const sent = await upstreamHeaders('/m/api/system/time', { CLIENT_ADDRESS_HEADER: name })
    expect([...sent[0]!.values()]).not.toContain('198.51.100.23')
  })
})
