import type {
  AdminAppealDetail, AdminAppealSummary, AdminAppealTab, AppealBlock, AppealDecision, AppealDetail, AppealRecords, AppealStatus, AppealSummary, RebateKind, RebateLine,
  RebateRule, RebateStatus, UnitHistory,
} from '../../contract'
import { toMajor } from '../core/money'

type SummaryRow = {
  id: number
  campaign_id: number
  rule: RebateRule
  line: RebateLine
  order_id: number | null
  status: AppealStatus
  imei_count: number
  approved_count: number
  created_at: number
  due_at: number
  reviewed_at: number | null
}

const SUMMARY_COLUMNS = `a.id, a.campaign_id, c.rule, c.line, a.order_id, a.status, a.created_at, a.due_at, a.reviewed_at,
  (SELECT COUNT(*) FROM appeal_imeis WHERE appeal_id = a.id) AS imei_count,
  (SELECT COUNT(*) FROM appeal_imeis WHERE appeal_id = a.id AND status = 'approved') AS approved_count`

const toSummary = (row: SummaryRow): AppealSummary => ({
  id: row.id,
  campaignId: row.campaign_id,
  rule: row.rule,
  line: row.line,
  orderId: row.order_id,
  status: row.status,
  imeiCount: row.imei_count,
  approvedCount: row.approved_count,
  createdAt: row.created_at,
  dueAt: row.due_at,
  reviewedAt: row.reviewed_at,
})

/** A retailer's appeals in one market, newest first, and their counts over all of them. */
export async function recordsOf(db: D1Database, userId: number, countryId: number): Promise<AppealRecords> {
  const [items, totals] = await db.batch([
    db
      .prepare(
        `SELECT ${SUMMARY_COLUMNS} FROM appeals a JOIN rebate_campaigns c ON c.id = a.campaign_id
         WHERE a.user_id = ? AND a.country_id = ? ORDER BY a.created_at DESC, a.id DESC LIMIT 100`,
      )
      .bind(userId, countryId),
    db
      .prepare(
        `SELECT COUNT(DISTINCT a.id) AS appeals, COUNT(ai.imei) AS imeis, COALESCE(SUM(ai.status = 'approved'), 0) AS approved
         FROM appeals a LEFT JOIN appeal_imeis ai ON ai.appeal_id = a.id WHERE a.user_id = ? AND a.country_id = ?`,
      )
      .bind(userId, countryId),
  ])
  const counts = totals!.results[0] as { appeals: number; imeis: number; approved: number }
  return {
    appealCount: counts.appeals,
    imeiCount: counts.imeis,
    approvedCount: counts.approved,
    items: (items!.results as SummaryRow[]).map(toSummary),
  }
}

type DetailRow = SummaryRow & {
  note: string
  reject_reason: string | null
  credited: number
  gifts: number
  gift_id: number | null
  gift_name: string | null
  gift_image: string | null
  currency_scale: number
  user_id: number
  country_id: number
}

const detailSelect = (extraColumns = '', extraJoin = '') => `SELECT ${SUMMARY_COLUMNS}, a.note, a.reject_reason, a.user_id, a.country_id,
    k.currency_scale, (SELECT COALESCE(SUM(credited_minor), 0) FROM appeal_decisions WHERE appeal_id = a.id) AS credited,
    (SELECT COALESCE(SUM(gifts), 0) FROM appeal_decisions WHERE appeal_id = a.id) AS gifts,
    g.id AS gift_id, g.name AS gift_name, g.image AS gift_image${extraColumns}
  FROM appeals a JOIN rebate_campaigns c ON c.id = a.campaign_id JOIN countries k ON k.id = a.country_id
  LEFT JOIN products g ON g.id = c.gift_product_id AND c.rule = 'gift'${extraJoin}`

async function detailOf(db: D1Database, row: DetailRow): Promise<AppealDetail> {
  const { results } = await db
    .prepare('SELECT imei, status FROM appeal_imeis WHERE appeal_id = ? ORDER BY imei')
    .bind(row.id)
    .all<{ imei: string; status: 'pending' | 'approved' | 'rejected' }>()
  return {
    ...toSummary(row),
    note: row.note,
    rejectReason: row.reject_reason,
    imeis: results,
    credited: toMajor(row.credited, row.currency_scale),
    gifts: row.gifts,
    gift: row.gift_id === null ? null : { id: row.gift_id, name: row.gift_name ?? '', image: row.gift_image ?? '' },
  }
}

/** One of the retailer's own appeals; anyone else's reads as missing. */
export async function recordOf(db: D1Database, userId: number, id: number): Promise<AppealDetail | null> {
  const row = await db.prepare(`${detailSelect()} WHERE a.id = ? AND a.user_id = ?`).bind(id, userId).first<DetailRow>()
  return row ? detailOf(db, row) : null
}

type RetailerRow = { retailer_id: number; username: string; nickname: string }

/** What approving every IMEI would give now, or why it may not be approved. */
export type AppealPreview = { amountMinor: number; gifts: number; blocked: AppealBlock | null }

const RETAILER_COLUMNS = 'u.id AS retailer_id, u.username, u.nickname'
const retailerOf = (row: RetailerRow) => ({ id: row.retailer_id, username: row.username, nickname: row.nickname })

/**
 * The admins' queue of one market: appeals waiting for review, the earliest due first, overdue ones marked; or the
 * latest reviewed ones.
 */
