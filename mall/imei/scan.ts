import { type ErrorKey, IMEI_PATTERN, type ImeiScanned, isImei } from '../../contract'
import { errorBody, successBody } from '../core/envelope'
import type { Refusal } from '../core/guarded-write'
import type { Effect } from '../core/idempotent-write'
import { type PackedUnit, packedUnits } from './units'

/** Why this retailer may not claim the unit now, or null. */
function refusalFor(unit: PackedUnit | undefined, retailerId: number): ErrorKey | null {
  if (unit?.claimed_by != null) return unit.claimed_by === retailerId ? 'imeiScannedAlready' : 'imeiClaimed'
  if (!unit || unit.buyer_id !== retailerId) return 'imeiNotYours'
  return unit.claimed_in_package >= unit.signed ? 'imeiNotSigned' : null
}

const logStatement = (db: D1Database, retailerId: number, imei: string, status: 'approved' | 'refused', reason: ErrorKey | null, now: number) =>
  db
    .prepare(`INSERT INTO imei_scans (retailer_id, imei, status, reason, claimed, created_at) VALUES (?, ?, ?, ?, ${status === 'approved' ? 'changes()' : '0'}, ?)`)
    .bind(retailerId, imei.slice(0, 40), status, reason, now)

/**
 * A scan: the IMEI is checked (15 digits, then its Luhn check digit), then its packed unit — in a delivery to this retailer, not claimed,
 * and signed for: a package line's IMEIs can be claimed up to the units signed in that package. The claim is one
 * guarded insert into `imei_units` (primary key: one claim per IMEI across all retailers; its WHERE: still fewer
 * claimed than signed in the package, or the IMEI claimed meanwhile, so that the primary key says so), and the scan's
 * log row after it records how many units that claimed, whose CHECK refuses the whole batch when the guard claimed
 * none (`SCAN_REFUSALS`). A refusal decided here is logged with its reason, under the same key, so a replayed scan
 * is logged once.
 */
export async function scanEffect(db: D1Database, retailerId: number, imei: string, now: number): Promise<Effect<ImeiScanned>> {
  if (!IMEI_PATTERN.test(imei)) return refused(db, retailerId, imei, 'imeiInvalid', now)
  if (!isImei(imei)) return refused(db, retailerId, imei, 'imeiCheckDigit', now)
  const [unit] = await packedUnits(db, [imei])
  const refusal = refusalFor(unit, retailerId)
  if (refusal || !unit) return refused(db, retailerId, imei, refusal ?? 'imeiNotYours', now)
  return {
    answer: successBody({ imei, orderId: unit.order_id, productName: unit.product_name, activated: unit.activated_at !== null, at: now }),
    statements: [
      db
        .prepare(
          `INSERT INTO imei_units (imei, retailer_id, order_id, order_line_id, product_id, scanned_at, activated_at)
           SELECT ?1, ?2, ?3, ?4, ?5, ?6, (SELECT activated_at FROM device_activations WHERE imei = ?1)
           WHERE EXISTS (SELECT 1 FROM imei_units WHERE imei = ?1)
             OR (SELECT COUNT(*) FROM imei_units c JOIN package_imeis cp ON cp.imei = c.imei WHERE cp.package_id = ?7 AND cp.order_line_id = ?4)
               < (SELECT signed_quantity FROM package_lines WHERE package_id = ?7 AND order_line_id = ?4)`,
        )
        .bind(imei, retailerId, unit.order_id, unit.order_line_id, unit.product_id, now, unit.package_id),
      logStatement(db, retailerId, imei, 'approved', null, now),
    ],
  }
}

function refused(db: D1Database, retailerId: number, imei: string, reason: ErrorKey, now: number): Effect<ImeiScanned> {
  return { answer: errorBody(reason), statements: [logStatement(db, retailerId, imei, 'refused', reason, now)] }
}

/**
 * A claim lost to a racing scan: the IMEI claimed meanwhile (only the retailer whose delivery it is can claim it, so
 * by this retailer's other scan), or the package's signed units all claimed.
 */
export const SCAN_REFUSALS: readonly Refusal[] = [
  { constraint: 'UNIQUE constraint failed: imei_units.imei', key: 'imeiScannedAlready' },
  { constraint: "CHECK constraint failed: status <> 'approved' OR claimed = 1", key: 'imeiNotSigned' },
]
