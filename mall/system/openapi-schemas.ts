import { z } from 'zod'
import { ERROR_KEYS } from '../../contract'

/** A contract schema as the JSON Schema of an OpenAPI document (no `$schema` of its own). */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output' = 'output'): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' })
  return rest
}

export const json = (schema: object) => ({ 'application/json': { schema } })

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })

/** The answer pieces every operation shares. */
export const envelopeSchemas = {
  ErrorKey: {
    type: 'string',
    enum: [...ERROR_KEYS],
    description: 'A key of the error catalogue: the storefront shows its own text for the key in the shopper\'s language, not `msg`',
  },
  Success: {
    type: 'object',
    required: ['code', 'msg'],
    properties: {
      code: { type: 'integer', const: 1, description: 'Success is code 1 and nothing else' },
      msg: { type: 'string' },
    },
  },
  Refusal: {
    type: 'object',
    required: ['code', 'msg', 'key'],
    properties: {
      code: { type: 'integer', not: { const: 1 }, description: 'Any code but 1 (the reference mall answers a business refusal with 500, a protocol failure with its HTTP status)' },
      msg: { type: 'string', description: 'Shown only for a refusal whose key the storefront does not know' },
      key: ref('ErrorKey'),
      data: { description: 'Not read on a refusal' },
      status: { type: 'integer', description: '401: the session is over, whatever the HTTP status (see the 401 rules)' },
    },
  },
}

/** HTTP 200: the success with this operation's `data`, or a refusal. */
export function answerSchema(response: z.ZodType) {
  return {
    oneOf: [
      { allOf: [ref('Success'), { type: 'object', required: ['data'], properties: { data: jsonSchema(response) } }] },
      ref('Refusal'),
    ],
  }
}

export const refusal = json(ref('Refusal'))
