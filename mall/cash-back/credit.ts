import { cashBackMinor } from '../../contract'
import { creditStatements } from '../wallet/credit'
import { campaignAt } from './campaigns'

/** What the cash back of an order is computed from. */
export type CashBackOrder = { id: number; user_id: number; country_id: number; created_at: number; total_minor: number; delivery_fee_minor: number }

/** The ledger's source key of an order's cash back: one credit per order, whichever path writes it first. */
export const cashBackKey = (orderId: number) => `cashBack:${orderId}`

/**
 * The wallet credit of a completed order's cash back: the campaign of the order's market when it was placed, applied
 * to its goods (the total less the delivery fee, so any discount already counts). It lands only while the order is
 * completed; none when no campaign applies or it earns nothing.
 */
export async function cashBackStatements(db: D1Database, order: CashBackOrder, now: number): Promise<D1PreparedStatement[]> {
  const campaign = await campaignAt(db, order.country_id, order.created_at)
  if (!campaign) return []
  const amountMinor = cashBackMinor(order.total_minor - order.delivery_fee_minor, campaign.rate_bp, campaign.cap_minor)
  return creditStatements(
    db,
    { userId: order.user_id, countryId: order.country_id, amountMinor, kind: 'cashBack', sourceKey: cashBackKey(order.id), orderId: order.id, now },
    { sql: "EXISTS (SELECT 1 FROM orders WHERE id = ? AND status = 'completed')", values: [order.id] },
  )
}

const PAGE = 100

/**
 * The Cron job: completed orders placed during a cash back campaign that have no cash back entry yet are credited
 * (an order completed by a path that did not credit it, or a credit that failed). The source key makes a second run,
 * or a run racing the completion itself, credit nothing more.
 */
export async function creditCashBack(db: D1Database, now: number): Promise<number> {
  let credited = 0
  let after = 0
  for (let round = 0; round < 50; round++) {
    const { results } = await db
      .prepare(
        `SELECT o.id, o.user_id, o.country_id, o.created_at, o.total_minor, o.delivery_fee_minor FROM orders o
         WHERE o.status = 'completed' AND o.id > ?1
           AND EXISTS (SELECT 1 FROM cash_back_campaigns c WHERE c.country_id = o.country_id AND c.start_at <= o.created_at AND c.end_at > o.created_at)
           AND NOT EXISTS (SELECT 1 FROM wallet_entries w WHERE w.source_key = 'cashBack:' || o.id)
         ORDER BY o.id LIMIT ?2`,
      )
      .bind(after, PAGE)
      .all<CashBackOrder>()
    const statements = (await Promise.all(results.map((order) => cashBackStatements(db, order, now)))).flat()
    if (statements.length > 0) {
      const outcomes = await db.batch(statements)
      credited += outcomes.reduce((sum, outcome) => sum + (outcome.meta.changes ?? 0), 0)
    }
    if (results.length < PAGE) break
    after = results.at(-1)!.id
  }
  return credited
}
