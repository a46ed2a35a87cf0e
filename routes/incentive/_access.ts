import type { PageAccess } from '../../worker/middleware/access'

/** The rebate rules, open to everyone. */
export const access: PageAccess = 'guest'
