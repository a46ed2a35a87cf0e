import { endpoints } from '../../contract'
import { answer, ok } from '../core/envelope'
import { notFound } from '../core/errors'
import { marketOf } from '../core/market'
import { keyedWrite } from '../core/keyed-write'
import { EndpointRoutes } from '../core/mount'
import { findCampaign } from '../rebates/campaigns'
import { recordOf, recordsOf } from './queries'
import { SUBMIT_REFUSALS, submitEffect } from './submit'
import { appealUnitsOf } from './units'

/** A retailer's appeals: sending one, and reading their own (another retailer's answers notFound). */
export const appealRoutes = new EndpointRoutes()
  .endpoint(endpoints.submitAppeal, async (c, { body: request, key }) => {
    const user = c.get('user')
    const country = await marketOf(c)
    return answer(c, await keyedWrite(c.env.DB, {
      userId: user.id, key, action: 'submitAppeal', request,
      effect: ({ id, now }) => submitEffect(c.env.DB, user.id, country, request, id, now),
      refusals: SUBMIT_REFUSALS, idColumn: 'appeals.id',
    }))
  })
  .endpoint(endpoints.appealUnits, async (c, { query }) => {
    const country = await marketOf(c)
    const campaign = await findCampaign(c.env.DB, query.campaignId, country.id)
    if (!campaign) throw notFound()
    return ok(c, { units: await appealUnitsOf(c.env.DB, c.get('user').id, campaign, query.orderId ?? null) })
  })
  .endpoint(endpoints.appealRecords, async (c) => {
    const country = await marketOf(c)
    return ok(c, await recordsOf(c.env.DB, c.get('user').id, country.id))
  })
  .endpoint(endpoints.appealRecord, async (c, { query }) => {
    const id = Number(query.id)
    const record = await recordOf(c.env.DB, c.get('user').id, id)
    if (!record) throw notFound()
    return ok(c, record)
  })
