import { DurableObject } from 'cloudflare:workers'

export type TakeRequest = {
  buyer: number
  /** Client Idempotency-Key; null means the request is its own key (nothing remembered). */
  key: string | null
  fingerprint: string
  quantity: number
  limitPerBuyer: number
  /** The D1 row's figures, used only the first time this object is touched. */
  total: number
  sold: number
}

export type TakeAnswer = { result: 'ok'; sold: number } | { result: 'soldOut' } | { result: 'limitReached' }
export type TakeOutcome = TakeAnswer | { result: 'conflict' }

type AnswerRow = { fingerprint: string; answer: string }

/**
 * The stock of ONE flash-sale item (`idFromName('flash-item:<id>')`). Every method is synchronous: the check and
 * the write happen in one turn of the object's event loop, so concurrent buyers are strictly serialized.
 */
export class FlashStock extends DurableObject {
  constructor(ctx: DurableObjectState, env: Cloudflare.Env) {
    super(ctx, env)
    ctx.storage.sql.exec(`
      CREATE TABLE IF NOT EXISTS stock (id INTEGER PRIMARY KEY CHECK (id = 1), total INTEGER NOT NULL, sold INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS buyers (buyer INTEGER PRIMARY KEY, bought INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS answers (
        buyer INTEGER NOT NULL, key TEXT NOT NULL, fingerprint TEXT NOT NULL, answer TEXT NOT NULL,
        PRIMARY KEY (buyer, key)
      );`)
  }

  take(request: TakeRequest): TakeOutcome {
    const sql = this.ctx.storage.sql
    if (request.key !== null) {
      const earlier = this.answerFor(request.buyer, request.key)
      if (earlier) return earlier.fingerprint === request.fingerprint ? (JSON.parse(earlier.answer) as TakeAnswer) : { result: 'conflict' }
    }
    sql.exec('INSERT OR IGNORE INTO stock (id, total, sold) VALUES (1, ?, ?)', request.total, request.sold)
    const stock = sql.exec<{ total: number; sold: number }>('SELECT total, sold FROM stock WHERE id = 1').one()
    const bought = sql.exec<{ bought: number }>('SELECT bought FROM buyers WHERE buyer = ?', request.buyer).toArray()[0]?.bought ?? 0

    let answer: TakeAnswer
    if (stock.sold + request.quantity > stock.total) answer = { result: 'soldOut' }
    else if (bought + request.quantity > request.limitPerBuyer) answer = { result: 'limitReached' }
    else {
      answer = { result: 'ok', sold: stock.sold + request.quantity }
      sql.exec('UPDATE stock SET sold = ? WHERE id = 1', answer.sold)
      sql.exec(
        'INSERT INTO buyers (buyer, bought) VALUES (?, ?) ON CONFLICT (buyer) DO UPDATE SET bought = excluded.bought',
        request.buyer,
        bought + request.quantity,
      )
    }
    if (request.key !== null) {
      sql.exec(
        'INSERT INTO answers (buyer, key, fingerprint, answer) VALUES (?, ?, ?, ?)',
        request.buyer,
        request.key,
        request.fingerprint,
        JSON.stringify(answer),
      )
    }
    return answer
  }

  /** The answer an earlier `take` gave to this buyer and key, if any (for retries after the session ended). */
  recall(buyer: number, key: string): { fingerprint: string; answer: TakeAnswer } | null {
    const earlier = this.answerFor(buyer, key)
    return earlier ? { fingerprint: earlier.fingerprint, answer: JSON.parse(earlier.answer) as TakeAnswer } : null
  }

  snapshot(): { total: number; sold: number } | null {
    return this.ctx.storage.sql.exec<{ total: number; sold: number }>('SELECT total, sold FROM stock WHERE id = 1').toArray()[0] ?? null
  }

  private answerFor(buyer: number, key: string): AnswerRow | null {
    return (
      this.ctx.storage.sql.exec<AnswerRow>('SELECT fingerprint, answer FROM answers WHERE buyer = ? AND key = ?', buyer, key).toArray()[0] ??
      null
    )
  }
}
