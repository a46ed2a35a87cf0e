import { Hono } from 'hono'
import type { MallEnv } from '../core/env'
import { adminAnalyticsRoutes } from './analytics'
import { adminAppealRoutes } from './appeals'
import { adminFlashStockRoutes } from './flash-stock'
import { adminImeiRoutes } from './imei'
import { adminJobRoutes } from './jobs'
import { adminOrderRoutes } from './orders'
import { adminPresaleRoutes } from './presale'
import { adminReviewRoutes } from './reviews'

/**
 * Every admin endpoint, one file per concern; each is kept for admins by its contract entry (any other role gets 403
 * 'No permission for current operation').
 */
export const adminRoutes = new Hono<MallEnv>()
  .route('/', adminJobRoutes)
  .route('/', adminAnalyticsRoutes)
  .route('/', adminFlashStockRoutes)
  .route('/', adminOrderRoutes)
  .route('/', adminAppealRoutes)
  .route('/', adminPresaleRoutes)
  .route('/', adminImeiRoutes)
  .route('/', adminReviewRoutes)
