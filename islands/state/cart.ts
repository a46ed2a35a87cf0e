import { signal } from '@preact/signals-react'

/** Units in the cart, shared by the header badge and every add-to-cart button (browser only). */
export const cartCount = signal<number | null>(null)

/** Set while an add made offline may wait on this phone (islands/cart-queue.ts): pages load the sending code only then. */
export const WAITING_FLAG = 'mall-cart-queue'

/** Seeds the count from server-rendered props once; later updates come from actions. */
export function seedCartCount(count: number | null): void {
  if (cartCount.peek() === null && count !== null) cartCount.value = count
}
