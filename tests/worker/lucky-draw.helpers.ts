import type { DrawOutcome, LuckyDraw } from '../../contract'
import { call, mallEnv } from './mall.helpers'
import { answerOf } from './orders.helpers'

const db = mallEnv.DB
export const UG = 2

export type TestPrize = { kind: 'coupon' | 'credit' | 'gift' | 'none'; weight: number; inventory?: number | null; couponId?: number; creditMinor?: number; productId?: number }

/**
 * A pool of its own, live now in `countryId`, the market's other pools ended: the market's draw is this one (each test
 * file has its own D1, and a file's tests run one after another). Returns its id and its prizes' ids, in order.
 */
export async function createPool(countryId: number, prizes: TestPrize[]): Promise<{ poolId: number; prizeIds: number[] }> {
  const now = Date.now()
  await db.prepare('UPDATE draw_pools SET end_at = ? WHERE country_id = ? AND end_at > ?').bind(now - 1, countryId, now - 1).run()
  const pool = await db
    .prepare('INSERT INTO draw_pools (country_id, start_at, end_at) VALUES (?, ?, ?) RETURNING id')
    .bind(countryId, now - 60_000, now + 86_400_000)
    .first<number>('id')
  const prizeIds: number[] = []
  for (const [index, prize] of prizes.entries()) {
    const id = await db
      .prepare(
        'INSERT INTO draw_prizes (pool_id, kind, coupon_id, credit_minor, product_id, weight, inventory, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id',
      )
      .bind(pool, prize.kind, prize.couponId ?? null, prize.creditMinor ?? null, prize.productId ?? null, prize.weight,
        prize.kind === 'none' ? null : (prize.inventory ?? 1000), index)
      .first<number>('id')
    prizeIds.push(id!)
  }
  return { poolId: pool!, prizeIds }
}

const market = (countryId: number) => ({ country_id: String(countryId) })

export const luckyDraw = (token: string | undefined, countryId: number) =>
  answerOf<LuckyDraw>(call('/api/activity/luckyDraw', { token, headers: market(countryId) }))

export const drawCall = (token: string, countryId: number, key?: string) =>
  call('/api/activity/luckyDraw/draw', { method: 'POST', token, headers: { ...market(countryId), ...(key ? { 'idempotency-key': key } : {}) } })

export const draw = (token: string, countryId: number, key?: string) => answerOf<DrawOutcome>(drawCall(token, countryId, key))

export const drawsOf = async (userId: number) =>
  (await db.prepare('SELECT id, prize_id, chance FROM draws WHERE user_id = ? ORDER BY created_at').bind(userId).all<{ id: string; prize_id: number; chance: string }>()).results

export const poolStub = (poolId: number) => mallEnv.LUCKY_DRAW.get(mallEnv.LUCKY_DRAW.idFromName(`draw-pool:${poolId}`))
