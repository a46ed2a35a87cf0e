import { z } from 'zod'
import { defineEndpoints } from './endpoint'

export const AddToCartRequest = z.object({
  flashItemId: z.coerce.number().int().positive().max(999_999_999),
  quantity: z.coerce.number().int().min(1).max(99).default(1),
})
export type AddToCartRequest = z.infer<typeof AddToCartRequest>

export const AddToCartResult = z.object({
  count: z.number().int().nonnegative(),
  sold: z.number().int().nonnegative(),
})
export type AddToCartResult = z.infer<typeof AddToCartResult>

export const CartCount = z.object({ count: z.number().int().nonnegative() })
export type CartCount = z.infer<typeof CartCount>

/** Why a cart line cannot be ordered as it is. */
export const LINE_PROBLEMS = ['priceChanged', 'outOfStock', 'notEnoughStock', 'sessionOver', 'presaleOver'] as const

export const CartLine = z.object({
  id: z.number().int().positive(),
  productId: z.number().int().positive(),
  flashItemId: z.number().int().positive().nullable(),
  /** A reserved pre-sale unit: one per line, at the pre-sale price, while its sale window is open. */
  presaleItemId: z.number().int().positive().nullable(),
  /** A new-user special: one unit at the special price, for an account with no completed order. */
  specialId: z.number().int().positive().nullable(),
  name: z.string(),
  image: z.string(),
  unitPrice: z.number().nonnegative().describe('the price now'),
  addedPrice: z.number().nonnegative().describe('the price when it was added'),
  quantity: z.number().int().positive(),
  selected: z.boolean(),
  problem: z.enum(LINE_PROBLEMS).nullable(),
  /** A flash line's per-buyer limit and the buyer's units held against it (in carts and orders); null otherwise. */
  flashLimit: z.object({ perBuyer: z.number().int().positive(), bought: z.number().int().nonnegative() }).nullable().default(null),
})
export type CartLine = z.infer<typeof CartLine>

export const Cart = z.object({
  lines: z.array(CartLine),
  count: z.number().int().nonnegative(),
  /** Sum of the selected lines that can be ordered. */
  selectedTotal: z.number().nonnegative(),
})
export type Cart = z.infer<typeof Cart>

const lineId = z.coerce.number().int().positive().max(999_999_999)

/** The most units of one product a cart line holds. */
export const MAX_LINE_QUANTITY = 99

export const AddProductRequest = z.object({
  productId: lineId,
  quantity: z.coerce.number().int().min(1).max(MAX_LINE_QUANTITY).default(1),
})
export type AddProductRequest = z.infer<typeof AddProductRequest>
export const ChangeLineRequest = z.object({
  lineId,
  /** +1 or −1 from the stepper, or a new quantity. */
  delta: z.coerce.number().int().min(-99).max(99).refine((n) => n !== 0).optional(),
  quantity: z.coerce.number().int().min(1).max(99).optional(),
  selected: z.boolean().optional(),
}).refine((change) => [change.delta, change.quantity, change.selected].filter((part) => part !== undefined).length === 1, {
  message: 'exactly one of delta, quantity, selected',
})
export type ChangeLineRequest = z.infer<typeof ChangeLineRequest>
export const RemoveLineRequest = z.object({ lineId })

export const cartEndpoints = defineEndpoints({
  addToCart: {
    method: 'POST', path: '/api/cart/add', auth: true, body: AddToCartRequest, response: AddToCartResult, idempotent: true,
    summary: 'Add a flash-sale item to the cart at its flash price (more units on the line already there); stock and the per-buyer limit are checked atomically',
  },
  cartCount: { method: 'GET', path: '/api/cart/count', auth: true, response: CartCount, summary: 'Number of units in the cart' },
  cart: {
    method: 'GET', path: '/api/cart', auth: true, response: Cart,
    summary: 'The cart lines of the COUNTRY_ID market, each with its problem (price changed, out of stock, flash session over)',
  },
  addProduct: {
    method: 'POST', path: '/api/cart/product', auth: true, body: AddProductRequest, response: CartCount, idempotent: true,
    summary: 'Add an ordinary product to the cart (one line per product); more than its stock is refused (addFailed)',
  },
  changeLine: {
    method: 'POST', path: '/api/cart/line', auth: true, body: ChangeLineRequest, response: Cart,
    summary: 'Step a line up or down, set its quantity, or (un)select it; beyond the stock: addFailed, below 1: reduceFailed; a flash line grows only through addToCart (at its per-buyer limit: limitReached)',
  },
  removeLine: {
    method: 'POST', path: '/api/cart/line/remove', auth: true, body: RemoveLineRequest, response: Cart,
    summary: 'Remove a line from the cart',
  },
})
