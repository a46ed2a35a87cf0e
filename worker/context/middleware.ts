import { createMiddleware } from 'hono/factory'
import { getCookie, setCookie } from 'hono/cookie'
import type { AppEnv, Bindings } from '../env'
import { resolveLanguage, LANGUAGE_COOKIES } from './language'
import { resolveCountryCode, resolveCountryId, COUNTRY_CODE_COOKIE, COUNTRY_ID_COOKIE } from './country'
import { resolveVariant, APP_CODE_COOKIE, APP_IDENTITY_COOKIE, APP_IDENTITY_QUERY, parseAppIdentity } from './variant'
import { AUTH_COOKIE, resolveToken } from './auth'
import { loadCountryInfo } from './country-info'
import { createUpstream, DEFAULT_TIMEOUT_MS } from '../upstream/client'
import { resolveUpstreamBase } from '../upstream/base'
import { bulletinLookup } from '../upstream/bulletin-config'

export type UpstreamFetcher = (request: Request, env: Bindings, ctx: ExecutionContext) => Promise<Response>

function timeoutOf(env: Bindings): number {
  const ms = Number(env.UPSTREAM_TIMEOUT_MS)
  return Number.isInteger(ms) && ms > 0 ? ms : DEFAULT_TIMEOUT_MS
}

/**
 * Decides language, country, variant and auth once per request, and builds the request's upstream client.
 * `embedded` answers requests in-process when API_BASE is empty; `remote` is the provider's API.
 * Pages load the country's formatting info; the API proxy only needs the ids for headers.
 */
export function requestContext(options: { embedded: UpstreamFetcher; remote?: UpstreamFetcher; countryInfo: boolean }) {
  return createMiddleware<AppEnv>(async function requestContext(c, next) {
    const cookie = (name: string) => getCookie(c, name) ?? null
    const language = resolveLanguage(cookie(LANGUAGE_COOKIES[0]) ?? cookie(LANGUAGE_COOKIES[1]))
    const countryId = resolveCountryId(cookie(COUNTRY_ID_COOKIE))
    const countryCode = resolveCountryCode(cookie(COUNTRY_CODE_COOKIE))
    const identityFromQuery = parseAppIdentity(c.req.query(APP_IDENTITY_QUERY))
    if (identityFromQuery !== null) {
      setCookie(c, APP_IDENTITY_COOKIE, String(identityFromQuery), { path: '/', sameSite: 'Lax', secure: true, maxAge: 365 * 86400 })
    }
    const variant = resolveVariant({
      userAgent: c.req.header('user-agent'),
      appCodeCookie: cookie(APP_CODE_COOKIE),
      appIdentityCookie: identityFromQuery !== null ? String(identityFromQuery) : cookie(APP_IDENTITY_COOKIE),
      defaultAppIdentity: parseAppIdentity(c.env.APP_IDENTITY_DEFAULT) ?? 2,
    })
    const token = resolveToken(cookie(AUTH_COOKIE))
    const base = resolveUpstreamBase(c.env.API_BASE)
    const remote = options.remote ?? ((request: Request) => fetch(request))
    const env = c.env
    const executionCtx = c.executionCtx as unknown as ExecutionContext
    const upstream = createUpstream({
      base: 'base' in base ? base.base : null,
      fetcher:
        'error' in base
          ? () => Promise.reject(new Error(base.error))
          : base.base === null
            ? (request) => options.embedded(request, env, executionCtx)
            : (request) => remote(request, env, executionCtx),
      timeoutMs: timeoutOf(env),
      basicAuth: env.UPSTREAM_BASIC_AUTH || null,
      headers: { language, countryId, countryCode, token, appIdentity: variant.appIdentity },
      bulletinFor: bulletinLookup(env),
    })
    const waitUntil = (p: Promise<unknown>) => executionCtx.waitUntil(p)
    const info = countryId === null || !options.countryInfo ? null : await loadCountryInfo(countryId, upstream, waitUntil)
    c.set('upstream', upstream)
    c.set('ctx', { language, country: { id: countryId, code: countryCode, info }, variant, loggedIn: token !== null, token })
    await next()
  })
}
