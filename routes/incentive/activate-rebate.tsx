import { rulesScreen } from '../_parts/rebate-rules'
import type { SharedPage } from '../../worker/context/shared-page'

/** The rules of the rebates paid per activated unit. */
export const GET = rulesScreen('activate')
export const namespaces = ['rebates'] as const
export const shared: SharedPage = {}
