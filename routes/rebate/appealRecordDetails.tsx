import type { Context } from 'hono'
import { parseId } from '../../contract'
import type { AppEnv } from '../../worker/env'
import { PageError } from '../../worker/render/error-page'
import { loadCartCount, pageKit, type PageKit } from '../../worker/render/page-kit'
import { AppealImeis, AppealNotes, AppealStatusPill, AppealTimes } from '../_parts/appeal'
import { campaignName, GiftCount, rebateStyles } from '../_parts/rebate-campaign'

/** One of the retailer's appeals: its state, times, IMEIs, the note and the reason for what was not approved. */
export async function GET(c: Context<AppEnv>) {
  const id = parseId(c.req.query('id'))
  const kit = await pageKit(c)
  if (id === null) throw new PageError(404)
  const [appeal, cartCount] = await Promise.all([c.var.upstream.call('appealRecord', { query: { id: String(id) } }), loadCartCount(c)])
  const { t, tx, money } = kit
  return c.render(
    <>
      <section className="card stack" aria-labelledby="appeal">
        <div className="row">
          <h2 id="appeal">{campaignName(appeal, kit)}</h2>
          <AppealStatusPill status={appeal.status} kit={kit} />
        </div>
        {appeal.status === 'pending' ? <p className="note">{t('appealDetail.notify')}</p> : null}
        {appeal.orderId !== null ? <a href={`/m/order/details?id=${appeal.orderId}`}>{tx('rebateDetails.order', { id: appeal.orderId })}</a> : null}
        <AppealTimes appeal={appeal} kit={kit} />
        {appeal.credited > 0 ? <p>{tx('appealDetail.credited', { amount: <b dir="ltr">{money(appeal.credited)}</b> })}</p> : null}
        {appeal.gifts > 0 ? (
          <p>{tx('appealDetail.gifts', { gifts: <b><GiftCount count={appeal.gifts} gift={appeal.gift} kit={kit} /></b> })}</p>
        ) : null}
      </section>
      <section className="card stack">
        <AppealImeis appeal={appeal} kit={kit} />
        <AppealNotes appeal={appeal} kit={kit} />
      </section>
    </>,
    { title: t('appealTitle.details'), back: '/m/rebate/appealRecords', cartCount, styles: rebateStyles },
  )
}

export const namespaces = ['rebates', 'appeals'] as const
