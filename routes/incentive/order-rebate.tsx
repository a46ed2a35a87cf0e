import { rulesScreen } from '../_parts/rebate-rules'
import type { SharedPage } from '../../worker/context/shared-page'

/** The rules of the rebates paid per order and per scanned unit. */
export const GET = rulesScreen('order')
export const namespaces = ['rebates'] as const
export const shared: SharedPage = {}
