import type { Context } from 'hono'
import {
  ADMIN_APPEAL_TABS, APPEAL_LIMITS, IDEMPOTENCY_KEY_PATTERN, IMEI_PATTERN, parseId, type AdminAppealDetail, type AdminAppealSummary, type AdminAppealTab,
} from '../../contract'

import type { AppEnv } from '../../worker/env'
import { setNotice } from '../../worker/context/notice'
import { appealRefusal } from '../../worker/render/refusal-notices'
import { pageKit, type PageKit } from '../../worker/render/page-kit'
import { refusalOf } from '../../worker/render/refusal'
import { AppealImeis, AppealNotes, AppealStatusPill, AppealTimes } from '../_parts/appeal'
import { campaignName, GiftCount, rebateStyles } from '../_parts/rebate-campaign'

const HERE = '/m/admin/appeals'
const ACTIONS = ['approve', 'approveAll', 'reject'] as const
type Action = (typeof ACTIONS)[number]

const appealPath = (id: number) => `${HERE}?id=${id}`

function Tabs({ current, kit }: { current: AdminAppealTab; kit: PageKit }) {
  return (
    <nav className="tabs" aria-label={kit.t('appealAdmin.tabs')}>
      {ADMIN_APPEAL_TABS.map((tab) => (
        <a key={tab} className="tab" href={`${HERE}?tab=${tab}`} aria-current={tab === current ? 'page' : undefined}>
          {kit.t(`appealAdmin.${tab}`)}
        </a>
      ))}
    </nav>
  )
}

function QueueCard({ appeal, kit }: { appeal: AdminAppealSummary; kit: PageKit }) {
  const { t, tx, dateTime } = kit
  return (
    <li>
      <a className="card stack link" href={appealPath(appeal.id)}>
        <span className="row">
          <b>{tx('appealAdmin.number', { id: appeal.id })}</b>
          <span>
            {appeal.overdue ? <span className="pill overdue">{t('appealAdmin.overdue')}</span> : null}{' '}
            <AppealStatusPill status={appeal.status} kit={kit} />
          </span>
        </span>
        <span>
          <bdi>{appeal.retailer.nickname}</bdi> · {campaignName(appeal, kit)}
        </span>
        <span className="row muted">
          <span>{tx('appealRecords.imeis', { count: appeal.imeiCount })}</span>
          <span>
            {appeal.status === 'pending'
              ? tx('appealDetail.dueAt', { time: dateTime(appeal.dueAt) })
              : tx('appealAdmin.reviewedAt', { time: dateTime(appeal.reviewedAt ?? appeal.createdAt) })}
          </span>
        </span>
      </a>
    </li>
  )
}

function Queue({ items, tab, kit }: { items: AdminAppealSummary[]; tab: AdminAppealTab; kit: PageKit }) {
  const { t, country, ctx } = kit
  const market = ctx.country.info?.countryCode ?? ctx.country.code
  return (
    <>
      <Tabs current={tab} kit={kit} />
      <p className="muted">
        {market ? <>{kit.tx('appealAdmin.market', { market: country(market) })} </> : null}
        <a href={`/m/market?back=${encodeURIComponent(`${HERE}?tab=${tab}`)}`}>{t('appealAdmin.otherMarket')}</a>
      </p>
      {items.length === 0 ? <p className="empty">{t(tab === 'pending' ? 'appealAdmin.emptyPending' : 'appealAdmin.emptyReviewed')}</p> : null}
      <ul className="cards">
        {items.map((appeal) => (
          <QueueCard key={appeal.id} appeal={appeal} kit={kit} />
        ))}
      </ul>
    </>
  )
}

/** Approve every IMEI, the ticked ones, or reject them all: one plain form, the reason beside it. */
function Decide({ appeal, kit }: { appeal: AdminAppealDetail; kit: PageKit }) {
  const { t, tx, money } = kit
  return (
    <form method="post" action={HERE} className="card stack">
      <input type="hidden" name="appealId" value={appeal.id} />
      <input type="hidden" name="idem" value={crypto.randomUUID()} />
      <fieldset>
        <legend>{t('appealAdmin.choose')}</legend>
        {appeal.imeis.map((row) => (
          <label key={row.imei} className="check">
            <input type="checkbox" name="imei" value={row.imei} defaultChecked />
            <span className="imei" dir="ltr">{row.imei}</span>
          </label>
        ))}
      </fieldset>
      {appeal.preview.blocked ? (
        <p className="note err">{t(`error.${appeal.preview.blocked}`)}</p>
      ) : (
        <p className="note">
          {appeal.preview.gifts > 0
            ? tx('appealAdmin.previewGifts', { count: appeal.preview.gifts })
            : tx('appealAdmin.preview', { amount: <b dir="ltr">{money(appeal.preview.amount)}</b> })}
        </p>
      )}
      <label>
        {t('appealAdmin.reason')}
        <textarea name="reason" rows={3} maxLength={APPEAL_LIMITS.reason} />
        <span className="muted">{t('appealAdmin.reasonHint')}</span>
      </label>
      <div className="actions">
        <button className="btn" type="submit" name="action" value="approveAll">{t('appealAdmin.approveAll')}</button>
        <button className="btn plain" type="submit" name="action" value="approve">{t('appealAdmin.approveSelected')}</button>
        <button className="btn plain" type="submit" name="action" value="reject">{t('appealAdmin.reject')}</button>
      </div>
    </form>
  )
}

