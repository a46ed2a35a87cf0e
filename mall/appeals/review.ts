import { type AppealBlock, type AppealDecided, type AppealStatus, earnedBy, type Earned, isOrderRule, kindOfRule } from '../../contract'
import { errorBody, successBody } from '../core/envelope'
import { invalidInput, notFound } from '../core/errors'
import type { Refusal } from '../core/guarded-write'
import type { Effect } from '../core/idempotent-write'
import { toMajor } from '../core/money'
import { belongsTo, packedUnits } from '../imei/units'
import { CAMPAIGN_COLUMNS, type CampaignRow, orderRuleOf, tiersOf } from '../rebates/campaigns'
import { monthOf, rebateKey, rebateStatements, type RebateWrite } from '../rebates/store'

/**
 * The decision's audit row is written only when its guarded update found the appeal still pending; each rebate it
 * pays, only while that rebate is still unpaid and the retailer's (a NULL status refuses the batch otherwise).
 */
export const REVIEW_REFUSALS: Refusal[] = [
  { constraint: 'NOT NULL constraint failed: appeal_decisions.decision', key: 'appealReviewed' },
  { constraint: 'NOT NULL constraint failed: appeals.status', key: 'appealNotAllowed' },
]

export type AppealRow = {
  id: number
  user_id: number
  country_id: number
  campaign_id: number
  order_id: number | null
  status: AppealStatus
  currency_scale: number
}

export const findAppeal = (db: D1Database, id: number) =>
  db
    .prepare(
      `SELECT a.id, a.user_id, a.country_id, a.campaign_id, a.order_id, a.status, c.currency_scale
       FROM appeals a JOIN countries c ON c.id = a.country_id WHERE a.id = ?`,
    )
    .bind(id)
    .first<AppealRow>()

export const imeisOf = async (db: D1Database, appealId: number) =>
  (await db.prepare('SELECT imei FROM appeal_imeis WHERE appeal_id = ? ORDER BY imei').bind(appealId).all<{ imei: string }>()).results.map((row) => row.imei)

type OrderRow = { created_at: number; pieces: number }

/** What approving gives: the rebates to write, or why approving may not happen (the admin rejects instead). */
export type Approval = { writes: RebateWrite[]; refusal: null } | { writes: []; refusal: AppealBlock }

const refused = (refusal: AppealBlock): Approval => ({ writes: [], refusal })

/**
 * The rebates approving `approved` pays, only ever to the owner of what is approved: for a rule per order, the
 * retailer's own order's rebate with the approved IMEIs as its pieces (never more than it has); for a rule per IMEI,
 * each IMEI's amount under the key the job would use, each a unit packed in a delivery to this retailer. An IMEI that
 * is no unit of theirs (an appeal sent before that was checked) is refused whole, as is an approval that would give
 * nothing under the rule.
 */
export async function approvedRebates(db: D1Database, appeal: AppealRow, approved: readonly string[], now: number): Promise<Approval> {
  const campaign = await db.prepare(`SELECT ${CAMPAIGN_COLUMNS} FROM rebate_campaigns WHERE id = ?`).bind(appeal.campaign_id).first<CampaignRow>()
  if (!campaign || approved.length === 0) return refused('appealPaysNothing')
  const base = { campaignId: campaign.id, userId: appeal.user_id, countryId: appeal.country_id, appealId: appeal.id, status: 'credited' as const, reason: null }
  if (isOrderRule(campaign.rule)) {
    if (appeal.order_id === null) return refused('appealNotTheirs')
    const order = await db
      .prepare(
        `SELECT o.created_at, (SELECT COALESCE(SUM(ol.quantity), 0) FROM order_lines ol
           JOIN rebate_products rp ON rp.product_id = ol.product_id AND rp.campaign_id = ?2 WHERE ol.order_id = o.id) AS pieces
         FROM orders o WHERE o.id = ?1 AND o.user_id = ?3`,
      )
      .bind(appeal.order_id, campaign.id, appeal.user_id)
      .first<OrderRow>()
    if (!order) return refused('appealNotTheirs')
    const pieces = Math.min(approved.length, order.pieces)
    const earned: Earned = earnedBy(orderRuleOf(campaign, await tiersOf(db, [campaign.id])), pieces)
    if (earned.amount === 0 && earned.gifts === 0) return refused('appealPaysNothing')
    const write: RebateWrite = {
      ...base, sourceKey: rebateKey('order', campaign.id, appeal.order_id), kind: 'order', orderId: appeal.order_id, imei: null, pieces,
      month: monthOf(order.created_at, campaign.country_code), amountMinor: earned.amount, gifts: earned.gifts,
    }
    return unpaid(db, appeal, [write])
  }
  const kind = kindOfRule(campaign.rule)
  const unitOf = new Map((await packedUnits(db, approved)).map((unit) => [unit.imei, unit]))
  if (!approved.every((imei) => belongsTo(unitOf.get(imei), appeal.user_id))) return refused('appealNotTheirs')
  const writes = approved.map((imei): RebateWrite => {
    const unit = unitOf.get(imei)!
    return {
      ...base, sourceKey: rebateKey(kind, campaign.id, imei), kind, orderId: unit.order_id, imei, pieces: 1,
      month: monthOf(unit.scanned_at ?? now, campaign.country_code), amountMinor: campaign.amount_minor ?? 0, gifts: 0,
    }
  })
  return unpaid(db, appeal, writes)
}

