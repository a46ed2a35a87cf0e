import { z } from 'zod'
import { openSet } from './open-set'
import { dayCount, instant } from './bounds'
import { PHONE_PATTERN } from './common'
import { CouponTerms } from './coupons'
import { Currency } from './countries'
import { defineEndpoints } from './endpoint'
import { IdQuery } from './record-query'

const id = z.number().int().positive()
const inputId = z.coerce.number().int().positive().max(999_999_999)
const at = instant

export const Region = z.object({ id, name: z.string(), deliveryFee: z.number().nonnegative(), daysMin: dayCount, daysMax: dayCount })
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

/** Limits of the address fields, shared with the storefront's form. */
export const ADDRESS_LIMITS = { name: 60, city: 60, street: 200 } as const
/** How many addresses a buyer may keep: an address book, not a store (more answer addressBookFull). */
export const ADDRESS_BOOK_SIZE = 50

export const AddressInput = z.object({
  name: z.string().trim().min(1).max(ADDRESS_LIMITS.name),
  phone: z.string().trim().regex(PHONE_PATTERN).meta({ examples: ['+234 803 555 0101'] }),
  regionId: inputId,
  city: z.string().trim().min(1).max(ADDRESS_LIMITS.city),
  street: z.string().trim().min(1).max(ADDRESS_LIMITS.street),
  /** Makes it the address checkout proposes first (the first address always is). */
  makeDefault: z.boolean().default(false),
})
export type AddressInput = z.input<typeof AddressInput>

/** One of the buyer's addresses. */
export const AddressRef = z.object({ addressId: inputId })
export type AddressRef = z.input<typeof AddressRef>

/** One of the buyer's addresses as it now reads; `makeDefault` also makes it the default (false leaves that as it is). */
export const AddressUpdate = AddressInput.extend({ addressId: inputId })
export type AddressUpdate = z.input<typeof AddressUpdate>

/** The buyer's addresses that are left, the default first. */
export const AddressList = z.object({ addresses: z.array(Address) })
export type AddressList = z.infer<typeof AddressList>

/** The buyer's addresses and the delivery regions of the market, each with its fee. */
export const AddressBook = z.object({ addresses: z.array(Address), regions: z.array(Region) })
export type AddressBook = z.infer<typeof AddressBook>

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
export const ORDER_TAB_NAMES = Object.keys(ORDER_TABS) as OrderTab[]

export const PAYMENTS = ['onDelivery', 'online'] as const
export type Payment = (typeof PAYMENTS)[number]

export const ACTORS = ['buyer', 'seller', 'system'] as const
export type Actor = (typeof ACTORS)[number]

/** Why an order was cancelled: the buyer picks one of `BUYER_CANCEL_REASONS`, the seller any, the system `noReply`. */
export const CANCEL_REASONS = ['buyerRequest', 'outOfStock', 'wrongPrice', 'suspectedFraud', 'noReply', 'other'] as const
export type CancelReason = (typeof CANCEL_REASONS)[number]
export const BUYER_CANCEL_REASONS = ['buyerRequest', 'outOfStock'] as const satisfies readonly CancelReason[]

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
  status: openSet(ORDER_STATUSES),
  total: z.number().nonnegative(),
  itemCount: z.number().int().nonnegative(),
  /** How many products (lines) the order holds; the card names the first and counts the others. */
  lineCount: z.number().int().nonnegative().default(1),
  firstImage: z.string(),
  /** The first line's product, for its placeholder when the shopper saves data ('' and 0 for an order without lines). */
  firstName: z.string(),
  firstProductId: z.number().int().nonnegative(),
  createdAt: at,
})
export type OrderSummary = z.infer<typeof OrderSummary>

export const OrderList = z.object({ items: z.array(OrderSummary), next: z.string().nullable() })
export type OrderList = z.infer<typeof OrderList>

/** How many of the buyer's own orders each tab of the order list holds (every tab but `all`). */
export const OrderCounts = z.object({
  toPay: z.number().int().nonnegative(),
  toShip: z.number().int().nonnegative(),
  shipping: z.number().int().nonnegative(),
  done: z.number().int().nonnegative(),
  cancelled: z.number().int().nonnegative(),
}) satisfies z.ZodType<Record<Exclude<OrderTab, 'all'>, number>>
export type OrderCounts = z.infer<typeof OrderCounts>

/** One row of the order's append-only history. */
export const HistoryEntry = z.object({
  status: openSet(ORDER_STATUSES),
  actor: z.enum(ACTORS),
  reason: z.enum(CANCEL_REASONS).nullable(),
  /** Text the seller or the buyer typed (a cancel note, a verification request), shown escaped. */
  note: z.string().nullable(),
  at,
})
export type HistoryEntry = z.infer<typeof HistoryEntry>

