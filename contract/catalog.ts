import { z } from 'zod'
import { type Open, openSet } from './open-set'
import { dayCount, instant } from './bounds'
import { CATEGORY_SLUGS } from './categories'
import { defineEndpoints } from './endpoint'
import { Region } from './orders'

export { CATEGORY_SLUGS, type CategorySlug } from './categories'

export const Category = z.object({
  id: z.number().int().positive(),
  slug: openSet(CATEGORY_SLUGS),
  /** The category's name in the asked language, for a slug the storefront has no text of (optional). */
  name: z.string().max(60).optional(),
  icon: z.string(),
})
export type Category = z.infer<typeof Category>

/** Spec names; their labels are interface texts (`spec.<name>`), the values are data. */
export const SPEC_NAMES = ['screen', 'storage', 'memory', 'camera', 'battery', 'network', 'sim', 'os', 'color', 'material', 'size', 'weight', 'power', 'connectivity', 'warranty'] as const
export type SpecName = (typeof SPEC_NAMES)[number]

/** What a product looks like in a list. Prices are in major units of the market's currency. */
export const ProductCard = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  brand: z.string(),
  image: z.string(),
  price: z.number().nonnegative(),
  originalPrice: z.number().nonnegative().nullable(),
  rating: z.number().min(0).max(5).describe('average stars, one decimal'),
  ratingCount: z.number().int().nonnegative(),
  inStock: z.boolean(),
})
export type ProductCard = z.infer<typeof ProductCard>

export const SORTS = ['relevance', 'priceAsc', 'priceDesc', 'newest'] as const
export type Sort = (typeof SORTS)[number]

/** How the matches of a listing's other filters spread over each filter: what the shopper gets by choosing it. */
export const ListingFacets = z.object({
  total: z.number().int().nonnegative().describe('matches of every filter'),
  more: z.boolean().describe('true when there are more matches than were counted (`total` and the counts are then lower bounds)'),
  brands: z.array(z.object({ name: z.string(), count: z.number().int().positive() })).describe('brands among the matches of every filter but `brand`, most products first'),
  inStock: z.number().int().nonnegative().describe('matches also in stock'),
  rating4: z.number().int().nonnegative().describe('matches also rated 4 stars or more'),
  flash: z.number().int().nonnegative().describe('matches also on a live flash sale'),
  price: z.object({ min: z.number().nonnegative(), max: z.number().nonnegative() }).nullable().describe('lowest and highest price of the matches, major units'),
})
export type ListingFacets = z.infer<typeof ListingFacets>

/** A page of products; `next` is the opaque cursor of the following page, null on the last one. */
export const ProductPage = z.object({
  items: z.array(ProductCard),
  next: z.string().nullable(),
  /** When the words found nothing and one word of five letters or more was one letter off: the corrected words, whose results `items` are. */
  suggestion: z.string().optional(),
  /** Asked with `facets=1` on a first page (no cursor). */
  facets: ListingFacets.optional(),
})
export type ProductPage = z.infer<typeof ProductPage>

const flag = z.enum(['1']).optional()
const price = z.coerce.number().nonnegative().max(1e12).optional()

/**
 * Query of a listing: `categoryId` or `q` (words, prefix-matched, accents folded), filters, a sort and a cursor.
 * The filters combine (all must hold); a page after the first takes the same filters as its first.
 */
export const ListingQuery = z.object({
  categoryId: z.coerce.number().int().positive().max(999_999_999).optional(),
  q: z.string().trim().max(100).optional(),
  brand: z.string().trim().min(1).max(40).optional().describe('only this brand, as `facets.brands` names it'),
  min: price.describe('lowest price, major units of the market\'s currency'),
  max: price.describe('highest price, major units of the market\'s currency'),
  rating: z.coerce.number().int().min(1).max(5).optional().describe('average stars at least this'),
  inStock: flag.describe('1: only products in stock'),
  flash: flag.describe('1: only products on a live flash sale'),
  facets: flag.describe('1: answer `facets` too (first pages only)'),
  sort: z.enum(SORTS).default('relevance'),
  cursor: z.string().max(200).optional().describe('`next` of the previous page, with the same sort'),
  limit: z.coerce.number().int().min(1).max(40).default(20),
})
export type ListingQuery = z.infer<typeof ListingQuery>

