import type { z } from 'zod'
import { ACCEPT_LANGUAGES, APP_IDENTITY_PATTERN, COUNTRY_CODES, ID_PATTERN, IDEMPOTENCY_KEY_PATTERN } from '../../contract'
import { jsonSchema } from './openapi-schemas'

const UNDERSCORES = 'Behind nginx its name, with underscores, reaches the API only with `underscores_in_headers on;` in the `server` block.'

const header = (name: string, description: string, schema: object) => ({ name, in: 'header', required: false, description, schema })

const idSchema = { type: 'string', pattern: ID_PATTERN.source }

/** The headers the storefront puts on every call it makes, whatever the browser sent, by their component names. */
export const injectedHeaders = {
  SystemType: header('SYSTEM_TYPE', `Always \`1\`, on every call. ${UNDERSCORES}`, { type: 'string', enum: ['1'] }),
  CountryId: header(
    'COUNTRY_ID',
    `The shopper's market id (a positive id), when one is chosen. Default: the logged-in user's country, else Nigeria. ${UNDERSCORES}`,
    idSchema,
  ),
  CountryCode: header('COUNTRY_CODE', `The shopper's market, when one is chosen. ${UNDERSCORES}`, { type: 'string', enum: [...COUNTRY_CODES] }),
  AcceptLanguage: header(
    'Accept-Language',
    'The shopper\'s language, on every call: its extended locale, then its macro language',
    { type: 'string', enum: [...ACCEPT_LANGUAGES] },
  ),
  AppIdentity: header(
    'AppIdentity',
    'Inside the sister app only: the app\'s identity, 0–9999 (default 2, the storefront\'s `APP_IDENTITY_DEFAULT`)',
    { type: 'string', pattern: APP_IDENTITY_PATTERN.source },
  ),
}

export const idempotencyKey = header(
  'Idempotency-Key',
  'A retry with the same key must return the first answer and have no second effect, also when the first answer was lost; '
    + 'the same key with another body is refused (`idempotencyConflict`), and while the first attempt runs, 429 `repeatedRequest`. '
    + 'Without a key there is no deduplication.',
  { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
)

export const countryQuery = { name: 'id', in: 'query', required: false, description: 'Market id (wins over COUNTRY_ID)', schema: idSchema }

const parameterRef = (name: string) => ({ $ref: `#/components/parameters/${name}` })

export const injectedHeaderRefs = Object.keys(injectedHeaders).map(parameterRef)
export const idempotencyKeyRef = parameterRef('IdempotencyKey')

type Properties = { properties?: Record<string, { description?: string }>; required?: string[] }

/** A query schema's fields as OpenAPI query parameters. */
export function queryParameters(schema: z.ZodType): object[] {
  const { properties = {}, required = [] } = jsonSchema(schema, 'input') as Properties
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.includes(name),
    ...(property.description ? { description: property.description } : {}),
    schema: property,
  }))
}

const RESOURCE_ID = /^(id|reference)$|Id$/

/**
 * Whether the operation looks a resource up by an id it is given: a required id of its query, or an id in its body
 * (optional ids of a query filter a listing).
 */
export function readsResourceId(query: z.ZodType | undefined, body: z.ZodType | undefined): boolean {
  const named = (schema: z.ZodType | undefined, requiredOnly: boolean) => {
    if (!schema) return false
    const { properties = {}, required = [] } = jsonSchema(schema, 'input') as Properties
    return Object.keys(properties).some((name) => RESOURCE_ID.test(name) && (!requiredOnly || required.includes(name)))
  }
  return named(query, true) || named(body, false)
}
