import { z } from 'zod'
import { instant } from './bounds'
import { defineEndpoints } from './endpoint'

const id = z.number().int().positive()
const inputId = z.coerce.number().int().positive().max(999_999_999)
const at = instant

/**
 * Where a pre-sale item stands: reservations not open yet, open, closed and the sale not started, on sale (holders
 * buy their reserved unit), over.
 */
export const PRESALE_PHASES = ['coming', 'reserving', 'waiting', 'selling', 'ended'] as const
export type PresalePhase = (typeof PRESALE_PHASES)[number]

/** A buyer's reservation: held, used by an order, or lapsed unused at the end of the sale window. */
export const RESERVATION_STATES = ['reserved', 'bought', 'lapsed'] as const
export type ReservationState = (typeof RESERVATION_STATES)[number]

export type PresaleWindows = { reserveStartAt: number; reserveEndAt: number; saleStartAt: number; saleEndAt: number }

export function presalePhase(item: PresaleWindows, now: number): PresalePhase {
  if (now < item.reserveStartAt) return 'coming'
  if (now < item.reserveEndAt) return 'reserving'
  if (now < item.saleStartAt) return 'waiting'
  return now < item.saleEndAt ? 'selling' : 'ended'
}

export const PresaleItem = z.object({
  id,
  productId: id,
  name: z.string(),
  image: z.string(),
  price: z.number().nonnegative().describe('the pre-sale price'),
  originalPrice: z.number().nonnegative().describe('the product\'s price now'),
  quota: z.number().int().nonnegative(),
  reserved: z.number().int().nonnegative(),
  reserveStartAt: at,
  reserveEndAt: at,
  saleStartAt: at,
  saleEndAt: at,
  phase: z.enum(PRESALE_PHASES),
  /** The caller's reservation of this item (null for a guest or none). */
  mine: z.enum(RESERVATION_STATES).nullable(),
  /** The order that used the caller's reservation. */
  orderId: id.nullable(),
})
export type PresaleItem = z.infer<typeof PresaleItem>

export const PresaleList = z.object({
  serverTime: at,
  items: z.array(PresaleItem),
  /** The caller's live reservations (held, sale window not over); 0 for a guest. */
  preSaleNum: z.number().int().nonnegative(),
})
export type PresaleList = z.infer<typeof PresaleList>

export const PresaleCount = z.object({ preSaleNum: z.number().int().nonnegative() })
export type PresaleCount = z.infer<typeof PresaleCount>

export const PresaleItemRequest = z.object({ itemId: inputId })
export type PresaleItemRequest = z.infer<typeof PresaleItemRequest>

export const Reserved = z.object({ itemId: id, reserved: z.number().int().nonnegative(), preSaleNum: z.number().int().nonnegative() })
export type Reserved = z.infer<typeof Reserved>

/** The cart line of the reserved unit, to check out (`/m/order/confirm?lines=`). */
export const PresaleLine = z.object({ lineId: id })
export type PresaleLine = z.infer<typeof PresaleLine>

const epoch = instant

/** New windows of a pre-sale item; they must follow each other. */
export const PresaleSchedule = z
  .object({ itemId: inputId, reserveStartAt: epoch, reserveEndAt: epoch, saleStartAt: epoch, saleEndAt: epoch })
  .refine((s) => s.reserveStartAt < s.reserveEndAt && s.reserveEndAt <= s.saleStartAt && s.saleStartAt < s.saleEndAt, {
    message: 'reservations open, close, then the sale opens and closes',
  })
export type PresaleSchedule = z.infer<typeof PresaleSchedule>

export const presaleEndpoints = defineEndpoints({
  presaleItems: {
    method: 'GET', path: '/api/activity/presale/items', auth: false, guestShared: true, response: PresaleList,
    summary: 'Pre-sale items of the COUNTRY_ID market with their windows and quota; with a token, the caller\'s reservation of each',
  },
  presaleCount: {
    method: 'GET', path: '/api/activity/presale/count', auth: true, response: PresaleCount,
    summary: 'The caller\'s live pre-sale reservations (preSaleNum)',
  },
  reserve: {
    method: 'POST', path: '/api/activity/presale/reserve', auth: true, body: PresaleItemRequest, response: Reserved, idempotent: true,
    summary: 'Reserve one unit of a pre-sale item while reservations are open; the quota is checked atomically (reservationSoldOut), one per buyer (alreadyReserved)',
  },
  presaleBuy: {
    method: 'POST', path: '/api/activity/presale/buy', auth: true, body: PresaleItemRequest, response: PresaleLine,
    summary: 'In the sale window, put the caller\'s reserved unit in the cart at the pre-sale price (the same line again on a repeat); others: notReserved',
  },
  adminPresaleSchedule: {
    method: 'POST', path: '/api/admin/presale/schedule', auth: true, role: 'admin', body: PresaleSchedule, response: PresaleItem,
    summary: 'Admins only: move the reservation and sale windows of a pre-sale item (the quota and reservations stay)',
  },
})
