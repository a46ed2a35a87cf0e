import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ErrorKey } from '../worker/upstream/contract'

export const ERROR_MESSAGES: Record<ErrorKey, string> = {
  server: 'Service Exceptions！',
  invalidInput: 'Invalid request',
  unauthorized: 'Please log in again',
  loginFailed: 'Username does not exist or password is wrong',
  countryNotFound: 'Country not supported',
  productNotFound: 'Product does not exist',
  sessionNotLive: 'This session has not started yet',
  sessionEnded: 'This session has ended',
  soldOut: 'Sold out',
  limitReached: 'You have reached the purchase limit for this item',
  addCartFailed: 'Failed to add to cart',
  idempotencyConflict: 'This request was already used for a different action',
  notFound: 'Not found',
  timeout: 'The request timed out',
  badGateway: 'The service is unavailable',
  tooLarge: 'Request is too large',
  maintenance: 'The service is under maintenance',
}

/** Business-rule failures answer HTTP 200 with this code, as the provider's API does. */
export const BUSINESS_ERROR_CODE = 500

export type ErrorBody = { code: number; msg: string; data: null; key: ErrorKey; status?: number }

export const successBody = <T>(data: T) => ({ code: 1, msg: 'success', data })

export const errorBody = (key: ErrorKey, code = BUSINESS_ERROR_CODE): ErrorBody => ({
  code,
  msg: ERROR_MESSAGES[key],
  data: null,
  key,
})

export const ok = <T>(c: Context, data: T) => c.json(successBody(data), 200)

/** A business-rule failure: HTTP 200, code 500. */
export const reject = (c: Context, key: ErrorKey) => c.json(errorBody(key), 200)

/** A protocol failure: the HTTP status and the envelope code agree. */
export const fail = (c: Context, key: ErrorKey, status: ContentfulStatusCode) => {
  const body: ErrorBody = status === 401 ? { ...errorBody(key, status), status } : errorBody(key, status)
  return c.json(body, status)
}