export const ORDER_ACTIONS = ['pay', 'verify', 'cancel', 'confirm', 'ship', 'sign', 'complete', 'requestVerification'] as const
export type OrderAction = (typeof ORDER_ACTIONS)[number]

export const OrderAddress = z.object({ name: z.string(), phone: z.string(), region: z.string(), city: z.string(), street: z.string() })
export type OrderAddress = z.infer<typeof OrderAddress>

export const OrderDetail = z.object({
  id,
  status: openSet(ORDER_STATUSES),
  payment: z.enum(PAYMENTS),
  paidAt: at.nullable(),
  address: OrderAddress,
  lines: z.array(OrderLine),
  subtotal: z.number().nonnegative(),
  deliveryFee: z.number().nonnegative(),
  /** The delivery fee waived because the items came to the market's free-delivery amount. */
  deliveryWaiver: z.number().nonnegative(),
  /** The coupon the order used and what it took off (from the items or from the delivery fee). */
  coupon: z.object({ terms: CouponTerms, saving: z.number().nonnegative() }).nullable(),
  total: z.number().nonnegative(),
  cancelledBy: z.enum(ACTORS).nullable(),
  cancelReason: z.enum(CANCEL_REASONS).nullable(),
  cancelNote: z.string().nullable(),
  history: z.array(HistoryEntry),
  packageCount: z.number().int().nonnegative(),
  /** What the caller may do now (the mall decides; pages only show it). */
  actions: z.array(z.enum(ORDER_ACTIONS)),
  /** While the order waits for the buyer's payment or identity check: when the mall cancels it if none came; else null. */
  replyBy: at.nullable(),
  createdAt: at,
})
export type OrderDetail = z.infer<typeof OrderDetail>

export const PACKAGE_EVENTS = ['shipped', 'inTransit', 'outForDelivery', 'signed', 'partlySigned'] as const

export const PackageLine = z.object({
  orderLineId: id,
  name: z.string(),
  image: z.string(),
  quantity: z.number().int().positive(),
  signed: z.number().int().nonnegative(),
})
export type PackageLine = z.infer<typeof PackageLine>

export const Package = z.object({
  id,
  trackingNo: z.string(),
  lines: z.array(PackageLine),
  events: z.array(z.object({ kind: z.enum(PACKAGE_EVENTS), at })),
})
export type Package = z.infer<typeof Package>

export const Packages = z.object({ orderId: id, packages: z.array(Package) })
export type Packages = z.infer<typeof Packages>

const lineIds = z.array(inputId).min(1).max(50).refine((ids) => new Set(ids).size === ids.length, { message: 'a line twice' })

/** An address typed at checkout and used for one order only, not kept in the book. */
export const DeliverTo = AddressInput.omit({ makeDefault: true })
export type DeliverTo = z.input<typeof DeliverTo>

export const PlaceOrderRequest = z.object({
  /** One of the buyer's saved addresses; or, instead, `deliverTo`. */
  addressId: inputId.optional(),
  /** An address for this order only (the buyer chose not to save it); exactly one of this and `addressId`. */
  deliverTo: DeliverTo.optional(),
  payment: z.enum(PAYMENTS),
  /** The selected cart lines to order. */
  lineIds,
  /** A coupon the buyer holds, to use on this order (absent or null: none). */
  couponId: inputId.nullable().optional(),
}).refine((request) => (request.addressId === undefined) !== (request.deliverTo === undefined), {
  message: 'exactly one of addressId and deliverTo', path: ['addressId'],
})
export type PlaceOrderRequest = z.infer<typeof PlaceOrderRequest>

export const QuoteRequest = z.object({
  lineIds,
  /** The delivery region (of the address chosen or being typed); absent: no delivery fee yet. */
  regionId: inputId.optional(),
  /** A coupon the buyer holds; null: no coupon; absent: the one that saves the most. */
  couponId: inputId.nullable().optional(),
})
export type QuoteRequest = z.infer<typeof QuoteRequest>

/** Why a coupon the buyer holds does not apply to these items. */
export const COUPON_MISFITS = ['minOrder', 'scope', 'noSaving', 'notYet'] as const
export type CouponMisfit = (typeof COUPON_MISFITS)[number]

export const CouponOption = z.object({
  coupon: CouponTerms,
  expiresAt: at,
  /** What it would take off this order. */
  saving: z.number().nonnegative(),
  /** null: it applies; else why not. */
  misfit: z.enum(COUPON_MISFITS).nullable(),
})
export type CouponOption = z.infer<typeof CouponOption>

