import type { CategorySlug, CouponKind, CouponScope, CouponTerms } from '../../contract'
import { toMajor } from '../core/money'

/** A coupon's row, with its category's slug; `c` is `coupons`, `cat` its category. */
export type CouponRow = {
  id: number
  country_id: number
  kind: CouponKind
  value: number
  max_off_minor: number | null
  min_order_minor: number
  scope: CouponScope
  category_id: number | null
  category_slug: CategorySlug | null
  total: number
  issued: number
  claim_from: number
  claim_until: number
  valid_days: number | null
  valid_from: number | null
  valid_until: number | null
  listed: number
}

export const COUPON_COLUMNS = `c.id, c.country_id, c.kind, c.value, c.max_off_minor, c.min_order_minor, c.scope, c.category_id,
  cat.slug AS category_slug, c.total, c.issued, c.claim_from, c.claim_until, c.valid_days, c.valid_from, c.valid_until, c.listed`

/** Joined after `coupons c` for `COUPON_COLUMNS`. */
export const CATEGORY_JOIN = 'LEFT JOIN categories cat ON cat.id = c.category_id'
export const COUPON_FROM = `coupons c ${CATEGORY_JOIN}`

export type CouponProduct = { id: number; name: string }

/** The products of the `goods` coupons among `ids`, by coupon. */
export async function productsOf(db: D1Database, ids: number[]): Promise<Map<number, CouponProduct[]>> {
  const byCoupon = new Map<number, CouponProduct[]>()
  if (ids.length === 0) return byCoupon
  const { results } = await db
    .prepare(
      `SELECT cp.coupon_id, p.id, p.name FROM coupon_products cp JOIN products p ON p.id = cp.product_id
       WHERE cp.coupon_id IN (${ids.map(() => '?').join(', ')}) ORDER BY cp.coupon_id, p.id`,
    )
    .bind(...ids)
    .all<{ coupon_id: number; id: number; name: string }>()
  for (const row of results) byCoupon.set(row.coupon_id, [...(byCoupon.get(row.coupon_id) ?? []), { id: row.id, name: row.name }])
  return byCoupon
}

/** The terms as the contract writes them (major units of the market's currency). */
export function toTerms(row: CouponRow, scale: number, products: CouponProduct[]): CouponTerms {
  const money = (minor: number) => toMajor(minor, scale)
  return {
    id: row.id,
    kind: row.kind,
    value: row.kind === 'percentOff' ? row.value : money(row.value),
    maxOff: row.max_off_minor === null ? null : money(row.max_off_minor),
    minOrder: money(row.min_order_minor),
    scope: row.scope,
    category: row.category_id !== null && row.category_slug !== null ? { id: row.category_id, slug: row.category_slug } : null,
    products: row.scope === 'goods' ? products : [],
    validDays: row.valid_days,
    validFrom: row.valid_days === null ? row.valid_from : null,
    validUntil: row.valid_days === null ? row.valid_until : null,
  }
}

/** A coupon by id, or null. */
export const findCoupon = (db: D1Database, id: number) =>
  db.prepare(`SELECT ${COUPON_COLUMNS} FROM ${COUPON_FROM} WHERE c.id = ?`).bind(id).first<CouponRow>()

/** A coupon's terms by id (an order's coupon), or null. */
export async function couponTerms(db: D1Database, id: number, scale: number): Promise<CouponTerms | null> {
  const [row, products] = await Promise.all([findCoupon(db, id), productsOf(db, [id])])
  return row ? toTerms(row, scale, products.get(id) ?? []) : null
}

const DAY_MS = 86_400_000

/** When a copy received at `now` can be used, and until when. */
export function validityOf(row: Pick<CouponRow, 'valid_days' | 'valid_from' | 'valid_until'>, now: number): { startsAt: number; expiresAt: number } {
  if (row.valid_days !== null) return { startsAt: now, expiresAt: now + row.valid_days * DAY_MS }
  return { startsAt: row.valid_from ?? now, expiresAt: row.valid_until ?? now }
}
