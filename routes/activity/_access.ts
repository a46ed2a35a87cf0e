import type { PageAccess } from '../../worker/context/access'

/** The activities are open to everyone; a page whose form needs a login says so itself. */
export const access: PageAccess = 'guest'
