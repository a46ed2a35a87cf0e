import type { DrawOutcome } from '../../contract'
import { marketDay } from '../../contract/common'
import type { CountryInfo } from '../../contract'
import { type AnswerBody, errorBody, successBody } from '../core/envelope'
import { refusalOf } from '../core/guarded-write'
import { type Effect, idempotentWrite } from '../core/idempotent-write'
import { objectGrant } from '../core/object-grant'
import { GRANT_REFUSALS, grantStatements } from '../coupons/grant'
import { creditStatements } from '../wallet/credit'
import type { DrawAnswer, DrawnPrize, LuckyDrawPool } from './draw-pool.do'
import { chancesFrom, couponRowsOf, earnedChances, type PoolRow, type PrizeRow, toPrizes, unawardable } from './queries'

export type DrawScope = { userId: number; key: string | null; fingerprint: string }

type Draw = { db: D1Database; stub: DurableObjectStub<LuckyDrawPool>; scope: DrawScope; pool: PoolRow; prizes: PrizeRow[]; market: CountryInfo }

/**
 * One draw: the pool's object decides it among the prizes D1 can give this buyer (a chance spent, a prize taken from
 * its inventory), then one D1 batch records the draw and gives the prize — a coupon copy by the coupon centre's
 * `grantStatements`, a wallet credit by `creditStatements` — so the prize is given with its record or not at all. The
 * object remembers its answer under the key: a retry after a failed batch gets the same draw and writes it again,
 * never a second draw. When D1 refuses the coupon all the same (its copies given away, or the buyer given one, after
 * the draw read them), the object takes the prize back and the draw is recorded as "thanks for playing": every
 * chance the object spends is a draw in D1, and never a 5xx.
 */
export async function drawWrite(draw: Draw): Promise<AnswerBody<DrawOutcome>> {
  const { db, stub, scope } = draw
  const decided: { drawn?: DrawnPrize } = {}
  try {
    return await idempotentWrite(db, scope, async () => {
      const reply = await decide(draw)
      if (reply.result === 'noChance') return { answer: errorBody('noDrawChance') }
      decided.drawn = reply
      return recorded(draw, reply)
    })
  } catch (error) {
    if (!decided.drawn || !refusalOf(error, GRANT_REFUSALS)) throw error
    const fallback = await stub.fallBack(scope.userId, scope.key, scope.fingerprint, decided.drawn)
    return idempotentWrite(db, scope, () => recorded(draw, fallback))
  }
}

async function decide({ db, stub, scope, pool, prizes, market }: Draw) {
  const now = Date.now()
  const [earned, unavailable] = await Promise.all([earnedChances(db, scope.userId, pool), unawardable(db, scope.userId, prizes, now)])
  const listing = prizes.map(({ id, kind, weight, inventory, awarded }) => ({ id, kind, weight, inventory, awarded }))
  // The pool was live when the draw began (its route refuses one that is not): the object always decides.
  return objectGrant<DrawAnswer>({
    scope,
    closed: null,
    grant: () =>
      stub.draw({
        buyer: scope.userId, key: scope.key, fingerprint: scope.fingerprint, day: marketDay(now, market.countryCode), earned, unavailable, listing,
      }),
  })
}

/** The answer of a decided draw and the statements that record it and give its prize. */
async function recorded({ db, pool, prizes, market, scope }: Draw, drawn: DrawnPrize): Promise<Effect<DrawOutcome>> {
  const prize = prizes.find((row) => row.id === drawn.prizeId)
  if (!prize) throw new Error(`draw pool ${pool.id}: prize ${drawn.prizeId} is not in the listing`)
  const [shown] = await toPrizes(db, [{ ...prize, awarded: prize.awarded + 1 }], market.currencyScale)
  return {
    answer: successBody({ drawId: drawn.drawId, prize: shown!, at: drawn.at, chances: chancesFrom(drawn.left.daily, drawn.left.earned) }),
    statements: await drawStatements(db, drawn, scope.userId, pool, prize, marketDay(drawn.at, market.countryCode)),
  }
}

async function drawStatements(db: D1Database, drawn: DrawnPrize, userId: number, pool: PoolRow, prize: PrizeRow, day: string) {
  const statements = [
    db
      .prepare('INSERT INTO draws (id, pool_id, user_id, prize_id, chance, day, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .bind(drawn.drawId, pool.id, userId, prize.id, drawn.chance, day, drawn.at),
    db.prepare('UPDATE draw_prizes SET awarded = awarded + 1 WHERE id = ? AND inventory IS NOT NULL').bind(prize.id),
  ]
  if (prize.kind === 'coupon' && prize.coupon_id !== null) {
    const coupon = (await couponRowsOf(db, [prize.coupon_id])).get(prize.coupon_id)
    if (!coupon) throw new Error(`draw prize ${prize.id}: coupon ${prize.coupon_id} does not exist`)
    statements.push(...grantStatements(db, coupon, { userId, source: `draw:${drawn.drawId}`, now: drawn.at }))
  }
  if (prize.kind === 'credit' && prize.credit_minor !== null) {
    statements.push(
      ...creditStatements(db, {
        userId, countryId: pool.country_id, amountMinor: prize.credit_minor, kind: 'prize', sourceKey: `prize:${drawn.drawId}`, now: drawn.at,
      }),
    )
  }
  return statements
}
