import { endpoints } from '../../contract'
import { ok } from '../core/envelope'
import { notFound } from '../core/errors'
import { EndpointRoutes } from '../core/mount'
import { presaleItem } from '../presale/queries'

/** A pre-sale item's reservation and sale windows, set by an admin. */
export const adminPresaleRoutes = new EndpointRoutes()
  .endpoint(endpoints.adminPresaleSchedule, async (c, { body: request }) => {
    const { meta } = await c.env.DB
      .prepare('UPDATE presale_items SET reserve_start_at = ?, reserve_end_at = ?, sale_start_at = ?, sale_end_at = ? WHERE id = ?')
      .bind(request.reserveStartAt, request.reserveEndAt, request.saleStartAt, request.saleEndAt, request.itemId)
      .run()
    if (meta.changes === 0) throw notFound()
    return ok(c, (await presaleItem(c.env.DB, request.itemId, null, Date.now()))!)
  })
