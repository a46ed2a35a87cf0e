import {
  decideActivationRebate, decideOrderRebate, decideScanRebates, type Decision, isOrderRule, settlesAt, type ScannedUnit,
} from '../../contract'
import { CAMPAIGN_COLUMNS, type CampaignRow, orderRuleOf, tiersOf } from './campaigns'
import { monthOf, rebateKey, rebateStatements, type RebateWrite } from './store'

/** Rebate rows changed per D1 batch. */
const BATCH = 40

type Current = { current_status: string | null; current_reason: string | null; current_amount: number | null; current_gifts: number | null }

type OrderCandidate = Current & {
  id: number
  user_id: number
  status: string
  created_at: number
  ordered: number
  shipped: number
  signed: number
  pieces: number
}

type UnitCandidate = Current & {
  imei: string
  user_id: number
  order_id: number
  order_line_id: number
  scanned_at: number
  activated_at: number | null
  line_signed: number
}

/** Only rebates not decided for good yet: new ones, and pending ones whose state changed. */
function changed(candidate: Current, decision: Decision): boolean {
  if (candidate.current_status === null) return true
  if (candidate.current_status !== 'pending') return false
  return (
    candidate.current_status !== decision.status ||
    candidate.current_reason !== decision.reason ||
    candidate.current_amount !== decision.amount ||
    candidate.current_gifts !== decision.gifts
  )
}

/** The rebate already recorded under the candidate's source key (`?5` is the key without its last part). */
const current = (key: string) => `LEFT JOIN rebates r ON r.source_key = ${key}`
const CURRENT_COLUMNS = 'r.status AS current_status, r.reason AS current_reason, r.amount_minor AS current_amount, r.gifts AS current_gifts'

/** Orders of retailers in the campaign's market, placed during it, with at least one of its products. */
async function orderRebates(db: D1Database, campaign: CampaignRow, settled: boolean): Promise<RebateWrite[]> {
  const rule = orderRuleOf(campaign, await tiersOf(db, [campaign.id]))
  const { results } = await db
    .prepare(
      `SELECT o.id, o.user_id, o.status, o.created_at,
              (SELECT COALESCE(SUM(quantity), 0) FROM order_lines WHERE order_id = o.id) AS ordered,
              (SELECT COALESCE(SUM(pl.quantity), 0) FROM package_lines pl JOIN order_lines ol ON ol.id = pl.order_line_id WHERE ol.order_id = o.id) AS shipped,
              (SELECT COALESCE(SUM(pl.signed_quantity), 0) FROM package_lines pl JOIN order_lines ol ON ol.id = pl.order_line_id WHERE ol.order_id = o.id) AS signed,
              (SELECT COALESCE(SUM(ol.quantity), 0) FROM order_lines ol JOIN rebate_products rp ON rp.product_id = ol.product_id AND rp.campaign_id = ?1
               WHERE ol.order_id = o.id) AS pieces,
              ${CURRENT_COLUMNS}
       FROM orders o JOIN users u ON u.id = o.user_id AND u.role = 'retailer'
       ${current("?5 || o.id")}
       WHERE o.country_id = ?2 AND o.created_at >= ?3 AND o.created_at < ?4 AND (r.status IS NULL OR r.status = 'pending')
         AND EXISTS (SELECT 1 FROM order_lines ol JOIN rebate_products rp ON rp.product_id = ol.product_id AND rp.campaign_id = ?1 WHERE ol.order_id = o.id)`,
    )
    .bind(campaign.id, campaign.country_id, campaign.start_at, campaign.end_at, rebateKey('order', campaign.id, ''))
    .all<OrderCandidate>()
  return results.flatMap((order) => {
    const decision = decideOrderRebate(rule, order, settled)
    if (!changed(order, decision)) return []
    return [
      {
        sourceKey: rebateKey('order', campaign.id, order.id), campaignId: campaign.id, userId: order.user_id, countryId: campaign.country_id,
        kind: 'order' as const, orderId: order.id, imei: null, pieces: order.pieces, month: monthOf(order.created_at, campaign.country_code),
        status: decision.status, reason: decision.reason, amountMinor: decision.amount, gifts: decision.gifts,
      },
    ]
  })
}

