import type { FormEvent } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import type { FlashStatus } from '../contract'
import type { MessageKey } from '../locales'
import { RequestError, send } from './request'
import { cartChanged } from './bridge/cart'
import { hostPresent } from './bridge/names'
import { keepAddForLater, useCartQueue } from './load-cart-queue'
import { saleStatus } from './state/sale'
import { showToast } from './state/toast'
import { useIdempotentAction } from './use-idempotent-action'

type Props = {
  itemId: number
  /** The product the flash item sells (for the app's badge). */
  productId: number
  /** The item's name, for the line that shows an add waiting for the network. */
  name: string
  back: string
  idem: string
  /** The session's phase when the page was rendered; the countdown moves it on. */
  status: FlashStatus
  /** Not logged in: outside the apps the plain form goes to the login page, which finishes the add (no failing call). */
  guest: boolean
  texts: Record<string, string>
}

export const ADD_TO_CART_KEYS = [
  'flash.addToCart', 'flash.adding', 'flash.coming', 'flash.ended', 'cart.added', 'cart.failed', 'queuedAdd.waiting', 'queuedAdd.guestOffline',
] as const satisfies readonly MessageKey[]

/** Failures the shopper can act on keep the mall's message; anything else reads 'Failed to add to cart'. */
const SPECIFIC = new Set(['productNotFound', 'soldOut', 'limitReached', 'sessionNotLive', 'sessionEnded', 'tooFrequent', 'repeatedRequest', 'demoMode'])

/**
 * The plain form works without JavaScript (the worker handles the post); hydrated, it adds in place, and it is
 * enabled only while the session is live. Offline, the add waits on the phone under its key and is sent when the
 * connection returns (islands/cart-queue.ts).
 */
export default function AddToCart({ itemId, productId, name, back, idem, status, guest, texts }: Props) {
  useSignals()
  const { busy, run, setAside } = useIdempotentAction(idem)
  useCartQueue(guest)
  const phase = saleStatus.value ?? status

  async function add(event: FormEvent<HTMLFormElement>) {
    if (guest && !hostPresent() && navigator.onLine) return
    event.preventDefault()
    const wait = () =>
      keepAddForLater(guest, texts, () => {
        const request = { route: 'POST /cart/add', body: { flashItemId: itemId, quantity: 1 } } as const
        return { key: setAside(), at: Date.now(), name, productId, quantity: 1, request }
      })
    if (!navigator.onLine) return wait()
    const result = await run((idempotencyKey) =>
      send('POST /cart/add', { body: { flashItemId: itemId, quantity: 1 }, idempotencyKey, quiet: true, intent: { add: itemId, idem: idempotencyKey } }),
    )
    if (result.ok) {
      cartChanged(result.value.count, { productId, quantity: 1 })
      showToast({ type: 'success', text: texts['cart.added'] })
      return
    }
    const { error } = result
    if (!(error instanceof RequestError) || error.code === 401) return
    if (error.key === 'network') return wait()
    if (error.key === 'timeout') showToast({ type: 'fail', key: error.key })
    else showToast({ type: 'fail', text: SPECIFIC.has(error.key ?? '') && error.message ? error.message : texts['cart.failed'] })
  }

  return (
    <form method="post" action="/m/cart/add" onSubmit={add}>
      <input type="hidden" name="flashItemId" value={itemId} />
      <input type="hidden" name="back" value={back} />
      <input type="hidden" name="idem" value={idem} />
      <button className="btn" type="submit" disabled={busy || phase !== 'live'} aria-busy={busy}>
        {phase === 'coming' ? texts['flash.coming'] : phase === 'ended' ? texts['flash.ended'] : busy ? texts['flash.adding'] : texts['flash.addToCart']}
      </button>
    </form>
  )
}

declare module './registry' {
  interface Islands {
    'add-to-cart': { component: typeof AddToCart; texts: typeof ADD_TO_CART_KEYS }
  }
}
