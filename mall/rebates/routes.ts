import { endpoints } from '../../contract'
import { ok } from '../core/envelope'
import { notFound } from '../core/errors'
import { marketOf } from '../core/market'
import { EndpointRoutes } from '../core/mount'
import { resolveCountry } from '../countries/queries'
import { campaignsForPage, describeCampaigns, findCampaign } from './campaigns'
import { historyOf, rebatesOf } from './history'

/** The rules (anyone, in the COUNTRY_ID market) and a retailer's own rebates (retailers only). */
export const rebateRoutes = new EndpointRoutes()
  .endpoint(endpoints.rebateCampaigns, async (c, { query }) => {
    const country = await resolveCountry(c)
    return ok(c, { items: await campaignsForPage(c.env.DB, country.id, query.type, country.currencyScale, Date.now()) })
  })
  .endpoint(endpoints.rebateHistory, async (c, { query }) => {
    const [country, user] = [await marketOf(c), c.get('user')]
    return ok(c, await historyOf(c.env.DB, user.id, country.id, country.currencyScale, query.month ?? null))
  })
  .endpoint(endpoints.rebateDetails, async (c, { query }) => {
    const [country, user] = [await marketOf(c), c.get('user')]
    const campaign = await findCampaign(c.env.DB, query.campaignId, country.id)
    if (!campaign) throw notFound()
    const now = Date.now()
    const [[described], items] = await Promise.all([
      describeCampaigns(c.env.DB, [campaign], country.currencyScale, now),
      rebatesOf(c.env.DB, user.id, campaign, query.month, country.currencyScale),
    ])
    return ok(c, { campaign: described!, month: query.month, items })
  })
