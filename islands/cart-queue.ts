import { offlineQueue } from './offline-queue'
import { WAITING_FLAG } from './state/cart'
import { showQueuedAdd } from './state/toast'

/** An add to cart made offline: the request as it would have gone, under the key of the tap that made it. */
export type QueuedAdd = {
  key: string
  at: number
  name: string
  productId: number
  quantity: number
  request: { route: 'POST /cart/product'; body: { productId: number; quantity: number } } | { route: 'POST /cart/add'; body: { flashItemId: number; quantity: number } }
  /** Until when (ms) a page without Web Locks is sending it. */
  claimedUntil?: number
}

export const cartQueue = offlineQueue<QueuedAdd>('mall-cart')

/** The line a waiting add shows: its name, then `waiting` (the text of `queuedAdd.waiting`). */
export const waitingText = (add: QueuedAdd, waiting: string) => `${add.name} · ${waiting}`

export { WAITING_FLAG }

export function markAddsWaiting(waiting: boolean): void {
  try {
    if (waiting) localStorage.setItem(WAITING_FLAG, '1')
    else localStorage.removeItem(WAITING_FLAG)
  } catch {
    // Without storage, pages look in the queue whatever the flag (islands/resume-queued-adds.ts).
  }
}

/** Keeps the add on this phone until the connection returns (islands/send-queued-adds.ts); it shows as waiting. */
export async function queueAdd(add: QueuedAdd, waiting: string): Promise<void> {
  await cartQueue.enqueue(add)
  markAddsWaiting(true)
  showQueuedAdd({ key: add.key, state: 'waiting', text: waitingText(add, waiting) })
}
