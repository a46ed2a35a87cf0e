import { Hono } from 'hono'
import { endpoints } from '../../contract'
import type { MallEnv } from '../core/env'
import { ok } from '../core/envelope'
import { resolveCountry } from '../countries/queries'
import { campaignAt, toOffer } from './campaigns'

export const cashBackRoutes = new Hono<MallEnv>().get(endpoints.cashBackOffer.path, async (c) => {
  const country = await resolveCountry(c)
  const campaign = await campaignAt(c.env.DB, country.id, Date.now())
  return ok(c, { offer: campaign ? toOffer(campaign, country.currencyScale) : null })
})
