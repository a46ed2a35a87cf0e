import type { Context } from 'hono'
import type { AppEnv } from '../../worker/env'
import { BRANDS } from '../../worker/render/brands'
import { agreementPage } from '../_parts/legal'
import type { SharedPage } from '../../worker/context/shared-page'

export function GET(c: Context<AppEnv>) {
  return agreementPage(c, BRANDS.sister, shared)
}

export const namespaces = ['legal'] as const
export const shared: SharedPage = {}
