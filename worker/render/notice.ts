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
  cannotAdd: { type: 'fail', key: 'error.addFailed' },
  reduceFailed: { type: 'fail', key: 'error.reduceFailed' },
  notEnoughStock: { type: 'fail', key: 'error.notEnoughStock' },
  orderNotCancellable: { type: 'fail', key: 'error.orderNotCancellable' },
  actionNotAllowed: { type: 'fail', key: 'error.actionNotAllowed' },
  notFound: { type: 'fail', key: 'error.notFound' },
  lineRemoved: { type: 'success', key: 'orderNotice.removed' },
  addressSaved: { type: 'success', key: 'orderNotice.addressSaved' },
  orderPlaced: { type: 'success', key: 'orderNotice.placed' },
  orderCancelled: { type: 'success', key: 'orderNotice.cancelled' },
  paymentUnavailable: { type: 'fail', key: 'error.paymentUnavailable' },
  orderVerified: { type: 'success', key: 'orderNotice.verified' },
  orderUpdated: { type: 'success', key: 'orderNotice.updated' },
  productNotFound: { type: 'fail', key: 'error.productNotFound' },
  soldOut: { type: 'fail', key: 'error.soldOut' },
  limitReached: { type: 'fail', key: 'error.limitReached' },
  sessionNotLive: { type: 'fail', key: 'error.sessionNotLive' },
  sessionEnded: { type: 'fail', key: 'error.sessionEnded' },
  loggedOut: { type: 'success', key: 'login.loggedOut' },
  registered: { type: 'success', key: 'register.welcome' },
  passwordReset: { type: 'success', key: 'forgot.done' },
  submitted: { type: 'success', key: 'member.submitted' },
  couponReceived: { type: 'success', key: 'couponNotice.received' },
  couponReceivedAlready: { type: 'fail', key: 'error.couponReceivedAlready' },
  couponGone: { type: 'fail', key: 'error.couponGone' },
  couponUnavailable: { type: 'fail', key: 'error.couponUnavailable' },
  reserved: { type: 'success', key: 'presale.reserved' },
  reserveFailed: { type: 'fail', key: 'error.reserveFailed' },
  reservationSoldOut: { type: 'fail', key: 'error.reservationSoldOut' },
  alreadyReserved: { type: 'fail', key: 'error.alreadyReserved' },
  reservationClosed: { type: 'fail', key: 'error.reservationClosed' },
  presaleNotOnSale: { type: 'fail', key: 'error.presaleNotOnSale' },
  notReserved: { type: 'fail', key: 'error.notReserved' },
  reservationUsed: { type: 'fail', key: 'error.reservationUsed' },
  appealSubmitted: { type: 'success', key: 'appealNotice.submitted' },
  appealApproved: { type: 'success', key: 'appealNotice.approved' },
  appealRejected: { type: 'success', key: 'appealNotice.rejected' },
  appealNoneSelected: { type: 'fail', key: 'appealNotice.noneSelected' },
  appealFailed: { type: 'fail', key: 'appealNotice.failed' },
  appealNotAllowed: { type: 'fail', key: 'error.appealNotAllowed' },
  appealExists: { type: 'fail', key: 'error.appealExists' },
  appealReviewed: { type: 'fail', key: 'error.appealReviewed' },
  appealPaysNothing: { type: 'fail', key: 'error.appealPaysNothing' },
  appealNotTheirs: { type: 'fail', key: 'error.appealNotTheirs' },
  rejectReasonRequired: { type: 'fail', key: 'error.rejectReasonRequired' },
  packReceived: { type: 'success', key: 'newcomer.packReceived' },
  notNewcomer: { type: 'fail', key: 'error.notNewcomer' },
  newcomerPackReceived: { type: 'fail', key: 'error.newcomerPackReceived' },
  newcomerSpecialBought: { type: 'fail', key: 'error.newcomerSpecialBought' },
  noDrawChance: { type: 'fail', key: 'error.noDrawChance' },
  drawClosed: { type: 'fail', key: 'error.drawClosed' },
  imeiApproved: { type: 'success', key: 'imeiScan.approved' },
  imeiActivated: { type: 'success', key: 'imeiScan.activated' },
  imeiInvalid: { type: 'fail', key: 'error.imeiInvalid' },
  imeiNotYours: { type: 'fail', key: 'error.imeiNotYours' },
  imeiNotSigned: { type: 'fail', key: 'error.imeiNotSigned' },
  imeiScannedAlready: { type: 'fail', key: 'error.imeiScannedAlready' },
  imeiClaimed: { type: 'fail', key: 'error.imeiClaimed' },
} as const satisfies Record<string, Notice>

