import { Hono } from 'hono'
import { endpoints } from '../../contract'
import { optionalUser, requireUser } from '../core/auth'
import type { MallEnv } from '../core/env'
import { answer, ok } from '../core/envelope'
import { guardedWrite } from '../core/guarded-write'
import { fingerprintOf, idempotencyKey } from '../core/idempotent-write'
import { marketOf } from '../core/market'
import { resolveCountry } from '../countries/queries'
import { giftCoupons, giftRows } from './gifts'
import { PACK_REFUSALS, receivePackEffect } from './pack'

/** The newcomer offer and its gift pack. */
export const newcomerRoutes = new Hono<MallEnv>()
  .get(endpoints.newcomerOffer.path, async (c) => {
    const country = await resolveCountry(c)
    const user = optionalUser(c)
    const rows = await giftRows(c.env.DB, country.id, user?.id ?? null, Date.now())
    const standing = user === null ? 'guest' : user.isNew ? 'newcomer' : 'notNew'
    return ok(c, { standing, gifts: await giftCoupons(c.env.DB, rows, country.currencyScale) })
  })
  .post(endpoints.receiveNewcomerPack.path, requireUser, async (c) => {
    const user = c.get('user')
    const country = await marketOf(c)
    const scope = { userId: user.id, key: idempotencyKey(c.req.header('idempotency-key')), fingerprint: fingerprintOf('receiveNewcomerPack', country.id) }
    return answer(c, await guardedWrite(c.env.DB, scope, () => receivePackEffect(c.env.DB, user, country.id, Date.now()), PACK_REFUSALS))
  })
