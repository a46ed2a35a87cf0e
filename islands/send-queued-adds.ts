import { cartChanged } from './bridge/cart'
import { cartQueue, markAddsWaiting, type QueuedAdd, waitingText } from './cart-queue'
import { RequestError, send } from './request'
import { dropQueuedAdd, queuedAdds, showQueuedAdd } from './state/toast'

/** How long a page without Web Locks holds an add it sends: longer than a request may take. */
const CLAIM_MS = 60_000
/** Without Web Locks, how soon a page looks again at an add another page holds. */
const HELD_RETRY_MS = 2000
/** After an add that could not get through while the phone says it is online, this page tries again after these waits. */
const STUCK_RETRY_MS = [2000, 10_000, 30_000]
let stuckTries = 0
/** How long an answered add stays on screen. */
const SHOWN_MS = { added: 4000, refused: 8000 }
/** Answers that say nothing about the add (repeatedRequest: the same add is still in flight): it stays queued for the next try. */
const TRANSIENT = new Set(['network', 'timeout', 'tooFrequent', 'repeatedRequest', 'badGateway', 'maintenance', 'unauthorized'])

/** Runs `work` while no other page of this site runs work under `name` (Web Locks); `locked` is false without them. */
function exclusively<R>(name: string, work: (locked: boolean) => Promise<R>): Promise<R> {
  const locks = navigator.locks as LockManager | undefined
  return locks ? (locks.request(name, () => work(true)) as Promise<R>) : work(false)
}

function answered(add: QueuedAdd, state: 'added' | 'refused', text: string) {
  showQueuedAdd({ key: add.key, state, text })
  setTimeout(() => dropQueuedAdd(add.key), SHOWN_MS[state])
}

/** Sends one add under its own key: true when the mall answered (added or refused), false to try again later. */
async function sendOne(add: QueuedAdd, texts: Record<string, string>): Promise<boolean> {
  try {
    const { request } = add
    // The same call twice: each branch narrows the body's type to its route's.
    const { count } = await (request.route === 'POST /cart/add'
      ? send(request.route, { body: request.body, idempotencyKey: add.key, quiet: true, stay: true })
      : send(request.route, { body: request.body, idempotencyKey: add.key, quiet: true, stay: true }))
    cartChanged(count, { productId: add.productId, quantity: add.quantity })
    answered(add, 'added', `${add.name} · ${texts['queuedAdd.added']}`)
  } catch (error) {
    if (!(error instanceof RequestError) || TRANSIENT.has(error.key ?? '')) return false
    answered(add, 'refused', [add.name, texts['queuedAdd.refused'], error.message].filter(Boolean).join(' · '))
  }
  await cartQueue.dequeue(add.key)
  return true
}

/** Without Web Locks: takes the add for this page unless another page holds it. */
const claim = (key: string) =>
  cartQueue.change(key, (add) => (add && !((add.claimedUntil ?? 0) > Date.now()) ? { ...add, claimedUntil: Date.now() + CLAIM_MS } : null))
const release = (key: string) => cartQueue.change(key, (add) => (add ? { ...add, claimedUntil: 0 } : null))

async function sendAll(texts: Record<string, string>): Promise<void> {
  const waiting = await cartQueue.queued()
  for (const add of waiting) showQueuedAdd({ key: add.key, state: 'waiting', text: waitingText(add, texts['queuedAdd.waiting'] ?? '') })
  let held = false
  let stuck = false
  if (waiting.length > 0 && navigator.onLine) {
    // One page at a time: an add another page sent first is out of the queue by the time this page reads it.
    await exclusively('mall-cart-queue', async (locked) => {
      for (const add of await cartQueue.queued()) {
        if (!locked && !(await claim(add.key))) {
          held = true
          continue
        }
        const done = await sendOne(add, texts)
        if (!locked && !done) await release(add.key)
        if (!done) {
          stuck = true
          return
        }
      }
    })
  }
  const left = new Set((await cartQueue.queued()).map((add) => add.key))
  // What another page sent leaves this page's lines: that page showed its answer.
  for (const line of queuedAdds.peek()) if (line.state === 'waiting' && !left.has(line.key)) dropQueuedAdd(line.key)
  markAddsWaiting(left.size > 0)
  if (held) setTimeout(() => void sendQueuedAdds(texts), HELD_RETRY_MS)
  else if (stuck && navigator.onLine && stuckTries < STUCK_RETRY_MS.length) setTimeout(() => void sendQueuedAdds(texts), STUCK_RETRY_MS[stuckTries++])
  if (!stuck) stuckTries = 0
}

let sending: Promise<void> | null = null

/** Sends every waiting add once, oldest first, stopping at the first that cannot get through. */
export function sendQueuedAdds(texts: Record<string, string>): Promise<void> {
  sending ??= sendAll(texts).finally(() => (sending = null))
  return sending
}