export type NoticeName = keyof typeof NOTICES

/** Where the notices' texts live: loaded for the page that shows one, whatever namespaces that page uses. */
const NOTICE_NAMESPACES: readonly Namespace[] = ['account', 'flash', 'coupons', 'presale', 'appeals', 'newcomer', 'imei']

/** The notice for a failed add: its own when the catalogue key has one, else 'Failed to add to cart'. */
export function noticeForError(key: string | undefined): NoticeName {
  return key && key !== 'added' && Object.hasOwn(NOTICES, key) ? (key as NoticeName) : 'addFailed'
}

const ORDER_REFUSALS = new Set([
  'reduceFailed', 'notEnoughStock', 'orderNotCancellable', 'actionNotAllowed', 'notFound', 'productNotFound', 'soldOut', 'sessionEnded', 'paymentUnavailable',
])

/** The notice for a refused cart or order action: its own when the catalogue key has one, else 'This order cannot do that now'. */
export function orderNoticeFor(key: string | undefined): NoticeName {
  if (key === 'addFailed') return 'cannotAdd'
  return key && ORDER_REFUSALS.has(key) ? (key as NoticeName) : 'actionNotAllowed'
}

const COUPON_REFUSALS = new Set(['couponReceivedAlready', 'couponGone', 'couponUnavailable', 'notFound'])

/** The notice for a refused "get coupon": its own when the catalogue key has one, else 'This coupon cannot be received now'. */
export function couponNoticeFor(key: string | undefined): NoticeName {
  return key && COUPON_REFUSALS.has(key) ? (key as NoticeName) : 'couponUnavailable'
}

const PRESALE_REFUSALS = new Set(['reservationSoldOut', 'alreadyReserved', 'reservationClosed', 'presaleNotOnSale', 'notReserved', 'reservationUsed'])

/** The notice for a refused reservation or pre-sale purchase: its own when the catalogue key has one, else 'Failed to reserve'. */
export function presaleNoticeFor(key: string | undefined): NoticeName {
  return key && PRESALE_REFUSALS.has(key) ? (key as NoticeName) : 'reserveFailed'
}

const APPEAL_REFUSALS = new Set([
  'appealNotAllowed', 'appealExists', 'appealReviewed', 'appealPaysNothing', 'appealNotTheirs', 'rejectReasonRequired', 'notFound',
])

/** The notice for a refused appeal or decision: its own when the catalogue key has one, else 'That did not work'. */
export function appealNoticeFor(key: string | undefined): NoticeName {
  return key && APPEAL_REFUSALS.has(key) ? (key as NoticeName) : 'appealFailed'
}

const NEWCOMER_REFUSALS = new Set(['notNewcomer', 'newcomerPackReceived', 'couponGone', 'newcomerSpecialBought', 'soldOut', 'notFound'])

/** The notice for a refused gift pack or special: its own when the catalogue key has one, else `otherwise`. */
export function newcomerNoticeFor(key: string | undefined, otherwise: 'couponUnavailable' | 'addFailed'): NoticeName {
  return key && NEWCOMER_REFUSALS.has(key) ? (key as NoticeName) : otherwise
}

/** The notice for a refused draw: no chance left; any other refusal says the draw is not open now. */
export function luckyDrawNoticeFor(key: string | undefined): NoticeName {
  return key === 'noDrawChance' ? 'noDrawChance' : 'drawClosed'
}

const IMEI_NOTICES = new Set(['imeiInvalid', 'imeiNotYours', 'imeiNotSigned', 'imeiScannedAlready', 'imeiClaimed'])

/** The notice for a refused scan: its own reason; anything else is an invalid IMEI (the request itself was refused). */
export function imeiNoticeFor(key: string | undefined): NoticeName {
  return key && IMEI_NOTICES.has(key) ? (key as NoticeName) : 'imeiInvalid'
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
