import { CATEGORY_SLUGS, type Category, type ProductDetail, type Region, SPEC_NAMES, type SpecName } from '../../contract'
import { notFound } from '../core/errors'
import { toMajor } from '../core/money'
import { sessionStatus } from '../flash-sale/queries'
import { CARD_COLUMNS, type CardRow, toCard } from './cards'
import type { D1Queries } from '../core/d1-session'

type CategoryRow = { id: number; slug: string; icon: string }

const isSlug = (slug: string): slug is Category['slug'] => (CATEGORY_SLUGS as readonly string[]).includes(slug)

export async function listCategories(db: D1Queries): Promise<Category[]> {
  const { results } = await db.prepare('SELECT id, slug, icon FROM categories ORDER BY sort, id').all<CategoryRow>()
  return results.flatMap((row) => (isSlug(row.slug) ? [{ id: row.id, slug: row.slug, icon: row.icon }] : []))
}

type RegionRow = { id: number; name: string; delivery_fee_minor: number; days_min: number; days_max: number }

export async function listRegions(db: D1Queries, countryId: number, scale: number): Promise<Region[]> {
  const { results } = await db
    .prepare('SELECT id, name, delivery_fee_minor, days_min, days_max FROM regions WHERE country_id = ? ORDER BY id')
    .bind(countryId)
    .all<RegionRow>()
  return results.map((row) => ({
    id: row.id,
    name: row.name,
    deliveryFee: toMajor(row.delivery_fee_minor, scale),
    daysMin: row.days_min,
    daysMax: row.days_max,
  }))
}

type DetailRow = CardRow & {
  category_id: number
  gallery: string
  specs: string
  description: string
  seller_id: number | null
  seller_name: string | null
  return_days: number | null
  free_returns: number | null
}
type DeliveryRow = { fee: number | null; days_min: number | null; days_max: number | null }
type FlashRow = { id: number; price_minor: number; total: number; sold: number; limit_per_buyer: number; start_at: number; end_at: number }

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

const galleryOf = (row: DetailRow) => {
  const more = parseJson(row.gallery)
  return [row.image, ...(Array.isArray(more) ? more.filter((image): image is string => typeof image === 'string') : [])]
}

/** Spec values keyed by the known spec names, in their order; anything else in the column is left out. */
function specsOf(row: DetailRow): ProductDetail['specs'] {
  const stored = parseJson(row.specs)
  const specs: ProductDetail['specs'] = {}
  if (!stored || typeof stored !== 'object') return specs
  for (const name of SPEC_NAMES) {
    const value = (stored as Record<string, unknown>)[name]
    if (typeof value === 'string' && value !== '') specs[name as SpecName] = value
  }
  return specs
}

/**
 * One product of the market, with delivery to that market (its cheapest regional fee and the span of delivery days),
 * the product's live or next flash item, its seller and their returns policy. Three reads in one D1 batch. A product of
 * another market is notFound.
 */
export async function productDetail(db: D1Queries, countryId: number, scale: number, productId: number, now: number): Promise<ProductDetail> {
  const [product, delivery, flash] = await db.batch([
    db
      .prepare(
        `SELECT ${CARD_COLUMNS}, p.category_id, p.gallery, p.specs, p.description, s.id AS seller_id, s.name AS seller_name, s.return_days, s.free_returns
         FROM products p LEFT JOIN sellers s ON s.id = p.seller_id WHERE p.id = ? AND p.country_id = ?`,
      )
      .bind(productId, countryId),
    db.prepare('SELECT MIN(delivery_fee_minor) AS fee, MIN(days_min) AS days_min, MAX(days_max) AS days_max FROM regions WHERE country_id = ?').bind(countryId),
    db
      .prepare(
        `SELECT i.id, i.price_minor, i.total, i.sold, i.limit_per_buyer, s.start_at, s.end_at FROM flash_items i
         JOIN flash_sessions s ON s.id = i.session_id
         WHERE i.product_id = ? AND s.country_id = ? AND s.end_at > ? ORDER BY s.start_at, i.id LIMIT 1`,
      )
      .bind(productId, countryId, now),
  ])
  const row = (product!.results as DetailRow[])[0]
  if (!row || row.category_id === null) throw notFound()
  const days = (delivery!.results as DeliveryRow[])[0]
  const item = (flash!.results as FlashRow[])[0]
  return {
    ...toCard(row, scale),
    categoryId: row.category_id,
    gallery: galleryOf(row),
    stock: Math.max(0, row.stock),
    specs: specsOf(row),
    description: row.description,
    delivery: { fee: toMajor(days?.fee ?? 0, scale), daysMin: days?.days_min ?? 0, daysMax: days?.days_max ?? 0 },
    seller: row.seller_id === null ? null : { id: row.seller_id, name: row.seller_name ?? '' },
    returns: row.seller_id === null ? null : { days: row.return_days ?? 0, free: row.free_returns === 1 },
    flash: item
      ? {
          flashItemId: item.id,
          price: toMajor(item.price_minor, scale),
          startAt: item.start_at,
          endAt: item.end_at,
          status: sessionStatus(item, now) === 'live' ? 'live' : 'coming',
          left: Math.max(0, item.total - item.sold),
          limitPerBuyer: item.limit_per_buyer,
          bought: 0,
        }
      : null,
  }
}
