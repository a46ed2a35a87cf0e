import { MallError } from '../core/errors'

/** Stands for this shop while a path is resolved: a path that would leave it lands elsewhere and is refused. */
const THIS_SHOP = 'https://this-shop.invalid'

/**
 * Where the provider may send the buyer back: a path of this shop under `/m/`, with its query (`/m/order/payment`).
 * A URL with a scheme or a host (`https://…`, `//host`), a path that leaves `/m/` (`/m/../login`), backslashes,
 * spaces and control characters are refused: 400 'The return address must be a page of this shop'.
 */
export function returnPathOf(raw: string): string {
  const refused = new MallError('returnUrlNotOurs', 400)
  if (!raw.startsWith('/m/') || /[\\\s\u0000-\u001f\u007f]/.test(raw)) throw refused
  const url = new URL(raw, THIS_SHOP)
  if (url.origin !== THIS_SHOP || !url.pathname.startsWith('/m/') || url.pathname.includes('//')) throw refused
  return url.pathname + url.search
}

/** The stored return path with the provider's additions in its query (an older absolute URL stays absolute). */
export function returnUrlWith(stored: string, values: Record<string, string>): string {
  const target = new URL(stored, THIS_SHOP)
  for (const [name, value] of Object.entries(values)) target.searchParams.set(name, value)
  return target.origin === THIS_SHOP ? target.pathname + target.search : target.href
}

/** `PAYMENT_RETURN_ORIGIN`: this shop's public https origin, from which a gateway sends the payer back; else null. */
export function returnOriginOf(raw: string | undefined): string | null {
  try {
    const url = new URL((raw ?? '').trim())
    return url.protocol === 'https:' && !url.username && !url.password ? url.origin : null
  } catch {
    return null
  }
}
