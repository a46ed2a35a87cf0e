import { Hono } from 'hono'
import { endpoints } from '../../contract'
import { requireRole } from '../core/auth'
import type { MallEnv } from '../core/env'
import { ok } from '../core/envelope'
import { runScheduledJobs } from '../core/scheduled'

/** Admin operations; any other role gets 403 'No permission for current operation'. */
export const adminRoutes = new Hono<MallEnv>().post(endpoints.runJobs.path, requireRole('admin'), async (c) =>
  ok(c, { jobs: await runScheduledJobs(c.env) }),
)
