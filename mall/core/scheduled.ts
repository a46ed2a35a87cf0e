import { creditCashBack } from '../cash-back/credit'
import { cancelUnanswered } from '../orders/auto-cancel'
import { lapseReservations } from '../presale/lapse'
import { IDEMPOTENCY_TTL_MS } from './idempotent-write'

const DAY_MS = 86_400_000

type Job = { name: string; run: (db: D1Database, now: number) => Promise<unknown> }

/**
 * The Cron Trigger's job list. Every job is a guarded statement over rows past their time, so running it twice,
 * or two runs overlapping, changes nothing the first run did not.
 */
export const JOBS: Job[] = [
  { name: 'cancel orders without a reply for 2 days', run: cancelUnanswered },
  { name: 'credit the cash back of completed orders', run: creditCashBack },
  { name: 'lapse pre-sale reservations unused when the sale ended', run: lapseReservations },
  {
    name: 'prune idempotency records',
    run: (db, now) => db.prepare('DELETE FROM idempotency_records WHERE created_at < ?').bind(now - IDEMPOTENCY_TTL_MS).run(),
  },
  {
    name: 'prune verification codes and texts older than a day',
    run: (db, now) =>
      db.batch([
        db.prepare('DELETE FROM verification_codes WHERE expires_at < ?').bind(now - DAY_MS),
        db.prepare('DELETE FROM sms_outbox WHERE created_at < ?').bind(now - DAY_MS),
      ]),
  },
  {
    name: 'prune expired sessions',
    run: (db, now) => db.prepare('DELETE FROM auth_sessions WHERE expires_at <= ?').bind(now).run(),
  },
]

/** Runs every job; one failing job is reported and does not stop the others. */
export async function runScheduledJobs(db: D1Database, now = Date.now()): Promise<{ name: string; ok: boolean }[]> {
  const outcomes: { name: string; ok: boolean }[] = []
  for (const job of JOBS) {
    try {
      await job.run(db, now)
      outcomes.push({ name: job.name, ok: true })
    } catch (error) {
      console.error(`scheduled job failed: ${job.name}`, error)
      outcomes.push({ name: job.name, ok: false })
    }
  }
  return outcomes
}
