import { endpoints } from '../../contract'
import { ok } from '../core/envelope'
import { invalidInput, notFound } from '../core/errors'
import { marketOf } from '../core/market'
import { EndpointRoutes } from '../core/mount'
import { giftsOwed } from '../rebates/gifts'
import { entriesOf, entryOf, parseEntryCursor, walletOf } from './queries'

/** The buyer's own wallet, and the gifts their rebates owe: every query filters by the logged-in user. */
export const walletRoutes = new EndpointRoutes()
  .endpoint(endpoints.wallet, async (c) => {
    const country = await marketOf(c)
    return ok(c, await walletOf(c.env.DB, c.get('user').id, country.id, country.currencyScale))
  })
  .endpoint(endpoints.walletEntries, async (c, { query }) => {
    const before = parseEntryCursor(query.cursor)
    if (before === 'invalid') throw invalidInput()
    const country = await marketOf(c)
    return ok(c, await entriesOf(c.env.DB, c.get('user').id, country.id, country.currencyScale, before))
  })
  .endpoint(endpoints.walletGifts, async (c) => {
    const country = await marketOf(c)
    return ok(c, { items: await giftsOwed(c.env.DB, c.get('user').id, country.id) })
  })
  .endpoint(endpoints.walletEntry, async (c, { query }) => {
    const id = Number(query.id)
    const country = await marketOf(c)
    const entry = await entryOf(c.env.DB, c.get('user').id, country.id, country.currencyScale, id)
    if (!entry) throw notFound()
    return ok(c, entry)
  })
