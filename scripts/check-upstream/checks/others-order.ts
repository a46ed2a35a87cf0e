import { describe, type Reply } from '../client'
import { type Check, fails, holds, type Run, sessionOf, skipped } from '../run'

const MISSING_ID = 999_999_999

/** An order of an account other than the buyer: the retailer's own first, else one in the admin's market list. */
async function othersOrder(run: Run, buyerOrders: ReadonlySet<number>, buyerNames: readonly string[]): Promise<{ id: number; whose: string } | null> {
  const retailer = run.sessions.retailer
  if (retailer) {
    const list = await run.client.call('orders', retailer.caller)
    const found = list.outcome === 'ok' ? list.data.items.find((order) => !buyerOrders.has(order.id)) : undefined
    if (found) return { id: found.id, whose: `the retailer ${retailer.user.username}'s` }
  }
  const admin = run.sessions.admin
  if (admin) {
    const list = await run.client.call('adminOrders', admin.caller)
    const found = list.outcome === 'ok' ? list.data.items.find((order) => !buyerOrders.has(order.id) && !buyerNames.includes(order.buyer)) : undefined
    if (found) return { id: found.id, whose: `${found.buyer}'s (from the admin's list)` }
  }
  return null
}

const isNotFound = (reply: Reply<unknown>) => reply.outcome === 'refused' && reply.key === 'notFound'

/** The buyer reads another account's order and its packages by id: the same `notFound` as an order that does not exist. */
export const othersOrderHidden: Check = {
  name: "another user's order is notFound",
  async run(run) {
    const buyer = sessionOf(run, 'buyer')
    if (typeof buyer === 'string') return skipped(buyer)
    const own = await run.client.call('orders', buyer.caller)
    if (own.outcome !== 'ok') return fails(`the buyer's order list: ${describe(own)}`)
    const order = await othersOrder(run, new Set(own.data.items.map((item) => item.id)), [buyer.user.username, buyer.user.nickname])
    if (!order) return skipped('no order of another account found (the retailer has none and the admin\'s list neither)')
    const query = { id: String(order.id) }
    const detail = await run.client.call('order', buyer.caller, { query })
    const packages = await run.client.call('packages', buyer.caller, { query })
    const missing = await run.client.call('order', buyer.caller, { query: { id: String(MISSING_ID) } })
    const problems = [
      isNotFound(detail) ? null : `order #${order.id}: ${describe(detail)}`,
      isNotFound(packages) ? null : `packages of #${order.id}: ${describe(packages)}`,
      isNotFound(missing) ? null : `a missing order #${MISSING_ID}: ${describe(missing)}`,
    ].filter((problem) => problem !== null)
    if (problems.length) return fails(`${buyer.user.username} reading ${order.whose} order: ${problems.join('; ')}`)
    return holds(`${buyer.user.username} reading ${order.whose} order #${order.id} and its packages: notFound, as for a missing order`)
  },
}
