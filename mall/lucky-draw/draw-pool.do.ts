import { DurableObject } from 'cloudflare:workers'
import { IDEMPOTENCY_TTL_MS } from '../core/idempotent-write'
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
  /**
   * Prizes D1 cannot give this buyer now, read just before the draw: a coupon they hold already, one whose copies are
   * all given, or one that cannot be received any more. The object cannot know these; it never decides them.
   */
  unavailable: number[]
  listing: PrizeListing[]
}

export type DrawChance = 'daily' | 'earned'
export type ChancesLeft = { daily: boolean; earned: number }
export type DrawnPrize = { result: 'ok'; drawId: string; prizeId: number; chance: DrawChance; at: number; left: ChancesLeft }
export type DrawAnswer = DrawnPrize | { result: 'noChance' }
export type DrawReply = DrawAnswer | { result: 'conflict' }

type SpentRow = { day: string; daily_used: number; earned_used: number }

/**
 * The prizes of ONE draw pool (`idFromName('draw-pool:<id>')`) and the chances its buyers have spent: the only
 * place a draw is decided. In one synchronous turn a draw spends a chance (today's free one first, then one earned
 * by a completed order), rolls among the prizes this buyer can be given, takes the prize from its inventory, and
 * remembers the answer under the buyer's key, so concurrent draws are strictly serialized and no prize is given
 * beyond its inventory. A coupon prize is won once per buyer (a copy per user), and one D1 says it cannot give them
 * is never drawn: either is "thanks for playing". Should D1 refuse a prize anyway (its copies given away between the
 * read and the batch), `fallBack` takes it back and the draw becomes "thanks for playing": the chance stays spent,
 * as the draw D1 then records says.
 */
export class LuckyDrawPool extends DurableObject {
  private readonly answers: RememberedAnswers<DrawAnswer>

  constructor(ctx: DurableObjectState, env: Cloudflare.Env) {
    super(ctx, env)
    ctx.storage.sql.exec(`
      CREATE TABLE IF NOT EXISTS prizes (id INTEGER PRIMARY KEY, kind TEXT NOT NULL, weight INTEGER NOT NULL, left INTEGER, sort INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS spent (buyer INTEGER PRIMARY KEY, day TEXT NOT NULL, daily_used INTEGER NOT NULL, earned_used INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS won (buyer INTEGER NOT NULL, prize_id INTEGER NOT NULL, PRIMARY KEY (buyer, prize_id));
      CREATE TABLE IF NOT EXISTS given (draw_id TEXT PRIMARY KEY, buyer INTEGER NOT NULL, prize_id INTEGER NOT NULL, at INTEGER NOT NULL);
      CREATE INDEX IF NOT EXISTS given_by_age ON given (at);`)
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
      const excluded = new Set([
        ...request.unavailable,
        ...sql.exec<{ prize_id: number }>('SELECT prize_id FROM won WHERE buyer = ?', request.buyer).toArray().map((row) => row.prize_id),
      ])
      const prize = pickPrize(prizes, roll(), excluded)
      const now = Date.now()
      const drawId = crypto.randomUUID()
      if (prize.left !== null) sql.exec('UPDATE prizes SET left = left - 1 WHERE id = ? AND left > 0', prize.id)
      if (prize.kind === 'coupon') sql.exec('INSERT INTO won (buyer, prize_id) VALUES (?, ?)', request.buyer, prize.id)
      if (prize.kind !== 'none') {
        sql.exec('DELETE FROM given WHERE at < ?', now - IDEMPOTENCY_TTL_MS)
        sql.exec('INSERT INTO given (draw_id, buyer, prize_id, at) VALUES (?, ?, ?, ?)', drawId, request.buyer, prize.id, now)
      }
      const nowUsed = { daily: chance === 'daily' ? 1 : dailyUsed ? 1 : 0, earned: earnedUsed + (chance === 'earned' ? 1 : 0) }
      sql.exec(
        `INSERT INTO spent (buyer, day, daily_used, earned_used) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (buyer) DO UPDATE SET day = ?2, daily_used = ?3, earned_used = ?4`,
        request.buyer, request.day, nowUsed.daily, nowUsed.earned,
      )
      answer = {
        result: 'ok', drawId, prizeId: prize.id, chance, at: now,
        left: { daily: nowUsed.daily === 0, earned: Math.max(0, request.earned - nowUsed.earned) },
      }
    }
    this.answers.remember(request.buyer, request.key, request.fingerprint, answer)
    return answer
  }

  /**
   * D1 refused the prize of `drawn` (a coupon's copies given away, or the buyer given one, since the draw read them):
   * the prize goes back to its inventory, once, however often this is asked, and the draw, remembered under its key,
   * becomes "thanks for playing" with the same chance spent.
   */
  fallBack(buyer: number, key: string | null, fingerprint: string, drawn: DrawnPrize): DrawnPrize {
    const sql = this.ctx.storage.sql
    const none = sql.exec<{ id: number }>("SELECT id FROM prizes WHERE kind = 'none' ORDER BY sort LIMIT 1").toArray()[0]
    if (!none) throw new Error('A draw pool needs a "thanks for playing" prize')
    const taken = sql.exec<{ prize_id: number }>('DELETE FROM given WHERE draw_id = ? AND buyer = ? RETURNING prize_id', drawn.drawId, buyer).toArray()[0]
    if (taken) {
      sql.exec('UPDATE prizes SET left = left + 1 WHERE id = ? AND left IS NOT NULL', taken.prize_id)
      sql.exec('DELETE FROM won WHERE buyer = ? AND prize_id = ?', buyer, taken.prize_id)
    }
    const answer: DrawnPrize = { ...drawn, prizeId: none.id }
    this.answers.amend(buyer, key, fingerprint, answer)
    return answer
  }

  /** What is left of each prize; null while the object has never been touched (the D1 listing is then the truth). */
  snapshot(): { id: number; left: number | null }[] | null {
    const rows = this.ctx.storage.sql.exec<{ id: number; left: number | null }>('SELECT id, left FROM prizes ORDER BY sort').toArray()
    return rows.length === 0 ? null : rows
  }
}
