import { z } from 'zod'
import { instant } from './bounds'
import { defineEndpoints } from './endpoint'

export const ServerTime = z.object({ now: instant })
export type ServerTime = z.infer<typeof ServerTime>

export const systemEndpoints = defineEndpoints({
  serverTime: { method: 'GET', path: '/api/system/time', auth: false, response: ServerTime, summary: 'Server clock' },
})
