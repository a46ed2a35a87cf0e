import { WAITING_FLAG } from './state/cart'
import { queuedAdds } from './state/toast'

/**
 * Whether an add may wait on this phone (true when storage cannot say). A line this page still shows as waiting
 * counts too: another page may have sent its add and lowered the flag while this page could not load the sending
 * code, and only that code, reading the queue, lets the line go.
 */
function addsMayWait(): boolean {
  if (queuedAdds.peek().some((line) => line.state === 'waiting')) return true
  try {
    return localStorage.getItem(WAITING_FLAG) !== null
  } catch {
    return true
  }
}

/** When the sending code could not load (the connection is back for the page but not yet for its fetches), it is tried again after these waits. */
const RETRY_MS = [1000, 3000, 10_000]

/**
 * Sends the adds waiting on this phone (islands/send-queued-adds.ts) now, and again whenever the connection returns;
 * returns the unsubscribe. The sending code loads only when an add may wait.
 */
export function resumeQueuedAdds(texts: Record<string, string>): () => void {
  let retry: ReturnType<typeof setTimeout> | undefined
  const resume = (attempt = 0) => {
    clearTimeout(retry)
    if (!addsMayWait()) return
    void import('./send-queued-adds')
      .then((queue) => queue.sendQueuedAdds(texts))
      .catch(() => {
        if (attempt < RETRY_MS.length) retry = setTimeout(() => resume(attempt + 1), RETRY_MS[attempt])
      })
  }
  const online = () => resume()
  resume()
  addEventListener('online', online)
  return () => {
    clearTimeout(retry)
    removeEventListener('online', online)
  }
}
