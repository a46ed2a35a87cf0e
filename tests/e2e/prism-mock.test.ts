/**
 * A backend built from the contract alone: Prism (Stoplight's mock server, a tool nobody here wrote) serves
 * docs/openapi.json, and the production build runs in front of it (`API_BASE=http://127.0.0.1:<port>`) as in front of
 * a provider's API. Prism checks every request the storefront sends against the document (headers, credentials,
 * queries, bodies) and answers from the document's schemas and examples. Every page a shopper opens renders.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { PAGES } from './first-view'
import { assertPortFree, ROOT, startProductionServer, type RunningServer } from './server'

const BASE_PORT = Number(process.env.E2E_PORT || 8799)
const PRISM_PORT = BASE_PORT + 6
const TOKEN = 'd'.repeat(64)

let prism: ChildProcess
let server: RunningServer
const prismLog: string[] = []

async function waitForPrism(): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (prism.exitCode !== null) throw new Error(`prism exited: ${prismLog.join('')}`)
    if (prismLog.join('').includes('Prism is listening')) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`prism did not start: ${prismLog.join('')}`)
}

beforeAll(async () => {
  await assertPortFree(PRISM_PORT)
  prism = spawn(join(ROOT, 'node_modules', '.bin', 'prism'), ['mock', join(ROOT, 'docs', 'openapi.json'), '-h', '127.0.0.1', '-p', String(PRISM_PORT)], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  prism.stdout?.on('data', (chunk) => prismLog.push(String(chunk)))
  prism.stderr?.on('data', (chunk) => prismLog.push(String(chunk)))
  await waitForPrism()
  server = await startProductionServer({ port: BASE_PORT + 7, build: false, label: 'prism', settings: { API_BASE: `http://127.0.0.1:${PRISM_PORT}` } })
}, 240_000)

afterAll(async () => {
  await server?.stop()
  prism?.kill()
})

/** Prism's own verdicts on the storefront's requests (a request outside the document is logged as a violation). */
const violations = () => prismLog.join('').split('\n').filter((line) => /violation|✖|error/i.test(line) && !/Prism is listening/.test(line))

describe('the storefront in front of a mock built from the contract', () => {
  test('/m/health finds the mock reachable', async () => {
    const response = await fetch(`${server.baseURL}/m/health`)
    expect(await response.json()).toMatchObject({ ok: true, upstream: { kind: 'remote', reachable: true } })
  })

  test.each(PAGES.map((page) => [page.name, page] as const))('%s renders', async (_, page) => {
    const cookie = page.shopper === 'guest' ? 'countryId=7' : `countryId=7; key=${TOKEN}`
    const before = prismLog.length
    const response = await fetch(`${server.baseURL}${page.path}`, { headers: { cookie }, redirect: 'manual', signal: AbortSignal.timeout(30_000) })
    const body = await response.text()
    const problems = prismLog.slice(before).join('').split('\n').filter((line) => /violation/i.test(line))
    expect({ status: response.status, problems }, body.slice(0, 400)).toEqual({ status: 200, problems: [] })
    expect(body).toContain('<html lang="en-US"')
  })

  test('Prism found no request outside the document', () => {
    expect(violations()).toEqual([])
  })
})
