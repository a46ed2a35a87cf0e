import { z } from 'zod'
import { PHONE_PATTERN } from './common'

const id = z.number().int().positive()
const inputId = z.coerce.number().int().positive().max(999_999_999)

export const Region = z.object({ id, name: z.string(), deliveryFee: z.number().nonnegative(), daysMin: z.number().int(), daysMax: z.number().int() })
export type Region = z.infer<typeof Region>

export const Address = z.object({
  id,
  name: z.string(),
  phone: z.string(),
  regionId: id,
  region: z.string(),
  city: z.string(),
  street: z.string(),
  isDefault: z.boolean(),
})
export type Address = z.infer<typeof Address>

export const AddressInput = z.object({
  name: z.string().trim().min(1).max(60),
  phone: z.string().trim().regex(PHONE_PATTERN),
  regionId: inputId,
  city: z.string().trim().min(1).max(60),
  street: z.string().trim().min(1).max(200),
})
export type AddressInput = z.infer<typeof AddressInput>

export const ORDER_STATUSES = [
  'awaitingPayment', 'awaitingVerification', 'confirmed', 'partlyShipped', 'shipped', 'partlySigned', 'signed', 'completed', 'cancelled',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** The tabs of the order list: which statuses each shows. */
export const ORDER_TABS = {
  all: ORDER_STATUSES,
  toPay: ['awaitingPayment', 'awaitingVerification'],
  toShip: ['confirmed'],
  shipping: ['partlyShipped', 'shipped', 'partlySigned'],
  done: ['signed', 'completed'],
  cancelled: ['cancelled'],
} as const satisfies Record<string, readonly OrderStatus[]>
export type OrderTab = keyof typeof ORDER_TABS

export const PAYMENTS = ['onDelivery', 'online'] as const
export type Payment = (typeof PAYMENTS)[number]

export const OrderLine = z.object({
  id,
  productId: id,
  flashItemId: id.nullable(),
  name: z.string(),
  image: z.string(),
  unitPrice: z.number().nonnegative(),
  quantity: z.number().int().positive(),
  shipped: z.number().int().nonnegative(),
  signed: z.number().int().nonnegative(),
})
export type OrderLine = z.infer<typeof OrderLine>

export const OrderSummary = z.object({
  id,
  status: z.enum(ORDER_STATUSES),
  total: z.number().nonnegative(),
  itemCount: z.number().int().nonnegative(),
  firstImage: z.string(),
  createdAt: z.number().int(),
})
export type OrderSummary = z.infer<typeof OrderSummary>

export const OrderList = z.object({ items: z.array(OrderSummary), next: z.string().nullable() })
export type OrderList = z.infer<typeof OrderList>

export const HistoryEntry = z.object({
  status: z.enum(ORDER_STATUSES),
  actor: z.enum(['buyer', 'seller', 'system']),
  reason: z.string().nullable(),
  at: z.number().int(),
})

export const ORDER_ACTIONS = ['pay', 'verify', 'cancel', 'confirm', 'ship', 'sign', 'complete', 'requestVerification'] as const
export type OrderAction = (typeof ORDER_ACTIONS)[number]

export const OrderDetail = z.object({
  id,
  status: z.enum(ORDER_STATUSES),
  payment: z.enum(PAYMENTS),
  paidAt: z.number().int().nullable(),
  address: z.object({ name: z.string(), phone: z.string(), region: z.string(), city: z.string(), street: z.string() }),
  lines: z.array(OrderLine),
  subtotal: z.number().nonnegative(),
  deliveryFee: z.number().nonnegative(),
  total: z.number().nonnegative(),
  cancelledBy: z.enum(['buyer', 'seller', 'system']).nullable(),
  cancelReason: z.string().nullable(),
  history: z.array(HistoryEntry),
  packageCount: z.number().int().nonnegative(),
  /** What the caller may do now (the mall decides; pages only show it). */
  actions: z.array(z.enum(ORDER_ACTIONS)),
  createdAt: z.number().int(),
})
export type OrderDetail = z.infer<typeof OrderDetail>

export const PACKAGE_EVENTS = ['shipped', 'inTransit', 'outForDelivery', 'signed', 'partlySigned'] as const

export const Package = z.object({
  id,
  trackingNo: z.string(),
  lines: z.array(z.object({ orderLineId: id, name: z.string(), image: z.string(), quantity: z.number().int().positive(), signed: z.number().int().nonnegative() })),
  events: z.array(z.object({ kind: z.enum(PACKAGE_EVENTS), at: z.number().int() })),
})
export type Package = z.infer<typeof Package>

export const Packages = z.object({ orderId: id, packages: z.array(Package) })
export type Packages = z.infer<typeof Packages>

/** The seller's reasons to cancel; a buyer's cancellation carries no reason code. */
export const CANCEL_REASONS = ['buyerRequest', 'outOfStock', 'wrongPrice', 'suspectedFraud', 'noReply', 'other'] as const

export const PlaceOrderRequest = z.object({
  addressId: inputId,
  payment: z.enum(PAYMENTS),
  /** The selected cart lines to order. */
  lineIds: z.array(inputId).min(1).max(50),
})
export type PlaceOrderRequest = z.infer<typeof PlaceOrderRequest>

export const OrderRef = z.object({ orderId: inputId })
export const CancelRequest = z.object({ orderId: inputId, reason: z.enum(CANCEL_REASONS).default('buyerRequest'), note: z.string().trim().max(200).optional() })
export const ShipRequest = z.object({ orderId: inputId, lines: z.array(z.object({ orderLineId: inputId, quantity: z.coerce.number().int().positive() })).min(1) })
export const SignRequest = z.object({ packageId: inputId, lines: z.array(z.object({ orderLineId: inputId, quantity: z.coerce.number().int().nonnegative() })).min(1) })
