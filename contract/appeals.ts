import { z } from 'zod'
import { openSet } from './open-set'
import { instant } from './bounds'
import { defineEndpoints } from './endpoint'
import { IMEI_PATTERN } from './common'
import { IdQuery } from './record-query'
import type { ErrorKey } from './errors'
import { REBATE_KINDS, REBATE_RULES, REBATE_STATUSES } from './rebate-rules'
import { REBATE_LINES, RebateProduct } from './rebates'

const id = z.number().int().positive()
const inputId = z.coerce.number().int().positive().max(999_999_999)
const at = instant

export { IMEI_PATTERN } from './common'
export const APPEAL_LIMITS = { imeis: 20, note: 500, reason: 300 } as const

export const APPEAL_STATUSES = ['pending', 'approved', 'partlyApproved', 'rejected'] as const
export type AppealStatus = (typeof APPEAL_STATUSES)[number]
export const APPEAL_IMEI_STATUSES = ['pending', 'approved', 'rejected'] as const

const imei = z.string().trim().regex(IMEI_PATTERN).meta({ examples: ['356938035643809'] })
const distinct = (values: string[]) => new Set(values).size === values.length

export const AppealRequest = z.object({
  campaignId: inputId,
  /** Required for a campaign paid per order (cash, tiered, gift); ignored for a per-IMEI one. */
  orderId: inputId.optional(),
  imeis: z.array(imei).min(1).max(APPEAL_LIMITS.imeis).refine(distinct, { message: 'an IMEI twice' }),
  note: z.string().trim().min(1).max(APPEAL_LIMITS.note),
})
export type AppealRequest = z.input<typeof AppealRequest>

export const AppealSubmitted = z.object({ appealId: id, status: z.enum(APPEAL_STATUSES), dueAt: at })
export type AppealSubmitted = z.infer<typeof AppealSubmitted>

export const AppealSummary = z.object({
  id,
  campaignId: id,
  rule: openSet(REBATE_RULES),
  line: z.enum(REBATE_LINES),
  orderId: id.nullable(),
  status: z.enum(APPEAL_STATUSES),
  /** IMEIs appealed, and how many of them were approved. */
  imeiCount: z.number().int().positive(),
  approvedCount: z.number().int().nonnegative(),
  createdAt: at,
  dueAt: at,
  reviewedAt: at.nullable(),
})
export type AppealSummary = z.infer<typeof AppealSummary>

/** A retailer's appeal records: how many appeals, IMEIs appealed and IMEIs approved, then the appeals newest first. */
export const AppealRecords = z.object({
  appealCount: z.number().int().nonnegative(),
  imeiCount: z.number().int().nonnegative(),
  approvedCount: z.number().int().nonnegative(),
  items: z.array(AppealSummary),
})
export type AppealRecords = z.infer<typeof AppealRecords>

export const AppealDetail = AppealSummary.extend({
  /** What the retailer wrote, and the admin's reason for what was not approved: both shown escaped. */
  note: z.string(),
  rejectReason: z.string().nullable(),
  imeis: z.array(z.object({ imei: z.string(), status: z.enum(APPEAL_IMEI_STATUSES) })),
  /** What the approval credited (major units), and the gifts it gave with what the gift is (gift rules). */
  credited: z.number().nonnegative(),
  gifts: z.number().int().nonnegative(),
  gift: RebateProduct.nullable(),
})
export type AppealDetail = z.infer<typeof AppealDetail>

/** Why an appeal may not be approved: the catalogue keys an approval answers then. */
export const APPEAL_BLOCKS = ['appealPaysNothing', 'appealNotTheirs', 'appealNotAllowed'] as const satisfies readonly ErrorKey[]
export type AppealBlock = (typeof APPEAL_BLOCKS)[number]

/**
 * The retailer's own delivered units an appeal of the campaign may name: of the order (`orderId`), or of every order
 * the campaign counts, with no rebate paid or coming and under no open appeal. Units not listed can still be typed.
 */
export const AppealUnitsQuery = z.object({ campaignId: inputId, orderId: inputId.optional() })
export const AppealUnit = z.object({ imei: z.string(), orderId: id, productName: z.string(), scannedAt: at.nullable() })
export type AppealUnit = z.infer<typeof AppealUnit>
export const AppealUnits = z.object({ units: z.array(AppealUnit) })
export type AppealUnits = z.infer<typeof AppealUnits>

/** What happened to one appealed unit before: its scans (by any shop), and the rebates recorded for it. */
export const UnitHistory = z.object({
  imei: z.string(),
  scans: z.array(z.object({ shop: z.string(), status: z.enum(['approved', 'refused']), at })),
  rebates: z.array(z.object({ campaignId: id, rule: openSet(REBATE_RULES), line: z.enum(REBATE_LINES), kind: openSet(REBATE_KINDS), status: z.enum(REBATE_STATUSES), amount: z.number().nonnegative(), gifts: z.number().int().nonnegative(), appealId: id.nullable(), at })),
})
export type UnitHistory = z.infer<typeof UnitHistory>

const Retailer = z.object({ id, username: z.string(), nickname: z.string() })

