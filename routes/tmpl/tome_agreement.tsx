import type { Context } from 'hono'
import type { AppEnv } from '../../worker/env'
import { BRANDS } from '../../worker/render/brands'
import { agreementPage } from '../../worker/render/legal'

export function GET(c: Context<AppEnv>) {
  return agreementPage(c, BRANDS.sister)
}
