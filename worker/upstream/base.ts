const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** `API_BASE` as an origin: https anywhere, plain http only on loopback. Empty means the embedded mall. */
export function resolveUpstreamBase(raw: string | null | undefined): { base: string | null } | { error: string } {
  const value = (raw ?? '').trim()
  if (!value) return { base: null }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return { error: `API_BASE is not a URL: ${value}` }
  }
  if (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname))) {
    return { base: url.origin + url.pathname.replace(/\/+$/, '') }
  }
  return { error: `API_BASE must be https (plain http only for 127.0.0.1 or localhost): ${value}` }
}