export async function queueOf(db: D1Database, countryId: number, tab: AdminAppealTab, now: number): Promise<AdminAppealSummary[]> {
  const where = tab === 'pending' ? "a.status = 'pending' ORDER BY a.due_at, a.id" : "a.status <> 'pending' ORDER BY a.reviewed_at DESC, a.id DESC"
  const { results } = await db
    .prepare(
      `SELECT ${SUMMARY_COLUMNS}, ${RETAILER_COLUMNS} FROM appeals a
       JOIN rebate_campaigns c ON c.id = a.campaign_id JOIN users u ON u.id = a.user_id
       WHERE a.country_id = ? AND ${where} LIMIT 100`,
    )
    .bind(countryId)
    .all<SummaryRow & RetailerRow>()
  return results.map((row) => ({ ...toSummary(row), retailer: retailerOf(row), overdue: row.status === 'pending' && row.due_at < now }))
}

type DecisionRow = {
  admin: string
  decision: 'approve' | 'reject'
  approved: string
  reason: string | null
  credited_minor: number
  gifts: number
  created_at: number
}

const parseList = (text: string): string[] => {
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
  } catch {
    return []
  }
}

type ScanHistoryRow = { imei: string; shop: string; status: 'approved' | 'refused'; created_at: number }
type RebateHistoryRow = {
  imei: string
  campaign_id: number
  rule: RebateRule
  line: RebateLine
  kind: RebateKind
  status: RebateStatus
  amount_minor: number
  gifts: number
  appeal_id: number | null
  updated_at: number
}

/**
 * What each IMEI went through before: every scan of it (by any shop), and every rebate recorded for it, the unit's
 * own or its order's, in any campaign.
 */
async function historyOf(db: D1Database, imeis: readonly string[], scale: number): Promise<UnitHistory[]> {
  const list = JSON.stringify(imeis)
  const [scans, rebates] = await db.batch([
    db
      .prepare(
        `SELECT s.imei, u.nickname AS shop, s.status, s.created_at FROM imei_scans s JOIN users u ON u.id = s.retailer_id
         WHERE s.imei IN (SELECT value FROM json_each(?)) ORDER BY s.created_at, s.id LIMIT 200`,
      )
      .bind(list),
    db
      .prepare(
        `SELECT pi.imei, r.campaign_id, c.rule, c.line, r.kind, r.status, r.amount_minor, r.gifts, r.appeal_id, r.updated_at
         FROM package_imeis pi JOIN order_lines ol ON ol.id = pi.order_line_id
         JOIN rebates r ON r.imei = pi.imei OR (r.kind = 'order' AND r.order_id = ol.order_id)
         JOIN rebate_campaigns c ON c.id = r.campaign_id
         WHERE pi.imei IN (SELECT value FROM json_each(?)) ORDER BY r.updated_at, r.id LIMIT 200`,
      )
      .bind(list),
  ])
  return imeis.map((imei) => ({
    imei,
    scans: (scans!.results as ScanHistoryRow[]).filter((row) => row.imei === imei).map((row) => ({ shop: row.shop, status: row.status, at: row.created_at })),
    rebates: (rebates!.results as RebateHistoryRow[])
      .filter((row) => row.imei === imei)
      .map((row) => ({
        campaignId: row.campaign_id, rule: row.rule, line: row.line, kind: row.kind, status: row.status, amount: toMajor(row.amount_minor, scale), gifts: row.gifts, appealId: row.appeal_id, at: row.updated_at,
      })),
  }))
}

/** One appeal of the market for an admin, with its retailer, what approving all would credit, and the audit log. */
export async function appealForAdmin(
  db: D1Database,
  id: number,
  countryId: number,
  now: number,
  preview: (appeal: { id: number; user_id: number; country_id: number; campaign_id: number; order_id: number | null }) => Promise<AppealPreview>,
): Promise<AdminAppealDetail | null> {
  const row = await db
    .prepare(`${detailSelect(`, ${RETAILER_COLUMNS}`, ' JOIN users u ON u.id = a.user_id')} WHERE a.id = ? AND a.country_id = ?`)
    .bind(id, countryId)
    .first<DetailRow & RetailerRow>()
  if (!row) return null
  const [detail, decisions, worth] = await Promise.all([
    detailOf(db, row),
    db
      .prepare(
        `SELECT u.nickname AS admin, d.decision, d.approved, d.reason, d.credited_minor, d.gifts, d.created_at
         FROM appeal_decisions d JOIN users u ON u.id = d.admin_id WHERE d.appeal_id = ? ORDER BY d.id`,
      )
      .bind(id)
      .all<DecisionRow>(),
    preview(row),
  ])
  const history = await historyOf(db, detail.imeis.map((unit) => unit.imei), row.currency_scale)
  return {
    ...detail,
    retailer: retailerOf(row),
    overdue: row.status === 'pending' && row.due_at < now,
    preview: { amount: toMajor(worth.amountMinor, row.currency_scale), gifts: worth.gifts, blocked: worth.blocked },
    decisions: decisions.results.map(
      (decision): AppealDecision => ({
        admin: decision.admin,
        decision: decision.decision,
        approved: parseList(decision.approved),
        reason: decision.reason,
        credited: toMajor(decision.credited_minor, row.currency_scale),
        gifts: decision.gifts,
        at: decision.created_at,
      }),
    ),
    history,
  }
}
