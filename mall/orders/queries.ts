import {
  type Actor, type HistoryEntry, type OrderAddress, type OrderDetail, type OrderLine, type OrderStatus, type OrderSummary,
  type Package, type Payment, OrderAddress as OrderAddressSchema, PACKAGE_EVENTS,
} from '../../contract'
import { toMajor } from '../core/money'
import { couponTerms } from '../coupons/terms'
import { parseReason } from './history'
import { actionsFor, FROM, REPLY_WINDOW_MS, type Units } from './rules'

export type OrderRow = Units & {
  id: number
  user_id: number
  country_id: number
  status: OrderStatus
  payment: Payment
  paid_at: number | null
  address: string
  subtotal_minor: number
  delivery_fee_minor: number
  total_minor: number
  delivery_waiver_minor: number
  coupon_id: number | null
  coupon_saving_minor: number
  cancelled_by: Actor | null
  cancel_reason: string | null
  created_at: number
  updated_at: number
  currency_scale: number
}

const UNITS = `(SELECT COALESCE(SUM(quantity), 0) FROM order_lines WHERE order_id = o.id) AS ordered,
  (SELECT COALESCE(SUM(pl.quantity), 0) FROM package_lines pl JOIN order_lines ol ON ol.id = pl.order_line_id WHERE ol.order_id = o.id) AS shipped,
  (SELECT COALESCE(SUM(pl.signed_quantity), 0) FROM package_lines pl JOIN order_lines ol ON ol.id = pl.order_line_id WHERE ol.order_id = o.id) AS signed`

/** An order by id: the buyer's own only (`userId`), or any for the seller (`userId` null). */
export function findOrder(db: D1Database, id: number, userId: number | null): Promise<OrderRow | null> {
  const own = userId === null ? '' : ' AND o.user_id = ?2'
  return db
    .prepare(
      `SELECT o.id, o.user_id, o.country_id, o.status, o.payment, o.paid_at, o.address, o.subtotal_minor, o.delivery_fee_minor,
              o.total_minor, o.delivery_waiver_minor, o.coupon_id, o.coupon_saving_minor, o.cancelled_by, o.cancel_reason, o.created_at, o.updated_at, c.currency_scale, ${UNITS}
       FROM orders o JOIN countries c ON c.id = o.country_id WHERE o.id = ?1${own}`,
    )
    .bind(...(userId === null ? [id] : [id, userId]))
    .first<OrderRow>()
}

const EMPTY_ADDRESS: OrderAddress = { name: '', phone: '', region: '', city: '', street: '' }

function parseAddress(text: string): OrderAddress {
  try {
    const parsed = OrderAddressSchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : EMPTY_ADDRESS
  } catch {
    return EMPTY_ADDRESS
  }
}

type LineRow = {
  id: number
  product_id: number
  flash_item_id: number | null
  name: string
  image: string
  unit_price_minor: number
  quantity: number
  shipped: number
  signed: number
}
type HistoryRow = { status: OrderStatus; actor: Actor; reason: string | null; created_at: number }

/** The order as its detail page shows it, with what `viewer` may do now. */
export async function orderDetail(db: D1Database, order: OrderRow, viewer: Exclude<Actor, 'system'>): Promise<OrderDetail> {
  const scale = order.currency_scale
  const [[lines, history, packages], terms] = await Promise.all([db.batch([
    db
      .prepare(
        `SELECT ol.id, ol.product_id, ol.flash_item_id, ol.name, ol.image, ol.unit_price_minor, ol.quantity,
                COALESCE(SUM(pl.quantity), 0) AS shipped, COALESCE(SUM(pl.signed_quantity), 0) AS signed
         FROM order_lines ol LEFT JOIN package_lines pl ON pl.order_line_id = ol.id
         WHERE ol.order_id = ? GROUP BY ol.id ORDER BY ol.id`,
      )
      .bind(order.id),
    db.prepare('SELECT status, actor, reason, created_at FROM order_history WHERE order_id = ? ORDER BY id').bind(order.id),
    db.prepare('SELECT COUNT(*) AS count FROM packages WHERE order_id = ?').bind(order.id),
  ]), order.coupon_id === null ? null : couponTerms(db, order.coupon_id, scale)])
  const cancelled = parseReason(order.cancel_reason)
  return {
    id: order.id,
    status: order.status,
    payment: order.payment,
    paidAt: order.paid_at,
    address: parseAddress(order.address),
    lines: (lines!.results as LineRow[]).map(
      (line): OrderLine => ({
        id: line.id,
        productId: line.product_id,
        flashItemId: line.flash_item_id,
        name: line.name,
        image: line.image,
        unitPrice: toMajor(line.unit_price_minor, scale),
        quantity: line.quantity,
        shipped: line.shipped,
        signed: line.signed,
      }),
    ),
    subtotal: toMajor(order.subtotal_minor, scale),
    deliveryFee: toMajor(order.delivery_fee_minor, scale),
    deliveryWaiver: toMajor(order.delivery_waiver_minor, scale),
    coupon: terms ? { terms, saving: toMajor(order.coupon_saving_minor, scale) } : null,
    total: toMajor(order.total_minor, scale),
    cancelledBy: order.status === 'cancelled' ? order.cancelled_by : null,
    cancelReason: order.status === 'cancelled' ? cancelled.reason : null,
    cancelNote: order.status === 'cancelled' ? cancelled.note : null,
    history: (history!.results as HistoryRow[]).map((row): HistoryEntry => ({ status: row.status, actor: row.actor, ...parseReason(row.reason), at: row.created_at })),
    packageCount: (packages!.results[0] as { count: number }).count,
    actions: actionsFor(order, viewer),
    replyBy: FROM.autoCancel.includes(order.status) ? order.updated_at + REPLY_WINDOW_MS : null,
    createdAt: order.created_at,
  }
}

