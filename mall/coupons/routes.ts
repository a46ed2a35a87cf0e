import { endpoints } from '../../contract'
import { optionalUser } from '../core/auth'
import { answer, ok } from '../core/envelope'
import { guardedWrite } from '../core/guarded-write'
import { fingerprintOf } from '../core/idempotent-write'
import { marketOf } from '../core/market'
import { EndpointRoutes } from '../core/mount'
import { resolveCountry } from '../countries/queries'
import { couponCentre, receiveEffect } from './centre'
import { GRANT_REFUSALS } from './grant'
import { myCoupons } from './mine'

/** The coupon centre, receiving a coupon, and the buyer's coupons. */
export const couponRoutes = new EndpointRoutes()
  .endpoint(endpoints.couponCentre, async (c) => {
    const country = await resolveCountry(c)
    const market = { id: country.id, scale: country.currencyScale }
    return ok(c, await couponCentre(c.env.DB, market, optionalUser(c)?.id ?? null, Date.now()))
  })
  .endpoint(endpoints.receiveCoupon, async (c, { body: request, key }) => {
    const user = c.get('user')
    const country = await marketOf(c)
    const scope = { userId: user.id, key, fingerprint: fingerprintOf('receiveCoupon', request) }
    return answer(c, await guardedWrite(c.env.DB, scope, () => receiveEffect(c.env.DB, user.id, country.id, request.couponId, Date.now()), GRANT_REFUSALS))
  })
  .endpoint(endpoints.myCoupons, async (c, { query }) => {
    const country = await marketOf(c)
    return ok(c, await myCoupons(c.env.DB, c.get('user').id, { id: country.id, scale: country.currencyScale }, query.tab, Date.now()))
  })
