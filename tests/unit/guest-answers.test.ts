import { describe, expect, it } from 'vitest'
import { CATEGORY_SLUGS } from '../../contract'
import { createUpstream, type UpstreamConfig } from '../../worker/upstream/client'
import type { HeaderContext } from '../../worker/upstream/headers'

const GUEST: HeaderContext = { language: 'en-US', countryId: 7, countryCode: 'NG', token: null, appIdentity: null }

/** The provider's API stand-in: counts what it is asked, answers categories (shared) and a cart count (not). */
function provider(base: string, answer?: (request: Request, served: number) => Response) {
  const seen: Request[] = []
  const fetcher = async (request: Request) => {
    seen.push(request)
    if (answer) return answer(request, seen.length)
    const data = request.url.includes('/categories')
      ? { categories: [{ id: seen.length, slug: CATEGORY_SLUGS[0], icon: 'phone.svg' }] }
      : { count: seen.length }
    return Response.json({ code: 1, msg: 'success', data })
  }
  const upstream = (headers: Partial<HeaderContext> = {}, guestAnswerMs = 60_000) => {
    const config: UpstreamConfig = {
      base, fetcher, deadline: Date.now() + 5_000, maxBodyBytes: 1 << 20, basicAuth: 'storefront:x',
      headers: { ...GUEST, ...headers }, bulletinFor: async () => null, guestAnswerMs,
    }
    return createUpstream(config)
  }
  return { seen, upstream }
}

let bases = 0
/** Each test its own provider origin, so answers kept by one test are not seen by another. */
const freshBase = () => `https://api${++bases}.provider.test`

describe("a guest's answer of a guestShared endpoint serves the guests after it for a few seconds", () => {
  it('asks the provider once for many guests of one market, language and app, each getting its own copy', async () => {
    const { seen, upstream } = provider(freshBase())
    const answers = []
    for (let i = 0; i < 5; i++) answers.push(await upstream().call('categories'))
    expect(seen).toHaveLength(1)
    expect(answers.every((answer) => answer.categories[0]!.id === 1)).toBe(true)
    answers[0]!.categories.length = 0
    expect((await upstream().call('categories')).categories).toHaveLength(1)
  })

  it('asks again for another market, language or app', async () => {
    const { seen, upstream } = provider(freshBase())
    await upstream().call('categories')
    await upstream({ countryId: 3, countryCode: 'GH' }).call('categories')
    await upstream({ language: 'ar' }).call('categories')
    await upstream({ appIdentity: 2 }).call('categories')
    await upstream({ language: 'ar' }).call('categories')
    expect(seen.map((request) => [request.headers.get('COUNTRY_ID'), request.headers.get('Accept-Language'), request.headers.get('AppIdentity')])).toEqual([
      ['7', 'en-US,en', null], ['3', 'en-US,en', null], ['7', 'ar-SA,ar', null], ['7', 'en-US,en', '2'],
    ])
  })

  it('never keeps or gives a logged-in caller\'s answer, nor one of an endpoint not marked shared', async () => {
    const { seen, upstream } = provider(freshBase())
    await upstream({ token: 'buyer-1' }).call('categories')
    await upstream({ token: 'buyer-1' }).call('categories')
    await upstream().call('categories')
    await upstream({ token: 'buyer-2' }).call('categories')
    expect(seen.map((request) => request.headers.get('authorization'))).toEqual(['Bearer buyer-1', 'Bearer buyer-1', `Basic ${btoa('storefront:x')}`, 'Bearer buyer-2'])
    // Acting as the storefront for a logged-in request is a guest's call.
    expect((await upstream({ token: 'buyer-3' }).call('categories', { token: null })).categories[0]!.id).toBe(3)
    expect(seen).toHaveLength(4)
    await upstream().call('cartCount')
    await upstream().call('cartCount')
    expect(seen).toHaveLength(6)
  })

  it('keeps no failure: after an error the next guest asks again', async () => {
    const { seen, upstream } = provider(freshBase(), (_, served) =>
      served === 1 ? new Response('down', { status: 503 }) : Response.json({ code: 1, msg: 'success', data: { categories: [] } }),
    )
    await expect(upstream().call('categories')).rejects.toMatchObject({ kind: 'http', status: 503 })
    expect(await upstream().call('categories')).toEqual({ categories: [] })
    expect(await upstream().call('categories')).toEqual({ categories: [] })
    expect(seen).toHaveLength(2)
  })

  it('asks again once the time is up, and every time when it is 0', async () => {
    const { seen, upstream } = provider(freshBase())
    await upstream({}, 40).call('categories')
    await upstream({}, 40).call('categories')
    expect(seen).toHaveLength(1)
    await new Promise((resolve) => setTimeout(resolve, 80))
    expect((await upstream({}, 40).call('categories')).categories[0]!.id).toBe(2)
    const off = provider(freshBase())
    await off.upstream({}, 0).call('categories')
    await off.upstream({}, 0).call('categories')
    expect(off.seen).toHaveLength(2)
  })
})

describe('the endpoints marked guestShared', () => {
  it('are reads a guest may make', async () => {
    const { endpoints } = await import('../../contract')
    const shared = Object.entries(endpoints).filter(([, endpoint]) => 'guestShared' in endpoint && endpoint.guestShared)
    expect(shared.map(([name]) => name).sort()).toEqual(['cashBackOffer', 'categories', 'couponCentre', 'luckyDraw', 'newcomerOffer', 'presaleItems', 'productReviews', 'searchSuggestions'])
    for (const [, endpoint] of shared) expect([endpoint.method, endpoint.auth]).toEqual(['GET', false])
  })
})
