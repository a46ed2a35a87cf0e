import { deleteCookie, getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { loadMessages, type Namespace } from '../../../locales'
import { COOKIE_SCOPE } from '../../context/cookies'
import { NOTICE_COOKIE, readNotice } from '../../context/notice'
import type { AppEnv } from '../../env'

export type NoticeOptions = {
  /** Where the notices' texts live: loaded for the page that shows one, whatever namespaces that page uses. */
  namespaces?: readonly Namespace[]
}

const NOTICE_NAMESPACES: readonly Namespace[] = ['account', 'flash', 'orders', 'coupons', 'presale', 'appeals', 'newcomer', 'imei', 'me', 'saved']

/** Takes the pending notice, if any, for the renderer, and clears it so a reload does not repeat it. */
export function takeNotice({ namespaces = NOTICE_NAMESPACES }: NoticeOptions = {}) {
  return createMiddleware<AppEnv>(async function takeNotice(c, next) {
    const value = getCookie(c, NOTICE_COOKIE)
    if (value !== undefined) {
      deleteCookie(c, NOTICE_COOKIE, COOKIE_SCOPE)
      await loadMessages(c.var.ctx.language, namespaces)
      const notice = readNotice(value)
      if (notice) c.set('notice', notice)
    }
    await next()
  })
}
