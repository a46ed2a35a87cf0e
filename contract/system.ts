import { z } from 'zod'
import { defineEndpoints } from './endpoint'

export const ServerTime = z.object({ now: z.number().int().describe('epoch milliseconds') })
export type ServerTime = z.infer<typeof ServerTime>

export const systemEndpoints = defineEndpoints({
  serverTime: { method: 'GET', path: '/api/system/time', auth: false, response: ServerTime, summary: 'Server clock' },
})
