import { z } from 'zod'
import { instant } from './bounds'
import { defineEndpoints } from './endpoint'

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
  startAt: instant,
  endAt: instant,
  status: z.enum(FLASH_STATUSES),
  items: z.array(FlashItem),
})
export type FlashSession = z.infer<typeof FlashSession>

export const FlashSessions = z.object({
  serverTime: instant,
  sessions: z.array(FlashSession),
})
export type FlashSessions = z.infer<typeof FlashSessions>

/** The share of the original price a sale takes off (0.25 = 25 % off); 0 when there is no saving. */
export function discountOf({ price, originalPrice }: { price: number; originalPrice: number }): number {
  return originalPrice > 0 && price < originalPrice ? 1 - price / originalPrice : 0
}

const flashItemId = z.coerce.number().int().positive().max(999_999_999)

/** Sets the total (`total`) or moves it by `adjust` units; never below what is sold. */
export const FlashStockChange = z.union([
  z.strictObject({ flashItemId, total: z.number().int().min(0).max(1_000_000) }),
  z.strictObject({ flashItemId, adjust: z.number().int().min(-1_000_000).max(1_000_000).refine((n) => n !== 0) }),
])
export type FlashStockChange = z.infer<typeof FlashStockChange>

/** A flash item's stock as its owner (the item's stock object) holds it. */
export const FlashStock = z.object({
  flashItemId: z.number().int().positive(),
  total: z.number().int().nonnegative(),
  sold: z.number().int().nonnegative(),
})
export type FlashStock = z.infer<typeof FlashStock>

export const flashSaleEndpoints = defineEndpoints({
  flashSessions: {
    method: 'GET', path: '/api/activity/flashSale/sessions', auth: false, response: FlashSessions,
    summary: 'Flash-sale sessions of the COUNTRY_ID market with their items and the server time',
  },
  flashStock: {
    method: 'GET', path: '/api/admin/flashSale/stock', auth: true, role: 'admin', response: FlashStock,
    summary: 'Admins only: the stock of a flash item (?flashItemId=) as its stock object holds it',
  },
  changeFlashStock: {
    method: 'POST', path: '/api/admin/flashSale/stock', auth: true, role: 'admin', body: FlashStockChange, response: FlashStock, idempotent: true,
    summary: 'Admins only: set (`total`) or adjust (`adjust`) the stock of a flash item; a total below what is sold is refused (stockBelowSold)',
  },
})
