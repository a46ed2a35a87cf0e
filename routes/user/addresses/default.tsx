import type { Context } from 'hono'
import type { PageAccess } from '../../../worker/context/access'
import type { AppEnv } from '../../../worker/env'
import { addressAction } from '../../_parts/address-action'
import { BOOK } from './_form'

/** Makes one of the shopper's addresses the default, the one checkout offers first. */
export const POST = (c: Context<AppEnv>) => addressAction(c, 'setDefaultAddress', 'orderNotice.defaultSet')

export const namespaces = ['orders'] as const

export const access: PageAccess = 'user'

/** After a login, the form comes back to the book (this path has no page of its own). */
export const back = () => BOOK
