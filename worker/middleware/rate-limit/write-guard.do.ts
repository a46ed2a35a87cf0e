import { DurableObject } from 'cloudflare:workers'

export type Verdict = 'ok' | 'tooFrequent'

/** A caller counted in a shard: its name (a session's token hash, a guest's or an address) and its limit. */
export type Caller = { name: string; limit: number }

/**
 * The writes of the callers whose names hash to ONE shard (`idFromName('shard:<n>')`, `GUARD_SHARDS` of them): when
 * each caller wrote in the current window. The number of objects is fixed, however many shoppers write; a row per
 * write in the window is all that grows. Every method is synchronous, so concurrent calls are strictly serialized.
 */
export class WriteGuard extends DurableObject {
  private prunedAt = 0

  constructor(ctx: DurableObjectState, env: unknown) {
    super(ctx, env as never)
    ctx.storage.sql.exec(`
      CREATE TABLE IF NOT EXISTS writes (caller TEXT NOT NULL, at INTEGER NOT NULL);
      CREATE INDEX IF NOT EXISTS writes_caller_at ON writes (caller, at);
      CREATE INDEX IF NOT EXISTS writes_at ON writes (at);`)
  }

  /**
   * Admits a write when every caller made fewer than its `limit` writes in the last `windowMs`, and counts it for
   * each; otherwise counts nothing: 'tooFrequent'.
   */
  admit(callers: Caller[], windowMs: number, now = Date.now()): Verdict {
    const sql = this.ctx.storage.sql
    const since = now - windowMs
    // Old rows only cost room: they go at most a few times per window, not on every write.
    if (now - this.prunedAt >= Math.min(windowMs, 10_000) || now < this.prunedAt) {
      sql.exec('DELETE FROM writes WHERE at <= ?', since)
      this.prunedAt = now
    }
    for (const { name, limit } of callers) {
      const made = sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM writes WHERE caller = ? AND at > ?', name, since).one().n
      if (made >= limit) return 'tooFrequent'
    }
    for (const { name } of callers) sql.exec('INSERT INTO writes (caller, at) VALUES (?, ?)', name, now)
    return 'ok'
  }
}
