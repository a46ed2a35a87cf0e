import { DurableObject } from 'cloudflare:workers'

export type Verdict = 'ok' | 'tooFrequent'

/** A caller counted in a shard: its name (a session's token hash, a guest's or an address) and its limit. */
export type Caller = { name: string; limit: number }

/**
 * The writes of the callers whose names hash to ONE shard (`idFromName('shard:<n>')`, `GUARD_SHARDS` of them): when
 * each caller wrote in the current window. The number of objects is fixed, however many shoppers write. The times
 * live in the object's memory, not its storage: a count only matters for one window, and storing every write cost
 * more than the rest of the guard. An object evicted while idle forgets its counts, which only ever admits more, as
 * an unreachable guard does. `admit` is synchronous, so concurrent calls are strictly serialized.
 */
export class WriteGuard extends DurableObject {
  /** Each caller's writes in the window, oldest first (never more than its limit). */
  private readonly writes = new Map<string, number[]>()
  private prunedAt = 0

  /**
   * Admits a write when every caller made fewer than its `limit` writes in the last `windowMs`, and counts it for
   * each; otherwise counts nothing: 'tooFrequent'.
   */
  admit(callers: Caller[], windowMs: number, now = Date.now()): Verdict {
    const since = now - windowMs
    // Callers gone quiet only cost room: they go at most a few times per window, not on every write.
    if (now - this.prunedAt >= Math.min(windowMs, 10_000) || now < this.prunedAt) {
      for (const [name, times] of this.writes) {
        const kept = times.filter((at) => at > since && at <= now)
        if (kept.length) this.writes.set(name, kept)
        else this.writes.delete(name)
      }
      this.prunedAt = now
    }
    const recent = callers.map(({ name }) => (this.writes.get(name) ?? []).filter((at) => at > since))
    if (callers.some(({ limit }, i) => recent[i]!.length >= limit)) return 'tooFrequent'
    callers.forEach(({ name }, i) => this.writes.set(name, [...recent[i]!, now]))
    return 'ok'
  }
}
