import { rulesScreen } from '../_parts/rebate-rules'
import type { SharedPage } from '../../worker/context/shared-page'

/** The rules of the rebates paid per order and per scanned unit. */
export const shared: SharedPage = {}
export const GET = rulesScreen('order', shared)
export const namespaces = ['rebates'] as const
