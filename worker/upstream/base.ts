const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** Where the storefront's calls go: the reference mall's binding, a provider's API, or nowhere when API_BASE is unusable. */
export type UpstreamTarget = { kind: 'embedded' } | { kind: 'remote'; base: string } | { kind: 'invalid'; raw: string; reason: string }

/** `API_BASE` as an origin: https anywhere, plain http only on loopback. Empty means the embedded mall. */
export function resolveUpstream(raw: string | null | undefined): UpstreamTarget {
  const value = (raw ?? '').trim()
  if (!value) return { kind: 'embedded' }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return { kind: 'invalid', raw: value, reason: `API_BASE is not a URL: ${value}` }
  }
  if (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname))) {
    const path = url.pathname.replace(/\/+$/, '')
    // Every contract path starts with /api: a base ending in it would call /api/api/….
    if (/\/api$/i.test(path)) return { kind: 'invalid', raw: value, reason: `API_BASE is the API's origin, without /api (the contract's paths start with it): ${value}` }
    if (url.search || url.hash || url.username || url.password) return { kind: 'invalid', raw: value, reason: `API_BASE takes no query, fragment or credentials (the credential is the secret UPSTREAM_BASIC_AUTH): ${value}` }
    return { kind: 'remote', base: url.origin + path }
  }
  return { kind: 'invalid', raw: value, reason: `API_BASE must be https (plain http only for 127.0.0.1 or localhost): ${value}` }
}
