import { rulesScreen } from '../_parts/rebate-rules'
import type { SharedPage } from '../../worker/context/shared-page'

/** The rules of the rebates paid per activated unit. */
export const shared: SharedPage = {}
export const GET = rulesScreen('activate', shared)
export const namespaces = ['rebates'] as const
