/**
 * The offline add queue (islands/cart-queue.ts), loaded as an add button starts for a signed-in shopper: once the
 * network is down its chunk could not load any more. Guests never keep an add, so their pages never load it.
 */
let loading: Promise<typeof import('./cart-queue')> | undefined

export function loadCartQueue(): Promise<typeof import('./cart-queue')> {
  loading ??= import('./cart-queue').catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}
