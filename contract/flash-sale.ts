import { z } from 'zod'

export const FLASH_STATUSES = ['coming', 'live', 'ended'] as const
export type FlashStatus = (typeof FLASH_STATUSES)[number]

export const FlashItem = z.object({
  id: z.number().int().positive(),
  productId: z.number().int().positive(),
  name: z.string(),
  image: z.string(),
  price: z.number().nonnegative(),
  originalPrice: z.number().nonnegative(),
  total: z.number().int().nonnegative(),
  sold: z.number().int().nonnegative(),
  limitPerBuyer: z.number().int().positive(),
})
export type FlashItem = z.infer<typeof FlashItem>

export const FlashSession = z.object({
  id: z.number().int().positive(),
  startAt: z.number().int().describe('epoch milliseconds'),
  endAt: z.number().int().describe('epoch milliseconds'),
  status: z.enum(FLASH_STATUSES),
  items: z.array(FlashItem),
})
export type FlashSession = z.infer<typeof FlashSession>

export const FlashSessions = z.object({
  serverTime: z.number().int().describe('epoch milliseconds'),
  sessions: z.array(FlashSession),
})
export type FlashSessions = z.infer<typeof FlashSessions>

/** The share of the original price a sale takes off (0.25 = 25 % off); 0 when there is no saving. */
export function discountOf({ price, originalPrice }: { price: number; originalPrice: number }): number {
  return originalPrice > 0 && price < originalPrice ? 1 - price / originalPrice : 0
}
