const ORIGIN = 'http://same.origin'

/** A same-origin `/m` path (with query and hash) from untrusted input, else `fallback`. Never an open redirect. */
export function resolveBack(raw: string | null | undefined, fallback = '/m/'): string {
  if (!raw || raw.length > 2048 || !raw.startsWith('/') || raw.startsWith('//') || /[\\\u0000-\u001f]/.test(raw)) return fallback
  let url: URL
  try {
    url = new URL(raw, ORIGIN)
  } catch {
    return fallback
  }
  if (url.origin !== ORIGIN) return fallback
  if (url.pathname !== '/m' && !url.pathname.startsWith('/m/')) return fallback
  return url.pathname + url.search + url.hash
}

/** Login page that returns to `back` afterwards. */
export function loginPath(back: string): string {
  return `/m/login/login?back=${encodeURIComponent(resolveBack(back))}`
}
