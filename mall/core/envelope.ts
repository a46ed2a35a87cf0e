import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { ERROR_MESSAGES, type ErrorKey } from '../../contract'

/** Business-rule failures answer HTTP 200 with this code, as the provider's API does. */
export const BUSINESS_ERROR_CODE = 500

export type SuccessBody<T> = { code: 1; msg: string; data: T }
export type ErrorBody = { code: number; msg: string; data: null; key: ErrorKey; status?: number }
export type AnswerBody<T = unknown> = SuccessBody<T> | ErrorBody

export const successBody = <T>(data: T): SuccessBody<T> => ({ code: 1, msg: 'success', data })

export const errorBody = (key: ErrorKey, code = BUSINESS_ERROR_CODE): ErrorBody => ({
  code,
  msg: ERROR_MESSAGES[key],
  data: null,
  key,
})

export const ok = <T>(c: Context, data: T) => c.json(successBody(data), 200)

/** A protocol failure: the HTTP status and the envelope code agree; a 401 also carries `status` 401. */
export const fail = (c: Context, key: ErrorKey, status: ContentfulStatusCode) => {
  const body: ErrorBody = status === 401 ? { ...errorBody(key, status), status } : errorBody(key, status)
  return c.json(body, status)
}

/** An answer body as the response: a business refusal is HTTP 200 with code 500, like any other answer. */
export const answer = (c: Context, body: AnswerBody) => c.json(body, 200)
