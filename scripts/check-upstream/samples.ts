import type { EndpointName } from '../../contract'
import type { Answers } from './run'

type Query = Record<string, string | number>
/** Null: no record to read (the list it comes from was empty or not read). */
type Sample = (seen: Answers) => Query | null

const idOf = (items: readonly { id: number }[] | undefined): Query | null => (items?.[0] ? { id: String(items[0].id) } : null)

/**
 * Queries of the reads that name one record, taken from the lists read before them. An endpoint whose query needs
 * values and that has no entry here is not read.
 */
export const SAMPLE_QUERIES: Partial<Record<EndpointName, Sample>> = {
  product: (seen) => idOf(seen.get('products')?.items),
  order: (seen) => idOf(seen.get('orders')?.items),
  packages: (seen) => idOf(seen.get('orders')?.items),
  adminOrder: (seen) => idOf(seen.get('adminOrders')?.items),
  walletEntry: (seen) => idOf(seen.get('walletEntries')?.items),
  appealRecord: (seen) => idOf(seen.get('appealRecords')?.items),
  adminAppeal: (seen) => idOf(seen.get('adminAppeals')?.items),
  rebateDetails: (seen) => {
    const first = seen.get('rebateHistory')?.items[0]
    return first ? { campaignId: first.campaignId, month: first.month } : null
  },
  appealUnits: (seen) => {
    const first = seen.get('rebateHistory')?.items[0]
    return first ? { campaignId: first.campaignId } : null
  },
  // One of the two is needed; a device that never sent an event answers an empty list.
  adminAnalyticsEvents: () => ({ distinguishId: 'check-upstream-probe' }),
  flashStock: (seen) => {
    const item = seen.get('flashSessions')?.sessions.flatMap((session) => session.items)[0]
    return item ? { flashItemId: item.id } : null
  },
}
