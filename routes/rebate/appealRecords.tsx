import type { Context } from 'hono'
import type { AppealRecords, AppealSummary } from '../../contract'
import type { AppEnv } from '../../worker/env'
import { loadCartCount, pageKit, type PageKit } from '../../worker/render/page-kit'
import { AppealStatusPill, recordPath } from '../_parts/appeal'
import { campaignName, rebateStyles } from '../_parts/rebate-campaign'

function Figures({ records, kit }: { records: AppealRecords; kit: PageKit }) {
  const { t } = kit
  return (
    <dl className="figures">
      <div>
        <dt>{t('appealRecords.appealCount')}</dt>
        <dd>{records.appealCount}</dd>
      </div>
      <div>
        <dt>{t('appealRecords.approvedCount')}</dt>
        <dd>{records.approvedCount}</dd>
      </div>
      <div>
        <dt>{t('appealRecords.imeiCount')}</dt>
        <dd>{records.imeiCount}</dd>
      </div>
    </dl>
  )
}

function RecordCard({ record, kit }: { record: AppealSummary; kit: PageKit }) {
  const { t, tx, dateTime } = kit
  return (
    <li>
      <a className="card stack link" href={recordPath(record.id)}>
        <span className="row">
          <b>{campaignName(record, kit)}</b>
          <AppealStatusPill status={record.status} kit={kit} />
        </span>
        <span className="row muted">
          <span>{tx('appealRecords.imeis', { count: record.imeiCount })}</span>
          <span>{tx('appealRecords.approved', { count: record.approvedCount })}</span>
        </span>
        <span className="muted">
          {tx('appealDetail.sentAt', { time: dateTime(record.createdAt) })}
          {record.status === 'pending' ? <> · {tx('appealDetail.dueAt', { time: dateTime(record.dueAt) })}</> : null}
        </span>
        {record.orderId !== null ? <span className="muted">{tx('rebateDetails.order', { id: record.orderId })}</span> : null}
        <span className="sr-only">{t('appealRecords.open')}</span>
      </a>
    </li>
  )
}

/** A retailer's appeals: how many, how many IMEIs were appealed and approved, then each appeal, newest first. */
export async function GET(c: Context<AppEnv>) {
  const [kit, records, cartCount] = await Promise.all([pageKit(c), c.var.upstream.call('appealRecords'), loadCartCount(c)])
  const { t } = kit
  return c.render(
    <>
      <Figures records={records} kit={kit} />
      {records.items.length === 0 ? <p className="empty">{t('appealRecords.empty')}</p> : null}
      <ul className="cards">
        {records.items.map((record) => (
          <RecordCard key={record.id} record={record} kit={kit} />
        ))}
      </ul>
      <p className="actions">
        <a className="btn plain" href="/m/rebate/appeal">{t('rebateHistory.appealMissing')}</a>
        <a className="btn plain" href="/m/rebate/rebateHistory">{t('rebateRules.history')}</a>
      </p>
    </>,
    { title: t('appealTitle.records'), back: '/m/rebate/rebateHistory', cartCount, styles: rebateStyles },
  )
}

export const namespaces = ['rebates', 'appeals'] as const
