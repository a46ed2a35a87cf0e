import type { CashBackOffer } from '../../contract'
import { toMajor } from '../core/money'

export type CampaignRow = { id: number; rate_bp: number; cap_minor: number | null; start_at: number; end_at: number }

/**
 * The campaign of a market at a moment: the one whose period holds it; if periods overlap, the highest rate (then
 * the oldest campaign).
 */
export const campaignAt = (db: D1Database, countryId: number, at: number) =>
  db
    .prepare(
      `SELECT id, rate_bp, cap_minor, start_at, end_at FROM cash_back_campaigns
       WHERE country_id = ?1 AND start_at <= ?2 AND end_at > ?2 ORDER BY rate_bp DESC, id LIMIT 1`,
    )
    .bind(countryId, at)
    .first<CampaignRow>()

export const toOffer = (row: CampaignRow, scale: number): CashBackOffer => ({
  rate: row.rate_bp / 10_000,
  cap: row.cap_minor === null ? null : toMajor(row.cap_minor, scale),
  startAt: row.start_at,
  endAt: row.end_at,
})
