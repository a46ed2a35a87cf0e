import { rulesScreen } from '../_parts/rebate-rules'

/** The rules of the rebates paid per activated unit. */
export const GET = rulesScreen('activate')
export const namespaces = ['rebates'] as const
