/**
 * The calls a page makes to the app, typed. Each one rejects with BridgeUnavailable in a plain browser; the
 * callers (islands/bridge/fallbacks, the islands) then do the web's own thing. Payloads and answers: docs/bridge.md.
 */
import { callHost } from './host'

/** Calls the app answers at once (it acknowledges having done it). */
export const QUICK_MS = 5_000
/** Calls that wait for the shopper (a scan, a login, a choice). */
export const SHOPPER_MS = 300_000

/** One analytics event, as the analytics module builds it; the app puts it into its own pipeline. */
export type AthenaEvent = {
  event_type: string
  page: string
  url: string
  tid: string
  distinguish_id: string
  create_time: number
  member_id?: string | number | null
  goods_id?: string | number | null
  sequence?: number | null
  result?: string | null
  text?: string | null
}
export type AreaChoice = { regionId: number; name: string }
export type AppLoginAnswer = { loggedIn: boolean }

export const getCountryCurrencySymbol = () => callHost<string>('getCountryCurrencySymbol', {}, QUICK_MS)
export const athenaEvent = (event: AthenaEvent) => callHost<null>('athenaEvent', event, QUICK_MS)
/** The app's own back: it pops its page, or closes the web view on its first page. */
export const back = () => callHost<null>('back', {}, QUICK_MS)
/** The cart's units now, for the app's own badge. */
export const refreshCartNum = (count: number) => callHost<null>('refreshCartNum', { count }, QUICK_MS)
/** One product was just added (the app may animate its badge). */
export const refreshSingleAddCartNum = (productId: number, quantity: number) =>
  callHost<null>('refreshSingleAddCartNum', { productId, quantity }, QUICK_MS)
/** The request the app sends to claim the newcomer coupons once the shopper has an account. */
export const setNewUserCouponRequestBody = (body: Record<string, unknown>) =>
  callHost<null>('setNewUserCouponRequestBody', { body }, QUICK_MS)
/** A product was just added: the app shows its own added-to-cart dialog (go to the cart, or keep shopping). */
export const showAddToCartDialog = (productId: number, quantity: number, count: number) =>
  callHost<null>('showAddToCartDialog', { productId, quantity, count }, QUICK_MS)
/** The app's camera scanner; answers the scanned text. */
export const toCaptureActivity = (hint = '') => callHost<string>('toCaptureActivity', { hint }, SHOPPER_MS)
/** The app's own share sheet with a page's address and a line of text; answers once the sheet is shown. */
export const shareLink = (url: string, text: string) => callHost<null>('shareLink', { url, text }, QUICK_MS)
export const zoomImage = (urls: string[], index: number) => callHost<null>('zoomImage', { urls, index }, QUICK_MS)

/** The app's own pages a page may open instead of its web ones. */
export const openProductDetail = (productId: number) => callHost<null>('openPage', { page: 'productDetail', productId }, QUICK_MS)
/** The app's receive-area (delivery region) chooser; answers the shopper's choice, or null when closed. */
export const selectReceiveArea = () => callHost<AreaChoice | null>('openPage', { page: 'receiveAreaSelect' }, SHOPPER_MS)
/** The app's login; answers once the shopper logged in (the app has set the session cookie) or gave up. */
export const openAppLogin = (back: string) => callHost<AppLoginAnswer>('openPage', { page: 'login', back }, SHOPPER_MS)
