import type { Context } from 'hono'
import { setCookie } from 'hono/cookie'
import { resolveBack } from '../islands/return-path'
import type { AppEnv } from '../worker/env'
import type { PageAccess } from '../worker/context/access'
import { cookieOptions, DAY_SECONDS } from '../worker/context/cookies'
import { APP_PROMPT_COOKIE } from '../worker/context/variant'

/** `/m/app-prompt?back=<path>`: "Not now" on "Open in the app"; the line stays away for a year. Works without JavaScript. */
export function GET(c: Context<AppEnv>) {
  setCookie(c, APP_PROMPT_COOKIE, 'off', cookieOptions(365 * DAY_SECONDS))
  return c.redirect(resolveBack(c.req.query('back')), 303)
}

export const access: PageAccess = 'guest'