type SummaryRow = { id: number; status: OrderStatus; total_minor: number; created_at: number; currency_scale: number; item_count: number; line_count: number; first_image: string | null; first_name: string | null; first_product_id: number | null }

export const PAGE_SIZE = 10

/** A cursor is the last order of a page: `<created_at>.<id>`. */
const CURSOR = /^(\d{1,15})\.(\d{1,9})$/

export function parseCursor(cursor: string | undefined): [number, number] | null {
  const match = cursor ? CURSOR.exec(cursor) : null
  return match ? [Number(match[1]), Number(match[2])] : null
}

/** Orders newest first, of one buyer or of everyone (of a market), in some statuses; a page and the cursor of the next. */
export async function listOrders<Extra extends object>(
  db: D1Database,
  options: {
    userId: number | null
    /** Only the orders of one market. */
    countryId?: number
    statuses: readonly OrderStatus[]
    cursor: [number, number] | null
    extraColumns?: string
    extraJoin?: string
  },
  extra: (row: SummaryRow & Record<string, unknown>) => Extra = () => ({}) as Extra,
): Promise<{ items: (OrderSummary & Extra)[]; next: string | null }> {
  const where: string[] = [`o.status IN (${options.statuses.map(() => '?').join(', ')})`]
  const values: (string | number)[] = [...options.statuses]
  if (options.userId !== null) {
    where.push('o.user_id = ?')
    values.push(options.userId)
  }
  if (options.countryId !== undefined) {
    where.push('o.country_id = ?')
    values.push(options.countryId)
  }
  if (options.cursor) {
    where.push('(o.created_at < ? OR (o.created_at = ? AND o.id < ?))')
    values.push(options.cursor[0], options.cursor[0], options.cursor[1])
  }
  const { results } = await db
    .prepare(
      `SELECT o.id, o.status, o.total_minor, o.created_at, c.currency_scale${options.extraColumns ?? ''},
              (SELECT COALESCE(SUM(quantity), 0) FROM order_lines WHERE order_id = o.id) AS item_count,
              (SELECT COUNT(*) FROM order_lines WHERE order_id = o.id) AS line_count,
              (SELECT image FROM order_lines WHERE order_id = o.id ORDER BY id LIMIT 1) AS first_image,
              (SELECT name FROM order_lines WHERE order_id = o.id ORDER BY id LIMIT 1) AS first_name,
              (SELECT product_id FROM order_lines WHERE order_id = o.id ORDER BY id LIMIT 1) AS first_product_id
       FROM orders o JOIN countries c ON c.id = o.country_id${options.extraJoin ?? ''}
       WHERE ${where.join(' AND ')} ORDER BY o.created_at DESC, o.id DESC LIMIT ?`,
    )
    .bind(...values, PAGE_SIZE + 1)
    .all<SummaryRow & Record<string, unknown>>()
  const page = results.slice(0, PAGE_SIZE)
  const last = page.at(-1)
  return {
    items: page.map((row) => ({
      id: row.id,
      status: row.status,
      total: toMajor(row.total_minor, row.currency_scale),
      itemCount: row.item_count,
      lineCount: row.line_count,
      firstImage: row.first_image ?? '',
      firstName: row.first_name ?? '',
      firstProductId: row.first_product_id ?? 0,
      createdAt: row.created_at,
      ...extra(row),
    })),
    next: results.length > PAGE_SIZE && last ? `${last.created_at}.${last.id}` : null,
  }
}

type PackageLineRow = { package_id: number; order_line_id: number; quantity: number; signed_quantity: number; name: string; image: string }
type EventRow = { package_id: number; kind: (typeof PACKAGE_EVENTS)[number]; created_at: number }

/** The packages of an order, oldest first, with their lines and tracking events. */
export async function packagesOf(db: D1Database, orderId: number): Promise<Package[]> {
  const [packages, lines, events] = await db.batch([
    db.prepare('SELECT id, tracking_no FROM packages WHERE order_id = ? ORDER BY created_at, id').bind(orderId),
    db
      .prepare(
        `SELECT pl.package_id, pl.order_line_id, pl.quantity, pl.signed_quantity, ol.name, ol.image
         FROM package_lines pl JOIN packages p ON p.id = pl.package_id JOIN order_lines ol ON ol.id = pl.order_line_id
         WHERE p.order_id = ? ORDER BY pl.order_line_id`,
      )
      .bind(orderId),
    db
      .prepare('SELECT e.package_id, e.kind, e.created_at FROM package_events e JOIN packages p ON p.id = e.package_id WHERE p.order_id = ? ORDER BY e.id')
      .bind(orderId),
  ])
  return (packages!.results as { id: number; tracking_no: string }[]).map((row) => ({
    id: row.id,
    trackingNo: row.tracking_no,
    lines: (lines!.results as PackageLineRow[])
      .filter((line) => line.package_id === row.id)
      .map((line) => ({ orderLineId: line.order_line_id, name: line.name, image: line.image, quantity: line.quantity, signed: line.signed_quantity })),
    events: (events!.results as EventRow[]).filter((event) => event.package_id === row.id).map((event) => ({ kind: event.kind, at: event.created_at })),
  }))
}
