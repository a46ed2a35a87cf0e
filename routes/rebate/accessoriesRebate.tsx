import { rulesScreen } from '../incentive/_rules'

/** The rules of the accessories' rebates. */
export const GET = rulesScreen('accessories')
export const namespaces = ['rebates'] as const
