import type { Context } from 'hono'
import { csrf } from 'hono/csrf'
import { createMiddleware } from 'hono/factory'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv } from '../../env'
import { settingsOf } from '../../settings'

export type OriginCheckOptions = {
  /** Writes must be `Content-Type: application/json` (the API proxy): a cross-site page cannot send one without a preflight. */
  jsonOnly?: boolean
  /** The answer to a refused write. */
  respond: (c: Context<AppEnv>) => Response | Promise<Response>
}

const SAFE = /^(GET|HEAD|OPTIONS)$/
const JSON_TYPE = /^application\/json\s*(;|$)/i

const originOf = (url: string | undefined): string | null => {
  if (!url) return null
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/**
 * Writes are accepted only from this site (or an app origin of ALLOWED_ORIGINS). What the browser says is believed
 * first: a `Sec-Fetch-Site` other than same-origin, or an `Origin` of another site, refuses the write whatever its
 * content type. A browser old enough to send neither (KaiOS, old web views) is judged by its `Referer`, which this
 * site's `Referrer-Policy: same-origin` keeps for its own pages. Then Hono's `csrf()` has the last word on forms.
 */
export function originCheck({ jsonOnly = false, respond }: OriginCheckOptions) {
  const formCheck = csrf({
    origin: (origin, c) => origin === new URL(c.req.url).origin || settingsOf(c.env).ALLOWED_ORIGINS.has(origin),
    secFetchSite: 'same-origin',
  })
  return createMiddleware<AppEnv>(async function originCheck(c, next) {
    if (SAFE.test(c.req.method)) return next()
    const site = new URL(c.req.url).origin
    const origin = c.req.header('origin')
    const fetchSite = c.req.header('sec-fetch-site')
    const appOrigin = origin !== undefined && settingsOf(c.env).ALLOWED_ORIGINS.has(origin)
    if (fetchSite !== undefined && fetchSite !== 'same-origin' && !appOrigin) return respond(c)
    if (origin !== undefined && origin !== site && !appOrigin) return respond(c)
    if (jsonOnly && !JSON_TYPE.test(c.req.header('content-type') ?? '')) return respond(c)
    if (origin === undefined && fetchSite === undefined) {
      const referrer = originOf(c.req.header('referer'))
      if (referrer === site) return next()
      if (referrer !== null) return respond(c)
    }
    try {
      await formCheck(c, async () => {})
    } catch (error) {
      if (error instanceof HTTPException && error.status === 403) return respond(c)
      throw error
    }
    return next()
  })
}
