import { DurableObject } from 'cloudflare:workers'
import { type Remembered, RememberedAnswers } from '../core/remembered-answers'

/** The D1 listing's figures, used only the first time this object is touched (seeded items). */
export type ListingFigures = { total: number; sold: number }

export type TakeRequest = {
  buyer: number
  /** Client Idempotency-Key; null means the request is its own key (nothing remembered). */
  key: string | null
  fingerprint: string
  quantity: number
  limitPerBuyer: number
  listing: ListingFigures
}

/** The object's figures after a change; `version` orders them, so an older copy never overwrites a newer one. */
export type StockFigures = { total: number; sold: number; version: number }

export type TakeAnswer = ({ result: 'ok' } & StockFigures) | { result: 'soldOut' } | { result: 'limitReached' }
export type TakeOutcome = TakeAnswer | { result: 'conflict' }

export type StockChange = {
  /** The admin's Idempotency-Key: a retried change is applied once. */
  key: string
  fingerprint: string
  listing: ListingFigures
} & ({ total: number } | { adjust: number })

/** Units of a cancelled order handed back; `key` names the order and item, so a repeated return counts once. */
export type StockReturn = { key: string; buyer: number; quantity: number; listing: ListingFigures }

export type StockChangeAnswer = ({ result: 'ok' } & StockFigures) | ({ result: 'stockBelowSold' } & StockFigures)
export type StockChangeOutcome = StockChangeAnswer | { result: 'conflict' }

type AnswerRow = { fingerprint: string; answer: string }

/**
 * The stock of ONE flash-sale item (`idFromName('flash-item:<id>')`), and its only owner: sales take units here,
 * restocks and corrections change the total here; D1 keeps a copy for listings, written from these figures. Every
 * method is synchronous: each check and its write happen in one turn, so concurrent calls are strictly serialized.
 */
export class FlashStock extends DurableObject {
  private readonly answers: RememberedAnswers<TakeAnswer>

  constructor(ctx: DurableObjectState, env: Cloudflare.Env) {
    super(ctx, env)
    const sql = ctx.storage.sql
    sql.exec(`
      CREATE TABLE IF NOT EXISTS stock (id INTEGER PRIMARY KEY CHECK (id = 1), total INTEGER NOT NULL, sold INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS buyers (buyer INTEGER PRIMARY KEY, bought INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS changes (key TEXT PRIMARY KEY, fingerprint TEXT NOT NULL, answer TEXT NOT NULL);`)
    // Objects created before stock changes were versioned get the column once.
    const columns = sql.exec<{ name: string }>('PRAGMA table_info(stock)').toArray().map((column) => column.name)
    if (!columns.includes('version')) sql.exec('ALTER TABLE stock ADD COLUMN version INTEGER NOT NULL DEFAULT 0')
    this.answers = new RememberedAnswers(sql)
  }

  /** The figures, taken over from the D1 listing on first touch. */
  private figures(listing: ListingFigures): StockFigures {
    const sql = this.ctx.storage.sql
    sql.exec('INSERT OR IGNORE INTO stock (id, total, sold, version) VALUES (1, ?, ?, 0)', listing.total, Math.min(listing.sold, listing.total))
    return sql.exec<StockFigures>('SELECT total, sold, version FROM stock WHERE id = 1').one()
  }

  take(request: TakeRequest): TakeOutcome {
    const sql = this.ctx.storage.sql
    const earlier = this.answers.replay(request.buyer, request.key, request.fingerprint)
    if (earlier) return earlier
    const stock = this.figures(request.listing)
    const bought = sql.exec<{ bought: number }>('SELECT bought FROM buyers WHERE buyer = ?', request.buyer).toArray()[0]?.bought ?? 0

    let answer: TakeAnswer
    if (stock.sold + request.quantity > stock.total) answer = { result: 'soldOut' }
    else if (bought + request.quantity > request.limitPerBuyer) answer = { result: 'limitReached' }
    else {
      answer = { result: 'ok', total: stock.total, sold: stock.sold + request.quantity, version: stock.version + 1 }
      sql.exec('UPDATE stock SET sold = ?, version = ? WHERE id = 1', answer.sold, answer.version)
      sql.exec(
        'INSERT INTO buyers (buyer, bought) VALUES (?, ?) ON CONFLICT (buyer) DO UPDATE SET bought = excluded.bought',
        request.buyer,
        bought + request.quantity,
      )
    }
    this.answers.remember(request.buyer, request.key, request.fingerprint, answer)
    return answer
  }

  /** Sets or adjusts the total; never below what is sold. The same key again answers as the first time. */
  change(request: StockChange): StockChangeOutcome {
    const sql = this.ctx.storage.sql
    const earlier = sql.exec<AnswerRow>('SELECT fingerprint, answer FROM changes WHERE key = ?', request.key).toArray()[0]
    if (earlier) return earlier.fingerprint === request.fingerprint ? (JSON.parse(earlier.answer) as StockChangeAnswer) : { result: 'conflict' }
    const stock = this.figures(request.listing)
    const total = 'total' in request ? request.total : stock.total + request.adjust
    let answer: StockChangeAnswer
    if (total < stock.sold) answer = { result: 'stockBelowSold', ...stock }
    else {
      answer = { result: 'ok', total, sold: stock.sold, version: stock.version + 1 }
      sql.exec('UPDATE stock SET total = ?, version = ? WHERE id = 1', total, answer.version)
    }
    sql.exec('INSERT INTO changes (key, fingerprint, answer) VALUES (?, ?, ?)', request.key, request.fingerprint, JSON.stringify(answer))
    return answer
  }

  /** Takes back units a buyer no longer holds: fewer sold, and the buyer's limit freed by as many. Once per key. */
  giveBack(request: StockReturn): StockFigures {
    const sql = this.ctx.storage.sql
    const earlier = sql.exec<AnswerRow>('SELECT answer FROM changes WHERE key = ?', request.key).toArray()[0]
    if (earlier) return JSON.parse(earlier.answer) as StockFigures
    const stock = this.figures(request.listing)
    const figures = { total: stock.total, sold: Math.max(0, stock.sold - request.quantity), version: stock.version + 1 }
    sql.exec('UPDATE stock SET sold = ?, version = ? WHERE id = 1', figures.sold, figures.version)
    sql.exec('UPDATE buyers SET bought = MAX(0, bought - ?) WHERE buyer = ?', request.quantity, request.buyer)
    sql.exec('INSERT INTO changes (key, fingerprint, answer) VALUES (?, ?, ?)', request.key, 'giveBack', JSON.stringify(figures))
    return figures
  }

  /** The answer an earlier `take` gave to this buyer and key, if any (for retries after the session ended). */
  recall(buyer: number, key: string): Remembered<TakeAnswer> | null {
    return this.answers.recall(buyer, key)
  }

  /** The units this buyer holds against the per-buyer limit (granted, less any handed back). */
  boughtBy(buyer: number): number {
    return this.ctx.storage.sql.exec<{ bought: number }>('SELECT bought FROM buyers WHERE buyer = ?', buyer).toArray()[0]?.bought ?? 0
  }

  /** The figures as they are; null while the object has never been touched (the D1 listing is then the truth). */
  snapshot(): StockFigures | null {
    return this.ctx.storage.sql.exec<StockFigures>('SELECT total, sold, version FROM stock WHERE id = 1').toArray()[0] ?? null
  }
}
