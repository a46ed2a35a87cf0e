import type { GiftOwed } from '../../contract'

type GiftRow = { id: number; campaign_id: number; gifts: number; order_id: number | null; credited_at: number; product_id: number; name: string; image: string }

/** The gifts a user's credited rebates owe in one market (gift rules), newest first. */
export async function giftsOwed(db: D1Database, userId: number, countryId: number): Promise<GiftOwed[]> {
  const { results } = await db
    .prepare(
      `SELECT r.id, r.campaign_id, r.gifts, r.order_id, r.credited_at, p.id AS product_id, p.name, p.image
       FROM rebates r JOIN rebate_campaigns c ON c.id = r.campaign_id JOIN products p ON p.id = c.gift_product_id
       WHERE r.user_id = ? AND r.country_id = ? AND r.status = 'credited' AND r.gifts > 0
       ORDER BY r.credited_at DESC, r.id DESC LIMIT 50`,
    )
    .bind(userId, countryId)
    .all<GiftRow>()
  return results.map((row) => ({
    rebateId: row.id,
    campaignId: row.campaign_id,
    count: row.gifts,
    product: { id: row.product_id, name: row.name, image: row.image },
    orderId: row.order_id,
    at: row.credited_at,
  }))
}
