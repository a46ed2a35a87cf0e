import { z } from 'zod'
import { ProductCard } from './catalog'
import { defineEndpoints } from './endpoint'

/** The most products one shopper keeps saved; one more is refused with `savedListFull`. */
export const MAX_SAVED_ITEMS = 200
/** The most products a recently viewed list shows (and a cards query takes). */
export const MAX_RECENT_ITEMS = 20

const productId = z.coerce.number().int().positive().max(999_999_999)

export const SavedItem = ProductCard.extend({
  savedPrice: z.number().nonnegative().describe('the price when it was saved'),
  savedAt: z.number().int().nonnegative(),
  priceDropped: z.boolean().describe('the price now is lower than when it was saved'),
  onFlashSale: z.boolean().describe('a flash sale of the product is live now'),
})
export type SavedItem = z.infer<typeof SavedItem>

export const SavedList = z.object({
  items: z.array(SavedItem).describe('products of the COUNTRY_ID market, last saved first'),
  max: z.number().int().positive(),
})
export type SavedList = z.infer<typeof SavedList>

export const SaveRequest = z.object({ productId })
export type SaveRequest = z.infer<typeof SaveRequest>
export const SavedState = z.object({ saved: z.boolean() })
export type SavedState = z.infer<typeof SavedState>
export const SavedQuery = z.object({ productId })

/** Product ids joined by dots (`12.7.301`), as a recently viewed list keeps them. */
export const CardsQuery = z.object({
  ids: z.string().regex(/^\d{1,9}(\.\d{1,9}){0,19}$/).transform((text) => text.split('.').map(Number)),
})
export const ProductCards = z.object({ items: z.array(ProductCard).describe('the products of the COUNTRY_ID market among the ids, in their order') })
export type ProductCards = z.infer<typeof ProductCards>

export const savedEndpoints = defineEndpoints({
  savedItems: {
    method: 'GET', path: '/api/saved', auth: true, response: SavedList,
    summary: 'The products the user saved, with the price when saved, whether it dropped since and whether a flash sale is live',
  },
  savedState: {
    method: 'GET', path: '/api/saved/state', auth: true, query: SavedQuery, response: SavedState,
    summary: 'Whether the user has saved this product',
  },
  saveItem: {
    method: 'POST', path: '/api/saved/add', auth: true, body: SaveRequest, response: SavedState,
    summary: 'Save a product of the market at its price now; saving it again changes nothing; an unknown product is productNotFound, a full list savedListFull',
  },
  unsaveItem: {
    method: 'POST', path: '/api/saved/remove', auth: true, body: SaveRequest, response: SavedState,
    summary: 'Remove a product from the saved list; removing one not saved changes nothing',
  },
  productCards: {
    method: 'GET', path: '/api/catalog/cards', auth: false, query: CardsQuery, response: ProductCards,
    summary: 'The cards of up to 20 products by id (a recently viewed list), in the order asked; ids unknown in the market are left out',
  },
})
