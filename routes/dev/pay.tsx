import type { Context } from 'hono'
import { PAYMENT_REFERENCE_PATTERN, SANDBOX_OUTCOMES } from '../../contract'
import { formatNumber } from '../../locales/format'
import { NOT_KEPT_HEADER } from '../../islands/offline/requests'
import type { AppEnv } from '../../worker/env'
import { PERSONAL_POLICY } from '../../worker/context/cache-policy'
import { settingsOf } from '../../worker/settings'
import { PageError } from '../../worker/render/error-page'
import { readForm } from '../../worker/render/form'
import { pageKit } from '../../worker/render/page-kit'
import { refusalOf } from '../../worker/render/refusal'
import { UpstreamError } from '../../worker/upstream/client'
import type { PageAccess } from '../../worker/context/access'
import { GET as notFound } from '../404'

const HERE = '/m/dev/pay'
const RETURN_PATH = '/m/order/payment'

/** The sandbox's return URL, followed only back to this site's return page; anything else goes to that page itself. */
function backToShop(c: Context<AppEnv>, returnUrl: string, reference: string): string {
  const fallback = `${RETURN_PATH}?reference=${encodeURIComponent(reference)}`
  try {
    const target = new URL(returnUrl, c.req.url)
    return target.origin === new URL(c.req.url).origin && target.pathname === RETURN_PATH ? target.pathname + target.search : fallback
  } catch {
    return fallback
  }
}

/**
 * Local runs only (PAYMENT_SANDBOX=on): the sandbox payment provider's hosted checkout page. It shows what the shop
 * asked to collect, and lets a tester pay, fail or abandon. Paying or failing makes the sandbox send its signed
 * callback to the mall; abandoning sends nothing. Then the tester is sent back to the shop's return page. Only the
 * order's buyer sees and acts on it: a guest logs in first, another user's payment does not exist. Anywhere else, and
 * whenever the upstream has no sandbox, this page does not exist.
 */
export async function GET(c: Context<AppEnv>) {
  if (!settingsOf(c.env).PAYMENT_SANDBOX) return notFound(c)
  const reference = c.req.query('reference')?.trim() ?? ''
  if (!PAYMENT_REFERENCE_PATTERN.test(reference)) return notFound(c)
  const [kit, payment] = await Promise.all([
    pageKit(c),
    c.var.upstream.call('devPayment', { query: { reference } }).catch((error: unknown) => {
      if (error instanceof UpstreamError && error.status === 404) return null
      throw error
    }),
  ])
  if (!payment) return notFound(c)
  const { t } = kit
  const open = payment.status === 'initialised'
  c.header('cache-control', PERSONAL_POLICY)
  c.header(NOT_KEPT_HEADER, '1')
  return c.render(
    <>
      <p className="card note">{t('sandbox.intro')}</p>
      <section className="card stack" aria-labelledby="sandbox-amount">
        <h2 id="sandbox-amount">{t('sandbox.amount')}</h2>
        <p className="price big" dir="ltr">{`${payment.currency} ${formatNumber(payment.amount, payment.currencyScale)}`}</p>
        <dl className="sum">
          <dt>{t('sandbox.reference')}</dt>
          <dd dir="ltr">{payment.reference}</dd>
          <dt>{t('sandbox.status')}</dt>
          <dd>{t(`paymentStatus.${payment.status}`)}</dd>
        </dl>
      </section>
      {open ? (
        <form className="card stack" method="post" action={HERE}>
          <input type="hidden" name="reference" value={payment.reference} />
          <button className="btn wide" type="submit" name="outcome" value="pay">{t('sandbox.pay')}</button>
          <button className="btn plain wide" type="submit" name="outcome" value="fail">{t('sandbox.fail')}</button>
          <button className="btn plain wide" type="submit" name="outcome" value="abandon">{t('sandbox.abandon')}</button>
        </form>
      ) : (
        <p className="card">
          {t('sandbox.closed')} <a href={`${RETURN_PATH}?reference=${encodeURIComponent(payment.reference)}`}>{t('sandbox.backToShop')}</a>
        </p>
      )}
    </>,
    { title: t('sandbox.title'), back: null },
  )
}

/** The tester's choice, as a plain form: the sandbox acts on it and sends the tester back to the shop. */
export async function POST(c: Context<AppEnv>) {
  if (!settingsOf(c.env).PAYMENT_SANDBOX) return notFound(c)
  const form = await readForm(c)
  const reference = form.text('reference', 64)
  const outcome = SANDBOX_OUTCOMES.find((known) => known === form.text('outcome', 10))
  if (!PAYMENT_REFERENCE_PATTERN.test(reference) || !outcome) return notFound(c)
  try {
    const { returnUrl } = await c.var.upstream.call('devPaymentOutcome', { body: { reference, outcome } })
    return c.redirect(backToShop(c, returnUrl, reference), 303)
  } catch (error) {
    const refused = refusalOf(error)
    if (refused === 'notFound') return notFound(c)
    if (!refused) throw error
    throw new PageError(400, `error.${refused}`)
  }
}

export const access: PageAccess = 'user'

export const namespaces = ['orders'] as const
