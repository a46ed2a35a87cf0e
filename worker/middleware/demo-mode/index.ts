import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../../env'
import { settingsOf } from '../../settings'

export type DemoModeOptions = {
  /** Writes that stay allowed in a demo (logging in and out). */
  allow?: (c: Context<AppEnv>) => boolean
  /** The answer to a refused write. */
  respond: (c: Context<AppEnv>) => Response | Promise<Response>
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** With the var DEMO=on every write is refused with 'demoMode'; reads work as usual. */
export function demoMode({ allow = () => false, respond }: DemoModeOptions) {
  return createMiddleware<AppEnv>(async function demoMode(c, next) {
    if (READS.has(c.req.method) || !settingsOf(c.env).DEMO || allow(c)) return next()
    return respond(c)
  })
}
