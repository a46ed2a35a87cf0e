/**
 * The rebate maths, in one place: what a campaign's rule pays for an order, a scanned unit or an activation, and
 * when. The mall's engine decides every rebate with these functions, and the rules pages compute their worked
 * examples with the same ones. Amounts are whole minor units of the market's currency.
 */

export const REBATE_RULES = ['cash', 'tiered', 'gift', 'scan', 'activation'] as const
export type RebateRule = (typeof REBATE_RULES)[number]
/** Rules paid per order (on its eligible pieces), and rules paid per IMEI. */
export const ORDER_RULES = ['cash', 'tiered', 'gift'] as const satisfies readonly RebateRule[]
export type OrderRuleName = (typeof ORDER_RULES)[number]
export const isOrderRule = (rule: string): rule is OrderRuleName => (ORDER_RULES as readonly string[]).includes(rule)

export const REBATE_KINDS = ['order', 'scan', 'activation'] as const
export type RebateKind = (typeof REBATE_KINDS)[number]
export const kindOfRule = (rule: RebateRule): RebateKind => (isOrderRule(rule) ? 'order' : rule)

export const REBATE_STATUSES = ['credited', 'pending', 'refused'] as const
export type RebateStatus = (typeof REBATE_STATUSES)[number]

/** Why a rebate is pending (it may still come) or refused (it will not, unless an appeal is approved). */
export const REBATE_REASONS = [
  'notShipped', 'partlyShipped', 'notSigned', 'partlySigned', 'notCompleted', 'orderCancelled', 'belowMinimum',
  'unitNotSigned', 'campaignRunning', 'notActivatedYet', 'notActivated', 'activatedTooLate',
] as const
export type RebateReason = (typeof REBATE_REASONS)[number]

/** Orders and deliveries of a campaign may still complete this long after it ends; then what is missing is refused. */
export const SETTLE_DAYS = 30
export const DAY_MS = 86_400_000

/** Pieces `min`…`max` (no `max`: and on) each earn `amount`. */
export type Tier = { min: number; max: number | null; amount: number }

export type OrderRule =
  | { rule: 'cash'; amount: number }
  | { rule: 'tiered'; tiers: Tier[] }
  | { rule: 'gift'; every: number; count: number }

/** What an order rule gives for a number of pieces: money, gifts, or both nothing. */
export type Earned = { amount: number; gifts: number }

const wholePieces = (pieces: number) => (Number.isSafeInteger(pieces) && pieces > 0 ? pieces : 0)

/** Each piece earns the amount of the tier its rank falls in: 1–6 at 4 and 7+ at 4 make 6 pieces 24, 7 pieces 28. */
export function tieredAmount(tiers: readonly Tier[], pieces: number): number {
  const count = wholePieces(pieces)
  let total = 0
  for (const tier of tiers) {
    const last = Math.min(count, tier.max ?? count)
    if (last >= tier.min) total += (last - tier.min + 1) * tier.amount
  }
  return total
}

/** What an order rule earns on `pieces` eligible pieces of one completed order. */
export function earnedBy(rule: OrderRule, pieces: number): Earned {
  const count = wholePieces(pieces)
  switch (rule.rule) {
    case 'cash':
      return { amount: count * rule.amount, gifts: 0 }
    case 'tiered':
      return { amount: tieredAmount(rule.tiers, count), gifts: 0 }
    case 'gift':
      return { amount: 0, gifts: Math.floor(count / rule.every) * rule.count }
  }
}

/**
 * A rebate's state and what it is worth: `amount` and `gifts` are what it pays once credited (for a pending rebate,
 * what it will pay if it comes; for a refused one, what was at stake).
 */
export type Decision = { status: RebateStatus; reason: RebateReason | null } & Earned

const decided = (status: RebateStatus, reason: RebateReason | null, earned: Earned): Decision => ({ status, reason, ...earned })

/** An order as the rules see it: its status and units (all lines), and the pieces of it the campaign counts. */
export type OrderFacts = { status: string; ordered: number; shipped: number; signed: number; pieces: number }

/**
 * An order rebate: paid only when the order is completed with every unit shipped and signed for; nothing for an
 * order only partly shipped or partly signed. Until the campaign settles such an order is pending (it may still
 * complete); once it has settled, what is missing is the reason for the refusal.
 */
