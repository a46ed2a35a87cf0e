import { Hono } from 'hono'
import { endpoints, WalletEntriesQuery } from '../../contract'
import { requireUser } from '../core/auth'
import type { MallEnv } from '../core/env'
import { ok } from '../core/envelope'
import { invalidInput, notFound } from '../core/errors'
import { parseId } from '../core/input'
import { marketOf } from '../core/market'
import { giftsOwed } from '../rebates/gifts'
import { entriesOf, entryOf, parseEntryCursor, walletOf } from './queries'

/** The buyer's own wallet, and the gifts their rebates owe: every query filters by the logged-in user. */
export const walletRoutes = new Hono<MallEnv>()
  .get(endpoints.wallet.path, requireUser, async (c) => {
    const country = await marketOf(c)
    return ok(c, await walletOf(c.env.DB, c.get('user').id, country.id, country.currencyScale))
  })
  .get(endpoints.walletEntries.path, requireUser, async (c) => {
    const query = WalletEntriesQuery.safeParse(c.req.query())
    const before = query.success ? parseEntryCursor(query.data.cursor) : 'invalid'
    if (before === 'invalid') throw invalidInput()
    const country = await marketOf(c)
    return ok(c, await entriesOf(c.env.DB, c.get('user').id, country.id, country.currencyScale, before))
  })
  .get(endpoints.walletGifts.path, requireUser, async (c) => {
    const country = await marketOf(c)
    return ok(c, { items: await giftsOwed(c.env.DB, c.get('user').id, country.id) })
  })
  .get(endpoints.walletEntry.path, requireUser, async (c) => {
    const id = parseId(c.req.query('id'))
    if (id === null) throw invalidInput()
    const country = await marketOf(c)
    const entry = await entryOf(c.env.DB, c.get('user').id, country.id, country.currencyScale, id)
    if (!entry) throw notFound()
    return ok(c, entry)
  })
