import type { MallBindings } from '../core/env'
import { isOn } from '../core/switch'
import { httpGateway } from './gateway'
import { returnOriginOf } from './return-path'

/**
 * What the mall asks the provider to collect: the order's total in minor units, under the mall's reference; and
 * where to send the buyer back, a path of this shop (`returnPathOf`).
 */
export type PaymentInit = { reference: string; amountMinor: number; currency: string; returnUrl: string; orderId: number }

/**
 * A payment provider shaped like the gateways of these markets (Paystack, Flutterwave): a transaction is initialised
 * with a reference, an amount in minor units, a currency and a return URL, and answers the URL of the provider's
 * hosted checkout page. The outcome comes back later, as a callback signed with the shared secret
 * (`./callback.ts`); the answer to `initialise` proves nothing about payment.
 */
export type PaymentProvider = {
  name: 'gateway' | 'sandbox'
  initialise(payment: PaymentInit): Promise<{ checkoutUrl: string }>
}

/** The sandbox's hosted page is a storefront page of local runs (`routes/dev/pay.tsx`). */
export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  initialise: async ({ reference }) => ({ checkoutUrl: `/m/dev/pay?reference=${encodeURIComponent(reference)}` }),
}

/** `PAYMENT_PROVIDER_BASE` as an https origin and path; anything else is no gateway. */
export function gatewayBase(raw: string | undefined): string | null {
  try {
    const url = new URL((raw ?? '').trim())
    return url.protocol === 'https:' ? url.origin + url.pathname.replace(/\/+$/, '') : null
  } catch {
    return null
  }
}

/**
 * The provider in use: the gateway at PAYMENT_PROVIDER_BASE, else the sandbox where PAYMENT_SANDBOX is on, else none
 * (online payment is then unavailable). Without PAYMENT_SECRET no callback could be verified, so there is none either.
 */
export function paymentProvider(env: MallBindings, fetcher: typeof fetch = fetch): PaymentProvider | null {
  if (!env.PAYMENT_SECRET) return null
  const base = gatewayBase(env.PAYMENT_PROVIDER_BASE)
  if (base) return httpGateway(base, env.PAYMENT_SECRET, fetcher, returnOriginOf(env.PAYMENT_RETURN_ORIGIN))
  return isOn(env.PAYMENT_SANDBOX) ? sandboxProvider : null
}
