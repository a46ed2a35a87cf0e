import type { Context } from 'hono'
import { translator } from '../locales'
import type { AppEnv } from '../worker/env'
import type { PageAccess } from '../worker/context/access'
import { errorPage } from '../worker/render/error-page'

export function GET(c: Context<AppEnv>) {
  return errorPage(c, 404, translator(c.var.ctx.language)('notFound.message'))
}

export const access: PageAccess = 'guest'
