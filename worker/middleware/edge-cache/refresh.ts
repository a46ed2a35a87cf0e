import { APP_CODE_COOKIE, APP_IDENTITY_COOKIE } from '../../context/variant'
import { COUNTRY_CODE_COOKIE, COUNTRY_ID_COOKIE } from '../../context/market'
import { DATA_SAVER_COOKIE } from '../../context/data-saver'
import { LANGUAGE_COOKIES } from '../../context/language'

/** The requests this isolate made to renew a copy: no visitor asked for them, so nobody's view is counted. */
const refreshes = new WeakSet<Request>()

/** Cookies that decide what a shared page shows (the context reads them); nothing else of the visitor goes along. */
const PAGE_COOKIES = new Set<string>([...LANGUAGE_COOKIES, COUNTRY_ID_COOKIE, COUNTRY_CODE_COOKIE, APP_CODE_COOKIE, APP_IDENTITY_COOKIE, DATA_SAVER_COOKIE])
/** Headers the context reads besides cookies. */
const PAGE_HEADERS = ['user-agent', 'save-data']

export function isRefresh(request: Request): boolean {
  return refreshes.has(request)
}

/** A guest's request for the page at `url` as `visitor` would see it, with nothing personal of theirs. */
export function refreshRequest(visitor: Request, url: string): Request {
  const headers = new Headers()
  for (const name of PAGE_HEADERS) {
    const value = visitor.headers.get(name)
    if (value !== null) headers.set(name, value)
  }
  const cookies = (visitor.headers.get('cookie') ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => PAGE_COOKIES.has(pair.slice(0, pair.indexOf('=')).trim()))
  if (cookies.length > 0) headers.set('cookie', cookies.join('; '))
  const request = new Request(url, { headers })
  refreshes.add(request)
  return request
}
