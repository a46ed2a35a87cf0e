/** A unit packed in a package, as the warehouse recorded it, with whose order it came in and its claim. */
export type PackedUnit = {
  imei: string
  package_id: number
  order_line_id: number
  product_id: number
  product_name: string
  order_id: number
  /** The order's buyer: the one retailer the unit belongs to. */
  buyer_id: number
  order_country_id: number
  ordered_at: number
  claimed_by: number | null
  scanned_at: number | null
  /** Units of its line signed for in its package, and how many of them are claimed already. */
  signed: number
  claimed_in_package: number
  activated_at: number | null
}

/** The packed units of `imeis` (an IMEI packed in no package has no row). */
export async function packedUnits(db: D1Database, imeis: readonly string[]): Promise<PackedUnit[]> {
  if (imeis.length === 0) return []
  const { results } = await db
    .prepare(
      `SELECT pi.imei, pi.package_id, pi.order_line_id, ol.product_id, ol.name AS product_name, o.id AS order_id, o.user_id AS buyer_id,
              o.country_id AS order_country_id, o.created_at AS ordered_at, iu.retailer_id AS claimed_by, iu.scanned_at, pl.signed_quantity AS signed,
              (SELECT COUNT(*) FROM imei_units c JOIN package_imeis cp ON cp.imei = c.imei
               WHERE cp.package_id = pi.package_id AND cp.order_line_id = pi.order_line_id) AS claimed_in_package,
              (SELECT activated_at FROM device_activations WHERE imei = pi.imei) AS activated_at
       FROM package_imeis pi
       JOIN package_lines pl ON pl.package_id = pi.package_id AND pl.order_line_id = pi.order_line_id
       JOIN order_lines ol ON ol.id = pi.order_line_id
       JOIN orders o ON o.id = ol.order_id
       LEFT JOIN imei_units iu ON iu.imei = pi.imei
       WHERE pi.imei IN (SELECT value FROM json_each(?))`,
    )
    .bind(JSON.stringify(imeis))
    .all<PackedUnit>()
  return results
}

/**
 * Whether the unit is this retailer's: packed in a delivery of an order they bought, and claimed by no one else. Only
 * its buyer may scan it, appeal its rebate or be paid for it.
 */
export const belongsTo = (unit: PackedUnit | undefined, retailerId: number): unit is PackedUnit =>
  unit !== undefined && unit.buyer_id === retailerId && (unit.claimed_by === null || unit.claimed_by === retailerId)
