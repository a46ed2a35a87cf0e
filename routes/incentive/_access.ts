import type { PageAccess } from '../../worker/context/access'

/** The rebate rules, open to everyone. */
export const access: PageAccess = 'guest'
