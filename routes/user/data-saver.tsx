import type { Context } from 'hono'
import { setCookie } from 'hono/cookie'
import type { AppEnv } from '../../worker/env'
import type { PageAccess } from '../../worker/context/access'
import { cookieOptions, DAY_SECONDS } from '../../worker/context/cookies'
import { DATA_SAVER_COOKIE, parseDataSaver } from '../../worker/context/data-saver'
import { setNotice } from '../../worker/context/notice'
import { readForm } from '../../worker/render/form'
import { resolveBack } from '../../islands/return-path'

/**
 * The Me page's data saver switch (a plain form): `value=on|off` is kept for a year in the `data_saver` cookie, then
 * back to `back` (a same-origin /m path, the page whose data saver line was used) or Me, with a notice. Any other
 * value changes nothing.
 */
export async function POST(c: Context<AppEnv>) {
  const form = await readForm(c)
  const choice = parseDataSaver(form.text('value', 3))
  if (choice) {
    setCookie(c, DATA_SAVER_COOKIE, choice, cookieOptions(365 * DAY_SECONDS))
    setNotice(c, { ok: choice === 'on' ? 'me.savingOn' : 'me.savingOff' })
  } else {
    setNotice(c, { fail: 'me.savingUnchanged' })
  }
  return c.redirect(resolveBack(form.text('back'), '/m/user'), 303)
}

/** Guests save data too. */
export const access: PageAccess = 'guest'
