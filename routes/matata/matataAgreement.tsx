import type { Context } from 'hono'
import type { AppEnv } from '../../worker/env'
import { BRANDS } from '../../worker/render/brands'
import { agreementPage } from '../_parts/legal'
import type { PageAccess } from '../../worker/context/access'
import type { SharedPage } from '../../worker/context/shared-page'

export function GET(c: Context<AppEnv>) {
  return agreementPage(c, BRANDS.second, shared)
}

export const namespaces = ['legal'] as const

export const access: PageAccess = 'guest'
export const shared: SharedPage = {}
