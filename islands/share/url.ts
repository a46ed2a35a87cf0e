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

export type ShareLinks = { whatsapp: string; telegram: string; sms: string }

/** The plain links that share `url` with a line of `text`: they work with JavaScript off. */
export function shareLinks(url: string, text: string): ShareLinks {
  const message = encodeURIComponent(text ? `${text} ${url}` : url)
  return {
    whatsapp: `https://wa.me/?text=${message}`,
    telegram: `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
    sms: `sms:?&body=${message}`,
  }
}