function Decisions({ appeal, kit }: { appeal: AdminAppealDetail; kit: PageKit }) {
  const { t, tx, money, dateTime } = kit
  if (appeal.decisions.length === 0) return null
  return (
    <section className="card stack" aria-labelledby="decisions">
      <h2 id="decisions">{t('appealAdmin.log')}</h2>
      <ol className="timeline">
        {appeal.decisions.map((decision, index) => (
          <li key={index}>
            <b>
              {decision.decision === 'approve'
                ? tx('appealAdmin.approvedBy', { admin: <bdi>{decision.admin}</bdi>, count: decision.approved.length })
                : tx('appealAdmin.rejectedBy', { admin: <bdi>{decision.admin}</bdi> })}
            </b>
            {decision.credited > 0 ? <> · <span dir="ltr">{money(decision.credited)}</span></> : null}
            {decision.gifts > 0 ? <> · <GiftCount count={decision.gifts} gift={appeal.gift} kit={kit} /></> : null}
            <br />
            {decision.reason ? <><bdi>{decision.reason}</bdi><br /></> : null}
            <time className="muted" dateTime={new Date(decision.at).toISOString()}>{dateTime(decision.at)}</time>
          </li>
        ))}
      </ol>
    </section>
  )
}

/** Each appealed IMEI's scans and rebates before this appeal; a unit already scanned or paid under this campaign is flagged. */
function UnitHistories({ appeal, kit }: { appeal: AdminAppealDetail; kit: PageKit }) {
  const { t, tx, money, dateTime } = kit
  const time = (at: number) => <time dateTime={new Date(at).toISOString()}>{dateTime(at)}</time>
  return (
    <section className="card stack" aria-labelledby="unit-history">
      <h2 id="unit-history">{t('appealAdmin.history')}</h2>
      <ul className="cards">
        {appeal.history.map((unit) => {
          const scanned = unit.scans.some((scan) => scan.status === 'approved')
          const paid = unit.rebates.some((rebate) => rebate.campaignId === appeal.campaignId && rebate.status === 'credited')
          return (
            <li key={unit.imei} className="stack" data-history-imei={unit.imei}>
              <b className="imei" dir="ltr">{unit.imei}</b>
              {scanned ? <p className="note err" data-flag="scanned">{t('appealAdmin.alreadyScanned')}</p> : null}
              {paid ? <p className="note err" data-flag="paid">{t('appealAdmin.alreadyPaid')}</p> : null}
              {unit.scans.length === 0 && unit.rebates.length === 0 ? <span className="muted">{t('appealAdmin.noHistory')}</span> : null}
              {unit.scans.map((scan, index) => (
                <span key={`s${index}`}>
                  {tx(scan.status === 'approved' ? 'appealAdmin.scanApproved' : 'appealAdmin.scanRefused', { shop: <bdi>{scan.shop}</bdi>, time: time(scan.at) })}
                </span>
              ))}
              {unit.rebates.map((rebate, index) => (
                <span key={`r${index}`}>
                  {tx('appealAdmin.rebate', {
                    campaign: <bdi>{campaignName(rebate, kit)} ({rebate.campaignId})</bdi>,
                    status: t(`rebateStatus.${rebate.status}`),
                    amount: rebate.gifts > 0 ? <GiftCount count={rebate.gifts} gift={appeal.gift} kit={kit} /> : <span dir="ltr">{money(rebate.amount)}</span>,
                  })}
                </span>
              ))}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

function AppealView({ appeal, kit }: { appeal: AdminAppealDetail; kit: PageKit }) {
  const { t, tx } = kit
  return (
    <>
      <section className="card stack" aria-labelledby="appeal">
        <div className="row">
          <h2 id="appeal">{tx('appealAdmin.number', { id: appeal.id })}</h2>
          <span>
            {appeal.overdue ? <span className="pill overdue">{t('appealAdmin.overdue')}</span> : null}{' '}
            <AppealStatusPill status={appeal.status} kit={kit} />
          </span>
        </div>
        <p>
          {t('appealAdmin.retailer')}: <b><bdi>{appeal.retailer.nickname}</bdi></b> <span className="muted">(<bdi>{appeal.retailer.username}</bdi>)</span>
          <br />
          {campaignName(appeal, kit)}
          {appeal.orderId !== null ? <> · <a href={`/m/admin/orders?id=${appeal.orderId}`}>{tx('rebateDetails.order', { id: appeal.orderId })}</a></> : null}
        </p>
        <AppealTimes appeal={appeal} kit={kit} />
        <AppealNotes appeal={appeal} kit={kit} />
      </section>
      {appeal.status === 'pending' ? <Decide appeal={appeal} kit={kit} /> : (
        <section className="card">
          <AppealImeis appeal={appeal} kit={kit} />
        </section>
      )}
      <UnitHistories appeal={appeal} kit={kit} />
      <Decisions appeal={appeal} kit={kit} />
      <p className="row end">
        <a className="btn plain" href={HERE}>{t('appealAdmin.queue')}</a>
      </p>
    </>
  )
}

/** Admins only: the appeals of the market by due date (overdue marked), and one appeal at a time with its decision. */
export async function GET(c: Context<AppEnv>) {
  const kit = await pageKit(c)
  const id = parseId(c.req.query('id'))
  const tab = ADMIN_APPEAL_TABS.find((known) => known === c.req.query('tab')) ?? 'pending'
  const title = kit.t('appealTitle.admin')
  if (id !== null) {
    const appeal = await c.var.upstream.call('adminAppeal', { query: { id: String(id) } })
    return c.render(<AppealView appeal={appeal} kit={kit} />, { title, back: HERE, styles: rebateStyles })
  }
  const queue = await c.var.upstream.call('adminAppeals', { query: { tab } })
  return c.render(<Queue items={queue.items} tab={tab} kit={kit} />, { title, styles: rebateStyles })
}

type Form = { text: (name: string, max: number) => string; all: (name: string) => string[] }

async function readAll(c: Context<AppEnv>): Promise<Form> {
  const body: Record<string, unknown> = await c.req.parseBody({ all: true }).catch(() => ({}))
  const all = (name: string) => [body[name]].flat().filter((value): value is string => typeof value === 'string')
  return { all, text: (name, max) => (all(name)[0] ?? '').slice(0, max) }
}

const backTo = (appealId: number | null) => (appealId === null ? HERE : appealPath(appealId))

/** After a login, the decision's form comes back to its appeal. */
export const back = async (c: Context<AppEnv>) => backTo(parseId((await readAll(c)).text('appealId', 10)))

/** The decision without JavaScript: the mall checks the role, the state and the reason; a notice says how it went. */
export async function POST(c: Context<AppEnv>) {
  const form = await readAll(c)
  const appealId = parseId(form.text('appealId', 10))
  const back = backTo(appealId)
  const action = ACTIONS.find((known) => known === form.text('action', 20)) as Action | undefined
  if (appealId === null || !action) {
    setNotice(c, { fail: 'error.notFound' })
    return c.redirect(back, 303)
  }
  const reason = form.text('reason', APPEAL_LIMITS.reason).trim()
  const imeis = form.all('imei').filter((imei) => IMEI_PATTERN.test(imei)).slice(0, APPEAL_LIMITS.imeis)
  if (action === 'approve' && imeis.length === 0) {
    setNotice(c, { fail: 'appealNotice.noneSelected' })
    return c.redirect(back, 303)
  }
  if (action === 'reject' && !reason) {
    setNotice(c, { fail: 'error.rejectReasonRequired' })
    return c.redirect(back, 303)
  }
  const key = form.text('idem', 101)
  const idempotencyKey = IDEMPOTENCY_KEY_PATTERN.test(key) ? key : crypto.randomUUID()
  try {
    if (action === 'reject') await c.var.upstream.call('rejectAppeal', { idempotencyKey, body: { appealId, reason } })
    else await c.var.upstream.call('approveAppeal', { idempotencyKey, body: { appealId, imeis: action === 'approveAll' ? undefined : [...new Set(imeis)], reason } })
    setNotice(c, action === 'reject' ? { ok: 'appealNotice.rejected' } : { ok: 'appealNotice.approved' })
  } catch (error) {
    const refused = refusalOf(error)
    if (!refused) throw error
    setNotice(c, appealRefusal(refused))
  }
  return c.redirect(back, 303)
}

export const namespaces = ['rebates', 'appeals'] as const
