import { endpoints } from '../../contract'
import { optionalUser } from '../core/auth'
import { answer, ok } from '../core/envelope'
import { MallError, notFound } from '../core/errors'
import { guardedWrite } from '../core/guarded-write'
import { fingerprintOf } from '../core/idempotent-write'
import { marketOf } from '../core/market'
import { EndpointRoutes } from '../core/mount'
import { resolveCountry } from '../countries/queries'
import { giftCoupons, giftRows } from './gifts'
import { PACK_REFUSALS, receivePackEffect } from './pack'
import { boughtSpecialOf, findSpecial, specialLineStatement, specialRows, toSpecial } from './specials'

/** The newcomer offer: its gift pack and its special-price items. */
export const newcomerRoutes = new EndpointRoutes()
  .endpoint(endpoints.newcomerOffer, async (c) => {
    const country = await resolveCountry(c)
    const user = optionalUser(c)
    const db = c.env.DB
    const [rows, specials, boughtSpecialId] = await Promise.all([
      giftRows(db, country.id, user?.id ?? null, Date.now()),
      specialRows(db, country.id),
      user ? boughtSpecialOf(db, user.id) : null,
    ])
    const standing = user === null ? 'guest' : user.isNew ? 'newcomer' : 'notNew'
    return ok(c, {
      standing,
      gifts: await giftCoupons(db, rows, country.currencyScale),
      specials: specials.map((row) => toSpecial(row, country.currencyScale)),
      boughtSpecialId,
    })
  })
  .endpoint(endpoints.receiveNewcomerPack, async (c, { key }) => {
    const user = c.get('user')
    const country = await marketOf(c)
    const scope = { userId: user.id, key, fingerprint: fingerprintOf('receiveNewcomerPack', country.id) }
    return answer(c, await guardedWrite(c.env.DB, scope, () => receivePackEffect(c.env.DB, user, country.id, Date.now()), PACK_REFUSALS))
  })
  /**
   * A special into the cart, for a new account that has not bought its one special: one unit at the special price.
   * These checks are for the shopper's sake; placing the order checks the account again in its batch.
   */
  .endpoint(endpoints.buyNewcomerSpecial, async (c, { body }) => {
    const user = c.get('user')
    const db = c.env.DB
    const { specialId } = body
    const [special, country, bought] = await Promise.all([findSpecial(db, specialId), marketOf(c), boughtSpecialOf(db, user.id)])
    if (!special || special.country_id !== country.id) throw notFound()
    if (!user.isNew) throw new MallError('notNewcomer')
    if (bought !== null) throw new MallError('newcomerSpecialBought')
    if (special.stock <= 0) throw new MallError('soldOut')
    const line = await specialLineStatement(db, user.id, special, Date.now()).first<{ id: number }>()
    return ok(c, { lineId: line!.id })
  })
