import { type FormEvent, lazy, Suspense, useEffect, useState } from 'react'
import type { MessageKey } from '../locales'
import { cartChanged } from './bridge/cart'
import { newIdempotencyKey } from './idempotency'
import { hostPresent } from './bridge/names'
import { keepAddForLater, useCartQueue } from './load-cart-queue'
import { RequestError, send } from './request'
import { showToast } from './state/toast'
import { useIdempotentAction } from './use-idempotent-action'

/** showAddToCartDialog's web fallback, loaded with the first add outside an app. */
const AddedSheet = lazy(() => import('./bridge/added-sheet').then((m) => ({ default: m.AddedSheet })))

type Props = {
  productId: number
  name: string
  /** The most the quantity field allows (stock, at most a line's limit); 0 when sold out. */
  max: number
  idem: string
  back: string
  /** Not logged in: outside the apps the plain form goes to the login page, which finishes the add (no failing call). */
  guest: boolean
  /** While its flash sale is live and the buyer may still take a unit: the flash item the bar sells at its price. */
  flashItemId: number | null
  /** The price Buy now sells at, shown on it when the flash price is not what the bar sells ("Buy at ₦15,000"). */
  buyAt: string | null
  texts: Record<string, string>
}

export const BUY_FORM_KEYS = [
  'product.quantity', 'product.fewer', 'product.more', 'product.upTo', 'product.addToCart', 'product.buyNow', 'product.buyAt', 'bridge.added.adding', 'cart.failed',
  'bridge.added.title', 'bridge.added.count', 'bridge.added.toCart', 'bridge.added.keepShopping', 'queuedAdd.waiting', 'queuedAdd.guestOffline',
] as const satisfies readonly MessageKey[]

/** Refusals the shopper can act on keep the mall's message. */
const SPECIFIC = new Set(['addFailed', 'productNotFound', 'soldOut', 'limitReached', 'sessionNotLive', 'sessionEnded', 'tooFrequent', 'repeatedRequest', 'demoMode'])

/** "Buy at {{price}}" (or another placeholder) with the value kept left to right inside any language. */
function withPrice(template: string, price: string, placeholder = '{{price}}') {
  const [before = '', after = ''] = template.split(placeholder)
  return (
    <>
      {before}
      <bdi dir="ltr">{price}</bdi>
      {after}
    </>
  )
}

/**
 * Add to cart and Buy now: a plain form posted to the cart without JavaScript. Hydrated, Add to cart adds in place:
 * the header badge follows, and inside an app its own badge and its added-to-cart dialog; in a browser, a sheet.
 * Buy now stays the plain post (it goes on to checkout). Offline, the add waits on the phone under its key and is sent
 * when the connection returns (islands/cart-queue.ts); a guest's tap is not kept (logging in needs the network).
 */
export default function BuyForm({ productId, name, max, idem, back, guest, flashItemId, buyAt, texts }: Props) {
  const { busy, run, setAside } = useIdempotentAction(idem)
  useCartQueue(guest)
  const [added, setAdded] = useState<{ quantity: number; count: number } | null>(null)
  /** The key Buy now posts: a new one once an add in place has used the page's. */
  const [formKey, setFormKey] = useState(idem)
  const soldOut = max === 0
  const top = Math.max(1, max)
  /** As typed (an emptied box stays empty while the shopper types); the − and + step from its whole number. */
  const [typed, setTyped] = useState('1')
  const quantity = Math.min(Math.max(1, Math.trunc(Number(typed)) || 1), top)
  /** The − and + buttons need this script; until it runs (or without it) the number box alone takes the quantity. */
  const [stepping, setStepping] = useState(false)
  useEffect(() => setStepping(true), [])

  async function submit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    if (submitter?.name === 'buyNow' || (guest && !hostPresent() && navigator.onLine)) return
    event.preventDefault()
    const wait = () =>
      keepAddForLater(guest, texts, () => {
        setFormKey(newIdempotencyKey())
        const request = flashItemId !== null
          ? ({ route: 'POST /cart/add', body: { flashItemId, quantity } } as const)
          : ({ route: 'POST /cart/product', body: { productId, quantity } } as const)
        return { key: setAside(), at: Date.now(), name, productId, quantity, request }
      })
    if (!navigator.onLine) return wait()
    const result = await run((idempotencyKey) =>
      flashItemId !== null
        ? send('POST /cart/add', { body: { flashItemId, quantity }, idempotencyKey, quiet: true, intent: { add: flashItemId, idem: idempotencyKey } })
        : send('POST /cart/product', { body: { productId, quantity }, idempotencyKey, quiet: true, intent: { product: productId, quantity, idem: idempotencyKey } }),
    )
    if (result.ok) {
      const { count } = result.value
      setFormKey(newIdempotencyKey())
      cartChanged(count, { productId, quantity })
      const sheet = () => setAdded({ quantity, count })
      if (!hostPresent()) return sheet()
      import('./bridge/calls').then((bridge) => bridge.showAddToCartDialog(productId, quantity, count)).catch(sheet)
      return
    }
    const { error } = result
    if (!(error instanceof RequestError) || error.code === 401) return
    if (error.key === 'network') return wait()
    if (error.key === 'timeout') showToast({ type: 'fail', key: error.key })
    else showToast({ type: 'fail', text: SPECIFIC.has(error.key ?? '') && error.message ? error.message : texts['cart.failed'] })
  }

  return (
    <form className="buy" method="post" action="/m/cart/product" onSubmit={submit}>
      <input type="hidden" name="productId" value={productId} />
      {flashItemId !== null ? <input type="hidden" name="flashItemId" value={flashItemId} /> : null}
      <input type="hidden" name="idem" value={formKey} />
      <input type="hidden" name="back" value={back} />
      <div className="row">
        <div className="step">
          <div className="qty" role="group" aria-label={texts['product.quantity']}>
            <button type="button" hidden={!stepping} aria-label={texts['product.fewer']} disabled={soldOut || quantity <= 1} onClick={() => setTyped(String(quantity - 1))}>−</button>
            <input
              type="number" name="quantity" value={typed} min={1} max={top} step={1} inputMode="numeric" required disabled={soldOut}
              aria-label={texts['product.quantity']} onChange={(event) => setTyped(event.currentTarget.value)}
            />
            <button type="button" hidden={!stepping} aria-label={texts['product.more']} disabled={soldOut || quantity >= top} onClick={() => setTyped(String(quantity + 1))}>+</button>
          </div>
          {soldOut ? null : <small>{withPrice(texts['product.upTo'] ?? '', String(top), '{{max}}')}</small>}
        </div>
        <button className="btn plain" type="submit" disabled={soldOut || busy} aria-busy={busy || undefined}>
          {busy ? texts['bridge.added.adding'] : texts['product.addToCart']}
        </button>
        <button className="btn" type="submit" name="buyNow" value="1" disabled={soldOut}>
          {buyAt === null ? texts['product.buyNow'] : withPrice(texts['product.buyAt'] ?? '', buyAt)}
        </button>
      </div>
      {added ? (
        <Suspense fallback={null}>
          <AddedSheet name={name} quantity={added.quantity} count={added.count} texts={texts} onClose={() => setAdded(null)} />
        </Suspense>
      ) : null}
    </form>
  )
}

declare module './registry' {
  interface Islands {
    'buy-form': { component: typeof BuyForm; texts: typeof BUY_FORM_KEYS }
  }
}
