import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ErrorKey } from '../../contract'

/**
 * Thrown anywhere in a handler; the mall's error handler turns it into the envelope.
 * `status` 200 (the default) is a business-rule failure: HTTP 200, envelope code 500.
 */
export class MallError extends Error {
  constructor(
    readonly key: ErrorKey,
    readonly status: ContentfulStatusCode = 200,
    /** Seconds until the refusal lifts, sent as `Retry-After`. */
    readonly retryAfter?: number,
  ) {
    super(key)
    this.name = 'MallError'
  }
}

export const invalidInput = () => new MallError('invalidInput', 400)
/** Also the answer for another user's resource: its existence is not revealed. */
export const notFound = () => new MallError('notFound', 404)
export const forbidden = () => new MallError('forbidden', 403)
