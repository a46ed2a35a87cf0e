import { cashBackMinor } from '../../contract'
import { creditStatements } from '../wallet/credit'
import { campaignAt } from './campaigns'

/** What the cash back of an order is computed from. */
export type CashBackOrder = { id: number; user_id: number; country_id: number; created_at: number; total_minor: number; delivery_fee_minor: number }

type Scales = { currency_scale: number; print_scale: number | null }

/** Down to what the market's shops print (whole naira), so the credit is the amount the checkout promised. */
function inPrintedUnits(amountMinor: number, scales: Scales | null): number {
  const step = scales ? 10 ** Math.max(0, scales.currency_scale - (scales.print_scale ?? scales.currency_scale)) : 1
  return Math.floor(amountMinor / step) * step
}

/** The ledger's source key of an order's cash back: one credit per order, whichever path writes it first. */
export const cashBackKey = (orderId: number) => `cashBack:${orderId}`

/**
 * The wallet credit of a completed order's cash back: the campaign of the order's market when it was placed, applied
 * to its goods (the total less the delivery fee, so any discount already counts), down to the printed unit. It lands
 * only while the order is completed; none when no campaign applies or it earns nothing.
 */
export async function cashBackStatements(db: D1Database, order: CashBackOrder, now: number): Promise<D1PreparedStatement[]> {
  const [campaign, scales] = await Promise.all([
    campaignAt(db, order.country_id, order.created_at),
    db.prepare('SELECT currency_scale, print_scale FROM countries WHERE id = ?').bind(order.country_id).first<Scales>(),
  ])
  if (!campaign) return []
  const amountMinor = inPrintedUnits(cashBackMinor(order.total_minor - order.delivery_fee_minor, campaign.rate_bp, campaign.cap_minor), scales)
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
