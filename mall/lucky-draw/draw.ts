import type { DrawOutcome } from '../../contract'
import { marketDay } from '../../contract/common'
import type { CountryInfo } from '../../contract'
import { errorBody, successBody } from '../core/envelope'
import { MallError } from '../core/errors'
import type { Effect } from '../core/idempotent-write'
import { grantStatements } from '../coupons/grant'
import { creditStatements } from '../wallet/credit'
import type { DrawAnswer, LuckyDrawPool } from './draw-pool.do'
import { chancesFrom, couponRowsOf, earnedChances, type PoolRow, type PrizeRow, toPrizes } from './queries'

export type DrawScope = { userId: number; key: string | null; fingerprint: string }

/**
 * One draw: the pool's object decides it (a chance spent, a prize taken from its inventory), then one D1 batch
 * records the draw and gives the prize — a coupon copy by the coupon centre's `grantStatements`, a wallet credit by
 * `creditStatements` — so the prize is given with its record or not at all. The object remembers its answer under
 * the key: a retry after a failed batch gets the same draw and writes it again, never a second draw.
 */
export async function drawEffect(
  db: D1Database,
  stub: DurableObjectStub<LuckyDrawPool>,
  scope: DrawScope,
  pool: PoolRow,
  prizes: PrizeRow[],
  market: CountryInfo,
): Promise<Effect<DrawOutcome>> {
  const day = marketDay(Date.now(), market.countryCode)
  const earned = await earnedChances(db, scope.userId, pool)
  const listing = prizes.map(({ id, kind, weight, inventory, awarded }) => ({ id, kind, weight, inventory, awarded }))
  const reply = await stub.draw({ buyer: scope.userId, key: scope.key, fingerprint: scope.fingerprint, day, earned, listing })
  if (reply.result === 'conflict') throw new MallError('idempotencyConflict')
  if (reply.result === 'noChance') return { answer: errorBody('noDrawChance') }
  const prize = prizes.find((row) => row.id === reply.prizeId)
  if (!prize) throw new Error(`draw pool ${pool.id}: prize ${reply.prizeId} is not in the listing`)
  const [shown] = await toPrizes(db, [{ ...prize, awarded: prize.awarded + 1 }], market.currencyScale)
  return {
    answer: successBody({ drawId: reply.drawId, prize: shown!, at: reply.at, chances: chancesFrom(reply.left.daily, reply.left.earned) }),
    statements: await drawStatements(db, reply, scope.userId, pool, prize, day),
  }
}

async function drawStatements(db: D1Database, reply: Extract<DrawAnswer, { result: 'ok' }>, userId: number, pool: PoolRow, prize: PrizeRow, day: string) {
  const statements = [
    db
      .prepare('INSERT INTO draws (id, pool_id, user_id, prize_id, chance, day, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .bind(reply.drawId, pool.id, userId, prize.id, reply.chance, day, reply.at),
    db.prepare('UPDATE draw_prizes SET awarded = awarded + 1 WHERE id = ? AND inventory IS NOT NULL').bind(prize.id),
  ]
  if (prize.kind === 'coupon' && prize.coupon_id !== null) {
    const coupon = (await couponRowsOf(db, [prize.coupon_id])).get(prize.coupon_id)
    if (!coupon) throw new Error(`draw prize ${prize.id}: coupon ${prize.coupon_id} does not exist`)
    statements.push(...grantStatements(db, coupon, { userId, source: `draw:${reply.drawId}`, now: reply.at }))
  }
  if (prize.kind === 'credit' && prize.credit_minor !== null) {
    statements.push(
      ...creditStatements(db, {
        userId, countryId: pool.country_id, amountMinor: prize.credit_minor, kind: 'prize', sourceKey: `prize:${reply.drawId}`, now: reply.at,
      }),
    )
  }
  return statements
}
