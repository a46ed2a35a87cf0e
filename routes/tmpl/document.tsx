import type { Context } from 'hono'
import type { AppEnv } from '../../worker/env'
import { brandOf } from '../../worker/render/brands'
import { agreementPage } from '../_parts/legal'
import type { SharedPage } from '../../worker/context/shared-page'

/** The user agreement of the app the page is opened in. */
export function GET(c: Context<AppEnv>) {
  return agreementPage(c, brandOf(c.var.ctx.variant), shared)
}

export const namespaces = ['legal'] as const
export const shared: SharedPage = {}
