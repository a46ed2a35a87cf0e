import { getCookie, setCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { loadMessages } from '../../../locales'
import { parseD1Bookmark } from '../../../contract'
import type { AppEnv } from '../../env'
import { settingsOf } from '../../settings'
import { AUTH_COOKIE, resolveToken } from '../../context/session'
import { BOOKMARK_COOKIE } from '../../context/bookmark'
import { cookieOptions, DAY_SECONDS } from '../../context/cookies'
import { DATA_SAVER_COOKIE, resolveDataSaver } from '../../context/data-saver'
import { COUNTRY_CODE_COOKIE, COUNTRY_ID_COOKIE, countryIdOf, resolveCountryCode, resolveCountryId } from '../../context/market'
import { COUNTRY_ID_QUERY, resolveMarketLink } from '../../context/market-link'
import { LANGUAGE_COOKIES, LANGUAGE_QUERY, queriedLanguage, resolveLanguage } from '../../context/language'
import { APP_CODE_COOKIE, APP_IDENTITY_COOKIE, APP_IDENTITY_QUERY, APP_PROMPT_COOKIE, parseAppIdentity, resolveVariant } from '../../context/variant'

/**
 * Decides language, country, app variant, login and data saving once per request, from allow-listed cookie values only
 * (pure rules beside this file), and makes the common texts of the language available.
 */
export const requestContext = createMiddleware<AppEnv>(async function requestContext(c, next) {
  const cookie = (name: string) => getCookie(c, name) ?? null
  // A URL that names its language (`?lang=`) is that language's page, whatever the cookie says.
  const language = queriedLanguage(c.req.query(LANGUAGE_QUERY)) ?? resolveLanguage(cookie(LANGUAGE_COOKIES[0]) ?? cookie(LANGUAGE_COOKIES[1]))
  const identityFromQuery = parseAppIdentity(c.req.query(APP_IDENTITY_QUERY))
  if (identityFromQuery !== null) setCookie(c, APP_IDENTITY_COOKIE, String(identityFromQuery), cookieOptions(365 * DAY_SECONDS))
  const variant = resolveVariant({
    userAgent: c.req.header('user-agent'),
    appCodeCookie: cookie(APP_CODE_COOKIE),
    appIdentityCookie: identityFromQuery !== null ? String(identityFromQuery) : cookie(APP_IDENTITY_COOKIE),
    appPromptCookie: cookie(APP_PROMPT_COOKIE),
    defaultAppIdentity: settingsOf(c.env).APP_IDENTITY_DEFAULT,
  })
  const token = resolveToken(cookie(AUTH_COOKIE))
  const cookieCountryId = resolveCountryId(cookie(COUNTRY_ID_COOKIE))
  const link = resolveMarketLink(c.req.query(COUNTRY_ID_QUERY), cookieCountryId)
  if (link && 'adopt' in link) {
    setCookie(c, COUNTRY_ID_COOKIE, String(countryIdOf(link.adopt)), cookieOptions(365 * DAY_SECONDS))
    setCookie(c, COUNTRY_CODE_COOKIE, link.adopt, cookieOptions(365 * DAY_SECONDS))
  }
  c.set('ctx', {
    language,
    country: link && 'adopt' in link
      ? { id: countryIdOf(link.adopt), code: link.adopt, info: null, fromLink: true }
      : { id: cookieCountryId, code: resolveCountryCode(cookie(COUNTRY_CODE_COOKIE)), info: null, offer: link?.offer ?? null },
    variant,
    loggedIn: token !== null,
    token,
    dataSaver: resolveDataSaver(cookie(DATA_SAVER_COOKIE), c.req.header('save-data')),
    bookmark: parseD1Bookmark(cookie(BOOKMARK_COOKIE)),
  })
  await loadMessages(language)
  await next()
})

/**
 * A page opened with `?lang=` keeps that language for the visitor's next pages, as the language switch does: the
 * cookie goes on the answer when it changes the visitor's language. It runs inside the cache policy (an answer setting
 * it is `private, no-store`) and outside the edge cache (a stored copy never carries it).
 */
export const rememberQueriedLanguage = createMiddleware<AppEnv>(async function rememberQueriedLanguage(c, next) {
  await next()
  const queried = queriedLanguage(c.req.query(LANGUAGE_QUERY))
  if (!queried || c.req.method !== 'GET' || !(c.res.headers.get('content-type') ?? '').startsWith('text/html')) return
  const stored = getCookie(c, LANGUAGE_COOKIES[0]) ?? getCookie(c, LANGUAGE_COOKIES[1])
  if (stored !== undefined && resolveLanguage(stored) === queried) return
  setCookie(c, LANGUAGE_COOKIES[0], queried, cookieOptions(365 * DAY_SECONDS))
})
