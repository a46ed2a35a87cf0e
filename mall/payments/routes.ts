import { endpoints, PAYMENT_SIGNATURE_HEADER, type Payment } from '../../contract'
import { answer, fail, ok } from '../core/envelope'
import { invalidInput, notFound } from '../core/errors'
import { EndpointRoutes } from '../core/mount'
import { settleCallback } from './callback'
import { paymentProvider } from './provider'
import { findPayment, paymentState } from './queries'
import { returnPathOf } from './return-path'
import { startPayment } from './start'

/** `?reference=`: a 400 when malformed or missing. */
/** The buyer's side of online payment: which ways to pay there are, starting to pay an order, a payment's state. */
export const paymentRoutes = new EndpointRoutes()
  .endpoint(endpoints.paymentMethods, (c) => {
    const methods: Payment[] = paymentProvider(c.env) ? ['onDelivery', 'online'] : ['onDelivery']
    return ok(c, { methods })
  })
  .endpoint(endpoints.startPayment, async (c, { body: request, key }) => {
    const returnUrl = returnPathOf(request.returnUrl)
    return answer(c, await startPayment(c.env.DB, { env: c.env, userId: c.get('user').id, request, returnUrl, key: key ?? undefined }))
  })
  .endpoint(endpoints.payment, async (c, { query }) => {
    const payment = await findPayment(c.env.DB, query.reference, c.get('user').id)
    if (!payment) throw notFound()
    return ok(c, paymentState(payment))
  })

/**
 * The provider's callback. It carries no caller credential: it is mounted before `requireCaller`, and its signature
 * is its only authentication. Where no provider secret is configured the path does not exist.
 */
export const paymentCallbackRoutes = new EndpointRoutes().endpoint(endpoints.paymentCallback, async (c) => {
  const secret = c.env.PAYMENT_SECRET
  if (!secret) throw notFound()
  const settled = await settleCallback(c.env.DB, secret, await c.req.arrayBuffer(), c.req.header(PAYMENT_SIGNATURE_HEADER))
  if (settled.verdict === 'forgedSignature') return fail(c, 'signatureInvalid', 401)
  if (settled.verdict === 'malformed' || settled.reference === null) return fail(c, 'invalidInput', 400)
  // Not acknowledged, so a provider retries it later: the attempt may be stored a moment after its checkout opened.
  if (settled.verdict === 'unknownReference') return fail(c, 'notFound', 404)
  return ok(c, { reference: settled.reference, verdict: settled.verdict })
})
