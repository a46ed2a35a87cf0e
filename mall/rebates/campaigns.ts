import type { OrderRule, RebateCampaign, RebateLine, RebateRule, RulePage } from '../../contract'
import { toMajor } from '../core/money'

export type CampaignRow = {
  id: number
  country_id: number
  rule: RebateRule
  line: RebateLine
  start_at: number
  end_at: number
  amount_minor: number | null
  gift_every: number | null
  gift_count: number | null
  gift_product_id: number | null
  activation_days: number | null
  settled_at: number | null
  /** The market's code, whose calendar dates the campaign's rebates. */
  country_code: string
}
export type TierRow = { campaign_id: number; min_pieces: number; max_pieces: number | null; amount_minor: number }
type ProductRow = { campaign_id: number; id: number; name: string; image: string }

export const CAMPAIGN_COLUMNS =
  'id, country_id, rule, line, start_at, end_at, amount_minor, gift_every, gift_count, gift_product_id, activation_days, settled_at, ' +
  '(SELECT code FROM countries WHERE countries.id = rebate_campaigns.country_id) AS country_code'

/** The order rule of a campaign paid per order, in minor units, as the maths module takes it. */
export function orderRuleOf(campaign: CampaignRow, tiers: readonly TierRow[]): OrderRule {
  if (campaign.rule === 'tiered') {
    const own = tiers.filter((tier) => tier.campaign_id === campaign.id).sort((a, b) => a.min_pieces - b.min_pieces)
    return { rule: 'tiered', tiers: own.map((tier) => ({ min: tier.min_pieces, max: tier.max_pieces, amount: tier.amount_minor })) }
  }
  if (campaign.rule === 'gift') return { rule: 'gift', every: campaign.gift_every ?? 1, count: campaign.gift_count ?? 0 }
  return { rule: 'cash', amount: campaign.amount_minor ?? 0 }
}

export const tiersOf = async (db: D1Database, campaignIds: readonly number[]): Promise<TierRow[]> =>
  campaignIds.length === 0
    ? []
    : (
        await db
          .prepare(`SELECT campaign_id, min_pieces, max_pieces, amount_minor FROM rebate_tiers WHERE campaign_id IN (${campaignIds.map(() => '?').join(',')})`)
          .bind(...campaignIds)
          .all<TierRow>()
      ).results

export const findCampaign = (db: D1Database, id: number, countryId: number) =>
  db.prepare(`SELECT ${CAMPAIGN_COLUMNS} FROM rebate_campaigns WHERE id = ? AND country_id = ?`).bind(id, countryId).first<CampaignRow>()

const stateOf = (row: CampaignRow, now: number) => (now < row.start_at ? 'upcoming' : now < row.end_at ? 'running' : 'ended')

/** Which campaigns a rules page lists: phones paid per order or per scan, phones paid per activation, accessories. */
const PAGE_FILTER: Record<RulePage, string> = {
  order: "line = 'phones' AND rule <> 'activation'",
  activate: "line = 'phones' AND rule = 'activation'",
  accessories: "line = 'accessories'",
}

/** Campaigns as the contract answers them, with their tiers, gift and products. */
export async function describeCampaigns(db: D1Database, rows: readonly CampaignRow[], scale: number, now: number): Promise<RebateCampaign[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const marks = ids.map(() => '?').join(',')
  const gifts = rows.flatMap((row) => (row.gift_product_id === null ? [] : [row.gift_product_id]))
  const [tiers, products, giftProducts] = await Promise.all([
    tiersOf(db, ids),
    db
      .prepare(
        `SELECT rp.campaign_id, p.id, p.name, p.image FROM rebate_products rp JOIN products p ON p.id = rp.product_id
         WHERE rp.campaign_id IN (${marks}) ORDER BY rp.campaign_id, p.id`,
      )
      .bind(...ids)
      .all<ProductRow>(),
    gifts.length === 0
      ? Promise.resolve({ results: [] as ProductRow[] })
      : db.prepare(`SELECT 0 AS campaign_id, id, name, image FROM products WHERE id IN (${gifts.map(() => '?').join(',')})`).bind(...gifts).all<ProductRow>(),
  ])
  const major = (minor: number) => toMajor(minor, scale)
  const ref = ({ id, name, image }: ProductRow) => ({ id, name, image })
  return rows.map((row) => {
    const gift = giftProducts.results.find((product) => product.id === row.gift_product_id)
    return {
      id: row.id,
      rule: row.rule,
      line: row.line,
      state: stateOf(row, now),
      startAt: row.start_at,
      endAt: row.end_at,
      amount: row.amount_minor === null ? null : major(row.amount_minor),
      tiers: tiers
        .filter((tier) => tier.campaign_id === row.id)
        .sort((a, b) => a.min_pieces - b.min_pieces)
        .map((tier) => ({ min: tier.min_pieces, max: tier.max_pieces, amount: major(tier.amount_minor) })),
      gift: row.rule === 'gift' && gift && row.gift_every && row.gift_count ? { every: row.gift_every, count: row.gift_count, product: ref(gift) } : null,
      activationDays: row.activation_days,
      products: products.results.filter((product) => product.campaign_id === row.id).map(ref),
    }
  })
}

/** A rules page's campaigns in one market: running and upcoming first, then the ended ones, newest first. */
export async function campaignsForPage(db: D1Database, countryId: number, page: RulePage, scale: number, now: number): Promise<RebateCampaign[]> {
  const { results } = await db
    .prepare(
      `SELECT ${CAMPAIGN_COLUMNS} FROM rebate_campaigns WHERE country_id = ?1 AND ${PAGE_FILTER[page]}
       ORDER BY (end_at <= ?2), start_at DESC, id DESC LIMIT 30`,
    )
    .bind(countryId, now)
    .all<CampaignRow>()
  return describeCampaigns(db, results, scale, now)
}
