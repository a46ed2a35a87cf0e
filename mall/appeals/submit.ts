import type { z } from 'zod'
import { type AppealRequest, type AppealSubmitted, type CountryInfo, isOrderRule, kindOfRule } from '../../contract'
import { errorBody, successBody } from '../core/envelope'
import type { Refusal } from '../core/guarded-write'
import type { Effect } from '../core/idempotent-write'
import { invalidInput, notFound } from '../core/errors'
import { type CampaignRow, findCampaign } from '../rebates/campaigns'
import { rebateKey } from '../rebates/store'
import { dueDate } from './due-date'

export type AppealInput = z.output<typeof AppealRequest>

/** An IMEI already under an open or approved appeal of the campaign, or an order's rebate already under review. */
export const SUBMIT_REFUSALS: Refusal[] = [
  { constraint: 'UNIQUE constraint failed: appeal_imeis.campaign_id, appeal_imeis.imei', key: 'appealExists' },
  { constraint: 'UNIQUE constraint failed: appeals.campaign_id, appeals.order_id', key: 'appealExists' },
]

type UnitRow = { imei: string; retailer_id: number; order_id: number; product_id: number; eligible: number }

const unitsOf = async (db: D1Database, campaignId: number, imeis: readonly string[]) =>
  (
    await db
      .prepare(
        `SELECT iu.imei, iu.retailer_id, iu.order_id, iu.product_id,
                EXISTS (SELECT 1 FROM rebate_products rp WHERE rp.campaign_id = ?1 AND rp.product_id = iu.product_id) AS eligible
         FROM imei_units iu WHERE iu.imei IN (SELECT value FROM json_each(?2))`,
      )
      .bind(campaignId, JSON.stringify(imeis))
      .all<UnitRow>()
  ).results

const rebateStatusesOf = async (db: D1Database, keys: readonly string[]) =>
  (
    await db
      .prepare('SELECT source_key, status, user_id FROM rebates WHERE source_key IN (SELECT value FROM json_each(?))')
      .bind(JSON.stringify(keys))
      .all<{ source_key: string; status: string; user_id: number }>()
  ).results

/** A rebate may be appealed when there is none (missing) or it was refused, and it is this retailer's. */
const appealable = (row: { status: string; user_id: number } | undefined, userId: number) => !row || (row.status === 'refused' && row.user_id === userId)

type OrderRow = { id: number; created_at: number; pieces: number }

/** An order rebate: the retailer's own order, placed during the campaign, with at most as many IMEIs as eligible pieces. */
async function orderAppealRefusal(db: D1Database, userId: number, campaign: CampaignRow, request: AppealInput): Promise<'appealNotAllowed' | null> {
  if (request.orderId === undefined) throw invalidInput()
  const order = await db
    .prepare(
      `SELECT o.id, o.created_at,
              (SELECT COALESCE(SUM(ol.quantity), 0) FROM order_lines ol JOIN rebate_products rp ON rp.product_id = ol.product_id AND rp.campaign_id = ?3
               WHERE ol.order_id = o.id) AS pieces
       FROM orders o WHERE o.id = ?1 AND o.user_id = ?2 AND o.country_id = ?4`,
    )
    .bind(request.orderId, userId, campaign.id, campaign.country_id)
    .first<OrderRow>()
  if (!order) throw notFound()
  if (order.created_at < campaign.start_at || order.created_at >= campaign.end_at || order.pieces === 0) return 'appealNotAllowed'
  if (request.imeis.length > order.pieces) return 'appealNotAllowed'
  const [rebate] = await rebateStatusesOf(db, [rebateKey('order', campaign.id, order.id)])
  if (!appealable(rebate, userId)) return 'appealNotAllowed'
  const units = await unitsOf(db, campaign.id, request.imeis)
  return units.some((unit) => unit.retailer_id !== userId || unit.order_id !== order.id) ? 'appealNotAllowed' : null
}

/** Rebates per IMEI: each IMEI is unknown (its scan is missing) or the retailer's unit of the campaign, not yet paid. */
async function imeiAppealRefusal(db: D1Database, userId: number, campaign: CampaignRow, request: AppealInput, now: number): Promise<'appealNotAllowed' | null> {
  if (campaign.rule === 'activation' && now < campaign.end_at) return 'appealNotAllowed'
  const kind = kindOfRule(campaign.rule)
  const [units, rebates] = await Promise.all([
    unitsOf(db, campaign.id, request.imeis),
    rebateStatusesOf(db, request.imeis.map((imei) => rebateKey(kind, campaign.id, imei))),
  ])
  if (units.some((unit) => unit.retailer_id !== userId || unit.eligible === 0)) return 'appealNotAllowed'
  const byKey = new Map(rebates.map((row) => [row.source_key, row]))
  return request.imeis.every((imei) => appealable(byKey.get(rebateKey(kind, campaign.id, imei)), userId)) ? null : 'appealNotAllowed'
}

/**
 * A retailer's appeal of a refused or missing rebate: the campaign of their market, the IMEIs concerned and a note.
 * It waits for review until 2 working days later. The IMEIs are written under a unique index of the campaign's open
 * appeals, so the same IMEI is never under two appeals at once, however the submissions race.
 */
export async function submitEffect(
  db: D1Database,
  userId: number,
  country: CountryInfo,
  request: AppealInput,
  appealId: number,
  now: number,
): Promise<Effect<AppealSubmitted>> {
  const campaign = await findCampaign(db, request.campaignId, country.id)
  if (!campaign) throw notFound()
  const orderRule = isOrderRule(campaign.rule)
  const refusal =
    campaign.start_at > now ? 'appealNotAllowed'
    : orderRule ? await orderAppealRefusal(db, userId, campaign, request)
    : await imeiAppealRefusal(db, userId, campaign, request, now)
  if (refusal) return { answer: errorBody(refusal) }
  const dueAt = dueDate(now, country.countryCode)
  const statements = [
    db
      .prepare(
        `INSERT INTO appeals (id, user_id, country_id, campaign_id, order_id, note, status, due_at, created_at)
         VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?)`,
      )
      .bind(appealId, userId, country.id, campaign.id, orderRule ? request.orderId! : null, request.note, dueAt, now),
    ...request.imeis.map((imei) =>
      db.prepare("INSERT INTO appeal_imeis (appeal_id, imei, campaign_id, status) VALUES (?, ?, ?, 'pending')").bind(appealId, imei, campaign.id),
    ),
  ]
  return { answer: successBody({ appealId, status: 'pending', dueAt }), statements }
}
