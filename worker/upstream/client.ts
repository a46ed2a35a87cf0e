import type { z } from 'zod'
import { D1_BOOKMARK_HEADER, endpoints, type EndpointName, type ErrorKey, isErrorKey, type OptionsOf, parseD1Bookmark, queryString, type ResponseOf, type Sent } from '../../contract'
import { guestAnswer } from './guest-answers'
import { injectUpstreamHeaders, type HeaderContext } from './headers'
/** Origin used for requests that the embedded mall answers in-process. */
export const EMBEDDED_ORIGIN = 'http://embedded-mall.internal'

export type UpstreamFailure = 'auth' | 'business' | 'timeout' | 'http' | 'malformed' | 'unreachable' | 'tooLarge'

export class UpstreamError extends Error {
  constructor(
    readonly kind: UpstreamFailure,
    readonly status: number,
    message: string,
    /** Catalogue key; undefined when the upstream sent only a message. */
    readonly key: ErrorKey | undefined,
    /** Maintenance bulletin URL for this failure, when one is configured. */
    readonly redirect: string | null = null,
  ) {
    super(message)
  }

  /** Seconds the upstream asked to wait before trying again (its `Retry-After`), when it said. */
  retryAfter?: number
  /** Why the upstream could not be reached (the fetch's own error), for the log and the health check. */
  reason?: string
}

/** A `Retry-After` of whole seconds (up to a day); dates and anything else are not read. */
function retryAfterOf(header: string | null): number | undefined {
  if (!header || !/^\d{1,5}$/.test(header.trim())) return undefined
  const seconds = Number(header.trim())
  return seconds <= 86_400 ? seconds : undefined
}

export type UpstreamConfig = {
  base: string | null
  fetcher: (request: Request) => Promise<Response>
  /** When every upstream call of this request, answers read to the end, must be done (epoch ms). */
  deadline: number
  /** Answers longer than this are refused, not relayed. */
  maxBodyBytes: number
  basicAuth: string | null
  headers: HeaderContext
  /** Looks up a bulletin redirect for a failed HTTP status (configuration is read only on failure). */
  bulletinFor: (status: number) => Promise<string | null>
  /** How long a guest's answer of a `guestShared` endpoint is kept for the next guests (0: not kept). */
  guestAnswerMs: number
  /** Told the D1 bookmark an answer carries (a write's, from the embedded mall), once it has a bookmark's form. */
  onBookmark?: (bookmark: string) => void
  /** Told once the upstream refuses the request's session (expired, ended elsewhere, never issued). */
  onSessionRefused?: () => void
}

/** A call of endpoint N: the body and query its contract entry takes, checked at compile time. */
export type CallOptions<N extends EndpointName> = Sent<N> & {
  idempotencyKey?: string
  /** Acts for this session instead of the request's: one a login just opened, or null to call as the storefront. */
  token?: string | null
}
type Unchecked = { body?: unknown; query?: Record<string, string | number | undefined>; idempotencyKey?: string; token?: string | null }
type SendInit = { method: string; headers?: Headers | null; body?: ArrayBuffer | string | null; token?: string | null }

/** An upstream answer read to its end: the HTTP status and the body text. */
export type UpstreamAnswer = { status: number; text: string; retryAfter?: number }

export type Interpreted =
  | { ok: true; envelope: { code: number; msg: string; data: unknown }; status: number }
  | { ok: false; error: UpstreamError; body: unknown }

export type Upstream = {
  call<N extends EndpointName>(name: N, ...options: OptionsOf<N, CallOptions<N>>): Promise<ResponseOf<N>>
  exchange(path: string, init: SendInit): Promise<UpstreamAnswer>
  interpret(status: number, body: unknown): Promise<Interpreted>
  /**
   * After a failure of a call sent with `sentWith`: a 401 to the request's own session forgets it (the calls after it
   * go as a guest's) and answers true, so that the caller may ask once more as a guest.
   */
  dropSession(error: UpstreamError, sentWith: string | null): boolean
}

function isEnvelope(body: unknown): body is { code: number; msg?: unknown; data?: unknown; key?: unknown; status?: unknown } {
  return !!body && typeof body === 'object' && typeof (body as { code?: unknown }).code === 'number'
}

/** The catalogue key of a failure answer; a key the catalogue does not know counts as none. */
function keyOf(body: unknown): ErrorKey | undefined {
  const key = isEnvelope(body) ? body.key : undefined
  return isErrorKey(key) ? key : undefined
}

/** The catalogue key an HTTP failure stands for when its body names none (a provider's gateway page, say). */
const STATUS_KEYS: Partial<Record<number, ErrorKey>> = { 403: 'forbidden', 404: 'notFound', 429: 'tooFrequent' }

function msgOf(body: unknown): string {
  return isEnvelope(body) && typeof body.msg === 'string' ? body.msg : ''
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

const tooLarge = () => new UpstreamError('tooLarge', 502, '', 'answerTooLarge')

/** The whole body as text, refusing it as soon as it passes `maxBytes` (declared or counted). */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined)
    throw tooLarge()
  }
  if (!response.body) return ''
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let size = 0
  let text = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return text + decoder.decode()
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined)
      throw tooLarge()
    }
    text += decoder.decode(value, { stream: true })
  }
}

/**
 * An answer's `data` as the endpoint's schema reads it. One the contract does not allow is a malformed answer (a 502
 * page), and the log names the endpoint and the first field that broke it, for the provider to fix.
 */
