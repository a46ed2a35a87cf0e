import { Hono } from 'hono'
import { ActivationFeed, endpoints, IMEI_REFUSALS, type ImeiScanRecord, ImeiScanRequest } from '../../contract'
import { requireRole } from '../core/auth'
import type { MallEnv } from '../core/env'
import { answer, ok } from '../core/envelope'
import { guardedWrite } from '../core/guarded-write'
import { fingerprintOf, idempotencyKey } from '../core/idempotent-write'
import { parseBody } from '../core/input'
import { SCAN_REFUSALS, scanEffect } from './scan'

type ScanRow = { imei: string; status: 'approved' | 'refused'; reason: string | null; product_name: string | null; created_at: number }

const asReason = (reason: string | null) => ((IMEI_REFUSALS as readonly string[]).includes(reason ?? '') ? (reason as ImeiScanRecord['reason']) : null)

/** Retailers claim the units they sold by IMEI; the device network's activations come in through an admin feed. */
export const imeiRoutes = new Hono<MallEnv>()
  .post(endpoints.scanImei.path, requireRole('retailer'), async (c) => {
    const user = c.get('user')
    const { imei } = await parseBody(c, ImeiScanRequest)
    const scope = { userId: user.id, key: idempotencyKey(c.req.header('idempotency-key')), fingerprint: fingerprintOf('scanImei', imei) }
    return answer(c, await guardedWrite(c.env.DB, scope, () => scanEffect(c.env.DB, user.id, imei, Date.now()), SCAN_REFUSALS))
  })
  .get(endpoints.imeiScans.path, requireRole('retailer'), async (c) => {
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
  .post(endpoints.activationFeed.path, requireRole('admin'), async (c) => {
    const db = c.env.DB
    const { activations } = await parseBody(c, ActivationFeed)
    const now = Date.now()
    const results = await db.batch(
      activations.flatMap(({ imei, activatedAt }) => [
        db.prepare('INSERT INTO device_activations (imei, activated_at, reported_at) VALUES (?, ?, ?) ON CONFLICT (imei) DO NOTHING').bind(imei, activatedAt, now),
        db.prepare('UPDATE imei_units SET activated_at = ?2 WHERE imei = ?1 AND activated_at IS NULL').bind(imei, activatedAt),
      ]),
    )
    const changes = (index: number) => results[index]?.meta.changes ?? 0
    const recorded = activations.reduce((sum, _, i) => sum + changes(2 * i), 0)
    const matched = activations.reduce((sum, _, i) => sum + changes(2 * i + 1), 0)
    return ok(c, { recorded, matched })
  })
