/**
 * The address a shopper shares: the page's path, only the query that says what the page shows (a product's `id`,
 * a sale's `session`) and the market (`countryId`), on the site's origin. Everything else the sharer's address
 * carried (session, analytics ids, coupons, `is_open_shareDialog`, tracking tags) is left out.
 */
export function shareUrl(origin: string, path: string, query: Record<string, string | number | null | undefined>, countryId: number | null): string {
  const url = new URL(path, origin)
  url.search = ''
  url.hash = ''
  for (const [name, value] of Object.entries(query)) if (value !== null && value !== undefined && value !== '') url.searchParams.set(name, String(value))
  if (countryId !== null) url.searchParams.set('countryId', String(countryId))
  return url.toString()
}

export const SHARE_TARGETS = ['whatsapp', 'telegram', 'sms'] as const
export type ShareTarget = (typeof SHARE_TARGETS)[number]
export type ShareLinks = Record<ShareTarget, string>

/** The address of a product to share, on `origin`, in the market `countryId`. */
export const productShareUrl = (origin: string, id: number, countryId: number | null) => shareUrl(origin, '/m/product/info', { id }, countryId)

/** Where each share target takes `url` with a line of `text` (routes/share.tsx sends the shopper there). */
export function shareLinks(url: string, text: string): ShareLinks {
  const message = encodeURIComponent(text ? `${text} ${url}` : url)
  return {
    whatsapp: `https://wa.me/?text=${message}`,
    telegram: `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
    sms: `sms:?&body=${message}`,
  }
}
