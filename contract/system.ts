import { z } from 'zod'

export const ServerTime = z.object({ now: z.number().int().describe('epoch milliseconds') })
export type ServerTime = z.infer<typeof ServerTime>
