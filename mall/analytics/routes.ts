import { type AnalyticsEvent, endpoints } from '../../contract'
import { optionalUser } from '../core/auth'
import { ok } from '../core/envelope'
import { EndpointRoutes } from '../core/mount'

const COLUMNS = 'event_type, goods_id, sequence, result, text, create_time, member_id, distinguish_id, page, url, tid'

/** Events are kept this long; the Cron job deletes older ones. */
export const ANALYTICS_RETENTION_MS = 90 * 86_400_000

const insert = (db: D1Database, event: AnalyticsEvent, memberId: number | null, now: number) =>
  db
    .prepare(`INSERT INTO analytics_events (${COLUMNS}, received_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    .bind(
      event.event_type, event.goods_id ?? null, event.sequence ?? null, event.result ?? null, event.text ?? null, event.create_time, memberId,
      event.distinguish_id, event.page, event.url, event.tid, now,
    )

export const analyticsRoutes = new EndpointRoutes()
  .endpoint(endpoints.analyticsEvents, async (c, { body }) => {
    const { events } = body
    const member = optionalUser(c)?.id ?? null
    const now = Date.now()
    await c.env.DB.batch(events.map((event) => insert(c.env.DB, event, member, now)))
    return ok(c, { stored: events.length })
  })
