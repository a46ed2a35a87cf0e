import { WAITING_FLAG } from './cart-queue'

/** Whether an add may wait on this phone (true when storage cannot say). */
function addsMayWait(): boolean {
  try {
    return localStorage.getItem(WAITING_FLAG) !== null
  } catch {
    return true
  }
}

/**
 * Sends the adds waiting on this phone (islands/send-queued-adds.ts) now, and again whenever the connection returns;
 * returns the unsubscribe. The sending code loads only when an add may wait.
 */
export function resumeQueuedAdds(texts: Record<string, string>): () => void {
  const resume = () => {
    if (addsMayWait()) void import('./send-queued-adds').then((queue) => queue.sendQueuedAdds(texts)).catch(() => undefined)
  }
  resume()
  addEventListener('online', resume)
  return () => removeEventListener('online', resume)
}
