import { useEffect } from 'react'
import type { QueuedAdd } from './cart-queue'
import { showToast } from './state/toast'

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

/** An add button's start: a signed-in shopper's loads the queue while the network is there. */
export function useCartQueue(guest: boolean): void {
  useEffect(() => {
    if (!guest) void loadCartQueue().catch(() => undefined)
  }, [guest])
}

/**
 * An add that cannot get out: a signed-in shopper's waits on the phone under its key with a line that says so
 * (`add` makes it, only then); a guest's is not kept and the shopper is told to log in once back online.
 */
export function keepAddForLater(guest: boolean, texts: Record<string, string>, add: () => QueuedAdd): void {
  if (guest) {
    showToast({ type: 'info', text: texts['queuedAdd.guestOffline'], duration: 5000 })
    return
  }
  void loadCartQueue()
    .then(({ queueAdd }) => queueAdd(add(), texts['queuedAdd.waiting']!))
    .catch(() => showToast({ type: 'fail', key: 'error.network' }))
}
