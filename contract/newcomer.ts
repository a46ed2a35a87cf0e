import { z } from 'zod'
import { CouponTerms } from './coupons'
import { defineEndpoints } from './endpoint'

const at = z.number().int().describe('epoch milliseconds')

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

export const NewcomerOffer = z.object({
  standing: z.enum(NEWCOMER_STANDINGS),
  gifts: z.array(GiftCoupon),
})
export type NewcomerOffer = z.infer<typeof NewcomerOffer>

/** The pack's coupons given by this tap, each valid from `startsAt` until `expiresAt`. */
export const ReceivedPack = z.object({ coupons: z.array(z.object({ couponId: z.number().int().positive(), startsAt: at, expiresAt: at })) })
export type ReceivedPack = z.infer<typeof ReceivedPack>

export const newcomerEndpoints = defineEndpoints({
  newcomerOffer: {
    method: 'GET', path: '/api/newcomer/offer', auth: false, response: NewcomerOffer,
    summary: 'The newbie gift pack of the COUNTRY_ID market and whether the caller may receive it (guest, newcomer, notNew)',
  },
  receiveNewcomerPack: {
    method: 'POST', path: '/api/newcomer/pack', auth: true, response: ReceivedPack, idempotent: true,
    summary: 'Receive every coupon of the newbie gift pack in one write: accounts with a completed order are refused (notNewcomer), a pack is given once (newcomerPackReceived)',
  },
})
