import { endpoints } from '../../contract'
import { ok } from '../core/envelope'
import { EndpointRoutes } from '../core/mount'
import { resolveCountry } from '../countries/queries'
import { readSession } from '../core/d1-session'
import { listSessions } from './queries'

export const flashSaleRoutes = new EndpointRoutes().endpoint(endpoints.flashSessions, async (c) => {
  const country = await resolveCountry(c)
  const now = Date.now()
  return ok(c, { serverTime: now, sessions: await listSessions(readSession(c), country.id, country.currencyScale, now) })
})
