import type { ErrorKey } from '../../contract'
import type { Notice } from '../context/notice'

/** The notice of a refusal that has its own text on this screen, else `otherwise`. */
function refusalNotice(own: ReadonlySet<ErrorKey>, otherwise: Notice) {
  return (key: ErrorKey | undefined): Notice => (key && own.has(key) ? { fail: `error.${key}` } : otherwise)
}

/** A refused add (after a login too): its own text when a screen names that refusal, else 'Failed to add to cart'. */
export const addRefusal = refusalNotice(
  new Set([
    'notEnoughStock', 'reduceFailed', 'orderNotCancellable', 'actionNotAllowed', 'notFound', 'paymentUnavailable', 'productNotFound', 'soldOut',
    'limitReached', 'sessionNotLive', 'sessionEnded', 'couponReceivedAlready', 'couponGone', 'couponUnavailable', 'reserveFailed', 'reservationSoldOut',
    'alreadyReserved', 'reservationClosed', 'presaleNotOnSale', 'notReserved', 'reservationUsed', 'appealNotAllowed', 'appealExists', 'appealReviewed',
    'appealPaysNothing', 'appealNotTheirs', 'rejectReasonRequired', 'notNewcomer', 'newcomerPackReceived', 'newcomerSpecialBought', 'noDrawChance',
    'drawClosed', 'imeiInvalid', 'imeiCheckDigit', 'imeiNotYours', 'imeiNotSigned', 'imeiScannedAlready', 'imeiClaimed',
  ]),
  { fail: 'cart.failed' },
)

/** A refused cart or order action: its own text, else 'This order cannot do that now'. */
export const orderRefusal = refusalNotice(
  new Set([
    'addFailed', 'reduceFailed', 'notEnoughStock', 'orderNotCancellable', 'actionNotAllowed', 'notFound', 'productNotFound', 'soldOut', 'limitReached',
    'sessionNotLive', 'sessionEnded', 'paymentUnavailable',
  ]),
  { fail: 'error.actionNotAllowed' },
)

/** A refused "get coupon": its own text, else 'This coupon cannot be received now'. */
export const couponRefusal = refusalNotice(new Set(['couponReceivedAlready', 'couponGone', 'couponUnavailable', 'notFound']), { fail: 'error.couponUnavailable' })

/** A refused reservation or pre-sale purchase: its own text, else 'Failed to reserve'. */
export const presaleRefusal = refusalNotice(
  new Set(['reservationSoldOut', 'alreadyReserved', 'reservationClosed', 'presaleNotOnSale', 'notReserved', 'reservationUsed']),
  { fail: 'error.reserveFailed' },
)

/** A refused appeal or decision: its own text, else 'That did not work'. */
export const appealRefusal = refusalNotice(
  new Set(['appealNotAllowed', 'appealExists', 'appealReviewed', 'appealPaysNothing', 'appealNotTheirs', 'rejectReasonRequired', 'notFound']),
  { fail: 'appealNotice.failed' },
)

const NEWCOMER_REFUSALS = new Set<ErrorKey>(['notNewcomer', 'newcomerPackReceived', 'couponGone', 'newcomerSpecialBought', 'soldOut', 'notFound'])

/** A refused gift pack (else 'This coupon cannot be received now') or special (else 'Failed to add to cart'). */
export const newcomerRefusal = (key: ErrorKey | undefined, special: boolean): Notice =>
  refusalNotice(NEWCOMER_REFUSALS, special ? { fail: 'cart.failed' } : { fail: 'error.couponUnavailable' })(key)

/** A refused draw: no chance left; any other refusal says the draw is not open now. */
export const luckyDrawRefusal = refusalNotice(new Set(['noDrawChance']), { fail: 'error.drawClosed' })

/** A refused scan: its own reason; anything else is an invalid IMEI (the request itself was refused). */
export const imeiRefusal = refusalNotice(new Set(['imeiInvalid', 'imeiCheckDigit', 'imeiNotYours', 'imeiNotSigned', 'imeiScannedAlready', 'imeiClaimed']), { fail: 'error.imeiInvalid' })

/** A refused save: a full list or an unknown product, else 'Failed to add'. */
export const savedRefusal = refusalNotice(new Set(['savedListFull', 'productNotFound']), { fail: 'error.addFailed' })