export function decideOrderRebate(rule: OrderRule, order: OrderFacts, settled: boolean): Decision {
  const earned = earnedBy(rule, order.pieces)
  if (order.status === 'cancelled') return decided('refused', 'orderCancelled', earned)
  if (earned.amount === 0 && earned.gifts === 0) return decided('refused', 'belowMinimum', earned)
  const complete = order.status === 'completed' && order.ordered > 0 && order.shipped === order.ordered && order.signed === order.ordered
  if (complete) return decided('credited', null, earned)
  const missing: RebateReason =
    order.shipped === 0 ? 'notShipped'
    : order.shipped < order.ordered ? 'partlyShipped'
    : order.signed === 0 ? 'notSigned'
    : order.signed < order.ordered ? 'partlySigned'
    : 'notCompleted'
  return decided(settled ? 'refused' : 'pending', missing, earned)
}

/** A scanned unit of an order line. */
export type ScannedUnit = { imei: string; orderLineId: number; scannedAt: number }

/**
 * The delivery-scan rebate counts signed units only: of each order line, as many scanned units as it has units
 * signed for (the earliest scans first) earn `amount`; any further scanned unit of that line is not signed for.
 */
export function decideScanRebates(units: readonly ScannedUnit[], signedByLine: ReadonlyMap<number, number>, amount: number, settled: boolean): Map<string, Decision> {
  const byLine = new Map<number, ScannedUnit[]>()
  for (const unit of units) byLine.set(unit.orderLineId, [...(byLine.get(unit.orderLineId) ?? []), unit])
  const earned = { amount, gifts: 0 }
  const decisions = new Map<string, Decision>()
  for (const [lineId, scanned] of byLine) {
    const signed = signedByLine.get(lineId) ?? 0
    scanned
      .sort((a, b) => a.scannedAt - b.scannedAt || a.imei.localeCompare(b.imei))
      .forEach((unit, rank) =>
        decisions.set(unit.imei, rank < signed ? decided('credited', null, earned) : decided(settled ? 'refused' : 'pending', 'unitNotSigned', earned)),
      )
  }
  return decisions
}

/** The last moment an activation still earns the rebate: N days after the campaign's end. */
export const activationDeadline = (endAt: number, days: number) => endAt + days * DAY_MS

/**
 * An activation rebate is calculated after the campaign ends: a unit activated by N days after the end earns
 * `amount`; one activated later, or not by then, earns nothing.
 */
export function decideActivationRebate(activatedAt: number | null, campaign: { endAt: number; days: number }, amount: number, now: number): Decision {
  const earned = { amount, gifts: 0 }
  if (now < campaign.endAt) return decided('pending', 'campaignRunning', earned)
  const deadline = activationDeadline(campaign.endAt, campaign.days)
  if (activatedAt !== null) return activatedAt <= deadline ? decided('credited', null, earned) : decided('refused', 'activatedTooLate', earned)
  return now <= deadline ? decided('pending', 'notActivatedYet', earned) : decided('refused', 'notActivated', earned)
}

/** When nothing of a campaign can change any more: its orders and deliveries settled, its activation window closed. */
export function settlesAt(campaign: { rule: RebateRule; endAt: number; activationDays: number | null }): number {
  if (campaign.rule === 'activation') return activationDeadline(campaign.endAt, campaign.activationDays ?? 0)
  return campaign.endAt + SETTLE_DAYS * DAY_MS
}

export type WorkedExample = { pieces: number } & Earned

/** Piece counts worth showing for a rule: around each tier's edges, below and at each gift step, a few for cash. */
export function examplePieces(rule: OrderRule): number[] {
  const counts =
    rule.rule === 'tiered' ? rule.tiers.flatMap((tier) => [tier.min, tier.max ?? tier.min + 3])
    : rule.rule === 'gift' ? [Math.max(1, rule.every - 1), rule.every, rule.every * 2 + 1]
    : [1, 5, 10]
  return [...new Set(counts.filter((count) => count > 0))].sort((a, b) => a - b).slice(0, 6)
}

/** The page's worked examples: what the engine pays for each of `examplePieces`. */
export const workedExamples = (rule: OrderRule): WorkedExample[] => examplePieces(rule).map((pieces) => ({ pieces, ...earnedBy(rule, pieces) }))
