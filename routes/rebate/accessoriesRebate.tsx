import { rulesScreen } from '../_parts/rebate-rules'
import type { PageAccess } from '../../worker/context/access'

/** The rules of the accessories' rebates. */
export const GET = rulesScreen('accessories')
export const namespaces = ['rebates'] as const

/** The rules are open to everyone, as on /m/incentive. */
export const access: PageAccess = 'guest'
