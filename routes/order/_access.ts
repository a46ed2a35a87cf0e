import type { PageAccess } from '../../worker/middleware/access'

/** A shopper's checkout and orders. */
export const access: PageAccess = 'user'
