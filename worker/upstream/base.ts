const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** Where the storefront's calls go: the embedded mall, a provider's API, or nowhere when API_BASE is unusable. */
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
    return { kind: 'remote', base: url.origin + url.pathname.replace(/\/+$/, '') }
  }
  return { kind: 'invalid', raw: value, reason: `API_BASE must be https (plain http only for 127.0.0.1 or localhost): ${value}` }
}
