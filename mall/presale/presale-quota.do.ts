import { DurableObject } from 'cloudflare:workers'
import { type Remembered, RememberedAnswers } from '../core/remembered-answers'

/** The D1 listing's figures, used only the first time this object is touched (seeded items). */
export type QuotaListing = { quota: number; reserved: number }

export type ReserveRequest = {
  buyer: number
  /** Client Idempotency-Key; null means the request is its own key (nothing remembered). */
  key: string | null
  fingerprint: string
  listing: QuotaListing
}

/** The object's figures after a change; `version` orders them, so an older copy never overwrites a newer one. */
export type QuotaFigures = { quota: number; reserved: number; version: number }

export type ReserveAnswer = ({ result: 'ok' } & QuotaFigures) | { result: 'soldOut' } | { result: 'alreadyReserved' }
export type ReserveOutcome = ReserveAnswer | { result: 'conflict' }

/**
 * The reservation quota of ONE pre-sale item (`idFromName('presale-item:<id>')`), and its only owner: reservations
 * are granted here, one per buyer, never beyond the quota; D1 keeps a copy for listings. A granted unit is never
 * given back to the quota (a lapsed reservation is not re-sold). Every method is synchronous: each check and its
 * write happen in one turn, so concurrent calls are strictly serialized.
 */
export class PresaleQuota extends DurableObject {
  private readonly answers: RememberedAnswers<ReserveAnswer>

  constructor(ctx: DurableObjectState, env: Cloudflare.Env) {
    super(ctx, env)
    ctx.storage.sql.exec(`
      CREATE TABLE IF NOT EXISTS quota (id INTEGER PRIMARY KEY CHECK (id = 1), quota INTEGER NOT NULL, reserved INTEGER NOT NULL, version INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS holders (buyer INTEGER PRIMARY KEY);`)
    this.answers = new RememberedAnswers(ctx.storage.sql)
  }

  /** The figures, taken over from the D1 listing on first touch. */
  private figures(listing: QuotaListing): QuotaFigures {
    const sql = this.ctx.storage.sql
    sql.exec('INSERT OR IGNORE INTO quota (id, quota, reserved, version) VALUES (1, ?, ?, 0)', listing.quota, Math.min(listing.reserved, listing.quota))
    return sql.exec<QuotaFigures>('SELECT quota, reserved, version FROM quota WHERE id = 1').one()
  }

  reserve(request: ReserveRequest): ReserveOutcome {
    const sql = this.ctx.storage.sql
    const earlier = this.answers.replay(request.buyer, request.key, request.fingerprint)
    if (earlier) return earlier
    const figures = this.figures(request.listing)
    const holds = sql.exec('SELECT 1 FROM holders WHERE buyer = ?', request.buyer).toArray().length > 0

    let answer: ReserveAnswer
    if (holds) answer = { result: 'alreadyReserved' }
    else if (figures.reserved >= figures.quota) answer = { result: 'soldOut' }
    else {
      answer = { result: 'ok', quota: figures.quota, reserved: figures.reserved + 1, version: figures.version + 1 }
      sql.exec('UPDATE quota SET reserved = ?, version = ? WHERE id = 1', answer.reserved, answer.version)
      sql.exec('INSERT INTO holders (buyer) VALUES (?)', request.buyer)
    }
    this.answers.remember(request.buyer, request.key, request.fingerprint, answer)
    return answer
  }

  /** The answer an earlier `reserve` gave to this buyer and key, if any (a retry after reservations closed). */
  recall(buyer: number, key: string): Remembered<ReserveAnswer> | null {
    return this.answers.recall(buyer, key)
  }

  /** The figures as they are; null while the object has never been touched (the D1 listing is then the truth). */
  snapshot(): QuotaFigures | null {
    return this.ctx.storage.sql.exec<QuotaFigures>('SELECT quota, reserved, version FROM quota WHERE id = 1').toArray()[0] ?? null
  }
}
