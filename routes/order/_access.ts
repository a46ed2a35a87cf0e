import type { PageAccess } from '../../worker/context/access'

/** A shopper's checkout and orders. */
export const access: PageAccess = 'user'
