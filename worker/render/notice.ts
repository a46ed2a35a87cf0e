import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import type { ToastType } from '../../islands/state/toast'
import { loadMessages, type MessageKey, type Namespace } from '../../locales'
import type { AppEnv } from '../env'
import { COOKIE_SCOPE, cookieOptions } from '../middleware/context/cookies'

/** A toast the server shows once after a plain-form action (JavaScript off): it travels in a one-shot cookie. */
export type Notice = { type: ToastType; key: MessageKey }

const COOKIE = 'notice'

const NOTICES = {
  added: { type: 'success', key: 'cart.added' },
  addFailed: { type: 'fail', key: 'cart.failed' },
  productNotFound: { type: 'fail', key: 'error.productNotFound' },
  soldOut: { type: 'fail', key: 'error.soldOut' },
  limitReached: { type: 'fail', key: 'error.limitReached' },
  sessionNotLive: { type: 'fail', key: 'error.sessionNotLive' },
  sessionEnded: { type: 'fail', key: 'error.sessionEnded' },
  loggedOut: { type: 'success', key: 'login.loggedOut' },
  registered: { type: 'success', key: 'register.welcome' },
  passwordReset: { type: 'success', key: 'forgot.done' },
  submitted: { type: 'success', key: 'member.submitted' },
} as const satisfies Record<string, Notice>

export type NoticeName = keyof typeof NOTICES

/** Where the notices' texts live: loaded for the page that shows one, whatever namespaces that page uses. */
const NOTICE_NAMESPACES: readonly Namespace[] = ['account', 'flash']

/** The notice for a failed add: its own when the catalogue key has one, else 'Failed to add to cart'. */
export function noticeForError(key: string | undefined): NoticeName {
  return key && key !== 'added' && Object.hasOwn(NOTICES, key) ? (key as NoticeName) : 'addFailed'
}

/** Shows `name` on the next page this browser renders (the one a form redirects to), and only there. */
export function setNotice(c: Context, name: NoticeName): void {
  setCookie(c, COOKIE, name, cookieOptions(60))
}

/** Takes the pending notice, if any, for the renderer, and clears it so a reload does not repeat it. */
export const takeNotice = createMiddleware<AppEnv>(async function takeNotice(c, next) {
  const name = getCookie(c, COOKIE)
  if (name !== undefined) {
    deleteCookie(c, COOKIE, COOKIE_SCOPE)
    if (Object.hasOwn(NOTICES, name)) {
      await loadMessages(c.var.ctx.language, NOTICE_NAMESPACES)
      c.set('notice', NOTICES[name as NoticeName])
    }
  }
  await next()
})
