/**
 * The production build pointed at a misbehaving provider API (a small server on 127.0.0.1 that this test runs), with
 * `UPSTREAM_TIMEOUT_MS=3000` given the way a user gives it: in the environment of `npm start`. Every fault is answered
 * within one deadline (3 s, plus a margin for this shared machine), and the measured times are printed and written to
 * tests/bench/faults-last-run.json.
 */
import { createServer, type Server, type ServerResponse } from 'node:http'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ROOT, startProductionServer, type RunningServer } from './server'

const TIMEOUT_MS = 3000
const MARGIN_MS = 1500
const PORT = Number(process.env.E2E_FAULT_PORT || Number(process.env.E2E_PORT || 8799) + 4)

type Mode = 'drip' | 'hang' | 'http500' | 'http502' | 'huge' | 'garbage' | 'reset' | 'body401' | 'http401' | 'ok'
let mode: Mode = 'ok'
const open = new Set<ServerResponse>()

const country = { id: 7, countryCode: 'NG', name: 'Nigeria', currencyCode: 'NGN', currencySymbol: '₦', digitGroupingSymbol: ',', decimalPointCharacter: '.', currencyScale: 2 }

function answerOk(path: string, res: ServerResponse) {
  const data = path.endsWith('/countryOperation/info') ? country : path.endsWith('/flashSale/sessions') ? { serverTime: Date.now(), sessions: [] } : { now: Date.now() }
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 1, msg: 'success', data }))
}

const provider: Server = createServer((req, res) => {
  open.add(res)
  res.on('close', () => open.delete(res))
  const path = new URL(req.url ?? '/', 'http://x').pathname
  switch (mode) {
    case 'ok':
      return answerOk(path, res)
    case 'drip': {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.write('{"code":1,"msg":"success","data":')
      const timer = setInterval(() => res.write(' '), 200)
      res.on('close', () => clearInterval(timer))
      return
    }
    case 'hang':
      return
    case 'http500':
      return res.writeHead(500, { 'content-type': 'application/json' }).end('{"code":500,"msg":"java.lang.NullPointerException"}')
    case 'http502':
      return res.writeHead(502).end('Bad Gateway')
    case 'huge': {
      res.writeHead(200, { 'content-type': 'application/json' })
      const chunk = Buffer.alloc(64 * 1024, 32)
      let sent = 0
      const pump = () => {
        while (sent < 20 * 1024 * 1024) {
          sent += chunk.length
          if (!res.write(chunk)) return res.once('drain', pump)
        }
        res.end()
      }
      return pump()
    }
    case 'garbage':
      return res.writeHead(200).end('\u0000\u00ff<html>not json')
    case 'reset':
      return req.socket.destroy()
    case 'body401':
      return res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":0,"msg":"token expired","status":401}')
    case 'http401':
      return res.writeHead(401).end('unauthorized')
  }
})

let server: RunningServer
const measured: Record<string, { api: { status: number; ms: number }; page: { status: number; ms: number } }> = {}

beforeAll(async () => {
  await new Promise<void>((done) => provider.listen(0, '127.0.0.1', done))
  const { port } = provider.address() as AddressInfo
  server = await startProductionServer({
    port: PORT,
    build: false,
    label: 'faults',
    settings: { API_BASE: `http://127.0.0.1:${port}`, UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS) },
  })
}, 240_000)

afterAll(async () => {
  for (const res of open) res.destroy()
  await new Promise((done) => provider.close(done))
  await server?.stop()
  mkdirSync(join(ROOT, 'tests', 'bench'), { recursive: true })
  writeFileSync(join(ROOT, 'tests', 'bench', 'faults-last-run.json'), `${JSON.stringify({ date: new Date().toISOString(), timeoutMs: TIMEOUT_MS, measured }, null, 2)}\n`)
  console.table(Object.fromEntries(Object.entries(measured).map(([m, r]) => [m, { api: `${r.api.status} in ${r.api.ms} ms`, page: `${r.page.status} in ${r.page.ms} ms` }])))
})

async function timed(path: string, cookie: string): Promise<{ status: number; ms: number; body: string }> {
  const started = performance.now()
  const response = await fetch(`${server.baseURL}${path}`, { headers: { cookie }, redirect: 'manual', signal: AbortSignal.timeout(20_000) })
  const body = await response.text()
  return { status: response.status, ms: Math.round(performance.now() - started), body }
}

const CASES: [Mode, number, number][] = [
  ['drip', 504, 504],
  ['hang', 504, 504],
  ['http500', 502, 502],
  ['http502', 502, 502],
  ['huge', 502, 502],
  ['garbage', 502, 502],
  ['reset', 502, 502],
  ['body401', 401, 302],
  ['http401', 401, 302],
]

describe('a misbehaving provider API behind API_BASE, UPSTREAM_TIMEOUT_MS=3000 from the environment', () => {
  test.each(CASES)('%s: API %i and page %i within one deadline, in the shopper\'s language; then back to normal', async (fault, apiStatus, pageStatus) => {
    mode = fault
    const api = await timed('/m/api/system/time', 'jde-lang=fr-FR')
    const page = await timed('/m/activity/sale', `jde-lang=fr-FR; countryId=7; key=${'c'.repeat(64)}`)
    measured[fault] = { api: { status: api.status, ms: api.ms }, page: { status: page.status, ms: page.ms } }
    expect(api.status).toBe(apiStatus)
    expect(page.status).toBe(pageStatus)
    expect(api.ms).toBeLessThan(TIMEOUT_MS + MARGIN_MS)
    expect(page.ms).toBeLessThan(TIMEOUT_MS + MARGIN_MS)
    expect(api.body).not.toMatch(/NullPointer|Bad Gateway|token expired|not json/)
    if (apiStatus !== 401) expect(JSON.parse(api.body).msg).toMatch(/[éèà]|service|délai/i)
    if (pageStatus !== 302) expect(page.body).toContain('<html lang="fr-FR"')

    mode = 'ok'
    const after = await timed('/m/api/system/time', '')
    expect(after.status).toBe(200)
  })

  test.each([
    ['reset', /^unreachable: /],
    ['hang', /^no answer within 3 s$/],
    ['http502', /^answered HTTP 502$/],
    ['garbage', /contract's envelope/],
  ] as const)('%s: /m/health answers 503 with the reason, and 200 again once the API is back', async (fault, reason) => {
    mode = fault
    const down = await fetch(`${server.baseURL}/m/health`, { signal: AbortSignal.timeout(20_000) })
    const body = (await down.json()) as { ok: boolean; upstream: { kind: string; reachable: boolean; reason: string } }
    expect(down.status).toBe(503)
    expect(body).toMatchObject({ ok: false, upstream: { kind: 'remote', reachable: false } })
    expect(body.upstream.reason).toMatch(reason)
    mode = 'ok'
    expect((await fetch(`${server.baseURL}/m/health`)).status).toBe(200)
  })

  test('the timeout from the environment is the one applied (not the 50 s default)', () => {
    expect(measured.hang!.api.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50)
    expect(measured.hang!.api.ms).toBeLessThan(TIMEOUT_MS + MARGIN_MS)
  })
})
