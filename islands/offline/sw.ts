/**
 * The service worker, built on its own to /m/sw.js (scope /m/; it imports nothing the island runtime imports, so it
 * stays one classic script without React). Pages the shopper opened open again offline, with a line saying when they
 * were saved; a page never opened shows the offline page listing the saved ones. Island calls (/m/api/*) and every
 * other write go to the network untouched and are never answered from a cache.
 */
import { keepsPage, kindOf, OWN_COPY_HEADER, PERSONAL_HEADER } from './requests'
import { beyond, languageOf, OFFLINE_PATH, offlineLine, savedAtTemplate, titleOf, withOfflineLine, withSavedList, type SavedPage } from './saved-pages'

/** A logout: the adds waiting for the network were the shopper's who leaves, so they go with the session. */
const LOGOUT = /^\/m\/(?:login\/logout|api\/user\/logout)$/
/** The database of islands/cart-queue.ts, named here again: an import would share a chunk with the islands. */
const CART_QUEUE = 'mall-cart'

function forgetQueuedAdds(): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(CART_QUEUE)
    request.onsuccess = request.onerror = request.onblocked = () => resolve()
  })
}

type Extendable = Event & { waitUntil(promise: Promise<unknown>): void }
type FetchEvent = Extendable & { request: Request; preloadResponse?: Promise<Response | undefined>; respondWith(answer: Promise<Response>): void }
type WorkerScope = {
  location: { origin: string }
  addEventListener(type: 'install' | 'activate', listener: (event: Extendable) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void
  skipWaiting(): Promise<void>
  clients: { claim(): Promise<void>; matchAll(options: { type: 'window' }): Promise<readonly { url: string }[]> }
  registration: { navigationPreload?: { enable(): Promise<void> } }
}
const scope = self as unknown as WorkerScope

const PAGES = 'pages-v1'
const IMAGES = 'images-v1'
const CODE = 'code-v1'
const SHELL = 'offline-v1'
const OWN_CACHE = /^(?:pages|images|code|offline)-v\d+$/
const MAX_PAGES = 30
const MAX_IMAGES = 60
const MAX_CODE = 80
/** A page slower than this opens from its saved copy; the network's answer is still saved when it comes. */
const NETWORK_WAIT_MS = 4000
const SAVED_AT = 'x-saved-at'
const SAVED_TITLE = 'x-saved-title'

/** The session the last page from the network was rendered for (its digest; null: a guest), once known. */
let sessionSeen: string | null | undefined
/** The language the saved offline page is in, once read. */
let offlineLanguage: string | undefined

function stamped(response: Response, body: BodyInit | null, extra: Record<string, string> = {}): Response {
  const headers = new Headers(response.headers)
  headers.delete('content-encoding')
  headers.delete('content-length')
  headers.set(SAVED_AT, String(Date.now()))
  for (const [name, value] of Object.entries(extra)) headers.set(name, value)
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}

const savedAtOf = (response: Response | undefined) => Number(response?.headers.get(SAVED_AT)) || 0

/** Keeps the newest `max` entries of a cache. */
async function trim(cache: Cache, max: number): Promise<void> {
  const keys = await cache.keys()
  if (keys.length <= max) return
  const dated = await Promise.all(keys.map(async (key) => ({ key, at: savedAtOf(await cache.match(key)) })))
  dated.sort((a, b) => a.at - b.at)
  await Promise.all(beyond(dated, max).map(({ key }) => cache.delete(key)))
}

async function saveOfflinePage(): Promise<void> {
  const response = await fetch(OFFLINE_PATH, { credentials: 'same-origin', cache: 'no-cache', headers: { [OWN_COPY_HEADER]: '1' } })
  if (response.status !== 200) throw new Error(`${OFFLINE_PATH} answered ${response.status}`)
  const html = await response.text()
  await (await caches.open(SHELL)).put(OFFLINE_PATH, stamped(response, html))
  offlineLanguage = languageOf(html).lang
}

async function offlinePageText(): Promise<string | undefined> {
  return (await (await caches.open(SHELL)).match(OFFLINE_PATH))?.text()
}

/** The offline page follows the language of the pages the shopper reads. */
async function followLanguage(lang: string): Promise<void> {
  if (offlineLanguage === undefined) {
    const saved = await offlinePageText()
    offlineLanguage = saved === undefined ? undefined : languageOf(saved).lang
  }
  if (lang === offlineLanguage) return
  offlineLanguage = lang
  await saveOfflinePage().catch(() => {
    offlineLanguage = undefined
  })
}

/** Drops saved personal pages, except those of the session `keep`. */
async function forgetPersonalPages(keep: string | null): Promise<void> {
  const cache = await caches.open(PAGES)
  for (const key of await cache.keys()) {
    const session = (await cache.match(key))?.headers.get(PERSONAL_HEADER)
    if (session && session !== keep) await cache.delete(key)
  }
}

/** A page from the network for another session (or for a guest) means the saved personal pages are someone else's. */
async function noteSession(session: string | null): Promise<void> {
  if (session === sessionSeen) return
  sessionSeen = session
  await forgetPersonalPages(session)
}

async function remember(url: string, response: Response): Promise<void> {
  if (response.status !== 200 || !(response.headers.get('content-type') ?? '').startsWith('text/html')) return
  await noteSession(response.headers.get(PERSONAL_HEADER))
  const { pathname } = new URL(url)
  if (pathname === OFFLINE_PATH || !keepsPage(response, pathname)) return
  const html = await response.text()
  const cache = await caches.open(PAGES)
  await cache.delete(url)
  await cache.put(url, stamped(response, html, { [SAVED_TITLE]: encodeURIComponent(titleOf(html)) }))
  await trim(cache, MAX_PAGES)
  await followLanguage(languageOf(html).lang)
}

async function savedCopy(url: string): Promise<Response | undefined> {
  const saved = await (await caches.open(PAGES)).match(url)
  if (!saved) return undefined
  const offline = await offlinePageText()
  const template = offline === undefined ? null : savedAtTemplate(offline)
  const line = template === null ? '' : offlineLine(template, languageOf(offline!), savedAtOf(saved) || Date.now(), Date.now())
  return new Response(withOfflineLine(await saved.text(), line), { status: 200, headers: saved.headers })
}

async function savedPages(): Promise<SavedPage[]> {
  const cache = await caches.open(PAGES)
  return Promise.all(
    (await cache.keys()).map(async (key) => {
      const saved = await cache.match(key)
      const { pathname, search } = new URL(key.url)
      let title = ''
      try {
        title = decodeURIComponent(saved?.headers.get(SAVED_TITLE) ?? '')
      } catch {
        // an unreadable title: the list shows the path
      }
      return { path: pathname + search, title, savedAt: savedAtOf(saved) }
    }),
  )
}

async function offlinePage(): Promise<Response> {
  const offline = await (await caches.open(SHELL)).match(OFFLINE_PATH)
  if (!offline) return Response.error()
  return new Response(withSavedList(await offline.text(), await savedPages(), Date.now()), { status: 200, headers: offline.headers })
}

/** Network first; offline (or after NETWORK_WAIT_MS) the saved copy; never saved: the offline page. */
async function openPage(event: FetchEvent): Promise<Response> {
  const url = event.request.url
  const network = (async () => (await event.preloadResponse?.catch(() => undefined)) ?? fetch(event.request))()
  // Attached first, so the copy is taken before the browser reads the answer.
  event.waitUntil(network.then((response) => remember(url, response.clone())).catch(() => undefined))
  const slow = new Promise<'slow'>((resolve) => setTimeout(resolve, NETWORK_WAIT_MS, 'slow'))
  try {
    const first = await Promise.race([network, slow])
    if (first !== 'slow') return first
    return (await savedCopy(url)) ?? (await network)
  } catch {
    return (await savedCopy(url)) ?? (await offlinePage())
  }
}

async function cacheFirst(event: FetchEvent, name: string, max: number): Promise<Response> {
  const cache = await caches.open(name)
  const saved = await cache.match(event.request)
  if (saved) return saved
  const response = await fetch(event.request)
  if (response.status === 200) {
    const copy = stamped(response, response.clone().body)
    event.waitUntil(cache.put(event.request, copy).then(() => trim(cache, max)))
  }
  return response
}

async function networkFirst(event: FetchEvent, name: string): Promise<Response> {
  const cache = await caches.open(name)
  try {
    const response = await fetch(event.request)
    if (response.status === 200) event.waitUntil(cache.put(event.request, stamped(response, response.clone().body)))
    return response
  } catch {
    return (await cache.match(event.request)) ?? Response.error()
  }
}

/** Pages open when the worker took over were loaded before it: they are saved now, once. */
async function saveOpenPages(): Promise<void> {
  const cache = await caches.open(PAGES)
  for (const { url } of await scope.clients.matchAll({ type: 'window' })) {
    if (kindOf(new URL(url), 'GET', 'navigate', scope.location.origin) !== 'page' || (await cache.match(url))) continue
    await fetch(url, { credentials: 'same-origin', headers: { [OWN_COPY_HEADER]: '1' } }).then((response) => remember(url, response), () => undefined)
  }
}

scope.addEventListener('install', (event) => {
  event.waitUntil(saveOfflinePage().then(() => scope.skipWaiting()))
})

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (OWN_CACHE.test(name) && ![PAGES, IMAGES, CODE, SHELL].includes(name)) await caches.delete(name)
      await scope.registration.navigationPreload?.enable()
      await scope.clients.claim()
      await saveOpenPages()
    })(),
  )
})

scope.addEventListener('fetch', (event) => {
  const { request } = event
  switch (kindOf(new URL(request.url), request.method, request.mode, scope.location.origin)) {
    case 'page':
      return event.respondWith(openPage(event))
    case 'chunk':
      return event.respondWith(cacheFirst(event, CODE, MAX_CODE))
    case 'image':
      return event.respondWith(cacheFirst(event, IMAGES, MAX_IMAGES))
    case 'entry':
      return event.respondWith(networkFirst(event, CODE))
    case 'session':
      sessionSeen = undefined
      return event.waitUntil(Promise.all([forgetPersonalPages(null), LOGOUT.test(new URL(request.url).pathname) ? forgetQueuedAdds() : null]))
    case 'network':
      // A beacon sent as its page goes (analytics on pagehide) would be lost if left to the page: sent from here instead.
      if (request.keepalive) event.respondWith(fetch(request))
  }
})
