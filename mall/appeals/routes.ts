import { Hono } from 'hono'
import { AppealRequest, endpoints } from '../../contract'
import { requireRole } from '../core/auth'
import type { MallEnv } from '../core/env'
import { answer, ok } from '../core/envelope'
import { invalidInput, notFound } from '../core/errors'
import { parseBody, parseId } from '../core/input'
import { marketOf } from '../core/market'
import { keyedWrite } from '../core/keyed-write'
import { recordOf, recordsOf } from './queries'
import { SUBMIT_REFUSALS, submitEffect } from './submit'

/** A retailer's appeals: sending one, and reading their own (another retailer's answers notFound). */
export const appealRoutes = new Hono<MallEnv>()
  .post(endpoints.submitAppeal.path, requireRole('retailer'), async (c) => {
    const user = c.get('user')
    const request = await parseBody(c, AppealRequest)
    const country = await marketOf(c)
    return answer(c, await keyedWrite(c.env.DB, {
      userId: user.id, key: c.req.header('idempotency-key'), action: 'submitAppeal', request,
      effect: ({ id, now }) => submitEffect(c.env.DB, user.id, country, request, id, now),
      refusals: SUBMIT_REFUSALS, idColumn: 'appeals.id',
    }))
  })
  .get(endpoints.appealRecords.path, requireRole('retailer'), async (c) => {
    const country = await marketOf(c)
    return ok(c, await recordsOf(c.env.DB, c.get('user').id, country.id))
  })
  .get(endpoints.appealRecord.path, requireRole('retailer'), async (c) => {
    const id = parseId(c.req.query('id'))
    if (id === null) throw invalidInput()
    const record = await recordOf(c.env.DB, c.get('user').id, id)
    if (!record) throw notFound()
    return ok(c, record)
  })
