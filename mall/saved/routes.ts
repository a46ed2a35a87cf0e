import { endpoints, MAX_SAVED_ITEMS } from '../../contract'
import { ok } from '../core/envelope'
import { MallError } from '../core/errors'
import { marketOf } from '../core/market'
import { EndpointRoutes } from '../core/mount'
import { readSession } from '../core/d1-session'
import { resolveCountry } from '../countries/queries'
import { cardsOf, isSaved, saveItem, savedItemsOf, unsaveItem } from './queries'

/**
 * Saved products, one list per user (every query filters by the caller), and the cards a recently viewed list shows.
 * A save or a removal is idempotent by nature (insert once, delete), so it needs no key.
 */
export const savedRoutes = new EndpointRoutes()
  .endpoint(endpoints.savedItems, async (c, { user }) => {
    const country = await marketOf(c)
    return ok(c, { items: await savedItemsOf(c.env.DB, user.id, country.id, country.currencyScale, Date.now()), max: MAX_SAVED_ITEMS })
  })
  .endpoint(endpoints.savedState, async (c, { query, user }) => ok(c, { saved: await isSaved(c.env.DB, user.id, query.productId) }))
  .endpoint(endpoints.saveItem, async (c, { body, user }) => {
    const country = await marketOf(c)
    const outcome = await saveItem(c.env.DB, user.id, country.id, body.productId, Date.now())
    if (outcome === 'unknown') throw new MallError('productNotFound')
    if (outcome === 'full') throw new MallError('savedListFull')
    return ok(c, { saved: true })
  })
  .endpoint(endpoints.unsaveItem, async (c, { body, user }) => {
    await unsaveItem(c.env.DB, user.id, body.productId)
    return ok(c, { saved: false })
  })
  .endpoint(endpoints.productCards, async (c, { query }) => {
    const country = await resolveCountry(c)
    return ok(c, { items: await cardsOf(readSession(c), country.id, country.currencyScale, query.ids) })
  })
