import { z } from 'zod'
import { openSet } from './open-set'
import { dayCount, instant } from './bounds'
import { defineEndpoints } from './endpoint'
import { APPEAL_WHY_NOT } from './appeal-rules'
import { REBATE_KINDS, REBATE_REASONS, REBATE_RULES, REBATE_STATUSES } from './rebate-rules'

const id = z.number().int().positive()
const inputId = z.coerce.number().int().positive().max(999_999_999)
const at = instant
const money = z.number().nonnegative().describe('major units of the market\'s currency')

export const REBATE_LINES = ['phones', 'accessories'] as const
export type RebateLine = (typeof REBATE_LINES)[number]

/** The rules screen's type flag: order rebates and activation rebates of phones, and accessories. */
export const RULE_PAGES = ['order', 'activate', 'accessories'] as const
export type RulePage = (typeof RULE_PAGES)[number]

export const CAMPAIGN_STATES = ['upcoming', 'running', 'ended'] as const

/** A calendar month, `2026-11` (UTC). */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/
const month = z.string().regex(MONTH_PATTERN).meta({ examples: ['2026-11'] })

/** A product a campaign names: one it counts, or its gift. */
export const RebateProduct = z.object({ id, name: z.string(), image: z.string() })
export type RebateProduct = z.infer<typeof RebateProduct>
const ProductRef = RebateProduct

export const RebateCampaign = z.object({
  id,
  rule: openSet(REBATE_RULES),
  line: z.enum(REBATE_LINES),
  state: z.enum(CAMPAIGN_STATES),
  startAt: at,
  endAt: at,
  /** cash: per piece; scan and activation: per IMEI. */
  amount: money.nullable(),
  tiers: z.array(z.object({ min: z.number().int().positive(), max: z.number().int().positive().nullable(), amount: money })),
  gift: z.object({ every: z.number().int().positive(), count: z.number().int().positive(), product: ProductRef }).nullable(),
  /** activation: no rebate for an activation later than this many days after the end. */
  activationDays: dayCount.min(1).nullable(),
  products: z.array(ProductRef),
})
export type RebateCampaign = z.infer<typeof RebateCampaign>

export const RebateCampaigns = z.object({ items: z.array(RebateCampaign) })
export type RebateCampaigns = z.infer<typeof RebateCampaigns>
export const RebateCampaignsQuery = z.object({ type: z.enum(RULE_PAGES).default('order') })

/** A retailer's rebates of one campaign in one month. */
export const RebateSummary = z.object({
  campaignId: id,
  rule: openSet(REBATE_RULES),
  line: z.enum(REBATE_LINES),
  month,
  credited: money,
  pending: money,
  /** Gifts owed by the rebates credited, and what the gift is (gift rules; null otherwise). */
  gifts: z.number().int().nonnegative(),
  gift: ProductRef.nullable(),
  creditedCount: z.number().int().nonnegative(),
  pendingCount: z.number().int().nonnegative(),
  refusedCount: z.number().int().nonnegative(),
})
export type RebateSummary = z.infer<typeof RebateSummary>

export const RebateHistory = z.object({ credited: money, pending: money, months: z.array(month), items: z.array(RebateSummary) })
export type RebateHistory = z.infer<typeof RebateHistory>
export const RebateHistoryQuery = z.object({ month: month.optional() })

/** One rebate: of an order (its eligible pieces), or of one IMEI. */
export const Rebate = z.object({
  id,
  kind: openSet(REBATE_KINDS),
  orderId: id.nullable(),
  imei: z.string().nullable(),
  pieces: z.number().int().nonnegative(),
  amount: money,
  gifts: z.number().int().nonnegative(),
  status: z.enum(REBATE_STATUSES),
  reason: z.enum(REBATE_REASONS).nullable(),
  /** A refused rebate with no appeal under review may be appealed. */
  appealable: z.boolean(),
  /** A refused rebate that may not be appealed: why not (null otherwise). */
  appealBlock: z.enum(APPEAL_WHY_NOT).nullable(),
  /** The latest appeal about it, if any. */
  appealId: id.nullable(),
  updatedAt: at,
})
export type Rebate = z.infer<typeof Rebate>

export const RebateDetails = z.object({ campaign: RebateCampaign, month, items: z.array(Rebate) })
export type RebateDetails = z.infer<typeof RebateDetails>
export const RebateDetailsQuery = z.object({ campaignId: inputId, month })

export const rebateEndpoints = defineEndpoints({
  rebateCampaigns: {
    method: 'GET', path: '/api/rebate/campaigns', auth: false, query: RebateCampaignsQuery, response: RebateCampaigns,
    summary: 'The rebate campaigns of the COUNTRY_ID market for a rules page (?type= order, activate, accessories), newest first, with their rules and products',
  },
  rebateHistory: {
    method: 'GET', path: '/api/rebate/history', auth: true, role: 'retailer', query: RebateHistoryQuery, response: RebateHistory,
    summary: 'Retailers only: their rebates by campaign and month (?month= one month), amounts credited and pending, counts refused',
  },
  rebateDetails: {
    method: 'GET', path: '/api/rebate/history/details', auth: true, role: 'retailer', query: RebateDetailsQuery, response: RebateDetails,
    summary: 'Retailers only: their rebates of one campaign in one month, per order and per IMEI, with the status and the reason',
  },
})