/** Approving pays every rebate it approves: one paid meanwhile (by the job, or to anyone else) refuses the approval. */
async function unpaid(db: D1Database, appeal: AppealRow, writes: RebateWrite[]): Promise<Approval> {
  const { results } = await db
    .prepare('SELECT status, user_id FROM rebates WHERE source_key IN (SELECT value FROM json_each(?))')
    .bind(JSON.stringify(writes.map((write) => write.sourceKey)))
    .all<{ status: string; user_id: number }>()
  return results.some((row) => row.status === 'credited' || row.user_id !== appeal.user_id) ? refused('appealNotAllowed') : { writes, refusal: null }
}

type Review = { appeal: AppealRow; adminId: number; status: AppealStatus; approved: readonly string[]; reason: string | null; writes: RebateWrite[]; now: number }

/**
 * A decision: the appeal leaves 'pending' by a guarded update, the audit row follows it (NULL, so the batch is
 * refused, when the update found the appeal already decided: a constraint failure used as control flow), then each
 * IMEI's state and the rebates with their credits, each rebate row followed by a guard that nulls the appeal's status
 * (refusing the batch) when the row was not written: paid meanwhile, or another retailer's. Two admins deciding at
 * once: one batch lands, the other is refused whole.
 */
function reviewStatements(db: D1Database, review: Review): D1PreparedStatement[] {
  const { appeal, now } = review
  const decision = review.status === 'rejected' ? 'reject' : 'approve'
  const credited = review.writes.reduce((sum, write) => sum + write.amountMinor, 0)
  const gifts = review.writes.reduce((sum, write) => sum + write.gifts, 0)
  return [
    db
      .prepare("UPDATE appeals SET status = ?, reject_reason = ?, reviewed_at = ?, reviewed_by = ? WHERE id = ? AND status = 'pending'")
      .bind(review.status, review.reason, now, review.adminId, appeal.id),
    db
      .prepare(
        `INSERT INTO appeal_decisions (appeal_id, admin_id, decision, approved, reason, credited_minor, gifts, created_at)
         VALUES (?1, ?2, CASE WHEN changes() = 1 THEN ?3 END, ?4, ?5, ?6, ?7, ?8)`,
      )
      .bind(appeal.id, review.adminId, decision, JSON.stringify(review.approved), review.reason, credited, gifts, now),
    db
      .prepare("UPDATE appeal_imeis SET status = CASE WHEN imei IN (SELECT value FROM json_each(?2)) THEN 'approved' ELSE 'rejected' END WHERE appeal_id = ?1")
      .bind(appeal.id, JSON.stringify(review.approved)),
    ...review.writes.flatMap((write) => {
      const [row, ...credit] = rebateStatements(db, write, now, ['pending', 'refused'])
      return [row!, db.prepare('UPDATE appeals SET status = CASE WHEN changes() = 1 THEN status END WHERE id = ?').bind(appeal.id), ...credit]
    }),
  ]
}

const decided = (review: Review): AppealDecided => ({
  appealId: review.appeal.id,
  status: review.status,
  approvedCount: review.approved.length,
  credited: toMajor(review.writes.reduce((sum, write) => sum + write.amountMinor, 0), review.appeal.currency_scale),
  gifts: review.writes.reduce((sum, write) => sum + write.gifts, 0),
})

/** Approves `imeis` of a pending appeal (all when absent) and rejects the others, which needs a reason. */
export async function approveEffect(
  db: D1Database,
  adminId: number,
  request: { appealId: number; imeis?: string[]; reason: string },
  now: number,
): Promise<Effect<AppealDecided>> {
  const appeal = await findAppeal(db, request.appealId)
  if (!appeal) throw notFound()
  if (appeal.status !== 'pending') return { answer: errorBody('appealReviewed') }
  const all = await imeisOf(db, appeal.id)
  const approved = request.imeis ?? all
  if (approved.some((imei) => !all.includes(imei))) throw invalidInput()
  const reason = request.reason.trim() || null
  if (approved.length < all.length && !reason) return { answer: errorBody('rejectReasonRequired') }
  const approval = await approvedRebates(db, appeal, approved, now)
  if (approval.refusal) return { answer: errorBody(approval.refusal) }
  const review: Review = {
    appeal, adminId, now, approved, reason: approved.length < all.length ? reason : null,
    status: approved.length === all.length ? 'approved' : 'partlyApproved',
    writes: approval.writes,
  }
  return { answer: successBody(decided(review)), statements: reviewStatements(db, review) }
}

/** Rejects every IMEI of a pending appeal, with the reason the retailer will read. */
export async function rejectEffect(db: D1Database, adminId: number, request: { appealId: number; reason: string }, now: number): Promise<Effect<AppealDecided>> {
  const reason = request.reason.trim()
  const appeal = await findAppeal(db, request.appealId)
  if (!appeal) throw notFound()
  if (!reason) return { answer: errorBody('rejectReasonRequired') }
  if (appeal.status !== 'pending') return { answer: errorBody('appealReviewed') }
  const review: Review = { appeal, adminId, now, approved: [], reason, status: 'rejected', writes: [] }
  return { answer: successBody(decided(review)), statements: reviewStatements(db, review) }
}
