import type { DeliverTo, OrderAddress, PlacedOrder, PlaceOrderRequest } from '../../contract'
import { errorBody, successBody } from '../core/envelope'
import { invalidInput, notFound } from '../core/errors'
import type { Refusal } from '../core/guarded-write'
import type { Effect } from '../core/idempotent-write'
import { toMajor } from '../core/money'
import { cartLinesById, lineProblem, orderPriceOf, takesStock } from '../cart/lines'
import { STOCK_TAKE_REFUSAL, takeOrderStockStatements } from '../catalog/stock'
import { COUPON_USE_REFUSAL, useCouponStatements } from '../coupons/use'
import { SPECIAL_REFUSALS, specialOrderStatements } from '../newcomer/specials'
import { PRESALE_REFUSALS, presaleOrderStatements, presaleRefusal } from '../presale/checkout'
import { historyRefusal, historyRow } from './history'
import { cartLineToPrice, priceOrder } from './pricing'
import { statusOfNewOrder } from './rules'

type AddressRow = { name: string; phone: string; city: string; street: string; region: string; country_id: number; delivery_fee_minor: number }

const findAddress = (db: D1Database, userId: number, id: number) =>
  db
    .prepare(
      `SELECT a.name, a.phone, a.city, a.street, r.name AS region, r.country_id, r.delivery_fee_minor
       FROM addresses a JOIN regions r ON r.id = a.region_id WHERE a.id = ? AND a.user_id = ?`,
    )
    .bind(id, userId)
    .first<AddressRow>()

/** An address typed for this order only, with its region's name, market and fee; null when there is no such region. */
const typedAddress = (db: D1Database, typed: DeliverTo) =>
  db
    .prepare('SELECT ?2 AS name, ?3 AS phone, ?4 AS city, ?5 AS street, name AS region, country_id, delivery_fee_minor FROM regions WHERE id = ?1')
    .bind(typed.regionId, typed.name, typed.phone, typed.city, typed.street)
    .first<AddressRow>()

const shippingAddress = (db: D1Database, userId: number, request: PlaceOrderRequest) =>
  request.deliverTo ? typedAddress(db, request.deliverTo) : findAddress(db, userId, request.addressId!)

/**
 * How a placing batch is refused: a stock guard, the cart lines already gone (ordered by another checkout), the
 * coupon's copy taken by another order (or expired) meanwhile, a reservation used or lapsed meanwhile, or a new-user
 * special the account may not buy (bought already, or no longer new).
 */
export const PLACE_REFUSALS: Refusal[] = [
  STOCK_TAKE_REFUSAL,
  historyRefusal('notFound'),
  COUPON_USE_REFUSAL,
  ...PRESALE_REFUSALS,
  ...SPECIAL_REFUSALS,
]

/**
 * Placing an order, as one batch: the order, its lines, the stock of every ordinary line, the ordered cart lines
 * removed, and its first history row. Each ordinary line's stock is taken by a guarded update whose refusal fails
 * the whole batch (`takeOrderStockStatements`), so an order takes all its stock or none. Flash units were
 * granted by their sale's stock object when they were added, so they are ordered at their unit price and take no
 * product stock; so are pre-sale units, whose reservations this order uses (`presaleOrderStatements`). A new-user
 * special takes stock like an ordinary line, at its special price, and is the account's one special
 * (`specialOrderStatements`). The price is
 * the quote's (`priceOrder`): the region's delivery fee, waived over the market's free-delivery amount, and the
 * coupon asked for, whose copy the order takes in the same batch.
 */
export async function placeOrderEffect(
  db: D1Database,
  userId: number,
  request: PlaceOrderRequest,
  orderId: number,
  now: number,
): Promise<Effect<PlacedOrder>> {
  const [address, lines] = await Promise.all([shippingAddress(db, userId, request), cartLinesById(db, userId, request.lineIds)])
  if (!address || lines.length !== request.lineIds.length) throw notFound()
  if (lines.some((line) => line.country_id !== address.country_id)) throw invalidInput()
  const presale = presaleRefusal(lines, now)
  if (presale) return { answer: errorBody(presale) }
  const problems = lines.map((line) => lineProblem(line, now))
  if (problems.includes('sessionOver')) return { answer: errorBody('sessionEnded') }
  if (problems.includes('outOfStock') || problems.includes('notEnoughStock')) return { answer: errorBody('notEnoughStock') }

  const scale = lines[0]!.currency_scale
  const price = await priceOrder(db, {
    userId, countryId: address.country_id, scale, lines: lines.map(cartLineToPrice), deliveryFeeMinor: address.delivery_fee_minor,
    coupon: request.couponId ?? null, now,
  })
  if (!price) return { answer: errorBody('couponNotApplicable') }
  const { subtotal, total } = price
  const status = statusOfNewOrder(request.payment)
  const shipTo: OrderAddress = { name: address.name, phone: address.phone, region: address.region, city: address.city, street: address.street }

  const statements = [
    db
      .prepare(
        `INSERT INTO orders (id, user_id, country_id, status, payment, address, subtotal_minor, delivery_fee_minor, total_minor, created_at, updated_at,
           delivery_waiver_minor, coupon_id, coupon_saving_minor)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        orderId, userId, address.country_id, status, request.payment, JSON.stringify(shipTo), subtotal, address.delivery_fee_minor, total, now, now,
        price.deliveryWaiver, price.coupon?.id ?? null, price.couponSaving,
      ),
    ...(price.coupon ? useCouponStatements(db, { orderId, userId, couponId: price.coupon.id, now }) : []),
    ...lines.map((line) =>
      db
        .prepare(
          `INSERT INTO order_lines (order_id, product_id, flash_item_id, presale_item_id, special_id, name, image, unit_price_minor, quantity)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(orderId, line.product_id, line.flash_item_id, line.presale_item_id, line.special_id, line.name, line.image, orderPriceOf(line), line.quantity),
    ),
    ...lines.filter(takesStock).flatMap((line) => takeOrderStockStatements(db, orderId, line.product_id, line.quantity)),
    ...presaleOrderStatements(db, orderId, userId, lines, now),
    ...specialOrderStatements(db, orderId, userId, lines, now),
    db.prepare(`DELETE FROM cart_items WHERE user_id = ? AND id IN (${lines.map(() => '?').join(', ')})`).bind(userId, ...lines.map((line) => line.id)),
    historyRow(db, orderId, { actor: 'buyer', actorId: userId, now }, lines.length),
  ]
  return { answer: successBody({ orderId, status, total: toMajor(total, scale) }), statements }
}
