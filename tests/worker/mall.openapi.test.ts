import Ajv from 'ajv'
import { describe, expect, it } from 'vitest'
import { COUNTRY_CODES, type Endpoint, endpoints, ERROR_KEYS, GUEST_ANSWER_MS, IDEMPOTENCY_KEY_PATTERN } from '../../contract'
import { INTERFACE_LANGUAGES, type Language } from '../../worker/context/language'
import { settingsOf } from '../../worker/settings'
import { injectUpstreamHeaders } from '../../worker/upstream/headers'
import { call } from './mall.helpers'

type Schema = Record<string, unknown>
type Ref = { $ref: string }
type Parameter = { name: string; in: string; description?: string; schema: Schema }
type Operation = {
  operationId: string
  description?: string
  security: object[]
  parameters: (Parameter | Ref)[]
  requestBody?: { content: { 'application/json': { schema: { properties: Record<string, unknown>; required?: string[] } } } }
  responses: Record<string, { $ref?: string; content?: { 'application/json': { schema: Schema } } }>
  'x-role'?: string
  'x-idempotent'?: boolean
  'x-guest-shared'?: { sharedForMs: number; varies: string[] }
}
type Document = {
  openapi: string
  info: { description: string }
  servers: { url: string }[]
  paths: Record<string, Record<string, Operation>>
  components: {
    schemas: Record<string, Schema>
    parameters: Record<string, Parameter>
    responses: Record<string, { description: string; headers?: Record<string, unknown>; content?: unknown }>
    securitySchemes: Record<string, { type: string; in?: string; name?: string }>
  }
}

const documentOf = async () => {
  const response = await call('/api/openapi.json')
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/application\/json/)
  return response.json<Document>()
}

