import type { Context } from 'hono'
import type { AppEnv } from '../../worker/env'
import { pageKit } from '../../worker/render/page-kit'
import { UpstreamError } from '../../worker/upstream/client'

/** Where the payment provider sends the buyer back, a path of this site; it adds `reference` and a `status` hint. */
export const RETURN_PATH = '/m/order/payment'
const SANDBOX_PATH = '/m/dev/pay'

/**
 * The provider's checkout page as the mall named it, if it is one the buyer may be sent to: an https URL (the
 * gateway's hosted page), or the sandbox's page on this site. Anything else (another scheme, a path elsewhere on
 * this site, `//host`) is refused rather than followed: no open redirect.
 */
export function checkoutTarget(url: string): string | null {
  if (url.startsWith('/')) {
    const local = new URL(url, 'https://this.site.invalid')
    return local.origin === 'https://this.site.invalid' && local.pathname === SANDBOX_PATH ? local.pathname + local.search : null
  }
  try {
    const remote = new URL(url)
    return remote.protocol === 'https:' && !remote.username && !remote.password ? remote.href : null
  } catch {
    return null
  }
}

/**
 * Starts paying an order (or resumes its attempt still open) and answers the provider's page to send the buyer to.
 * Refusals of the mall (not awaiting payment, no provider) reach the caller as the upstream's errors.
 */
export async function paymentCheckout(c: Context<AppEnv>, orderId: number, idempotencyKey: string): Promise<string> {
  const checkout = await c.var.upstream.call('startPayment', { body: { orderId, returnUrl: RETURN_PATH }, idempotencyKey })
  const target = checkoutTarget(checkout.checkoutUrl)
  if (!target) throw new UpstreamError('malformed', 502, '', 'badGateway')
  return target
}

/**
 * Sends the buyer to the provider's page after a form post. The sandbox's page is on this site: a plain redirect.
 * A gateway's page is on another site, where the form's own redirect would be stopped by this site's
 * `form-action 'self'` policy: a page takes the buyer there instead (a refresh, and a link).
 */
export async function toProvider(c: Context<AppEnv>, target: string) {
  if (target.startsWith('/')) return c.redirect(target, 303)
  const { t } = await pageKit(c)
  return c.render(
    <section className="card stack">
      <meta httpEquiv="refresh" content={`0;url=${target}`} />
      <p>{t('paymentReturn.continuing')}</p>
      <a className="btn wide" href={target}>{t('paymentReturn.toProvider')}</a>
    </section>,
    { title: t('title.payment'), back: null },
  )
}
