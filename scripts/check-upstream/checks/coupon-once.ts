import { describe } from '../client'
import { type Check, fails, holds, sessionOf, skipped } from '../run'
import { tally } from './tally'

/**
 * The buyer taps "get" on one coupon several times at once (each tap its own Idempotency-Key), then once more:
 * exactly one copy is received, the others and the late tap are refused, and "my coupons" holds it once.
 */
export const couponOnce: Check = {
  name: 'one claim per coupon',
  async run(run) {
    const buyer = sessionOf(run, 'buyer')
    if (typeof buyer === 'string') return skipped(buyer)
    const centre = await run.client.call('couponCentre', buyer.caller)
    if (centre.outcome !== 'ok') return fails(`coupon centre: ${describe(centre)}`)
    const coupon = centre.data.coupons.find((entry) => entry.state === 'get')
    if (!coupon) return skipped(`no coupon ${buyer.user.username} can receive in market ${buyer.caller.countryCode ?? buyer.user.countryId}`)
    const claim = () => run.client.call('receiveCoupon', buyer.caller, { body: { couponId: coupon.id }, idempotencyKey: run.newKey('coupon') })
    const burst = tally(await Promise.all(Array.from({ length: run.args.concurrency }, claim)))
    const late = await claim()
    if (burst.successes > 0) run.wrote.push(`coupon #${coupon.id} received by ${buyer.user.username}`)
    const told = `${run.args.concurrency} claims at once of coupon #${coupon.id}: ${burst.successes} received, refused ${burst.refused}; a later claim: ${describe(late)}`
    if (burst.successes === 0 && burst.refusals.get('couponGone') === run.args.concurrency) return skipped(`${told} (the coupon ran out)`)
    if (burst.broken.length) return fails(`${told}; ${burst.broken.join('; ')}`)
    if (burst.successes !== 1) return fails(told)
    if (late.outcome !== 'refused' || late.key !== 'couponReceivedAlready') return fails(`${told}, not couponReceivedAlready`)
    const mine = await run.client.call('myCoupons', buyer.caller, { query: { tab: 'usable' } })
    if (mine.outcome !== 'ok') return fails(`${told}; my coupons: ${describe(mine)}`)
    const copies = mine.data.items.filter((held) => held.coupon.id === coupon.id).length
    if (copies !== 1) return fails(`${told}; my coupons holds ${copies} copies`)
    return holds(`${told}; my coupons holds 1 copy`)
  },
}
