import { IDEMPOTENCY_TTL_MS } from './idempotent-write'

export type Remembered<T> = { fingerprint: string; answer: T }

/**
 * A Durable Object's own answers to its buyers' keyed requests, kept as long as the mall's idempotency records: a
 * retry with the same key and body gets the first answer, another body under that key a conflict. Each new answer
 * forgets the ones older than that, so the table stays the size of a week's requests.
 */
export class RememberedAnswers<T> {
  constructor(private readonly sql: SqlStorage) {
    sql.exec(`
      CREATE TABLE IF NOT EXISTS answers (
        buyer INTEGER NOT NULL, key TEXT NOT NULL, fingerprint TEXT NOT NULL, answer TEXT NOT NULL,
        PRIMARY KEY (buyer, key)
      );`)
    // Objects whose answers predate their age get the column once, every answer counted from now.
    const columns = sql.exec<{ name: string }>('PRAGMA table_info(answers)').toArray().map((column) => column.name)
    if (!columns.includes('at')) {
      sql.exec('ALTER TABLE answers ADD COLUMN at INTEGER NOT NULL DEFAULT 0')
      sql.exec('UPDATE answers SET at = ?', Date.now())
    }
    sql.exec('CREATE INDEX IF NOT EXISTS answers_by_age ON answers (at)')
  }

  recall(buyer: number, key: string): Remembered<T> | null {
    const row = this.sql
      .exec<{ fingerprint: string; answer: string }>('SELECT fingerprint, answer FROM answers WHERE buyer = ? AND key = ? AND at >= ?', buyer, key, Date.now() - IDEMPOTENCY_TTL_MS)
      .toArray()[0]
    return row ? { fingerprint: row.fingerprint, answer: JSON.parse(row.answer) as T } : null
  }

  /** The earlier answer to this request, a conflict when the key came with another body, or null for a new one. */
  replay(buyer: number, key: string | null, fingerprint: string): T | { result: 'conflict' } | null {
    const earlier = key === null ? null : this.recall(buyer, key)
    if (!earlier) return null
    return earlier.fingerprint === fingerprint ? earlier.answer : { result: 'conflict' }
  }

  /** The answer remembered under this request changed by its owner (a draw that had to fall back), if there is one. */
  amend(buyer: number, key: string | null, fingerprint: string, answer: T): void {
    if (key === null) return
    this.sql.exec('UPDATE answers SET answer = ? WHERE buyer = ? AND key = ? AND fingerprint = ?', JSON.stringify(answer), buyer, key, fingerprint)
  }

  remember(buyer: number, key: string | null, fingerprint: string, answer: T): void {
    if (key === null) return
    const now = Date.now()
    this.sql.exec('DELETE FROM answers WHERE at < ?', now - IDEMPOTENCY_TTL_MS)
    this.sql.exec('INSERT INTO answers (buyer, key, fingerprint, answer, at) VALUES (?, ?, ?, ?, ?)', buyer, key, fingerprint, JSON.stringify(answer), now)
  }
}
