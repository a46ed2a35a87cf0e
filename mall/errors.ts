import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ErrorKey } from '../worker/upstream/contract'

/**
 * Thrown anywhere in a handler; the mall's error handler turns it into the envelope.
 * `status` 200 (the default) is a business-rule failure: HTTP 200, envelope code 500.
 */
export class MallError extends Error {
  constructor(
    readonly key: ErrorKey,
    readonly status: ContentfulStatusCode = 200,
  ) {
    super(key)
    this.name = 'MallError'
  }
}

export const invalidInput = () => new MallError('invalidInput', 400)
