import type { Context } from 'hono'
import type { AppEnv } from '../../worker/env'
import { aboutPage } from './_about'
import { brandOf } from '../../worker/render/brands'
import type { SharedPage } from '../../worker/context/shared-page'

export function GET(c: Context<AppEnv>) {
  return aboutPage(c, brandOf(c.var.ctx.variant), '/m/tmpl/document', shared)
}

export const namespaces = ['legal'] as const
export const shared: SharedPage = {}
