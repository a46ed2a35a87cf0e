import { ORDER_TABS, type OrderCounts, type OrderStatus } from '../../contract'

const TABS = ['toPay', 'toShip', 'shipping', 'done', 'cancelled'] as const satisfies readonly (keyof OrderCounts)[]

/** How many of one buyer's orders each tab holds: one grouped read of that buyer's orders only. */
export async function countOrders(db: D1Database, userId: number): Promise<OrderCounts> {
  const { results } = await db
    .prepare('SELECT status, COUNT(*) AS n FROM orders WHERE user_id = ? GROUP BY status')
    .bind(userId)
    .all<{ status: OrderStatus; n: number }>()
  const byStatus = new Map(results.map((row) => [row.status, row.n]))
  const total = (statuses: readonly OrderStatus[]) => statuses.reduce((sum, status) => sum + (byStatus.get(status) ?? 0), 0)
  return Object.fromEntries(TABS.map((tab) => [tab, total(ORDER_TABS[tab])])) as OrderCounts
}
