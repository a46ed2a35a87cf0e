import { Hono } from 'hono'
import { endpoints } from '../../contract'
import type { MallEnv } from '../core/env'
import { ok } from '../core/envelope'
import { resolveCountry } from './queries'

export const countryRoutes = new Hono<MallEnv>().get(endpoints.countryInfo.path, async (c) =>
  ok(c, await resolveCountry(c, { allowQuery: true })),
)
