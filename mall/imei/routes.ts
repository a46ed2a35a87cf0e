import { endpoints, IMEI_REFUSALS, type ImeiScanRecord } from '../../contract'
import { answer, ok } from '../core/envelope'
import { guardedWrite } from '../core/guarded-write'
import { fingerprintOf } from '../core/idempotent-write'
import { EndpointRoutes } from '../core/mount'
import { SCAN_REFUSALS, scanEffect } from './scan'

type ScanRow = { imei: string; status: 'approved' | 'refused'; reason: string | null; product_name: string | null; created_at: number }

const asReason = (reason: string | null) => ((IMEI_REFUSALS as readonly string[]).includes(reason ?? '') ? (reason as ImeiScanRecord['reason']) : null)

/** Retailers claim the units they sold by IMEI (the device network's activations come in through an admin feed). */
export const imeiRoutes = new EndpointRoutes()
  .endpoint(endpoints.scanImei, async (c, { body, key }) => {
    const user = c.get('user')
    const { imei } = body
    const scope = { userId: user.id, key, fingerprint: fingerprintOf('scanImei', imei) }
    return answer(c, await guardedWrite(c.env.DB, scope, () => scanEffect(c.env.DB, user.id, imei, Date.now()), SCAN_REFUSALS))
  })
  .endpoint(endpoints.imeiScans, async (c) => {
    const { results } = await c.env.DB
      .prepare(
        `SELECT s.imei, s.status, s.reason, ol.name AS product_name, s.created_at
         FROM imei_scans s LEFT JOIN package_imeis pi ON pi.imei = s.imei LEFT JOIN order_lines ol ON ol.id = pi.order_line_id
         WHERE s.retailer_id = ? ORDER BY s.created_at DESC, s.id DESC LIMIT 50`,
      )
      .bind(c.get('user').id)
      .all<ScanRow>()
    return ok(c, {
      scans: results.map((row) => ({ imei: row.imei, status: row.status, reason: asReason(row.reason), productName: row.product_name, at: row.created_at })),
    })
  })
