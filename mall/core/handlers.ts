import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { MallEnv } from './env'
import { errorBody, fail } from './envelope'
import { MallError } from './errors'

const MAX_BODY_BYTES = 16 * 1024

/** Bodies over 16 KB are refused before they are read. */
export const limitBody = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => fail(c, 'tooLarge', 413) })

export const answerNotFound = (c: Context<MallEnv>) => fail(c, 'notFound', 404)

/** A MallError becomes its envelope; anything else is logged and answers the catalogue's 'System unknown error'. */
export function answerError(error: Error, c: Context<MallEnv>) {
  if (error instanceof MallError && error.retryAfter !== undefined) c.header('Retry-After', String(error.retryAfter))
  if (error instanceof MallError) return error.status === 200 ? c.json(errorBody(error.key), 200) : fail(c, error.key, error.status)
  console.error('mall: unexpected error', error)
  return fail(c, 'server', 500)
}
