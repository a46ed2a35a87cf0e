import { z } from 'zod'
import { MallError } from '../core/errors'
import type { PaymentInit, PaymentProvider } from './provider'

const INITIALISE_TIMEOUT_MS = 10_000

const Initialised = z.object({ status: z.literal(true), data: z.object({ authorization_url: z.string() }) })

const httpsUrl = (text: string) => {
  try {
    return new URL(text).protocol === 'https:'
  } catch {
    return false
  }
}

/**
 * A payment gateway's HTTP API, Paystack's shape: `POST {base}/transaction/initialize` with the secret as a Bearer
 * token and `{ reference, amount, currency, callback_url }`, answering `{ status: true, data: { authorization_url } }`.
 * The callback URL is the return path on `returnOrigin`, this shop's own; without it none is sent, and the gateway
 * sends the payer to the page its account names.
 * A gateway that fails, times out, or answers anything but an https checkout URL leaves online payment unavailable
 * for this attempt.
 */
export function httpGateway(base: string, secret: string, fetcher: typeof fetch, returnOrigin: string | null = null): PaymentProvider {
  return {
    name: 'gateway',
    async initialise(payment: PaymentInit) {
      const unavailable = new MallError('paymentUnavailable')
      let answer: unknown
      try {
        const response = await fetcher(`${base}/transaction/initialize`, {
          method: 'POST',
          headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            reference: payment.reference,
            amount: payment.amountMinor,
            currency: payment.currency,
            ...(returnOrigin ? { callback_url: returnOrigin + payment.returnUrl } : {}),
            metadata: { orderId: payment.orderId },
          }),
          signal: AbortSignal.timeout(INITIALISE_TIMEOUT_MS),
        })
        if (!response.ok) throw unavailable
        answer = await response.json()
      } catch {
        throw unavailable
      }
      const parsed = Initialised.safeParse(answer)
      if (!parsed.success || !httpsUrl(parsed.data.data.authorization_url)) throw unavailable
      return { checkoutUrl: parsed.data.data.authorization_url }
    },
  }
}
