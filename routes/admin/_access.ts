import type { PageAccess } from '../../worker/context/access'

/** Admin screens: the gate asks for a login, the mall refuses anyone who is not an admin of that market. */
export const access: PageAccess = 'admin'
