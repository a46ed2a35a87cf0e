import { cartCount } from '../state/cart'
import { hostPresent } from './names'

/**
 * The cart now holds `count` units, after `added` (when the change was an add): the header badge follows the
 * shared signal; inside an app, the app's own badge is refreshed too. The app's answer is not waited for.
 */
export function cartChanged(count: number, added?: { productId: number; quantity: number }): void {
  cartCount.value = count
  if (!hostPresent()) return
  const ignore = () => undefined
  void import('./calls').then(({ refreshCartNum, refreshSingleAddCartNum }) => {
    if (added) refreshSingleAddCartNum(added.productId, added.quantity).catch(ignore)
    refreshCartNum(count).catch(ignore)
  }, ignore)
}
