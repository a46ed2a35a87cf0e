import type { RebateLine, RebateRule, Wallet, WalletEntries, WalletEntry, WalletKind } from '../../contract'
import { toMajor } from '../core/money'

export const ENTRIES_PAGE = 20

type EntryRow = {
  id: number
  kind: WalletKind
  amount_minor: number
  order_id: number | null
  created_at: number
  campaign_id: number | null
  rule: RebateRule | null
  line: RebateLine | null
  imei: string | null
}

const toEntry = (row: EntryRow, scale: number): WalletEntry => ({
  id: row.id,
  kind: row.kind,
  amount: toMajor(row.amount_minor, scale),
  orderId: row.order_id,
  rebate: row.campaign_id !== null && row.rule && row.line ? { campaignId: row.campaign_id, rule: row.rule, line: row.line, imei: row.imei } : null,
  createdAt: row.created_at,
})

/**
 * An entry with the rebate that paid it, if one did: the rebate shares the entry's source key and belongs to the same
 * user (the join never reaches another user's rebate).
 */
const ENTRY_COLUMNS = `w.id, w.kind, w.amount_minor, w.order_id, w.created_at, r.campaign_id, rc.rule, rc.line, r.imei
  FROM wallet_entries w
  LEFT JOIN rebates r ON w.kind = 'rebate' AND r.source_key = w.source_key AND r.user_id = w.user_id
  LEFT JOIN rebate_campaigns rc ON rc.id = r.campaign_id`

/** The balance is the sum of the ledger, computed on every read. */
export async function walletOf(db: D1Database, userId: number, countryId: number, scale: number): Promise<Wallet> {
  const row = await db
    .prepare('SELECT COALESCE(SUM(amount_minor), 0) AS balance, COUNT(*) AS entries FROM wallet_entries WHERE user_id = ? AND country_id = ?')
    .bind(userId, countryId)
    .first<{ balance: number; entries: number }>()
  return { balance: toMajor(row?.balance ?? 0, scale), entryCount: row?.entries ?? 0 }
}

/** A cursor is the id of the last entry of a page; entries are never removed, so ids keep their order. */
const CURSOR = /^\d{1,15}$/

export function parseEntryCursor(cursor: string | undefined): number | null | 'invalid' {
  if (cursor === undefined) return null
  return CURSOR.test(cursor) ? Number(cursor) : 'invalid'
}

/** The user's entries in one market, newest first. */
export async function entriesOf(db: D1Database, userId: number, countryId: number, scale: number, before: number | null): Promise<WalletEntries> {
  const { results } = await db
    .prepare(
      `SELECT ${ENTRY_COLUMNS}
       WHERE w.user_id = ?1 AND w.country_id = ?2 AND (?3 IS NULL OR w.id < ?3) ORDER BY w.id DESC LIMIT ?4`,
    )
    .bind(userId, countryId, before, ENTRIES_PAGE + 1)
    .all<EntryRow>()
  const page = results.slice(0, ENTRIES_PAGE)
  return {
    items: page.map((row) => toEntry(row, scale)),
    next: results.length > ENTRIES_PAGE ? String(page.at(-1)!.id) : null,
  }
}

/** One entry, only the user's own (in that market): anyone else's reads as missing. */
export async function entryOf(db: D1Database, userId: number, countryId: number, scale: number, id: number): Promise<WalletEntry | null> {
  const row = await db
    .prepare(`SELECT ${ENTRY_COLUMNS} WHERE w.id = ? AND w.user_id = ? AND w.country_id = ?`)
    .bind(id, userId, countryId)
    .first<EntryRow>()
  return row ? toEntry(row, scale) : null
}
