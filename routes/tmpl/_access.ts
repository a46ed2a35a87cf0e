import type { PageAccess } from '../../worker/context/access'

/** Agreements and about pages, open to everyone. */
export const access: PageAccess = 'guest'