export function readAnswer(endpointName: string, schema: z.ZodType, data: unknown): unknown {
  const parsed = schema.safeParse(data)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const path = issue?.path.length ? issue.path.join('.') : '(data)'
  console.error(`upstream contract: ${endpointName} ${path}: ${issue?.message ?? 'invalid'}`)
  throw new UpstreamError('malformed', 502, '', 'badGateway')
}

/**
 * The request's one way to the upstream. Every call shares the request's deadline: a page that makes two calls
 * answers within one timeout, however the upstream behaves, and a call is aborted (not abandoned) at the deadline,
 * whether it is waiting for headers or still reading a dripping body.
 */
export function createUpstream(config: UpstreamConfig): Upstream {
  const origin = config.base ?? EMBEDDED_ORIGIN

  async function exchange(path: string, init: SendInit): Promise<UpstreamAnswer> {
    const remaining = config.deadline - Date.now()
    if (remaining <= 0) throw new UpstreamError('timeout', 504, '', 'timeout')
    const context = init.token !== undefined ? { ...config.headers, token: init.token } : config.headers
    const headers = injectUpstreamHeaders(init.headers ?? null, context, config.basicAuth)
    const abort = new AbortController()
    const timer = setTimeout(() => abort.abort(), remaining)
    const aborted = new Promise<never>((_, reject) =>
      abort.signal.addEventListener('abort', () => reject(new UpstreamError('timeout', 504, '', 'timeout'))),
    )
    aborted.catch(() => undefined)
    try {
      const request = new Request(origin + path, { method: init.method, headers, body: init.body ?? null, signal: abort.signal })
      const read = config.fetcher(request).then(async (response) => {
        const bookmark = parseD1Bookmark(response.headers.get(D1_BOOKMARK_HEADER))
        if (bookmark) config.onBookmark?.(bookmark)
        return { status: response.status, retryAfter: retryAfterOf(response.headers.get('retry-after')), text: await readCapped(response, config.maxBodyBytes) }
      })
      return await Promise.race([read, aborted])
    } catch (error) {
      if (error instanceof UpstreamError) throw error
      if (abort.signal.aborted) throw new UpstreamError('timeout', 504, '', 'timeout')
      const unreachable = new UpstreamError('unreachable', 502, '', 'badGateway')
      unreachable.reason = error instanceof Error ? error.message : String(error)
      throw unreachable
    } finally {
      clearTimeout(timer)
    }
  }

  /** Applies the envelope rules to an upstream answer (HTTP status + parsed JSON body, null when not JSON). */
  async function interpret(httpStatus: number, body: unknown): Promise<Interpreted> {
    const status = isEnvelope(body) && typeof body.status === 'number' ? body.status : undefined
    if (httpStatus === 401 || status === 401) {
      return { ok: false, body, error: new UpstreamError('auth', 401, msgOf(body), 'unauthorized') }
    }
    if (httpStatus < 200 || httpStatus > 299) {
      const redirect = await config.bulletinFor(httpStatus)
      const key = httpStatus >= 500 ? undefined : (keyOf(body) ?? STATUS_KEYS[httpStatus])
      return { ok: false, body, error: new UpstreamError('http', httpStatus, msgOf(body), key, redirect) }
    }
    if (!isEnvelope(body)) return { ok: false, body, error: new UpstreamError('malformed', 502, '', 'badGateway') }
    if (body.code !== 1) return { ok: false, body, error: new UpstreamError('business', 200, msgOf(body), keyOf(body)) }
    return { ok: true, status: httpStatus, envelope: { code: 1, msg: msgOf(body), data: body.data } }
  }

  const requestToken = config.headers.token
  function dropSession(error: UpstreamError, sentWith: string | null): boolean {
    if (error.kind !== 'auth' || sentWith === null || sentWith !== requestToken) return false
    if (config.headers.token !== null) {
      config.headers = { ...config.headers, token: null }
      config.onSessionRefused?.()
    }
    return true
  }

  async function call<N extends EndpointName>(name: N, ...[checked]: OptionsOf<N, CallOptions<N>>): Promise<ResponseOf<N>> {
    const options: Unchecked = checked ?? {}
    const endpoint = endpoints[name]
    const query = queryString(options.query)
    const token = options.token !== undefined ? options.token : config.headers.token
    if ('guestShared' in endpoint && endpoint.guestShared && token === null && options.body === undefined) {
      const { countryId, countryCode, language, appIdentity } = config.headers
      const key = [origin, endpoint.path + query, countryId, countryCode, language, appIdentity].join(' ')
      return guestAnswer(key, config.guestAnswerMs, () => send(name, query, options))
    }
    return send(name, query, options)
  }

  async function send<N extends EndpointName>(name: N, query: string, options: Unchecked): Promise<ResponseOf<N>> {
    const endpoint = endpoints[name]
    const sentWith = options.token !== undefined ? options.token : config.headers.token
    const headers = new Headers({ accept: 'application/json' })
    if (options.body !== undefined) headers.set('content-type', 'application/json')
    if (options.idempotencyKey) headers.set('idempotency-key', options.idempotencyKey)
    const answer = await exchange(endpoint.path + query, {
      method: endpoint.method,
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      token: options.token,
    })
    const result = await interpret(answer.status, parseJson(answer.text))
    if (!result.ok) {
      if (dropSession(result.error, sentWith) && !endpoint.auth) return send(name, query, options)
      result.error.retryAfter = answer.retryAfter
      throw result.error
    }
    return readAnswer(name, endpoint.response, result.envelope.data) as ResponseOf<N>
  }

  return { call, exchange, interpret, dropSession }
}
