import type { Award, DrawChances, DrawPrize } from '../../contract'
import { toMajor } from '../core/money'
import { notGrantable } from '../coupons/grant'
import { COUPON_COLUMNS, COUPON_FROM, type CouponRow, productsOf, toTerms } from '../coupons/terms'
import type { LuckyDrawPool, PrizeListing } from './draw-pool.do'

export type PoolRow = { id: number; country_id: number; start_at: number; end_at: number }

export type PrizeRow = PrizeListing & {
  pool_id: number
  coupon_id: number | null
  credit_minor: number | null
  product_id: number | null
  product_name: string | null
  product_image: string | null
}

/** The market's pool running at `now`, if any. */
export const livePool = (db: D1Database, countryId: number, now: number) =>
  db
    .prepare('SELECT id, country_id, start_at, end_at FROM draw_pools WHERE country_id = ? AND start_at <= ?2 AND end_at > ?2 ORDER BY id DESC LIMIT 1')
    .bind(countryId, now)
    .first<PoolRow>()

/** A pool's prizes in their published order (the order the odds are laid out in). */
export async function prizeRows(db: D1Database, poolId: number): Promise<PrizeRow[]> {
  const { results } = await db
    .prepare(
      `SELECT z.id, z.pool_id, z.kind, z.weight, z.inventory, z.awarded, z.coupon_id, z.credit_minor, z.product_id,
         p.name AS product_name, p.image AS product_image
       FROM draw_prizes z LEFT JOIN products p ON p.id = z.product_id
       WHERE z.pool_id = ? ORDER BY z.sort, z.id`,
    )
    .bind(poolId)
    .all<PrizeRow>()
  return results
}

export async function couponRowsOf(db: D1Database, ids: number[]): Promise<Map<number, CouponRow>> {
  if (ids.length === 0) return new Map()
  const { results } = await db.prepare(`SELECT ${COUPON_COLUMNS} FROM ${COUPON_FROM} WHERE c.id IN (${ids.map(() => '?').join(', ')})`).bind(...ids).all<CouponRow>()
  return new Map(results.map((row) => [row.id, row]))
}

/**
 * The prizes D1 cannot give this buyer now, for the pool's object to leave out of the roll: a coupon prize whose coupon
 * they hold already (one copy per buyer), whose copies are all given, that cannot be received now, or that has none.
 */
export async function unawardable(db: D1Database, userId: number, prizes: readonly PrizeRow[], now: number): Promise<number[]> {
  const coupons = prizes.filter((prize) => prize.kind === 'coupon')
  const ids = coupons.flatMap((prize) => (prize.coupon_id === null ? [] : [prize.coupon_id]))
  const [rows, held] = await Promise.all([
    couponRowsOf(db, ids),
    ids.length === 0
      ? new Set<number>()
      : db
          .prepare('SELECT coupon_id FROM user_coupons WHERE user_id = ? AND coupon_id IN (SELECT value FROM json_each(?))')
          .bind(userId, JSON.stringify(ids))
          .all<{ coupon_id: number }>()
          .then(({ results }) => new Set(results.map((row) => row.coupon_id))),
  ])
  const givable = (coupon: CouponRow | undefined): coupon is CouponRow =>
    coupon !== undefined && coupon.issued < coupon.total && now >= coupon.claim_from && now < coupon.claim_until && notGrantable(coupon, now) === null
  return coupons.filter((prize) => prize.coupon_id === null || held.has(prize.coupon_id) || !givable(rows.get(prize.coupon_id))).map((prize) => prize.id)
}

/** The prizes as the contract shows them, with their coupons' terms. */
export async function toPrizes(db: D1Database, rows: PrizeRow[], scale: number): Promise<DrawPrize[]> {
  const couponIds = rows.flatMap((row) => (row.coupon_id === null ? [] : [row.coupon_id]))
  const [coupons, products] = await Promise.all([couponRowsOf(db, couponIds), productsOf(db, couponIds)])
  return rows.map((row) => {
    const coupon = row.coupon_id === null ? undefined : coupons.get(row.coupon_id)
    return {
      id: row.id,
      kind: row.kind as DrawPrize['kind'],
      coupon: coupon ? toTerms(coupon, scale, products.get(coupon.id) ?? []) : null,
      credit: row.credit_minor === null ? null : toMajor(row.credit_minor, scale),
      gift: row.product_id === null ? null : { productId: row.product_id, name: row.product_name ?? '', image: row.product_image ?? '' },
      odds: row.weight,
      left: row.inventory === null ? null : Math.max(0, row.inventory - row.awarded),
    }
  })
}

