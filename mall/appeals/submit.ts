import type { z } from 'zod'
import { appealRefusal, type AppealRequest, type AppealSubmitted, type CountryInfo, type ErrorKey, isOrderRule, kindOfRule } from '../../contract'
import { errorBody, successBody } from '../core/envelope'
import type { Refusal } from '../core/guarded-write'
import type { Effect } from '../core/idempotent-write'
import { invalidInput, notFound } from '../core/errors'
import { belongsTo, type PackedUnit, packedUnits } from '../imei/units'
import { type CampaignRow, findCampaign, orderRuleOf, tiersOf } from '../rebates/campaigns'
import { rebateKey } from '../rebates/store'
import { dueDate } from './due-date'

export type AppealInput = z.output<typeof AppealRequest>

/** An IMEI already under an open or approved appeal of the campaign, or an order's rebate already under review. */
export const SUBMIT_REFUSALS: Refusal[] = [
  { constraint: 'UNIQUE constraint failed: appeal_imeis.campaign_id, appeal_imeis.imei', key: 'appealExists' },
  { constraint: 'UNIQUE constraint failed: appeals.campaign_id, appeals.order_id', key: 'appealExists' },
]

const rebateStatusesOf = async (db: D1Database, keys: readonly string[]) =>
  (
    await db
      .prepare('SELECT source_key, status, user_id FROM rebates WHERE source_key IN (SELECT value FROM json_each(?))')
      .bind(JSON.stringify(keys))
      .all<{ source_key: string; status: string; user_id: number }>()
  ).results

/** The rebate recorded, as the appeal rule reads it. */
export const recordedRebate = (row: { status: string; user_id: number } | undefined, userId: number) =>
  row ? { status: row.status as 'credited' | 'pending' | 'refused', own: row.user_id === userId } : null

/**
 * The units the IMEIs name, decided as a scan decides them: each must be packed in a delivery to this retailer (an
 * order they bought) and claimed by no one else. Another shop's unit, or an IMEI packed in no delivery, does not
 * exist for them: 'Resource does not exist', and nothing is queued.
 */
async function ownUnits(db: D1Database, userId: number, imeis: readonly string[]): Promise<PackedUnit[]> {
  const byImei = new Map((await packedUnits(db, imeis)).map((unit) => [unit.imei, unit]))
  return imeis.map((imei) => {
    const unit = byImei.get(imei)
    if (!belongsTo(unit, userId)) throw notFound()
    return unit
  })
}

/**
 * Units whose scan is missing must be signed for, as the scan asks: with those already claimed, no more of a package
 * line than its units signed in that package.
 */
function signedFor(units: readonly PackedUnit[]): boolean {
  const unclaimed = new Map<string, { unit: PackedUnit; count: number }>()
  for (const unit of units.filter((known) => known.claimed_by === null)) {
    const line = `${unit.package_id}:${unit.order_line_id}`
    unclaimed.set(line, { unit, count: (unclaimed.get(line)?.count ?? 0) + 1 })
  }
  return [...unclaimed.values()].every(({ unit, count }) => unit.claimed_in_package + count <= unit.signed)
}

type OrderRow = { id: number; created_at: number; pieces: number }

/**
 * An order rebate: the retailer's own order, placed during the campaign, the IMEIs its own units, at most as many as
 * its eligible pieces, and as many as earn something under the rule (an approval never gives nothing). The IMEIs
 * need not be signed for: a missing signature is what such an appeal is often about.
 */
async function orderAppealRefusal(db: D1Database, userId: number, campaign: CampaignRow, request: AppealInput, units: readonly PackedUnit[]): Promise<ErrorKey | null> {
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
  if (order.created_at < campaign.start_at || order.created_at >= campaign.end_at) return 'appealNotAllowed'
  if (units.some((unit) => unit.order_id !== order.id)) return 'appealNotAllowed'
  const [rebate] = await rebateStatusesOf(db, [rebateKey('order', campaign.id, order.id)])
  const rule = orderRuleOf(campaign, await tiersOf(db, [campaign.id]))
  return appealRefusal({ rebate: recordedRebate(rebate, userId), order: { rule, pieces: order.pieces }, imeis: request.imeis.length })
}

/** The campaign counts the unit: of one of its products, from an order of its market placed during it. */
const countedBy = (campaign: CampaignRow, products: ReadonlySet<number>) => (unit: PackedUnit) =>
  products.has(unit.product_id) && unit.order_country_id === campaign.country_id && unit.ordered_at >= campaign.start_at && unit.ordered_at < campaign.end_at

/** Rebates per IMEI: each unit counted by the campaign, signed for when its scan is missing, and its rebate not paid. */
async function imeiAppealRefusal(db: D1Database, userId: number, campaign: CampaignRow, units: readonly PackedUnit[], now: number): Promise<ErrorKey | null> {
  if (campaign.rule === 'activation' && now < campaign.end_at) return 'appealNotAllowed'
  const kind = kindOfRule(campaign.rule)
  const imeis = units.map((unit) => unit.imei)
  const [products, rebates] = await Promise.all([
    db
      .prepare('SELECT product_id FROM rebate_products WHERE campaign_id = ? AND product_id IN (SELECT value FROM json_each(?))')
      .bind(campaign.id, JSON.stringify(units.map((unit) => unit.product_id)))
      .all<{ product_id: number }>(),
    rebateStatusesOf(db, imeis.map((imei) => rebateKey(kind, campaign.id, imei))),
  ])
  if (!units.every(countedBy(campaign, new Set(products.results.map((row) => row.product_id))))) return 'appealNotAllowed'
  if (!signedFor(units)) return 'imeiNotSigned'
  const byKey = new Map(rebates.map((row) => [row.source_key, row]))
  const refusals = imeis.map((imei) => appealRefusal({ rebate: recordedRebate(byKey.get(rebateKey(kind, campaign.id, imei)), userId), imeis: imeis.length }))
  return refusals.find((refusal) => refusal !== null) ?? null
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
  const units = await ownUnits(db, userId, request.imeis)
  const orderRule = isOrderRule(campaign.rule)
  const refusal =
    campaign.start_at > now ? 'appealNotAllowed'
    : orderRule ? await orderAppealRefusal(db, userId, campaign, request, units)
    : await imeiAppealRefusal(db, userId, campaign, units, now)
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
