import { z } from 'zod'
import { instant } from './bounds'
import { CouponTerms } from './coupons'
import { defineEndpoints } from './endpoint'

const id = z.number().int().positive()
const at = instant

/** What a prize is: a coupon, money into the wallet, a physical gift (a product), or "thanks for playing". */
export const PRIZE_KINDS = ['coupon', 'credit', 'gift', 'none'] as const
export type PrizeKind = (typeof PRIZE_KINDS)[number]

/** The odds are published as whole parts of this many draws. */
export const ODDS_SCALE = 10_000

export const DrawPrize = z.object({
  id,
  kind: z.enum(PRIZE_KINDS),
  coupon: CouponTerms.nullable(),
  /** Kind `credit`: the money, in major units of the market's currency. */
  credit: z.number().positive().nullable(),
  gift: z.object({ productId: id, name: z.string(), image: z.string() }).nullable(),
  /** The published odds, out of `ODDS_SCALE` draws. */
  odds: z.number().int().nonnegative().max(ODDS_SCALE),
  /** Prizes not given yet; null: as many as drawn ("thanks for playing"). */
  left: z.number().int().nonnegative().nullable(),
})
export type DrawPrize = z.infer<typeof DrawPrize>

/** The caller's chances now: today's free one, and those earned by completed orders not used yet. */
export const DrawChances = z.object({ daily: z.boolean(), earned: z.number().int().nonnegative(), total: z.number().int().nonnegative() })
export type DrawChances = z.infer<typeof DrawChances>

export const LuckyDraw = z.object({
  /** The market's draw running now; null: none. */
  pool: z.object({ id, startAt: at, endAt: at }).nullable(),
  prizes: z.array(DrawPrize),
  /** Null for a guest. */
  chances: DrawChances.nullable(),
})
export type LuckyDraw = z.infer<typeof LuckyDraw>

/** A draw's outcome: the prize (decided by the mall, already given), and the chances left. */
export const DrawOutcome = z.object({ drawId: z.string().uuid(), prize: DrawPrize, at, chances: DrawChances })
export type DrawOutcome = z.infer<typeof DrawOutcome>

export const DrawQuery = z.object({ id: z.string().uuid() })

/** A prize won: the caller's own (`name` null), or another buyer's with the name masked. */
export const Award = z.object({ drawId: z.string().uuid(), prize: DrawPrize, at, name: z.string().nullable() })
export type Award = z.infer<typeof Award>

export const AwardList = z.object({
  /** The caller's prizes, newest first (none for a guest). */
  mine: z.array(Award),
  /** Recent winners of the market, newest first, names masked. */
  winners: z.array(Award),
})
export type AwardList = z.infer<typeof AwardList>

export const luckyDrawEndpoints = defineEndpoints({
  luckyDraw: {
    method: 'GET', path: '/api/activity/luckyDraw', auth: false, guestShared: true, response: LuckyDraw,
    summary: 'The lucky draw of the COUNTRY_ID market: its prizes with their published odds and what is left, and the caller\'s chances',
  },
  draw: {
    method: 'POST', path: '/api/activity/luckyDraw/draw', auth: true, response: DrawOutcome, idempotent: true,
    summary: 'One draw: a chance spent, a prize taken from the pool and given (a coupon copy, a wallet credit, a gift), together or not at all; noDrawChance, drawClosed',
  },
  drawOutcome: {
    method: 'GET', path: '/api/activity/luckyDraw/outcome', auth: true, query: DrawQuery, response: DrawOutcome,
    summary: 'One of the caller\'s draws (another buyer\'s does not exist)',
  },
  awardList: {
    method: 'GET', path: '/api/activity/luckyDraw/awards', auth: false, response: AwardList,
    summary: 'The caller\'s prizes and the market\'s recent winners (names masked)',
  },
})
