import { cartCount } from '../state/cart'
import { refreshCartNum, refreshSingleAddCartNum } from './calls'
import { inApp } from './host'

/**
 * The cart now holds `count` units, after `added` (when the change was an add): the header badge follows the
 * shared signal; inside an app, the app's own badge is refreshed too. The app's answer is not waited for.
 */
export function cartChanged(count: number, added?: { productId: number; quantity: number }): void {
  cartCount.value = count
  if (!inApp()) return
  const ignore = () => undefined
  if (added) refreshSingleAddCartNum(added.productId, added.quantity).catch(ignore)
  refreshCartNum(count).catch(ignore)
}
