import { creditStatements } from '../wallet/credit'

/** A rebate paid into the retailer's wallet, in the minor units of the market it is earned in. */
export type RebateCredit = {
  userId: number
  countryId: number
  amountMinor: number
  /** The rebate's source key, which is also the ledger entry's: the same rebate is credited once. */
  sourceKey: string
  orderId: number | null
  now: number
}

/**
 * The statements that credit a rebate to Wallet › Reward, for the caller's batch: the ledger entry lands with the
 * rebate row that says it is credited (and only while that row is this retailer's and credited), or not at all; a
 * source key already in the ledger credits nothing more.
 */
export function rebateCreditStatements(db: D1Database, credit: RebateCredit): D1PreparedStatement[] {
  return creditStatements(
    db,
    { ...credit, kind: 'rebate' },
    { sql: "EXISTS (SELECT 1 FROM rebates WHERE source_key = ? AND user_id = ? AND status = 'credited')", values: [credit.sourceKey, credit.userId] },
  )
}
