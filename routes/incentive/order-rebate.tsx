import { rulesScreen } from '../_parts/rebate-rules'

/** The rules of the rebates paid per order and per scanned unit. */
export const GET = rulesScreen('order')
export const namespaces = ['rebates'] as const
