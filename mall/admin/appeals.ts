import { Hono } from 'hono'
import { AdminAppealListQuery, ApproveAppealRequest, endpoints, RejectAppealRequest } from '../../contract'
import { approveEffect, approvedRebates, imeisOf, REVIEW_REFUSALS, rejectEffect } from '../appeals/review'
import { appealForAdmin, queueOf } from '../appeals/queries'
import { requireRole } from '../core/auth'
import type { MallEnv } from '../core/env'
import { answer, ok } from '../core/envelope'
import { invalidInput, notFound } from '../core/errors'
import { parseBody, parseId } from '../core/input'
import { marketOf } from '../core/market'
import { keyedWrite } from '../core/keyed-write'

/** The review of appeals, for admins only (others: 403 'No permission for current operation'). */
export const adminAppealRoutes = new Hono<MallEnv>()
  .get(endpoints.adminAppeals.path, requireRole('admin'), async (c) => {
    const query = AdminAppealListQuery.safeParse(c.req.query())
    if (!query.success) throw invalidInput()
    const country = await marketOf(c)
    return ok(c, { items: await queueOf(c.env.DB, country.id, query.data.tab, Date.now()) })
  })
  .get(endpoints.adminAppeal.path, requireRole('admin'), async (c) => {
    const id = parseId(c.req.query('id'))
    if (id === null) throw invalidInput()
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
  .post(endpoints.approveAppeal.path, requireRole('admin'), async (c) => {
    const admin = c.get('user')
    const request = await parseBody(c, ApproveAppealRequest)
    return answer(c, await keyedWrite(c.env.DB, {
      userId: admin.id, key: c.req.header('idempotency-key'), action: 'approveAppeal', request,
      effect: ({ now }) => approveEffect(c.env.DB, admin.id, request, now),
      refusals: REVIEW_REFUSALS,
    }))
  })
  .post(endpoints.rejectAppeal.path, requireRole('admin'), async (c) => {
    const admin = c.get('user')
    const request = await parseBody(c, RejectAppealRequest)
    return answer(c, await keyedWrite(c.env.DB, {
      userId: admin.id, key: c.req.header('idempotency-key'), action: 'rejectAppeal', request,
      effect: ({ now }) => rejectEffect(c.env.DB, admin.id, request, now),
      refusals: REVIEW_REFUSALS,
    }))
  })
