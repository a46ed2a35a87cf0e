import type { FormEvent } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import type { FlashStatus } from '../contract'
import type { MessageKey } from '../locales'
import { RequestError, send } from './request'
import { cartChanged } from './bridge/cart'
import { hostPresent } from './bridge/names'
import { saleStatus } from './state/sale'
import { showToast } from './state/toast'
import { useIdempotentAction } from './use-idempotent-action'

type Props = {
  itemId: number
  /** The product the flash item sells (for the app's badge). */
  productId: number
  back: string
  idem: string
  /** The session's phase when the page was rendered; the countdown moves it on. */
  status: FlashStatus
  /** Not logged in: outside the apps the plain form goes to the login page, which finishes the add (no failing call). */
  guest: boolean
  texts: Record<string, string>
}

export const ADD_TO_CART_KEYS = [
  'flash.addToCart', 'flash.adding', 'flash.coming', 'flash.ended', 'cart.added', 'cart.failed',
] as const satisfies readonly MessageKey[]

/** Failures the shopper can act on keep the mall's message; anything else reads 'Failed to add to cart'. */
const SPECIFIC = new Set(['productNotFound', 'soldOut', 'limitReached', 'sessionNotLive', 'sessionEnded', 'tooFrequent', 'repeatedRequest', 'demoMode'])

/**
 * The plain form works without JavaScript (the worker handles the post); hydrated, it adds in place, and it is
 * enabled only while the session is live.
 */
export default function AddToCart({ itemId, productId, back, idem, status, guest, texts }: Props) {
  useSignals()
  const { busy, run } = useIdempotentAction(idem)
  const phase = saleStatus.value ?? status

  async function add(event: FormEvent<HTMLFormElement>) {
    if (guest && !hostPresent()) return
    event.preventDefault()
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
    if (error.key === 'network' || error.key === 'timeout') showToast({ type: 'fail', key: error.key })
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
