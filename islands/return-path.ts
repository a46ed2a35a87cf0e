import { IDEMPOTENCY_KEY_PATTERN, parseId } from '../contract/common'

const ORIGIN = 'http://same.origin'

/** A same-origin `/m` path (with query and hash) from untrusted input, else `fallback`. Never an open redirect. */
export function resolveBack(raw: string | null | undefined, fallback = '/m/'): string {
  if (!raw || raw.length > 2048 || !raw.startsWith('/') || raw.startsWith('//') || /[\\\u0000-\u001f]/.test(raw)) return fallback
  let url: URL
  try {
    url = new URL(raw, ORIGIN)
  } catch {
    return fallback
  }
  if (url.origin !== ORIGIN) return fallback
  if (url.pathname !== '/m' && !url.pathname.startsWith('/m/')) return fallback
  return url.pathname + url.search + url.hash
}

/**
 * An add that a guest asked for (to the cart: a flash unit, or a product and a quantity; or a product to the saved
 * list): finished once after the login.
 */
export type AddIntent = { idem: string } & ({ add: number } | { product: number; quantity: number } | { save: number })

const QUANTITY = /^[1-9]\d?$/

/** The intent as query or form fields: `add` (flash item), `product` and `qty`, or `save`, with the tap's key `idem`. */
export function intentFields(intent: AddIntent): [name: string, value: string][] {
  const what: [string, string][] =
    'add' in intent ? [['add', String(intent.add)]] : 'save' in intent ? [['save', String(intent.save)]] : [['product', String(intent.product)], ['qty', String(intent.quantity)]]
  return [...what, ['idem', intent.idem]]
}

/** The intent from query or form fields; null unless every part is well formed. */
export function readIntentFields(field: (name: string) => string | undefined): AddIntent | null {
  const idem = field('idem')
  if (!idem || !IDEMPOTENCY_KEY_PATTERN.test(idem)) return null
  const add = field('add')
  if (add !== undefined && add !== '') {
    const flashItemId = parseId(add)
    return flashItemId === null ? null : { add: flashItemId, idem }
  }
  const save = field('save')
  if (save !== undefined && save !== '') {
    const productId = parseId(save)
    return productId === null ? null : { save: productId, idem }
  }
  const product = parseId(field('product'))
  const quantity = field('qty')
  if (product === null || !quantity || !QUANTITY.test(quantity)) return null
  return { product, quantity: Number(quantity), idem }
}

/** The login page that returns to `back` afterwards (and first finishes `intent`, when given). */
export function loginPath(back: string, intent?: AddIntent): string {
  const query = new URLSearchParams({ back: resolveBack(back) })
  for (const [name, value] of intent ? intentFields(intent) : []) query.set(name, value)
  return `/m/login/login?${query}`
}
