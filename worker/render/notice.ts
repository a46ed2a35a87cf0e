import type { ToastType } from '../../islands/state/toast'

/** A toast shown by the server after a plain-form action (JavaScript off); only these keys can be named in a URL. */
export type Notice = { type: ToastType; key: string }

const NOTICES: Record<string, Notice> = {
  added: { type: 'success', key: 'cart.added' },
  addFailed: { type: 'fail', key: 'cart.failed' },
  productNotFound: { type: 'fail', key: 'error.productNotFound' },
  soldOut: { type: 'fail', key: 'error.soldOut' },
  limitReached: { type: 'fail', key: 'error.limitReached' },
  sessionNotLive: { type: 'fail', key: 'error.sessionNotLive' },
  sessionEnded: { type: 'fail', key: 'error.sessionEnded' },
  loggedOut: { type: 'success', key: 'login.loggedOut' },
  submitted: { type: 'success', key: 'member.submitted' },
}

export function noticeFrom(param: string | undefined | null): Notice | null {
  return (param && Object.hasOwn(NOTICES, param) && NOTICES[param]) || null
}

export function noticeForError(key: string | undefined): string {
  return key && Object.hasOwn(NOTICES, key) ? key : 'addFailed'
}
