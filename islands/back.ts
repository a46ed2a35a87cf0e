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

/** An add to the cart that a guest asked for: it is finished, once, right after the login. */
export type AddIntent = { add: number; idem: string }

/** The login page that returns to `back` afterwards (and first finishes `intent`, when given). */
export function loginPath(back: string, intent?: AddIntent): string {
  const query = new URLSearchParams({ back: resolveBack(back) })
  if (intent) {
    query.set('add', String(intent.add))
    query.set('idem', intent.idem)
  }
  return `/m/login/login?${query}`
}
