import { Hono } from 'hono'
import { endpoints } from '../../contract'
import type { MallEnv } from '../core/env'
import { ok } from '../core/envelope'
import { resolveCountry } from '../countries/queries'
import { listSessions } from './queries'

export const flashSaleRoutes = new Hono<MallEnv>().get(endpoints.flashSessions.path, async (c) => {
  const country = await resolveCountry(c)
  const now = Date.now()
  return ok(c, { serverTime: now, sessions: await listSessions(c.env.DB, country.id, country.currencyScale, now) })
})
