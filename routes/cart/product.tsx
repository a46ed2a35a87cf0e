import type { Context } from 'hono'
import { MAX_LINE_QUANTITY, parseId } from '../../contract'
import { resolveBack, type AddIntent } from '../../islands/return-path'
import type { AppEnv } from '../../worker/env'
import { readForm, type FormReader } from '../../worker/render/form'
import { setNotice } from '../../worker/context/notice'
import { orderRefusal } from '../../worker/render/refusal-notices'
import { refusalOf } from '../../worker/render/refusal'
import { buyNowPath, productLineOf } from './_buy-now'

/** A quantity as typed: 1–99, anything else is 1. */
function quantityOf(raw: string): number {
  const quantity = /^\d{1,2}$/.test(raw.trim()) ? Number(raw.trim()) : 1
  return Math.min(MAX_LINE_QUANTITY, Math.max(1, quantity))
}

const backOf = (form: FormReader) => resolveBack(form.text('back'), '/m/')

/** After a login, the form comes back to the page it was sent from; "Buy now" goes on to checkout with the product. */
export async function back(c: Context<AppEnv>) {
  const form = await readForm(c)
  const productId = parseId(form.text('productId', 10))
  return form.text('buyNow', 1) === '1' && productId !== null ? buyNowPath(productId, parseId(form.text('flashItemId', 10))) : backOf(form)
}

/** A guest's add, which the login finishes (same key) before coming back. */
export async function intent(c: Context<AppEnv>): Promise<AddIntent | null> {
  const form = await readForm(c)
  const product = parseId(form.text('productId', 10))
  const flashItemId = parseId(form.text('flashItemId', 10))
  if (flashItemId !== null) return { add: flashItemId, idem: form.idempotencyKey() }
  return product === null ? null : { product, quantity: quantityOf(form.text('quantity', 4)), idem: form.idempotencyKey() }
}

/**
 * The product page's plain form: adds the product (its Idempotency-Key is the form's, so a resent form adds once)
 * and returns to `back` with a notice; `buyNow=1` goes straight to checkout with that line. A guest logs in first;
 * the login finishes this same add (same key) and comes back to `back`.
 */
export async function POST(c: Context<AppEnv>) {
  const form = await readForm(c)
  const back = backOf(form)
  const productId = parseId(form.text('productId', 10))
  if (productId === null) {
    setNotice(c, { fail: 'error.productNotFound' })
    return c.redirect(back, 303)
  }
  const quantity = quantityOf(form.text('quantity', 4))
  const key = form.idempotencyKey()
  const upstream = c.var.upstream
  // While its flash sale is live the page sells the flash unit, through its stock object (the mall keeps the limit).
  const flashItemId = parseId(form.text('flashItemId', 10))
  try {
    if (flashItemId !== null) await upstream.call('addToCart', { body: { flashItemId, quantity }, idempotencyKey: key })
    else await upstream.call('addProduct', { body: { productId, quantity }, idempotencyKey: key })
    if (form.text('buyNow', 1) === '1') {
      const line = productLineOf(await upstream.call('cart'), productId, flashItemId)
      if (line) return c.redirect(`/m/order/confirm?lines=${line.id}`, 303)
    }
    setNotice(c, { ok: 'cart.added' })
  } catch (error) {
    const refused = refusalOf(error)
    if (!refused) throw error
    setNotice(c, orderRefusal(refused))
  }
  return c.redirect(back, 303)
}

export const namespaces = ['orders'] as const
