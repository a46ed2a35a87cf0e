import { rulesScreen } from '../_parts/rebate-rules'

/** The rules of the accessories' rebates. */
export const GET = rulesScreen('accessories')
export const namespaces = ['rebates'] as const