/**
 * Units scanned by the retailer who bought them, of the campaign's products, from orders placed during it. Every
 * unit is read, decided ones included: which units of a line count as signed depends on all of them.
 */
async function unitRebates(db: D1Database, campaign: CampaignRow, settled: boolean, now: number): Promise<RebateWrite[]> {
  const kind = campaign.rule === 'activation' ? 'activation' : 'scan'
  const { results } = await db
    .prepare(
      `SELECT iu.imei, iu.retailer_id AS user_id, iu.order_id, iu.order_line_id, iu.scanned_at, iu.activated_at,
              (SELECT COALESCE(SUM(signed_quantity), 0) FROM package_lines WHERE order_line_id = iu.order_line_id) AS line_signed,
              ${CURRENT_COLUMNS}
       FROM imei_units iu
       JOIN orders o ON o.id = iu.order_id AND o.user_id = iu.retailer_id
       JOIN rebate_products rp ON rp.campaign_id = ?1 AND rp.product_id = iu.product_id
       ${current('?5 || iu.imei')}
       WHERE o.country_id = ?2 AND o.created_at >= ?3 AND o.created_at < ?4`,
    )
    .bind(campaign.id, campaign.country_id, campaign.start_at, campaign.end_at, rebateKey(kind, campaign.id, ''))
    .all<UnitCandidate>()
  const amount = campaign.amount_minor ?? 0
  const decisions =
    kind === 'scan'
      ? decideScanRebates(
          results.map((unit): ScannedUnit => ({ imei: unit.imei, orderLineId: unit.order_line_id, scannedAt: unit.scanned_at })),
          new Map(results.map((unit) => [unit.order_line_id, unit.line_signed])),
          amount,
          settled,
        )
      : new Map(
          results.map((unit) => [
            unit.imei,
            decideActivationRebate(unit.activated_at, { endAt: campaign.end_at, days: campaign.activation_days ?? 0 }, amount, now),
          ]),
        )
  return results.flatMap((unit) => {
    const decision = decisions.get(unit.imei)!
    if (!changed(unit, decision)) return []
    return [
      {
        sourceKey: rebateKey(kind, campaign.id, unit.imei), campaignId: campaign.id, userId: unit.user_id, countryId: campaign.country_id,
        kind, orderId: unit.order_id, imei: unit.imei, pieces: 1, month: monthOf(unit.scanned_at, campaign.country_code),
        status: decision.status, reason: decision.reason, amountMinor: decision.amount, gifts: decision.gifts,
      },
    ]
  })
}

export type EngineRun = { campaigns: number; written: number; settled: number }

/**
 * The Cron job: every campaign not settled yet has its rebates decided again from the orders, packages and IMEIs as
 * they are now. Each rebate is one row under its unique source key, and its credit carries the same key, so a second
 * run, or two runs at once, pay nothing twice; a decided rebate (credited or refused) is never changed by the job.
 * A campaign past the day nothing of it can change any more is marked settled after its last run.
 */
export async function computeRebates(db: D1Database, now: number): Promise<EngineRun> {
  const { results: campaigns } = await db
    .prepare(`SELECT ${CAMPAIGN_COLUMNS} FROM rebate_campaigns WHERE settled_at IS NULL AND start_at <= ? ORDER BY id`)
    .bind(now)
    .all<CampaignRow>()
  const run: EngineRun = { campaigns: campaigns.length, written: 0, settled: 0 }
  for (const campaign of campaigns) {
    const settled = now >= settlesAt({ rule: campaign.rule, endAt: campaign.end_at, activationDays: campaign.activation_days })
    const writes = isOrderRule(campaign.rule) ? await orderRebates(db, campaign, settled) : await unitRebates(db, campaign, settled, now)
    for (let start = 0; start < writes.length; start += BATCH) {
      const outcomes = await db.batch(writes.slice(start, start + BATCH).flatMap((write) => rebateStatements(db, write, now)))
      run.written += outcomes.reduce((sum, outcome) => sum + (outcome.meta.changes ?? 0), 0)
    }
    if (settled) {
      const marked = await db.prepare('UPDATE rebate_campaigns SET settled_at = ? WHERE id = ? AND settled_at IS NULL').bind(now, campaign.id).run()
      run.settled += marked.meta.changes ?? 0
    }
  }
  return run
}
