/**
 * Stable error keys of the catalogue. Every failure answer carries one; the storefront shows the localized text of
 * the key, the mall's `msg` is its English text.
 */
export const ERROR_KEYS = [
  'server',
  'invalidInput',
  'unauthorized',
  'forbidden',
  'loginFailed',
  'countryNotFound',
  'productNotFound',
  'sessionNotLive',
  'sessionEnded',
  'soldOut',
  'limitReached',
  'addCartFailed',
  'addFailed',
  'reduceFailed',
  'notEnoughStock',
  'orderNotCancellable',
  'actionNotAllowed',
  'idempotencyConflict',
  'notFound',
  'tooFrequent',
  'repeatedRequest',
  'demoMode',
  'stockBelowSold',
  'timeout',
  'badGateway',
  'answerTooLarge',
  'tooLarge',
  'maintenance',
] as const
export type ErrorKey = (typeof ERROR_KEYS)[number]

/** The catalogue's English texts: the mall's `msg`, and the source of the translations in `locales/common`. */
export const ERROR_MESSAGES: Record<ErrorKey, string> = {
  server: 'System unknown error, please report to the administrator',
  invalidInput: 'Invalid request',
  unauthorized: 'Please log in again',
  forbidden: 'No permission for current operation',
  loginFailed: 'Username does not exist or password is wrong',
  countryNotFound: 'Country not supported',
  productNotFound: 'Product does not exist',
  sessionNotLive: 'This session has not started yet',
  sessionEnded: 'This session has ended',
  soldOut: 'Sold out',
  limitReached: 'You have reached the purchase limit for this item',
  addCartFailed: 'Failed to add to cart',
  addFailed: 'Failed to add',
  reduceFailed: 'Failed to reduce',
  notEnoughStock: 'Not enough stock for some items',
  orderNotCancellable: 'This order can no longer be cancelled',
  actionNotAllowed: 'This order cannot do that now',
  idempotencyConflict: 'This request was already used for a different action',
  notFound: 'Resource does not exist',
  tooFrequent: 'Requests are too frequent',
  repeatedRequest: 'The operation is too frequent, please do not repeat the request',
  demoMode: 'Demo environment, no permission to operate',
  stockBelowSold: 'The stock cannot be set below what is already sold',
  timeout: 'The request timed out',
  badGateway: 'The service is unavailable',
  answerTooLarge: 'The service sent an answer too large to show',
  tooLarge: 'Request is too large',
  maintenance: 'The service is under maintenance',
}

export function isErrorKey(value: unknown): value is ErrorKey {
  return typeof value === 'string' && (ERROR_KEYS as readonly string[]).includes(value)
}
