import { DurableObject } from 'cloudflare:workers'

export type Verdict = 'ok' | 'tooFrequent' | 'repeatedRequest'

/**
 * The writes of ONE caller (`idFromName('<caller>')`): how many landed in the current window, and which
 * submissions are still in flight. Every method is synchronous, so concurrent calls are strictly serialized.
 */
export class WriteGuard extends DurableObject {
  constructor(ctx: DurableObjectState, env: unknown) {
    super(ctx, env as never)
    ctx.storage.sql.exec(`
      CREATE TABLE IF NOT EXISTS writes (at INTEGER NOT NULL);
      CREATE INDEX IF NOT EXISTS writes_at ON writes (at);
      CREATE TABLE IF NOT EXISTS in_flight (submission TEXT PRIMARY KEY, since INTEGER NOT NULL);`)
  }

  /**
   * Admits a write unless the same submission is still in flight (a double tap) or the caller already made `limit`
   * writes in the last `windowMs`. An in-flight mark older than `staleMs` is a request that died: it no longer counts.
   */
  admit(submission: string, limit: number, windowMs: number, staleMs: number, now = Date.now()): Verdict {
    const sql = this.ctx.storage.sql
    sql.exec('DELETE FROM writes WHERE at <= ?', now - windowMs)
    sql.exec('DELETE FROM in_flight WHERE since <= ?', now - staleMs)
    if (sql.exec('SELECT 1 FROM in_flight WHERE submission = ?', submission).toArray().length > 0) return 'repeatedRequest'
    const made = sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM writes').one().n
    if (made >= limit) return 'tooFrequent'
    sql.exec('INSERT INTO writes (at) VALUES (?)', now)
    sql.exec('INSERT INTO in_flight (submission, since) VALUES (?, ?)', submission, now)
    return 'ok'
  }

  /** The submission has its answer: a later retry with it is no longer a double tap. */
  release(submission: string): void {
    this.ctx.storage.sql.exec('DELETE FROM in_flight WHERE submission = ?', submission)
  }
}
