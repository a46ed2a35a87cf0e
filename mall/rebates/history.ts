import {
  APPEAL_LIMITS, type AppealWhyNot, appealRefusal, isOrderRule, type OrderRule, type Rebate, type RebateHistory, type RebateKind, type RebateLine, type RebateReason,
  type RebateRule, type RebateStatus, type RebateSummary,
} from '../../contract'
import { toMajor } from '../core/money'
import { type CampaignRow, orderRuleOf, tiersOf } from './campaigns'

type SummaryRow = {
  campaign_id: number
  rule: RebateRule
  line: RebateLine
  month: string
  credited: number
  pending: number
  gifts: number
  gift_id: number | null
  gift_name: string | null
  gift_image: string | null
  credited_count: number
  pending_count: number
  refused_count: number
}

/** A retailer's rebates in one market by campaign and month, newest month first (one month when `month` is given). */
export async function historyOf(db: D1Database, userId: number, countryId: number, scale: number, month: string | null): Promise<RebateHistory> {
  const [summaries, months] = await db.batch([
    db
      .prepare(
        `SELECT r.campaign_id, c.rule, c.line, r.month,
                SUM(CASE WHEN r.status = 'credited' THEN r.amount_minor ELSE 0 END) AS credited,
                SUM(CASE WHEN r.status = 'pending' THEN r.amount_minor ELSE 0 END) AS pending,
                SUM(CASE WHEN r.status = 'credited' THEN r.gifts ELSE 0 END) AS gifts,
                SUM(r.status = 'credited') AS credited_count, SUM(r.status = 'pending') AS pending_count, SUM(r.status = 'refused') AS refused_count,
                g.id AS gift_id, g.name AS gift_name, g.image AS gift_image
         FROM rebates r JOIN rebate_campaigns c ON c.id = r.campaign_id LEFT JOIN products g ON g.id = c.gift_product_id AND c.rule = 'gift'
         WHERE r.user_id = ?1 AND r.country_id = ?2 AND (?3 IS NULL OR r.month = ?3)
         GROUP BY r.campaign_id, r.month ORDER BY r.month DESC, r.campaign_id DESC LIMIT 120`,
      )
      .bind(userId, countryId, month),
    db.prepare('SELECT DISTINCT month FROM rebates WHERE user_id = ? AND country_id = ? ORDER BY month DESC LIMIT 36').bind(userId, countryId),
  ])
  const major = (minor: number) => toMajor(minor, scale)
  const items = (summaries!.results as SummaryRow[]).map(
    (row): RebateSummary => ({
      campaignId: row.campaign_id,
      rule: row.rule,
      line: row.line,
      month: row.month,
      credited: major(row.credited),
      pending: major(row.pending),
      gifts: row.gifts,
      gift: row.gift_id === null ? null : { id: row.gift_id, name: row.gift_name ?? '', image: row.gift_image ?? '' },
      creditedCount: row.credited_count,
      pendingCount: row.pending_count,
      refusedCount: row.refused_count,
    }),
  )
  const sum = (pick: (item: RebateSummary) => number) => major(items.reduce((total, item) => total + Math.round(pick(item) * 10 ** scale), 0))
  return {
    credited: sum((item) => item.credited),
    pending: sum((item) => item.pending),
    months: (months!.results as { month: string }[]).map((row) => row.month),
    items,
  }
}

type RebateRow = {
  id: number
  kind: RebateKind
  order_id: number | null
  imei: string | null
  pieces: number
  amount_minor: number
  gifts: number
  status: RebateStatus
  reason: RebateReason | null
  updated_at: number
  appeal_id: number | null
  open_appeal: number
  /** An order rebate: the order's units delivered to the retailer (and claimed by no one else), the IMEIs an appeal may name. */
  units: number
}

/** Why a refused rebate offers no appeal: the appeal rule the mall applies to one naming every IMEI it could. */
function whyNot(row: RebateRow, rule: OrderRule | null): AppealWhyNot | null {
  if (row.open_appeal === 1) return 'appealExists'
  if (row.kind !== 'order' || !rule) return appealRefusal({ rebate: { status: row.status, own: true }, imeis: 1 })
  const imeis = Math.min(row.pieces, row.units, APPEAL_LIMITS.imeis)
  if (imeis === 0) return 'noUnits'
  return appealRefusal({ rebate: { status: row.status, own: true }, order: { rule, pieces: row.pieces }, imeis })
}

/**
 * One campaign's rebates of a retailer in one month, orders first then IMEIs. A refused one is appealable where an
 * appeal can succeed: none about it under review (and, for an IMEI, none approved), and the appeal rule passes.
 */
export async function rebatesOf(db: D1Database, userId: number, campaign: CampaignRow, month: string, scale: number): Promise<Rebate[]> {
  const rule = isOrderRule(campaign.rule) ? orderRuleOf(campaign, await tiersOf(db, [campaign.id])) : null
  const { results } = await db
    .prepare(
      `SELECT r.id, r.kind, r.order_id, r.imei, r.pieces, r.amount_minor, r.gifts, r.status, r.reason, r.updated_at,
              CASE WHEN r.kind = 'order'
                THEN (SELECT MAX(a.id) FROM appeals a WHERE a.campaign_id = r.campaign_id AND a.order_id = r.order_id AND a.user_id = r.user_id)
                ELSE (SELECT ai.appeal_id FROM appeal_imeis ai JOIN appeals a ON a.id = ai.appeal_id
                      WHERE ai.campaign_id = r.campaign_id AND ai.imei = r.imei AND a.user_id = r.user_id ORDER BY a.created_at DESC LIMIT 1)
              END AS appeal_id,
              CASE WHEN r.kind = 'order'
                THEN EXISTS (SELECT 1 FROM appeals a WHERE a.campaign_id = r.campaign_id AND a.order_id = r.order_id AND a.status = 'pending')
                ELSE EXISTS (SELECT 1 FROM appeal_imeis ai WHERE ai.campaign_id = r.campaign_id AND ai.imei = r.imei AND ai.status <> 'rejected')
              END AS open_appeal,
              CASE WHEN r.kind = 'order'
                THEN (SELECT COUNT(*) FROM package_imeis pi JOIN order_lines ol ON ol.id = pi.order_line_id LEFT JOIN imei_units iu ON iu.imei = pi.imei
                      WHERE ol.order_id = r.order_id AND (iu.retailer_id IS NULL OR iu.retailer_id = r.user_id))
                ELSE 1
              END AS units
       FROM rebates r WHERE r.user_id = ?1 AND r.campaign_id = ?2 AND r.month = ?3
       ORDER BY r.kind = 'order' DESC, r.order_id DESC, r.imei LIMIT 300`,
    )
    .bind(userId, campaign.id, month)
    .all<RebateRow>()
  return results.map((row) => {
    const block = row.status === 'refused' ? whyNot(row, rule) : null
    return {
      id: row.id,
      kind: row.kind,
      orderId: row.order_id,
      imei: row.imei,
      pieces: row.pieces,
      amount: toMajor(row.amount_minor, scale),
      gifts: row.gifts,
      status: row.status,
      reason: row.status === 'credited' ? null : row.reason,
      appealable: row.status === 'refused' && block === null,
      appealBlock: block,
      appealId: row.appeal_id,
      updatedAt: row.updated_at,
    }
  })
}
