import type { Context } from 'hono'
import type { z } from 'zod'
import { parseId as parseContractId } from '../../contract'
import { invalidInput } from './errors'

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data']

async function readBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() ?? ''
  try {
    if (FORM_TYPES.includes(type)) return await c.req.parseBody()
    const text = await c.req.text()
    return text.trim() === '' ? {} : JSON.parse(text)
  } catch {
    throw invalidInput()
  }
}

/** The request body checked against a contract schema; anything else is a 400. */
export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const parsed = schema.safeParse(await readBody(c))
  if (!parsed.success) throw invalidInput()
  return parsed.data
}

/** A positive id, `null` when absent, or a 400 when malformed. */
export function parseId(raw: string | undefined): number | null {
  if (raw === undefined || raw.trim() === '') return null
  const id = parseContractId(raw.trim())
  if (id === null) throw invalidInput()
  return id
}