/** The price of an order before it is placed, computed exactly as placing it computes it. */
export const OrderQuote = z.object({
  subtotal: z.number().nonnegative(),
  deliveryFee: z.number().nonnegative(),
  deliveryWaiver: z.number().nonnegative(),
  /** The market's free-delivery amount and how much the items still miss it by (0: reached); null: none. */
  freeDelivery: z.object({ over: z.number().positive(), missing: z.number().nonnegative() }).nullable(),
  /** The coupon applied (asked for, or the one that saves the most), and what it takes off. */
  couponId: id.nullable(),
  couponSaving: z.number().nonnegative(),
  total: z.number().nonnegative(),
  /** The buyer's valid coupons of the market: those that apply first, the best first. */
  coupons: z.array(CouponOption),
})
export type OrderQuote = z.infer<typeof OrderQuote>

export const PlacedOrder = z.object({ orderId: id, status: openSet(ORDER_STATUSES), total: z.number().nonnegative() })
export type PlacedOrder = z.infer<typeof PlacedOrder>

/** An order's status after an action. */
export const OrderChanged = z.object({ orderId: id, status: openSet(ORDER_STATUSES) })
export type OrderChanged = z.infer<typeof OrderChanged>

const note = z.string().trim().max(200).optional()

export const OrderRef = z.object({ orderId: inputId })
export const CancelRequest = z.object({ orderId: inputId, reason: z.enum(BUYER_CANCEL_REASONS).default('buyerRequest'), note })
export const AdminCancelRequest = z.object({ orderId: inputId, reason: z.enum(CANCEL_REASONS), note })
export const VerificationRequest = z.object({ orderId: inputId, note })

const distinctLines = (lines: { orderLineId: number }[]) => new Set(lines.map((line) => line.orderLineId)).size === lines.length

/** A package: which lines, how many units of each (never more than is left unshipped). */
export const ShipRequest = z.object({
  orderId: inputId,
  lines: z.array(z.object({ orderLineId: inputId, quantity: z.coerce.number().int().positive().max(9999) })).min(1).max(50).refine(distinctLines),
})
export type ShipRequest = z.infer<typeof ShipRequest>

/** Units of a package's lines signed for now (added to what was signed before; never beyond what it holds). */
export const SignRequest = z.object({
  packageId: inputId,
  lines: z
    .array(z.object({ orderLineId: inputId, quantity: z.coerce.number().int().nonnegative().max(9999) }))
    .min(1)
    .max(50)
    .refine(distinctLines)
    .refine((lines) => lines.some((line) => line.quantity > 0)),
})
export type SignRequest = z.infer<typeof SignRequest>

/** The order list's query: a tab and the opaque cursor of the next page. */
export const OrderListQuery = z.object({ tab: z.enum(ORDER_TAB_NAMES as [OrderTab, ...OrderTab[]]).default('all'), cursor: z.string().max(100).optional() })
export const AdminOrderListQuery = z.object({ status: z.enum(ORDER_STATUSES).optional(), cursor: z.string().max(100).optional() })

/** An order of the admin's market (COUNTRY_ID), its amounts in its own currency. */
export const AdminOrderSummary = OrderSummary.extend({ buyer: z.string(), payment: z.enum(PAYMENTS), currency: Currency })
export type AdminOrderSummary = z.infer<typeof AdminOrderSummary>
export const AdminOrderList = z.object({ items: z.array(AdminOrderSummary), next: z.string().nullable() })
export type AdminOrderList = z.infer<typeof AdminOrderList>

export const AdminOrderDetail = OrderDetail.extend({
  buyer: z.object({ id, username: z.string(), nickname: z.string() }),
  currency: Currency,
  packages: z.array(Package),
})
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>

