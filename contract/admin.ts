import { z } from 'zod'
import { defineEndpoints } from './endpoint'

export const JobRuns = z.object({
  jobs: z.array(z.object({ name: z.string(), ok: z.boolean() })),
})
export type JobRuns = z.infer<typeof JobRuns>

export const adminEndpoints = defineEndpoints({
  runJobs: {
    method: 'POST', path: '/api/admin/jobs/run', auth: true, role: 'admin', response: JobRuns,
    summary: 'Admins only: run the scheduled job list now (the Cron Trigger runs it every 15 minutes)',
  },
})
