import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { loadMessages, messageTemplate, type MessageKey, type Namespace } from '../../../locales'
import type { AppEnv } from '../../env'
import { COOKIE_SCOPE, cookieOptions } from '../context/cookies'

/** A toast the server shows once after a plain-form action (JavaScript off): a text's key, and whether it went well. */
export type Notice = { ok: MessageKey } | { fail: MessageKey }

export const NOTICE_COOKIE = 'notice'
/** `ok.cart.added`, `fail.error.soldOut`: a kind and a key, never free text. */
const VALUE = /^(ok|fail)\.([A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z][A-Za-z0-9]*)+)$/

/** Shows `notice` on the next page this browser renders (the one a form redirects to), and only there. */
export function setNotice(c: Context, notice: Notice): void {
  const [kind, key] = 'ok' in notice ? ['ok', notice.ok] : ['fail', notice.fail]
  setCookie(c, NOTICE_COOKIE, `${kind}.${key}`, cookieOptions(60))
}

/** The notice a cookie holds, or null: a malformed value, or a key with no English text, is ignored. */
export function readNotice(value: string): Notice | null {
  const match = value.length <= 80 ? VALUE.exec(value) : null
  if (!match) return null
  const key = match[2] as MessageKey
  if (messageTemplate('en-US', key) === key) return null
  return match[1] === 'ok' ? { ok: key } : { fail: key }
}

export type NoticeOptions = {
  /** Where the notices' texts live: loaded for the page that shows one, whatever namespaces that page uses. */
  namespaces?: readonly Namespace[]
}

const NOTICE_NAMESPACES: readonly Namespace[] = ['account', 'flash', 'orders', 'coupons', 'presale', 'appeals', 'newcomer', 'imei', 'me']

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
