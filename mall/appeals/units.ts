import { type AppealUnit, isOrderRule, kindOfRule } from '../../contract'
import type { CampaignRow } from '../rebates/campaigns'
import { rebateKey } from '../rebates/store'

type UnitRow = { imei: string; order_id: number; product_name: string; scanned_at: number | null }

/**
 * The retailer's delivered units an appeal of the campaign may name: packed in a delivery of their own order of the
 * campaign's market and time, of one of its products, claimed by no one else, under no open or approved appeal of
 * the campaign, and whose rebate (the order's, or the unit's) is missing or refused. A unit whose scan is missing is
 * listed only while its package line has signed units not claimed yet, as the appeal asks. The mall still checks
 * every IMEI an appeal names, listed or typed.
 */
export async function appealUnitsOf(db: D1Database, userId: number, campaign: CampaignRow, orderId: number | null): Promise<AppealUnit[]> {
  const perOrder = isOrderRule(campaign.rule)
  const subject = perOrder ? 'o.id' : 'pi.imei'
  const { results } = await db
    .prepare(
      `SELECT pi.imei, o.id AS order_id, ol.name AS product_name, iu.scanned_at
       FROM package_imeis pi
       JOIN package_lines pl ON pl.package_id = pi.package_id AND pl.order_line_id = pi.order_line_id
       JOIN order_lines ol ON ol.id = pi.order_line_id
       JOIN orders o ON o.id = ol.order_id
       JOIN rebate_products rp ON rp.campaign_id = ?2 AND rp.product_id = ol.product_id
       LEFT JOIN imei_units iu ON iu.imei = pi.imei
       LEFT JOIN rebates r ON r.source_key = ?6 || ${subject}
       WHERE o.user_id = ?1 AND o.country_id = ?3 AND o.created_at >= ?4 AND o.created_at < ?5 AND (?7 IS NULL OR o.id = ?7)
         AND (iu.retailer_id IS NULL OR iu.retailer_id = ?1)
         AND (r.source_key IS NULL OR (r.status = 'refused' AND r.user_id = ?1))
         AND NOT EXISTS (SELECT 1 FROM appeal_imeis ai WHERE ai.campaign_id = ?2 AND ai.imei = pi.imei AND ai.status <> 'rejected')
         AND (?8 = 1 OR iu.imei IS NOT NULL OR pl.signed_quantity >
              (SELECT COUNT(*) FROM imei_units c JOIN package_imeis cp ON cp.imei = c.imei WHERE cp.package_id = pi.package_id AND cp.order_line_id = pi.order_line_id))
       ORDER BY o.id DESC, pi.imei LIMIT 100`,
    )
    .bind(userId, campaign.id, campaign.country_id, campaign.start_at, campaign.end_at, rebateKey(kindOfRule(campaign.rule), campaign.id, ''), orderId, perOrder ? 1 : 0)
    .all<UnitRow>()
  return results.map((row) => ({ imei: row.imei, orderId: row.order_id, productName: row.product_name, scannedAt: row.scanned_at }))
}
