import { Hono } from 'hono'
import { z } from 'zod'
import { D1_BOOKMARK_HEADER, D1_BOOKMARK_PATTERN, ERROR_KEYS, ID_PATTERN, IDEMPOTENCY_KEY_PATTERN, PAYMENT_SIGNATURE_HEADER, endpoints, envelope } from '../../contract'
import type { MallEnv } from '../core/env'

export const OPENAPI_PATH = '/api/openapi.json'

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output' = 'output') => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' })
  return rest
}

const json = (schema: object) => ({ 'application/json': { schema } })

const errorEnvelope = jsonSchema(envelope(z.null()).extend({ key: z.enum(ERROR_KEYS) }))

const errorResponse = (description: string) => ({ description, content: json({ $ref: '#/components/schemas/Error' }) })

const header = (name: string, description: string, schema: object) => ({ name, in: 'header', required: false, description, schema })

const countryHeader = header('COUNTRY_ID', 'Market id; default: the logged-in user\'s country, else Nigeria', {
  type: 'string',
  pattern: ID_PATTERN.source,
})
const idempotencyHeader = header(
  'Idempotency-Key',
  'A retry with the same key returns the first answer and has no second effect; without it no deduplication',
  { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
)
const bookmarkSchema = { type: 'string', pattern: D1_BOOKMARK_PATTERN.source }
const bookmarkHeader = header(
  D1_BOOKMARK_HEADER,
  'The D1 bookmark a write of the caller answered with: catalogue, listing and search reads come from a replica at least that fresh (read your own writes); ignored elsewhere',
  bookmarkSchema,
)
const writtenBookmark = {
  [D1_BOOKMARK_HEADER]: { description: 'The D1 bookmark of the state this write left: send it back with the next reads', schema: bookmarkSchema },
}
const countryQuery = { name: 'id', in: 'query', required: false, description: 'Market id (wins over COUNTRY_ID)', schema: countryHeader.schema }

/** A query schema's fields as OpenAPI query parameters. */
function queryParameters(schema: z.ZodType): object[] {
  const { properties = {}, required = [] } = jsonSchema(schema, 'input') as { properties?: Record<string, { description?: string }>; required?: string[] }
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.includes(name),
    ...(property.description ? { description: property.description } : {}),
    schema: property,
  }))
}

type AnyEndpoint = (typeof endpoints)[keyof typeof endpoints]

const isSigned = (endpoint: AnyEndpoint) => 'signed' in endpoint && endpoint.signed === true

function securityOf(endpoint: AnyEndpoint) {
  if (isSigned(endpoint)) return [{ paymentSignature: [] }]
  return endpoint.auth ? [{ bearer: [] }] : [{ basic: [] }, { bearer: [] }]
}

function unauthorizedText(endpoint: AnyEndpoint) {
  if (isSigned(endpoint)) return `${PAYMENT_SIGNATURE_HEADER} missing or not the HMAC-SHA512 of the raw body with the shared secret (key \`signatureInvalid\`)`
  return endpoint.auth
    ? 'Missing, unknown or expired token (key `unauthorized`, body `status` 401)'
    : 'Neither a Bearer token nor the storefront\'s Basic credential (key `unauthorized`, body `status` 401)'
}

function operation(name: string, endpoint: AnyEndpoint) {
  const parameters: object[] = [countryHeader]
  if (name === 'countryInfo') parameters.push(countryQuery)
  if ('query' in endpoint && endpoint.query) parameters.push(...queryParameters(endpoint.query))
  if ('idempotent' in endpoint && endpoint.idempotent) parameters.push(idempotencyHeader)
  if (endpoint.method === 'GET') parameters.push(bookmarkHeader)
  return {
    operationId: name,
    summary: endpoint.summary,
    security: securityOf(endpoint),
    parameters,
    // Kept for one role: any other user gets 403 `forbidden`.
    ...('role' in endpoint && endpoint.role ? { 'x-role': endpoint.role } : {}),
    ...('guestShared' in endpoint && endpoint.guestShared
      ? { 'x-guest-shared': 'Without a token the answer must be the same for every guest of a market, language and app: the storefront gives it to the guests after it for a few seconds' }
      : {}),
    ...('body' in endpoint ? { requestBody: { required: true, content: json(jsonSchema(endpoint.body, 'input')) } } : {}),
    responses: {
      200: {
        description: '`code` 1 with `data` on success; `code` 500 with an error `key` when a business rule refuses',
        content: json(jsonSchema(envelope(endpoint.response))),
        ...(endpoint.method === 'GET' ? {} : { headers: writtenBookmark }),
      },
      400: errorResponse('Malformed body, header or query (key `invalidInput`)'),
      401: errorResponse(unauthorizedText(endpoint)),
      403: errorResponse('The caller\'s role may not do this (key `forbidden`)'),
      404: errorResponse('No such resource, or one that belongs to another user (key `notFound`)'),
      413: errorResponse('Body too large (key `tooLarge`)'),
      500: errorResponse('Unexpected failure (key `server`)'),
    },
  }
}

function buildDocument() {
  const paths: Record<string, Record<string, object>> = {}
  for (const [name, endpoint] of Object.entries(endpoints)) {
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method.toLowerCase()]: operation(name, endpoint) }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Storefront upstream API (embedded reference mall)',
      version: '1.0.0',
      description: 'Every answer is an envelope `{ code, msg, data, key? }`; `code` 1 means success.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [
      {
        url: '/',
        description: 'The origin serving this document (the embedded reference mall); a provider serves the same paths at its own API base',
      },
    ],
    paths,
    components: {
      schemas: { Error: errorEnvelope },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'Token from POST /api/user/login' },
        basic: { type: 'http', scheme: 'basic', description: 'The storefront\'s credential: required on every call that carries no Bearer token' },
        paymentSignature: {
          type: 'apiKey',
          in: 'header',
          name: PAYMENT_SIGNATURE_HEADER,
          description: 'The payment provider\'s callbacks: HMAC-SHA512 (hex) of the exact raw body with the secret shared with the provider (PAYMENT_SECRET)',
        },
      },
    },
  }
}

let document: ReturnType<typeof buildDocument> | undefined

export const openApiRoutes = new Hono<MallEnv>().get(OPENAPI_PATH, (c) => c.json((document ??= buildDocument())))
