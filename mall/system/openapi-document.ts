import { type Endpoint, endpoints, GUEST_ANSWER_MS, PAYMENT_SIGNATURE_HEADER } from '../../contract'
import { countryQuery, idempotencyKey, idempotencyKeyRef, injectedHeaderRefs, injectedHeaders, queryParameters, readsResourceId } from './openapi-parameters'
import { errorResponses, responseRef, SESSION_RULES, type ErrorResponseName } from './openapi-responses'
import { answerSchema, envelopeSchemas, json, jsonSchema } from './openapi-schemas'

const has = (endpoint: Endpoint, flag: 'signed' | 'serverOnly' | 'idempotent' | 'guestShared') => endpoint[flag] === true

/** What a guest's answer of a `guestShared` operation may depend on, besides its path and query. */
const GUEST_VARIES = ['COUNTRY_ID', 'COUNTRY_CODE', 'Accept-Language', 'AppIdentity']

const GUEST_SHARED =
  `Without a token the answer must be the same for every guest of a market, language and app (${GUEST_VARIES.join(', ')}): `
  + `the storefront gives a guest's answer to the guests after it for ${GUEST_ANSWER_MS} ms (\`GUEST_ANSWER_MS\`).`

function securityOf(endpoint: Endpoint) {
  if (has(endpoint, 'signed')) return [{ paymentSignature: [] }]
  return endpoint.auth ? [{ bearer: [] }] : [{ basic: [] }, { bearer: [] }]
}

function parametersOf(name: string, endpoint: Endpoint): object[] {
  // The payment provider calls the callback, not the storefront: it carries none of the storefront's headers.
  const parameters: object[] = has(endpoint, 'signed') ? [] : [...injectedHeaderRefs]
  if (name === 'countryInfo') parameters.push(countryQuery)
  if (endpoint.query) parameters.push(...queryParameters(endpoint.query))
  if (has(endpoint, 'idempotent')) parameters.push(idempotencyKeyRef)
  return parameters
}

function responsesOf(endpoint: Endpoint) {
    const errors: [number, ErrorResponseName | false][] = [
    [400, 'BadRequest'],
    [401, has(endpoint, 'signed') ? 'SignatureRefused' : 'Unauthorized'],
    [403, !!endpoint.role && 'Forbidden'],
    [404, readsResourceId(endpoint.query, endpoint.body) && 'NotFound'],
    [413, !!endpoint.body && 'TooLarge'],
    [429, endpoint.method === 'POST' && 'TooManyRequests'],
    [500, 'ServerError'],
    [503, 'Unavailable'],
    [504, 'GatewayTimeout'],
  ]
  return {
    200: {
      description: '`code` 1 with this operation\'s `data` on success; any other `code` with an error `key` when a business rule refuses',
      content: json(answerSchema(endpoint.response)),
    },
    ...Object.fromEntries(errors.flatMap(([status, name]) => (name ? [[status, responseRef(name)]] : []))),
  }
}

function operation(name: string, endpoint: Endpoint) {
  return {
    operationId: name,
    summary: endpoint.summary,
    ...(has(endpoint, 'guestShared') ? { description: GUEST_SHARED } : {}),
    security: securityOf(endpoint),
    parameters: parametersOf(name, endpoint),
    // Kept for one role: any other user gets 403 `forbidden`.
    ...(endpoint.role ? { 'x-role': endpoint.role } : {}),
    ...(has(endpoint, 'idempotent') ? { 'x-idempotent': true } : {}),
    ...(has(endpoint, 'guestShared') ? { 'x-guest-shared': { sharedForMs: GUEST_ANSWER_MS, varies: GUEST_VARIES } } : {}),
    ...(endpoint.body ? { requestBody: { required: true, content: json(jsonSchema(endpoint.body, 'input')) } } : {}),
    responses: responsesOf(endpoint),
  }
}

const DESCRIPTION = [
  'What the storefront sends to its upstream API and what it expects back. The reference mall serves this document; a provider serves the same paths at its own API base.',
  '**Answers.** HTTP 200 answers are JSON envelopes. Success is `code` 1 and nothing else, with `data` as the operation says (the storefront parses it by the same schema; an answer that does not parse is shown as a bad gateway). Any other `code` is a refusal and carries an error `key` of the catalogue; the storefront shows its own text for the key, in the shopper\'s language.',
  '**Headers.** Every call the storefront makes carries `Authorization` (a shopper\'s Bearer token, else the storefront\'s Basic credential), `SYSTEM_TYPE`, `Accept-Language`, and when known `COUNTRY_ID`, `COUNTRY_CODE` and `AppIdentity`, with values only from validated cookies; same-named headers a browser sent are dropped. Behind nginx the names with underscores need `underscores_in_headers on;`.',
  `**Sessions (401).** ${SESSION_RULES}`,
  '**Other failures.** 403, 404 and 429 keep their status and show the key\'s text; any other 4xx is a bad request. A 5xx is shown as unavailable (503: under maintenance) without reading its body; 503 and 504 keep their status, any other 5xx is answered 502. A maintenance bulletin of the storefront\'s configuration may name any failing status (but 401) and redirects the shopper to its page.',
  `**Writes.** Operations marked \`x-idempotent\` take an \`Idempotency-Key\`: the same key gives the first answer and no second effect. Operations marked \`x-guest-shared\` answer every guest of a market, language and app alike; the storefront shares a guest's answer for ${GUEST_ANSWER_MS} ms.`,
].join('\n\n')

/** The OpenAPI document of the API the storefront calls, as its provider sees it: no operation of a local tool. */
export function buildDocument() {
  const paths: Record<string, Record<string, object>> = {}
  for (const [name, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
    if (has(endpoint, 'serverOnly')) continue
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method.toLowerCase()]: operation(name, endpoint) }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Storefront upstream API',
      version: '1.0.0',
      description: DESCRIPTION,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [
      {
        url: '/',
        description: 'The origin serving this document (the reference mall); a provider serves the same paths at its own API base',
      },
    ],
    paths,
    components: {
      schemas: envelopeSchemas,
      parameters: { ...injectedHeaders, IdempotencyKey: idempotencyKey },
      responses: errorResponses,
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

export type OpenApiDocument = ReturnType<typeof buildDocument>
