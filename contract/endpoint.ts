import type { z } from 'zod'

/** The roles an endpoint can be kept for; a buyer's endpoints are open to every logged-in user. */
export const ENDPOINT_ROLES = ['retailer', 'admin'] as const
export type EndpointRole = (typeof ENDPOINT_ROLES)[number]

/** One path of the API. */
export type Endpoint = {
  method: 'GET' | 'POST'
  path: `/api/${string}`
  summary: string
  /** A `Bearer` token of a logged-in user is required; otherwise the storefront's Basic credential is enough. */
  auth: boolean
  /**
   * Only this role may call it (with `auth`): any other logged-in user gets 403 `forbidden`, a guest 401. Absent: any
   * caller `auth` allows. Every path under `/api/admin/` is `admin`.
   */
  role?: EndpointRole
  /** Called by the payment provider: authenticated by the signature of its raw body, never by a caller credential. */
  signed?: boolean
  /** A local tool's (the SMS outbox, the sandbox provider): called by the storefront's own pages, never through `/m/api`. */
  serverOnly?: boolean
  body?: z.ZodType
  /** The query string's parameters, for GET endpoints that take them. */
  query?: z.ZodType
  response: z.ZodType
  /** Honours `Idempotency-Key`: a retry with the same key returns the first answer and has no second effect. */
  idempotent?: boolean
  /**
   * Without a token the answer is the same for every guest of a market, language and app: the storefront may give
   * a guest's answer to the guests after it for a few seconds (`GUEST_ANSWER_MS`).
   */
  guestShared?: boolean
}

/** A domain's endpoints, checked against `Endpoint` with their literal types kept. */
export const defineEndpoints = <const T extends Record<string, Endpoint>>(table: T): T => table
