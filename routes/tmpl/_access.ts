import type { PageAccess } from '../../worker/middleware/access'

/** Agreements and about pages, open to everyone. */
export const access: PageAccess = 'guest'
