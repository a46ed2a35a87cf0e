import type { Context } from 'hono'
import type { AppEnv } from '../../worker/env'
import { brandOf } from '../../worker/render/brands'
import { SHARE_CARD } from '../../worker/render/share-card'
import { COUNTRY_ID_QUERY } from '../../worker/context/market-link'

export type Share = {
  /** The page's own path and query (`/m/product/info?id=101`); the link carries the market it shows. */
  path: string
  title: string
  description: string
  /** The card's path (`worker/render/share-card.ts`). */
  image: string
  /** A product's page: `og:type` product, with its price where the market is known. */
  product?: { price: { amount: string; currency: string } | null }
}

/** The name of the brand the page is shown in ("Soko Mall"). */
export function brandName(c: Context<AppEnv>): string {
  return brandOf(c.var.ctx.variant).name
}

/** "Flash Sale | Soko Mall": what a preview and a tab show. */
export function siteTitle(c: Context<AppEnv>, name: string): string {
  return `${name} | ${brandName(c)}`
}

/** A page's share: its name, with the brand, as the title. */
export function pageShare(c: Context<AppEnv>, { name, ...rest }: Omit<Share, 'title'> & { name: string }): Share {
  return { ...rest, title: siteTitle(c, name) }
}

/** The request's origin as https (crawlers fetch previews from the public site); a local server keeps its own. */
function publicOrigin(url: URL): string {
  const local = url.hostname === 'localhost' || url.hostname === '[::1]' || url.hostname.startsWith('127.')
  return local ? url.origin : `https://${url.host}`
}

/** The page's address for sharing: absolute, with the market it shows (`?countryId=`), so a link opens as itself. */
export function shareUrl(c: Context<AppEnv>, path: string): string {
  const url = new URL(path, publicOrigin(new URL(c.req.url)))
  const { id } = c.var.ctx.country
  if (id !== null) url.searchParams.set(COUNTRY_ID_QUERY, String(id))
  else url.searchParams.delete(COUNTRY_ID_QUERY)
  return url.href
}

/**
 * Open Graph and Twitter tags of a page, the same for every visitor and crawler (React puts them in `<head>`); the
 * page's `<title>` and description come from its render options.
 */
export function ShareMeta({ c, share }: { c: Context<AppEnv>; share: Share }) {
  const price = share.product?.price
  const image = new URL(share.image, publicOrigin(new URL(c.req.url))).href
  return (
    <>
      <meta property="og:type" content={share.product ? 'product' : 'website'} />
      <meta property="og:site_name" content={brandName(c)} />
      <meta property="og:title" content={share.title} />
      <meta property="og:description" content={share.description} />
      <meta property="og:url" content={shareUrl(c, share.path)} />
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content={SHARE_CARD.type} />
      <meta property="og:image:width" content={String(SHARE_CARD.width)} />
      <meta property="og:image:height" content={String(SHARE_CARD.height)} />
      {price ? <meta property="product:price:amount" content={price.amount} /> : null}
      {price ? <meta property="product:price:currency" content={price.currency} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={share.title} />
      <meta name="twitter:description" content={share.description} />
      <meta name="twitter:image" content={image} />
    </>
  )
}

/** A text for a preview: its first sentence or so, at most `max` characters, cut at a word. */
export function summary(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`
}
