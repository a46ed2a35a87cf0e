import type { ProductDetail } from '../../contract'
import { serializeProps } from '../../islands/protocol'

/** A schema.org object as JSON-LD: `@type`, then its properties (nested objects are typed too). */
export type Thing = { '@type': string; [property: string]: unknown }

/**
 * For guests only, like the pages' canonical links (see seo-links.tsx). `<script type="application/ld+json">`: not run by the browser (so no CSP hash), read by search engines. The text
 * is JSON with `<`, `>`, `&`, U+2028 and U+2029 escaped, so a product named `</script>` cannot end the element.
 */
export function JsonLd({ data, guest }: { data: Thing | Thing[]; guest: boolean }) {
  if (!guest) return null
  const graph = Array.isArray(data) ? { '@context': 'https://schema.org', '@graph': data } : { '@context': 'https://schema.org', ...data }
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeProps(graph) }} />
}

/** An absolute URL of a path of this site (image paths from the catalogue are site paths). */
export const absolute = (origin: string, path: string) => new URL(path, origin).href

/** A product with its one offer (the normal price in the market's currency, in stock or not) and its ratings. */
export function productThing(product: ProductDetail, { url, origin, currency, shop }: { url: string; origin: string; currency: string | null; shop: string }): Thing {
  const images = (product.gallery.length > 0 ? product.gallery : [product.image]).map((image) => absolute(origin, image))
  return {
    '@type': 'Product',
    name: product.name,
    image: images,
    sku: String(product.id),
    brand: { '@type': 'Brand', name: product.brand },
    description: product.description,
    url,
    ...(currency
      ? {
          offers: {
            '@type': 'Offer',
            url,
            price: product.price,
            priceCurrency: currency,
            availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
            itemCondition: 'https://schema.org/NewCondition',
            seller: { '@type': 'Organization', name: product.seller?.name ?? shop },
          },
        }
      : {}),
    ...(product.ratingCount > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, ratingCount: product.ratingCount, bestRating: 5, worstRating: 1 } }
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