/** Chances earned in the pool's market: one per order completed since the pool opened. */
export const earnedChances = async (db: D1Database, userId: number, pool: PoolRow) =>
  (await db
    .prepare("SELECT COUNT(*) AS n FROM orders WHERE user_id = ? AND country_id = ? AND status = 'completed' AND updated_at >= ?")
    .bind(userId, pool.country_id, pool.start_at)
    .first<number>('n')) ?? 0

/** The caller's chances as D1 knows them (the pool's object decides; this is for showing them). */
export async function chancesOf(db: D1Database, userId: number, pool: PoolRow, day: string): Promise<DrawChances> {
  const [earned, used] = await Promise.all([
    earnedChances(db, userId, pool),
    db
      .prepare(
        `SELECT COALESCE(SUM(chance = 'daily' AND day = ?3), 0) AS daily, COALESCE(SUM(chance = 'earned'), 0) AS earned
         FROM draws WHERE user_id = ?1 AND pool_id = ?2`,
      )
      .bind(userId, pool.id, day)
      .first<{ daily: number; earned: number }>(),
  ])
  return chancesFrom(used?.daily === 0, Math.max(0, earned - (used?.earned ?? 0)))
}

export const chancesFrom = (daily: boolean, earned: number): DrawChances => ({ daily, earned, total: (daily ? 1 : 0) + earned })

export const drawPoolOf = (namespace: DurableObjectNamespace<LuckyDrawPool>, poolId: number) => namespace.get(namespace.idFromName(`draw-pool:${poolId}`))

type DrawRow = { id: string; user_id: number; prize_id: number; created_at: number; nickname: string | null }

/** A name shown to other buyers: its first and last characters, the rest hidden ("Amina" → "A***a"). */
export function maskName(name: string | null): string {
  const letters = [...(name ?? '').trim()]
  if (letters.length === 0) return '***'
  return letters.length === 1 ? `${letters[0]}***` : `${letters[0]}***${letters[letters.length - 1]}`
}

const DRAW_COLUMNS = 'd.id, d.user_id, d.prize_id, d.created_at, u.nickname FROM draws d JOIN users u ON u.id = d.user_id JOIN draw_prizes z ON z.id = d.prize_id'

/** The caller's prizes (not "thanks for playing"), newest first. */
export async function myAwards(db: D1Database, userId: number, poolId: number): Promise<DrawRow[]> {
  const { results } = await db
    .prepare(`SELECT ${DRAW_COLUMNS} WHERE d.user_id = ? AND d.pool_id = ? AND z.kind != 'none' ORDER BY d.created_at DESC LIMIT 50`)
    .bind(userId, poolId)
    .all<DrawRow>()
  return results
}

/** The pool's recent winners, newest first. */
export async function recentWinners(db: D1Database, poolId: number): Promise<DrawRow[]> {
  const { results } = await db
    .prepare(`SELECT ${DRAW_COLUMNS} WHERE d.pool_id = ? AND z.kind != 'none' ORDER BY d.created_at DESC LIMIT 20`)
    .bind(poolId)
    .all<DrawRow>()
  return results
}

export const findDraw = (db: D1Database, id: string) =>
  db.prepare('SELECT id, pool_id, user_id, prize_id, chance, day, created_at FROM draws WHERE id = ?').bind(id).first<{
    id: string; pool_id: number; user_id: number; prize_id: number; created_at: number
  }>()

export function toAwards(rows: DrawRow[], prizes: Map<number, DrawPrize>, mine: boolean): Award[] {
  return rows.flatMap((row) => {
    const prize = prizes.get(row.prize_id)
    return prize ? [{ drawId: row.id, prize, at: row.created_at, name: mine ? null : maskName(row.nickname) }] : []
  })
}
