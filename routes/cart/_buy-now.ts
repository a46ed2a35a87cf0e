import type { Cart } from '../../contract'

/** The cart line of an ordinary product (not a flash, pre-sale or new-user unit), the one "Buy now" checks out. */
export const productLineOf = (cart: Cart, productId: number) =>
  cart.lines.find((line) => line.productId === productId && line.flashItemId === null && line.presaleItemId === null && line.specialId === null)

/** Where "Buy now" of a product goes once it is in the cart: checkout with that line. */
export const buyNowPath = (productId: number) => `/m/cart/buy-now?product=${productId}`
