import type { Context } from 'hono'
import { setCookie } from 'hono/cookie'
import { INTERFACE_LANGUAGES } from '../locales/languages'
import { resolveBack } from '../worker/context/back'
import { LANGUAGE_COOKIES } from '../worker/context/language'
import type { AppEnv } from '../worker/env'

/** `/m/lang?set=<language>&back=<path>`: a plain link that stores the language and returns to the page. */
export function GET(c: Context<AppEnv>) {
  const wanted = c.req.query('set') ?? ''
  const back = resolveBack(c.req.query('back'))
  if ((INTERFACE_LANGUAGES as readonly string[]).includes(wanted)) {
    setCookie(c, LANGUAGE_COOKIES[0], wanted, { path: '/', maxAge: 365 * 86400, sameSite: 'Lax', secure: true })
  }
  return c.redirect(back, 303)
}
