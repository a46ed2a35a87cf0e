/**
 * The upstream API, written once: the envelope, the error catalogue, the shared patterns and the endpoint table.
 * The embedded mall validates with these schemas and serves the OpenAPI document generated from them; the
 * storefront and the islands use the types. This folder imports nothing of the project.
 */
import { z } from 'zod'
import type { QueryValue } from './common'
import { accountEndpoints } from './account'
import { analyticsEndpoints } from './analytics'
import { adminEndpoints } from './admin'
import { appealEndpoints } from './appeals'
import { cartEndpoints } from './cart'
import { catalogEndpoints } from './catalog'
import { countryEndpoints } from './countries'
import { couponEndpoints } from './coupons'
import { ERROR_KEYS } from './errors'
import { flashSaleEndpoints } from './flash-sale'
import { memberEndpoints } from './member'
import { imeiEndpoints } from './imei'
import { luckyDrawEndpoints } from './lucky-draw'
import { newcomerEndpoints } from './newcomer'
import { orderEndpoints } from './orders'
import { paymentEndpoints } from './payments'
import { presaleEndpoints } from './presale'
import { rebateEndpoints } from './rebates'
import { reviewEndpoints } from './reviews'
import { savedEndpoints } from './saved'
import { systemEndpoints } from './system'
import { walletEndpoints } from './wallet'

export * from './account'
export * from './analytics'
export * from './admin'
export * from './appeal-rules'
export * from './appeals'
export * from './cart'
export * from './catalog'
export * from './endpoint'
export * from './countries'
export * from './coupons'
export * from './errors'
export * from './field-errors'
export * from './form-rules'
export * from './flash-sale'
export * from './member'
export * from './imei'
export * from './lucky-draw'
export * from './newcomer'
export * from './orders'
export * from './payments'
export * from './payment-signature'
export * from './presale'
export * from './rebate-rules'
export * from './rebates'
export * from './saved'
export * from './record-query'
export * from './reviews'
export * from './bounds'
export * from './common'
export * from './open-set'
export * from './phone'
export * from './system'
export * from './wallet'

/** `{ code, msg, data }`: `code` 1 is success; a failure carries an error `key`, and `status` 401 asks for a new login. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    code: z.number().int(),
    msg: z.string(),
    data: data.nullable(),
    key: z.enum(ERROR_KEYS).optional(),
    status: z.number().int().optional(),
  })

/** Every path of the API, one table per domain. */
export const endpoints = {
  ...countryEndpoints,
  ...accountEndpoints,
  ...flashSaleEndpoints,
  ...systemEndpoints,
  ...cartEndpoints,
  ...catalogEndpoints,
  ...memberEndpoints,
  ...analyticsEndpoints,
  ...adminEndpoints,
  ...orderEndpoints,
  ...paymentEndpoints,
  ...couponEndpoints,
  ...walletEndpoints,
  ...presaleEndpoints,
  ...rebateEndpoints,
  ...appealEndpoints,
  ...newcomerEndpoints,
  ...luckyDrawEndpoints,
  ...imeiEndpoints,
  ...reviewEndpoints,
  ...savedEndpoints,
}

export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints
export type ResponseOf<N extends EndpointName> = z.infer<Endpoints[N]['response']>

/** The body a call of N sends, as its schema reads it (before defaults and coercion); never for an entry without one. */
export type BodyOf<N extends EndpointName> = Endpoints[N] extends { body: infer S extends z.ZodType } ? z.input<S> : never

/** The query a call of N sends, as its schema reads it; an entry without a query schema takes plain parameters. */
export type QueryOf<N extends EndpointName> = Endpoints[N] extends { query: infer S extends z.ZodType }
  ? { [K in keyof z.input<S>]: z.input<S>[K] & QueryValue }
  : Record<string, string>

/** What a call of N carries: its body (required when the entry has one, impossible when not) and its query. */
export type Sent<N extends EndpointName> = N extends EndpointName
  ? (Endpoints[N] extends { body: z.ZodType } ? { body: BodyOf<N> } : { body?: never }) & { query?: QueryOf<N> }
  : never

/** The options of a call of N, as a parameter list: required when the entry has a body. */
export type OptionsOf<N extends EndpointName, O> = Endpoints[N] extends { body: z.ZodType } ? [options: O] : [options?: O]

