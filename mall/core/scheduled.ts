import { ANALYTICS_RETENTION_MS } from '../analytics/routes'
import { creditCashBack } from '../cash-back/credit'
import { returnFlashUnits } from '../flash-sale/returns'
import { LOGIN_TRIES_KEPT_MS } from '../account/login-throttle'
import { cancelUnanswered } from '../orders/auto-cancel'
import { lapseReservations } from '../presale/lapse'
import { computeRebates } from '../rebates/engine'
import type { MallBindings } from './env'
import { CLAIM_STALE_MS, IDEMPOTENCY_TTL_MS } from './idempotent-write'

const DAY_MS = 86_400_000

type Job = { name: string; run: (env: MallBindings, now: number) => Promise<unknown> }

/**
 * The Cron Trigger's job list. Every job is a guarded statement over rows past their time, so running it twice,
 * or two runs overlapping, changes nothing the first run did not.
 */
export const JOBS: Job[] = [
  { name: 'cancel orders without a reply for 2 days', run: (env, now) => cancelUnanswered(env.DB, now) },
  { name: 'hand flash units of cancelled orders back to their sale', run: (env) => returnFlashUnits(env) },
  { name: 'credit the cash back of completed orders', run: (env, now) => creditCashBack(env.DB, now) },
  { name: 'lapse pre-sale reservations unused when the sale ended', run: (env, now) => lapseReservations(env.DB, now) },
  { name: 'compute retailer rebates', run: (env, now) => computeRebates(env.DB, now) },
  {
    name: 'prune idempotency records',
    run: ({ DB: db }, now) =>
      db.batch([
        db.prepare('DELETE FROM idempotency_records WHERE created_at < ?').bind(now - IDEMPOTENCY_TTL_MS),
        db.prepare('DELETE FROM idempotency_claims WHERE since < ?').bind(now - CLAIM_STALE_MS),
      ]),
  },
  {
    name: 'prune verification codes and texts older than a day',
    run: ({ DB: db }, now) =>
      db.batch([
        db.prepare('DELETE FROM verification_codes WHERE expires_at < ?').bind(now - DAY_MS),
        db.prepare('DELETE FROM sms_outbox WHERE created_at < ?').bind(now - DAY_MS),
      ]),
  },
  {
    name: 'prune password login tries older than a day',
    run: ({ DB: db }, now) => db.prepare('DELETE FROM login_tries WHERE at < ?').bind(now - LOGIN_TRIES_KEPT_MS).run(),
  },
  {
    name: 'prune analytics events older than 90 days',
    run: ({ DB: db }, now) => db.prepare('DELETE FROM analytics_events WHERE received_at < ?').bind(now - ANALYTICS_RETENTION_MS).run(),
  },
  {
    name: 'prune expired sessions',
    run: ({ DB: db }, now) => db.prepare('DELETE FROM auth_sessions WHERE expires_at <= ?').bind(now).run(),
  },
]

/** Runs every job; one failing job is reported and does not stop the others. */
export async function runScheduledJobs(env: MallBindings, now = Date.now()): Promise<{ name: string; ok: boolean }[]> {
  const outcomes: { name: string; ok: boolean }[] = []
  for (const job of JOBS) {
    try {
      await job.run(env, now)
      outcomes.push({ name: job.name, ok: true })
    } catch (error) {
      console.error(`scheduled job failed: ${job.name}`, error)
      outcomes.push({ name: job.name, ok: false })
    }
  }
  return outcomes
}
