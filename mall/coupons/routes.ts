import { Hono } from 'hono'
import { endpoints, MyCouponsQuery, ReceiveCouponRequest } from '../../contract'
import { optionalUser, requireUser } from '../core/auth'
import type { MallEnv } from '../core/env'
import { answer, ok } from '../core/envelope'
import { invalidInput } from '../core/errors'
import { guardedWrite } from '../core/guarded-write'
import { fingerprintOf, idempotencyKey } from '../core/idempotent-write'
import { parseBody } from '../core/input'
import { marketOf } from '../core/market'
import { resolveCountry } from '../countries/queries'
import { couponCentre, receiveEffect } from './centre'
import { GRANT_REFUSALS } from './grant'
import { myCoupons } from './mine'

/** The coupon centre, receiving a coupon, and the buyer's coupons. */
export const couponRoutes = new Hono<MallEnv>()
  .get(endpoints.couponCentre.path, async (c) => {
    const country = await resolveCountry(c)
    const market = { id: country.id, scale: country.currencyScale }
    return ok(c, await couponCentre(c.env.DB, market, optionalUser(c)?.id ?? null, Date.now()))
  })
  .post(endpoints.receiveCoupon.path, requireUser, async (c) => {
    const user = c.get('user')
    const request = await parseBody(c, ReceiveCouponRequest)
    const country = await marketOf(c)
    const scope = { userId: user.id, key: idempotencyKey(c.req.header('idempotency-key')), fingerprint: fingerprintOf('receiveCoupon', request) }
    return answer(c, await guardedWrite(c.env.DB, scope, () => receiveEffect(c.env.DB, user.id, country.id, request.couponId, Date.now()), GRANT_REFUSALS))
  })
  .get(endpoints.myCoupons.path, requireUser, async (c) => {
    const query = MyCouponsQuery.safeParse(c.req.query())
    if (!query.success) throw invalidInput()
    const country = await marketOf(c)
    return ok(c, await myCoupons(c.env.DB, c.get('user').id, { id: country.id, scale: country.currencyScale }, query.data.tab, Date.now()))
  })
