import { DurableObject } from 'cloudflare:workers'
import { RememberedAnswers } from '../core/remembered-answers'
import { pickPrize, type PoolPrize, roll } from './pick'

/** A prize of the D1 listing, used only the first time this object is touched. */
export type PrizeListing = { id: number; kind: string; weight: number; inventory: number | null; awarded: number }

export type DrawRequest = {
  buyer: number
  /** Client Idempotency-Key; null means the request is its own key (nothing remembered). */
  key: string | null
  fingerprint: string
  /** The market's calendar day now: its free chance. */
  day: string
  /** Chances the buyer has earned with completed orders so far (D1 counts them; they only grow). */
  earned: number
  listing: PrizeListing[]
}

export type DrawChance = 'daily' | 'earned'
export type ChancesLeft = { daily: boolean; earned: number }
export type DrawAnswer = { result: 'ok'; drawId: string; prizeId: number; chance: DrawChance; at: number; left: ChancesLeft } | { result: 'noChance' }
export type DrawReply = DrawAnswer | { result: 'conflict' }

type SpentRow = { day: string; daily_used: number; earned_used: number }

/**
 * The prizes of ONE draw pool (`idFromName('draw-pool:<id>')`) and the chances its buyers have spent: the only
 * place a draw is decided. In one synchronous turn a draw spends a chance (today's free one first, then one earned
 * by a completed order), rolls, takes the prize from its inventory, and remembers the answer under the buyer's key,
 * so concurrent draws are strictly serialized and no prize is given beyond its inventory. A coupon prize is won
 * once per buyer (a copy per user), so a second win of it is "thanks for playing".
 */
export class LuckyDrawPool extends DurableObject {
  private readonly answers: RememberedAnswers<DrawAnswer>

  constructor(ctx: DurableObjectState, env: Cloudflare.Env) {
    super(ctx, env)
    ctx.storage.sql.exec(`
      CREATE TABLE IF NOT EXISTS prizes (id INTEGER PRIMARY KEY, kind TEXT NOT NULL, weight INTEGER NOT NULL, left INTEGER, sort INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS spent (buyer INTEGER PRIMARY KEY, day TEXT NOT NULL, daily_used INTEGER NOT NULL, earned_used INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS won (buyer INTEGER NOT NULL, prize_id INTEGER NOT NULL, PRIMARY KEY (buyer, prize_id));`)
    this.answers = new RememberedAnswers(ctx.storage.sql)
  }

  /** The prizes, taken over from the D1 listing on first touch (in the listing's order, which the odds follow). */
  private prizes(listing: PrizeListing[]): PoolPrize[] {
    const sql = this.ctx.storage.sql
    listing.forEach((prize, index) =>
      sql.exec(
        'INSERT OR IGNORE INTO prizes (id, kind, weight, left, sort) VALUES (?, ?, ?, ?, ?)',
        prize.id, prize.kind, prize.weight, prize.inventory === null ? null : Math.max(0, prize.inventory - prize.awarded), index,
      ),
    )
    return sql.exec<PoolPrize>('SELECT id, kind, weight, left FROM prizes ORDER BY sort').toArray()
  }

  draw(request: DrawRequest): DrawReply {
    const sql = this.ctx.storage.sql
    const earlier = this.answers.replay(request.buyer, request.key, request.fingerprint)
    if (earlier) return earlier
    const prizes = this.prizes(request.listing)
    const spent = sql.exec<SpentRow>('SELECT day, daily_used, earned_used FROM spent WHERE buyer = ?', request.buyer).toArray()[0]
    const dailyUsed = spent?.day === request.day && spent.daily_used === 1
    const earnedUsed = spent?.earned_used ?? 0

    let answer: DrawAnswer
    const chance: DrawChance | null = !dailyUsed ? 'daily' : earnedUsed < request.earned ? 'earned' : null
    if (chance === null) answer = { result: 'noChance' }
    else {
      const wonAlready = new Set(
        sql.exec<{ prize_id: number }>('SELECT prize_id FROM won WHERE buyer = ?', request.buyer).toArray().map((row) => row.prize_id),
      )
      const prize = pickPrize(prizes, roll(), wonAlready)
      if (prize.left !== null) sql.exec('UPDATE prizes SET left = left - 1 WHERE id = ? AND left > 0', prize.id)
      if (prize.kind === 'coupon') sql.exec('INSERT INTO won (buyer, prize_id) VALUES (?, ?)', request.buyer, prize.id)
      const nowUsed = { daily: chance === 'daily' ? 1 : dailyUsed ? 1 : 0, earned: earnedUsed + (chance === 'earned' ? 1 : 0) }
      sql.exec(
        `INSERT INTO spent (buyer, day, daily_used, earned_used) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (buyer) DO UPDATE SET day = ?2, daily_used = ?3, earned_used = ?4`,
        request.buyer, request.day, nowUsed.daily, nowUsed.earned,
      )
      answer = {
        result: 'ok', drawId: crypto.randomUUID(), prizeId: prize.id, chance, at: Date.now(),
        left: { daily: nowUsed.daily === 0, earned: Math.max(0, request.earned - nowUsed.earned) },
      }
    }
    this.answers.remember(request.buyer, request.key, request.fingerprint, answer)
    return answer
  }

  /** What is left of each prize; null while the object has never been touched (the D1 listing is then the truth). */
  snapshot(): { id: number; left: number | null }[] | null {
    const rows = this.ctx.storage.sql.exec<{ id: number; left: number | null }>('SELECT id, left FROM prizes ORDER BY sort').toArray()
    return rows.length === 0 ? null : rows
  }
}
