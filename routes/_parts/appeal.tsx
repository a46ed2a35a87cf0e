import type { AppealDetail, AppealStatus } from '../../contract'
import type { PageKit } from '../../worker/render/page-kit'

export const recordPath = (id: number) => `/m/rebate/appealRecordDetails?id=${id}`

export function AppealStatusPill({ status, kit }: { status: AppealStatus; kit: PageKit }) {
  return <span className={`pill ${status}`}>{kit.t(`appealStatus.${status}`)}</span>
}

export function AppealTimes({ appeal, kit }: { appeal: AppealDetail; kit: PageKit }) {
  const { t, dateTime } = kit
  const time = (at: number) => <time dateTime={new Date(at).toISOString()}>{dateTime(at)}</time>
  return (
    <dl className="sum">
      <dt>{t('appealDetail.appealTime')}</dt>
      <dd>{time(appeal.createdAt)}</dd>
      <dt>{t('appealDetail.reviewTime')}</dt>
      <dd>{appeal.reviewedAt === null ? t('appealDetail.notReviewed') : time(appeal.reviewedAt)}</dd>
      {appeal.status === 'pending' ? (
        <>
          <dt>{t('appealDetail.reviewBy')}</dt>
          <dd>{time(appeal.dueAt)}</dd>
        </>
      ) : null}
    </dl>
  )
}

export function AppealImeis({ appeal, kit }: { appeal: AppealDetail; kit: PageKit }) {
  const { t } = kit
  return (
    <table className="grid">
      <caption>{t('appealDetail.imeis')}</caption>
      <tbody>
        {appeal.imeis.map((row) => (
          <tr key={row.imei}>
            <td className="imei" dir="ltr">{row.imei}</td>
            <td>
              <span className={`pill ${row.status}`}>{t(`appealStatus.${row.status}`)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The retailer's note and, once rejected, the admin's reason: both typed by people, shown as text in their own direction. */
export function AppealNotes({ appeal, kit }: { appeal: AppealDetail; kit: PageKit }) {
  const { t } = kit
  return (
    <>
      <h3>{t('appealDetail.note')}</h3>
      <p className="note"><bdi>{appeal.note}</bdi></p>
      {appeal.rejectReason !== null ? (
        <>
          <h3>{t('appealDetail.rejectReason')}</h3>
          <p className="note"><bdi>{appeal.rejectReason}</bdi></p>
        </>
      ) : null}
    </>
  )
}
