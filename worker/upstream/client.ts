import type { z } from 'zod'
import { endpoints, type EndpointName, type ErrorKey, isErrorKey, type ResponseOf } from '../../contract'
import { injectUpstreamHeaders, type HeaderContext } from './headers'
/** Origin used for requests that the embedded mall answers in-process. */
export const EMBEDDED_ORIGIN = 'http://embedded-mall.internal'

export type UpstreamFailure = 'auth' | 'business' | 'timeout' | 'http' | 'malformed' | 'unreachable'

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
}

export type UpstreamConfig = {
  base: string | null
  fetcher: (request: Request) => Promise<Response>
  timeoutMs: number
  basicAuth: string | null
  headers: HeaderContext
  /** Looks up a bulletin redirect for a failed HTTP status (configuration is read only on failure). */
  bulletinFor: (status: number) => Promise<string | null>
}

type CallOptions = {
  body?: unknown
  query?: Record<string, string>
  idempotencyKey?: string
  /** Acts for this session instead of the request's (the one a login just opened). */
  token?: string
}
type SendInit = { method: string; headers?: Headers | null; body?: ArrayBuffer | string | null; token?: string }

export type Interpreted =
  | { ok: true; envelope: { code: number; msg: string; data: unknown }; status: number }
  | { ok: false; error: UpstreamError; body: unknown }

export type Upstream = {
  call<N extends EndpointName>(name: N, options?: CallOptions): Promise<ResponseOf<N>>
  send(path: string, init: SendInit): Promise<Response>
  interpret(status: number, body: unknown): Promise<Interpreted>
}

function isEnvelope(body: unknown): body is { code: number; msg?: unknown; data?: unknown; key?: unknown; status?: unknown } {
  return !!body && typeof body === 'object' && typeof (body as { code?: unknown }).code === 'number'
}

/** The catalogue key of a failure answer; a key the catalogue does not know counts as none. */
function keyOf(body: unknown): ErrorKey | undefined {
  const key = isEnvelope(body) ? body.key : undefined
  return isErrorKey(key) ? key : undefined
}

function msgOf(body: unknown): string {
  return isEnvelope(body) && typeof body.msg === 'string' ? body.msg : ''
}

export function createUpstream(config: UpstreamConfig): Upstream {
  const origin = config.base ?? EMBEDDED_ORIGIN

  async function send(path: string, init: SendInit) {
    const context = init.token ? { ...config.headers, token: init.token } : config.headers
    const headers = injectUpstreamHeaders(init.headers ?? null, context, config.basicAuth)
    const abort = new AbortController()
    const timer = setTimeout(() => abort.abort(), config.timeoutMs)
    const aborted = new Promise<never>((_, reject) =>
      abort.signal.addEventListener('abort', () => reject(new UpstreamError('timeout', 504, '', 'timeout'))),
    )
    try {
      const request = new Request(origin + path, { method: init.method, headers, body: init.body ?? null, signal: abort.signal })
      return await Promise.race([config.fetcher(request), aborted])
    } catch (error) {
      if (error instanceof UpstreamError) throw error
      if (abort.signal.aborted) throw new UpstreamError('timeout', 504, '', 'timeout')
      throw new UpstreamError('unreachable', 502, '', 'badGateway')
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
      return { ok: false, body, error: new UpstreamError('http', httpStatus, msgOf(body), keyOf(body), redirect) }
    }
    if (!isEnvelope(body)) return { ok: false, body, error: new UpstreamError('malformed', 502, '', 'badGateway') }
    if (body.code !== 1) return { ok: false, body, error: new UpstreamError('business', 200, msgOf(body), keyOf(body)) }
    return { ok: true, status: httpStatus, envelope: { code: 1, msg: msgOf(body), data: body.data } }
  }

  async function call<N extends EndpointName>(name: N, options: CallOptions = {}): Promise<ResponseOf<N>> {
    const endpoint = endpoints[name]
    const query = options.query ? '?' + new URLSearchParams(options.query).toString() : ''
    const headers = new Headers({ accept: 'application/json' })
    if (options.body !== undefined) headers.set('content-type', 'application/json')
    if (options.idempotencyKey) headers.set('idempotency-key', options.idempotencyKey)
    const response = await send(endpoint.path + query, {
      method: endpoint.method,
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      token: options.token,
    })
    const result = await interpret(response.status, await response.json().catch(() => null))
    if (!result.ok) throw result.error
    const parsed = (endpoint.response as z.ZodType).safeParse(result.envelope.data)
    if (!parsed.success) throw new UpstreamError('malformed', 502, '', 'badGateway')
    return parsed.data as ResponseOf<N>
  }

  return { call, send, interpret }
}
