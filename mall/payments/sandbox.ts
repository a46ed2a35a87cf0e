import { endpoints, PAYMENT_SIGNATURE_HEADER, type PaymentReturnHint, type SandboxOutcome, signBody, verifySignature } from '../../contract'
import type { Context } from 'hono'
import { optionalUser } from '../core/auth'
import type { MallBindings, MallEnv } from '../core/env'
import { ok } from '../core/envelope'
import { MallError, notFound } from '../core/errors'
import { toMajor } from '../core/money'
import { EndpointRoutes } from '../core/mount'
import { paymentProvider } from './provider'
import { findPayment } from './queries'
import { returnUrlWith } from './return-path'

/** How the mall's own HTTP router is reached from here, in-process (the mall passes itself). */
export type Deliver = (request: Request, env: MallBindings) => Response | Promise<Response>

const HINTS: Record<SandboxOutcome, PaymentReturnHint> = { pay: 'successful', fail: 'failed', abandon: 'cancelled' }

/** The sandbox answers only where it is the provider in use: PAYMENT_SANDBOX on, a secret, and no gateway configured. */
const sandboxInUse = (env: MallBindings) => paymentProvider(env)?.name === 'sandbox'

/** A call of the provider's own tools: its raw body signed with the shared secret, as its callbacks are. */
async function signedByProvider(c: Context<MallEnv>): Promise<boolean> {
  const signature = c.req.header(PAYMENT_SIGNATURE_HEADER)
  return signature !== undefined && verifySignature(c.env.PAYMENT_SECRET ?? '', await c.req.arrayBuffer(), signature)
}

/**
 * Whose attempt a call may act on: any, for the provider's signed call; else only the buyer's own (another's reads as
 * missing); a call with neither a signature nor a session must log in.
 */
async function actingBuyer(c: Context<MallEnv>): Promise<number | null> {
  if (await signedByProvider(c)) return null
  const user = optionalUser(c)
  if (!user) throw new MallError('unauthorized', 401)
  return user.id
}

/**
 * The sandbox payment provider (local runs, PAYMENT_SANDBOX=on): what its hosted checkout page shows, and the
 * tester's choice there. Paying or failing sends the provider's callback exactly as a remote provider would: a JSON
 * body signed with the shared secret, posted to the mall's callback path through the mall's own router. Abandoning
 * sends nothing. Either way the buyer is sent back to the payment's return URL with `reference` and a `status` hint
 * (Flutterwave's redirect has the same), which the return page never takes as proof of anything. Only the order's
 * buyer sees and acts on an attempt there, with their session; the provider's own signed call may act on any.
 */
export function sandboxRoutes(deliver: Deliver) {
  const routes = new EndpointRoutes()
  // Elsewhere the path does not exist, whatever was sent to it.
  routes.use(endpoints.devPayment.path, async (c, next) => {
    if (!sandboxInUse(c.env)) throw notFound()
    await next()
  })
  return routes
    .endpoint(endpoints.devPayment, async (c, { query, user }) => {
      const payment = await findPayment(c.env.DB, query.reference, user.id)
      if (!payment) throw notFound()
      return ok(c, {
        reference: payment.reference,
        amount: toMajor(payment.amount_minor, payment.currency_scale),
        amountMinor: payment.amount_minor,
        currency: payment.currency,
        currencyScale: payment.currency_scale,
        status: payment.status,
      })
    })
    .endpoint(endpoints.devPaymentOutcome, async (c, { body: { reference, outcome } }) => {
      const payment = await findPayment(c.env.DB, reference, await actingBuyer(c))
      if (!payment) throw notFound()
      if (payment.status !== 'initialised') throw new MallError('actionNotAllowed')
      if (outcome !== 'abandon') {
        const body = JSON.stringify({
          event: outcome === 'pay' ? 'charge.success' : 'charge.failed',
          data: { reference, amount: payment.amount_minor, currency: payment.currency, status: outcome === 'pay' ? 'success' : 'failed', channel: 'sandbox' },
        })
        const headers = { 'content-type': 'application/json', [PAYMENT_SIGNATURE_HEADER]: await signBody(c.env.PAYMENT_SECRET!, body) }
        await deliver(new Request(new URL(endpoints.paymentCallback.path, c.req.url), { method: 'POST', headers, body }), c.env)
      }
      return ok(c, { returnUrl: returnUrlWith(payment.return_url, { reference, status: HINTS[outcome] }) })
    })
}
