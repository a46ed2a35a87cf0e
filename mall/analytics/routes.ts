import { Hono } from 'hono'
import { AnalyticsBatch, type AnalyticsEvent, endpoints, StoredEventsQuery, type StoredEvents } from '../../contract'
import { optionalUser, requireRole } from '../core/auth'
import type { MallEnv } from '../core/env'
import { ok } from '../core/envelope'
import { invalidInput } from '../core/errors'
import { parseBody } from '../core/input'

const COLUMNS = 'event_type, goods_id, sequence, result, text, create_time, member_id, distinguish_id, page, url, tid'
/** In the order of the contract's `StoredEvent`. */
const READ_COLUMNS = 'event_type, goods_id, sequence, result, text, create_time, distinguish_id, page, url, tid, id, member_id'

/** Events are kept this long; the Cron job deletes older ones. */
export const ANALYTICS_RETENTION_MS = 90 * 86_400_000

const insert = (db: D1Database, event: AnalyticsEvent, memberId: number | null, now: number) =>
  db
    .prepare(`INSERT INTO analytics_events (${COLUMNS}, received_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    .bind(
      event.event_type, event.goods_id ?? null, event.sequence ?? null, event.result ?? null, event.text ?? null, event.create_time, memberId,
      event.distinguish_id, event.page, event.url, event.tid, now,
    )

export const analyticsRoutes = new Hono<MallEnv>()
  .post(endpoints.analyticsEvents.path, async (c) => {
    const { events } = await parseBody(c, AnalyticsBatch)
    const member = optionalUser(c)?.id ?? null
    const now = Date.now()
    await c.env.DB.batch(events.map((event) => insert(c.env.DB, event, member, now)))
    return ok(c, { stored: events.length })
  })
  .get(endpoints.adminAnalyticsEvents.path, requireRole('admin'), async (c) => {
    const query = StoredEventsQuery.safeParse(c.req.query())
    if (!query.success || (!query.data.tid && !query.data.distinguishId)) throw invalidInput()
    const [column, value] = query.data.tid ? ['tid', query.data.tid] : ['distinguish_id', query.data.distinguishId!]
    const { results } = await c.env.DB.prepare(`SELECT ${READ_COLUMNS} FROM analytics_events WHERE ${column} = ? ORDER BY id DESC LIMIT 200`)
      .bind(value)
      .all<StoredEvents['events'][number]>()
    return ok(c, { events: results })
  })
