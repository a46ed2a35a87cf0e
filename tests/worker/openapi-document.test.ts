import Ajv from 'ajv'
import { describe, expect, it } from 'vitest'
import { CountryHelp } from '../../contract'
import written from '../../docs/openapi.json'
import { call } from './mall.helpers'

type Schema = Record<string, unknown>
type Operation = { operationId: string; requestBody?: { content: Record<string, { schema: Schema }> }; responses: Record<string, { $ref?: string; content?: Record<string, { schema: Schema }> }> }
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema>; responses: Record<string, { content?: Record<string, { schema: Schema }> }> } }

const served = async () => {
  const response = await call('/api/openapi.json')
  expect(response.status).toBe(200)
  return response.json<Document>()
}

/** Every value under `key` anywhere in `node`, with where it is. */
function findKey(node: unknown, key: string, at = ''): [string, unknown][] {
  if (!node || typeof node !== 'object') return []
  return Object.entries(node).flatMap(([name, value]) => [
    ...(name === key ? [[`${at}/${name}`, value] as [string, unknown]] : []),
    ...findKey(value, key, `${at}/${name}`),
  ])
}

/** A document schema as a draft-07 schema: its component references point at `definitions` beside it. */
function asDraft07(schema: Schema, components: Record<string, Schema>): Schema {
  const text = JSON.stringify({ ...schema, definitions: components }).replaceAll('"#/components/schemas/', '"#/definitions/')
  return JSON.parse(text) as Schema
}

describe('docs/openapi.json', () => {
  it('is the document the reference mall serves', async () => {
    expect(await served(), 'docs/openapi.json is not the served document: run npm run openapi').toEqual(written)
  })
})

describe('the OpenAPI document in tools that read JSON Schema draft-07', () => {
  it('has no tuple, no $defs and no reference outside its components', async () => {
    const document = await served()
    expect(findKey(document, 'prefixItems')).toEqual([])
    expect(findKey(document, '$defs')).toEqual([])
    const outside = findKey(document, '$ref').filter(([, ref]) => typeof ref !== 'string' || !ref.startsWith('#/components/'))
    expect(outside).toEqual([])
  })

  it('compiles every response and request body schema with ajv (draft-07, strict)', async () => {
    const document = await served()
    const ajv = new Ajv({ strict: true, strictTypes: false, strictTuples: true, allowUnionTypes: true, validateFormats: false })
    const schemas: [string, Schema][] = []
    let operations = 0
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        operations++
        for (const [status, response] of Object.entries(operation.responses)) {
          const schema = response.content?.['application/json']?.schema
          if (schema) schemas.push([`${method} ${path} ${status}`, schema])
        }
        const body = operation.requestBody?.content['application/json']?.schema
        if (body) schemas.push([`${method} ${path} body`, body])
      }
    }
    for (const [name, response] of Object.entries(document.components.responses)) {
      const schema = response.content?.['application/json']?.schema
      if (schema) schemas.push([`response ${name}`, schema])
    }
    expect(schemas.filter(([where]) => where.endsWith(' 200'))).toHaveLength(operations)
    const failures = schemas.flatMap(([where, schema]) => {
      try {
        ajv.compile(asDraft07(schema, document.components.schemas))
        return []
      } catch (error) {
        return [`${where}: ${(error as Error).message}`]
      }
    })
    expect(failures).toEqual([])
  })

  it('takes the mall\'s real answers: a success only with code 1, a refusal only with a catalogue key', async () => {
    const document = await served()
    const ajv = new Ajv({ strict: false })
    const answerOf = (path: string) => ajv.compile(asDraft07(document.paths[path]!.get!.responses['200']!.content!['application/json']!.schema, document.components.schemas))
    const countryAnswer = answerOf('/api/user/countryOperation/info')
    const country = await (await call('/api/user/countryOperation/info', { headers: { COUNTRY_ID: '7' } })).json<{ code: number; data: { help: unknown } }>()
    expect(country.code).toBe(1)
    expect(country.data.help).not.toBeNull()
    expect(countryAnswer(country), JSON.stringify(countryAnswer.errors)).toBe(true)
    expect(countryAnswer({ ...country, code: 2 })).toBe(false)
    const refusal = await (await call('/api/user/countryOperation/info', { headers: { COUNTRY_ID: '999' } })).json<{ code: number; key: string }>()
    expect(refusal).toMatchObject({ code: 500, key: 'countryNotFound' })
    expect(countryAnswer(refusal), JSON.stringify(countryAnswer.errors)).toBe(true)
    expect(countryAnswer({ ...refusal, key: 'noSuchKey' })).toBe(false)
    expect(countryAnswer({ ...refusal, code: 1 })).toBe(false)
  })
})

describe('a market\'s help days', () => {
  const help = { phone: '+234 1 000 0000', email: 'help@example.com', opens: '08:00', closes: '17:00' }
  it('are exactly two ISO weekdays, a range that may wrap', () => {
    expect(CountryHelp.safeParse({ ...help, days: [6, 2] }).success).toBe(true)
    expect(CountryHelp.safeParse({ ...help, days: [1] }).success).toBe(false)
    expect(CountryHelp.safeParse({ ...help, days: [1, 2, 3] }).success).toBe(false)
    expect(CountryHelp.safeParse({ ...help, days: [0, 8] }).success).toBe(false)
  })
})
