import type { Context } from 'hono'
import type { AppEnv } from '../../worker/env'
import { aboutPage } from './_about'
import { BRANDS } from '../../worker/render/brands'

export function GET(c: Context<AppEnv>) {
  return aboutPage(c, BRANDS.sister, '/m/tmpl/tome_agreement')
}

export const namespaces = ['legal'] as const
