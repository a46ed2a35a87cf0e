/** The islands' way to the API: everything goes through the worker proxy at /m/api. */
import type { EndpointName, OptionsOf, ResponseOf, Sent } from '../contract'
import { type QueryValue, queryString, UPSTREAM_TIMEOUT_MS } from '../contract/common'
import type { EndpointOf, Route } from '../contract/paths'
import { loginPath, type AddIntent } from './return-path'
import { showToast } from './state/toast'

export type Method = 'GET' | 'POST'
type RequestOptions = {
  body?: unknown
  idempotencyKey?: string
  quiet?: boolean
  timeoutMs?: number
  /** What the login page finishes after a login, when this request finds the shopper logged out. */
  intent?: AddIntent
  /** A send the shopper did not just tap (an add sent when the connection returns): a 401 rejects, no login page. */
  stay?: boolean
  /** Set on the one repeat after the app's own login. */
  afterAppLogin?: boolean
}

export class RequestError extends Error {
  constructor(message: string, readonly code: number, readonly key: string | null) {
    super(message)
  }
}

/**
 * Resolves with `data` when the envelope's code is 1. Any failure rejects with the message the proxy localized
 * (toasted unless `quiet`); 401 goes to login (inside an app, the app's own login, and the request is then sent
 * once more); a maintenance bulletin goes to its page.
 */
async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' }
  // Every write is JSON, with or without a body: the storefront refuses writes of any other type.
  if (method !== 'GET') headers['content-type'] = 'application/json'
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey
  let response: Response
  try {
    response = await fetch(`/m/api${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? UPSTREAM_TIMEOUT_MS),
    })
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
    throw fail(new RequestError('', 0, timedOut ? 'timeout' : 'network'), options.quiet)
  }
  const body = (await response.json().catch(() => null)) as { code?: number; msg?: string; data?: unknown; key?: string } | null
  if (response.status === 401) {
    if (options.stay) throw new RequestError(body?.msg ?? '', 401, 'unauthorized')
    const here = location.pathname + location.search
    const { logInThroughApp } = await import('./bridge/login')
    const outcome = options.afterAppLogin ? 'cancelled' : await logInThroughApp(here)
    if (outcome === 'loggedIn') return request<T>(method, path, { ...options, afterAppLogin: true })
    if (outcome === 'unavailable') location.href = loginPath(here, options.intent)
    throw new RequestError(body?.msg ?? '', 401, 'unauthorized')
  }
  const redirect = (body?.data as { redirect?: unknown } | null)?.redirect
  if (typeof redirect === 'string' && /^https:\/\//.test(redirect)) {
    location.href = redirect
    throw new RequestError(body?.msg ?? '', response.status, 'maintenance')
  }
  if (body && body.code === 1) return body.data as T
  throw fail(new RequestError(body?.msg ?? '', body?.code ?? response.status, body?.key ?? 'server'), options.quiet)
}

function fail(error: RequestError, quiet = false): RequestError {
  if (!quiet) showToast({ type: 'fail', text: error.message || null, key: error.message ? undefined : error.key ?? undefined })
  return error
}

/** A request of endpoint N: the body and query its contract entry takes, checked at compile time. */
export type SendOptions<N extends EndpointName> = Sent<N> & Omit<RequestOptions, 'body'>

/**
 * Calls the endpoint `route` names (`'POST /cart/add'`) and resolves with its answer's `data`, typed by the contract
 * (the browser does not parse it again: zod stays on the server).
 */
export function send<R extends Route>(route: R, ...[options]: OptionsOf<EndpointOf<R>, SendOptions<EndpointOf<R>>>): Promise<ResponseOf<EndpointOf<R>>> {
  const { query, ...rest } = (options ?? {}) as RequestOptions & { query?: Record<string, QueryValue> }
  const space = route.indexOf(' ')
  return request<ResponseOf<EndpointOf<R>>>(route.slice(0, space) as Method, route.slice(space + 1) + queryString(query), rest)
}
