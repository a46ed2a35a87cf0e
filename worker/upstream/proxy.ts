import { Hono, type Context } from 'hono'
import type { ErrorKey } from '../../contract'
import { translator } from '../../locales'
import type { AppEnv } from '../env'
import { UpstreamError } from './client'
import { messageOf } from './messages'

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

function parse(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** `/m/api/<rest>` → `<upstream>/api/<rest>` with injected headers; answers keep the envelope, messages localized. */
export const proxy = new Hono<AppEnv>()

proxy.all('*', async function forwardToUpstream(c) {
  const url = new URL(c.req.url)
  const rest = url.pathname.replace(/^\/m\/api(?=\/|$)/, '/api')
  const method = c.req.method
  const body = method === 'GET' || method === 'HEAD' ? null : await c.req.arrayBuffer()
  let response: Response
  try {
    response = await c.var.upstream.send(rest + url.search, { method, headers: c.req.raw.headers, body })
  } catch (error) {
    if (error instanceof UpstreamError) return jsonError(c, error.status, error.key ?? 'badGateway', { redirect: error.redirect })
    throw error
  }
  const text = await response.text()
  const result = await c.var.upstream.interpret(response.status, parse(text))
  if (result.ok) {
    return c.body(text, 200, { 'content-type': 'application/json; charset=UTF-8', 'cache-control': 'no-store' })
  }
  const { error } = result
  const msg = messageOf(error, translator(c.var.ctx.language))
  if (error.kind === 'auth') return jsonError(c, 401, 'unauthorized')
  if (error.redirect) return jsonError(c, 503, 'maintenance', { code: error.status, redirect: error.redirect })
  if (error.kind === 'business') {
    return jsonError(c, 200, error.key ?? 'server', { code: (result.body as { code: number }).code, msg })
  }
  return jsonError(c, error.kind === 'malformed' ? 502 : error.status, error.key ?? 'badGateway', { msg })
})
