import type { Context } from 'hono'
import { setCookie } from 'hono/cookie'
import type { AppEnv } from '../../worker/env'
import type { PageAccess } from '../../worker/middleware/access'
import { cookieOptions, DAY_SECONDS } from '../../worker/middleware/context/cookies'
import { DATA_SAVER_COOKIE, parseDataSaver } from '../../worker/middleware/context/data-saver'
import { setNotice } from '../../worker/middleware/notice'
import { readForm } from '../../worker/render/form'

/**
 * The Me page's data saver switch (a plain form): `value=on|off` is kept for a year in the `data_saver` cookie, then
 * back to Me with a notice. Any other value changes nothing.
 */
export async function POST(c: Context<AppEnv>) {
  const choice = parseDataSaver((await readForm(c)).text('value', 3))
  if (choice) {
    setCookie(c, DATA_SAVER_COOKIE, choice, cookieOptions(365 * DAY_SECONDS))
    setNotice(c, { ok: choice === 'on' ? 'me.savingOn' : 'me.savingOff' })
  } else {
    setNotice(c, { fail: 'me.savingUnchanged' })
  }
  return c.redirect('/m/user', 303)
}

/** Guests save data too. */
export const access: PageAccess = 'guest'
