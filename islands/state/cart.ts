import { signal } from '@preact/signals-react'

/** Units in the cart, shared by the header badge and every add-to-cart button (browser only). */
export const cartCount = signal<number | null>(null)

/** Seeds the count from server-rendered props once; later updates come from actions. */
export function seedCartCount(count: number | null): void {
  if (cartCount.peek() === null && count !== null) cartCount.value = count
}
