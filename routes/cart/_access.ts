import type { PageAccess } from '../../worker/context/access'

/** Adding to the cart needs a login; a guest's add is finished by the login page. */
export const access: PageAccess = 'user'
