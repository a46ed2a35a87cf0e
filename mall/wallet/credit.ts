import type { WalletKind } from '../../contract'

/** Money into a user's wallet, in the minor units of the market it is paid in. */
export type Credit = {
  userId: number
  countryId: number
  amountMinor: number
  kind: WalletKind
  /**
   * What the money is for, unique across the ledger (`cashBack:<order id>`, `prize:<draw id>`, …): the same source
   * is credited once, however many times, or from however many places, the credit is written.
   */
  sourceKey: string
  orderId?: number | null
  now: number
}

/** Further SQL the credit lands under (`EXISTS (…)` on the caller's own rows), with its values. */
export type CreditCondition = { sql: string; values: (string | number | null)[] }

/**
 * The statements of a credit, to run in the caller's D1 batch (so the credit lands with whatever earned it, or not at
 * all). A source key already in the ledger makes the insert do nothing: `ON CONFLICT (source_key) DO NOTHING` is the
 * documented way a repeated credit is absorbed, and only that conflict is; any other constraint still fails the
 * batch. Nothing for an amount that is not positive.
 */
export function creditStatements(db: D1Database, credit: Credit, condition?: CreditCondition): D1PreparedStatement[] {
  if (!Number.isSafeInteger(credit.amountMinor) || credit.amountMinor <= 0) return []
  return [
    db
      .prepare(
        `INSERT INTO wallet_entries (user_id, country_id, amount_minor, kind, source_key, order_id, created_at)
         SELECT ?, ?, ?, ?, ?, ?, ? WHERE ${condition ? condition.sql : '1'}
         ON CONFLICT (source_key) DO NOTHING`,
      )
      .bind(
        credit.userId,
        credit.countryId,
        credit.amountMinor,
        credit.kind,
        credit.sourceKey,
        credit.orderId ?? null,
        credit.now,
        ...(condition?.values ?? []),
      ),
  ]
}
