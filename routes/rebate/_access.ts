import type { PageAccess } from '../../worker/middleware/access'

/** A shop account's rebates and appeals: the gate asks for a login, the mall refuses any other role. */
export const access: PageAccess = 'retailer'
