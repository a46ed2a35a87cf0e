import type { Context } from 'hono'
import { MONTH_PATTERN, parseId, type Rebate, type RebateCampaign } from '../../contract'
import type { AppEnv } from '../../worker/env'
import { PageError } from '../../worker/render/error-page'
import { loadCartCount, pageKit, type PageKit } from '../../worker/render/page-kit'
import { campaignName, GiftCount, monthLabel, Period, rebateStyles } from '../_parts/rebate-campaign'

/** The appeal form, filled in for this rebate. */
function appealPath(campaign: RebateCampaign, rebate: Rebate): string {
  const query = new URLSearchParams({ campaignId: String(campaign.id) })
  if (rebate.orderId !== null) query.set('orderId', String(rebate.orderId))
  if (rebate.imei !== null) query.set('imei', rebate.imei)
  return `/m/rebate/appeal?${query}`
}

function Subject({ rebate, kit }: { rebate: Rebate; kit: PageKit }) {
  const { tx } = kit
  const order = rebate.orderId === null ? null : <a href={`/m/order/details?id=${rebate.orderId}`}>{tx('rebateDetails.order', { id: rebate.orderId })}</a>
  if (rebate.imei === null) {
    return (
      <span className="info">
        <b>{order}</b>
        <span className="muted">{tx('rebateRules.piecesCount', { count: rebate.pieces })}</span>
      </span>
    )
  }
  return (
    <span className="info">
      <b>{tx('rebateDetails.imei', { imei: <span className="imei">{rebate.imei}</span> })}</b>
      {order ? <span className="muted">{order}</span> : null}
    </span>
  )
}

function RebateCard({ rebate, campaign, kit }: { rebate: Rebate; campaign: RebateCampaign; kit: PageKit }) {
  const { t, money, dateTime } = kit
  return (
    <li className="card stack">
      <div className="row">
        <Subject rebate={rebate} kit={kit} />
        {rebate.gifts > 0 ? <b><GiftCount count={rebate.gifts} gift={campaign.gift?.product ?? null} kit={kit} /></b> : <b dir="ltr">{money(rebate.amount)}</b>}
      </div>
      <div className="row">
        <span className={`pill ${rebate.status}`}>{t(`rebateStatus.${rebate.status}`)}</span>
        <time className="muted" dateTime={new Date(rebate.updatedAt).toISOString()}>{dateTime(rebate.updatedAt)}</time>
      </div>
      {rebate.reason ? <p className="note">{t(`rebateReason.${rebate.reason}`)}</p> : null}
      {rebate.appealable ? <a className="btn plain" href={appealPath(campaign, rebate)}>{t('rebateDetails.appeal')}</a> : null}
      {rebate.appealBlock ? <p className="muted" data-why-not={rebate.appealBlock}>{t(`rebateDetails.whyNot.${rebate.appealBlock}`)}</p> : null}
      {rebate.appealId !== null ? (
        <a href={`/m/rebate/appealRecordDetails?id=${rebate.appealId}`}>{t('rebateDetails.seeAppeal')}</a>
      ) : null}
    </li>
  )
}

/** One campaign's rebates of the retailer in one month: each order and each IMEI, its status and the reason. */
export async function GET(c: Context<AppEnv>) {
  const campaignId = parseId(c.req.query('campaignId'))
  const month = c.req.query('month')
  const kit = await pageKit(c)
  if (campaignId === null || !month || !MONTH_PATTERN.test(month)) throw new PageError(404)
  const [details, cartCount] = await Promise.all([
    c.var.upstream.call('rebateDetails', { query: { campaignId: String(campaignId), month } }),
    loadCartCount(c),
  ])
  const { t } = kit
  const { campaign } = details
  return c.render(
    <>
      <section className="card stack" aria-labelledby="campaign">
        <div className="row">
          <h2 id="campaign">{campaignName(campaign, kit)}</h2>
          <span className="muted month">{monthLabel(details.month, kit)}</span>
        </div>
        <Period campaign={campaign} kit={kit} />
        <a href={`/m/rebate/rebateHistory?month=${details.month}`}>{t('rebateDetails.back')}</a>
      </section>
      {details.items.length === 0 ? <p className="empty">{t('rebateDetails.empty')}</p> : null}
      <ul className="cards">
        {details.items.map((rebate) => (
          <RebateCard key={rebate.id} rebate={rebate} campaign={campaign} kit={kit} />
        ))}
      </ul>
    </>,
    { title: t('rebateTitle.details'), back: '/m/rebate/rebateHistory', cartCount, styles: rebateStyles },
  )
}

export const namespaces = ['rebates'] as const
