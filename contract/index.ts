/**
 * The upstream API, written once: the envelope, the error catalogue, the shared patterns and the endpoint table.
 * The embedded mall validates with these schemas and serves the OpenAPI document generated from them; the
 * storefront and the islands use the types. This folder imports nothing of the project.
 */
import { z } from 'zod'
import { LoginRequest, LoginResult, User } from './account'
import { JobRuns } from './admin'
import { AddToCartRequest, AddToCartResult, CartCount } from './cart'
import { CountryInfo } from './countries'
import { ERROR_KEYS } from './errors'
import { FlashSessions, FlashStock, FlashStockChange } from './flash-sale'
import { MemberMessageRequest, MemberMessageResult } from './member'
import { ServerTime } from './system'

export * from './account'
export * from './admin'
export * from './cart'
export * from './countries'
export * from './errors'
export * from './flash-sale'
export * from './member'
export * from './common'
export * from './system'

/** `{ code, msg, data }`: `code` 1 is success; a failure carries an error `key`, and `status` 401 asks for a new login. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    code: z.number().int(),
    msg: z.string(),
    data: data.nullable(),
    key: z.enum(ERROR_KEYS).optional(),
    status: z.number().int().optional(),
  })

type Endpoint = {
  method: 'GET' | 'POST'
  path: `/api/${string}`
  summary: string
  /** A `Bearer` token of a logged-in user is required; otherwise the storefront's Basic credential is enough. */
  auth: boolean
  body?: z.ZodType
  response: z.ZodType
  /** Honours `Idempotency-Key`: a retry with the same key returns the first answer and has no second effect. */
  idempotent?: boolean
}

/** Every path the storefront calls. */
export const endpoints = {
  countryInfo: {
    method: 'GET', path: '/api/user/countryOperation/info', auth: false, response: CountryInfo,
    summary: 'Formatting and currency of the country named by the COUNTRY_ID header (or ?id=)',
  },
  login: { method: 'POST', path: '/api/user/login', auth: false, body: LoginRequest, response: LoginResult, summary: 'Log in with username and password' },
  logout: { method: 'POST', path: '/api/user/logout', auth: true, response: z.null(), summary: 'End the session of the bearer token' },
  currentUser: { method: 'GET', path: '/api/user/info', auth: true, response: User, summary: 'The logged-in user' },
  flashSessions: {
    method: 'GET', path: '/api/activity/flashSale/sessions', auth: false, response: FlashSessions,
    summary: 'Flash-sale sessions of the COUNTRY_ID market with their items and the server time',
  },
  serverTime: { method: 'GET', path: '/api/system/time', auth: false, response: ServerTime, summary: 'Server clock' },
  addToCart: {
    method: 'POST', path: '/api/cart/add', auth: true, body: AddToCartRequest, response: AddToCartResult, idempotent: true,
    summary: 'Add a flash-sale item to the cart; stock and the per-buyer limit are checked atomically',
  },
  cartCount: { method: 'GET', path: '/api/cart/count', auth: true, response: CartCount, summary: 'Number of units in the cart' },
  memberMessage: {
    method: 'POST', path: '/api/member/message', auth: false, body: MemberMessageRequest, response: MemberMessageResult, idempotent: true,
    summary: 'Store a name and mobile number left on the message-entry page; a repeated Idempotency-Key stores it once',
  },
  flashStock: {
    method: 'GET', path: '/api/admin/flashSale/stock', auth: true, response: FlashStock,
    summary: 'Admins only: the stock of a flash item (?flashItemId=) as its stock object holds it',
  },
  changeFlashStock: {
    method: 'POST', path: '/api/admin/flashSale/stock', auth: true, body: FlashStockChange, response: FlashStock, idempotent: true,
    summary: 'Admins only: set (`total`) or adjust (`adjust`) the stock of a flash item; a total below what is sold is refused (stockBelowSold)',
  },
  runJobs: {
    method: 'POST', path: '/api/admin/jobs/run', auth: true, response: JobRuns,
    summary: 'Admins only: run the scheduled job list now (the Cron Trigger runs it every 15 minutes)',
  },
} as const satisfies Record<string, Endpoint>

export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints
export type ResponseOf<N extends EndpointName> = z.infer<Endpoints[N]['response']>

/** Request headers the storefront injects; browser-sent copies of these names are dropped. */
export const INJECTED_HEADERS = ['authorization', 'system_type', 'country_id', 'country_code', 'accept-language', 'appidentity'] as const
