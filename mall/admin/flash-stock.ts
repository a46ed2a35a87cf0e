import { endpoints } from '../../contract'
import { answer, errorBody, ok, successBody } from '../core/envelope'
import { MallError, notFound } from '../core/errors'
import { fingerprintOf, idempotentWrite } from '../core/idempotent-write'
import { parseId } from '../core/input'
import { EndpointRoutes } from '../core/mount'
import { findFlashItem, flashStockOf, listingCopy } from '../flash-sale/queries'

type Figures = { flashItemId: number; total: number; sold: number }

/**
 * Restock and corrections of a flash item, by admins only. They go through the item's stock object (the one owner of
 * its stock), then D1's listing copy is written from the object's figures with the answer's idempotency record.
 */
export const adminFlashStockRoutes = new EndpointRoutes()
  .endpoint(endpoints.flashStock, async (c) => {
    const id = parseId(c.req.query('flashItemId'))
    const item = id === null ? null : await findFlashItem(c.env.DB, id)
    if (!item) throw notFound()
    const figures = (await flashStockOf(c.env.FLASH_STOCK, item.id).snapshot()) ?? { total: item.total, sold: item.sold }
    return ok(c, { flashItemId: item.id, total: figures.total, sold: figures.sold })
  })
  .endpoint(endpoints.changeFlashStock, async (c, { body: request, key: sentKey }) => {
    const admin = c.get('user')
    const db = c.env.DB
    const key = sentKey ?? crypto.randomUUID()
    const scope = { userId: admin.id, key, fingerprint: fingerprintOf('changeFlashStock', request) }
    const body = await idempotentWrite<Figures>(db, scope, async () => {
      const item = await findFlashItem(db, request.flashItemId)
      if (!item) throw notFound()
      const change = 'total' in request ? { total: request.total } : { adjust: request.adjust }
      const outcome = await flashStockOf(c.env.FLASH_STOCK, item.id).change({
        key, fingerprint: scope.fingerprint, listing: { total: item.total, sold: item.sold }, ...change,
      })
      if (outcome.result === 'conflict') throw new MallError('idempotencyConflict')
      if (outcome.result === 'stockBelowSold') return { answer: errorBody('stockBelowSold') }
      return {
        answer: successBody({ flashItemId: item.id, total: outcome.total, sold: outcome.sold }),
        statements: [listingCopy(db, item.id, outcome)],
      }
    })
    return answer(c, body)
  })
