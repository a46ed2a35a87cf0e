import { endpoints } from '../../contract'
import { answer, errorBody, ok, successBody } from '../core/envelope'
import { MallError } from '../core/errors'
import { objectGrant } from '../core/object-grant'
import { type Effect, fingerprintOf, idempotentWrite } from '../core/idempotent-write'
import { EndpointRoutes } from '../core/mount'
import { type FlashItemRow, flashItemQuery, flashStockOf, sessionStatus } from '../flash-sale/queries'
import type { TakeAnswer } from '../flash-sale/flash-stock.do'
import { cartCount, cartCountQuery, flashSaleStatements } from './queries'

type Added = { count: number; sold: number }

export const cartRoutes = new EndpointRoutes()
  /**
   * A flash unit into the cart: one round trip to D1 claims the key and reads the item and the buyer's cart count,
   * the item's stock object grants the unit or replays its answer (stock and the per-buyer limit, checked and written
   * in one turn), then the cart row and D1's listing copy land with the answer's idempotency record in one batch.
   */
  .endpoint(endpoints.addToCart, async (c, { body: request, key }) => {
    const user = c.get('user')
    const db = c.env.DB
    const scope = { userId: user.id, key, fingerprint: fingerprintOf('addToCart', request) }

    const reads = [flashItemQuery(db, request.flashItemId), cartCountQuery(db, user.id)]
    const body = await idempotentWrite<Added>(db, scope, async ([items, counts]): Promise<Effect<Added>> => {
      const item = (items!.results as FlashItemRow[])[0]
      if (!item) throw new MallError('productNotFound')
      const stock = flashStockOf(c.env.FLASH_STOCK, item.id)
      const status = sessionStatus(item, Date.now())
      if (status === 'coming') throw new MallError('sessionNotLive')
      const granted = await objectGrant<TakeAnswer>({
        scope,
        closed: status === 'ended' ? 'sessionEnded' : null,
        grant: () =>
          stock.take({
            buyer: user.id, key, fingerprint: scope.fingerprint, quantity: request.quantity,
            limitPerBuyer: item.limit_per_buyer, listing: { total: item.total, sold: item.sold },
          }),
        recall: (buyer, key) => stock.recall(buyer, key),
      })
      if (granted.result !== 'ok') return { answer: errorBody(granted.result) }
      const count = ((counts!.results as { count: number }[])[0]?.count ?? 0) + request.quantity
      return {
        answer: successBody({ count, sold: granted.sold }),
        statements: flashSaleStatements(db, user.id, item, request.quantity, granted, Date.now()),
      }
    }, reads).catch((error: unknown) => {
      if (error instanceof MallError) throw error
      // The stock object remembers the grant under this key: a retry with the same key writes it again.
      console.error('add to cart: stock granted but the D1 write failed', error)
      throw new MallError('addCartFailed')
    })
    return answer(c, body)
  })
  .endpoint(endpoints.cartCount, async (c) => ok(c, { count: await cartCount(c.env.DB, c.get('user').id) }))
