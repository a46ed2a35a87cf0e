import { Hono } from 'hono'
import { endpoints, RebateCampaignsQuery, RebateDetailsQuery, RebateHistoryQuery } from '../../contract'
import { requireRole } from '../core/auth'
import type { MallEnv } from '../core/env'
import { ok } from '../core/envelope'
import { invalidInput, notFound } from '../core/errors'
import { marketOf } from '../core/market'
import { resolveCountry } from '../countries/queries'
import { campaignsForPage, describeCampaigns, findCampaign } from './campaigns'
import { historyOf, rebatesOf } from './history'

/** The rules (anyone, in the COUNTRY_ID market) and a retailer's own rebates (retailers only). */
export const rebateRoutes = new Hono<MallEnv>()
  .get(endpoints.rebateCampaigns.path, async (c) => {
    const query = RebateCampaignsQuery.safeParse(c.req.query())
    if (!query.success) throw invalidInput()
    const country = await resolveCountry(c)
    return ok(c, { items: await campaignsForPage(c.env.DB, country.id, query.data.type, country.currencyScale, Date.now()) })
  })
  .get(endpoints.rebateHistory.path, requireRole('retailer'), async (c) => {
    const query = RebateHistoryQuery.safeParse(c.req.query())
    if (!query.success) throw invalidInput()
    const [country, user] = [await marketOf(c), c.get('user')]
    return ok(c, await historyOf(c.env.DB, user.id, country.id, country.currencyScale, query.data.month ?? null))
  })
  .get(endpoints.rebateDetails.path, requireRole('retailer'), async (c) => {
    const query = RebateDetailsQuery.safeParse(c.req.query())
    if (!query.success) throw invalidInput()
    const [country, user] = [await marketOf(c), c.get('user')]
    const campaign = await findCampaign(c.env.DB, query.data.campaignId, country.id)
    if (!campaign) throw notFound()
    const now = Date.now()
    const [[described], items] = await Promise.all([
      describeCampaigns(c.env.DB, [campaign], country.currencyScale, now),
      rebatesOf(c.env.DB, user.id, campaign.id, query.data.month, country.currencyScale),
    ])
    return ok(c, { campaign: described!, month: query.data.month, items })
  })
