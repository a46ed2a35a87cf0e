import type { PageAccess } from '../../worker/context/access'

/** A shopper's coupons; the coupon centre itself is open to read. */
export const access: PageAccess = 'user'
