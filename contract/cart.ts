import { z } from 'zod'

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
