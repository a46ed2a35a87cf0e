/**
 * The upstream API contract, written once. The embedded mall validates with these schemas and serves the
 * OpenAPI document generated from them; the storefront uses the types.
 */
import { z } from 'zod'
import { PHONE_PATTERN } from '../../islands/member-form'

export const COUNTRY_CODES = ['IN', 'UG', 'GH', 'KT', 'DZ', 'TZ', 'NG'] as const
export type CountryCode = (typeof COUNTRY_CODES)[number]

/** Stable error keys; the storefront shows the localized catalogue text for a key, else the upstream `msg`. */
export const ERROR_KEYS = [
  'server',
  'invalidInput',
  'unauthorized',
  'loginFailed',
  'countryNotFound',
  'productNotFound',
  'sessionNotLive',
  'sessionEnded',
  'soldOut',
  'limitReached',
  'addCartFailed',
  'idempotencyConflict',
  'notFound',
  'timeout',
  'badGateway',
  'tooLarge',
  'maintenance',
] as const
export type ErrorKey = (typeof ERROR_KEYS)[number]

export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    code: z.number().int(),
    msg: z.string(),
    data: data.nullable(),
    key: z.enum(ERROR_KEYS).optional(),
    status: z.number().int().optional(),
  })

export type Envelope<T> = { code: number; msg: string; data: T | null; key?: ErrorKey; status?: number }

export const CountryInfo = z.object({
  id: z.number().int().positive(),
  countryCode: z.enum(COUNTRY_CODES),
  name: z.string(),
  currencyCode: z.string().length(3),
  currencySymbol: z.string(),
  digitGroupingSymbol: z.string(),
  decimalPointCharacter: z.string(),
  currencyScale: z.number().int().min(0).max(4),
})
export type CountryInfo = z.infer<typeof CountryInfo>

export const User = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  nickname: z.string(),
  role: z.enum(['buyer', 'retailer', 'admin']),
  countryId: z.number().int().positive(),
})
export type User = z.infer<typeof User>

export const LoginRequest = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
})
export type LoginRequest = z.infer<typeof LoginRequest>

export const LoginResult = z.object({ token: z.string().min(32), user: User })
export type LoginResult = z.infer<typeof LoginResult>

export const FLASH_STATUSES = ['coming', 'live', 'ended'] as const
export type FlashStatus = (typeof FLASH_STATUSES)[number]

export const FlashItem = z.object({
  id: z.number().int().positive(),
  productId: z.number().int().positive(),
  name: z.string(),
  image: z.string(),
  price: z.number().nonnegative(),
  originalPrice: z.number().nonnegative(),
  total: z.number().int().nonnegative(),
  sold: z.number().int().nonnegative(),
  limitPerBuyer: z.number().int().positive(),
})
export type FlashItem = z.infer<typeof FlashItem>

export const FlashSession = z.object({
  id: z.number().int().positive(),
  startAt: z.number().int().describe('epoch milliseconds'),
  endAt: z.number().int().describe('epoch milliseconds'),
  status: z.enum(FLASH_STATUSES),
  items: z.array(FlashItem),
})
export type FlashSession = z.infer<typeof FlashSession>

export const FlashSessions = z.object({
  serverTime: z.number().int().describe('epoch milliseconds'),
  sessions: z.array(FlashSession),
})
export type FlashSessions = z.infer<typeof FlashSessions>

export const ServerTime = z.object({ now: z.number().int().describe('epoch milliseconds') })
export type ServerTime = z.infer<typeof ServerTime>

export const AddToCartRequest = z.object({
  flashItemId: z.coerce.number().int().positive(),
  quantity: z.coerce.number().int().min(1).max(99).default(1),
})
export type AddToCartRequest = z.infer<typeof AddToCartRequest>

export const AddToCartResult = z.object({
  count: z.number().int().nonnegative(),
  sold: z.number().int().nonnegative(),
})
export type AddToCartResult = z.infer<typeof AddToCartResult>

export const CartCount = z.object({ count: z.number().int().nonnegative() })
export type CartCount = z.infer<typeof CartCount>

export const MemberMessageRequest = z.object({
  name: z.string().trim().min(1).max(50),
  phone: z.string().trim().regex(PHONE_PATTERN),
})
export type MemberMessageRequest = z.infer<typeof MemberMessageRequest>

export const MemberMessageResult = z.object({ id: z.number().int().positive() })
export type MemberMessageResult = z.infer<typeof MemberMessageResult>

type Endpoint = {
  method: 'GET' | 'POST'
  path: `/api/${string}`
  summary: string
  auth: boolean
  body?: z.ZodType
  response: z.ZodType
  idempotent?: boolean
}

/** Every path the storefront calls. `auth` means a `Bearer` token is required. */
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
} as const satisfies Record<string, Endpoint>

export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints
export type ResponseOf<N extends EndpointName> = z.infer<Endpoints[N]['response']>

/** An `Idempotency-Key` (header, or the hidden field of a plain form). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_:.-]{1,100}$/

/** Request headers the storefront injects; browser-sent copies of these names are dropped. */
export const INJECTED_HEADERS = ['authorization', 'system_type', 'country_id', 'country_code', 'accept-language', 'appidentity'] as const
