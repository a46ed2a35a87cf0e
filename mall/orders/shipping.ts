import type { Package, ShipRequest, SignRequest } from '../../contract'
import { errorBody, successBody } from '../core/envelope'
import { invalidInput, notFound } from '../core/errors'
import type { Refusal } from '../core/guarded-write'
import type { Effect } from '../core/idempotent-write'
import { historyRefusal, historyRow } from './history'
import { findOrder, packagesOf } from './queries'
import { FROM, statusIn, UNITS_STATUS_SQL } from './rules'

/** Shipping or signing refused in the batch: more units than are left, or the order moved on meanwhile. */
export const SHIPPING_REFUSALS: Refusal[] = [
  { constraint: 'NOT NULL constraint failed: package_lines.quantity', key: 'actionNotAllowed' },
  { constraint: 'CHECK constraint failed: signed_quantity', key: 'actionNotAllowed' },
  historyRefusal('actionNotAllowed'),
]

type UnshippedRow = { id: number; name: string; image: string; left: number }

const unshippedLines = (db: D1Database, orderId: number) =>
  db
    .prepare(
      `SELECT ol.id, ol.name, ol.image, ol.quantity - COALESCE((SELECT SUM(quantity) FROM package_lines WHERE order_line_id = ol.id), 0) AS "left"
       FROM order_lines ol WHERE ol.order_id = ?`,
    )
    .bind(orderId)
    .all<UnshippedRow>()

/** A tracking number made from the package id, so it is unique with it. */
export const trackingNumberOf = (packageId: number) => `MX${packageId}`

/**
 * A package of some lines and quantities. Each package line is written with its quantity only while it fits in what
 * is left unshipped of that line (else NULL, refused by NOT NULL: a constraint failure used as control flow, so
 * racing shipments never send a unit twice); the order's status is then derived from its units.
 */
export async function shipEffect(db: D1Database, adminId: number, marketId: number, request: ShipRequest, packageId: number, now: number): Promise<Effect<Package>> {
  const order = await findOrder(db, request.orderId, null)
  if (!order || order.country_id !== marketId) throw notFound()
  if (!FROM.ship.includes(order.status)) return { answer: errorBody('actionNotAllowed') }
  const { results: lines } = await unshippedLines(db, order.id)
  const byId = new Map(lines.map((line) => [line.id, line]))
  if (request.lines.some((line) => !byId.has(line.orderLineId))) throw invalidInput()
  if (request.lines.some((line) => line.quantity > byId.get(line.orderLineId)!.left)) return { answer: errorBody('actionNotAllowed') }

  const trackingNo = trackingNumberOf(packageId)
  const statements = [
    db.prepare('INSERT INTO packages (id, order_id, tracking_no, created_at) VALUES (?, ?, ?, ?)').bind(packageId, order.id, trackingNo, now),
    ...request.lines.map((line) =>
      db
        .prepare(
          `INSERT INTO package_lines (package_id, order_line_id, quantity)
           SELECT ?1, ol.id, CASE WHEN ol.quantity - COALESCE((SELECT SUM(quantity) FROM package_lines WHERE order_line_id = ol.id), 0) >= ?2 THEN ?2 END
           FROM order_lines ol WHERE ol.id = ?3 AND ol.order_id = ?4`,
        )
        .bind(packageId, line.quantity, line.orderLineId, order.id),
    ),
    db.prepare("INSERT INTO package_events (package_id, kind, created_at) VALUES (?, 'shipped', ?)").bind(packageId, now),
    db.prepare(`UPDATE orders SET status = ${UNITS_STATUS_SQL}, updated_at = ?2 WHERE id = ?1 AND ${statusIn(FROM.ship)}`).bind(order.id, now),
    historyRow(db, order.id, { actor: 'seller', actorId: adminId, now }),
  ]
  const shipped: Package = {
    id: packageId,
    trackingNo,
    lines: request.lines.map((line) => {
      const { name, image } = byId.get(line.orderLineId)!
      return { orderLineId: line.orderLineId, name, image, quantity: line.quantity, signed: 0 }
    }),
    events: [{ kind: 'shipped', at: now }],
  }
  return { answer: successBody(shipped), statements }
}

/**
 * Units of a package signed for. The CHECK (signed_quantity <= quantity) refuses a batch that would sign more than
 * the package holds; the package gets a signed or partly-signed event, and the order's status is derived again.
 */
export async function signEffect(db: D1Database, adminId: number, marketId: number, request: SignRequest, now: number): Promise<Effect<Package>> {
  const owner = await db.prepare('SELECT order_id FROM packages WHERE id = ?').bind(request.packageId).first<{ order_id: number }>()
  if (!owner) throw notFound()
  const [order, packages] = await Promise.all([findOrder(db, owner.order_id, null), packagesOf(db, owner.order_id)])
  const shipment = packages.find((candidate) => candidate.id === request.packageId)
  if (!order || order.country_id !== marketId || !shipment) throw notFound()
  if (!FROM.sign.includes(order.status)) return { answer: errorBody('actionNotAllowed') }
  const held = new Map(shipment.lines.map((line) => [line.orderLineId, line]))
  if (request.lines.some((line) => !held.has(line.orderLineId))) throw invalidInput()
  if (request.lines.some((line) => held.get(line.orderLineId)!.signed + line.quantity > held.get(line.orderLineId)!.quantity)) {
    return { answer: errorBody('actionNotAllowed') }
  }

  const signing = request.lines.filter((line) => line.quantity > 0)
  const added = new Map(signing.map((line) => [line.orderLineId, line.quantity]))
  const lines = shipment.lines.map((line) => ({ ...line, signed: line.signed + (added.get(line.orderLineId) ?? 0) }))
  const kind = lines.every((line) => line.signed === line.quantity) ? 'signed' : 'partlySigned'
  const statements = [
    ...signing.map((line) =>
      db
        .prepare('UPDATE package_lines SET signed_quantity = signed_quantity + ? WHERE package_id = ? AND order_line_id = ?')
        .bind(line.quantity, shipment.id, line.orderLineId),
    ),
    db
      .prepare(
        `INSERT INTO package_events (package_id, kind, created_at)
         VALUES (?1, CASE WHEN (SELECT SUM(quantity - signed_quantity) FROM package_lines WHERE package_id = ?1) = 0 THEN 'signed' ELSE 'partlySigned' END, ?2)`,
      )
      .bind(shipment.id, now),
    db.prepare(`UPDATE orders SET status = ${UNITS_STATUS_SQL}, updated_at = ?2 WHERE id = ?1 AND ${statusIn(FROM.sign)}`).bind(order.id, now),
    historyRow(db, order.id, { actor: 'seller', actorId: adminId, now }),
  ]
  return { answer: successBody({ ...shipment, lines, events: [...shipment.events, { kind, at: now }] }), statements }
}
