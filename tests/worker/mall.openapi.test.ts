import { describe, expect, it } from 'vitest'
import { endpoints } from '../../contract'
import { call } from './mall.helpers'

type Operation = {
  operationId: string
  security: object[]
  parameters: { name: string; in: string }[]
  requestBody?: { content: { 'application/json': { schema: { properties: Record<string, unknown>; required?: string[] } } } }
  responses: Record<string, { content: { 'application/json': { schema: Record<string, unknown> } } }>
}
type Document = { openapi: string; servers: { url: string }[]; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } }

const documentOf = async () => {
  const response = await call('/api/openapi.json')
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/application\/json/)
  return response.json<Document>()
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document listing every contract path with its method', async () => {
    const document = await documentOf()
    expect(document.openapi).toBe('3.1.0')
    // Relative to where the document is served: the mall's own origin (tests/e2e/openapi.test.ts lints it with Redocly).
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })])
    const listed = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
    const expected = Object.values(endpoints).map((endpoint) => `${endpoint.method} ${endpoint.path}`)
    expect(listed.sort()).toEqual(expected.sort())
    for (const [name, endpoint] of Object.entries(endpoints)) {
      expect(document.paths[endpoint.path]![endpoint.method.toLowerCase()]!.operationId).toBe(name)
    }
  })

  it('wraps every success answer in the envelope and lists the error answers', async () => {
    const document = await documentOf()
    for (const endpoint of Object.values(endpoints)) {
      const operation = document.paths[endpoint.path]![endpoint.method.toLowerCase()]!
      const success = operation.responses['200']!.content['application/json'].schema as {
        properties: Record<string, unknown>
        required: string[]
      }
      expect(Object.keys(success.properties)).toEqual(expect.arrayContaining(['code', 'msg', 'data', 'key']))
      expect(success.required).toEqual(expect.arrayContaining(['code', 'msg', 'data']))
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400', '500']))
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['401', '403', '404']))
      const signed = 'signed' in endpoint && endpoint.signed === true
      expect(operation.security).toEqual(signed ? [{ paymentSignature: [] }] : endpoint.auth ? [{ bearer: [] }] : [{ basic: [] }, { bearer: [] }])
      // The provider learns which guest answers the storefront shares between guests.
      expect('x-guest-shared' in operation).toBe('guestShared' in endpoint && endpoint.guestShared === true)
      // …and which operations are kept for one role.
      expect((operation as { 'x-role'?: string })['x-role']).toBe('role' in endpoint ? endpoint.role : undefined)
    }
    expect(JSON.stringify(document.components.schemas.Error)).toContain('idempotencyConflict')
  })

  it('tells the payment provider how its callback is authenticated: the signature header, nothing else', async () => {
    const document = (await documentOf()) as Document & { components: { securitySchemes: Record<string, { type: string; in?: string; name?: string }> } }
    expect(document.components.securitySchemes.paymentSignature).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Payment-Signature' })
    const callback = document.paths['/api/payment/callback']!.post!
    expect(callback.security).toEqual([{ paymentSignature: [] }])
    const body = callback.requestBody!.content['application/json'].schema
    expect(Object.keys(body.properties).sort()).toEqual(['data', 'event'])
    expect(JSON.stringify(callback.responses['401'])).toContain('Error')
  })

  it('describes request bodies and the Idempotency-Key header from the contract', async () => {
    const document = await documentOf()
    const add = document.paths['/api/cart/add']!.post!
    const body = add.requestBody!.content['application/json'].schema
    expect(Object.keys(body.properties).sort()).toEqual(['flashItemId', 'quantity'])
    expect(add.parameters.map((parameter) => parameter.name)).toEqual(expect.arrayContaining(['COUNTRY_ID', 'Idempotency-Key']))
    const login = document.paths['/api/user/login']!.post!.requestBody!.content['application/json'].schema
    expect(login.required?.sort()).toEqual(['password', 'username'])
    const sessions = JSON.stringify(document.paths['/api/activity/flashSale/sessions']!.get!.responses['200'])
    for (const field of ['serverTime', 'startAt', 'limitPerBuyer', 'originalPrice']) expect(sessions).toContain(field)
  })
})
