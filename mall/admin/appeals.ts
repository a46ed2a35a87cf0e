import { endpoints } from '../../contract'
import { approveEffect, approvedRebates, imeisOf, REVIEW_REFUSALS, rejectEffect } from '../appeals/review'
import { appealForAdmin, queueOf } from '../appeals/queries'
import { answer, ok } from '../core/envelope'
import { notFound } from '../core/errors'
import { marketOf } from '../core/market'
import { keyedWrite } from '../core/keyed-write'
import { EndpointRoutes } from '../core/mount'

/** The review of appeals, for admins only (others: 403 'No permission for current operation'). */
export const adminAppealRoutes = new EndpointRoutes()
  .endpoint(endpoints.adminAppeals, async (c, { query }) => {
    const country = await marketOf(c)
    return ok(c, { items: await queueOf(c.env.DB, country.id, query.tab, Date.now()) })
  })
  .endpoint(endpoints.adminAppeal, async (c, { query }) => {
    const id = Number(query.id)
    const db = c.env.DB
    const [country, now] = [await marketOf(c), Date.now()]
    const detail = await appealForAdmin(db, id, country.id, now, async (appeal) => {
      const approval = await approvedRebates(db, { ...appeal, status: 'pending', currency_scale: country.currencyScale }, await imeisOf(db, appeal.id), now)
      return approval.writes.reduce(
        (sum, write) => ({ ...sum, amountMinor: sum.amountMinor + write.amountMinor, gifts: sum.gifts + write.gifts }),
        { amountMinor: 0, gifts: 0, blocked: approval.refusal },
      )
    })
    if (!detail) throw notFound()
    return ok(c, detail)
  })
  .endpoint(endpoints.approveAppeal, async (c, { body: request, key }) => {
    const admin = c.get('user')
    return answer(c, await keyedWrite(c.env.DB, {
      userId: admin.id, key, action: 'approveAppeal', request,
      effect: ({ now }) => approveEffect(c.env.DB, admin.id, request, now),
      refusals: REVIEW_REFUSALS,
    }))
  })
  .endpoint(endpoints.rejectAppeal, async (c, { body: request, key }) => {
    const admin = c.get('user')
    return answer(c, await keyedWrite(c.env.DB, {
      userId: admin.id, key, action: 'rejectAppeal', request,
      effect: ({ now }) => rejectEffect(c.env.DB, admin.id, request, now),
      refusals: REVIEW_REFUSALS,
    }))
  })
