/**
 * Every GET page of the storefront, against a provider whose every answer is one the contract allows (generated from
 * the endpoint's own response schema): a page renders (2xx, 3xx, 403, 404) or shows its designed failure page
 * (502, 503, 504), never a 500 or an uncaught error.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type Endpoint, endpoints } from '../../contract'
import { pageTable } from '../../worker/pages'
import { answerArbitrary } from './contract-arbitrary'
import { PROVIDER, send, type Remote } from './helpers'

const SEED = 20261207
const RUNS = 40
const CONFIG = { ...PROVIDER, GUEST_ANSWER_MS: '0', GUEST_CACHE_SECONDS: '0' }
/** The query parameters the pages read, each with a value of its form. */
const QUERY = '?id=1&campaignId=1&orderId=1&appealId=1&month=2026-11&lines=1&tab=all&q=phone'
const RENDERED = new Set([200, 301, 302, 303, 307, 308, 400, 403, 404])
const FAILURE_PAGES = new Set([502, 503, 504])

const byRoute = new Map(Object.entries(endpoints as Record<string, Endpoint>).map(([name, endpoint]) => [`${endpoint.method} ${endpoint.path}`, { name, endpoint }]))
const arbitraries = new Map<string, ReturnType<typeof answerArbitrary>>()
const answersOf = (name: string, endpoint: Endpoint) => {
  if (!arbitraries.has(name)) arbitraries.set(name, answerArbitrary(endpoint.response))
  return arbitraries.get(name)!
}

/** A provider whose every answer is drawn by `draw`; a path the contract does not have is a 404. */
function generatedProvider(draw: fc.GeneratorValue, calls: string[]): Remote {
  return async (request) => {
    const found = byRoute.get(`${request.method} ${new URL(request.url).pathname}`)
    if (!found) return Response.json({ code: 404, msg: 'no such path', key: 'notFound' }, { status: 404 })
    calls.push(found.name)
    const data = draw(() => answersOf(found.name, found.endpoint))
    return Response.json({ code: 1, msg: '', data })
  }
}

const paths = pageTable.map((page) => page.path).filter((path) => path !== '/404')
let crashes: unknown[][] = []
let runs = 0
const statuses = new Map<number, number>()

beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).startsWith('page failed')) crashes.push(args)
  })
})
afterAll(() => {
  vi.restoreAllMocks()
  const seen = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' ')
  console.log(`contract property: ${paths.length} pages × ${RUNS} runs = ${runs} renders (seed ${SEED}): ${seen}`)
})

describe('every GET page, on any answer the contract allows', () => {
  it.each(paths)('%s', async (path) => {
    await fc.assert(
      fc.asyncProperty(fc.gen(), fc.boolean(), async (draw, signedIn) => {
        crashes = []
        runs++
        const calls: string[] = []
        const cookie = ['countryId=7', 'jde-lang=en-US', signedIn ? `key=${'k'.repeat(64)}` : ''].filter(Boolean).join('; ')
        const response = await send(`/m${path}${QUERY}`, { headers: { cookie } }, CONFIG, generatedProvider(draw, calls))
        const body = await response.text()
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        const context = `${path} ${response.status} after ${calls.join(', ')}: ${crashes.map((crash) => String(crash[2] ?? crash[1])).join(' | ')}`
        expect(crashes, context).toEqual([])
        expect(RENDERED.has(response.status) || FAILURE_PAGES.has(response.status), context).toBe(true)
        if (FAILURE_PAGES.has(response.status)) expect(body, context).toContain('role="alert"')
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    )
  })
})