export const orderEndpoints = defineEndpoints({
  addresses: {
    method: 'GET', path: '/api/user/addresses', auth: true, response: AddressBook,
    summary: 'The buyer\'s delivery addresses, and the delivery regions of the COUNTRY_ID market with their fees',
  },
  saveAddress: {
    method: 'POST', path: '/api/user/address', auth: true, body: AddressInput, response: Address,
    summary: 'Save a delivery address (the same address twice is stored once); the region must be one of the market\'s; a book of 50 addresses is full (addressBookFull)',
  },
  updateAddress: {
    method: 'POST', path: '/api/user/address/update', auth: true, body: AddressUpdate, response: Address,
    summary: 'Change one of the buyer\'s addresses (another user\'s, or one deleted, is notFound); the region must be one of the market\'s; makeDefault also makes it the default',
  },
  setDefaultAddress: {
    method: 'POST', path: '/api/user/address/default', auth: true, body: AddressRef, response: AddressList,
    summary: 'Make one of the buyer\'s addresses the default, the one checkout proposes first (another user\'s is notFound); the buyer always has exactly one default',
  },
  deleteAddress: {
    method: 'POST', path: '/api/user/address/delete', auth: true, body: AddressRef, response: AddressList,
    summary: 'Delete one of the buyer\'s addresses (another user\'s, or one already deleted, is notFound); when it was the default, the most recently used one left becomes the default. Orders keep the address they were placed with',
  },
  quote: {
    method: 'POST', path: '/api/order/quote', auth: true, body: QuoteRequest, response: OrderQuote,
    summary: 'Price the given cart lines for a delivery region with a coupon (or the best one): subtotal, delivery fee, free delivery, coupon saving, total, and the buyer\'s coupons with what each would save',
  },
  placeOrder: {
    method: 'POST', path: '/api/order/place', auth: true, body: PlaceOrderRequest, response: PlacedOrder, idempotent: true,
    summary: 'Order the given cart lines, priced as the quote prices them: stock of every line is taken at once or not at all (notEnoughStock), the coupon is used once (couponNotApplicable), the lines leave the cart',
  },
  orders: {
    method: 'GET', path: '/api/order/list', auth: true, query: OrderListQuery, response: OrderList,
    summary: 'The buyer\'s orders, newest first: ?tab= (all, toPay, toShip, shipping, done, cancelled) and ?cursor=',
  },
  orderCounts: {
    method: 'GET', path: '/api/order/counts', auth: true, response: OrderCounts,
    summary: "How many of the caller's own orders wait to be paid, shipped, received, and how many are completed or cancelled",
  },
  order: {
    method: 'GET', path: '/api/order/details', auth: true, query: IdQuery, response: OrderDetail,
    summary: 'One of the buyer\'s orders (?id=) with its lines, history and the actions allowed now; another user\'s is notFound',
  },
  packages: {
    method: 'GET', path: '/api/order/packages', auth: true, query: IdQuery, response: Packages,
    summary: 'The packages an order (?id=) ships in, with the units of each line, signed units and tracking events',
  },
  verify: {
    method: 'POST', path: '/api/order/verify', auth: true, body: OrderRef, response: OrderChanged, idempotent: true,
    summary: 'Answer the identity check of an order awaiting verification',
  },
  cancel: {
    method: 'POST', path: '/api/order/cancel', auth: true, body: CancelRequest, response: OrderChanged, idempotent: true,
    summary: 'The buyer cancels before shipment; the stock comes back once, and the coupon while it is valid (orderNotCancellable afterwards)',
  },
  adminOrders: {
    method: 'GET', path: '/api/admin/orders', auth: true, role: 'admin', query: AdminOrderListQuery, response: AdminOrderList,
    summary: 'Admins only: the orders of the market (COUNTRY_ID), newest first, ?status= and ?cursor=; each with its currency',
  },
  adminOrder: {
    method: 'GET', path: '/api/admin/order/details', auth: true, role: 'admin', query: IdQuery, response: AdminOrderDetail,
    summary: 'Admins only: one order of the market (?id=; another market\'s answers notFound) with its buyer, currency, packages and the seller\'s actions allowed now',
  },
  adminConfirm: {
    method: 'POST', path: '/api/admin/order/confirm', auth: true, role: 'admin', body: OrderRef, response: OrderChanged, idempotent: true,
    summary: 'Admins only: confirm an order awaiting payment or verification',
  },
  adminRequestVerification: {
    method: 'POST', path: '/api/admin/order/verification', auth: true, role: 'admin', body: VerificationRequest, response: OrderChanged, idempotent: true,
    summary: 'Admins only: ask the buyer for an identity check before shipment (cancelled after 2 days without a reply)',
  },
  adminShip: {
    method: 'POST', path: '/api/admin/order/ship', auth: true, role: 'admin', body: ShipRequest, response: Package, idempotent: true,
    summary: 'Admins only: ship a package of some lines and quantities (never more than is left unshipped)',
  },
  adminSign: {
    method: 'POST', path: '/api/admin/order/sign', auth: true, role: 'admin', body: SignRequest, response: Package, idempotent: true,
    summary: 'Admins only: mark units of a package signed for (all or some)',
  },
  adminComplete: {
    method: 'POST', path: '/api/admin/order/complete', auth: true, role: 'admin', body: OrderRef, response: OrderChanged, idempotent: true,
    summary: 'Admins only: complete an order whose every unit is shipped and signed',
  },
  adminCancel: {
    method: 'POST', path: '/api/admin/order/cancel', auth: true, role: 'admin', body: AdminCancelRequest, response: OrderChanged, idempotent: true,
    summary: 'Admins only: cancel before anything is signed, with a reason; the stock comes back once',
  },
})
