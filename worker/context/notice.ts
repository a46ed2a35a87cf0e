import type { Context } from 'hono'
import { setCookie } from 'hono/cookie'
import { messageTemplate, type MessageKey } from '../../locales'
import { cookieOptions } from './cookies'

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
