import type { PageAccess } from '../../worker/context/access'

/** A shop account's rebates and appeals: the gate asks for a login, the mall refuses any other role. */
export const access: PageAccess = 'retailer'
