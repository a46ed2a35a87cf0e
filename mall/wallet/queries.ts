import type { Wallet, WalletEntries, WalletEntry, WalletKind } from '../../contract'
import { toMajor } from '../core/money'

export const ENTRIES_PAGE = 20

type EntryRow = { id: number; kind: WalletKind; amount_minor: number; order_id: number | null; created_at: number }

const toEntry = (row: EntryRow, scale: number): WalletEntry => ({
  id: row.id,
  kind: row.kind,
  amount: toMajor(row.amount_minor, scale),
  orderId: row.order_id,
  createdAt: row.created_at,
})

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
      `SELECT id, kind, amount_minor, order_id, created_at FROM wallet_entries
       WHERE user_id = ?1 AND country_id = ?2 AND (?3 IS NULL OR id < ?3) ORDER BY id DESC LIMIT ?4`,
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
    .prepare('SELECT id, kind, amount_minor, order_id, created_at FROM wallet_entries WHERE id = ? AND user_id = ? AND country_id = ?')
    .bind(id, userId, countryId)
    .first<EntryRow>()
  return row ? toEntry(row, scale) : null
}
