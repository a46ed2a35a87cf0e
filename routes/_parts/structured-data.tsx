import type { ProductDetail } from '../../contract'
import { serializeProps } from '../../islands/protocol'

/** A schema.org object as JSON-LD: `@type`, then its properties (nested objects are typed too). */
export type Thing = { '@type': string; [property: string]: unknown }

/**
 * For guests only, like the pages' canonical links (see seo-links.tsx), and never under data saver (crawlers do not
 * save data; a shopper who does is spared its bytes and its picture's address). `<script type="application/ld+json">`: not run by the browser (so no CSP hash), read by search engines. The text
 * is JSON with `<`, `>`, `&`, U+2028 and U+2029 escaped, so a product named `</script>` cannot end the element.
 */
export function JsonLd({ data, ctx }: { data: Thing | Thing[]; ctx: { loggedIn: boolean; dataSaver: boolean } }) {
  if (ctx.loggedIn || ctx.dataSaver) return null
  const graph = Array.isArray(data) ? { '@context': 'https://schema.org', '@graph': data } : { '@context': 'https://schema.org', ...data }
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeProps(graph) }} />
}

/** An absolute URL of a path of this site (image paths from the catalogue are site paths). */
export const absolute = (origin: string, path: string) => new URL(path, origin).href

/**
 * A product with its one offer (the normal price in the market's currency, in stock or not) and its ratings (out of 5,
 * schema.org's default). Only what product results read: a product page's bytes are budgeted.
 */
export function productThing(product: ProductDetail, { url, origin, currency, shop }: { url: string; origin: string; currency: string | null; shop: string }): Thing {
  return {
    '@type': 'Product',
    name: product.name,
    sku: String(product.id),
    brand: { '@type': 'Brand', name: product.brand },
    // The product's own picture: one is what results show, and the gallery's others would cost the page's budget.
    image: [absolute(origin, product.image)],
    ...(currency
      ? {
          offers: {
            '@type': 'Offer',
            url,
            price: product.price,
            priceCurrency: currency,
            availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
            seller: { '@type': 'Organization', name: product.seller?.name ?? shop },
          },
        }
      : {}),
    ...(product.ratingCount > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, ratingCount: product.ratingCount } }
      : {}),
  }
}

/** The trail from home to this page, each step a name and an absolute URL. */
export function breadcrumbThing(steps: readonly { name: string; url: string }[]): Thing {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: step.url })),
  }
}

/**
 * The shop (as the site's publisher) and its site search (`/m/search?q=`), for the home page; kept to the properties
 * search engines read, as home's HTML has a tight byte budget.
 */
export function shopThing({ origin, name }: { origin: string; name: string }): Thing {
  const home = `${origin}/m/`
  return {
    '@type': 'WebSite',
    name,
    url: home,
    publisher: { '@type': 'Organization', name, url: home },
    potentialAction: { '@type': 'SearchAction', target: `${origin}/m/search?q={search_term_string}`, 'query-input': 'required name=search_term_string' },
  }
}