export const AdminAppealSummary = AppealSummary.extend({ retailer: Retailer, overdue: z.boolean() })
export type AdminAppealSummary = z.infer<typeof AdminAppealSummary>
export const ADMIN_APPEAL_TABS = ['pending', 'reviewed'] as const
export type AdminAppealTab = (typeof ADMIN_APPEAL_TABS)[number]
export const AdminAppealList = z.object({ items: z.array(AdminAppealSummary) })
export type AdminAppealList = z.infer<typeof AdminAppealList>
export const AdminAppealListQuery = z.object({ tab: z.enum(ADMIN_APPEAL_TABS).default('pending') })

export const AppealDecision = z.object({
  admin: z.string(),
  decision: z.enum(['approve', 'reject']),
  approved: z.array(z.string()),
  reason: z.string().nullable(),
  credited: z.number().nonnegative(),
  gifts: z.number().int().nonnegative(),
  at,
})
export type AppealDecision = z.infer<typeof AppealDecision>

export const AdminAppealDetail = AppealDetail.extend({
  retailer: Retailer,
  overdue: z.boolean(),
  /**
   * What approving every IMEI would credit now (major units), and gifts for a gift rule; or why it may not be
   * approved (`blocked`: it would give nothing, an IMEI is no unit of this retailer's deliveries, or a rebate it
   * approves was paid meanwhile).
   */
  preview: z.object({ amount: z.number().nonnegative(), gifts: z.number().int().nonnegative(), blocked: z.enum(APPEAL_BLOCKS).nullable() }),
  decisions: z.array(AppealDecision),
  /** Each IMEI's scans and rebates so far, so that a unit already scanned or paid is seen before approving. */
  history: z.array(UnitHistory),
})
export type AdminAppealDetail = z.infer<typeof AdminAppealDetail>

const reason = z.string().trim().max(APPEAL_LIMITS.reason).default('')

/** Approve some IMEIs (absent: all); the others are rejected, which needs a reason. */
export const ApproveAppealRequest = z.object({
  appealId: inputId,
  imeis: z.array(imei).min(1).max(APPEAL_LIMITS.imeis).refine(distinct).optional(),
  reason,
})
export type ApproveAppealRequest = z.input<typeof ApproveAppealRequest>
/** Reject every IMEI; the reason is required (rejectReasonRequired when empty). */
export const RejectAppealRequest = z.object({ appealId: inputId, reason })
export type RejectAppealRequest = z.input<typeof RejectAppealRequest>

export const AppealDecided = z.object({
  appealId: id,
  status: z.enum(APPEAL_STATUSES),
  approvedCount: z.number().int().nonnegative(),
  credited: z.number().nonnegative(),
  /** Gifts owed by the approval (gift rules): they show in the rebate history and in Wallet › Reward. */
  gifts: z.number().int().nonnegative(),
})
export type AppealDecided = z.infer<typeof AppealDecided>

export const appealEndpoints = defineEndpoints({
  submitAppeal: {
    method: 'POST', path: '/api/rebate/appeal', auth: true, role: 'retailer', body: AppealRequest, response: AppealSubmitted, idempotent: true,
    summary: 'Retailers only: appeal a refused or missing rebate of a campaign with the IMEIs concerned and a note; review is due 2 working days later',
  },
  appealUnits: {
    method: 'GET', path: '/api/rebate/appeal/units', auth: true, role: 'retailer', query: AppealUnitsQuery, response: AppealUnits,
    summary: 'Retailers only: their delivered units an appeal of the campaign (?campaignId=, of one order: &orderId=) may name, with no rebate paid or coming and under no open appeal',
  },
  appealRecords: {
    method: 'GET', path: '/api/rebate/appeals', auth: true, role: 'retailer', response: AppealRecords,
    summary: 'Retailers only: their appeals, newest first, with the counts of appeals, IMEIs appealed and IMEIs approved',
  },
  appealRecord: {
    method: 'GET', path: '/api/rebate/appeal/details', auth: true, role: 'retailer', query: IdQuery, response: AppealDetail,
    summary: 'Retailers only: one of their appeals (?id=) with its IMEIs, times and the reject reason; another retailer\'s is notFound',
  },
  adminAppeals: {
    method: 'GET', path: '/api/admin/appeals', auth: true, role: 'admin', query: AdminAppealListQuery, response: AdminAppealList,
    summary: 'Admins only: appeals waiting for review ordered by due date, overdue ones marked (?tab=reviewed: the latest reviewed)',
  },
  adminAppeal: {
    method: 'GET', path: '/api/admin/appeal/details', auth: true, role: 'admin', query: IdQuery, response: AdminAppealDetail,
    summary: 'Admins only: one appeal (?id=) with its retailer, IMEIs, what approving would credit and the decisions taken',
  },
  approveAppeal: {
    method: 'POST', path: '/api/admin/appeal/approve', auth: true, role: 'admin', body: ApproveAppealRequest, response: AppealDecided, idempotent: true,
    summary: 'Admins only: approve some IMEIs of a pending appeal (absent: all) and credit their rebate once; the rest are rejected with the reason',
  },
  rejectAppeal: {
    method: 'POST', path: '/api/admin/appeal/reject', auth: true, role: 'admin', body: RejectAppealRequest, response: AppealDecided, idempotent: true,
    summary: 'Admins only: reject a pending appeal with a reason (required)',
  },
})
