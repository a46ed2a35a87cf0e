import { describe, expect, expectTypeOf, it } from 'vitest'
import { type AddProductRequest, endpoints, type User } from '../../contract'
import { mall } from '../../mall'
import { type EndpointInput, mountedEndpoints } from '../../mall/core/mount'
import { OPENAPI_PATH } from '../../mall/system/openapi'
import { call, createBuyers, login } from './mall.helpers'

const INVALID_INPUT = { code: 400, msg: 'Invalid request', data: null, key: 'invalidInput' }

const json = (body: string) => ({ method: 'POST', body, headers: { 'content-type': 'application/json', country_id: '7' } })

async function refusal(response: Response) {
  return { status: response.status, body: await response.json() }
}

describe('every endpoint is mounted from its contract entry', () => {
  it('each entry of the table exactly once, and nothing else under /api beside the OpenAPI document', () => {
    const entries = Object.entries(endpoints)
    const timesMounted = Object.fromEntries(entries.map(([name, entry]) => [name, mountedEndpoints.filter((mounted) => mounted === entry).length]))
    expect(timesMounted).toEqual(Object.fromEntries(entries.map(([name]) => [name, 1])))
    expect(mountedEndpoints).toHaveLength(entries.length)

    // What the router serves, by method and path: middleware (`ALL`) aside, only the table's entries.
    const served = new Set(mall.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`))
    const declared = new Set([...entries.map(([, entry]) => `${entry.method} ${entry.path}`), `GET ${OPENAPI_PATH}`])
    expect([...served].sort()).toEqual([...declared].sort())
  })

  it('gives a handler only what its entry declares, typed by the entry', () => {
    expectTypeOf<EndpointInput<typeof endpoints.addProduct>>().toMatchTypeOf<{ body: AddProductRequest; key: string | null; user: User }>()
    expectTypeOf<EndpointInput<typeof endpoints.cartCount>>().not.toHaveProperty('body')
    expectTypeOf<EndpointInput<typeof endpoints.cartCount>>().not.toHaveProperty('key')
    expectTypeOf<EndpointInput<typeof endpoints.products>>().not.toHaveProperty('user')
    expectTypeOf<EndpointInput<typeof endpoints.products>['query']['limit']>().toEqualTypeOf<number>()
    // The provider's callback is checked against its signature over the raw bytes first: no parsed body is given.
    expectTypeOf<EndpointInput<typeof endpoints.paymentCallback>>().not.toHaveProperty('body')
  })
})

describe('input the entry\'s schemas refuse answers the catalogue\'s invalid input', () => {
  it('a body that is not JSON, a JSON body the schema refuses, a form the schema refuses', async () => {
    const [buyer] = await createBuyers(1)
    const token = buyer!.token
    expect(await refusal(await call('/api/cart/product', { ...json('{"productId": 1,'), token }))).toEqual({ status: 400, body: INVALID_INPUT })
    expect(await refusal(await call('/api/cart/product', { ...json('{"productId": "one"}'), token }))).toEqual({ status: 400, body: INVALID_INPUT })
    expect(await refusal(await call('/api/user/login', json('{"username": ""}')))).toEqual({ status: 400, body: INVALID_INPUT })
    const form = { method: 'POST', token, body: new URLSearchParams({ flashItemId: 'abc' }) }
    expect(await refusal(await call('/api/cart/add', form))).toEqual({ status: 400, body: INVALID_INPUT })
  })

  it('a query the schema refuses, for a buyer and for an admin', async () => {
    const [buyer] = await createBuyers(1)
    const admin = await login('admin')
    for (const [path, token] of [
      ['/api/catalog/products?limit=0', undefined],
      ['/api/coupon/mine?tab=expiredSoon', buyer!.token],
      ['/api/order/list?tab=nope', buyer!.token],
      ['/api/activity/luckyDraw/outcome?id=1', buyer!.token],
      ['/api/admin/orders?status=lost', admin],
      ['/api/rebate/campaigns?type=nope', undefined],
    ] as const) {
      expect(await refusal(await call(path, { token })), path).toEqual({ status: 400, body: INVALID_INPUT })
    }
  })

  it('a malformed Idempotency-Key on a keyed write', async () => {
    const [buyer] = await createBuyers(1)
    const request = { ...json('{"productId": 1}'), token: buyer!.token }
    const response = await call('/api/cart/product', { ...request, headers: { ...request.headers, 'idempotency-key': 'not a key!' } })
    expect(await refusal(response)).toEqual({ status: 400, body: INVALID_INPUT })
  })
})

describe('who may call comes before what was sent', () => {
  it('a buyer is refused a retailer-only and an admin-only endpoint, however good or bad the body; a guest is asked to log in', async () => {
    const [buyer] = await createBuyers(1)
    const forbidden = { status: 403, body: { code: 403, msg: 'No permission for current operation', data: null, key: 'forbidden' } }
    const token = buyer!.token
    expect(await refusal(await call('/api/imei/scans', { token }))).toEqual(forbidden)
    expect(await refusal(await call('/api/imei/scan', { ...json('{"imei": "352099160002602"}'), token }))).toEqual(forbidden)
    expect(await refusal(await call('/api/admin/orders', { token }))).toEqual(forbidden)
    expect(await refusal(await call('/api/admin/order/confirm', { ...json('{"orderId": "x"'), token }))).toEqual(forbidden)
    const guest = await refusal(await call('/api/admin/order/confirm', json('{"orderId": "x"')))
    expect(guest).toMatchObject({ status: 401, body: { key: 'unauthorized', status: 401 } })
  })
})
