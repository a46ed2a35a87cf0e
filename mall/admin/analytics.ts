import { endpoints, type StoredEvents } from '../../contract'
import { ok } from '../core/envelope'
import { invalidInput } from '../core/errors'
import { EndpointRoutes } from '../core/mount'

/** In the order of the contract's `StoredEvent`. */
const READ_COLUMNS = 'event_type, goods_id, sequence, result, text, create_time, distinguish_id, page, url, tid, id, member_id'

/** The stored analytics events of one trace or one device. */
export const adminAnalyticsRoutes = new EndpointRoutes()
  .endpoint(endpoints.adminAnalyticsEvents, async (c, { query }) => {
    if (!query.tid && !query.distinguishId) throw invalidInput()
    const [column, value] = query.tid ? ['tid', query.tid] : ['distinguish_id', query.distinguishId!]
    const { results } = await c.env.DB.prepare(`SELECT ${READ_COLUMNS} FROM analytics_events WHERE ${column} = ? ORDER BY id DESC LIMIT 200`)
      .bind(value)
      .all<StoredEvents['events'][number]>()
    return ok(c, { events: results })
  })
