/**
 * The pictures a shared link previews with: 1200×630 PNGs rendered from the catalogue's SVG art when the site is
 * built (`scripts/share-cards.ts`), one for each picture under `/m/img/products/` and `/m/img/categories/`, and one
 * for each page below. WhatsApp and others show no SVG, so a page never names its SVG art as its preview.
 */
export const SHARE_CARD = { width: 1200, height: 630, type: 'image/png' } as const

/** The pages with a card of their own; `site` is every other page's, and a product's whose picture has none. */
export const PAGE_CARDS = ['site', 'flash-sale', 'pre-sale', 'lucky-draw', 'coupons'] as const
export type PageCard = (typeof PAGE_CARDS)[number]

export const SHARE_CARDS_DIR = 'm/og'

/** The catalogue's own art, as the build finds it: `/m/img/products/phone.svg`. */
const CATALOGUE_ART = /^\/m\/img\/(products|categories)\/([a-z0-9][a-z0-9-]*)\.svg$/

export function pageCard(name: PageCard): string {
  return `/${SHARE_CARDS_DIR}/${name}.png`
}

/** The card made from a product's or a category's picture; the site's for a picture from elsewhere (a provider's). */
export function artCard(image: string | null | undefined): string {
  const art = image ? CATALOGUE_ART.exec(image) : null
  return art ? `/${SHARE_CARDS_DIR}/${art[1]}/${art[2]}.png` : pageCard('site')
}
