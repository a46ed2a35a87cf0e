import { z } from 'zod'
import { openSet } from './open-set'
import { instant } from './bounds'
import { defineEndpoints } from './endpoint'
import { ORDER_STATUSES, PAYMENTS } from './orders'

const id = z.number().int().positive()
const inputId = z.coerce.number().int().positive().max(999_999_999)

/** A payment's reference at the provider: the mall makes it, the provider's callback names it. */
export const PAYMENT_REFERENCE_PATTERN = /^[A-Za-z0-9_-]{8,64}$/

/** `?reference=`: one payment, by the reference the mall gave it. */
export const PaymentQuery = z.object({ reference: z.string().trim().regex(PAYMENT_REFERENCE_PATTERN).meta({ examples: ['pay_7Hq2Lx9Rt4'] }) })
const reference = z.string().regex(PAYMENT_REFERENCE_PATTERN).meta({ examples: ['pay_7Hq2Lx9Rt4'] })
const currency = z.string().regex(/^[A-Z]{3}$/).describe('ISO 4217 code').meta({ examples: ['NGN'] })

/** The header of the provider's callback: the HMAC-SHA512 (hex) of the raw body with the shared secret. */
export const PAYMENT_SIGNATURE_HEADER = 'X-Payment-Signature'

/**
 * One attempt to pay an order online. `initialised`: the buyer was sent to the provider's page and the mall has no
 * verdict yet; `paid` and `failed`: the provider's signed callback said so; `abandoned`: the order was cancelled
 * before the attempt was paid.
 */
export const PAYMENT_STATUSES = ['initialised', 'paid', 'failed', 'abandoned'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

/** What the provider's page told the buyer when it sent them back: a hint for the return page, never proof of payment. */
export const PAYMENT_RETURN_HINTS = ['successful', 'failed', 'cancelled'] as const
export type PaymentReturnHint = (typeof PAYMENT_RETURN_HINTS)[number]

export const StartPaymentRequest = z.object({
  orderId: inputId,
  /**
   * Where the provider sends the buyer back: a path of this shop under `/m/` (`/m/order/payment`), never a URL of
   * another site; it adds `reference` and `status`. Anything else: 400 returnUrlNotOurs.
   */
  returnUrl: z.string().min(1).max(500).describe('a path of this shop under /m/, e.g. /m/order/payment'),
})
export type StartPaymentRequest = z.infer<typeof StartPaymentRequest>

/** The buyer's way to the provider's page: an https URL of the provider, or a path of the sandbox's page. */
export const PaymentCheckout = z.object({ orderId: id, reference, checkoutUrl: z.string() })
export type PaymentCheckout = z.infer<typeof PaymentCheckout>

export const PaymentState = z.object({
  reference,
  orderId: id,
  status: z.enum(PAYMENT_STATUSES),
  orderStatus: openSet(ORDER_STATUSES),
  amount: z.number().nonnegative(),
  currency,
  createdAt: instant,
})
export type PaymentState = z.infer<typeof PaymentState>

export const PaymentMethods = z.object({ methods: z.array(z.enum(PAYMENTS)) })
export type PaymentMethods = z.infer<typeof PaymentMethods>

export const PAYMENT_EVENTS = ['charge.success', 'charge.failed'] as const

/** The provider's callback, as signed: extra fields the provider sends are ignored. */
export const PaymentCallback = z.object({
  event: z.enum(PAYMENT_EVENTS),
  data: z.object({ reference, amount: z.number().int().nonnegative().describe('minor units'), currency }),
})
export type PaymentCallback = z.infer<typeof PaymentCallback>

/** What the mall made of a callback; every callback is logged with its verdict. */
export const CALLBACK_VERDICTS = [
  'accepted', 'forgedSignature', 'malformed', 'unknownReference', 'amountMismatch', 'currencyMismatch', 'replay', 'orderNotAwaitingPayment',
] as const
export type CallbackVerdict = (typeof CALLBACK_VERDICTS)[number]

export const CallbackReceipt = z.object({ reference, verdict: z.enum(CALLBACK_VERDICTS) })
export type CallbackReceipt = z.infer<typeof CallbackReceipt>

export const SANDBOX_OUTCOMES = ['pay', 'fail', 'abandon'] as const
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number]

/** A payment as the sandbox provider's page shows it. */
export const SandboxPayment = z.object({
  reference,
  amount: z.number().nonnegative(),
  amountMinor: z.number().int().nonnegative(),
  currency,
  currencyScale: z.number().int().min(0).max(4),
  status: z.enum(PAYMENT_STATUSES),
})
export type SandboxPayment = z.infer<typeof SandboxPayment>

export const SandboxOutcomeRequest = z.object({ reference, outcome: z.enum(SANDBOX_OUTCOMES) })
/** Where the sandbox sends the buyer: the payment's return path with `reference` and `status`. */
export const SandboxRedirect = z.object({ returnUrl: z.string() })

export const paymentEndpoints = defineEndpoints({
  paymentMethods: {
    method: 'GET', path: '/api/order/payment/methods', auth: true, response: PaymentMethods,
    summary: 'How orders may be paid now: on delivery always, online only while a payment provider is configured',
  },
  startPayment: {
    method: 'POST', path: '/api/order/payment', auth: true, body: StartPaymentRequest, response: PaymentCheckout, idempotent: true,
    summary: 'Start paying one of the buyer\'s online orders awaiting payment: the provider\'s checkout URL (an open attempt is reused); another user\'s order is notFound, one not awaiting payment actionNotAllowed, paymentUnavailable without a provider',
  },
  payment: {
    method: 'GET', path: '/api/order/payment', auth: true, query: PaymentQuery, response: PaymentState,
    summary: 'One of the buyer\'s payments by ?reference=: its status as the provider\'s signed callbacks left it, and its order\'s status',
  },
  paymentCallback: {
    method: 'POST', path: '/api/payment/callback', auth: false, signed: true, body: PaymentCallback, response: CallbackReceipt,
    summary: 'The payment provider\'s callback, authenticated only by X-Payment-Signature (HMAC-SHA512 hex of the raw body with PAYMENT_SECRET; 401 signatureInvalid otherwise). Idempotent by reference; the amount, currency and order state are checked before the order becomes paid; every callback is logged with its verdict. A reference the mall never gave answers 404 (a provider retries)',
  },
  devPayment: {
    method: 'GET', path: '/api/dev/payment', auth: true, serverOnly: true, query: PaymentQuery, response: SandboxPayment,
    summary: 'Sandbox provider (PAYMENT_SANDBOX=on) only: the buyer\'s own payment of ?reference= as its checkout page shows it (another user\'s is notFound); 404 otherwise',
  },
  devPaymentOutcome: {
    method: 'POST', path: '/api/dev/payment', auth: false, serverOnly: true, body: SandboxOutcomeRequest, response: SandboxRedirect,
    summary: 'Sandbox provider (PAYMENT_SANDBOX=on) only: the buyer (their session) pays, fails or abandons their own attempt, or the provider\'s own call signed like its callbacks (X-Payment-Signature) acts on any; another user\'s attempt is notFound, a caller with neither 401; pay and fail send the signed callback; the answer is where to send the buyer',
  },
})
