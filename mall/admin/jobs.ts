import { endpoints } from '../../contract'
import { ok } from '../core/envelope'
import { EndpointRoutes } from '../core/mount'
import { runScheduledJobs } from '../core/scheduled'

/** Running the scheduled job list now. */
export const adminJobRoutes = new EndpointRoutes().endpoint(endpoints.runJobs, async (c) =>
  ok(c, { jobs: await runScheduledJobs(c.env) }),
)
