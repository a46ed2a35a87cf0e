import { Hono, type Context } from 'hono'
import type { ErrorKey } from '../../contract'
import { translator } from '../../locales'
import type { AppEnv } from '../env'
import { browserRoute } from './browser-routes'
import { type Interpreted, parseJson, readAnswer, UpstreamError } from './client'
import { failureStatus, messageOf } from './messages'

type ErrorBody = { code: number; msg: string; data: { redirect: string } | null; key: ErrorKey; status?: number }

/** An error envelope from the storefront itself, its message in the user's language. */
export function jsonError(c: Context<AppEnv>, httpStatus: number, key: ErrorKey, options: { code?: number; msg?: string; redirect?: string | null } = {}) {
  const body: ErrorBody = {
    code: options.code ?? httpStatus,
    msg: options.msg ?? translator(c.var.ctx.language)(`error.${key}`),
    data: options.redirect ? { redirect: options.redirect } : null,
    key,
  }
  if (httpStatus === 401) body.status = 401
  return c.json(body, httpStatus as 400, { 'cache-control': 'no-store' })
}

/** A failed exchange as the storefront's own answer: the catalogue text, a fitting status, never the upstream's words. */
function failed(c: Context<AppEnv>, error: UpstreamError) {
  if (error.kind === 'auth') return jsonError(c, 401, 'unauthorized')
  if (error.redirect) return jsonError(c, 503, 'maintenance', { code: error.status, redirect: error.redirect })
  const status = failureStatus(error)
  const key = error.key ?? (error.kind === 'timeout' ? 'timeout' : status === 503 ? 'maintenance' : 'badGateway')
  return jsonError(c, status, key, { msg: messageOf(error, translator(c.var.ctx.language)) })
}

/**
 * `/m/api/<rest>` → `<upstream>/api/<rest>` with injected headers, for the contract's endpoints only (with their
 * method); anything else is 404 without an upstream call. A success answers the data as the contract's schema read
 * it; failures keep the envelope, their messages localized.
 */
export const proxy = new Hono<AppEnv>()

proxy.all('*', async function forwardToUpstream(c) {
  const url = new URL(c.req.url)
  const rest = url.pathname.replace(/^\/m\/api(?=\/|$)/, '/api')
  const method = c.req.method
  const endpoint = browserRoute(method, rest)
  if (!endpoint) return jsonError(c, 404, 'notFound')
  const body = method === 'GET' || method === 'HEAD' ? null : await c.req.arrayBuffer()
  const ask = async () => {
    const answer = await c.var.upstream.exchange(rest + url.search, { method, headers: c.req.raw.headers, body })
    return c.var.upstream.interpret(answer.status, parseJson(answer.text))
  }
  const sentWith = c.var.ctx.token
  let result: Interpreted
  try {
    result = await ask()
    // A refused session is dropped (the middleware clears its cookie); what a guest may do is asked once more as one.
    if (!result.ok && c.var.upstream.dropSession(result.error, sentWith) && !endpoint.auth) result = await ask()
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error
    return failed(c, error)
  }
  if (result.ok) {
    let data: unknown
    try {
      data = readAnswer(endpoint.name, endpoint.response, result.envelope.data)
    } catch (error) {
      return failed(c, error as UpstreamError)
    }
    return c.json({ code: 1, msg: result.envelope.msg, data }, 200, { 'cache-control': 'no-store' })
  }
  if (result.error.kind === 'business') {
    const msg = messageOf(result.error, translator(c.var.ctx.language))
    return jsonError(c, 200, result.error.key ?? 'server', { code: (result.body as { code: number }).code, msg })
  }
  return failed(c, result.error)
})