/** The contract's entries a provider serves: all but the local tools'. */
const provided = (Object.entries(endpoints) as [string, Endpoint][]).filter(([, endpoint]) => !endpoint.serverOnly)
const operationOf = (document: Document, endpoint: Endpoint) => document.paths[endpoint.path]![endpoint.method.toLowerCase()]!
const refName = (item: Parameter | Ref | undefined) => (item && '$ref' in item ? item.$ref.split('/').at(-1) : undefined)

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document listing every contract path a provider serves, with its method', async () => {
    const document = await documentOf()
    expect(document.openapi).toBe('3.1.0')
    // Relative to where the document is served: the mall's own origin (tests/e2e/openapi.test.ts lints it with Redocly).
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })])
    const listed = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
    expect(listed.sort()).toEqual(provided.map(([, endpoint]) => `${endpoint.method} ${endpoint.path}`).sort())
    for (const [name, endpoint] of provided) expect(operationOf(document, endpoint).operationId).toBe(name)
    // The local tools (the SMS outbox, the sandbox payment provider) are no part of a provider's API.
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/dev/'))).toEqual([])
    expect(JSON.stringify(document)).not.toMatch(/x-d1-bookmark/i)
  })

  it('answers HTTP 200 with a success of code 1 and the data, or a refusal with a catalogue key', async () => {
    const document = await documentOf()
    const { Success, Refusal, ErrorKey } = document.components.schemas
    expect(Success).toMatchObject({ required: ['code', 'msg'], properties: { code: { type: 'integer', const: 1 } } })
    expect(Refusal).toMatchObject({ required: ['code', 'msg', 'key'], properties: { code: { type: 'integer', not: { const: 1 } }, key: { $ref: '#/components/schemas/ErrorKey' } } })
    expect(ErrorKey).toMatchObject({ type: 'string', enum: [...ERROR_KEYS] })
    for (const [, endpoint] of provided) {
      const answer = operationOf(document, endpoint).responses['200']!.content!['application/json'].schema
      expect(answer).toEqual({
        oneOf: [
          { allOf: [{ $ref: '#/components/schemas/Success' }, { type: 'object', required: ['data'], properties: { data: expect.any(Object) } }] },
          { $ref: '#/components/schemas/Refusal' },
        ],
      })
    }
  })

  it('lists each failure status where it occurs, each answer once in the components', async () => {
    const document = await documentOf()
    for (const [name, endpoint] of provided) {
      const responses = operationOf(document, endpoint).responses
      const statuses = Object.keys(responses)
      expect(statuses, name).toEqual(expect.arrayContaining(['200', '400', '401', '500', '503', '504']))
      expect('403' in responses, name).toBe(!!endpoint.role)
      expect('413' in responses, name).toBe(!!endpoint.body)
      expect('429' in responses, name).toBe(endpoint.method === 'POST')
      for (const status of statuses.filter((status) => status !== '200')) {
        const target = responses[status]!.$ref!
        expect(target, `${name} ${status}`).toMatch(/^#\/components\/responses\//)
        expect(document.components.responses[target.split('/').at(-1)!]).toBeDefined()
      }
    }
    // A resource read by its id can be missing; a listing filtered by an optional id cannot.
    expect('404' in document.paths['/api/order/details']!.get!.responses).toBe(true)
    expect('404' in document.paths['/api/cart/add']!.post!.responses).toBe(true)
    expect('404' in document.paths['/api/catalog/products']!.get!.responses).toBe(false)
    expect('404' in document.paths['/api/cart']!.get!.responses).toBe(false)
    expect(document.components.responses.TooManyRequests!.headers).toHaveProperty('Retry-After')
    expect(document.components.responses.Unavailable!.description).toMatch(/BULLETINS/)
  })

  it('says what a 401 does to the session, in the document and on the 401 answer', async () => {
    const document = await documentOf()
    for (const text of [document.info.description, document.components.responses.Unauthorized!.description]) {
      expect(text).toMatch(/envelope whose `status` is 401/)
      expect(text).toMatch(/sent once more, as a guest/)
      expect(text).toMatch(/login page/)
    }
  })

  it('names every header the storefront injects, with the values it really sends', async () => {
    const document = await documentOf()
    const parameters = document.components.parameters
    const byName = new Map(Object.values(parameters).map((parameter) => [parameter.name, parameter]))
    // Headers are read case-insensitively (and iterated in lower case).
    const byLowerName = new Map(Object.values(parameters).map((parameter) => [parameter.name.toLowerCase(), parameter]))
    const ajv = new Ajv({ strict: false })
    const languages: Language[] = [...INTERFACE_LANGUAGES, 'in-ID']
    const sent = new Set<string>()
    for (const language of languages) {
      for (const [index, countryCode] of COUNTRY_CODES.entries()) {
        for (const appIdentity of [null, 0, 2, 9999]) {
          const headers = injectUpstreamHeaders(null, { language, countryId: index + 1, countryCode, token: null, appIdentity }, 'storefront:secret')
          for (const [name, value] of headers) {
            if (name === 'authorization') continue
            const parameter = byLowerName.get(name)
            expect(parameter, `${name} is not in the document`).toBeDefined()
            expect(ajv.validate(parameter!.schema, value), `${name}: ${value}`).toBe(true)
            sent.add(parameter!.name)
          }
        }
      }
    }
    expect([...sent].sort()).toEqual(['Accept-Language', 'AppIdentity', 'COUNTRY_CODE', 'COUNTRY_ID', 'SYSTEM_TYPE'])
    for (const name of sent) {
      expect(byName.get(name)!.in).toBe('header')
      if (name.includes('_')) expect(byName.get(name)!.description).toMatch(/underscores_in_headers on/)
    }
    // The storefront calls every operation but the payment provider's callback.
    for (const [name, endpoint] of provided) {
      const names = operationOf(document, endpoint).parameters.map(refName)
      const injected = ['SystemType', 'CountryId', 'CountryCode', 'AcceptLanguage', 'AppIdentity']
      if (endpoint.signed) expect(names.filter((n) => injected.includes(n!)), name).toEqual([])
      else expect(names, name).toEqual(expect.arrayContaining(injected))
    }
  })

  it('marks the idempotent writes, with the Idempotency-Key header and its promise', async () => {
    const document = await documentOf()
    const key = document.components.parameters.IdempotencyKey!
    expect(key).toMatchObject({ name: 'Idempotency-Key', in: 'header', schema: { pattern: IDEMPOTENCY_KEY_PATTERN.source } })
    expect(key.description).toMatch(/same key must return the first answer and have no second effect/)
    for (const [name, endpoint] of provided) {
      const operation = operationOf(document, endpoint)
      expect(operation['x-idempotent'], name).toBe(endpoint.idempotent ? true : undefined)
      expect(operation.parameters.map(refName).includes('IdempotencyKey'), name).toBe(!!endpoint.idempotent)
    }
  })

  it('tells which guest answers are shared, for how long and by what they vary', async () => {
    const document = await documentOf()
    // The document's figure is the storefront's default.
    expect(settingsOf({}).GUEST_ANSWER_MS).toBe(GUEST_ANSWER_MS)
    for (const [name, endpoint] of provided) {
      const operation = operationOf(document, endpoint)
      if (!endpoint.guestShared) {
        expect(operation['x-guest-shared'], name).toBeUndefined()
        continue
      }
      expect(operation['x-guest-shared']).toEqual({ sharedForMs: GUEST_ANSWER_MS, varies: ['COUNTRY_ID', 'COUNTRY_CODE', 'Accept-Language', 'AppIdentity'] })
      expect(operation.description).toContain(`for ${GUEST_ANSWER_MS} ms`)
      expect(operation.description).toMatch(/same for every guest of a market, language and app/)
    }
    expect(provided.filter(([, endpoint]) => endpoint.guestShared).length).toBeGreaterThan(0)
  })

  it('says who may call: the roles, the tokens, the storefront\'s credential', async () => {
    const document = await documentOf()
    for (const [name, endpoint] of provided) {
      const operation = operationOf(document, endpoint)
      expect(operation.security, name).toEqual(endpoint.signed ? [{ paymentSignature: [] }] : endpoint.auth ? [{ bearer: [] }] : [{ basic: [] }, { bearer: [] }])
      expect(operation['x-role'], name).toBe(endpoint.role)
    }
  })

  it('tells the payment provider how its callback is authenticated: the signature header, nothing else', async () => {
    const document = await documentOf()
    expect(document.components.securitySchemes.paymentSignature).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Payment-Signature' })
    const callback = document.paths['/api/payment/callback']!.post!
    expect(callback.security).toEqual([{ paymentSignature: [] }])
    const body = callback.requestBody!.content['application/json'].schema
    expect(Object.keys(body.properties).sort()).toEqual(['data', 'event'])
    expect(callback.responses['401']).toEqual({ $ref: '#/components/responses/SignatureRefused' })
  })

  it('describes request bodies and answers from the contract', async () => {
    const document = await documentOf()
    const add = document.paths['/api/cart/add']!.post!
    const body = add.requestBody!.content['application/json'].schema
    expect(Object.keys(body.properties).sort()).toEqual(['flashItemId', 'quantity'])
    const login = document.paths['/api/user/login']!.post!.requestBody!.content['application/json'].schema
    expect(login.required?.sort()).toEqual(['password', 'username'])
    const sessions = JSON.stringify(document.paths['/api/activity/flashSale/sessions']!.get!.responses['200'])
    for (const field of ['serverTime', 'startAt', 'limitPerBuyer', 'originalPrice']) expect(sessions).toContain(field)
  })
})