export const ProductDetail = ProductCard.extend({
  categoryId: z.number().int().positive(),
  /** Every image of the product, `image` first. */
  gallery: z.array(z.string()),
  stock: z.number().int().nonnegative(),
  specs: z.record(openSet(SPEC_NAMES), z.string()) as z.ZodType<Partial<Record<Open<SpecName>, string>>>,
  description: z.string(),
  /** Delivery to the shopper's market: the lowest regional fee and the delivery days. */
  delivery: z.object({ fee: z.number().nonnegative(), daysMin: dayCount, daysMax: dayCount }),
  /** The shop selling it; null (or left out) when the market's mall sells it itself. */
  seller: z.object({ id: z.number().int().positive(), name: z.string() }).nullable().default(null),
  /** Its returns policy: days after delivery it may be sent back (0: no returns), whether the way back is free; null: none given. */
  returns: z.object({ days: dayCount, free: z.boolean() }).nullable().default(null),
  /** The live or coming flash sale of this product, if any. */
  flash: z
    .object({
      flashItemId: z.number().int().positive(),
      price: z.number().nonnegative(),
      startAt: instant,
      endAt: instant,
      status: z.enum(['coming', 'live']),
      left: z.number().int().nonnegative(),
      limitPerBuyer: z.number().int().positive(),
      /** The asking buyer's units held against that limit (0 for a guest, and while the sale is coming). */
      bought: z.number().int().nonnegative(),
    })
    .nullable(),
})
export type ProductDetail = z.infer<typeof ProductDetail>

export const CategoryList = z.object({ categories: z.array(Category) })
export type CategoryList = z.infer<typeof CategoryList>

/** Searches to offer on an empty search: what several of the market's shoppers searched for, then the market's starters. */
export const PopularSearches = z.object({ searches: z.array(z.string()) })
export type PopularSearches = z.infer<typeof PopularSearches>

/** What the search box offers while the shopper types: searches, categories and brands that begin with the words. */
export const SearchSuggestions = z.object({
  searches: z.array(z.string()).describe('popular searches of the market that begin with the words (the most popular ones when none are typed)'),
  categories: z.array(Category).describe('categories whose name, in any of the nine languages, begins with the words'),
  brands: z.array(z.string()).describe('brands of the market that begin with the words'),
})
export type SearchSuggestions = z.infer<typeof SearchSuggestions>

export const SuggestionQuery = z.object({ q: z.string().trim().max(40).default('') })

export const ProductQuery = z.object({ id: z.coerce.number().int().positive().max(999_999_999) })

export const RegionList = z.object({ regions: z.array(Region) })
export type RegionList = z.infer<typeof RegionList>

export const catalogEndpoints = defineEndpoints({
  categories: {
    method: 'GET', path: '/api/catalog/categories', auth: false, guestShared: true, response: CategoryList,
    summary: 'The categories, in display order; their names are interface texts (`category.<slug>`)',
  },
  products: {
    method: 'GET', path: '/api/catalog/products', auth: false, query: ListingQuery, response: ProductPage,
    summary: 'Products of the COUNTRY_ID market: by category and/or words (prefix-matched, accents and Arabic letters folded, plurals and the catalogue\'s words in nine languages matched, ranked: products of the category the words name first), filtered by brand, price range, rating, stock and live flash sale, with facet counts on request, sorted, paged by cursor; words that find nothing with one letter off in a word of five letters or more answer the corrected words\' results with `suggestion`; a malformed or tampered cursor is a 400',
  },
  popularSearches: {
    method: 'GET', path: '/api/catalog/popular-searches', auth: false, response: PopularSearches,
    summary: 'Popular searches of the COUNTRY_ID market: queries that found something for at least three different shoppers, topped up with the market\'s starter searches',
  },
  searchSuggestions: {
    method: 'GET', path: '/api/catalog/suggestions', auth: false, guestShared: true, query: SuggestionQuery, response: SearchSuggestions,
    summary: 'Suggestions for the search box of the COUNTRY_ID market while the shopper types: popular searches, categories and brands beginning with the words; the same for every guest of a market and language',
  },
  product: {
    method: 'GET', path: '/api/catalog/product', auth: false, query: ProductQuery, response: ProductDetail,
    summary: 'One product of the COUNTRY_ID market with its gallery, specs, seller, returns policy, ratings, delivery to the market and its live or coming flash sale; a product of another market is notFound',
  },
  regions: {
    method: 'GET', path: '/api/catalog/regions', auth: false, response: RegionList,
    summary: 'Delivery regions of the COUNTRY_ID market with their fees and delivery days',
  },
})
