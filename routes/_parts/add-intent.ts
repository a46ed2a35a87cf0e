import type { Context } from 'hono'
import { type AddIntent, readIntentFields } from '../../islands/return-path'
import type { AppEnv } from '../../worker/env'
import { setNotice } from '../../worker/context/notice'
import { addRefusal, savedRefusal } from '../../worker/render/refusal-notices'
import { UpstreamError } from '../../worker/upstream/client'

/** The add intent carried by a query or a form (`add`, `product` and `qty`, or `save`, with `idem`); null unless well formed. */
export const readAddIntent = (field: (name: string) => string | undefined): AddIntent | null => readIntentFields(field)

/**
 * Adds the flash unit or the product to the cart (or the product to the saved list) and leaves the outcome as the next page's notice. Its Idempotency-Key is the one of the tap
 * that asked for it, so a repeated login, or the same tap sent again, adds once.
 */
export async function addToCart(c: Context<AppEnv>, intent: AddIntent, token?: string): Promise<'added' | 'refused' | 'login'> {
  if ('save' in intent) return saveProduct(c, intent.save, token)
  try {
    if ('add' in intent) await c.var.upstream.call('addToCart', { body: { flashItemId: intent.add, quantity: 1 }, idempotencyKey: intent.idem, token })
    else await c.var.upstream.call('addProduct', { body: { productId: intent.product, quantity: intent.quantity }, idempotencyKey: intent.idem, token })
    setNotice(c, { ok: 'cart.added' })
    return 'added'
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error
    if (error.kind === 'auth') return 'login'
    if (error.redirect) throw error
    setNotice(c, addRefusal(error.key))
    return 'refused'
  }
}

/** Saves the product (saving twice changes nothing) and leaves the outcome as the next page's notice. */
export async function saveProduct(c: Context<AppEnv>, productId: number, token?: string): Promise<'added' | 'refused' | 'login'> {
  try {
    await c.var.upstream.call('saveItem', { body: { productId }, token })
    setNotice(c, { ok: 'saved.added' })
    return 'added'
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error
    if (error.kind === 'auth') return 'login'
    if (error.redirect) throw error
    setNotice(c, savedRefusal(error.key))
    return 'refused'
  }
}
