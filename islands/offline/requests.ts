/**
 * What the service worker does with a request: `page` (network first, the saved copy offline), `chunk` (content-hashed
 * island code, cache first), `entry` (the island runtime's stable entry, network first), `image` (cache first),
 * `session` (a login or logout: saved personal pages go), `network` (left alone: it never answers from a cache).
 */
export type RequestKind = 'page' | 'chunk' | 'entry' | 'image' | 'session' | 'network'

/** Posts that open or close a session: the plain forms under /m/login/ and the islands' login and logout calls. */
const SESSION_POST = /^\/m\/(?:login\/|api\/user\/(?:login|logout)(?:\/|$))/

export function kindOf(url: URL, method: string, mode: string, origin: string): RequestKind {
  if (url.origin !== origin || !url.pathname.startsWith('/m/')) return 'network'
  if (method !== 'GET') return method === 'POST' && SESSION_POST.test(url.pathname) ? 'session' : 'network'
  if (url.pathname.startsWith('/m/api/')) return 'network'
  if (mode === 'navigate') return 'page'
  if (url.pathname.startsWith('/m/assets/')) return 'chunk'
  if (url.pathname === '/m/client.js') return 'entry'
  if (url.pathname.startsWith('/m/img/')) return 'image'
  return 'network'
}

/**
 * The storefront marks a page rendered for a session with this header (a short digest of the session, never the
 * session itself): such a page is personal, dropped on login, logout and whenever a page comes for someone else.
 */
export const PERSONAL_HEADER = 'x-personal'

/** Sent with the worker's own fetches of a page (the offline page, a page open before it took over): not a view. */
export const OWN_COPY_HEADER = 'x-offline-copy'

/**
 * The storefront marks a page a saved copy would misstate (a payment's state) with this header: it is never kept.
 * `Cache-Control` speaks to HTTP caches (every personal page says `no-store`); these saved pages are the app's own,
 * kept by session and dropped with it.
 */
export const NOT_KEPT_HEADER = 'x-not-kept-offline'

/** A page answer worth keeping: a whole same-origin HTML page that its server did not mark as never kept. */
export function keepsPage(response: Response, path: string): boolean {
  return (
    response.status === 200 &&
    !response.redirected &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    !response.headers.has(NOT_KEPT_HEADER) &&
    !path.startsWith('/m/api/')
  )
}
