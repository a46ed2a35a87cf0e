import { z } from 'zod'
import { instant } from './bounds'
import { CouponTerms } from './coupons'
import { defineEndpoints } from './endpoint'

const id = z.number().int().positive()
const inputId = z.coerce.number().int().positive().max(999_999_999)
const at = instant

/**
 * Who looks at the newcomer offer: a `guest` (the offer, and a way to log in), a `newcomer` (an account with no
 * completed order, who may receive the pack), or `notNew` (an account with a completed order: the offer is not
 * theirs).
 */
export const NEWCOMER_STANDINGS = ['guest', 'newcomer', 'notNew'] as const
export type NewcomerStanding = (typeof NEWCOMER_STANDINGS)[number]

/** A coupon of the newbie gift pack, and whether the caller holds it already. */
export const GiftCoupon = CouponTerms.extend({ received: z.boolean() })
export type GiftCoupon = z.infer<typeof GiftCoupon>

/** A product at the new-user special price: one special-price item per new account. */
export const NewcomerSpecial = z.object({
  id,
  productId: id,
  name: z.string(),
  image: z.string(),
  price: z.number().nonnegative().describe('the special price'),
  originalPrice: z.number().nonnegative().describe('the product\'s price now'),
  soldOut: z.boolean(),
})
export type NewcomerSpecial = z.infer<typeof NewcomerSpecial>

export const NewcomerOffer = z.object({
  standing: z.enum(NEWCOMER_STANDINGS),
  gifts: z.array(GiftCoupon),
  specials: z.array(NewcomerSpecial),
  /** The special the caller's account has bought (by an order not cancelled), if any: the offer allows one. */
  boughtSpecialId: id.nullable(),
})
export type NewcomerOffer = z.infer<typeof NewcomerOffer>

/** The pack's coupons given by this tap, each valid from `startsAt` until `expiresAt`. */
export const ReceivedPack = z.object({ coupons: z.array(z.object({ couponId: z.number().int().positive(), startsAt: at, expiresAt: at })) })
export type ReceivedPack = z.infer<typeof ReceivedPack>

export const NewcomerSpecialRequest = z.object({ specialId: inputId })
export type NewcomerSpecialRequest = z.infer<typeof NewcomerSpecialRequest>

export const NewcomerSpecialLine = z.object({ lineId: id })
export type NewcomerSpecialLine = z.infer<typeof NewcomerSpecialLine>

export const newcomerEndpoints = defineEndpoints({
  newcomerOffer: {
    method: 'GET', path: '/api/newcomer/offer', auth: false, guestShared: true, response: NewcomerOffer,
    summary: 'The newbie gift pack of the COUNTRY_ID market and whether the caller may receive it (guest, newcomer, notNew)',
  },
  receiveNewcomerPack: {
    method: 'POST', path: '/api/newcomer/pack', auth: true, response: ReceivedPack, idempotent: true,
    summary: 'Receive every coupon of the newbie gift pack in one write: accounts with a completed order are refused (notNewcomer), a pack is given once (newcomerPackReceived)',
  },
  buyNewcomerSpecial: {
    method: 'POST', path: '/api/newcomer/special/buy', auth: true, body: NewcomerSpecialRequest, response: NewcomerSpecialLine,
    summary: 'Put one unit of a new-user special in the cart at its special price (the same line again on a repeat); checkout checks again: new account (notNewcomer), one special per account (newcomerSpecialBought)',
  },
})
