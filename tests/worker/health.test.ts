/**
 * GET /m/health probes the upstream every page reads (the market's information): 200 when it answers by the
 * contract, 503 with the reason when it does not, so an operator sees why instead of a 502 on every page.
 */
import { describe, expect, it } from 'vitest'
import { envelope, PROVIDER, send } from './helpers'

const country = { id: 7, countryCode: 'NG', name: 'Nigeria', currencyCode: 'NGN', currencySymbol: '₦', digitGroupingSymbol: ',', decimalPointCharacter: '.', currencyScale: 2 }

async function health(overrides = {}, remote?: (request: Request) => Promise<Response>) {
  const response = await send('/m/health', {}, overrides, remote)
  return { status: response.status, cache: response.headers.get('cache-control'), body: (await response.json()) as { ok: boolean; upstream: Record<string, unknown> } }
}

describe('the health check', () => {
  it('reports the embedded mall reachable', async () => {
    const { status, cache, body } = await health()
    expect(status).toBe(200)
    expect(cache).toBe('no-store')
    expect(body).toMatchObject({ ok: true, upstream: { kind: 'embedded', reachable: true } })
  })

  it('reports a provider that answers by the contract reachable, naming its base', async () => {
    const { status, body } = await health(PROVIDER, async () => envelope(country))
    expect(status).toBe(200)
    expect(body.upstream).toMatchObject({ kind: 'remote', base: PROVIDER.API_BASE, reachable: true })
  })

  it.each([
    ['a refused connection', async () => { throw new Error('Network connection lost.') }, /^unreachable: Network connection lost\./],
    ['a certificate it cannot trust', async () => { throw new Error('TLS peer\'s certificate is not trusted') }, /^unreachable: TLS peer's certificate is not trusted/],
    ['an HTTP 500', async () => new Response('oops', { status: 500 }), /^answered HTTP 500$/],
    ['an answer outside the contract', async () => envelope({ now: 1 }), /contract's envelope/],
    ['a refused credential', async () => new Response('', { status: 401 }), /UPSTREAM_BASIC_AUTH/],
  ] as const)('reports %s as unreachable with the reason, 503', async (_, remote, reason) => {
    const { status, cache, body } = await health(PROVIDER, remote)
    expect(status).toBe(503)
    expect(cache).toBe('no-store')
    expect(body.ok).toBe(false)
    expect(body.upstream).toMatchObject({ kind: 'remote', reachable: false })
    expect(body.upstream.reason).toMatch(reason)
  })

  it('reports an unusable API_BASE with the reason it is refused', async () => {
    const { status, body } = await health({ API_BASE: 'https://api.provider.test/api' })
    expect(status).toBe(503)
    expect(body.upstream).toMatchObject({ kind: 'invalid', reachable: false })
    expect(body.upstream.reason).toMatch(/without \/api/)
  })
})
