import { type Decision, marketDay, type RebateKind, type RebateStatus } from '../../contract'
import { rebateCreditStatements } from './credit'

/** A rebate row as the engine or an appeal's approval writes it. */
export type RebateWrite = {
  sourceKey: string
  campaignId: number
  userId: number
  countryId: number
  kind: RebateKind
  orderId: number | null
  imei: string | null
  pieces: number
  month: string
  appealId?: number | null
} & Pick<Decision, 'status' | 'reason'> & { amountMinor: number; gifts: number }

/** The source key of a rebate, the wallet entry's too: one per order, or per IMEI, and campaign. */
export const rebateKey = (kind: RebateKind, campaignId: number, subject: number | string) => `rebate:${kind}:${campaignId}:${subject}`

/** `YYYY-MM` of an instant on the market's calendar. */
export const monthOf = (at: number, market: string) => marketDay(at, market).slice(0, 7)

/**
 * The statements of one rebate: its row, inserted or changed (only from one of `replaces`, never once credited, and
 * only the same retailer's row), then its credit when it is credited. The credit is conditioned on the row, so a
 * write whose row change was refused credits nothing.
 */
export function rebateStatements(db: D1Database, write: RebateWrite, now: number, replaces: readonly RebateStatus[] = ['pending']): D1PreparedStatement[] {
  const credited = write.status === 'credited'
  const from = replaces.filter((status) => status !== 'credited').map((status) => `'${status}'`).join(', ')
  const row = db
    .prepare(
      `INSERT INTO rebates (source_key, campaign_id, user_id, country_id, kind, order_id, imei, pieces, amount_minor, gifts, status, reason,
                            month, appeal_id, created_at, updated_at, credited_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?15, ?16)
       ON CONFLICT (source_key) DO UPDATE SET pieces = excluded.pieces, amount_minor = excluded.amount_minor, gifts = excluded.gifts,
         status = excluded.status, reason = excluded.reason, appeal_id = COALESCE(excluded.appeal_id, rebates.appeal_id),
         updated_at = excluded.updated_at, credited_at = excluded.credited_at
       WHERE rebates.user_id = excluded.user_id AND rebates.status IN (${from || "''"})`,
    )
    .bind(
      write.sourceKey, write.campaignId, write.userId, write.countryId, write.kind, write.orderId, write.imei, write.pieces, write.amountMinor,
      write.gifts, write.status, write.reason, write.month, write.appealId ?? null, now, credited ? now : null,
    )
  if (!credited) return [row]
  return [
    row,
    ...rebateCreditStatements(db, {
      userId: write.userId, countryId: write.countryId, amountMinor: write.amountMinor, sourceKey: write.sourceKey, orderId: write.orderId, now,
    }),
  ]
}
