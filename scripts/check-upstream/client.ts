import type { z } from 'zod'
import { endpoints, envelope, type EndpointName, type ErrorKey, queryString, type ResponseOf } from '../../contract'
import type { Language } from '../../worker/context/language'
import { createUpstream, parseJson, UpstreamError } from '../../worker/upstream/client'

/** Who a call is made as: the headers the storefront would inject for this shopper (or guest). */
export type Caller = {
  token: string | null
  countryId: number | null
  countryCode: string | null
  language: Language
  appIdentity: number | null
}

/**
 * An answer as the storefront reads it: a success whose envelope and `data` parse by the contract, a refusal (with
 * its catalogue key and HTTP status), or a success that does not parse (`mismatch`, the API's contract error).
 */
export type Reply<T> =
  | { outcome: 'ok'; status: number; data: T }
  | { outcome: 'refused'; status: number; key: ErrorKey | undefined; msg: string; kind: UpstreamError['kind'] }
  | { outcome: 'mismatch'; status: number; issue: string }

export type CallOptions = {
  query?: Record<string, string | number | undefined>
  body?: unknown
  idempotencyKey?: string
}

export type Client = {
  call<N extends EndpointName>(name: N, as: Caller, options?: CallOptions): Promise<Reply<ResponseOf<N>>>
}

/** The first problem zod found, with its path (`data.items.0.price: …`). */
function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'does not parse'
  const path = issue.path.map(String).join('.')
  return `${path || '(root)'}: ${issue.message}`
}

/** Calls the API with exactly the headers and envelope rules of the storefront's upstream client. */
export function createClient(base: string, basicAuth: string | null, timeoutMs: number): Client {
  async function call<N extends EndpointName>(name: N, as: Caller, options: CallOptions = {}): Promise<Reply<ResponseOf<N>>> {
    const endpoint = endpoints[name]
    const upstream = createUpstream({
      base,
      fetcher: (request) => fetch(request),
      deadline: Date.now() + timeoutMs,
      maxBodyBytes: 4 * 1024 * 1024,
      basicAuth,
      headers: { ...as },
      bulletinFor: async () => null,
      guestAnswerMs: 0,
    })
    const headers = new Headers({ accept: 'application/json' })
    if (options.body !== undefined) headers.set('content-type', 'application/json')
    if (options.idempotencyKey) headers.set('idempotency-key', options.idempotencyKey)
    try {
      const answer = await upstream.exchange(endpoint.path + queryString(options.query), {
        method: endpoint.method,
        headers,
        body: options.body === undefined ? null : JSON.stringify(options.body),
      })
      const body = parseJson(answer.text)
      const read = await upstream.interpret(answer.status, body)
      if (!read.ok) return { outcome: 'refused', status: read.error.status, key: read.error.key, msg: read.error.message, kind: read.error.kind }
      const schema = endpoint.response as z.ZodType
      const shape = envelope(schema).safeParse(body)
      if (!shape.success) return { outcome: 'mismatch', status: answer.status, issue: firstIssue(shape.error) }
      // The envelope lets `data` be null; the storefront reads a success's data by the endpoint's own schema.
      const data = schema.safeParse(shape.data.data)
      if (!data.success) return { outcome: 'mismatch', status: answer.status, issue: `data.${firstIssue(data.error)}` }
      return { outcome: 'ok', status: answer.status, data: data.data as ResponseOf<N> }
    } catch (error) {
      if (error instanceof UpstreamError) return { outcome: 'refused', status: error.status, key: error.key, msg: error.message, kind: error.kind }
      throw error
    }
  }
  return { call }
}

/** A reply in a few words, for a report's detail. */
export function describe(reply: Reply<unknown>): string {
  if (reply.outcome === 'ok') return `ok (HTTP ${reply.status})`
  if (reply.outcome === 'mismatch') return `data does not parse: ${reply.issue}`
  return `refused, HTTP ${reply.status}${reply.key ? ` key ${reply.key}` : ''}${reply.kind === 'business' || reply.kind === 'http' || reply.kind === 'auth' ? '' : ` (${reply.kind})`}`
}
