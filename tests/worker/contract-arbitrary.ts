import fc from 'fast-check'
import { z } from 'zod'

/**
 * Values a response schema of the contract accepts, generated from its own JSON Schema (its output form): strings
 * of at most a dozen characters past their minimum, arrays of at most five items, numbers across the whole range
 * the schema allows (its edges included, as a provider may send them). Every value is checked by the schema itself.
 */
type Schema = {
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  anyOf?: Schema[]
  oneOf?: Schema[]
  allOf?: Schema[]
  $ref?: string
  properties?: Record<string, Schema>
  required?: string[]
  additionalProperties?: Schema | boolean
  propertyNames?: Schema
  items?: Schema
  prefixItems?: Schema[]
  minItems?: number
  maxItems?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  minLength?: number
  maxLength?: number
  pattern?: string
  format?: string
}

const MAX_ITEMS = 5
const EXTRA_CHARACTERS = 12

function integers(node: Schema): fc.Arbitrary<number> {
  const min = node.minimum ?? (node.exclusiveMinimum !== undefined ? Math.floor(node.exclusiveMinimum) + 1 : Number.MIN_SAFE_INTEGER)
  const max = node.maximum ?? (node.exclusiveMaximum !== undefined ? Math.ceil(node.exclusiveMaximum) - 1 : Number.MAX_SAFE_INTEGER)
  const near = fc.integer({ min: Math.max(min, Math.min(max, 0)), max: Math.min(max, Math.max(min, 0) + 100) })
  return fc.oneof(near, fc.constantFrom(min, max), fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number))
}

function numbers(node: Schema): fc.Arbitrary<number> {
  const min = node.minimum ?? node.exclusiveMinimum ?? -Number.MAX_VALUE
  const max = node.maximum ?? node.exclusiveMaximum ?? Number.MAX_VALUE
  const range = { noNaN: true, noDefaultInfinity: true, minExcluded: node.exclusiveMinimum !== undefined, maxExcluded: node.exclusiveMaximum !== undefined }
  const small = fc.double({ ...range, min: Math.max(min, Math.min(max, 0)), max: Math.min(max, Math.max(min, 0) + 10_000) })
  return fc.oneof(small, fc.double({ ...range, min, max }))
}

function strings(node: Schema): fc.Arbitrary<string> {
  if (node.pattern) return fc.stringMatching(new RegExp(node.pattern))
  if (node.format === 'uuid') return fc.uuid()
  const minLength = node.minLength ?? 0
  const maxLength = Math.max(minLength, Math.min(node.maxLength ?? Infinity, minLength + EXTRA_CHARACTERS))
  return fc.oneof(fc.string({ minLength, maxLength }), fc.string({ minLength, maxLength, unit: 'grapheme' }))
}

function arbitraryOf(node: Schema, root: Schema & { $defs?: Record<string, Schema> }): fc.Arbitrary<unknown> {
  if (node.$ref) return arbitraryOf(root.$defs![node.$ref.replace('#/$defs/', '')]!, root)
  if (node.const !== undefined) return fc.constant(node.const)
  if (node.enum) return fc.constantFrom(...node.enum)
  const choices = node.anyOf ?? node.oneOf
  if (choices) return fc.oneof(...choices.map((choice) => arbitraryOf(choice, root)))
  if (node.allOf?.length === 1) return arbitraryOf(node.allOf[0]!, root)
  if (Array.isArray(node.type)) return fc.oneof(...node.type.map((type) => arbitraryOf({ ...node, type }, root)))
  switch (node.type) {
    case 'null':
      return fc.constant(null)
    case 'boolean':
      return fc.boolean()
    case 'integer':
      return integers(node)
    case 'number':
      return numbers(node)
    case 'string':
      return strings(node)
    case 'array': {
      if (node.prefixItems) return fc.tuple(...node.prefixItems.map((item) => arbitraryOf(item, root)))
      const minLength = node.minItems ?? 0
      return fc.array(node.items ? arbitraryOf(node.items, root) : fc.anything(), { minLength, maxLength: Math.max(minLength, Math.min(node.maxItems ?? MAX_ITEMS, MAX_ITEMS)) })
    }
    case 'object': {
      const properties = node.properties ?? {}
      if (Object.keys(properties).length === 0 && typeof node.additionalProperties === 'object') {
        const keys = node.propertyNames ? (arbitraryOf(node.propertyNames, root) as fc.Arbitrary<string>) : fc.string({ maxLength: EXTRA_CHARACTERS })
        return fc.dictionary(keys, arbitraryOf(node.additionalProperties, root), { maxKeys: MAX_ITEMS })
      }
      const shape = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, arbitraryOf(value, root)]))
      return fc.record(shape, { requiredKeys: node.required ?? [] })
    }
    default:
      return fc.anything({ maxDepth: 1 })
  }
}

/** `data` values of an answer that `schema` accepts. */
export function answerArbitrary(schema: z.ZodType): fc.Arbitrary<unknown> {
  const root = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as Schema
  return arbitraryOf(root, root).filter((value) => schema.safeParse(value).success)
}
