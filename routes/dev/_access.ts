import type { PageAccess } from '../../worker/context/access'

/** Local test pages (the sandbox provider, the SMS outbox, the bridge), switched off anywhere else. */
export const access: PageAccess = 'guest'
