import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import type { Bindings } from '../../worker/env'
import { mall, type MallBindings } from '../../mall'
import { createApp } from '../../worker/index'

export const ORIGIN = 'https://shop.test'
/** The storefront's credential the tests' configuration gives the mall (vitest.config.ts). */
export const STOREFRONT_AUTH = `Basic ${btoa('storefront:local-demo')}`
export type Remote = (request: Request) => Promise<Response>

/** The storefront's settings and the reference mall's, as one test gives them. */
export type TestBindings = Bindings & MallBindings

/**
 * Answers as the reference mall's Worker does, in-process, with the test's settings: a test's overrides reach the mall
 * too (its login limits, its payment settings). tests/worker/service-binding.test.ts crosses the real binding.
 */
export const inProcessMall = (request: Request, env: Bindings, ctx: ExecutionContext) => Promise.resolve(mall.fetch(request, env as TestBindings, ctx))

/**
 * Sends a request through the whole worker, with configuration overrides and an optional provider API stand-in.
 * A write carries this site's `Origin`, as every browser sends it, unless the test gives its own (`origin: ''` sends none).
 */
export async function send(path: string, init: RequestInit = {}, overrides: Partial<TestBindings> = {}, remote?: Remote): Promise<Response> {
  const app = createApp({ mall: inProcessMall, ...(remote ? { remote: (request) => remote(request) } : {}) })
  const ctx = createExecutionContext()
  const headers = new Headers(init.headers)
  const method = (init.method ?? 'GET').toUpperCase()
  if (method !== 'GET' && method !== 'HEAD' && !headers.has('origin')) headers.set('origin', ORIGIN)
  if (headers.get('origin') === '') headers.delete('origin')
  const response = await app.request(ORIGIN + path, { redirect: 'manual', ...init, headers }, { ...env, ...overrides }, ctx)
  await waitOnExecutionContext(ctx)
  return response
}

/** Logs a demo account in against the embedded mall (in-process, as the storefront does) and returns its token. */
export async function tokenFor(username: string, password = 'Mall@2026'): Promise<string> {
  const request = new Request('https://mall.test/api/user/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: STOREFRONT_AUTH },
    body: JSON.stringify({ username, password }),
  })
  const response = await mall.fetch(request, env, createExecutionContext())
  const body = (await response.json()) as { code: number; data: { token: string } }
  if (body.code !== 1) throw new Error(`login failed for ${username}: ${JSON.stringify(body)}`)
  return body.data.token
}

export function envelope(data: unknown, extra: Record<string, unknown> = {}, status = 200): Response {
  return Response.json({ code: 1, msg: 'success', data, ...extra }, { status })
}

/** A provider API stand-in that records every request it gets. */
export function recordingUpstream(answer: (request: Request) => Response | Promise<Response> = () => envelope({ ok: true })) {
  const requests: Request[] = []
  const remote: Remote = async (request) => {
    requests.push(request)
    return answer(request)
  }
  return { requests, remote }
}

export const PROVIDER = { API_BASE: 'https://api.provider.test' }
