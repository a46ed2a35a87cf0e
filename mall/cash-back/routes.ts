import { endpoints } from '../../contract'
import { ok } from '../core/envelope'
import { EndpointRoutes } from '../core/mount'
import { resolveCountry } from '../countries/queries'
import { campaignAt, toOffer } from './campaigns'

export const cashBackRoutes = new EndpointRoutes().endpoint(endpoints.cashBackOffer, async (c) => {
  const country = await resolveCountry(c)
  const campaign = await campaignAt(c.env.DB, country.id, Date.now())
  return ok(c, { offer: campaign ? toOffer(campaign, country.currencyScale) : null })
})
