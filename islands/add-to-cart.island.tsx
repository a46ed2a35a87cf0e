import { useRef, useState, type FormEvent } from 'react'
import type { AddToCartResult } from '../worker/upstream/contract'
import { post, RequestError } from './request'
import { cartCount } from './state/cart'
import { showToast } from './state/toast'
import { newIdempotencyKey } from './idempotency'

type Props = { itemId: number; back: string; idem: string; texts: Record<string, string> }

export const ADD_TO_CART_KEYS = ['flash.addToCart', 'flash.adding', 'cart.added', 'cart.failed'] as const

/** Failures the shopper can act on keep the mall's message; anything else reads 'Failed to add to cart'. */
const SPECIFIC = new Set(['productNotFound', 'soldOut', 'limitReached', 'sessionNotLive', 'sessionEnded', 'unauthorized'])

/**
 * The plain form works without JavaScript (the worker handles the post); hydrated, it adds in place.
 * The idempotency key survives a network failure, so a retried tap never adds twice.
 */
export default function AddToCart({ itemId, back, idem, texts }: Props) {
  const [busy, setBusy] = useState(false)
  const key = useRef(idem)

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    try {
      const result = await post<AddToCartResult>('/cart/add', { flashItemId: itemId, quantity: 1 }, { idempotencyKey: key.current, quiet: true })
      key.current = newIdempotencyKey()
      cartCount.value = result.count
      showToast({ type: 'success', text: texts['cart.added'] })
    } catch (error) {
      if (!(error instanceof RequestError) || error.code === 401) return
      const transient = error.key === 'network' || error.key === 'timeout'
      if (!transient) key.current = newIdempotencyKey()
      if (transient) showToast({ type: 'fail', key: error.key ?? 'network' })
      else showToast({ type: 'fail', text: SPECIFIC.has(error.key ?? '') && error.message ? error.message : texts['cart.failed'] })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form method="post" action="/m/cart/add" onSubmit={add}>
      <input type="hidden" name="flashItemId" value={itemId} />
      <input type="hidden" name="back" value={back} />
      <input type="hidden" name="idem" value={idem} />
      <button className="btn" type="submit" disabled={busy} aria-busy={busy}>
        {busy ? texts['flash.adding'] : texts['flash.addToCart']}
      </button>
    </form>
  )
}
