/**
 * The endpoint table types every call: `npm run typecheck` fails on each line below without its directive (a body
 * the entry does not take, a missing body, a wrong query, a route the contract does not have). The test itself only
 * keeps the file in the suite.
 */
import { describe, expect, it } from 'vitest'
import type { EndpointOf, Route } from '../../contract/paths'
import type { send } from '../../islands/request'
import type { Upstream } from '../../worker/upstream/client'

async function workerCalls(upstream: Upstream) {
  // @ts-expect-error: a field the body of addToCart does not have
  await upstream.call('addToCart', { body: { flashItem: 7, quantity: 1 } })
  // @ts-expect-error: addToCart takes a body
  await upstream.call('addToCart')
  // @ts-expect-error: addToCart takes a body
  await upstream.call('addToCart', { idempotencyKey: 'k' })
  // @ts-expect-error: cartCount takes no body
  await upstream.call('cartCount', { body: {} })
  // @ts-expect-error: the sort of a listing is one of the contract's sorts
  await upstream.call('products', { query: { sort: 'cheapest' } })
  // @ts-expect-error: the phone of a member message is a string
  await upstream.call('memberMessage', { body: { name: 'Amina', phone: 8031234567 } })
  // @ts-expect-error: the answer is the contract's response (a count), not a number
  const count: number = await upstream.call('cartCount')
  const fine: { count: number } = await upstream.call('cartCount')
  await upstream.call('products', { query: { sort: 'newest', limit: '1' } })
  return [count, fine]
}

async function islandRequests(request: typeof send) {
  // @ts-expect-error: a field the body of addToCart does not have
  await request('POST /cart/add', { body: { flashItem: 7, quantity: 1 } })
  // @ts-expect-error: addToCart takes a body
  await request('POST /cart/add', { idempotencyKey: 'k' })
  // @ts-expect-error: serverTime takes no body
  await request('GET /system/time', { body: { now: 1 } })
  // @ts-expect-error: the answer is the contract's response
  const outcome: string = await request('POST /activity/luckyDraw/draw', { quiet: true })
  const { now }: { now: number } = await request('GET /system/time')
  // @ts-expect-error: a route the contract does not have
  await request('POST /cart/added', { body: { flashItemId: 7 } })
  return [outcome, now]
}

// @ts-expect-error: a path the contract does not have
const drifted: Route = 'POST /cart/added'
// @ts-expect-error: a method the contract does not give that path
const wrongMethod: Route = 'GET /cart/add'
// @ts-expect-error: the contract's path, not the one under /m/api
const withApi: Route = 'POST /api/cart/add'
const named: EndpointOf<'POST /cart/add'> = 'addToCart'

describe('typed calls', () => {
  it('are checked by the type checker (see the directives above)', () => {
    expect([workerCalls, islandRequests, drifted, wrongMethod, withApi, named]).toHaveLength(6)
  })
})
