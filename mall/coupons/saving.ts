import type { CouponMisfit } from '../../contract'
import type { CouponRow } from './terms'

/** What the maths needs of a coupon: its terms, and for scope `goods` its products. */
export type CouponMaths = Pick<CouponRow, 'kind' | 'value' | 'max_off_minor' | 'min_order_minor' | 'scope' | 'category_id'> & {
  productIds: readonly number[]
}

/** An order line as the maths sees it: the product, its category and what the line comes to (minor units). */
export type LineAmount = { productId: number; categoryId: number | null; amountMinor: number }

export type Saving = { saving: number; misfit: null } | { saving: 0; misfit: CouponMisfit }

function inScope(coupon: CouponMaths, line: LineAmount): boolean {
  if (coupon.scope === 'goods') return coupon.productIds.includes(line.productId)
  if (coupon.scope === 'category') return line.categoryId !== null && line.categoryId === coupon.category_id
  return true
}

/** Down to a whole unit of the currency (₦1 999.90 → ₦1 999), so a percentage never takes off odd kobo. */
const wholeUnits = (minor: number, scale: number) => Math.floor(minor / 10 ** scale) * 10 ** scale

/**
 * What `coupon` takes off these lines (minor units): the items in its scope must come to its minimum; money off is
 * at most what they come to; a percentage of them is rounded down to whole units and capped; free delivery takes
 * the delivery fee still to pay, a delivery deduction at most that. A coupon that would take nothing off does not fit.
 */
export function savingOf(coupon: CouponMaths, lines: readonly LineAmount[], deliveryFeeMinor: number, scale: number): Saving {
  const eligible = lines.filter((line) => inScope(coupon, line))
  if (eligible.length === 0) return { saving: 0, misfit: 'scope' }
  const base = eligible.reduce((sum, line) => sum + line.amountMinor, 0)
  if (base < coupon.min_order_minor) return { saving: 0, misfit: 'minOrder' }
  const saving = {
    amountOff: () => Math.min(coupon.value, base),
    percentOff: () => Math.min(wholeUnits((base * coupon.value) / 100, scale), coupon.max_off_minor ?? Infinity),
    freeDelivery: () => deliveryFeeMinor,
    deliveryOff: () => Math.min(coupon.value, deliveryFeeMinor),
  }[coupon.kind]()
  return saving > 0 ? { saving, misfit: null } : { saving: 0, misfit: 'noSaving' }
}
