import { z } from 'zod'

export const JobRuns = z.object({
  jobs: z.array(z.object({ name: z.string(), ok: z.boolean() })),
})
export type JobRuns = z.infer<typeof JobRuns>
