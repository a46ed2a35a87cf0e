import type { Cart } from '../../contract'

/**
 * The cart line "Buy now" checks out: the product's flash line when it sold the flash unit, else its ordinary line
 * (not a flash, pre-sale or new-user unit).
 */
export const productLineOf = (cart: Cart, productId: number, flashItemId: number | null = null) =>
  cart.lines.find((line) =>
    flashItemId !== null
      ? line.flashItemId === flashItemId
      : line.productId === productId && line.flashItemId === null && line.presaleItemId === null && line.specialId === null,
  )

/** Where "Buy now" of a product goes once it is in the cart: checkout with that line. */
export const buyNowPath = (productId: number, flashItemId: number | null = null) =>
  `/m/cart/buy-now?product=${productId}${flashItemId === null ? '' : `&flash=${flashItemId}`}`
