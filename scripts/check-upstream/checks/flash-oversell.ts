import type { FlashItem, FlashSessions } from '../../../contract'
import { describe } from '../client'
import { type Check, fails, holds, type Run, sessionOf, skipped } from '../run'
import { tally } from './tally'

type Stock = { total: number; sold: number }

const left = (item: Stock) => item.total - item.sold

/** The item named by --flash-item, else the live item of the market with the fewest units left (and some left). */
function pick(sessions: FlashSessions, named: number | null): FlashItem | string {
  const items = sessions.sessions.flatMap((session) => session.items.map((item) => ({ item, live: session.status === 'live' })))
  if (named !== null) return items.find(({ item }) => item.id === named)?.item ?? `flash item #${named} is not in the market's sessions`
  const live = items.filter(({ live, item }) => live && left(item) > 0).map(({ item }) => item)
  if (!live.length) return 'no live flash item with units left in the market'
  return live.reduce((fewest, item) => (left(item) < left(fewest) ? item : fewest))
}

/** The item's stock as the admin reads it from its owner, else as the market's listing shows it. */
async function stockOf(run: Run, itemId: number, listingOf: () => Promise<Stock | null>): Promise<Stock | null> {
  const admin = run.sessions.admin
  if (admin) {
    const stock = await run.client.call('flashStock', admin.caller, { query: { flashItemId: String(itemId) } })
    if (stock.outcome === 'ok') return stock.data
  }
  return listingOf()
}

/**
 * The buyer fires several one-unit buys (adds to the cart, which takes the unit) at once at one flash item: no more
 * succeed than there were units left and than the per-buyer limit allows, sold grows by exactly the successes and
 * never passes the total, and every refusal carries a catalogue key.
 */
export const flashNoOversell: Check = {
  name: 'no oversell on a flash item',
  async run(run) {
    const buyer = sessionOf(run, 'buyer')
    if (typeof buyer === 'string') return skipped(buyer)
    const listing = await run.client.call('flashSessions', buyer.caller)
    if (listing.outcome !== 'ok') return fails(`flash sessions: ${describe(listing)}`)
    const item = pick(listing.data, run.args.flashItem)
    if (typeof item === 'string') return skipped(item)
    const listingOf = async () => {
      const again = await run.client.call('flashSessions', buyer.caller)
      return again.outcome === 'ok' ? (again.data.sessions.flatMap((session) => session.items).find((entry) => entry.id === item.id) ?? null) : null
    }
    const before = (await stockOf(run, item.id, listingOf)) ?? item
    const buy = () => run.client.call('addToCart', buyer.caller, { body: { flashItemId: item.id, quantity: 1 }, idempotencyKey: run.newKey('flash') })
    const burst = tally(await Promise.all(Array.from({ length: run.args.concurrency }, buy)))
    if (burst.successes > 0) run.wrote.push(`${burst.successes} unit(s) of flash item #${item.id} in ${buyer.user.username}'s cart (the units stay sold)`)
    const after = await stockOf(run, item.id, listingOf)
    const told = `${run.args.concurrency} buys at once of flash item #${item.id} (${left(before)} left, ${item.limitPerBuyer} per buyer): ${burst.successes} succeeded, refused ${burst.refused}`
    if (!after) return fails(`${told}; its stock could not be read afterwards`)
    const moved = `sold ${before.sold} → ${after.sold} of ${after.total}`
    const problems = [
      ...burst.broken,
      burst.successes > left(before) ? 'more succeeded than units were left' : null,
      burst.successes > item.limitPerBuyer ? 'more succeeded than one buyer may buy' : null,
      after.sold - before.sold !== burst.successes ? `sold moved by ${after.sold - before.sold}` : null,
      after.sold > after.total ? 'sold passed the total' : null,
    ].filter((problem) => problem !== null)
    return (problems.length ? fails : holds)(`${told}; ${moved}${problems.length ? `; ${problems.join('; ')}` : ''}`)
  },
}
