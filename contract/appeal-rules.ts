import { earnedBy, type OrderRule, type RebateStatus } from './rebate-rules'

/** Why an appeal of a rebate cannot succeed, as the mall decides it when the appeal is sent. */
export type AppealRuleRefusal = 'appealNotAllowed' | 'appealPaysNothing'

export type AppealCase = {
  /** The rebate recorded under the appeal's key, if any, and whether it is the appellant's. */
  rebate: { status: RebateStatus; own: boolean } | null
  /** Rules paid per order: the rule, and the pieces of the order the campaign counts. */
  order?: { rule: OrderRule; pieces: number }
  /** How many IMEIs the appeal names; for a rebate not appealed yet, the most it could name. */
  imeis: number
}

/**
 * The one rule of what may be appealed: a rebate that is missing, or refused and the appellant's; for a rule per
 * order, no more IMEIs than the order's counted pieces, and as many as earn something under the rule (an approval
 * never gives nothing). The mall refuses an appeal with it, and the rebate details offer one only where it passes.
 */
export function appealRefusal(appeal: AppealCase): AppealRuleRefusal | null {
  if (appeal.rebate && (appeal.rebate.status !== 'refused' || !appeal.rebate.own)) return 'appealNotAllowed'
  if (!appeal.order) return null
  if (appeal.order.pieces === 0 || appeal.imeis > appeal.order.pieces) return 'appealNotAllowed'
  const earned = earnedBy(appeal.order.rule, appeal.imeis)
  return earned.amount === 0 && earned.gifts === 0 ? 'appealPaysNothing' : null
}

/** Why a refused rebate offers no appeal: the rule refuses it, one is under review, or no unit of it was delivered. */
export const APPEAL_WHY_NOT = ['appealNotAllowed', 'appealPaysNothing', 'appealExists', 'noUnits'] as const
export type AppealWhyNot = (typeof APPEAL_WHY_NOT)[number]
