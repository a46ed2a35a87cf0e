import { z } from 'zod'
import { defineEndpoints } from './endpoint'

/** The seed's event types: a tap, a card seen, a page viewed, leaving by back or away, the app started, a prize received. */
export const ANALYTICS_EVENT_TYPES = ['click', 'exposure', 'browse', 'back', 'out', 'start', 'receive'] as const
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number]

/** An anonymous browser id (`distinguish_id`) or a page view's id (`tid`). */
export const TRACE_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/

/** At most this many events in one batch. */
export const ANALYTICS_BATCH_MAX = 50

/**
 * One event, with the seed's field names. `member_id` is not the client's to say: the mall takes it from the
 * caller's session. Fields the client has no value for are null or absent.
 */
export const AnalyticsEvent = z.object({
  event_type: z.enum(ANALYTICS_EVENT_TYPES),
  goods_id: z.number().int().positive().max(2 ** 53).nullish(),
  sequence: z.number().int().nonnegative().max(100_000).nullish(),
  result: z.string().max(64).nullish(),
  text: z.string().max(200).nullish(),
  create_time: z.number().int().nonnegative(),
  distinguish_id: z.string().regex(TRACE_ID_PATTERN).meta({ examples: ['b1946ac9-2f0e-4c1a'] }),
  page: z.string().max(200),
  url: z.string().max(500),
  tid: z.string().regex(TRACE_ID_PATTERN).meta({ examples: ['5d41402a-bc4b-4a76'] }),
})
export type AnalyticsEvent = z.infer<typeof AnalyticsEvent>

export const AnalyticsBatch = z.object({ events: z.array(AnalyticsEvent).min(1).max(ANALYTICS_BATCH_MAX) })
export type AnalyticsBatch = z.infer<typeof AnalyticsBatch>

export const AnalyticsStored = z.object({ stored: z.number().int().nonnegative() })

export const StoredEventsQuery = z.object({ tid: z.string().regex(TRACE_ID_PATTERN).optional(), distinguishId: z.string().regex(TRACE_ID_PATTERN).optional() })

export const StoredEvent = AnalyticsEvent.extend({ id: z.number().int().positive(), member_id: z.number().int().positive().nullable() })
export const StoredEvents = z.object({ events: z.array(StoredEvent) })
export type StoredEvents = z.infer<typeof StoredEvents>

export const analyticsEndpoints = defineEndpoints({
  analyticsEvents: {
    method: 'POST', path: '/api/analytics/events', auth: false, body: AnalyticsBatch, response: AnalyticsStored,
    summary: 'Store a batch of analytics events (at most 50); member_id comes from the caller\'s session, never the body',
  },
  adminAnalyticsEvents: {
    method: 'GET', path: '/api/admin/analytics/events', auth: true, role: 'admin', query: StoredEventsQuery, response: StoredEvents,
    summary: 'Admins only: the latest 200 stored events of one page view (tid) or one browser (distinguishId)',
  },
})
