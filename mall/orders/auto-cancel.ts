import { refusalOf } from '../core/guarded-write'
import { cancelStatements } from './cancel'
import { historyRefusal } from './history'
import { FROM, REPLY_WINDOW_MS, statusIn } from './rules'

const PAGE = 100
const LOST_RACE = [historyRefusal('actionNotAllowed')]

/**
 * The Cron job: orders waiting for a requested payment or identity check for `REPLY_WINDOW_MS` are cancelled by the
 * system, their stock returned. Each cancellation is guarded like any other (still waiting, and since before the
 * cut-off), so a second run, or a payment arriving at the same moment, leaves one outcome: whichever batch lands
 * first wins and the other is refused whole.
 */
export async function cancelUnanswered(db: D1Database, now: number): Promise<number> {
  const cutoff = now - REPLY_WINDOW_MS
  let cancelled = 0
  for (let round = 0; round < 20; round++) {
    const { results } = await db
      .prepare(`SELECT id FROM orders WHERE ${statusIn(FROM.autoCancel)} AND updated_at < ? ORDER BY updated_at, id LIMIT ?`)
      .bind(cutoff, PAGE)
      .all<{ id: number }>()
    for (const { id } of results) {
      try {
        await db.batch(cancelStatements(db, id, FROM.autoCancel, { actor: 'system', actorId: null, now, reason: 'noReply' }, cutoff))
        cancelled++
      } catch (error) {
        if (!refusalOf(error, LOST_RACE)) throw error
      }
    }
    if (results.length < PAGE) break
  }
  return cancelled
}
