import { isDeepStrictEqual } from 'node:util'
import { type Caller, describe } from '../client'
import { type Check, fails, holds, type Run, sessionOf, skipped } from '../run'

const TRIES = 3

/** Takes the unit the check added out of the buyer's cart again; says what was left behind when it could not. */
async function takeBack(run: Run, caller: Caller, productId: number): Promise<string> {
  const cart = await run.client.call('cart', caller)
  const line = cart.outcome === 'ok'
    ? cart.data.lines.find((entry) => entry.productId === productId && entry.flashItemId === null && entry.presaleItemId === null && entry.specialId === null)
    : undefined
  if (!line) return `1 unit of product #${productId} added to the cart (its line was not found to take it out)`
  const undo = line.quantity > 1
    ? await run.client.call('changeLine', caller, { body: { lineId: line.id, delta: -1 } })
    : await run.client.call('removeLine', caller, { body: { lineId: line.id } })
  return undo.outcome === 'ok'
    ? `1 unit of product #${productId} added to the cart and taken out again`
    : `1 unit of product #${productId} added to the cart (taking it out: ${describe(undo)})`
}

/**
 * The buyer adds one unit of an ordinary product with an Idempotency-Key, then sends the same request with the same
 * key again (a retried tap): the same answer, and the cart grows by one unit, not two.
 */
export const idempotentRetry: Check = {
  name: 'same Idempotency-Key: same answer, one effect',
  async run(run) {
    const buyer = sessionOf(run, 'buyer')
    if (typeof buyer === 'string') return skipped(buyer)
    const listing = await run.client.call('products', buyer.caller)
    if (listing.outcome !== 'ok') return fails(`products: ${describe(listing)}`)
    const products = listing.data.items.filter((product) => product.inStock).slice(0, TRIES)
    if (!products.length) return skipped(`no product in stock in market ${buyer.caller.countryCode ?? buyer.user.countryId}`)
    const refusals: string[] = []
    for (const product of products) {
      const before = await run.client.call('cartCount', buyer.caller)
      if (before.outcome !== 'ok') return fails(`cart count: ${describe(before)}`)
      const key = run.newKey('retry')
      const add = () => run.client.call('addProduct', buyer.caller, { body: { productId: product.id, quantity: 1 }, idempotencyKey: key })
      const first = await add()
      if (first.outcome !== 'ok') {
        refusals.push(`product #${product.id}: ${describe(first)}`)
        continue
      }
      const again = await add()
      const after = await run.client.call('cartCount', buyer.caller)
      run.wrote.push(await takeBack(run, buyer.caller, product.id))
      const told = `addProduct #${product.id} twice with key ${key}`
      if (again.outcome !== 'ok') return fails(`${told}: the retry ${describe(again)}`)
      if (!isDeepStrictEqual(first.data, again.data)) return fails(`${told}: answers differ (${JSON.stringify(first.data)} then ${JSON.stringify(again.data)})`)
      if (after.outcome !== 'ok') return fails(`${told}; cart count after: ${describe(after)}`)
      const grew = after.data.count - before.data.count
      if (grew !== 1) return fails(`${told}: the cart grew by ${grew} units`)
      return holds(`${told}: the same answer, the cart grew by 1 unit`)
    }
    return fails(`no product could be added: ${refusals.join('; ')}`)
  },
}
