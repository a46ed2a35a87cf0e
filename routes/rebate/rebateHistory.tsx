import type { Context } from 'hono'
import { MONTH_PATTERN, type RebateHistory, type RebateSummary } from '../../contract'
import type { AppEnv } from '../../worker/env'
import { loadCartCount, pageKit, type PageKit } from '../../worker/render/page-kit'
import { campaignName, GiftCount, monthLabel, rebateStyles } from '../_parts/rebate-campaign'

const HERE = '/m/rebate/rebateHistory'

const detailsPath = (campaignId: number, month: string) => `/m/rebate/rebateHistoryDetails?campaignId=${campaignId}&month=${month}`

function Totals({ history, kit }: { history: RebateHistory; kit: PageKit }) {
  const { t, money } = kit
  return (
    <dl className="figures">
      <div>
        <dt>{t('rebateHistory.credited')}</dt>
        <dd dir="ltr">{money(history.credited)}</dd>
      </div>
      <div>
        <dt>{t('rebateHistory.pending')}</dt>
        <dd dir="ltr">{money(history.pending)}</dd>
      </div>
    </dl>
  )
}

function MonthFilter({ history, month, kit }: { history: RebateHistory; month: string | undefined; kit: PageKit }) {
  const { t } = kit
  if (history.months.length === 0) return null
  return (
    <form method="get" action={HERE} className="card row">
      <label>
        {t('rebateHistory.month')}
        <select name="month" defaultValue={month ?? ''}>
          <option value="">{t('rebateHistory.allMonths')}</option>
          {history.months.map((known) => (
            <option key={known} value={known}>{monthLabel(known, kit)}</option>
          ))}
        </select>
      </label>
      <button className="btn" type="submit">{t('rebateHistory.show')}</button>
    </form>
  )
}

function SummaryCard({ summary, kit }: { summary: RebateSummary; kit: PageKit }) {
  const { t, money } = kit
  const heading = `summary-${summary.campaignId}-${summary.month}`
  /** A gift rule gives goods: its table counts gifts, never a ₦0.00 that reads as "nothing". */
  const goods = summary.rule === 'gift' && summary.credited === 0 && summary.pending === 0
  return (
    <section className="card stack" aria-labelledby={`${heading} ${heading}-month`}>
      <div className="row">
        <h2 id={heading}>{campaignName(summary, kit)}</h2>
        <span className="muted month" id={`${heading}-month`}>{monthLabel(summary.month, kit)}</span>
      </div>
      <table className="grid">
        <caption className="sr-only">{t('rebateHistory.byStatus')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('rebateHistory.status')}</th>
            <th scope="col">{t('rebateHistory.number')}</th>
            <th scope="col">{goods ? t('rebateRules.gifts') : t('rebateHistory.amount')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row"><span className="pill credited">{t('rebateStatus.credited')}</span></th>
            <td>{summary.creditedCount}</td>
            {goods ? <td><GiftCount count={summary.gifts} gift={summary.gift} kit={kit} /></td> : <td dir="ltr">{money(summary.credited)}</td>}
          </tr>
          <tr>
            <th scope="row"><span className="pill pending">{t('rebateStatus.pending')}</span></th>
            <td>{summary.pendingCount}</td>
            {goods ? <td /> : <td dir="ltr">{money(summary.pending)}</td>}
          </tr>
          <tr>
            <th scope="row"><span className="pill refused">{t('rebateStatus.refused')}</span></th>
            <td>{summary.refusedCount}</td>
            <td />
          </tr>
          {summary.gifts > 0 && !goods ? (
            <tr>
              <th scope="row">{t('rebateRules.gifts')}</th>
              <td colSpan={2}><GiftCount count={summary.gifts} gift={summary.gift} kit={kit} /></td>
            </tr>
          ) : null}
        </tbody>
      </table>
      <a className="btn plain" href={detailsPath(summary.campaignId, summary.month)}>{t('rebateHistory.details')}</a>
    </section>
  )
}

/** A retailer's rebates by campaign and month: what was credited, what is pending, how many were not eligible. */
export async function GET(c: Context<AppEnv>) {
  const asked = c.req.query('month')
  const month = asked && MONTH_PATTERN.test(asked) ? asked : undefined
  const [kit, history, cartCount] = await Promise.all([
    pageKit(c),
    c.var.upstream.call('rebateHistory', { query: month ? { month } : {} }),
    loadCartCount(c),
  ])
  const { t } = kit
  return c.render(
    <>
      <Totals history={history} kit={kit} />
      <MonthFilter history={history} month={month} kit={kit} />
      {history.items.length === 0 ? (
        <section className="empty">
          <p>{t('rebateHistory.empty')}</p>
          <a className="btn" href="/m/incentive/order-rebate">{t('rebateHistory.rules')}</a>
        </section>
      ) : (
        history.items.map((summary) => <SummaryCard key={`${summary.campaignId}-${summary.month}`} summary={summary} kit={kit} />)
      )}
      <p className="actions">
        <a className="btn" href="/m/imei/scan">{t('imeiScan.scanLink')}</a>
        <a className="btn plain" href="/m/wallet/reward">{t('rebateHistory.reward')}</a>
        <a className="btn plain" href="/m/rebate/appeal">{t('rebateHistory.appealMissing')}</a>
        <a className="btn plain" href="/m/rebate/appealRecords">{t('rebateRules.appeals')}</a>
        <a className="btn plain" href="/m/incentive/order-rebate">{t('rebateHistory.rules')}</a>
      </p>
    </>,
    { title: t('rebateTitle.history'), cartCount, styles: rebateStyles },
  )
}

export const namespaces = ['rebates', 'imei'] as const
