import { isImei } from '../../contract'
import { call, createBuyers, mallEnv } from './mall.helpers'
import { answerOf, createProduct } from './orders.helpers'

const db = mallEnv.DB
export const GH = 3

/** A fresh valid IMEI: 14 random digits and the Luhn check digit. */
export function newImei(): string {
  const body = Array.from(crypto.getRandomValues(new Uint8Array(14)), (byte) => String(byte % 10)).join('')
  for (let digit = 0; digit < 10; digit++) if (isImei(`${body}${digit}`)) return `${body}${digit}`
  throw new Error('unreachable: one check digit always fits')
}

/** A retailer of its own, with one delivered package of `units` phones, `signed` of them signed for, their IMEIs packed. */
export async function retailerWithDelivery({ units, signed, countryId = GH }: { units: number; signed: number; countryId?: number }) {
  const [shop] = await createBuyers(1, countryId)
  await db.prepare("UPDATE users SET role = 'retailer' WHERE id = ?").bind(shop!.id).run()
  const delivery = await deliveryTo(shop!.id, { units, signed, countryId, productId: await createProduct({ stock: 100, countryId }) })
  return { shop: shop!, ...delivery }
}

/**
 * An order of `buyerId` (a retailer of its own, or a seeded one: shop_gh is 10, shop_ng 8) placed now, delivered in
 * one package of `units` units of `productId`, `signed` of them signed for, their IMEIs packed.
 */
export async function deliveryTo(buyerId: number, { units, signed, productId, countryId = GH }: { units: number; signed: number; productId: number; countryId?: number }) {
  const now = Date.now()
  const orderId = await db
    .prepare(
      `INSERT INTO orders (user_id, country_id, status, payment, address, subtotal_minor, delivery_fee_minor, total_minor, created_at, updated_at)
       VALUES (?, ?, ?, 'onDelivery', '{}', 1000, 0, 1000, ?, ?) RETURNING id`,
    )
    .bind(buyerId, countryId, signed === units ? 'signed' : signed > 0 ? 'partlySigned' : 'shipped', now, now)
    .first<number>('id')
  const lineId = await db
    .prepare("INSERT INTO order_lines (order_id, product_id, name, image, unit_price_minor, quantity) VALUES (?, ?, 'Test phone', '/m/img/products/phone.svg', 1000, ?) RETURNING id")
    .bind(orderId, productId, units)
    .first<number>('id')
  const packageId = await db.prepare('INSERT INTO packages (order_id, tracking_no, created_at) VALUES (?, ?, ?) RETURNING id').bind(orderId, `T${crypto.randomUUID()}`, now).first<number>('id')
  await db.prepare('INSERT INTO package_lines (package_id, order_line_id, quantity, signed_quantity) VALUES (?, ?, ?, ?)').bind(packageId, lineId, units, signed).run()
  const imeis = Array.from({ length: units }, newImei)
  await db.batch(imeis.map((imei) => db.prepare('INSERT INTO package_imeis (imei, package_id, order_line_id) VALUES (?, ?, ?)').bind(imei, packageId, lineId)))
  return { imeis, orderId: orderId!, lineId: lineId!, packageId: packageId! }
}

export const scanCall = (token: string, imei: string, key?: string) =>
  call('/api/imei/scan', { method: 'POST', token, json: { imei }, headers: key ? { 'idempotency-key': key } : {} })

export const scan = (token: string, imei: string, key?: string) =>
  answerOf<{ imei: string; orderId: number; productName: string; activated: boolean }>(scanCall(token, imei, key))

export const claimsOf = async (imei: string) =>
  (await db.prepare('SELECT retailer_id, order_line_id, activated_at FROM imei_units WHERE imei = ?').bind(imei).all<{ retailer_id: number; order_line_id: number; activated_at: number | null }>()).results
